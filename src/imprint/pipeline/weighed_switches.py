"""What the user has now, told while weighing a switch away from it.

"thinking about maybe switching from healthy paws to embrace", "we might move from jira to
linear", "should i switch from my iphone to a pixel": the switch is only weighed, so it
changes nothing; but what it would switch from is what the user has today, and a
note-taker keeps that. `current_before_switch(sentence)` gives it as a fact ("The user
currently uses healthy paws."), only in a sentence that weighs the switch (a firm one is
read as a change elsewhere) and only of the user's own ("my sister is moving from ...").
"""

from __future__ import annotations

import re

from imprint.pipeline.placenames import PLACES_AND_TOWNS

__all__ = ["current_before_switch"]

_SWITCH_FROM = re.compile(
    r"\b(?:switch(?:ing)?|mov(?:e|ing)|chang(?:e|ing)|migrat(?:e|ing)|jump(?:ing)?|go(?:ing)?)"
    r"\s+(?:(?:over|across|away|everything|it\s+all)\s+)?from\s+(?:my\s+|our\s+|the\s+)?"
    r"(?P<old>[a-z0-9][\w.+#&'-]*(?:\s+[a-z0-9][\w.+#&'-]*){0,2}?)\s+(?:to|over\s+to|onto)\s+\w",
    re.IGNORECASE,
)
_WEIGHED = re.compile(
    r"\b(?:thinking|considering|might|maybe|wondering|tempted|not\s+sure|undecided|debating"
    r"|should\s+(?:i|we)|could|would\s+it|worth\s+it|possibly|perhaps)\b",
    re.IGNORECASE,
)
_SOMEONE_ELSE = re.compile(
    r"\b(?:my|our|his|her|their)\s+(?:sister|brother|mum|mom|dad|wife|husband|partner|friend|boss"
    r"|son|daughter|colleague|neighbou?r|client)\b|\b(?:he|she|they)\s+(?:is|are|'s|'re|might)\b",
    re.IGNORECASE,
)


def current_before_switch(sentence: str) -> str | None:
    """The fact of what the user has now, from a switch away from it they weigh, or None."""
    if "from " not in sentence.lower():
        return None
    m = _SWITCH_FROM.search(sentence)
    if m is None or _WEIGHED.search(sentence) is None:
        return None
    if _SOMEONE_ELSE.search(sentence[: m.start()]) is not None:
        return None
    old = m.group("old").strip()
    if old.lower() in PLACES_AND_TOWNS:
        return f"The user currently lives in {old[0].upper()}{old[1:]}."
    return f"The user currently uses {old}."

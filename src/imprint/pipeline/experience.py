"""How long the user has done or used something, and what they are content with.

"been playing guitar about 6 years", "I've used Windows for 25 years and ...", "I'm happy
with VS Code honestly": said in passing, often beside a hedge about something else ("part
of me wants a Mac, but I've used Windows for 25 years"), and what the user does now is the
fact that lasts. The duration is a shape (a verb of doing or using, its object, a count of
years or months), not a list of hobbies; the contentment needs a named thing, not "that"
or "your answer".
"""

from __future__ import annotations

import re

from imprint.pipeline.facts import FactHit

__all__ = ["experience_in"]

_I = re.IGNORECASE
_COUNT = (
    r"(?:about|around|nearly|almost|over|like|roughly|maybe|a\s+good|more\s+than|just\s+over)?\s*"
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty"
    r"|thirty|forty|a\s+few|several|many)\s*\+?\s*(?:years?|yrs?|months?|decades?)"
)
_DURATION = re.compile(
    r"(?:^|[,;]\s*|\b(?:and|but|so|though|plus)\s+)(?:honestly\s+|also\s+)?"
    r"(?P<subj>i'?ve\s+|i\s+have\s+)?(?:(?P<been>been\s+)(?P<ing>[a-z]+ing)|(?P<pp>used|run|done"
    r"|played|had|driven|owned|kept|taught|worked\s+(?:in|with|on|as)|coded\s+in|written|spoken"
    r"|ridden|grown|built|lived\s+(?:in|with|on)|practi[sc]ed|studied|managed))\s+"
    r"(?P<what>(?!(?:for|about|around|since|a\s+while|ages|forever)\b)[^,.;!?]{1,40}?)\s+"
    r"(?:for\s+)?" + _COUNT + r"(?:\s+now)?\b",
    _I,
)
"""A verb of doing with its object and a count of years: "been playing guitar about 6
years", "I've used Windows for 25 years"."""
_CONTENT = re.compile(
    r"(?:^|[,;.]\s*|\b(?:but|and|so)\s+)(?:honestly\s+)?(?:i'?m|i\s+am)\s+(?:really\s+|perfectly"
    r"\s+|quite\s+|pretty\s+|very\s+)?(?:happy|content|comfortable|fine|settled)\s+(?:with|on|using)"
    r"\s+(?!(?:that|this|it|them|those|these|your|the\s+(?:answer|result|plan|draft|idea)|how"
    r"|what|everything|anything|either|both|whatever|my\s+(?:life|decision|choice))\b)"
    r"(?P<what>[\w.+#-]+(?:\s+[\w.+#-]+){0,2}?)(?=\s*(?:[,.;!]|\s+(?:honestly|tbh|thanks|and|but"
    r"|because|for\s+now)\b|$))",
    _I,
)
"""Contentment with a named thing: "I'm happy with VS Code honestly"."""
_SERVED = re.compile(
    r"(?:^|[,;]\s*|\b(?:and|but|so|though|plus)\s+)(?P<text>(?:i\s+|(?=served\s))"
    r"(?:did|spent|served|put\s+in|gave)\s+(?:(?:about|around|nearly|almost|over|more\s+than|just\s+over)\s+)?(?:\d+|two|three"
    r"|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|a\s+few|many)"
    r"\s*\+?\s*(?:years?|yrs?|decades?)\s+(?:in|with|as|at|on)\s+(?!(?:this|that|it|them|these"
    r"|those)\b)(?:the\s+|a\s+|an\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?)(?=\s*(?:[,.;!]|\s+(?:and|but"
    r"|so|before|until|then|which)\b|$))",
    _I,
)
"""Years given to a service, a trade or a place: "I did 20 years in the navy", "spent 12
years as a paramedic"."""
_SCREEN = ("year", "yrs", "month", "decade", "happy", "content", "comfortable", "fine", "settled")
_ING_NOT = frozenset(
    "thinking wondering trying waiting hoping meaning going planning looking struggling dying"
    " feeling telling asking saying getting".split()
)
"""Verbs of a passing state or an intention, not of something done for years."""


def experience_in(sentence: str) -> FactHit | None:
    """The duration or contentment `sentence` states of the user, as a fact, or None."""
    low = sentence.lower()
    if not any(word in low for word in _SCREEN):
        return None
    m = _DURATION.search(sentence)
    ing = (m.group("ing") or "").lower() if m is not None else ""
    if m is not None and ing not in _ING_NOT and (m.group("subj") or m.group("been")):
        text = sentence[m.start("subj") if m.group("subj") else m.start("been") : m.end()]
        return FactHit(text=f"I've {text}" if text.lower().startswith("been") else text)
    served = _SERVED.search(sentence)
    if served is not None:
        text = served.group("text")
        return FactHit(text=text if text[:2].lower() == "i " else f"I {text}")
    c = _CONTENT.search(sentence)
    if c is not None:
        return FactHit(text=f"I'm happy with {c.group('what')}")
    return None

"""A new result of a test the user takes again: "did another ramp test yesterday and got 247".

Athletes, students and patients measure the same thing again and give the new figure as
news, without saying the old one is wrong: "did another ramp test and got 247!!!", "redid
the mock and scored 71%", "had my next hba1c check, came out at 48". The new figure is what
holds now. `retest(sentence)` words it as a fact ("The user got 247 on another ramp test.");
it is told as a change, so it replaces the older result of the same test (their shared
words find it: `consolidate.shares_frame`).
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h

__all__ = ["retest"]

_RETEST = re.compile(
    r"\b(?:(?:did|took|had|sat|done|finished)\s+(?:another|a\s+new|a\s+second|a\s+fresh"
    r"|my\s+(?:next|latest|new|second)|the\s+(?:next|latest|new|second))"
    r"|(?:redid|retook|resat|re-did|re-took|re-sat|repeated)(?:\s+(?:the|my|a))?)\s+"
    r"(?P<test>(?:[\w-]+\s+){0,2}?(?:test|assessment|check|check-?up|weigh-?in|reading|scan|time\s+trial"
    r"|tt|mock|exam|quiz|benchmark|fitting|blood\s+test|bloods?))\b"
    r"[^.;!?]{0,30}?\b(?:and\s+|,\s*)?(?:got|scored|hit|came\s+out\s+(?:at|with)|it\s+(?:said|was)"
    r"|result\s+(?:was|is)|now\s+at)\s+(?:a\s+)?(?P<value>[$\u00a3\u20ac]?\d[\d.,:]*\s*(?:%|w\b|watts"
    r"|kg|lbs?|bpm|points?|pts|/\s*\d+|mmol(?:/mol)?|min(?:ute)?s?)?)"
    # "got 2 questions wrong", "got 3 out of 10 right": a count, not the result
    r"(?!\s*(?:questions?|wrong|right|out\s+of|mistakes|errors|of\s+them|correct)\b)",
    re.IGNORECASE,
)


def retest(sentence: str) -> str | None:
    """The new result `sentence` gives of a test taken again, as a fact, or None."""
    if sentence.rstrip().endswith("?"):
        return None
    m = _RETEST.search(sentence)
    if m is None:
        return None
    test = " ".join(m.group("test").lower().split())
    return h.canonical(f"I got {m.group('value').strip()} on another {test}")

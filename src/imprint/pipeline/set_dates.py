"""A date the user has fixed for something of theirs: "the date is locked, Sept 19 2026".

Told in passing, often beside a question ("the date is locked, Sept 19 2026, because it's my
grandparents anniversary ... what do I book first??", "we set the date: june 3rd"), it is a
fact the agent needs later (when is the wedding, the launch, the move). `date_set(sentence)`
words it as said ("The date is locked, Sept 19 2026."). A date asked about or still open
("is the date set?", "the date isn't fixed yet") is none.
"""

from __future__ import annotations

import re

from imprint.pipeline.calendar_words import MONTH_PATTERN, ORDINAL, WEEKDAY_PATTERN
from imprint.pipeline.canonical import canonical

__all__ = ["date_set"]

_I = re.IGNORECASE

_WHEN = (
    rf"(?:(?:{WEEKDAY_PATTERN},?\s+)?(?:{MONTH_PATTERN}\s+\d{{1,2}}{ORDINAL}\b"
    rf"|(?:the\s+)?\d{{1,2}}{ORDINAL}\s+(?:of\s+)?{MONTH_PATTERN}(?!\w))(?:,?\s+\d{{4}}\b)?"
    rf"|\d{{1,2}}[/.]\d{{1,2}}[/.]\d{{2,4}}\b)"
)
"""A calendar date: "Sept 19 2026", "the 3rd of june", "saturday 14 march", "19/09/2026"."""
_STATE = r"(?:locked(?:\s+in)?|set|fixed|confirmed|booked|official|final|decided)"
_DATE_IS = re.compile(
    r"(?:^|(?<=[,;:.!]\s)|\b(?:and|so|but|ok|okay)\s+)(?P<told>(?:(?:the|our|my)\s+)?"
    r"(?:[\w'-]+\s+){0,2}?date(?:\s+is|'s)\s+(?:now\s+)?(?:" + _STATE + r"\s*)?"
    r"(?:[,:-]\s*|\s+(?:for|as|on|to)\s+|\s*)" + _WHEN + ")",
    _I,
)
"""The date said outright: "the date is locked, Sept 19 2026", "wedding date is set for june
3rd"."""
_DATE_SET = re.compile(
    r"\b(?P<told>(?:we|i)(?:'ve|\s+have)?\s+(?:finally\s+|officially\s+|just\s+)?(?:set|picked|chose"
    r"|locked\s+in|booked|fixed|confirmed)\s+(?:the|our|a)\s+(?:[\w'-]+\s+)?date\s*"
    r"(?:[,:-]\s*|\s+(?:for|as|on)\s+|\s+)" + _WHEN + ")",
    _I,
)
"""The date fixed by the user: "we set the date: june 3rd", "we've booked the date for the
9th of may"."""


_OPEN = re.compile(
    r"\b(?:if|unless|whether|maybe|might|perhaps|probably|possibly|not\s+sure|tbc|tbd)\b"
    r"|\b(?:or|and)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b",
    _I,
)
"""A date still open or only supposed: a hedge, a condition, another date beside it."""


def date_set(sentence: str) -> str | None:
    """The date `sentence` says the user fixed, worded as a fact, or None."""
    if "date" not in sentence.lower() or sentence.rstrip().endswith("?"):
        return None
    if _OPEN.search(sentence) is not None:
        return None  # "the date is june 3rd or 4th, not sure yet", "if the date is june 3rd"
    m = _DATE_IS.search(sentence) or _DATE_SET.search(sentence)
    if m is None:
        return None
    told = m.group("told")
    if not re.match(r"(?:the|our|my|we|i|date)\b", told, _I):
        told = f"my {told}"  # "wedding date is set for june 3rd": the user's own
    return canonical(told)

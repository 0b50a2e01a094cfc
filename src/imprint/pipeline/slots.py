"""Weekly slots of the user's household: "Leo has swim on Tuesdays at 5", "our sync is Mondays".

A slot is kept so that a later move ("Leo's swim got moved to Thursdays", "they moved our
sync to Fridays") has an older value to replace (`topic_change.py`). It is read by shape: a
person the user names (by name, as "my son", or "I"/"we") who has or goes to an activity on
a weekday, or the user's own event that is on a weekday.
"""

from __future__ import annotations

import re

__all__ = ["SLOT_WORDS", "recurring_slot"]

_DAY = (
    r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?s?\b"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b"
)
_DAYS = rf"(?P<days>(?:{_DAY})(?:\s*(?:,|&|/|and|\+)\s*(?:{_DAY}))*)"
_WHO = (
    r"(?P<who>(?-i:[A-Z])[a-z]+(?:\s+\(\d+\))?|(?:my|our)\s+(?:[\w-]+\s+)?(?:son|daughter|kid|kids"
    r"|boy|girl|eldest|youngest|twins|husband|wife|partner)|i|we)"
)
_HAS = re.compile(
    r"(?:^\W*|[,;:]\s*|\b(?:and|but|so|also)\s+)" + _WHO + r"\s+(?:has|have|'ve\s+got|has\s+got"
    r"|goes\s+to|go\s+to|does|do)\s+(?P<what>[\w-]+(?:\s+[\w-]+){0,2}?)\s+(?:on\s+|every\s+)?(?:the\s+(?:first|second|third|last|1st|2nd|3rd)\s+)?"
    + _DAYS,
    re.IGNORECASE,
)
""""Leo has soccer tuesdays 5-6:30", "my daughter goes to ballet on Saturdays"."""
_OURS_IS = re.compile(
    r"\b(?:my|our)\s+(?:weekly\s+|fortnightly\s+|monthly\s+|regular\s+|usual\s+)?"
    r"(?P<what>[\w-]+(?:\s+[\w-]+){0,3}?)(?:\s+(?:with|w/)\s+[\w&.'-]+(?:\s+[\w&.'-]+)?)?"
    r"\s+(?:is|are|'s)\s+(?:on\s+|every\s+)?(?:the\s+(?:first|second|third|last|1st|2nd|3rd)\s+)?"
    + _DAYS,
    re.IGNORECASE,
)
""""our client sync with Orrin is Tuesdays 10am", "my physio is on Mondays"."""
_ONE_DAY = re.compile(r"(?:mon|tues|wednes|thurs|fri|satur|sun)day", re.IGNORECASE)
"""A full day name said once ("on Tuesday"): maybe this week only."""
_NOT_ACTIVITY = frozenset(
    "time it off no nothing a the work school plans plan day days free lunch".split()
)
"""What is had on a day without being a slot of the week ("I have time on Monday")."""

SLOT_WORDS = frozenset(
    "mon tue tues wed weds thu thur thurs fri sat sun monday tuesday wednesday thursday friday"
    " saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays".split()
)
"""A sentence without one of these words holds no weekly slot (a cheap screen)."""


def recurring_slot(sentence: str) -> str | None:
    """The sentence from its first weekly slot on, or None when it holds none.

    The day must be said in the plural or after "every" for a person's activity ("Leo has
    soccer on Tuesday" may be this week only); an event of the user's said to be on a day
    ("our sync is Tuesdays") is a slot either way.
    """
    for pattern in (_HAS, _OURS_IS):
        for m in pattern.finditer(sentence):
            what = m.group("what").lower().split()
            if what[0] in _NOT_ACTIVITY or what[-1] in _NOT_ACTIVITY:
                continue
            days = m.groupdict().get("days")
            if days and _ONE_DAY.fullmatch(days) and "every" not in m.group(0).lower():
                continue
            start = m.start("who") if pattern is _HAS else m.start()
            return sentence[start:].strip()
    return None

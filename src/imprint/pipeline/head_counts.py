"""A new number of people for something of the user's, said in passing.

"list is down to 80 ppl", "the guest list is up to 150 now", "class is down to 12 kids",
"we're down to 6 on the team": the count is said as a change, so the number kept before
is out of date (`value_classes` retires the memory that counted the same people).
`head_count(sentence)` words it with the people counted named ("The user's guest list is
now 80 guests."), so the old count of guests is found by its noun. Someone else's count
("her class is down to 12") and a question ("is the list down to 80?") are not read.
"""

from __future__ import annotations

import re

__all__ = ["head_count"]

_COUNT = re.compile(
    r"(?:^\W*|[,;:]\s*|\b(?:so|and|but|also|now|plus|oh)\s+)"
    r"(?:(?P<owner>the|my|our)\s+)?(?P<what>(?:guest|invite|wedding|party)\s+list|list|headcount"
    r"|head\s+count|numbers|guests?|class|team|group|crew|squad|roster|choir|troop)"
    r"\s+(?:is|are|'s|has\s+gone|have\s+gone|went|got\s+cut)\s+(?:now\s+)?"
    r"(?P<way>down|up)\s+to\s+(?P<n>\d{1,5})\b\s*(?P<unit>ppl|people|persons|guests|heads|names"
    r"|kids|children|students|members|players|adults|folks)?\b",
    re.IGNORECASE,
)
_LISTS = frozenset(
    {"guest list", "invite list", "wedding list", "party list", "list", "guest", "guests"}
)
"""What counts guests: a list, or the guests themselves."""
_OF_US = re.compile(
    r"(?:^\W*|[,;:]\s*|\b(?:so|and|but|now|which\s+makes)\s+)(?:there(?:'re|\s+are)\s+|we'?re\s+|it'?s\s+)?"
    r"(?P<n>\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)"
    r"\s+of\s+us(?:\s+(?:in\s+total|altogether|on\s+the\s+team|in\s+the\s+team))?\s+now\b",
    re.IGNORECASE,
)
"""The user's own group counted as a change: "we hired two more, so 7 of us now"."""
_HOME = re.compile(
    r"\b(?:baby|kids?|children|born|arrived|moved\s+in|family|household|flat|house|home)\b", re.I
)
"""Who "us" is when the count is of a home, not a team ("the baby came, so 4 of us now")."""
_ASKED = re.compile(r"^\W*(?:is|are|has|have|did|does|can|could|should|would)\b", re.I)


def head_count(sentence: str) -> str | None:
    """The new count of people the user gives in `sentence`, as a fact, or None."""
    if _ASKED.match(sentence) or sentence.rstrip().endswith("?"):
        return None
    us = _OF_US.search(sentence)
    if us is not None:
        group = "household" if _HOME.search(sentence) else "team"
        return f"The user's {group} is now {us.group('n').lower()} people."
    m = _COUNT.search(sentence)
    if m is None:
        return None
    what = " ".join(m.group("what").lower().split())
    unit = (m.group("unit") or "").lower()
    if what in _LISTS:
        if what == "list" and not unit:
            return None  # "the list is down to 3": a to-do list as likely as a guest list
        what, unit = ("guest list", "guests")
    elif not unit or unit in ("ppl", "persons", "heads", "names", "folks"):
        unit = "people"
    return f"The user's {what} is now {m.group('way').lower()} to {m.group('n')} {unit}."

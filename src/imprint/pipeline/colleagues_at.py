"""Where the user works, told by the people they work with there: "my manager at KPMG wants ...".

People seldom say "I work at KPMG" again once they have moved; they speak of "my manager at
KPMG", "my team at Monzo", "the other juniors at Baxter & Lowe" while asking something else.
Someone of the user's work named with the place says where the user works now, so
`colleagues_at(sentence)` keeps it as "The user works at KPMG." (the employer, which one
holds at a time). A former colleague ("my old boss at Deloitte"), someone else's ("my wife's
manager at Aviva") and a town ("my team at Leeds") say nothing of it.
"""

from __future__ import annotations

import re

from imprint.pipeline.placenames import NOT_PLACES, PLACES_AND_TOWNS

__all__ = ["colleagues_at"]

_COLLEAGUE_AT = re.compile(
    r"\b(?:my|our)\s+(?:new\s+|current\s+)?(?:line\s+|audit\s+|team\s+|direct\s+)?"
    r"(?:manager|boss|supervisor|senior|team\s+lead|lead|colleagues?|co-?workers?|team|teammates?"
    r"|department|director|mentor|manager's\s+manager)\s+(?:here\s+)?at\s+"
    r"(?P<org>(?-i:[A-Z])[\w&.'-]*(?:\s+(?:&\s+)?(?-i:[A-Z])[\w&.'-]*){0,2})",
    re.IGNORECASE,
)


def colleagues_at(sentence: str) -> str | None:
    """Where the user works, told by someone of their work there ("my manager at KPMG")."""
    if " at " not in sentence:
        return None
    m = _COLLEAGUE_AT.search(sentence)
    if m is None:
        return None
    org = m.group("org").rstrip(".'")
    if org.lower() in PLACES_AND_TOWNS and org.lower() not in NOT_PLACES:
        return None
    return f"The user works at {org}."

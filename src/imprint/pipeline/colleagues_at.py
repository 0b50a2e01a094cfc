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


_NEW_COLLEAGUE_AT = re.compile(
    r"\b(?:my|our)\s+new\s+(?:line\s+)?(?:manager|boss|supervisor|team\s+lead|colleagues?"
    r"|co-?workers?|team|teammates?)\s+at\s+(?P<the>the\s+)?"
    r"(?P<org>(?!(?:the|a|an|my|our|work|home|school|uni|gym|moment|weekend|least|most|first|last"
    r"|times|all|some|once|night|lunch)\b)[a-z][\w&'-]*"
    r"(?:\s+(?!(?:wants?|is|are|has|have|said|says|keeps?|asked|thinks?|expects?|needs?|does|do"
    r"|don't|doesn't|loves?|hates?|told|seem|seems|want)\b)[a-z][\w&'-]*){0,2}?)"
    r"(?=\s+(?:wants?|is|are|has|have|said|says|keeps?|asked|thinks?|expects?|needs?|does|do"
    r"|don't|doesn't|loves?|hates?|told|seem|seems)\b|\s*[,.;!?]|\s*$)",
    re.IGNORECASE,
)
"""Someone new at the user's work, at a place named in lower case ("my new boss at the council
wants ..."): a new workplace, said by the word "new"."""


def colleagues_at(sentence: str) -> str | None:
    """Where the user works, told by someone of their work there ("my manager at KPMG")."""
    if " at " not in sentence:
        return None
    m = _COLLEAGUE_AT.search(sentence)
    if m is None:
        fresh = _NEW_COLLEAGUE_AT.search(sentence)
        if fresh is None:
            return None
        org = fresh.group("org")
        if org.lower() in PLACES_AND_TOWNS and org.lower() not in NOT_PLACES:
            return None
        return f"The user works at {fresh.group('the') or ''}{org}."
    org = m.group("org").rstrip(".'")
    if org.lower() in PLACES_AND_TOWNS and org.lower() not in NOT_PLACES:
        return None
    return f"The user works at {org}."

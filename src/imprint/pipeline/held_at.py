"""Where the user's event is held, said as the plan: "we're doing it at the riverside garden".

Planning talk names the place of the thing planned with "doing it", "having it" or
"holding the party" at a place: "we're doing it at the boathouse on the river", "having the
reception in the old mill". The agent asked about the event, so "it" is the event; the place
is what a note-taker keeps, and after a change of mind it takes the place of the old pick.
`held_at(sentence)` words the clause as a fact ("The user's team is doing it at the
boathouse on the river."); a place wondered about ("maybe doing it at ...", "if we're
having it at ...") is not a plan.
"""

from __future__ import annotations

import re

from imprint.pipeline.calendar_words import CALENDAR_WORDS, RELATIVE_DAYS, SEASONS
from imprint.pipeline.canonical import canonical
from imprint.pipeline.subjects import subjects_in

__all__ = ["held_at"]

_HELD = re.compile(
    r"(?:^|[,;.!]\s+|\b(?:so|ok|okay|and|now|instead)\s+)"
    r"(?P<clause>(?:we'?re|we\s+are|i'?m|i\s+am|we'?ll\s+be|we\s+will\s+be)\s+(?:now\s+|actually\s+)?"
    r"(?:doing|having|holding|hosting|throwing|running)\s+(?:it|the\s+(?:[\w-]+\s+)?[\w-]+)\s+"
    # "we're doing it outdoors at the venue": where, and how, in one
    r"(?:(?:outdoors|outside|indoors|inside|out|upstairs|downstairs)\s+)?(?:at|in)\s+(?:the\s+|a\s+|our\s+|my\s+)?[^,;.!?]{3,50})",
    re.IGNORECASE,
)
_WONDERED = re.compile(r"\b(?:if|maybe|might|whether|should|could|thinking|not\s+sure)\b", re.I)
_NOT_A_PLACE = re.compile(
    r"\b(?:(?:at|in)\s+(?:the\s+)?(?:moment|end|morning|afternoon|evening|future|meantime"
    r"|background|right\s+way|same\s+way|excel|python|pencil|order|stages?|batches|bulk"
    r"|parallel|secret|person|private)\b)",
    re.IGNORECASE,
)
"""What follows "at" or "in" without naming a place ("doing it in python", "in the end")."""


_PLACE = re.compile(r"\b(?:at|in)\s+(?P<place>.+)$", re.IGNORECASE)


def _a_time_or_a_tool(place: str) -> bool:
    """Whether what follows "at" or "in" is a time ("june", "7pm", "two weeks") or a tool."""
    words = {w.lower() for w in re.findall(r"[a-z]+", place, re.IGNORECASE)}
    if re.search(r"\d", place) or words & (CALENDAR_WORDS | RELATIVE_DAYS | SEASONS | _TIMES):
        return True
    return bool(set(subjects_in(place)) - _PLACE_SUBJECTS)


_PLACE_SUBJECTS = frozenset({"venue", "office", "city", "whereabouts", "school"})
"""Subjects that are places ("at the venue"): the only ones where an event may be held."""
_TIMES = frozenset("week weeks weekend days day month months hours hour time".split())


def held_at(sentence: str) -> str | None:
    """Where the user's event is held, worded as a fact, or None."""
    low = sentence.lower()
    if " at " not in low and " in " not in low:
        return None
    m = _HELD.search(sentence)
    if m is None:
        return None
    clause = m.group("clause").strip()
    if _WONDERED.search(sentence[: m.start("clause")]) or _NOT_A_PLACE.search(clause):
        return None
    place = _PLACE.search(clause)
    if place is not None and _a_time_or_a_tool(place.group("place")):
        return None  # "we're doing it in june", "at 7pm", "in react"
    return canonical(clause) or clause

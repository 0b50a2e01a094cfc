"""A move the user is about to make, told in passing: "we're moving to leeds next month".

People say where they are moving while asking about something else ("im moving to glasgow
in august for a new job and need to rent somewhere"), and the gate, which scores the whole
clause, leaves it. `planned_move(sentence)` keeps the move with when it happens, if said
("The user is moving to Glasgow in august."). A household's move is the user's ("we're
moving" is not their team's). The place is a capitalised name or one `placenames` knows,
so "moving to a bigger place" and "moving to the next step" are left; so are a move wondered
about ("might be moving to leeds", see `hedges`), supposed ("if we're moving to leeds") or
asked ("are you moving to leeds?"), and someone else's ("my sister is moving to leeds").
"""

from __future__ import annotations

import re

from imprint.pipeline import patterns as p
from imprint.pipeline.hedges import hedged
from imprint.pipeline.placenames import NOT_PLACES, PLACES_AND_TOWNS

__all__ = ["NOT_MINE", "WHEN", "planned_move"]

_MOVE = re.compile(
    # the move opens its clause, after the user's "I" or "we", or with no subject at all
    r"(?:^\W*|[,;:]\s*|\b(?:so|and|but|btw|also|oh|because|cos|coz|bc|since|as)\s+)"
    r"(?:(?:i'?m|i\s+am|we'?re|we\s+are|were)\s+)?"
    r"(?:(?:finally|actually|officially|definitely|also|all\s+set|set|about|going)\s+)?"
    r"(?:to\s+be\s+|to\s+)?"
    r"(?P<verb>moving|relocating|emigrating)\s+(?:(?:house|out|back|over|abroad)\s+)*"
    r"(?:to|up\s+to|down\s+to)\s+(?P<rest>[\w'-]+(?:\s+[\w'-]+)*)",
    re.IGNORECASE,
)
WHEN = re.compile(
    r"\s*(?:(?:next|this|in\s+the|at\s+the\s+end\s+of(?:\s+the)?)\s+"
    r"(?:week|month|year|term|semester|spring|summer|autumn|fall|winter|new\s+year)"
    r"|(?:in|next|this|in\s+early|in\s+late)\s+(?:january|february|march|april|may|june|july"
    r"|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec"
    r"|\d+\s+(?:weeks|months|years))\b"
    r"|after\s+(?:christmas|easter|the\s+summer|new\s+year)|soon|in\s+a\s+(?:few|couple\s+of)"
    r"\s+(?:weeks|months))",
    re.IGNORECASE,
)
"""When a move (or another planned event) happens, right after what it is: "next month",
"in august", "next june", "after christmas"."""
_MOST_WORDS = 3
NOT_MINE = re.compile(
    r"^\W*(?:are|is|am|should|would|will|shall|do|does|did|why|how|where|what|when)\b"
    r"|\b(?:if|when|whether|unless|once)\s+(?:i|we|i'm|we're|im)\b|\b" + p.SUPPOSING + r"\b",
    re.I,
)
"""A plan asked about, or one in a case supposed ("if we're moving", "say we moved", "once
we're married"): not one the user tells."""


def planned_move(sentence: str) -> str | None:
    """The move the user says they are about to make, as a fact, or None."""
    m = _MOVE.search(sentence)
    if m is None or NOT_MINE.search(sentence) or hedged(sentence):
        return None
    # "moving to Linear for tickets" is a tool: a move is to a place the list knows, or to any
    # capitalised name with a verb that only moves people ("relocating", "emigrating")
    named = m.group("verb").lower() != "moving"
    found = _place(m.group("rest").split(), named=named)
    if found is None:
        return None
    place, after = found
    said_when = WHEN.match(after)
    when = " ".join(said_when.group(0).split()) if said_when else ""
    back = " back" if re.search(r"\bback\s", m.group(0), re.IGNORECASE) else ""
    return f"The user is moving{back} to {place}{' ' + when if when else ''}."


def _place(tokens: list[str], *, named: bool) -> tuple[str, str] | None:
    """The place `tokens` begin with, capitalised, and the words after it; None for no place.

    `named`: any capitalised name is a place, not only one `placenames` knows.
    """
    for size in range(min(len(tokens), _MOST_WORDS), 0, -1):
        name = " ".join(tokens[:size])
        low = name.lower()
        if low in NOT_PLACES:
            continue
        if low in PLACES_AND_TOWNS or (named and all(t[0].isupper() for t in tokens[:size])):
            place = " ".join(t[0].upper() + t[1:] for t in tokens[:size])
            return place, " " + " ".join(tokens[size:])
    return None

"""Where the user's places are, said in passing: "a template for our site in Tilbury".

People name a place of their own while asking for something else: "incident report template
for our site in Tilbury", "flyer for my shop in Galway", "rota for our cafe in Leith". The
ask is this turn's; where the site is lasts, and a note-taker keeps it.
`own_place(sentence)` gives it as a fact. The place must be a known one (a city or town,
or a name written with a capital); a place of work said with "our" is the team's ("The
user's team has a site in Tilbury."), a home the user's. What is only wondered about,
given up or gone ("if we opened a shop in Leeds", "our old office in Bath", "sold our flat
in Nice") is no place the user has.
"""

from __future__ import annotations

import re

from imprint.pipeline.calendar_words import CALENDAR_WORDS, SEASONS
from imprint.pipeline.placenames import PLACES_AND_TOWNS

__all__ = ["own_place"]

_WORKPLACES = (
    "site office shop store warehouse branch clinic restaurant cafe bakery studio practice"
    " plant factory depot lab salon farm garage workshop yard"
).split()
"""Places people run or work at; not those they only go to ("my gym", "my local pub", "my
surgery": see `businesses.py`)."""
_HOMES = "house flat apartment cottage cabin allotment caravan".split()
_PLACE = re.compile(
    r"\b(?P<owner>my|our)\s+(?:(?:main|new|second|other|little|small|big)\s+)?"
    r"(?P<kind>" + "|".join(_WORKPLACES + _HOMES) + r")\s+(?P<prep>in|at)\s+"
    r"(?P<place>[A-Za-z][\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)",
    re.IGNORECASE,
)
_NOT_HELD = re.compile(
    r"\b(?:if|might|maybe|thinking|considering|old|former|previous|ex|sold|closed"
    r"|closing|lost|used\s+to|no\s+longer|anymore|any\s+more|was|were|wish|dream)\b",
    re.IGNORECASE,
)


def own_place(sentence: str) -> str | None:
    """The fact that the user has a place where `sentence` says it is, or None."""
    low = sentence.lower()
    if "my " not in low and "our " not in low:
        return None
    m = _PLACE.search(sentence)
    if m is None or _NOT_HELD.search(sentence) is not None:
        return None
    place = _known(m.group("place"), known_only=m.group("prep").lower() == "at")
    if place is None:
        return None
    kind = m.group("kind").lower()
    owner = "The user's team has" if m.group("owner").lower() == "our" else "The user has"
    if kind in _HOMES:
        owner = "The user has"
    return f"{owner} a {kind} in {place}."


def _known(place: str, *, known_only: bool) -> str | None:
    """`place` as a place's name, or None.

    A known city or town; or, after "in", a word written with a capital that names no time
    ("in January", "at Christmas"). After "at" only a known place: "at Shopify" is a tool.
    """
    words = place.split()
    for size in (2, 1):
        name = " ".join(words[:size])
        if len(words) >= size and name.lower() in PLACES_AND_TOWNS:
            return name[0].upper() + name[1:]
    if known_only or not words[0][:1].isupper() or words[0].lower() in _NOT_NAMES:
        return None
    return words[0]


_NOT_NAMES = (
    frozenset("the a an this that town city centre center".split()) | CALENDAR_WORDS | SEASONS
)

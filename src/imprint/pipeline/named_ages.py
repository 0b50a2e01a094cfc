"""Someone of the user's, named with their age: "Ruby's 10, on a tandem pump".

Parents and carers name a child or a patient and give their age before what matters about
them ("Leo is 6 and has cystic fibrosis", "Ruby's 10, on a tandem pump with control-iq",
"Mia just turned 4"). The name is their own, said without "my daughter", so no rule of
the family reads it; an age says the name is a person's. `named_age(sentence)` gives the
fact as said ("Ruby is 10, on a tandem pump with control-iq."), its first clause and what
is told of the same person after it.

A school year says the same as an age: "aarav is in class 6 at greenwood high", "isla's in
year 4 at st aidan's" (`named_school_year`). Only a pupil is in "year 4", so the name may be
typed in lower case there.

Left alone: a number that is no age (a time, an amount, a unit, a score: "Rob's 10 minutes
late", "Dana is 5 foot", "Chelsea's 2 and 0"), a name that is a day, a month, a known place
or a tool ("Postgres is 15", "Java is 17": a version), a question.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline.conventions import kind_of
from imprint.pipeline.named_beings import NOT_SUBJECTS
from imprint.pipeline.placenames import KNOWN_PLACES

__all__ = ["named_age", "named_school_year"]

_AGED = re.compile(
    r"^(?P<name>[A-Z][a-z]{1,15})(?:'s|\u2019s|\s+is|\s+just\s+turned|\s+turned|\s+has\s+just"
    r"\s+turned)\s+(?:only\s+|nearly\s+|almost\s+|now\s+)?(?P<age>\d{1,2})(?P<unit>\s*(?:yo|y/o|years?"
    r"\s+old|yrs?(?:\s+old)?|months?(?:\s+old)?|mo|m/o|and\s+a\s+half))?(?P<rest>(?:\s*(?:,|and\b"
    r"|\(|-)\s*[^.;!?]*)?)[.!]?$"
)
_NOT_AN_AGE = re.compile(
    r"^\s*(?:%|:|\.\d|am\b|pm\b|min|mins|minutes?|hours?|hrs?|h\b|days?|weeks?|k\b|kg|km|lbs?"
    r"|miles?|mph|foot|feet|ft|inch|inches|cm|mm|percent|quid|bucks|dollars|pounds|euros?"
    r"|points?|pts|times|x\b|out\s+of|of\s+\d|/"
    # a score or a record: "Chelsea's 2 and 0 this season", "we're 3-1 up"
    r"|(?:and|-|to|nil)\s*\d|-?\s*nil\b)",
    re.IGNORECASE,
)
_NOT_NAMES = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december today tomorrow tonight this
    that it there here what who everyone nobody mine version python node room level
    chapter page step table item number""".split()
)
"""Capitalised first words an age never follows: days, months, pronouns, things counted."""
_GIVEN_NAMES = frozenset("ruby julia ada crystal jade jasmine aurora phoenix sage ember".split())
"""Names of tools that are names of people as often: "Ruby's 10" is a child."""
_AGE_MAX = 19
"""Oldest age read without a unit: "Ruby's 10" is a child; "Dave's 45" could be anything."""


def named_age(sentence: str) -> str | None:
    """The fact of someone named with their age, as said, or None (see the module)."""
    text = sentence.strip()
    if not text[:1].isupper() or text.endswith("?"):
        return None
    m = _AGED.match(text)
    if m is None:
        return None
    name, age, unit, rest = m.group("name"), int(m.group("age")), m.group("unit"), m.group("rest")
    low = name.lower()
    if low in _NOT_NAMES or low in KNOWN_PLACES or (kind_of(low) and low not in _GIVEN_NAMES):
        return None  # "Postgres is 15", "Windows is 11": a version, not an age
    after = text[m.end("age") :]
    if _NOT_AN_AGE.match(after) or (unit is None and not 0 < age <= _AGE_MAX):
        return None
    told = f"{name} is {age}{unit or ''}{rest}".rstrip(" ,-(")
    return h.canonical(told)


_SCHOOL_YEAR = re.compile(
    r"^\W*(?P<name>[A-Za-z][a-z\u00c0-\u024f'-]{1,15})(?:(?:'s|\u2019s|\s+is|\s+will\s+be)\s+"
    r"(?:now\s+|just\s+)?in|\s+started|\s+starts|\s+just\s+started|\s+goes\s+into|\s+moved\s+up\s+to"
    r"|\s+has\s+just\s+started)\s+(?P<year>(?:year|yr|grade|class|std|standard)\s*\d{1,2}"
    r"|(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
    r"|tenth|eleventh|twelfth)\s+grade)\b"
    # "algebra is grade 8 material": a year said of a thing, with its noun after
    r"(?=\s*(?:$|[,.;!?(]|\s+(?:at|in|this|now|next|and|but|so|since|with|from|now)\b))"
    r"(?P<rest>[^.;!?]*)",
    re.IGNORECASE,
)


def named_school_year(sentence: str) -> str | None:
    """The fact of someone named with their school year, as said, or None.

    "aarav is in class 6 at greenwood high" -> "Aarav is in class 6 at greenwood high."
    """
    text = sentence.strip()
    if text.endswith("?"):
        return None
    m = _SCHOOL_YEAR.match(text)
    if m is None:
        return None
    name = m.group("name")
    low = name.lower()
    # Only a pupil is in "year 3": a name that is also a tool ("ruby", "rust") or a town is a
    # child's here, though an age after it would be a version ("Java is 17").
    if low in NOT_SUBJECTS or low in _NOT_NAMES:
        return None
    told = f"{name[0].upper()}{name[1:]} is in {m.group('year')}{m.group('rest')}".rstrip(" ,-(")
    return h.canonical(told)

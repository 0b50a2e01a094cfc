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

__all__ = ["age_moved_on", "named_age", "named_school_year", "turned_age"]

_AGED = re.compile(
    r"^(?P<name>[A-Z][a-z]{1,15})(?:'s|\u2019s|\s+is|(?P<turned>\s+just\s+turned|\s+turned"
    r"|\s+has\s+just\s+turned))\s+(?:only\s+|nearly\s+|almost\s+|now\s+)?(?P<age>\d{1,2})(?P<unit>\s*(?:yo|y/o|years?"
    r"\s+old|yrs?(?:\s+old)?|months?(?:\s+old)?|mo|m/o|and\s+a\s+half))?"
    r"(?P<when>\s+(?i:on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the\s+\w+)"
    r"|last\s+(?:week|month|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"|yesterday|today|this\s+(?:week|month|weekend)))?(?P<rest>(?:\s*(?:,|and\b"
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
_OTHER_CLAUSE = re.compile(r"^\s*(?:,|and\b|-)\s*(?:we|i|i'm|we're|i've|we've|my|our|us)\b", re.I)
"""What follows the age as a clause of the user's own, not more about the one named."""
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
    if _OTHER_CLAUSE.match(rest) is not None:
        rest = ""  # "Leo turned 7, we had a party at the park": the party is not Leo's
    told = f"{name} is {age}{unit or ''}{rest}".rstrip(" ,-(")
    return h.canonical(told)


def turned_age(sentence: str) -> bool:
    """Whether `sentence` tells someone named has just turned an age ("Leo turned 7")."""
    m = _AGED.match(sentence.strip())
    return m is not None and m.group("turned") is not None


_AGE_TOLD = re.compile(
    r"^(?:The\s+user's\s+(?:son|daughter|child|kid|stepson|stepdaughter|grandson|granddaughter"
    r"|nephew|niece|brother|sister)\s+)?(?P<name>[A-Z][a-z]{1,15})\s+is\s+(?P<age>\d{1,2})\b"
    r"(?!\s*(?:%|:|\.\d))"
)
"""A memory that opens on someone named and their age ("Leo is 7", "The user's son Leo is 6")."""


def age_moved_on(content: str, old_content: str) -> bool:
    """Whether `content` gives someone named a new age beside the one `old_content` gave them.

    "Leo is 7" outdates "The user's son Leo is 6 and loves dinosaurs": one person has one age.
    """
    new = _AGE_TOLD.match(content)
    if new is None:
        return _kin_aged(content, old_content)
    old = re.search(
        rf"\b{new.group('name')}(?:'s|\u2019s|\s+is|,)\s+(?:only\s+|nearly\s+|almost\s+|now\s+)?"
        r"(?P<age>\d{1,2})\b(?!\s*(?:%|:|\.\d|am\b|pm\b))",
        old_content,
    )
    return (
        old is not None
        and old.group("age") != new.group("age")
        and (_NOT_AN_AGE.match(old_content[old.end("age") :]) is None)
    )


_KIN_AGE = re.compile(
    r"^The\s+user's\s+(?P<kin>son|daughter|boy|girl|kid|child|baby|eldest|oldest|youngest"
    r"|middle\s+one|stepson|stepdaughter|grandson|granddaughter)\b(?P<name>\s+(?-i:[A-Z])\w+)?,?\s+"
    r"(?:is\s+turning|turns|just\s+turned|turned|has\s+just\s+turned|will\s+be|is|'s)\s+"
    r"(?:now\s+|nearly\s+|almost\s+)?(?P<age>\d{1,2})\b(?!\s*(?:%|:|\.\d|am\b|pm\b|months?"
    r"|weeks?|days?|mo\b|m/o))",
    re.IGNORECASE,
)
"""A child of the user's and their age, named by who they are ("The user's daughter is 6.")."""
_AGES_ON = 3
"""Most years a child's age moves on between two mentions of it read as the same child."""


def _kin_aged(content: str, old_content: str) -> bool:
    """Whether `content` gives a child of the user's, named by kin, an age later than the old.

    "my daughter who's turning 8" after "my daughter is 6": one child, older now. An age
    lower than the old one, or years apart, tells of another child ("my daughter is 3"
    beside "my daughter is 9").
    """
    new, old = _KIN_AGE.match(content), _KIN_AGE.match(old_content)
    if new is None or old is None or new.group("kin").lower() != old.group("kin").lower():
        return False
    if (new.group("name") or "").strip().lower() != (old.group("name") or "").strip().lower():
        return False
    years = int(new.group("age")) - int(old.group("age"))
    return 0 < years <= _AGES_ON


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


_PRONOUNS = frozenset("he she they it we i you that this there who".split())


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
    if re.split(r"['\u2019]", low)[0] in _PRONOUNS:
        return None  # "he's moved up to year 3": whose year is not said here
    told = f"{name[0].upper()}{name[1:]} is in {m.group('year')}{m.group('rest')}".rstrip(" ,-(")
    return h.canonical(told)

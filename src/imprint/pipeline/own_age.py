"""How old the user is: "I'm 34", "just turned 35", "it was my 40th on Saturday".

An age is told outright ("I'm 34 years old", "im 29 btw", "as a 52 year old ..."), as a
birthday just had ("I turned 40 last week", "just turned 35, feeling old lol") or as the
birthday itself ("it was my 30th yesterday"). `age_told(sentence)` words it as one fact
("The user is 35 years old."), whose subject `age` holds one value at a time, so the age
kept before is retired.

Left alone: a number that is no age ("I'm 5 minutes away", "I'm 20 weeks pregnant", "I'm
100% sure", "I'm 6 foot"), someone else's age ("my son just turned 5", "Mia is 4": see
`named_ages.py`), an age to come or long past ("I'll be 40 in May", "when I was 25"), a
bare small number ("I'm 3" answers many questions).
"""

from __future__ import annotations

import re

__all__ = ["age_told"]

_I = re.IGNORECASE

_OPEN = (
    r"(?:^\W*|[,;:.!?]\s+|\b(?:and|so|ok|okay|but|btw|fyi|also|well|lol|haha|yeah|hi|hey"
    r"|hello|oh|honestly|now|because|since|as)\s+)"
)
"""Where the user's own clause starts: the sentence's start or a connector, so that "my son
just turned 5" and "Mia's 4" are not read as the user."""
_YEARS = r"(?:\s*|-)(?:years?|yrs?)(?:\s*|-)old\b|\s*(?:yo|y/o|y\.o\.)(?![\w/])"
_AGE = r"(?P<age>\d{1,3})(?![\d:%/']|[.,]\d)"
_BARE_END = re.compile(
    r"(?=\s*(?:$|[,;.!?)]|\s(?:now|btw|fyi|lol|haha|and|but|so|this\s+year|if\s+that\s+helps"
    r"|if\s+it\s+matters|for\s+context|for\s+reference|myself|too|already|going\s+on)\b))",
    _I,
)
"""What may follow a bare "I'm 34" for it to be an age: the clause ends there."""
_AM = re.compile(
    _OPEN
    + r"(?:i'?m|im|i\s+am)\s+(?:(?:now|only|just|actually)\s+)?(?:aged\s+)?"
    + _AGE
    + r"(?P<years>"
    + _YEARS
    + r")?",
    _I,
)
"""The age said outright: "I'm 34", "im 29 years old", "I am now 41"."""
_A_YEARS_OLD = re.compile(
    _OPEN + r"(?:(?:i'?m|im|i\s+am)\s+|as\s+)an?\s+" + _AGE + r"(?:" + _YEARS + r")",
    _I,
)
"""The age said as what the user is: "I'm a 34 year old nurse", "as a 52-year-old ..."."""
_TURNED = re.compile(
    _OPEN
    + r"(?:i\s+)?(?:(?:just|recently|finally|officially)\s+)?turned\s+"
    + _AGE
    + r"(?:"
    + _YEARS
    + r")?(?![\w-])",
    _I,
)
"""A birthday just had: "I turned 40 last week", "just turned 35"."""
_BIRTHDAY = re.compile(
    r"\b(?:it\s+was|it'?s|today\s+is|today'?s|yesterday\s+was)\s+my\s+(?P<age>\d{1,3})"
    r"(?:st|nd|rd|th)(?:\s+(?:birthday|bday)\b|(?=\s*(?:$|[,;.!?)]|\s(?:today|yesterday|on|this"
    r"|last|tomorrow|and|so|lol|haha)\b)))",
    _I,
)
"""The birthday itself: "it was my 40th on Saturday", "today is my 30th birthday"."""
_NAME_AND_AGE = re.compile(
    r"\b(?:i'?m|im|i\s+am)\s+(?-i:[A-Z])[a-z]+,\s+"
    + _AGE
    + r"(?=\s*(?:$|[,;.!)]|\s(?:and|from|living|based|working|yo|years)\b))",
    _I,
)
"""The age said with the name: "I'm Priya, 34, a nurse in Leeds"."""
_MY_AGE = re.compile(r"\bmy\s+age\s+is\s+" + _AGE + r"\b", _I)
"""The age named as such: "my age is 47"."""
_CUE = re.compile(r"\d")
_NOT_AGE = re.compile(
    r"\s*(?:st|nd|rd|th|%|k\b|m\b|mins?|minutes?|hours?|hrs?|days?|weeks?|wks?|months?|mos?"
    r"|foot|feet|ft|inch(?:es)?|cm|kg|kilos?|lbs?|pounds?|stone|miles?|km|pages?|chapters?"
    r"|episodes?|hours?|times?|percent|out\s+of|of\s+\d|for\s+\d|into\b|deep|away|behind"
    r"|ahead|late|early|short|over|under|down|up|off|points?|levels?|grand|quid|bucks|dollars"
    r"|euros?|tabs?|items?|tickets?|people|steps|sessions|reps|sets|games|matches|wins)\b",
    _I,
)
"""What says a number after "I'm" is no age: "I'm 5 minutes away", "I'm 20 weeks along"."""
_PAST_OR_TO_COME = re.compile(
    r"\s*(?:next|in\s+(?:a|the|\d|two|three|few)|soon|when|back\s+(?:then|in|when)|years\s+ago)\b",
    _I,
)
_YOUNGEST = 13
_OLDEST = 110


def age_told(sentence: str) -> str | None:
    """The user's own age `sentence` tells, worded as a fact, or None.

    The fact reads "The user is 35 years old.", whichever way the age was told.
    """
    if _CUE.search(sentence) is None:
        return None  # most sentences: no number, so no age
    for pattern in (_A_YEARS_OLD, _TURNED, _BIRTHDAY, _MY_AGE, _NAME_AND_AGE, _AM):
        m = pattern.search(sentence)
        if m is None:
            continue
        age = int(m.group("age"))
        rest = sentence[m.end() :]
        if not _YOUNGEST <= age <= _OLDEST or _NOT_AGE.match(rest):
            continue
        if pattern is _TURNED and _PAST_OR_TO_COME.match(rest):
            continue  # "turned 30 back in 2019" is no news of the user's age
        if pattern is _AM and not m.group("years") and not _BARE_END.match(rest):
            continue  # "I'm 34 pages in", "I'm 30 in May": a bare number needs its clause to end
        return f"The user is {age} years old."
    return None

"""A trip the user has coming: "we're going to Iceland for a week in February".

A trip is told as where the user is going and when: "I'm heading to Cornwall for half
term", "we're off to Rome next week", "I'm visiting my sister in Leeds over Easter", "flying
out to Boston on the 12th". `trip_told(sentence)` words the clause up to its time as a fact ("The
user is going to Iceland for a week in February."); the time in it gives the fact its end
(`temporal.py`), so it leaves the policy once the trip is past.

Left alone: a place with no time ("I'm going to Tesco", "we're off to the park"), an errand
of the moment ("going to the gym tonight" names no place), someone else's trip ("my boss
is going to Paris next week"), a trip wondered about ("if we go to Iceland in February",
"thinking of going to Japan in April") and "going to" said of what the user will do.
"""

from __future__ import annotations

import re

from imprint.pipeline.placenames import NOT_PLACES, PLACES_AND_TOWNS

__all__ = ["trip_told"]

_I = re.IGNORECASE

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_WHEN = (
    r"(?:(?:for|over)\s+(?:a|an|one|two|three|four|five|six|ten|a\s+couple\s+of|a\s+few|\d+)"
    r"\s+(?:days?|nights?|weeks?|months?|weekends?)|for\s+(?:a|the)\s+(?:fortnight|week|weekend"
    r"|month)|(?:for|over)\s+(?:half[\s-]term|easter|christmas|xmas|new\s+year'?s?|the\s+holidays"
    r"|the\s+(?:bank\s+holiday|long\s+)?weekend|the\s+summer|summer|thanksgiving|diwali|eid"
    r"|the\s+(?:school\s+)?holidays)|for\s+(?:a|my|our|his|her|their)\s+(?:[\w'-]+\s+)?(?:wedding"
    r"|conference|funeral|holiday|vacation|honeymoon|trip|break|birthday|graduation|course"
    r"|stag|hen|retreat|work\s+trip|visit)|in\s+" + _MONTH + r"\b|in\s+(?:the\s+)?(?:spring"
    r"|summer|autumn|fall|winter|new\s+year)|in\s+(?:a|two|three|\d+)\s+(?:days?|weeks?|months?)"
    r"|(?:next|this)\s+(?:week|weekend|month|year|summer|spring|autumn|fall|winter|"
    + _DAY
    + r")|on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b|on\s+"
    + _DAY
    + r"|at\s+the\s+(?:end|start"
    r"|beginning)\s+of\s+(?:the\s+)?(?:month|" + _MONTH + r"|next\s+month)|tomorrow|tonight"
    r"|this\s+" + _DAY + r"|from\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b)"
)
"""When the trip is: what makes "going to Rome" a trip and not a thought."""
_WHO = (
    r"(?:^\W*|[,;:.!?]\s+|\b(?:and|so|but|btw|fyi|also|well|oh|because|cos|since|as|anyway"
    r"|actually|ok|okay)\s+)(?P<who>i'?m|im|i\s+am|we'?re|we\s+are|me\s+and\s+\w+\s+are"
    r"|\w+\s+and\s+i\s+are)\s+(?:(?:also|finally|actually|just|all)\s+)?"
)
_GO = (
    r"(?P<verb>going|heading|off|flying(?:\s+out)?|travell?ing|driving|going\s+back|popping"
    r"|nipping|jetting\s+off|escaping|getting\s+away)\s+(?:(?:up|down|over|out|back)\s+)?to"
)
_TRIP = re.compile(
    _WHO
    + r"(?:"
    + _GO
    + r"|(?P<visit>visiting))\s+(?P<place>(?:the\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?)"
    r"(?P<tail>(?:\s+(?:(?:with|to\s+see|to\s+visit)\s+(?:my|our|the)\s+[\w'-]+(?:\s+[\w'-]+)?"
    r"|(?:and|&)\s+[\w'-]+))?\s*,?\s+" + _WHEN + r"(?:\s+" + _WHEN + r")?)",
    _I,
)
_THOUGHT = re.compile(
    r"\b(?:if|whether|might|maybe|should|would|could|thinking|considering|hoping|planning|wish"
    r"|want|wanted|unless)\b[^.;!?]{0,40}$",
    _I,
)
_CUE = re.compile(r"going|heading|off|flying|travel|driving|visiting|popping|nipping|escaping", _I)


def trip_told(sentence: str) -> str | None:
    """The trip `sentence` tells the user has coming, worded as a fact, or None."""
    if _CUE.search(sentence) is None:
        return None  # most sentences: no verb of going
    for m in _TRIP.finditer(sentence):
        if _THOUGHT.search(sentence[: m.start() + 1]) is not None:
            continue
        place = m.group("place")
        if not _is_place(place):
            continue
        start = m.start("verb") if m.group("verb") else m.start("visit")
        what = " ".join(sentence[start : m.end()].split()).rstrip(" ,.")
        return f"The user is {what}."
    return None


def _is_place(words: str) -> bool:
    """Whether `words` name a place: a known one in any case, or a capitalised name."""
    bare = re.sub(r"^the\s+", "", words, flags=_I)
    first = bare.split()[0]
    if bare.lower() in PLACES_AND_TOWNS or first.lower() in PLACES_AND_TOWNS:
        return True
    return first[:1].isupper() and first.lower() not in NOT_PLACES

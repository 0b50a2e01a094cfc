"""Where the user is, said in passing: "i'm in canada", "based in Lisbon", "here in Melbourne".

`location_in(sentence)` finds a clause that puts the user (or their household or team) in a
place. A place is a capitalised name that is not a tool or a heading ("I'm in Slack", "here
in Section 2" are not places), or a well-known country, state or city written in lower case,
as chat is typed ("i'm in canada"). "I'm in a meeting", "in trouble", "in charge of" name no
place. A stay with an end ("in Tokyo for a conference", "until Friday") is a fact but does
not say where the user lives, so it sets no home subject.

The names typed in lower case are listed in `placenames.py`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.patterns import ascii_words, at_clause_start
from imprint.pipeline.placenames import KNOWN_PLACES, NOT_PLACES, PLACES_AND_TOWNS
from imprint.pipeline.subjects import subjects_in

__all__ = ["Location", "asked_from", "is_place", "location_in", "place_alone"]


_CAP_WORD = r"[A-Z][a-z\u00c0-\u024f'-]+"
_DIRECTION = (
    r"(?:(?i:north|south|east|west|northern|southern|eastern|western|central|downtown|rural"
    r"|suburban|upstate|inner|greater)\s+)?"
)
_CAPITALISED = re.compile(
    _DIRECTION + rf"(?P<place>(?:[Tt]he\s+)?(?:{_CAP_WORD}|[A-Z]{{2,3}}\b)"
    rf"(?:\s+(?:(?:de|del|da|do|upon|on|am|la|le)\s+)?{_CAP_WORD}){{0,2}})"
)
"""A capitalised name after "in" ("Lisbon", "New York", "the UK"), checked by `is_place`."""
_GROUP_AFTER = re.compile(
    r"\s+(?:team|squad|org|group|department|dept|division|unit|crew|guild|channel|server"
    r"|workspace|project|repo|class|cohort)\b",
    re.IGNORECASE,
)
_LOWER = re.compile(_DIRECTION + r"(?P<place>[a-z]+(?:\s+[a-z]+){0,3})")
"""Lower-case words after "in", whose longest known prefix is taken ("new york city")."""
_TRIP = re.compile(
    r"\b(?:for\s+(?:a|an|the|two|three|four|five|few|couple|\d+|work|business|vacation|holiday"
    r"|holidays|christmas|the\s+(?:week|weekend|summer|winter|month))\b|until|till|next\s+(?:week"
    r"|month|year)|this\s+(?:week|weekend)|tomorrow|tonight|visiting|on\s+(?:vacation|holiday"
    r"|business|a\s+trip)|trip|conference|layover|passing\s+through)\b",
    re.IGNORECASE,
)
_ADVERB = r"(?:(?:now|currently|still|actually|also|mostly|usually|normally|permanently|finally"
_ADVERB += r"|just|recently|full[\s-]time)\s+)?"
_WHERE = re.compile(
    r"(?P<who>i(?:'m|\s+am)|we(?:'re|\s+are)|i(?:'ve|\s+have)?|we(?:'ve|\s+have)?)"
    r"\s+" + _ADVERB + r"(?P<how>"
    # "we just moved into a two-bed in Walthamstow", "i rent a studio in Hackney": a dwelling
    # the user lives in, and where it is (tried first: "live in a studio" names no place)
    r"(?:(?:live|living)\s+in|moved\s+into|moved\s+in\s+to|rent|renting|bought|own)\s+"
    r"(?:a|an|the|our|my)"
    r"\s+(?:[\w-]+\s+){0,2}?(?:flat|apartment|house|home|studio|bungalow|cottage|condo|place"
    r"|maisonette|terrace|townhouse|loft|duplex|[\w]+-bed(?:room)?(?:\s+(?:flat|house|place))?)"
    r"\s+(?:in|near|outside(?:\s+of)?)"
    r"|based\s+out\s+of|(?:(?:based|located|living|settled|staying|over|out|back|up|down"
    r"|(?:now|currently)\s+based)\s+)?(?:in|near|outside(?:\s+of)?)"
    r"|live\s+(?:in|near|outside(?:\s+of)?)|(?:moved|relocated)\s+(?:back\s+)?to"
    r"|(?:settled|unpacked|moved\s+in)\s+(?:in|near)"
    # What is done where one lives: "i garden in Leeds", "we farm near Ballarat".
    r"|(?:garden|farm|homeschool|keep\s+(?:bees|chickens|hens))\s+(?:in|near|outside))\s+",
    re.IGNORECASE,
)
"""The user placed: "i'm in", "i'm based in", "i'm over in", "i'm now in", "we're in", "i live
in", "we moved to", "now that we've unpacked in", "i garden in"; the place follows."""
_HERE_IN = re.compile(
    r"\b(?:out\s+|over\s+|back\s+|up\s+|down\s+)?here\s+in\s+"
    # "I've had my plot for eleven years, down in Dunedin, so ...": where the user is, aside
    r"|(?<=,\s)(?:out|over|up|down)\s+in\s+(?=[A-Z])",
    re.IGNORECASE,
)
_HOME_BASE = re.compile(
    r"(?:^\W*|(?<=[,;(]\s)|(?<=[,;(])|\b(?:my|our)\s+)home\s*base\s+(?:is|'s|=|:)\s*(?:in\s+|still\s+)?",
    re.IGNORECASE,
)
"""Where the user lives, said as a home base ("home base is Lisbon"), the place after it."""
_DWELLING_VERBS = ("live", "moved", "relocated", "settled", "unpacked", "rent ", "bought", "own ")
"""How a clause that places the user by a verb opens ("i live in", "we rent a flat in"); after
"i'm" it is no such clause ("i'm live in prod"), though "i'm renting a flat in" is."""
_BE_VERB = re.compile(r"^(?:i(?:'m|\s+am)|we(?:'re|\s+are))$", re.IGNORECASE)
_LONGEST = max(len(p.split()) for p in KNOWN_PLACES)
_WHO = re.compile(r"\b(?:i|we)(?=[\s'])", re.IGNORECASE)
_PLACING = frozenset("in near outside to of".split())
_SPEAKER = frozenset("i im we here".split())
_SOMEONE_BEFORE = re.compile(
    r"\b(?:mum|mom|dad|sister|brother|friend|friends|in-laws|parents|nan|gran|grandma|grandpa"
    r"|aunt|uncle|cousin|son|daughter|family|folks|partner|wife|husband|boss|[A-Z][a-z]+)'?s?,\s*$"
)
"""Someone named just before an aside: the place is theirs ("my mum, down in Cornwall")."""
_HERE_WORDS = frozenset("here down up out over".split())


@dataclass(frozen=True, slots=True)
class Location:
    """A clause that puts the user in a place."""

    start: int
    """Where the clause starts in the sentence."""
    place: str
    """The place, as written."""
    home: bool
    """Whether it says where the user is based (not a stay with an end)."""
    first_person: bool
    """Whether the clause says "I"/"we" ("here in Oslo ..." does not)."""


def is_place(words: str) -> bool:
    """Whether `words` (as written, after "in") name a place rather than a tool or heading."""
    bare = words[4:] if words.lower().startswith("the ") else words
    first = bare.split()[0].lower().strip("'") if bare.split() else ""
    if not first or first in NOT_PLACES:
        return False
    if words.lower() in PLACES_AND_TOWNS or bare.lower() in PLACES_AND_TOWNS:
        return True
    # A tool or a stack word is no place ("in Slack", "in Python"); "Mexico City" is.
    return bare[:1].isupper() and not set(subjects_in(bare)) - {"city"}


def _place_at(text: str, at: int) -> str | None:
    """The place starting at `at` in `text`, or None."""
    m = _CAPITALISED.match(text, at)
    if m is not None and text[m.end() : m.end() + 1].isalnum():
        return None  # "GitHub", "PayPal": a name cased inside, not a place
    if m is not None:
        place = m.group("place")
        bare = place[4:] if place.lower().startswith("the ") else place
        if bare.isupper():  # "UK", "NYC"; not "HR", "AI", "PST"
            return place if bare.lower() in KNOWN_PLACES else None
        if place.endswith(("'s", "s'")) or _GROUP_AFTER.match(text, m.end()):
            return None  # "in Sarah's team", "in Atlas squad": a group, not a place
        return place if is_place(place) else None
    m = _LOWER.match(text, at)
    if m is None:
        return None
    words = m.group("place").split()
    for size in range(min(len(words), _LONGEST), 0, -1):
        candidate = " ".join(words[:size])
        if candidate.lower() in PLACES_AND_TOWNS:
            return candidate
    return None


def location_in(sentence: str) -> Location | None:
    """The clause of `sentence` that says where the user is, or None."""
    words = ascii_words(sentence)
    if "base" in words:
        # "home base is lisbon but im on the road half the year"
        for base in _HOME_BASE.finditer(sentence):
            place = _place_at(sentence, base.end())
            if place is not None:
                return Location(base.start(), place, home=True, first_person=True)
    if not words & _PLACING or not words & _SPEAKER:
        return None
    for who_at in _WHO.finditer(sentence) if words & {"i", "im", "we"} else ():
        m = _WHERE.match(sentence, who_at.start())
        if m is None or not at_clause_start(sentence, who_at.start()):
            continue
        how = m.group("how").lower()
        who = m.group("who")
        if how.startswith(("in", "near", "outside")) and not _BE_VERB.match(who):
            continue  # "i in ..." is no clause
        if how.startswith(_DWELLING_VERBS) and _BE_VERB.match(who):
            continue  # "i'm live in prod"
        place = _place_at(sentence, m.end())
        if place is not None:
            rest = sentence[m.end() + len(place) :]
            home = not _TRIP.search(rest) and not _TRIP.search(sentence[: m.start("who")])
            return Location(m.start("who"), place, home, first_person=True)
    for m in _HERE_IN.finditer(sentence) if words & _HERE_WORDS else ():
        if _SOMEONE_BEFORE.search(sentence, 0, m.start()):
            continue  # "I called my mum, down in Cornwall": where she is
        place = _place_at(sentence, m.end())
        if place is not None:
            return Location(m.start(), place, not _TRIP.search(sentence), first_person=False)
    return None


_QUESTION = re.compile(
    r"\?\s*$|^\W*(?:what|which|where|when|how|why|who|can|could|should|would|is|are|do|does"
    r"|any)\b",
    re.IGNORECASE,
)


def asked_from(sentence: str) -> str | None:
    """Where the user is, said inside a question: "what can i grow in pots here in leeds?".

    A question is read for what it asks, so the place said in it would be lost; "here in"
    says the user is there. A trip ("here in rome for the week") says nothing of home.
    """
    if _QUESTION.search(sentence) is None:
        return None
    where = location_in(sentence)
    if where is None or where.first_person or not where.home:
        return None
    return f"The user is in {where.place}."


_ALONE = re.compile(
    r"^\W*(?P<place>[a-z][a-z'-]+(?:\s+[a-z][a-z'-]+){0,2}?)(?:\s+(?:btw|fyi|here|based|mate|lol"
    r"|area|way))?\W*$",
    re.IGNORECASE,
)
_ELSEWHERE = re.compile(
    r"\b(?:trip|travel\w*|visit\w*|fly\w*|flight|going|heading|holiday|vacation|destination"
    r"|favou?rite|born|grow\s+up|grew\s+up|from|moving|move|hometown|where\s+to)\b",
    re.IGNORECASE,
)
"""An agent's question a place may answer without being where the user lives."""


def place_alone(sentence: str, agent_output: str) -> str | None:
    """A well-known town said alone among the fragments of a reply: where the user is based.

    "dashly mostly, grubhop on fri and sat nights. 125cc scooter. glasgow": the user, listing
    what the agent needs to know, names the town they work in. Not when the agent asked
    about a trip, a destination or where the user comes from.
    """
    m = _ALONE.match(sentence)
    if m is None or _ELSEWHERE.search(agent_output[-300:]):
        return None
    place = m.group("place")
    if place.lower() not in KNOWN_PLACES or place.lower() in NOT_PLACES:
        return None
    return place.title()

"""Something of the user's moved to a new slot, setting or workplace, said in passing.

Three shapes of a move the other readers leave, each read with what moved:
- a recurring slot: "Miss Abara swapped us to wednesdays", "lifting moves to the
  afternoon", "standup got pushed to mornings" (a plural day or a part of the day, so
  "moved the meeting to friday" stays a one-off);
- the user put on another setting of a known class: "flip me over to American spelling",
  "switch me to metric", "move everything to Chicago style";
- the user now working from another office: "I'm sitting in the Linz office now",
  "working out of the Denver branch since May".
`moved_to(sentence)` gives the clause as the statement to keep; `supersede.py` retires the
older value on the same subject (the slot by its `topic_change.py` reading, the setting
by its subject).
"""

from __future__ import annotations

import re

from imprint.pipeline import patterns as p
from imprint.pipeline.placenames import NOT_PLACES, NOT_TOWN_WORDS, PLACES_AND_TOWNS
from imprint.pipeline.subjects import NEW_HOMES, subject_of
from imprint.pipeline.switches import Switch

__all__ = ["moved_to"]

_WHEN = (
    r"(?P<new>(?:mon|tues|wednes|thurs|fri|satur|sun)days|(?:the\s+)?(?:mornings?|afternoons?"
    r"|evenings?|lunchtimes?|weekends|nights))\b"
)
_SLOT = re.compile(
    r"(?:^\W*|[,;:]\s*|\b(?:so|and|but|now|oops|btw)\s+)(?P<what>(?:[\w'-]+\s+){0,4}?)"
    r"(?:moves|moved|shifts|shifted|swapped|switched|changed|got\s+(?:moved|pushed|shifted)|is\s+"
    r"(?:moving|now)|has\s+moved)\s+(?:(?:us|me|it|them|him|her|things|everything)\s+)?"
    r"(?:over\s+|back\s+)?(?:to|onto)\s+" + _WHEN,
    re.IGNORECASE,
)
"""A recurring slot moved: "swapped us to wednesdays", "lifting moves to the afternoon"."""
_SETTING = re.compile(
    r"\b(?:flip|switch|swap|move|put|change|set|turn)\s+(?:me|us|everything|it\s+all|all\s+of"
    r"\s+it)\s+(?:over\s+|back\s+)?(?:to|onto|on)\s+(?P<new>[\w.+#-]+(?:\s+[\w.+#-]+){0,2}?)"
    r"(?=\s*(?:[,.;:!?]|$|\s+(?:for|from|now|please|pls|going|until|and|so|too)\b))",
    re.IGNORECASE,
)
"""The user put on another setting: "flip me over to American spelling"."""
_OFFICE = re.compile(
    r"\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:now\s+)?(?:sitting|working|based|stationed|posted"
    r"|working\s+out\s+of)\s+(?:in|at|from|out\s+of)\s+(?P<new>the\s+(?-i:[A-Z])[\w'-]+(?:\s+"
    r"(?-i:[A-Z])[\w'-]+)?)\s+(?P<kind>office|branch|site|campus|clinic|store|warehouse|lab"
    r"|hub|depot|studio)\b",
    re.IGNORECASE,
)
"""The user at another office: "I am sitting in the Linz office"."""
_HOME = re.compile(
    r"\b(?:(?:our|my|(?:(?:we|i)\s+(?:got|bought|moved\s+to|moved\s+onto)\s+the))\s+new\s+(?:"
    + "|".join((*NEW_HOMES, "digs", "farm", "ranch", "smallholding", "homestead", "property"))
    # "internet in the new flat in bristol": being in it, where a bare "the new place" could
    # be a restaurant and "at the new house" a job
    + r")|in\s+the\s+new\s+(?:flat|house|home|apartment|condo|bungalow|cottage))"
    r"\s+(?:up\s+|down\s+|over\s+|out\s+)?(?:in|outside|near)\s+(?P<new>[\w'-]+(?:\s+[\w'-]+)?)",
    re.IGNORECASE,
)
"""The user's new home, named in passing: "the post office by our new place in york",
"finally have internet in the new flat in bristol"."""
_BESIDE = re.compile(
    r"\b(?:my|our|the)\s+new\s+(?:landlord|landlady|letting\s+agents?|neighbou?rs?|flatmates?"
    r"|housemates?)\s+(?:up\s+|down\s+|over\s+|out\s+)?in\s+(?P<new>[a-z][\w'-]*)\b",
    re.IGNORECASE,
)
"""Who the user rents from or lives beside since a move, with the town: "the new landlady in
walthamstow wants 6 weeks deposit". Typed in lower case as often as not; the word after "in"
is the town unless it names none ("the new landlord in question")."""
_KEYS = re.compile(
    r"\b(?:(?:we|i)\s+(?:(?:finally|just)\s+)?(?:got|picked\s+up|collected)|(?:got|picked\s+up"
    r"|collected))\s+(?:the\s+)?keys\s+(?:to|for)\s+(?:the|our|my)\s+(?:new\s+)?"
    r"(?:(?P<before>[\w'-]+)\s+)?(?:place|flat|house|home|apartment|condo|cottage|bungalow"
    r"|terrace|semi)\b(?:\s+(?:in|outside|near)\s+(?P<after>[\w'-]+(?:\s+[\w'-]+)?))?",
    re.IGNORECASE,
)
"""The keys to a new home, the town named before or after it: "got the keys to the sutton
house", "picked up the keys to the new place in bath"."""
_BARE_KEYS = re.compile(
    r"^\W*(?:(?:omg|so|and|well|guess\s+what|finally)\W+)*(?:we|i)\s+(?:(?:finally|just|have|'ve"
    r"|officially)\s+)*got\s+(?:the|our|my)\s+keys\b(?!\s+(?:to|for|back)\b)",
    re.IGNORECASE,
)
"""The keys to a home of the user's own, said alone: "WE GOT THE KEYS!!!"."""
_SINCE_MOVING = re.compile(
    r"\b(?:(?:ever\s+)?since\s+(?:(?:i|we)\s+(?:moved|relocated|got)|(?:moving|relocating))"
    r"|now\s+that\s+(?:i|we)(?:'?m|\s+am|'?re|\s+are|\s+live|\s+moved|'?ve\s+moved)"
    r"|now\s+(?:i|we)(?:'?m|'?re|\s+live)(?=\s+in\b[^.;!?]{2,40}[,.;!?]?\s*(?:the|it|everything"
    r"|my|our|i|we)\b))"
    r"\s+(?:(?:over|out|down|up|back)\s+)?(?:to|in|here\s+to)\s+(?P<new>[\w'-]+(?:\s+[\w'-]+)?)",
    re.IGNORECASE,
)
"""The user's new home, given as the time things changed: "since moving to rotterdam the
wind is destroying my rides", "now that we live in leeds ...". What follows is news of the
place; that the user lives there now is what lasts."""
_OTHER = re.compile(
    r"\b(?:he|she|they|his|her|their|my\s+(?:\w+\s+)?(?:sister|brother|friend|partner|wife"
    r"|husband|boss|colleague))\b[^.;!?]{0,20}$",
    re.IGNORECASE,
)
_THOUGHT = re.compile(
    r"\b(?:if|might|maybe|should|would|could|whether|can\s+you|could\s+you)\b[^.;!?]{0,30}$",
    re.IGNORECASE,
)
_WORDS = frozenset(
    "keys moves moved shifts shifted swapped switched changed pushed moving flip switch swap move"
    " put change set turn sitting working based stationed posted new since now".split()
)


def moved_to(sentence: str) -> Switch | None:
    """The move of the user's slot, setting or office `sentence` tells, or None."""
    if not p.ascii_words(sentence) & _WORDS:
        return None
    return (
        _slot(sentence)
        or _setting(sentence)
        or _office(sentence)
        or _home(sentence)
        or _since_moving(sentence)
    )


def _clause(sentence: str, start: int, end: int) -> str:
    """The clause around a match, without what follows a comma after it."""
    tail = re.split(r"[,;:.!?]", sentence[end:], maxsplit=1)[0]
    return (sentence[start:end] + tail).strip(" ,;:")


def _slot(sentence: str) -> Switch | None:
    m = _SLOT.search(sentence)
    if (
        m is None
        or _OTHER.search(sentence[: m.end("what")])
        or _THOUGHT.search(sentence[: m.end()])
    ):
        return None
    if not m.group("what").strip() and not re.search(r"\b(?:us|me)\b", m.group(0), re.I):
        return None  # "moved to mornings" says nothing of what moved
    new = m.group("new")
    text = _clause(sentence, m.start("what"), m.end())
    return Switch(text=text, new=new, old=None, subject=None)


def _setting(sentence: str) -> Switch | None:
    m = _SETTING.search(sentence)
    if m is None or _OTHER.search(sentence[: m.start()]):
        return None
    new = m.group("new")
    subject = subject_of(new)
    if subject is None:
        return None  # "switch me to the other tab": no setting of a known class
    return Switch(text=f"I use {new} now", new=new, old=None, subject=subject)


def _office(sentence: str) -> Switch | None:
    m = _OFFICE.search(sentence)
    if m is None or _OTHER.search(sentence[: m.start()]):
        return None
    new = f"{m.group('new')} {m.group('kind').lower()}"
    return Switch(text=f"I work in {new} now", new=new, old=None, subject="office")


def _home(sentence: str) -> Switch | None:
    # "our new place in york", then "got the keys to the sutton house"
    town = (
        _town_of(_HOME, sentence, ("new",))
        or _town_of(_KEYS, sentence, ("after", "before"))
        or _town_beside(sentence)
    )
    if town is None:
        if _BARE_KEYS.search(sentence) and not _OTHER.search(sentence):
            # "we finally got the keys!!": a home of the user's own, its town unnamed
            return Switch(
                text="I got the keys to my own place", new="own place", old=None, subject=None
            )
        return None  # "our new place in the suburbs", "the keys to the big house": no town
    return Switch(text=f"I have a new place in {town}", new=town, old=None, subject="city")


def _said_of_own(pattern: re.Pattern[str], sentence: str) -> re.Match[str] | None:
    """`pattern`'s match in `sentence`, unless it is said of someone else or of a thought.

    "my sister's new place in york", "if we moved to leeds": what comes before the match
    tells whose it is.
    """
    m = pattern.search(sentence)
    if m is None or _OTHER.search(sentence[: m.start()]) or _THOUGHT.search(sentence[: m.start()]):
        return None
    return m


def _town_beside(sentence: str) -> str | None:
    m = _said_of_own(_BESIDE, sentence)
    if m is None:
        return None
    town = m.group("new")
    known = _town(town)
    if known is not None:
        return known
    return None if town.lower() in NOT_TOWN_WORDS or town.lower() in NOT_PLACES else town


def _since_moving(sentence: str) -> Switch | None:
    town = _town_of(_SINCE_MOVING, sentence, ("new",))
    if town is None:
        return None  # "since moving to nights", "since I got to work": no town named
    return Switch(text=f"I live in {town} now", new=town, old=None, subject="city")


def _town_of(pattern: re.Pattern[str], sentence: str, groups: tuple[str, ...]) -> str | None:
    """The town the first of `groups` names in `pattern`'s match in `sentence`.

    None when nothing matches, when what comes before it tells of someone else or of a
    thought ("my sister's new place in york", "if we moved to leeds"), or no group names one.
    """
    m = _said_of_own(pattern, sentence)
    if m is None:
        return None
    named = (m.group(group) for group in groups if m.group(group))
    return next((town for town in map(_town, named) if town is not None), None)


def _town(words: str) -> str | None:
    """The town `words` open with: a known place in any case, or a capitalised name."""
    parts = words.split()
    for size in (2, 1):
        if len(parts) >= size and " ".join(parts[:size]).lower() in PLACES_AND_TOWNS:
            return " ".join(parts[:size])
    first = parts[0]
    if first[:1].isupper() and first.lower() not in NOT_PLACES:
        return first
    return None

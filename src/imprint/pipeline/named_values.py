"""Whether a fact told as a change names other values where an older fact named its own.

Many updates are told in passing, without the old value: "switched to Mile End Climbing Wall
now, way closer" after "I climb at the Castle in Stoke Newington", "the printer lives in the
basement now" after "the printer is in my son's bedroom". Neither memory has a subject the
rules know (`subjects.py`), and they share too few words for `supersede.shares_frame`. What
joins them is one word of the same frame ("climb", "printer") and what sets them apart is
the values they name: proper names, figures, weekdays, none of them in common.

Only English memories are read this way: in other languages one shared word joins too
much ("maintenant c'est Cap Large qui prend mes papiers" is not where the user lives).
"""

from __future__ import annotations

import re
from itertools import pairwise

from imprint.pipeline.calendar_words import WEEKDAY_PATTERN
from imprint.pipeline.language import detect_language
from imprint.pipeline.supersede import ANSWERED, shares_frame

__all__ = ["named_values", "names_other_values", "names_several"]

_DAY = rf"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|{WEEKDAY_PATTERN})s?"
"""A weekday, whole or short ("weds"); "sat" and "sun" are words."""
_NAMED = re.compile(
    r"\b(?:[A-Z][\w&'-]+|\d[\d.,:]*)"
    # weekdays said in lower case ("closing on mondays", "weds")
    rf"|\b(?i:{_DAY})\b"
)
_NAMED_DAY = re.compile(_DAY, re.IGNORECASE)
_AFTER_A_STOP = re.compile(r"[.!?:;]\s*$")
"""A capital after a stop opens a sentence; it names nothing."""
_PRONOUNS = frozenset("i'm i've i'd i'll".split())
_OPENER = re.compile(r"^(?:The\s+user(?:'s)?(?:\s+team)?\s+)")
_DISCOURSE_NOW = re.compile(r"^\W*now\b", re.IGNORECASE)
""""Now the user must write a bio": the next thing to do, not a change."""
_ADDED = re.compile(r"\b(?:also|too|as\s+well|another|second|besides)\b", re.IGNORECASE)
"""A value said beside the old one ("I climb at Mile End now too") replaces nothing."""
_WEEKDAY = re.compile(r"^(mon|tue|wed|thu|fri|sat|sun)", re.IGNORECASE)


_JOINED = re.compile(
    r"\s*(?:,|and|with|plus|&|\+)\s*(?:(?:the|a|an|my|our|their)\s+)?", re.IGNORECASE
)
"""What stands between two things named side by side ("ECS with Terraform")."""


def _said(content: str) -> str:
    m = ANSWERED.match(content.strip())
    return m.group("said") if m is not None else _OPENER.sub("", content.strip())


def names_several(content: str) -> bool:
    """Whether `content` names two things side by side: "deploys on ECS with Terraform".

    A change of one of them ("now deploys on Fly") leaves the other standing, so the old
    memory is kept.
    """
    text = _said(content)
    spans = [v.span() for v in _NAMED.finditer(text)]
    return any(_JOINED.fullmatch(text[a[1] : b[0]]) for a, b in pairwise(spans))


def named_values(content: str, *, openers: bool = False) -> frozenset[str]:
    """The proper names, figures and weekdays `content` names, lower-cased.

    The opening word of a sentence is no name unless `openers` (then "Fernhill Dental, a
    new client" names Fernhill); an answer's question names nothing the user said. Weekdays
    compare by their first three letters ("weds" and "Wednesday").
    """
    inside, everywhere = _scanned(content)
    return everywhere if openers else inside


def _scanned(content: str) -> tuple[frozenset[str], frozenset[str]]:
    """`named_values` of `content` without and with the sentences' opening words, in one scan."""
    text = _said(content)
    inside: set[str] = set()
    openers: set[str] = set()
    for value in _NAMED.finditer(text):
        word = value.group(0).lower()
        if word in _PRONOUNS:
            continue
        day = _WEEKDAY.match(word)
        word = day.group(1) if day is not None and _NAMED_DAY.fullmatch(word) else word
        opens = value.start() == 0 or _AFTER_A_STOP.search(text[: value.start()]) is not None
        (openers if opens else inside).add(word)
    return frozenset(inside), frozenset(inside | openers)


def names_other_values(content: str, old_content: str) -> bool:
    """Whether a change (`content`) restates an older fact with values of its own.

    Both name values and none in common (counting a sentence's opening word, which may be
    a name), they share a word of their frame, and both are English. The caller has read
    that `content` says it changed.
    """
    if _DISCOURSE_NOW.match(content) or _ADDED.search(content):
        return False
    (new, new_all), (old, old_all) = _scanned(content), _scanned(old_content)
    if not new or not old or new_all & old_all or names_several(old_content):
        return False
    return (
        shares_frame(content, old_content, share=0.0, at_least=1)
        and detect_language(content) == "en"
        and detect_language(old_content) == "en"
    )

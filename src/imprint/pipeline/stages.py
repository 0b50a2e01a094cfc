"""Stages that follow one another: a school year, a grade, a year of study, a rank.

A new stage replaces the one before it, which the sentence rarely names: "started first
grade this week" retires kindergarten, "starting on grade 6 now" retires grade 5, "I'm in
my second year now" retires the first. `stage_in(sentence)` reads the stage someone has
reached and the stages it leaves behind, written the ways an earlier message may have put
them ("grade 5", "5th grade", "fifth grade"). Only a stage reached counts (started, moved
up to, now in, promoted to): "my niece is in second grade" changes nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Stage", "stage_in"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Stage:
    """A stage reached: the statement to keep and the earlier stages it retires."""

    text: str
    """The statement ("Omar is in first grade now"), to be made canonical."""
    stage: str
    """The stage reached, as written."""
    before: tuple[str, ...]
    """The stage before it, lower-case, in each way it is commonly written."""
    subject: str | None = None
    """The attribute it sets, when it is the user's own rank (`role`)."""


_ORDINALS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split()
)
_SUFFIX = {1: "st", 2: "nd", 3: "rd"}
_STAGE = (
    r"(?P<stage>kindergarten|pre-?k|preschool|(?P<ord>first|second|third|fourth|fifth|sixth"
    r"|seventh|eighth|ninth|tenth|eleventh|twelfth|final|last|\d{1,2}(?:st|nd|rd|th))\s+"
    r"(?P<unit>grade|year|form|class)|(?P<unit2>grade|year|level|form|class|stage)\s+(?P<num>\d{1,2})"
    r"|(?P<school>freshman|sophomore|junior|senior)\s+year)"
)
_REACHED = re.compile(
    r"(?:(?P<who>\b(?-i:[A-Z])[a-z]+|\b(?:my|our)\s+(?:son|daughter|kid|child|boy|girl|eldest"
    r"|youngest)|\bi(?:'m|\s+am)?|\bwe(?:'re|\s+are)?|\bhe(?:'s|\s+is)?|\bshe(?:'s|\s+is)?)"
    # "Mia's just started year 6", "my son has started first grade"
    r"(?:'s|'ve|\s+(?:has|have))?\s+)?"
    r"(?:(?:just|finally|officially|now)\s+)?(?P<verb>started(?:\s+on)?|starting(?:\s+on)?|starts"
    r"|began|begun|entered|entering|moved\s+up\s+(?:to|into)|moving\s+up\s+(?:to|into)"
    r"|going\s+into|went\s+into|(?:'s|is|'m|am|'re|are)\s+(?:now\s+)?in|promoted\s+to|on\s+to)"
    r"\s+(?:(?:my|his|her|their|the)\s+)?" + _STAGE + r"\b",
    re.IGNORECASE,
)
_PROMOTED = re.compile(
    r"\b(?:got|been|was|were|just)\s+promoted\s+to\s+(?:a\s+|an\s+)?(?P<role>[\w-]+(?:\s+[\w-]+)?)"
    r"(?=\s*(?:[,.;:!?)]|$|\s(?:today|yesterday|last|this|at|and|so|!)))",
    re.IGNORECASE,
)
"""A promotion: the new rank ("got promoted to senior engineer")."""
_NOW = re.compile(r"\b(?:now|this\s+(?:week|term|year|semester|fall|autumn)|today|finally)\b", re.I)
_WORDS = frozenset(
    "started starting starts began begun entered entering moved moving going went in promoted"
    " on".split()
)
_STAGE_WORDS = frozenset(
    "kindergarten preschool pre-k prek grade year form class level stage freshman sophomore"
    " junior senior promoted".split()
)
_WORD = re.compile(r"[a-z-]+")
_GLUED = re.compile(r"\b([A-Za-z]+)$")
"""The word a match read from its "'s" or "'m" is glued to."""
_OWN_CLASS = re.compile(r"\b(?:my|his|her|their|the)\s+\w+\s+class$", re.IGNORECASE)
"""A class of someone's ("my first class"): one they teach or take, not a school year."""


def _before(m: re.Match[str]) -> tuple[str, ...]:
    """The stage before the one `m` matched, in its common spellings."""
    school = (m.group("school") or "").lower()
    if school:
        order = ["freshman", "sophomore", "junior", "senior"]
        at = order.index(school)
        return (f"{order[at - 1]} year", order[at - 1]) if at else ()
    unit = (m.group("unit") or m.group("unit2") or "").lower()
    if m.group("num"):
        n = int(m.group("num"))
    elif m.group("ord"):
        word = m.group("ord").lower()
        if word in ("final", "last"):
            return ()
        n = _ORDINALS.index(word) + 1 if word in _ORDINALS else int(word[:-2])
    else:
        return ()
    if n <= 1:
        return ("kindergarten",) if unit == "grade" else ()
    p = n - 1
    suffix = _SUFFIX.get(p if p < 20 else p % 10, "th") if p not in (11, 12, 13) else "th"
    spelled = (f"{_ORDINALS[p - 1]} {unit}",) if p <= len(_ORDINALS) else ()
    return (f"{unit} {p}", f"{p}{suffix} {unit}", *spelled)


def stage_in(sentence: str) -> Stage | None:
    """The stage `sentence` says someone reached, or None (see the module docstring)."""
    words = set(_WORD.findall(sentence.lower()))
    if not words & _STAGE_WORDS or not words & _WORDS:
        return None
    found: re.Match[str] | None = None
    for m in _REACHED.finditer(sentence):
        verb = m.group("verb").lower()
        if verb.split()[-1] == "in" and not _NOW.search(sentence):
            continue  # "she's in second grade": a fact, not a change
        if (m.group("unit") or "").lower() == "class" and _OWN_CLASS.search(m.group(0)):
            continue  # "starting my first class at Greenfield": a class taught, not a stage
        found = m
    if found is not None:
        stage = found.group("stage")
        # "he's in year 1 now", "Mia's in year 3 now": read from the "'s", the one it is of
        # is the word just before
        glued = _GLUED.search(sentence, 0, found.start()) if found.group("who") is None else None
        found_who = glued.group(1) if glued is not None else ""
        who = (found.group("who") or found_who).strip()
        if (
            found_who
            and found_who.lower() not in ("i", "we", "he", "she")
            and (not found_who[0].isupper())
        ):
            return None  # "that's in year 3 now": not someone
        first = who.lower().split("'")[0].split()[0] if who else "i"
        if first in ("i", "we"):
            text = f"I am in {stage} now"
        elif first in ("he", "she"):
            return None  # whose stage is not said here
        else:
            text = f"{who} is in {stage} now"
        return Stage(text=text, stage=stage, before=_before(found))
    promoted = _PROMOTED.search(sentence)
    if promoted is not None:
        role = promoted.group("role")
        return Stage(text=f"I was promoted to {role}", stage=role, before=(), subject="role")
    return None

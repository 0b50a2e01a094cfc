"""What the user is working toward: "goal is the bath half in march", "building toward chicago".

A goal is told in passing, often dropping its owner ("goal is sub 2", "target race is
Valencia") or as what the training is for now ("ok now building toward chicago marathon in
october"). `goal_told(sentence)` words it as a fact ("The user's goal is the bath half in march.",
"The user is building toward chicago marathon in october.");
the subject `goal` lets a new one said as a change retire the old.
What is wished aloud ("my goal would be", "maybe aiming for") is not a goal set.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.canonical import canonical

__all__ = ["Goal", "goal_told"]


@dataclass(frozen=True, slots=True)
class Goal:
    """A goal the user told, worded as a fact."""

    content: str
    """"The user's goal is the bath half in march."."""
    changed: bool
    """Told as a new goal ("now building toward ...", "new goal is ..."): it retires the old."""


_I = re.IGNORECASE

_HEAD = (
    r"(?:^|[,;:.!]\s+|\b(?:and|so|ok|okay|but|now|btw|fyi|also)\s+)"
    r"(?:(?:my|our|the|main|big|current|new|real|actual|ultimate|end|only)\s+){0,2}"
)
_VALUE = r"(?:[^,;.!?]|\.(?=\d)){3,70}"
"""A goal's value, to the end of its clause; a decimal point stays ("python 3.12")."""
_GOAL_IS = re.compile(
    _HEAD + r"(?P<what>goal|target|aim|goal\s+race|target\s+race|a-race|big\s+race|goal\s+event"
    r"|target\s+event)(?:\s+(?:this|next|for\s+(?:this|next))\s+(?:year|season|spring|summer"
    r"|autumn|fall|winter|term|semester))?(?:\s+is|\s*[=:])\s+(?P<value>" + _VALUE + ")",
    _I,
)
"""A goal said outright, its owner dropped or not: "goal is the bath half in march"."""
_WORKING_TOWARD = re.compile(
    r"(?:^|[,;:.!]\s+|\b(?:and|so|ok|okay|but|btw|fyi|also)\s+)"
    r"(?:i'?m\s+|i\s+am\s+|we'?re\s+|we\s+are\s+)?(?:now\s+|currently\s+|officially\s+)?"
    r"(?P<verb>building|aiming|gearing\s+up|prepping|preparing|working)\s+"
    r"(?:up\s+)?(?P<to>toward|towards|for)\s+"
    r"(?P<value>(?:the\s+|a\s+|an\s+|my\s+|our\s+)?" + _VALUE + ")",
    _I,
)
"""What the work is now aimed at: "ok now building toward chicago marathon in october"."""
_FOR_MY_EVENT = re.compile(
    r"(?:^|[,;:.!?]\s+|\b(?:and|so|but|btw|cos|because)\s+)(?:it'?s|its|it\s+is|this\s+is|that'?s"
    r"|thats|the\s+(?:block|plan|training)\s+is|(?:all\s+)?this\s+training\s+is)\s+(?:all\s+)?for\s+"
    r"(?P<value>my\s+(?:(?:first|next|big|first\s+ever|first\s+proper)\s+)?(?:[^;.!?]|\.(?=\d)){2,80})",
    _I,
)
"""What the user's training is for, said of "it": "its for my first half, the lisbon one in
october" (the value runs to the end of the sentence, so what names the event stays)."""
_EVENT = re.compile(
    r"\b(?:marathon|half|10k|5k|ultra|triathlon|ironman|race|sportive|gran\s+fondo|century"
    r"|championships?|nationals|regionals|qualifiers?|trials|meet|competition|comp|exams?"
    r"|finals|final\s+round|second\s+round|audition|recital|concert|grading|belt|certification"
    r"|cert|licen[cs]e|interview|launch|release|deadline|thesis|defen[cs]e|submission"
    r"|sub[- ]?\d|pb|pr|\d{4})\b",
    _I,
)
"""What a goal worked toward names: an event, a test, a mark, a year. "working for" a firm,
"prepping for dinner with 4 people" or "aiming for the moon" is no goal of this shape."""
_WISHED = re.compile(
    r"\b(?:would|could|might|maybe|perhaps|probably|if|someday|one\s+day|eventually|not|no"
    r"|never|was|used\s+to|hope|hoping|dream)\b",
    _I,
)
"""A goal only wished aloud, put by, or past: not one set."""
_NOT_A_GOAL = re.compile(
    r"\b(?:tonight|today|dinner|lunch|breakfast|sleep|bed|this\s+(?:evening|afternoon|morning"
    r"|email|draft|post|doc|message|one)|the\s+(?:email|draft|post|doc|message))\b"
    r"|^(?:to\s+)?(?:make|keep|get|have)\s+(?:this|it|the\s+\w+)\b"
    r"|^(?:clear|simple|obvious|the\s+same|different|unclear|easy|hard|good|fine)$",
    _I,
)
"""The goal of this turn's work ("the goal is to make this email shorter", "aiming for 8
hours sleep tonight"), or a word about the goal, not the goal ("the goal is clear")."""
_NEW = re.compile(r"\b(?:now|new|changed|switched|instead|anymore|any\s+more)\b", _I)
_VALUE_END = re.compile(r"\s+(?:and|but|so|because|since|though|cos|coz)\b.*$", _I)


def goal_told(sentence: str) -> Goal | None:
    """The goal `sentence` sets, worded as a fact, or None."""
    low = sentence.lower()
    if not any(w in low for w in ("goal", "target", "aim", "race", "ward", " for ")):
        return None  # every match holds one of these
    m = _GOAL_IS.search(sentence)
    if m is not None:
        value = _VALUE_END.sub("", m.group("value")).strip()
        if _WISHED.search(sentence[: m.start("value")]) or _WISHED.search(value):
            return None
        if _NOT_A_GOAL.search(value):
            return None
        what = " ".join(m.group("what").lower().split())
        changed = _NEW.search(sentence[: m.start("value")]) is not None
        worded = canonical(f"my {what} is {value}")
        return Goal(worded, changed) if worded else None
    m = _WORKING_TOWARD.search(sentence)
    if m is None:
        return _for_my_event(sentence)
    value = _VALUE_END.sub("", m.group("value")).strip()
    verb = " ".join(m.group("verb").lower().split())
    if verb == "working" and m.group("to").lower() == "for":
        return None  # "working for Acme": an employer
    if _EVENT.search(value) is None or _WISHED.search(value) or _NOT_A_GOAL.search(value):
        return None
    if _WISHED.search(sentence[: m.start()]) is not None:
        return None
    changed = _NEW.search(sentence[: m.start("value")]) is not None
    worded = canonical(f"I'm {verb} {m.group('to').lower()} {value}")
    return Goal(worded, changed) if worded else None


_MY_ORDINAL = re.compile(r"^my\s+(?:(?:first|next|big|first\s+ever|first\s+proper)\s+)?", _I)
_OF_AFTER = re.compile(r"\s+of\b", _I)


def _for_my_event(sentence: str) -> Goal | None:
    """The event "it" (the training, the block) is for, worded as what the user trains for."""
    m = _FOR_MY_EVENT.search(sentence)
    if m is None:
        return None
    value = m.group("value").strip()
    first = _VALUE_END.sub("", value.split(",")[0])
    # the event right after "my": "my son's exam" is someone else's, "my half of the rent" no race
    named = _MY_ORDINAL.sub("", first)
    event = _EVENT.match(named)
    if event is None or _OF_AFTER.match(named, event.end()):
        return None
    if _WISHED.search(value) or _NOT_A_GOAL.search(first):
        return None
    worded = canonical(f"I'm preparing for {value}")
    return Goal(worded, False) if worded else None

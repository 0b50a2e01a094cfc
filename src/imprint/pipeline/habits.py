"""A habit the user states with how often: "I run 3 times a week, 5k each".

The fact rules read what the user is, has and uses; a routine said with a first-person
verb and a frequency ("I swim twice a week", "we meal-prep every Sunday", "I take my
meds each morning") was lost, and with it the firm part of "I run 3 times a week; might
do a half marathon". `habit_in` returns the clause that states it, from its subject on.
"""

from __future__ import annotations

import re

from imprint.pipeline.screened import screened

__all__ = ["habit_in"]

_FREQUENCY = screened(
    r"\b(?:(?:\d+|once|twice|one|two|three|four|five|six|seven|a\s+couple\s+of|a\s+few)\s+"
    r"(?:times?\s+|days?\s+|nights?\s+|mornings?\s+|sessions?\s+)?(?:a|per|each|every)\s+"
    r"(?:day|week|month|weekend|fortnight)|every\s+(?:single\s+)?(?:day|morning|evening|night"
    r"|week|weekend|other\s+day|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"|each\s+(?:morning|evening|night|day|week)|daily|nightly|weekly|on\s+weekends"
    r"|(?:most|all)\s+(?:days|mornings|evenings|nights|weekends))\b",
    re.IGNORECASE,
)
_NEEDS = (
    *("once", "twice", "time", "a ", "per ", "each", "every", "daily", "nightly", "weekl"),
    *("weekend", "most ", "all "),
)
_SUBJECT_VERB = re.compile(
    r"\b(?P<subject>i|we)\s+(?:(?:usually|normally|generally|typically|currently|now|still|also"
    r"|always|only|mostly|regularly)\s+)?(?P<verb>[a-z]{2,}(?:-[a-z]+)?)\b",
    re.IGNORECASE,
)
_NOT_HABITS = frozenset(
    """
    am was were will would could should might may can can't cannot don't didn't won't wouldn't
    think thought feel felt guess want wanted need needed wonder wish hope know knew mean meant
    said say told asked tried try get got had 'm 've 'd 'll just forget forgot like love hate
    prefer used ran went did
    """.split()
)
"""Verbs that state no routine ("I think ...", "I want to ...", "I'm ...") or that the
preference and fact rules read already."""
_WILL_BE = re.compile(
    r"\b(?P<subject>i|we)(?:'ll|\s+will)\s+be\s+(?P<verb>[a-z]{2,}ing)\b", re.IGNORECASE
)
"""A routine begun now, said in the future ("i'll be cycling to work every day now")."""
_FROM_NOW = re.compile(
    r"\b(?:now|from\s+now\s+on|going\s+forward|from\s+here\s+on(?:\s+out)?|for\s+good)\b",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"[.;!?]|,\s*(?:but|though|and\s+(?:i|we)\s+(?:might|may|could))\b", re.I)


def habit_in(sentence: str) -> str | None:
    """The clause of `sentence` stating a habit with its frequency, from its subject on."""
    if sentence.isascii():
        lowered = sentence.lower()
        if not any(need in lowered for need in _NEEDS):
            return None
    if sentence.rstrip().endswith("?"):
        return None
    often = _FREQUENCY.search(sentence)
    if often is None:
        return None
    for m in _SUBJECT_VERB.finditer(sentence, 0, often.start()):
        if m.group("verb").lower() in _NOT_HABITS:
            continue
        clause = _clause(sentence, m, often)
        if clause is not None:
            return clause.strip(" ,")
    for m in _WILL_BE.finditer(sentence, 0, often.start()):
        clause = _clause(sentence, m, often)
        if clause is not None and _FROM_NOW.search(clause):
            # "i'll be cycling to work every day now": what the user does from now on;
            # without "now" it is a plan ("I'll be working every day next week")
            be = "I'm" if m.group("subject").lower() == "i" else "we're"
            return f"{be} {clause[m.start('verb') - m.start() :]}".strip(" ,")
    return None


def _clause(sentence: str, subject: re.Match[str], often: re.Match[str]) -> str | None:
    """The clause from `subject` through the frequency, or None if a clause ends between."""
    if _CLAUSE_END.search(sentence, subject.end(), often.start()) is not None:
        return None
    end = _CLAUSE_END.search(sentence, often.end())
    return sentence[subject.start() : end.start() if end is not None else len(sentence)]

"""Absences and the arrangements tied to them: "off till the 17th; Lukas approves expenses".

A reply announcing an absence ("I'm on parental leave from June 20 until September 1")
often says who covers what meanwhile. The rules read no fact in such a sentence, whose
subject is someone else, so it was lost. `arrangement_in` keeps it, and `bound_beside`
finds the reply's sentence that bounds the absence, read with it so the arrangement ends
when the absence does (`temporal.valid_until`). `absence_in` says whether a sentence
states the user's own bounded absence ("I'm on sabbatical until September"), kept as a
fact with its end even where the fact rules read nothing in it.
"""

from __future__ import annotations

import re

from imprint.pipeline.screened import screened
from imprint.pipeline.temporal import bounded, marks_period, temporary

__all__ = ["absence_clause", "absence_in", "arrangement_in", "bound_beside"]

_AWAY = (
    r"(?:out|away|off|gone|abroad|offline|travell?ing|on\s+(?:\w+\s+)?(?:leave|holiday|vacation"
    r"|sabbatical|a\s+trip|the\s+trip)|in\s+[A-Z]\w*|(?:out\s+)?of(?:f)?\s+(?:the\s+)?office)"
)
_WHILE_AWAY = re.compile(
    rf"\b(?:while|whilst)\s+(?:i'?m|i\s+am|i'?ll\s+be|i\s+will\s+be|we'?re|we\s+are)\s+{_AWAY}"
    r"|\b(?:in|during)\s+my\s+(?:absence|leave|holiday|vacation|trip|time\s+off|sabbatical)\b"
    r"|\b(?:until|till|til)\s+(?:i'?m|i\s+am|i\s+get|we'?re|we\s+get)\s+back\b"
    r"|\b(?:cover(?:s|ing)?|stand(?:s|ing)?\s+in|fill(?:s|ing)?\s+in)\s+for\s+me\b",
    re.IGNORECASE,
)
"""A clause saying the arrangement holds while the user is away."""
_NEEDS = ("while", "whilst", "absence", "during", "back", "for me")
_ASKED = re.compile(r"^\W*(?:can|could|would|will|should|do|does|is|are)\s+(?:you|i|we)\b", re.I)


def arrangement_in(sentence: str) -> bool:
    """Whether `sentence` states an arrangement for while the user is away."""
    lowered = sentence.lower()
    if not any(need in lowered for need in _NEEDS):
        return False
    if sentence.rstrip().endswith("?") or _ASKED.match(sentence):
        return False  # "can you cover for me?" asks; it arranges nothing yet
    return _WHILE_AWAY.search(sentence) is not None


def bound_beside(sentences: tuple[str, ...], index: int) -> str:
    """The nearest other sentence of the reply that bounds a period, or ""."""
    order = sorted(range(len(sentences)), key=lambda i: (abs(i - index), i))
    return next((sentences[i] for i in order if i != index and marks_period(sentences[i])), "")


_USER_OPENS = screened(
    r"^\W*(?:(?:heads\s+up|fyi|btw|just\s+so\s+you\s+know|note|also|so|ok|okay)\W+)*"
    r"(?:i'?m|i\s+am|i'?ll\s+be|i\s+will\s+be|we'?re|we\s+are|we'?ll\s+be|i'?m\s+going\s+to\s+be"
    r"|we'?re\s+going\s+to\s+be)\b",
    re.IGNORECASE,
)


_NOW = re.compile(
    r"\b(?:today|tonight|this\s+(?:morning|afternoon|evening|week|weekend))\b", re.IGNORECASE
)


_CLOSED = re.compile(
    r"^\W*(?:(?:so|and|fyi|btw|heads\s+up)\W+)*(?:the\s+|our\s+|my\s+)?(?:shop|store|office|studio"
    r"|clinic|salon|cafe|caf\u00e9|restaurant|practice|bakery|business|workshop|surgery|bar|pub"
    r"|gallery|kitchen|stall|site|school|nursery)(?:'s|\s+is|\s+will\s+be|'ll\s+be)\s+"
    r"(?:shut|closed|closing)\b",
    re.IGNORECASE,
)
"""The user's place of work shut for a while ("shop's shut 20 July to 3 August")."""


def absence_in(sentence: str) -> bool:
    """Whether `sentence` states the user's own temporary state and when it ends."""
    if sentence.rstrip().endswith("?"):
        return False
    if _CLOSED.match(sentence) is not None:
        return bounded(_NOW.sub(" ", sentence))
    if _USER_OPENS.match(sentence) is None:
        return False
    # "I'm staying with my parents this week" is over before it is worth a memory.
    return temporary(sentence) and bounded(_NOW.sub(" ", sentence))


_CLAUSE_CUT = re.compile(
    r",?\s+(?:and|but|so)\s+(?=\w)|;\s+|\s[-\u2013\u2014]+\s|,\s+(?=(?:my|our|can|could|would|please|pls)\b)",
    re.I,
)


def absence_clause(sentence: str) -> str | None:
    """The opening clause of `sentence` when it states the user's bounded absence, or None.

    "I'll be in Chile from July 2 to July 23 (hiking, then Santiago), and my neighbour is
    feeding the cats": the absence is kept beside what the rest of the sentence tells. A
    clause is cut at a joint outside brackets.
    """
    depth = 0
    end = len(sentence)
    for cut in _CLAUSE_CUT.finditer(sentence):
        before = sentence[: cut.start()]
        depth = before.count("(") - before.count(")")
        if depth <= 0:
            end = cut.start()
            break
    clause = sentence[:end].strip()
    return clause if absence_in(clause) else None

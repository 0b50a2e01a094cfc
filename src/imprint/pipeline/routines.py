"""What the user does on a schedule or pays by the period: "I run three times a week".

`routine_in(sentence)` reads the shape: the user ("I", "we") at the start of a clause, a
verb in the present ("put", "run", "swim", "pay", "meet"; never a modal, a wish or a past
form), and a recurrence: a rate ("500 a month", "three times a week", "twice a day"), a
period ("every Tuesday", "each morning", "on weekends", "on Mondays", "weekly"), or a state
held on set days ("we're closed on Mondays", "I'm off every other Friday"). "my rent is
1200 a month" says an amount by the period too. What happened once ("I ran three times this
week"), what the user would like ("I want to run every day") and what goes wrong on a
schedule ("I get this error every morning") are no routines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.patterns import ascii_words, at_clause_start
from imprint.pipeline.screened import screened

__all__ = ["Routine", "opens_condition", "routine_in"]

_I = re.IGNORECASE
_PERIOD = (
    r"(?:day|night|morning|evening|afternoon|week|weekday|weeknight|weekend|fortnight|month"
    r"|quarter|year|semester|term|shift|season)"
)
_DAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_COUNT = (
    r"(?:\d[\d,.]*\s*k?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty"
    r"|thirty|forty|fifty|a\s+hundred|a\s+few|a\s+couple(?:\s+of)?|several)"
)
_RECURRENCE = (
    r"(?:(?:every|each)\s+(?:other\s+|single\s+|second\s+|\d+(?:st|nd|rd|th)?\s+)?(?:"
    + _PERIOD
    + r"|"
    + _DAY
    + r")s?"
    r"|(?:once|twice|three\s+times|four\s+times|five\s+times|\d+\s+times|a\s+few\s+times"
    r"|several\s+times|a\s+couple\s+(?:of\s+)?times)\s+(?:a|per|each|every)\s+"
    + _PERIOD
    + r"|[$\u00a3\u20ac]?"
    + _COUNT
    + r"(?:\s+[a-z]+){0,3}?\s*(?:a|per|each|every|/)\s*"
    + _PERIOD
    + r""
    r"|on\s+(?:" + _DAY + r"s?\s+(?:and|&)\s+)?" + _DAY + r"s|on\s+(?:the\s+)?(?:weekends|weekdays"
    r"|weeknights)|at\s+weekends|most\s+(?:days|nights|mornings|evenings|weekends)"
    r"|the\s+(?:night|early|late|day|graveyard|morning|evening|overnight|weekend)\s+shifts?"
    r"|daily|weekly|nightly|fortnightly|monthly|yearly|annually|on\s+the\s+\d+(?:st|nd|rd|th)"
    r"\s+of\s+(?:every|each)\s+month)\b"
)
_WHO = (
    r"(?P<who>i|we)(?:\s+(?:usually|normally|always|generally|typically|currently|still|only"
    r"|also|mostly|regularly|now|just|actually|tend\s+to|religiously))*"
)
_STATE = (
    r"(?:'m|'re|\s+am|\s+are)\s+(?:usually\s+|always\s+|normally\s+)?(?:off|closed|open|shut"
    r"|free|busy|home|away|out|unavailable|available|in\s+the\s+office|at\s+the\s+office|remote"
    r"|on\s+call|on\s+site|in|at\s+(?:the\s+)?\w+|working|volunteering|teaching|training"
    r"|paid|billed|invoiced)\b"
)
_BARE = r"(?:weekends|weeknights|evenings|mornings|nights|afternoons|" + _DAY + r"s)\b"
"""Days said bare right after the verb: "I work weekends", "I only have evenings free"."""
_RECURS = screened(_RECURRENCE + r"|\b" + _BARE, _I)
_ROUTINE = re.compile(
    r"\b"
    + _WHO
    + r"(?:"
    + _STATE
    + r"|\s+(?P<verb>[a-z]+)\b)(?:(?P<rest>[^.;!?]*?)"
    + _RECURRENCE
    + r"|\s+(?P<bare>"
    + _BARE
    + r"))",
    _I,
)
_AMOUNT = re.compile(
    r"\b(?P<who>my|our)\s+(?:[a-z-]+\s+){0,2}?(?:rent|mortgage|salary|pay|income|budget"
    r"|allowance|bills?|commute|shifts?|hours|premium|fees?|subscription|payments?|savings"
    r"|contributions?|wage|stipend|pension|loan)\s+(?:is|are|'s|comes\s+to|runs)\s+(?:about\s+"
    r"|around\s+|roughly\s+|like\s+)?[$\u00a3\u20ac]?\d[\d,.]*\s*k?(?:\s+[a-z]+)?\s*(?:a|per"
    r"|each|every|/)\s*" + _PERIOD + r"\b",
    _I,
)
_SCREEN = frozenset(
    """
    every each once twice times per weekends weekend weekdays weeknights most daily weekly nightly
    fortnightly monthly yearly annually mondays tuesdays wednesdays thursdays fridays saturdays
    sundays day week month year night morning evening nights mornings evenings afternoons shift
    shifts
    """.split()
)
"""Every recurrence holds one of these words."""
_NOT_VERBS = frozenset(
    """
    will would should could can might may must shall want wanna need needs hope plan try
    tried trying think thought guess wish used was were did had got went ran came saw made
    paid gonna wonder know don't didn't haven't hadn't never am is are be been being
    see notice keep didn won haven hadn wouldn couldn shouldn
    """.split()
)
"""Words after "I" that make no standing routine: modals, wishes, past forms, seeing."""
_TROUBLE = re.compile(
    r"\b(?:error|errors|exception|warning|warnings|bug|bugs|crash|crashes|crashing|fails?"
    r"|failing|failure|timeout|timeouts|broken|issue|issues|problem|problems|spam)\b",
    _I,
)
_COND = re.compile(
    r"\b(?:if|when|whenever|unless|until|suppose|supposing|imagine|assuming|whether|what\s+if"
    r"|say|should|would|could|how|why|what|which|do|does|is|are|can)\b[^,;:]*$",
    _I,
)
"""A head that makes what follows a condition or a question: "if I put 500 a month ..."."""
_CLAUSE_END = re.compile(r"[,;:.!?]|\s[-\u2013\u2014]\s")
_EACH = re.compile(
    r",\s*(?:about\s+|around\s+|roughly\s+|~)?(?:[\d.,]+\s*[a-z]*|an?\s+\w+|half\s+an\s+hour)"
    r"\s+(?:each(?:\s+time)?|a\s+time|at\s+a\s+time|apiece|per\s+(?:run|session|time|go|class))\b",
    _I,
)
"""A measure of each time, after the recurrence's clause (", 5k each", ", an hour a time")."""
_LIKING = frozenset("love loves like hate enjoy prefer miss dread adore".split())
_POINTS = re.compile(r"\b(?:it|this|that|them|these|those|you)\b", _I)
_ONE_OFF = re.compile(
    r"\b(?:this|last|next|that)\s+(?:week|month|year|weekend|morning|evening|time)\b"
    r"|\b(?:yesterday|today|tomorrow|tonight|so\s+far|lately)\b",
    _I,
)


@dataclass(frozen=True, slots=True)
class Routine:
    """A routine, or an amount paid or saved by the period, found in a sentence."""

    start: int
    """Where the clause starts in the sentence."""
    text: str
    """The clause, to the end of the one that holds the recurrence."""


def routine_in(sentence: str) -> Routine | None:
    """The clause of `sentence` that states something the user does on a schedule."""
    if _SCREEN.isdisjoint(ascii_words(sentence)) or _RECURS.search(sentence) is None:
        return None  # found once, before the pattern that tries every "i" and "we"
    if _ONE_OFF.search(sentence) or _TROUBLE.search(sentence):
        return None
    for m in _ROUTINE.finditer(sentence):
        verb = (m.group("verb") or "").lower()
        rest = m.group("rest") or ""
        if verb in _NOT_VERBS or verb.endswith("ed") or "?" in rest:
            continue
        if m.group("bare") and (verb in _LIKING or not verb):
            continue  # "I love mornings" is a taste; "I'm off mornings" reads by `_STATE` + "on"
        if _POINTS.search(rest):
            continue  # "we go through gallons of it every day": of what, the turn before says
        if not at_clause_start(sentence, m.start()) or opens_condition(sentence[: m.start()]):
            continue
        return Routine(start=m.start(), text=_clause(sentence, m.start(), m.end()))
    amount = _AMOUNT.search(sentence)
    if amount is not None and not opens_condition(sentence[: amount.start()]):
        return Routine(start=amount.start(), text=_clause(sentence, amount.start(), amount.end()))
    return None


def _clause(sentence: str, start: int, end: int) -> str:
    """From `start` to the end of the clause `end` falls in: ", nothing else" is no routine.

    A measure of each time after a comma belongs to it ("I run 3 times a week, 5k each").
    """
    cut = _CLAUSE_END.search(sentence, end)
    if cut is not None and (measure := _EACH.match(sentence, cut.start())) is not None:
        cut = _CLAUSE_END.search(sentence, measure.end())
    return sentence[start : cut.start() if cut is not None else len(sentence)].strip()


def opens_condition(head: str) -> bool:
    """Whether `head`, the words before a clause, make it a condition or a question."""
    return _COND.search(head) is not None

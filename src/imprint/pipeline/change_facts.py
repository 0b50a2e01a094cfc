"""The new value an update hangs on, kept as a fact: a change, a new pet, a recurring amount.

An update can only replace an older memory if it is stored itself, and many are said in
passing where no other rule keeps them: "I'm bumping the monthly transfer to 600", "they
promoted me, I'm now the head of design", "we adopted a puppy called Miso". Recurring
amounts are kept too ("I put 500 a month into savings", "I swim 3 times a week"), so a
later change has an older value to replace (`topic_change.py`).
"""

from __future__ import annotations

import re

from imprint.pipeline.slots import SLOT_WORDS, recurring_slot
from imprint.pipeline.topic_change import (
    CHANGE_CUES,
    TopicChange,
    promotion_at,
    topic_changes,
    topic_stem,
)

__all__ = ["changed_fact"]

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")

_RECURRING = re.compile(
    r"\b(?:i|we)(?:'ve|\s+have|'m|\s+am|'re|\s+are)?\s+(?:(?:usually|normally|currently"
    r"|now|still|also|only|just|about)\s+)?(?!(?:need|want|would|could|should|might|will|can"
    r"|may|must|hope|plan|try|wish|had|was|were|did|used)\b)[a-z]+(?:\s+(?:aside|in|up|out|away))?\s+"
    r"(?:about\s+|around\s+|roughly\s+|only\s+|just\s+)?"
    r"(?:[$\u20ac\u00a3\u00a5]\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:k|euros?|dollars?|pounds?|bucks|quid)?)"
    r"(?!\w)[^.;!?]{0,40}?(?:\b(?:a|an|per|each|every)\s+(?:day|week|fortnight|month|year"
    r"|quarter)|\b(?:daily|weekly|monthly|yearly|annually))\b"
    r"|\b(?:my|our)\s+(?:[\w-]+\s+){0,2}?(?:budget|allowance|rent|mortgage|savings|contribution"
    r"|payment|salary|income|spending|target)\s+(?:is|are)\s+(?:about\s+|around\s+)?"
    r"[$\u20ac\u00a3\u00a5]?\s?\d[\d,.]*k?\b",
    re.IGNORECASE,
)
"""A recurring amount of the user's: "I put 500 a month into savings", "I swim 3 times a
week", "our rent is 1200"."""
_PERIOD_WORDS = frozenset(
    "day week fortnight month year quarter daily weekly monthly yearly".split()
)
_MONEY_NOUNS = frozenset(
    "budget allowance rent mortgage savings contribution payment salary income spending"
    " target".split()
)
"""What "my X is N" needs to be a recurring amount with no period said."""


_OWN = re.compile(r"\b(?:i|i'm|i've|we|we're|we've|my|our|me|us)\b", re.IGNORECASE)
_PET = (
    r"(?:kitten|puppy|pup|cat|dog|rabbit|bunny|hamster|guinea\s+pig|parrot|budgie|tortoise"
    r"|turtle|horse|pony|ferret|gecko|snake|lizard|fish|chickens?|hens?)"
)
_NEW_PET = re.compile(
    r"\b(?:adopted|rescued|got|brought\s+home|took\s+in|welcomed)\s+(?:a|an|another)\s+"
    r"(?:new\s+)?(?:(?:[\w-]+\s+){0,2}?" + _PET + r"\b|(?i:[\w-]+\s+){1,3}(?i:called|named)\s+"
    r"(?-i:[A-Z]))[^.;!?]*",
    re.IGNORECASE,
)
""""we adopted a kitten from the shelter, a tabby called Olive": a new pet of the user's."""
_NAMED_EVENT = re.compile(
    r"\W*(?:(?:so|and|but|also|btw|update|oh|ok)\W+)*[A-Z][a-z]+'s\s+(?:[\w-]+\s+){0,2}?"
    r"(?i:got|was|has\s+been|is|'s\s+been)\s+(?:(?i:now)\s+)?(?i:moved|pushed|rescheduled|postponed"
    r"|shifted|changed|bumped|brought\s+forward|(?<=now\s)(?:on|at))\b"
)
"""An event of a person the user names, said to have moved ("Maya's recital got pushed")."""
_DIGIT = re.compile(r"\d")
_GETTING = frozenset("adopted rescued got brought took welcomed".split())
_ASKING = re.compile(
    r"^\W*(?:can|could|would|should|what|how|which|when|where|why|do|does|is|are)\b(?!')", re.I
)


def changed_fact(sentence: str) -> tuple[str, str | None] | None:
    """`(clause, subject)` when `sentence` says the user's own topic changed, or None.

    The statement an update hangs on must be stored before it can replace anything: "I'm
    bumping the monthly transfer to 600", "I'm now the head of design", "we adopted a
    puppy called Miso". Only the user's own changes count (a first-person word is needed),
    and a question or request states nothing.
    """
    words = set(_WORD.findall(sentence.lower()))
    digit = _DIGIT.search(sentence) is not None
    # Cheap screens first: this runs on every sentence no other fact rule took.
    pet_like = bool(words & _GETTING)
    recurring_like = digit and bool(words & _PERIOD_WORDS or words & _MONEY_NOUNS)
    slot_like = bool(words & SLOT_WORDS)
    if not (pet_like or recurring_like or slot_like or words & CHANGE_CUES):
        return None
    if _ASKING.match(sentence):
        return None
    slot = recurring_slot(sentence) if slot_like else None
    if slot is not None:
        return slot, None  # "Leo has swim on Tuesdays": kept so a later move replaces it
    if _OWN.search(sentence) is None:
        # "Leo's swim class got moved to Fridays": an event of someone the user names by
        # name, told by the user, is kept when its date moved.
        if _NAMED_EVENT.match(sentence):
            dated = [c for c in topic_changes(sentence) if c.kind == "date" and c.qualifiers]
            return (sentence.strip(), None) if dated else None
        # "fyi game night is tuesdays now": a standing event of the user's life moved
        found = topic_changes(sentence)
        moved = [c for c in found if c.kind == "date" and c.topic and c.topic[-1] in _EVENT_STEMS]
        if moved:
            return _event_clause(sentence, moved[0]), None
        # "rent went up to 1050 this month, ugh": a sum only the user's household pays, said
        # without "my"
        owed = [c for c in found if c.kind == "amount" and " ".join(c.topic) in _OWED]
        return (_MY_OWED.sub(r"\g<lead>my ", sentence.strip(), count=1), None) if owed else None
    pet = _NEW_PET.search(sentence) if pet_like else None
    if pet is not None:
        return sentence[_clause_start(sentence, pet.start()) :].strip(), "pet"
    changes = topic_changes(sentence)
    if not changes:
        recurring = _RECURRING.search(sentence) if recurring_like else None
        if recurring is None:
            return None
        return sentence[_clause_start(sentence, recurring.start()) :].strip(), None
    kinds = {change.kind for change in changes}
    if "role" in kinds:
        # "they promoted me, I'm now the senior copywriter": the clause with the new role
        at = promotion_at(sentence)
        start = _clause_start(sentence, at) if at is not None else 0
        return sentence[start:].strip(), "role"
    return sentence.strip(), "city" if "home" in kinds else None


def _clause_start(sentence: str, at: int) -> int:
    """Where the clause holding position `at` starts: after the last comma or "that" before."""
    comma = sentence.rfind(",", 0, at)
    that = sentence.rfind(" that ", 0, at)
    return max(comma + 1, that + len(" that ") if that >= 0 else 0)


_OWED = frozenset(
    (
        *("rent", "mortgage", "salary", "pay", "wage", "childcare", "council tax"),
        *("energy bill", "electricity bill", "gas bill", "water bill", "phone bill"),
        *("broadband bill", "nursery fees", "insurance premium"),
    )
)
"""Sums said bare that are the user's household's own ("rent", "council tax")."""
_MY_OWED = re.compile(r"^(?P<lead>\W*(?:(?:so|and|ugh|well|also|oh|btw|fyi)\W+)*)(?:the\s+)?", re.I)
_EVENT_STEMS = frozenset(
    map(
        topic_stem,
        "night club class classes practice meeting session lesson game rehearsal standup"
        " training service shift match league meetup group choir run market quiz".split(),
    )
)
"""Stems of the recurring events a user keeps: game night, book club,
choir practice, the Sunday run."""
_FILLERS = re.compile(
    r"^\W*(?:(?:yes|yeah|but|and|so|fyi|btw|also|oh|ok(?:ay)?|update|news|anyway)\W+)*", re.I
)


def _event_clause(sentence: str, change: TopicChange) -> str:
    """The clause of `sentence` that moves the event, without the fillers before it."""
    at = sentence.lower().find(change.value)
    end = len(sentence)
    if at >= 0:
        stop = re.search(r"[,;]|\s-\s", sentence[at:])
        end = at + stop.start() if stop is not None else end
    return _FILLERS.sub("", sentence[:end]).strip()

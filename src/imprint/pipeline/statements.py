"""What the offline reading keeps from a reply: statements, and how one is built and worded.

`understand.py` reads a reply into statements; the readers that amend what a sentence's
rules found (`amend.py`) build them here too, so the wording is decided once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline import patterns as p
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.updates import Change, change_in
from imprint.types import MemoryType, SignalType

__all__ = [
    "CONFIDENCE",
    "LEARNED_CONFIDENCE",
    "Statement",
    "learned_fact",
    "new_statement",
    "rule_statement",
    "says_mostly",
    "trim",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class Statement:
    """One thing worth remembering from a reply."""

    signal: SignalType
    """The kind of evidence (correction, preference, decision, fact)."""
    type: MemoryType
    """The memory it becomes."""
    content: str
    """Canonical content: English in the third person, other languages as the user wrote."""
    subject: str | None
    """The attribute it sets (see `subjects.py`), or None."""
    change: Change
    """What it says is no longer true."""
    source: str
    """The sentence(s) it was read from, as written (time bounds are read from them)."""
    rule: str
    """The rule that found it (`heuristic:<rule>` is its detector)."""
    confidence: float
    """How sure the rule is (see `CONFIDENCE`)."""


CONFIDENCE = {MemoryType.RULE: 0.8, MemoryType.DECISION: 0.75, MemoryType.FACT: 0.7}
"""How sure a rule is of each type of memory it reads, unless it says otherwise."""
LEARNED_CONFIDENCE = 0.5
"""How sure a learned gate is of a fact it keeps: less than a rule's reading."""

_TRAILING_REQUEST = re.compile(
    r"(?:,|;|\s-)\s*(?:so\s+)?(?:can|could|would|will|do|does|any|what|how|which|is|are|should)\b"
    r"[^.!]*\?*\s*$|\?+\s*$"
    # "i start at the bakery at 4am so can you plan my meals around that": no comma before
    r"|\s+so\s+(?:(?:can|could|would|will)\s+(?:you|u|ya)|pls|please|plz)\b[^.!]*\?*\s*$"
    # "we're in leeds so something near the station would be ideal": a wish for this task
    r"|,?\s+" + p.WISH_AFTER_SO + r"[^.!?]*$",
    re.IGNORECASE,
)
"""A trailing question or request clause ("..., can you help me ...?")."""


def new_statement(
    signal: SignalType,
    memory_type: MemoryType,
    content: str,
    hint: str | None,
    change: Change,
    source: str,
    rule: str,
    confidence: float | None = None,
) -> Statement:
    """A statement whose subject is read from its content (`hint` first)."""
    return Statement(
        signal=signal,
        type=memory_type,
        content=content,
        subject=subject_of(content, hint),
        change=change,
        source=source,
        rule=rule,
        confidence=CONFIDENCE[memory_type] if confidence is None else confidence,
    )


def learned_fact(
    content: str, source: str, subject: str | None = None, change: Change | None = None
) -> Statement:
    """A fact a learned gate kept from `source`, worded as `content`.

    It retires what `change` names, if given; with no `subject` it never replaces another
    memory by subject.
    """
    return Statement(
        signal=SignalType.FACT,
        type=MemoryType.FACT,
        content=content,
        subject=subject,
        change=change or Change(),
        source=source,
        rule="learned",
        confidence=LEARNED_CONFIDENCE,
    )


def rule_statement(
    content: str, sentence: str, rule: str = "direction", *, source: str | None = None
) -> Statement:
    """A standing rule the English `sentence` gives, worded as `content`.

    `source` is what it was read from when that is more than the sentence (the sentence
    with the reason that makes it last).
    """
    return new_statement(
        SignalType.PREFERENCE,
        MemoryType.RULE,
        content,
        None,
        change_in(sentence, "en"),
        sentence if source is None else source,
        rule,
    )


def trim(text: str) -> str:
    """Text without a trailing question or request clause ("..., can you help me ...?")."""
    return _TRAILING_REQUEST.sub("", text).strip(" ,;")


_LETTERS = re.compile(r"[^\W\d_]+")


def says_mostly(new: Statement, old: Statement) -> bool:
    """Whether `new` says (nearly) what `old` says, of whatever kind: all but a few words."""
    words = set(_LETTERS.findall(new.content.lower()))
    return len(words - set(_LETTERS.findall(old.content.lower()))) <= max(1, len(words) // 5)

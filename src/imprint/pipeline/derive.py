"""Stage 2: turn a signal into typed memory drafts, with subjects, updates and end times.

A reply may hold several memories ("My name is Sam and I'm allergic to peanuts."), say
what is no longer true ("we moved from MySQL to Postgres"), bound a memory in time ("I'm
off next week") or ask to forget something. Offline this is the heuristic reading
(`understand.py`); with an LLM, the `derive` prompt returns the same parts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from imprint.llm import LLM, DerivedMemory, DeriveOutput, LLMResult, prompt_id
from imprint.pipeline.declension import search_forms
from imprint.pipeline.heuristics import looks_like_injection
from imprint.pipeline.spec_sheets import HOUSE_RULE
from imprint.pipeline.statements import Statement
from imprint.pipeline.temporal import valid_until
from imprint.pipeline.understand import Understanding, understand
from imprint.types import (
    GLOBAL_SCOPE,
    MemoryDraft,
    MemoryType,
    ProcessingMode,
    Signal,
    SignalType,
    Turn,
)
from imprint.writes import ForgetRequest

__all__ = ["Derivation", "derive", "from_answer", "quarantine_text"]

_QUARANTINE_CHARS = 4000
"""Longest quarantined text kept; review needs the instruction, not a whole essay."""
_FORGET_FILLER = frozenset(
    "the a an my our your about that this those these all any everything anything stuff thing"
    " things part bit info information of on regarding i me we".split()
)


@dataclass(frozen=True, slots=True, kw_only=True)
class Derivation:
    """What a signal implies: memories to store, memories to forget, values now wrong."""

    drafts: tuple[MemoryDraft, ...] = ()
    """The memories to store, strongest first (none for a reinforcement)."""
    forget: ForgetRequest | None = None
    """What the user asked to forget."""
    retired: tuple[str, ...] = ()
    """Values the reply says are no longer true."""
    llm_calls: int = 0
    """LLM requests made."""
    tokens: int = 0
    """Tokens they used."""

    @property
    def draft(self) -> MemoryDraft | None:
        """The strongest draft, if any."""
        return self.drafts[0] if self.drafts else None


def _uses_llm(
    signal: Signal, mode: ProcessingMode, llm: LLM | None, reading: Understanding
) -> bool:
    if llm is None or mode is ProcessingMode.FRUGAL:
        return False
    if mode is ProcessingMode.EAGER or signal.detector.startswith("llm:"):
        return True
    # Balanced: the heuristics found something but left part of the reply unexplained.
    return bool(reading.unexplained)


async def derive(
    turn: Turn,
    signal: Signal,
    *,
    mode: ProcessingMode,
    llm: LLM | None,
    agent_description: str,
    scopes: Sequence[str],
    now: datetime | None = None,
) -> Derivation:
    """Derive the memories a signal implies (see the module docstring).

    Scope: an explicit `turn.scope` wins; otherwise the LLM picks from the declared scopes;
    anything else is `global`. A reply addressed to the agent's operation rather than about
    the user is kept as one quarantined draft holding the whole reply. End times resolve
    against `now` (the injected clock), never the wall clock.

    Raises:
        ModelError: the LLM call failed; the caller keeps the turn pending.
    """
    if signal.type is SignalType.REINFORCEMENT:
        return Derivation()
    moment = now or datetime.now(UTC)
    scope = turn.scope or GLOBAL_SCOPE
    if looks_like_injection(turn.user_response):
        # The whole reply, not a clean sentence derived from it, so a reviewer sees why.
        held = MemoryDraft(
            type=MemoryType.RULE,
            content=quarantine_text(turn),
            scope=scope,
            confidence=signal.confidence,
            produced_by=signal.detector,
            quarantined=True,
        )
        return Derivation(drafts=(held,))
    reading = understand(turn.user_response, turn.agent_output)
    if not _uses_llm(signal, mode, llm, reading):
        return _offline(reading, scope, moment)
    assert llm is not None
    result = await llm.derive(
        agent_description=agent_description,
        signal_kind=str(signal.type),
        scopes=scopes,
        agent_output=turn.agent_output,
        user_response=turn.user_response,
        today=moment.date().isoformat(),
    )
    return from_answer(result, turn, scopes, moment)


def from_answer(
    result: LLMResult[DeriveOutput], turn: Turn, scopes: Sequence[str], now: datetime
) -> Derivation:
    """The derivation a derive call's answer holds (its `signal` is the caller's business)."""
    out = result.output
    drafts = tuple(_from_llm(m, turn, scopes, now) for m in out.memories if m.content.strip())
    terms = tuple(words for words in map(_forget_words, out.forget) if words)
    return Derivation(
        drafts=drafts,
        forget=ForgetRequest(terms=terms) if terms else None,
        retired=search_forms(
            dict.fromkeys(v.lower() for m in out.memories for v in m.replaces if v)
        ),
        llm_calls=result.requests,
        tokens=result.tokens,
    )


def _bounded_text(statement: Statement, now: datetime) -> str:
    """The words a statement's end is read from: its sentence, or a decision's own words.

    A decision lasts: a time beside it in the sentence dates the choosing or what is done
    next ("leadership signed off this morning", "I'm off next week, and we picked Harbour
    Hall"), so only a bound in the decision itself ends it ("Redis for the next sprint").
    """
    if statement.type is MemoryType.DECISION:
        return statement.content
    # "I run netball tues and thurs so I'm knackered by friday": a time in what follows
    # "so" or "because" as a deadline ("by friday") bounds the consequence, not what the
    # sentence states; a stretch of time ("so I'm at the theatre through friday the 12th")
    # still bounds the whole.
    source = _own_clause(statement, now)
    for joint in _CONSEQUENCE.finditer(source):
        if len(source[: joint.start()].split()) < _STATED_WORDS:
            continue  # not "ok so I'm off till ..."
        consequence = source[joint.start() :]
        if _DEADLINE.search(consequence) and not _STRETCH.search(consequence):
            return source[: joint.start()]
        return source
    return source


_STATED_WORDS = 4
"""Words a statement needs before its "so" for what follows to be a consequence."""
_PARTS = re.compile(r",?\s+but\s+|\s*;\s*", re.IGNORECASE)
"""Where a sentence's statements part: "I normally do tuesdays, but I'm covering ...". A
source of two sentences stays whole: "While I'm out, Lukas approves" is bounded by the
absence told before it."""
_WORDS = re.compile(r"[a-z0-9]+")
_NOT_SAID = frozenset({"the", "user", "user's", "s", "they", "their", "them", "is", "are"})


def _own_clause(statement: Statement, now: datetime) -> str:
    """The part of the sentence a statement was read from, when the bound is another part's.

    "I normally do tuesdays at the hospice, but I'm covering Linda's shifts through june
    10": the usual day lasts; only the cover ends. A statement holding the whole sentence,
    or read from the part with the bound, keeps the sentence.
    """
    source = statement.source
    parts = [x for x in _PARTS.split(source) if x.strip()]
    if len(parts) < 2:
        return source
    said = set(_WORDS.findall(statement.content.lower())) - _NOT_SAID
    overlap = [len(said & set(_WORDS.findall(x.lower()))) for x in parts]
    best = max(range(len(parts)), key=overlap.__getitem__)
    holds_others = any(
        overlap[i] >= max(2, len(set(_WORDS.findall(x.lower())) - _NOT_SAID) // 2)
        for i, x in enumerate(parts)
        if i != best
    )
    if holds_others or valid_until(parts[best], now) is not None:
        return source
    return parts[best]


_CONSEQUENCE = re.compile(r"[\s,]+(?:so|because|cos|coz|bc|cause)\s+(?=\w)", re.IGNORECASE)
_DEADLINE = re.compile(r"\b(?:by|before)\s+(?:the\s+)?\w", re.IGNORECASE)
_STRETCH = re.compile(r"\b(?:until|till|til|through|thru|for\s+the\s+next)\b", re.IGNORECASE)


def _offline(reading: Understanding, scope: str, now: datetime) -> Derivation:
    drafts = tuple(
        MemoryDraft(
            type=s.type,
            content=s.content,
            scope=scope,
            confidence=s.confidence,
            produced_by=f"heuristic:{s.rule}",
            subject=s.subject,
            replaces=s.change.replaces,
            changed=s.change.changed,
            revises=s.change.revises,
            valid_until=valid_until(_bounded_text(s, now), now),
        )
        for s in reading.statements
        # a client's or a teacher's standards are the user's only where the agent works for them
        if s.rule != HOUSE_RULE or scope != GLOBAL_SCOPE
    )
    forget = None
    if reading.forget is not None:
        forget = ForgetRequest(terms=reading.forget.terms, recent=reading.forget.recent)
    return Derivation(drafts=drafts, forget=forget, retired=search_forms(reading.retired))


def _from_llm(
    memory: DerivedMemory, turn: Turn, scopes: Sequence[str], now: datetime
) -> MemoryDraft:
    content = " ".join(memory.content.split())
    quarantined = memory.addressed_to_agent or looks_like_injection(content)
    until = None
    if memory.until:
        try:
            day = datetime.fromisoformat(memory.until).date()
        except ValueError:
            until = valid_until(memory.until, now)  # a phrase rather than a date
        else:
            until = datetime(day.year, day.month, day.day, 23, 59, 59, tzinfo=UTC)
    return MemoryDraft(
        type=MemoryType(memory.type),
        content=quarantine_text(turn) if quarantined else content,
        scope=turn.scope or (memory.scope if memory.scope in scopes else GLOBAL_SCOPE),
        confidence=min(memory.confidence, 1.0),
        produced_by=f"llm:{prompt_id('derive')}",
        quarantined=quarantined,
        subject=(memory.subject or "").strip().lower().replace(" ", "_") or None,
        replaces=tuple(v.lower() for v in memory.replaces if v.strip()),
        changed=bool(memory.replaces),
        valid_until=until,
    )


_FORGET_WORD = re.compile(r"[^\W_][\w.-]*")


def _forget_words(phrase: str) -> tuple[str, ...]:
    """The words of what to forget, as a forget request's target ("the Kafka project")."""
    words = [w.lower() for w in _FORGET_WORD.findall(phrase)]
    return tuple(w for w in words if w not in _FORGET_FILLER)[:4]


def quarantine_text(turn: Turn) -> str:
    """The whole reply as one bounded line, for review; it never reaches a policy unconfirmed."""
    flat = " ".join(turn.user_response.split())
    return flat if len(flat) <= _QUARANTINE_CHARS else flat[: _QUARANTINE_CHARS - 3] + "..."

"""The write decision, written once for every backend: request and facts in, steps out.

A store runs each `WriteRequest` in one transaction, in three moves:

1. read what `fact_query(request, rules)` asks for, under the transaction's lock;
2. `decide(request, facts, rules)`, a pure function, returns the steps, in order;
3. apply each step with a short statement, then `steps.finish()` gives the result.

Backends implement only the reading and the applying (`store/sqlite/writes.py`,
`store/postgres/writes.py`). Every rule lives here or in a module beside it: whether a
merge's survivor is still active, keyed overwrite, exact duplicates, offline consolidation
and contradiction (`store/consolidation.py`), eviction for `max_memories`
(`store/eviction.py`), what a forget request erases and what stays of a memory it names
in part (written anew after the erasure: `store/forgetting.py`), retiring a value that is
no longer true, reinforcement by a feedback loop, closing the loop, which event each change
logs, what an import skips and links (`store/imports.py`), what `update_memory()` changes
(`store/updates.py`), and quarantine: a quarantined draft changes no other memory (it
merges into nothing but an identical quarantined memory, contradicts nothing, overwrites no
keyed memory, evicts nothing and reinforces no loop), whatever verdict came with it.
Whether a text is quarantined is decided before the request is made (the draft's
`quarantined` flag); these modules only keep it from acting.

Extending it: a new rule that needs another fact adds a field to `FactQuery` and `Facts`
(and its read to both backends' `read_facts`); a new kind of change adds a `Step` (and one
`case` to both backends' `apply_steps`, which `assert_never` makes mypy demand); the rule
itself is a method of `_Observed` here (or of the module beside it that owns its part),
tested as a row of `tests/store/test_decision.py`.
"""

from __future__ import annotations

import dataclasses
from datetime import datetime
from typing import Literal, assert_never

from imprint.store.consolidation import CONTRADICTION_SHRINK, MERGE_GROWTH, store_memory
from imprint.store.facts import Facts, fact_query
from imprint.store.forgetting import forget_steps
from imprint.store.imports import decide_import
from imprint.store.rests import retired_rests
from imprint.store.steps import (
    NEW_SIGNAL,
    CloseLoop,
    Deactivate,
    Decision,
    Invalidate,
    LogEvent,
    MemoryRef,
    NewSignal,
    Reinforce,
    ResolveSignal,
    Step,
    StoreSignal,
)
from imprint.store.updates import decide_update
from imprint.types import FeedbackLoop, Memory, MemoryStatus, SignalType
from imprint.writes import (
    ClosedLoop,
    CloseFeedback,
    ImportMemories,
    KeepPending,
    LoopClose,
    NewMemory,
    Observe,
    TurnRecord,
    UpdateMemory,
    WriteRequest,
    WriteRules,
)

__all__ = ["CONTRADICTION_SHRINK", "MERGE_GROWTH", "decide", "fact_query"]

_ACTIVE = MemoryStatus.ACTIVE


def decide(request: WriteRequest, facts: Facts, rules: WriteRules) -> Decision:
    """The steps that carry out `request`, given what the transaction read. Pure."""
    match request:
        case Observe():
            return _Observed(request, facts, rules).decide()
        case KeepPending():
            store = _signal_row(request.turn, "pending", None, None, "", 0.0, request.error)
            detail = {"signal_id": NEW_SIGNAL, "error": request.error}
            return Decision(
                steps=(store, LogEvent(kind="signal.pending", detail=detail)), signal=NEW_SIGNAL
            )
        case CloseFeedback():
            steps: list[Step] = []
            closed = _close_loop(facts.loop, request.close, request.now, steps)
            return Decision(steps=tuple(steps), loop=closed)
        case ImportMemories():
            return decide_import(request, facts, rules)
        case UpdateMemory():
            return decide_update(request, facts)
        case _:
            assert_never(request)


class _Observed:
    """`decide` for one `Observe`: a builder so each rule reads as its own short method."""

    def __init__(self, request: Observe, facts: Facts, rules: WriteRules) -> None:
        self.request = request
        self.facts = facts
        self.rules = rules
        self.steps: list[Step] = []
        self.merged_into: int | None = None
        self.contradicted: list[int] = []
        self.reinforced: list[int] = []
        self.evicted: list[MemoryRef] = []
        self.created: Memory | None = None
        self.created_ref: MemoryRef | None = None
        self.signal: int | NewSignal | None = None
        self.forgotten: list[int] = []

    def decide(self) -> Decision:
        request, facts = self.request, self.facts
        if request.resolves is not None and facts.pending_status != "pending":
            return Decision()  # another reprocess resolved it first; applying twice double-counts
        if request.forget is not None:
            erased, self.forgotten = forget_steps(request, request.forget, facts, self.rules)
            self.steps += erased
        if request.memory is not None:
            self._store(request.memory)
        if request.retire:
            self._retire(request.retire)
        self.steps += retired_rests(request, facts, self.rules, self.contradicted, self.steps)
        self._reinforce_loop()
        wrote = (
            request.signal is not None
            or request.memory is not None
            or request.resolves is not None
            or request.forget is not None
        )
        if wrote:
            self._record_signal()
        if wrote or self.contradicted:
            self.steps.append(Invalidate())
        closed = None
        if request.feedback is not None:
            closed = _close_loop(facts.loop, request.feedback, request.now, self.steps)
        return Decision(
            steps=tuple(self.steps),
            signal=self.signal,
            created=self.created,
            created_ref=self.created_ref,
            merged_into=self.merged_into,
            contradicted=tuple(self.contradicted),
            reinforced=tuple(self.reinforced),
            evicted=tuple(self.evicted),
            loop=closed,
            forgotten=tuple(self.forgotten),
        )

    def _store(self, new: NewMemory) -> None:
        """Store the turn's memory, as `store/consolidation.py` decides it."""
        stored = store_memory(self.request, new, self.facts, self.rules, self.forgotten)
        self.steps += stored.steps
        self.merged_into = stored.merged_into
        self.created, self.created_ref = stored.created, stored.created_ref
        self.contradicted += stored.contradicted
        self.reinforced += stored.reinforced
        self.evicted += stored.evicted

    def _retire(self, values: tuple[str, ...]) -> None:
        """Supersede the active memories that hold a value the user said is no longer true.

        The turn's new memory, when it stored one, is their successor; "the marathon's
        off" retires without one (the event names the value instead).
        """
        successor = None
        if self.created is not None and self.created.status is _ACTIVE:
            successor = self.created_ref
        gone = {*self.forgotten, *self.contradicted, self.merged_into}
        for candidate in self.facts.retirable:
            if candidate.memory_id in gone:
                continue
            value = next((v for v in values if self.rules.holds(candidate.content, v)), None)
            if value is None:
                continue
            self.steps.append(
                Deactivate(
                    memory=candidate.memory_id,
                    status=MemoryStatus.CONTRADICTED,
                    superseded_by=successor,
                    stability_factor=CONTRADICTION_SHRINK,
                )
            )
            detail: dict[str, object] = {"retired": value}
            if successor is not None:
                detail["by"] = successor
            self.steps.append(
                LogEvent(kind="memory.contradicted", memory=candidate.memory_id, detail=detail)
            )
            self.contradicted.append(candidate.memory_id)

    def _reinforce_loop(self) -> None:
        request, loop = self.request, self.facts.loop
        signal = request.signal
        if signal is None or signal.type is not SignalType.REINFORCEMENT:
            return
        if request.feedback is None or loop is None:
            return
        if request.memory is not None and request.memory.draft.quarantined:
            return  # a turn held as an injection confirms nothing
        gone = {*self.contradicted, *(v for v in self.evicted if isinstance(v, int))}
        for memory_id, _, _ in loop.used:
            if memory_id in self.reinforced or memory_id in gone:
                continue
            if self.facts.statuses.get(memory_id) is not _ACTIVE:
                continue
            self.steps.append(Reinforce(memory_id=memory_id, stability_factor=MERGE_GROWTH))
            detail = {"evidence": signal.text}
            self.steps.append(LogEvent(kind="memory.reinforced", memory=memory_id, detail=detail))
            self.reinforced.append(memory_id)

    def _record_signal(self) -> None:
        request = self.request
        signal, new = request.signal, request.memory
        target: MemoryRef | None = self.created_ref
        if target is None:
            target = self.merged_into
        if request.resolves is not None:
            self.signal = request.resolves
            self.steps.append(
                ResolveSignal(
                    signal_id=request.resolves,
                    memory=target,
                    type=None if signal is None else signal.type,
                    detector="" if signal is None else signal.detector,
                    confidence=0.0 if signal is None else signal.confidence,
                )
            )
            return
        turn = request.turn
        if request.forget is not None:
            # The request names what the user wants gone; its words are not kept either.
            turn = dataclasses.replace(turn, agent_output="", user_response="")
        if signal is not None:
            detector, confidence = signal.detector, signal.confidence
        elif new is not None:
            detector, confidence = new.draft.produced_by, new.draft.confidence
        else:
            detector, confidence = "", 0.0
        kind = None if signal is None else signal.type
        self.signal = NEW_SIGNAL
        self.steps.append(_signal_row(turn, "processed", target, kind, detector, confidence, None))


def _signal_row(
    turn: TurnRecord,
    status: Literal["processed", "pending"],
    memory: MemoryRef | None,
    kind: SignalType | None,
    detector: str,
    confidence: float,
    error: str | None,
) -> StoreSignal:
    return StoreSignal(
        status=status,
        memory=memory,
        type=kind,
        detector=detector,
        confidence=confidence,
        agent_output=turn.agent_output,
        user_response=turn.user_response,
        session_id=turn.session_id,
        scope_hint=turn.scope_hint,
        metadata=turn.metadata,
        error=error,
    )


def _close_loop(
    loop: FeedbackLoop | None, close: LoopClose, now: datetime, steps: list[Step]
) -> ClosedLoop | None:
    """Close the open loop once: with the outcome, or as expired past the timeout."""
    if loop is None:
        return None
    expired = loop.opened_at < close.expire_before
    outcome = None if expired else close.outcome
    steps.append(CloseLoop(loop_id=loop.loop_id, expired=expired, outcome=outcome))
    kind = "loop.expired" if expired else "loop.closed"
    steps.append(LogEvent(kind=kind, detail={"loop_id": loop.loop_id, "outcome": outcome}))
    return ClosedLoop(loop=loop, expired=expired, outcome=close.outcome)

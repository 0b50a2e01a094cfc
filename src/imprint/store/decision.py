"""The write decision, written once for every backend: request and facts in, steps out.

A store runs each `WriteRequest` in one transaction, in three moves:

1. read what `fact_query(request, rules)` asks for, under the transaction's lock;
2. `decide(request, facts, rules)`, a pure function, returns the steps, in order;
3. apply each step with a short statement, then `steps.finish()` gives the result.

Backends implement only the reading and the applying (`store/sqlite/writes.py`,
`store/postgres/writes.py`). Every rule lives here: whether a merge's survivor is still
active, keyed overwrite, exact duplicates, offline consolidation, contradiction,
reinforcement by a feedback loop, eviction for `max_memories` (`store/eviction.py`),
closing the loop, what stays of a memory a forget request names in part (written anew
after the erasure: `WriteRules.forget_rest`), which event each change logs, what an import
skips and links (`store/imports.py`), what `update_memory()` changes (`store/updates.py`),
and quarantine: a quarantined draft changes no other memory (it merges into nothing but an
identical quarantined memory, contradicts nothing, overwrites no keyed memory, evicts
nothing and reinforces no loop), whatever verdict came with it. Whether a text is quarantined is
decided before the request is made (the draft's `quarantined` flag); this module only keeps
it from acting.

Extending it: a new rule that needs another fact adds a field to `FactQuery` and `Facts`
(and its read to both backends' `read_facts`); a new kind of change adds a `Step` (and one
`case` to both backends' `apply_steps`, which `assert_never` makes mypy demand); the rule
itself is a method of `_Observed` here, tested as a row of `tests/store/test_decision.py`.
"""

from __future__ import annotations

import dataclasses
from datetime import datetime
from typing import Literal, assert_never

from imprint.store.eviction import eviction_steps, victims
from imprint.store.facts import (
    Facts,
    fact_query,
)
from imprint.store.forgetting import named_memories, named_texts
from imprint.store.imports import decide_import
from imprint.store.rows import from_ms, to_ms
from imprint.store.steps import (
    NEW_SIGNAL,
    CloseLoop,
    Deactivate,
    Decision,
    Forget,
    InsertMemory,
    Invalidate,
    LogEvent,
    MemoryRef,
    New,
    NewSignal,
    Reinforce,
    ResolveSignal,
    Step,
    StoreSignal,
    UpdateKeyed,
    WriteVector,
)
from imprint.store.updates import decide_update
from imprint.types import (
    FeedbackLoop,
    Memory,
    MemoryDraft,
    MemoryStatus,
    SignalType,
)
from imprint.writes import (
    ClosedLoop,
    CloseFeedback,
    Contradict,
    DecideOffline,
    ForgetRequest,
    ImportMemories,
    KeepBoth,
    KeepPending,
    LoopClose,
    Merge,
    NewMemory,
    Observe,
    TurnRecord,
    UpdateMemory,
    Verdict,
    WriteRequest,
    WriteRules,
)

__all__ = ["CONTRADICTION_SHRINK", "MERGE_GROWTH", "decide", "fact_query"]

MERGE_GROWTH = 1.5
"""Stability factor of a memory that a merge or a reinforcement confirms."""

CONTRADICTION_SHRINK = 0.5
"""Stability factor of a memory a newer one contradicts."""

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
        self.rests: list[New] = []

    def decide(self) -> Decision:
        request, facts = self.request, self.facts
        if request.resolves is not None and facts.pending_status != "pending":
            return Decision()  # another reprocess resolved it first; applying twice double-counts
        if request.forget is not None:
            self._forget(request.forget)
        if request.memory is not None:
            self._store_memory(request.memory)
        if request.retire:
            self._retire(request.retire)
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

    def _forget(self, forget: ForgetRequest) -> None:
        """Erase what the user asked to forget, as `store/forgetting.py` decides it.

        The memories its words name (or the latest), those history keeps, and the kept
        turns and event details that name it.
        """
        named = named_memories(self.facts.forgettable, forget, self.rules)
        latest = [c.memory_id for c in self.facts.recent] if forget.recent else []
        # What newer memories replaced holds the same words; nothing of it is written anew.
        past = named_memories(self.facts.forgettable_history, forget, self.rules)
        for memory_id in dict.fromkeys([*named, *latest, *past]):
            self.steps.append(Forget(memory_id=memory_id))
            # The event says that, not what: the text is what the user wanted gone.
            detail = {"reason": "asked"}
            self.steps.append(LogEvent(kind="memory.forgotten", memory=memory_id, detail=detail))
            self.forgotten.append(memory_id)
        self._keep_rests(forget, set(named))
        texts = named_texts(self.facts, forget, self.rules)
        if texts is not None:
            self.steps.append(texts)

    def _keep_rests(self, forget: ForgetRequest, named: set[int]) -> None:
        """Write anew what the user did not ask to forget of the memories erased whole.

        "I teach history, and I'm going through a custody dispute", then "forget the
        custody thing": the memory is erased (no byte of it stays) and "The user teaches
        history." is a new memory. A keyed memory goes whole: its key names all of it.
        """
        held = {c.content.casefold() for c in self.facts.forgettable if c.memory_id not in named}
        if self.request.memory is not None:
            held.add(self.request.memory.draft.content.casefold())
        seen: set[int] = set()
        for candidate in self.facts.forgettable:
            if candidate.memory_id not in named or candidate.memory_id in seen:
                continue
            seen.add(candidate.memory_id)
            rest = (
                None
                if candidate.key is not None
                else self.rules.forget_rest(candidate.content, forget.terms)
            )
            if rest is None or rest[0].casefold() in held:
                continue
            held.add(rest[0].casefold())
            draft = MemoryDraft(
                type=candidate.type,
                content=rest[0],
                scope=candidate.scope,
                source=candidate.source,
                pinned=candidate.pinned,
                subject=rest[1],
            )
            # The turn's own memory is New() (index 0); the rests come after it.
            ref = New(index=len(self.rests) + 1)
            self.steps.append(InsertMemory(ref=ref, memory=_new_memory(self.request, draft)))
            detail = {"type": str(draft.type), "scope": draft.scope, "content": draft.content}
            detail["kept_from_forget"] = "yes"
            self.steps.append(LogEvent(kind="memory.created", memory=ref, detail=detail))
            self.rests.append(ref)

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

    def _verdict(self, new: NewMemory) -> Verdict:
        if new.draft.quarantined:
            # Held text must not act through a verdict: an LLM (or the offline rules) may
            # well find it contradicts or restates an active memory.
            return KeepBoth()
        match new.consolidation:
            case DecideOffline(siblings=siblings):
                verdict = self.rules.consolidate(new.draft, self.facts.candidates)
                if siblings and isinstance(verdict, Contradict):
                    same_reply = {
                        c.memory_id for c in self.facts.candidates if c.content in siblings
                    }
                    kept = tuple(i for i in verdict.memory_ids if i not in same_reply)
                    return Contradict(memory_ids=kept) if kept else KeepBoth()
                return verdict
            case Merge() | Contradict() | KeepBoth() as verdict:
                return verdict
            case _:
                assert_never(new.consolidation)

    def _active(self, memory_id: int) -> bool:
        """Still active now (a verdict reached before the transaction may be stale)."""
        if any(c.memory_id == memory_id for c in self.facts.candidates):
            return True  # candidates are read as active memories in this transaction
        return self.facts.statuses.get(memory_id) is _ACTIVE

    def _store_memory(self, new: NewMemory) -> None:
        draft = new.draft
        verdict = self._verdict(new)
        merged_content: str | None = None
        contradicts: list[int] = []
        match verdict:
            case Merge(into=survivor, content=content) if self._active(survivor):
                self.merged_into, merged_content = survivor, content
            case Contradict(memory_ids=ids):
                gone = {*self.contradicted, *self.forgotten}
                contradicts = [i for i in dict.fromkeys(ids) if self._active(i) and i not in gone]
            case Merge() | KeepBoth():
                pass  # a survivor that went away since the verdict: store the draft
            case _:
                assert_never(verdict)
        if self.merged_into is None and draft.revises and not draft.quarantined:
            contradicts += self._revised(new, contradicts)
        # A quarantined draft under a key is stored beside the keyed memory, not over it.
        keyed = self.facts.keyed if draft.key is not None and not draft.quarantined else None
        if self.merged_into is None and draft.key is None:
            # Checked under the transaction's lock, so concurrent writers cannot both add it.
            self.merged_into = self._exact_duplicate(draft, contradicts)
        if self.merged_into is not None:
            self._merge(new, self.merged_into, merged_content)
        else:
            self._create(new, keyed, contradicts)

    def _revised(self, new: NewMemory, already: list[int]) -> list[int]:
        """What the session's latest write created that a revising draft takes back.

        "go with teal instead" after "orange, it pops": the earlier pick is out of date,
        though the new one does not name it. A memory of the same reply is never one.
        """
        siblings = (
            new.consolidation.siblings if isinstance(new.consolidation, DecideOffline) else ()
        )
        gone = {*already, *self.contradicted, *self.forgotten}
        return [
            c.memory_id
            for c in self.facts.recent
            if c.memory_id not in gone
            and c.content not in siblings
            and self.rules.revises(new.draft, c)
        ]

    def _exact_duplicate(self, draft: MemoryDraft, contradicts: list[int]) -> int | None:
        # A legitimate memory never merges into a quarantined one: it would stay out of
        # policies; a quarantined one never reinforces an active one. A memory being
        # contradicted is no duplicate, whatever its wording.
        allowed = {MemoryStatus.QUARANTINED} if draft.quarantined else {_ACTIVE}
        return next(
            (i for i, s in self.facts.duplicates if s in allowed and i not in contradicts), None
        )

    def _merge(self, new: NewMemory, survivor: int, content: str | None) -> None:
        draft = new.draft
        self.steps.append(
            Reinforce(
                memory_id=survivor,
                stability_factor=MERGE_GROWTH,
                confidence=draft.confidence,
                content=content,
                metadata=draft.metadata or None,
            )
        )
        self.reinforced.append(survivor)
        detail = {"evidence": draft.content, "content": content}
        self.steps.append(LogEvent(kind="memory.merged", memory=survivor, detail=detail))
        if new.vector is not None and content is not None:
            self.steps.append(WriteVector(memory=survivor, vector=new.vector))

    def _create(self, new: NewMemory, keyed: Memory | None, contradicts: list[int]) -> None:
        draft, now = new.draft, self.request.now
        ref: MemoryRef
        if keyed is not None:
            ref, kind = keyed.memory_id, "memory.updated"
            self.steps.append(UpdateKeyed(memory_id=keyed.memory_id, draft=draft))
            self.created = _overwritten(keyed, draft, now)
        else:
            ref = New()
            kind = "memory.quarantined" if draft.quarantined else "memory.created"
            self.created = _new_memory(self.request, draft)
            if not draft.quarantined:
                # Room is made before the insert, among the memories that stay active.
                self._evict(contradicts)
            self.steps.append(InsertMemory(ref=ref, memory=self.created))
        self.created_ref = ref
        if new.vector is not None:
            self.steps.append(WriteVector(memory=ref, vector=new.vector))
        detail = {
            "type": str(draft.type),
            "scope": draft.scope,
            "content": draft.content,
            "source": str(draft.source),
            "produced_by": draft.produced_by,
        }
        self.steps.append(LogEvent(kind=kind, memory=ref, detail=detail))
        for old in contradicts:
            if old == ref:
                continue  # the keyed memory being overwritten is not its own contradiction
            self.steps.append(
                Deactivate(
                    memory=old,
                    status=MemoryStatus.CONTRADICTED,
                    superseded_by=ref,
                    stability_factor=CONTRADICTION_SHRINK,
                )
            )
            self.steps.append(LogEvent(kind="memory.contradicted", memory=old, detail={"by": ref}))
            self.contradicted.append(old)

    def _evict(self, leaving: list[int]) -> None:
        chosen = victims(
            self.facts, self.rules, self.request.now, leaving=set(leaving), incoming=[], extra=1
        )
        for victim in chosen:
            self.steps += eviction_steps(victim, self.rules)
        self.evicted += chosen

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


def _new_memory(request: Observe, draft: MemoryDraft) -> Memory:
    """The draft as the row it becomes (the id is assigned on insert).

    Times are kept to the millisecond, as the row keeps them.
    """
    now = from_ms(to_ms(request.now))
    return Memory(
        memory_id=0,
        agent_id=request.agent_id,
        user_id=request.user_id,
        key=draft.key,
        type=draft.type,
        content=draft.content,
        scope=draft.scope,
        status=MemoryStatus.QUARANTINED if draft.quarantined else _ACTIVE,
        source=draft.source,
        confidence=float(draft.confidence),
        pinned=bool(draft.pinned),
        produced_by=draft.produced_by,
        session_id=request.turn.session_id,
        metadata=draft.metadata,
        created_at=now,
        updated_at=now,
        last_seen_at=now,
        subject=draft.subject,
        valid_until=None if draft.valid_until is None else from_ms(to_ms(draft.valid_until)),
    )


def _overwritten(keyed: Memory, draft: MemoryDraft, now: datetime) -> Memory:
    """The keyed memory as `UpdateKeyed` leaves it."""
    now = from_ms(to_ms(now))
    return dataclasses.replace(
        keyed,
        content=draft.content,
        type=draft.type,
        scope=draft.scope,
        confidence=float(draft.confidence),
        pinned=bool(draft.pinned),
        produced_by=draft.produced_by,
        metadata=draft.metadata,
        updated_at=now,
        last_seen_at=now,
        subject=draft.subject,
        valid_until=None if draft.valid_until is None else from_ms(to_ms(draft.valid_until)),
    )

"""How an observed turn's memory is stored, decided once for every backend. Pure.

Part of the write decision (`store.decision`): the verdict (the caller's, or the offline
rules'), checked against what the transaction read, makes the draft merge into a memory
still active, overwrite the keyed memory, or become a new memory that contradicts the ones
it replaces (and the session's latest pick it revises); an exact duplicate merges whatever
the verdict. Creating a memory first evicts for `max_memories` (`store/eviction.py`).
A quarantined draft changes no other memory: it merges only into an identical quarantined
memory, contradicts nothing, overwrites no keyed memory and evicts nothing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import assert_never

from imprint.store.drafts import new_memory, overwritten
from imprint.store.eviction import eviction_steps, victims
from imprint.store.facts import Facts
from imprint.store.steps import (
    Deactivate,
    InsertMemory,
    LogEvent,
    MemoryRef,
    New,
    Reinforce,
    Step,
    UpdateKeyed,
    WriteVector,
)
from imprint.types import Memory, MemoryDraft, MemoryStatus
from imprint.writes import (
    Contradict,
    DecideOffline,
    KeepBoth,
    Merge,
    NewMemory,
    Observe,
    Verdict,
    WriteRules,
)

__all__ = ["CONTRADICTION_SHRINK", "MERGE_GROWTH", "Stored", "store_memory"]

MERGE_GROWTH = 1.5
"""Stability factor of a memory that a merge or a reinforcement confirms."""

CONTRADICTION_SHRINK = 0.5
"""Stability factor of a memory a newer one contradicts."""

_ACTIVE = MemoryStatus.ACTIVE


@dataclasses.dataclass
class Stored:
    """What storing a turn's memory does: its steps, and the memories they touch."""

    steps: list[Step] = dataclasses.field(default_factory=list)
    merged_into: int | None = None
    created: Memory | None = None
    created_ref: MemoryRef | None = None
    contradicted: list[int] = dataclasses.field(default_factory=list)
    reinforced: list[int] = dataclasses.field(default_factory=list)
    evicted: list[MemoryRef] = dataclasses.field(default_factory=list)


def store_memory(
    request: Observe, new: NewMemory, facts: Facts, rules: WriteRules, forgotten: Iterable[int]
) -> Stored:
    """The steps that store `new`, after the turn's forget request erased `forgotten`."""
    storing = _Storing(request, facts, rules, forgotten)
    storing.store(new)
    return storing.done


class _Storing:
    """`store_memory` as a builder, so each rule reads as its own short method."""

    def __init__(
        self, request: Observe, facts: Facts, rules: WriteRules, forgotten: Iterable[int]
    ) -> None:
        self.request = request
        self.facts = facts
        self.rules = rules
        self.forgotten = list(forgotten)
        self.done = Stored()

    def store(self, new: NewMemory) -> None:
        draft = new.draft
        done = self.done
        verdict = self._verdict(new)
        merged_content: str | None = None
        contradicts: list[int] = []
        match verdict:
            case Merge(into=survivor, content=content) if self._active(survivor):
                done.merged_into, merged_content = survivor, content
            case Contradict(memory_ids=ids):
                gone = {*done.contradicted, *self.forgotten}
                contradicts = [i for i in dict.fromkeys(ids) if self._active(i) and i not in gone]
            case Merge() | KeepBoth():
                pass  # a survivor that went away since the verdict: store the draft
            case _:
                assert_never(verdict)
        if done.merged_into is None and draft.revises and not draft.quarantined:
            contradicts += self._revised(new, contradicts)
        # A quarantined draft under a key is stored beside the keyed memory, not over it.
        keyed = self.facts.keyed if draft.key is not None and not draft.quarantined else None
        if done.merged_into is None and draft.key is None:
            # Checked under the transaction's lock, so concurrent writers cannot both add it.
            done.merged_into = self._exact_duplicate(draft, contradicts)
        if done.merged_into is not None:
            self._merge(new, done.merged_into, merged_content)
        else:
            self._create(new, keyed, contradicts)

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

    def _revised(self, new: NewMemory, already: list[int]) -> list[int]:
        """What the session's latest write created that a revising draft takes back.

        "go with teal instead" after "orange, it pops": the earlier pick is out of date,
        though the new one does not name it. A memory of the same reply is never one.
        """
        siblings = (
            new.consolidation.siblings if isinstance(new.consolidation, DecideOffline) else ()
        )
        gone = {*already, *self.done.contradicted, *self.forgotten}
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
        draft, steps = new.draft, self.done.steps
        steps.append(
            Reinforce(
                memory_id=survivor,
                stability_factor=MERGE_GROWTH,
                confidence=draft.confidence,
                content=content,
                metadata=draft.metadata or None,
            )
        )
        self.done.reinforced.append(survivor)
        detail = {"evidence": draft.content, "content": content}
        steps.append(LogEvent(kind="memory.merged", memory=survivor, detail=detail))
        if new.vector is not None and content is not None:
            steps.append(WriteVector(memory=survivor, vector=new.vector))

    def _create(self, new: NewMemory, keyed: Memory | None, contradicts: list[int]) -> None:
        draft, now = new.draft, self.request.now
        done, steps = self.done, self.done.steps
        ref: MemoryRef
        if keyed is not None:
            ref, kind = keyed.memory_id, "memory.updated"
            steps.append(UpdateKeyed(memory_id=keyed.memory_id, draft=draft))
            done.created = overwritten(keyed, draft, now)
        else:
            ref = New()
            kind = "memory.quarantined" if draft.quarantined else "memory.created"
            done.created = new_memory(self.request, draft)
            if not draft.quarantined:
                # Room is made before the insert, among the memories that stay active.
                self._evict(contradicts)
            steps.append(InsertMemory(ref=ref, memory=done.created))
        done.created_ref = ref
        if new.vector is not None:
            steps.append(WriteVector(memory=ref, vector=new.vector))
        detail = {
            "type": str(draft.type),
            "scope": draft.scope,
            "content": draft.content,
            "source": str(draft.source),
            "produced_by": draft.produced_by,
        }
        steps.append(LogEvent(kind=kind, memory=ref, detail=detail))
        for old in contradicts:
            if old == ref:
                continue  # the keyed memory being overwritten is not its own contradiction
            steps.append(
                Deactivate(
                    memory=old,
                    status=MemoryStatus.CONTRADICTED,
                    superseded_by=ref,
                    stability_factor=CONTRADICTION_SHRINK,
                )
            )
            steps.append(LogEvent(kind="memory.contradicted", memory=old, detail={"by": ref}))
            done.contradicted.append(old)

    def _evict(self, leaving: list[int]) -> None:
        chosen = victims(
            self.facts, self.rules, self.request.now, leaving=set(leaving), incoming=[], extra=1
        )
        for victim in chosen:
            self.done.steps += eviction_steps(victim, self.rules)
        self.done.evicted += chosen

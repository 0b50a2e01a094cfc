"""The import decision: which records are new, which the user already holds, and the links.

Part of the write decision (`store.decision`), run inside the import's transaction on the
facts read there. A record is already held when the user has a memory imported from the
same `origin` (even if it was edited since), or one with the same normalised content in the
same scope, in any status (a forgotten memory stays forgotten). Held records are skipped,
so importing a file twice changes nothing. Within one file every record counts, so an
export whose history holds the same text twice (contradicted, then active again) round-trips
whole.
"""

from __future__ import annotations

from collections.abc import Collection

from imprint.store.eviction import eviction_steps, victims
from imprint.store.facts import Facts
from imprint.store.rows import normalize_content
from imprint.store.steps import (
    Decision,
    InsertMemory,
    Invalidate,
    Link,
    LogEvent,
    MemoryRef,
    New,
    Step,
    WriteVector,
)
from imprint.types import Memory, MemoryStatus
from imprint.writes import ImportMemories, WriteRules

__all__ = ["decide_import", "held"]


def held(record: Memory, facts: Facts, placed: Collection[int] = ()) -> int | None:
    """The id of the user's memory that `record` already is, or None when it is new.

    `placed` are the memories earlier batches of the same import wrote: the same text
    twice in one file is two records, so those never match by content.
    """
    if record.origin is not None and record.origin in facts.held_origins:
        return facts.held_origins[record.origin]
    found = facts.held_contents.get((normalize_content(record.content), record.scope))
    return None if found in placed else found


def decide_import(request: ImportMemories, facts: Facts, rules: WriteRules) -> Decision:
    """The steps that import the records the user does not hold yet. Pure."""
    steps: list[Step] = []
    placed: dict[int, MemoryRef] = dict(request.earlier)
    fresh: set[int] = set()
    created: list[New] = []
    order: list[MemoryRef] = []
    origins: dict[str, MemoryRef] = {}
    written = frozenset(request.earlier.values())
    for record, vector in zip(request.records, request.vectors, strict=True):
        existing: MemoryRef | None = held(record, facts, written)
        if existing is None and record.origin is not None:
            existing = origins.get(record.origin)
        if existing is not None:
            placed[record.memory_id] = existing
            order.append(existing)
            continue
        ref = New(len(created))
        created.append(ref)
        placed[record.memory_id] = ref
        if record.origin is not None:
            origins[record.origin] = ref
        fresh.add(record.memory_id)
        order.append(ref)
        steps.append(InsertMemory(ref=ref, memory=record))
        if vector is not None:
            steps.append(WriteVector(memory=ref, vector=vector))
        detail: dict[str, object] = {"from_id": record.memory_id}
        if record.origin is not None:
            detail["origin"] = record.origin
        steps.append(LogEvent(kind="memory.imported", memory=ref, detail=detail))
    for record in request.records:
        successor = record.superseded_by
        if successor is None or successor not in placed or record.memory_id not in fresh:
            continue
        steps.append(Link(memory=placed[record.memory_id], superseded_by=placed[successor]))
    for earlier, successor in request.waiting:
        if successor in fresh:
            steps.append(Link(memory=earlier, superseded_by=placed[successor]))
    incoming: list[tuple[MemoryRef, Memory]] = [
        (placed[r.memory_id], r)
        for r in request.records
        if r.memory_id in fresh and r.status is MemoryStatus.ACTIVE
    ]
    chosen = victims(facts, rules, request.now, leaving=set(), incoming=incoming, extra=0)
    for victim in chosen:
        steps += eviction_steps(victim, rules)
    if created:
        steps.append(Invalidate())
    return Decision(
        steps=tuple(steps),
        evicted=tuple(chosen),
        imported=tuple(created),
        placed=tuple(order),
    )

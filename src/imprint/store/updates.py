"""The `update_memory()` decision: new text for one memory, re-indexed, with a hashed event.

Part of the write decision (`store.decision`). Only an active or quarantined memory can be
updated (a forgotten, contradicted or evicted one is history). The event records the SHA-256
of the old and new text, never the text, so the words an update replaced do not live on in
the log; the memory's earlier events keep what they held until the user is erased.
"""

from __future__ import annotations

import dataclasses
import hashlib

from imprint.store.facts import Facts
from imprint.store.rows import from_ms, to_ms
from imprint.store.steps import (
    Decision,
    DropVector,
    EditMemory,
    Invalidate,
    LogEvent,
    Step,
    WriteVector,
)
from imprint.types import MemoryStatus
from imprint.writes import UpdateMemory

__all__ = ["EDITABLE", "content_hash", "decide_update"]

EDITABLE = frozenset({MemoryStatus.ACTIVE, MemoryStatus.QUARANTINED})
"""Statuses whose text `update_memory()` may change."""


def content_hash(text: str) -> str:
    """The SHA-256 of a memory's text, hex: what events record instead of replaced text."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def decide_update(request: UpdateMemory, facts: Facts) -> Decision:
    """The steps that give a memory new text (and metadata). Pure."""
    memory = facts.memory
    if memory is None:
        return Decision(refused="not_found")
    if memory.status not in EDITABLE:
        return Decision(updated=memory, refused="not_editable")
    metadata = memory.metadata if request.metadata is None else request.metadata
    hold = request.quarantined and memory.status is MemoryStatus.ACTIVE
    if request.content == memory.content and dict(metadata) == dict(memory.metadata) and not hold:
        return Decision(updated=memory)  # nothing changes, so nothing is logged
    now = from_ms(to_ms(request.now))
    steps: list[Step] = [
        EditMemory(
            memory_id=memory.memory_id,
            content=request.content,
            metadata=request.metadata,
            status=MemoryStatus.QUARANTINED if hold else None,
        )
    ]
    if request.content != memory.content:
        if request.vector is not None:
            steps.append(WriteVector(memory=memory.memory_id, vector=request.vector))
        else:
            steps.append(DropVector(memory_id=memory.memory_id))
    detail: dict[str, object] = {
        "old_sha256": content_hash(memory.content),
        "new_sha256": content_hash(request.content),
        "metadata_changed": dict(metadata) != dict(memory.metadata),
    }
    if hold:
        detail["quarantined"] = True
    steps.append(LogEvent(kind="memory.updated", memory=memory.memory_id, detail=detail))
    steps.append(Invalidate())
    updated = dataclasses.replace(
        memory,
        content=request.content,
        metadata=metadata,
        status=MemoryStatus.QUARANTINED if hold else memory.status,
        updated_at=now,
        last_seen_at=now,
    )
    return Decision(steps=tuple(steps), updated=updated)

"""A draft as the memory it becomes: a new row, or the keyed memory it overwrites. Pure.

Part of the write decision (`store.decision`): the turn's own memory, and what stays of a
memory a forget request names in part (`store.forgetting`), are both built here, so the
result a write reports is the row the backend inserts.
"""

from __future__ import annotations

import dataclasses
from datetime import datetime

from imprint.store.rows import from_ms, to_ms
from imprint.types import Memory, MemoryDraft, MemoryStatus
from imprint.writes import Observe

__all__ = ["new_memory", "overwritten"]


def new_memory(request: Observe, draft: MemoryDraft) -> Memory:
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
        status=MemoryStatus.QUARANTINED if draft.quarantined else MemoryStatus.ACTIVE,
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


def overwritten(keyed: Memory, draft: MemoryDraft, now: datetime) -> Memory:
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

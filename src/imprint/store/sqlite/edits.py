"""SQL for memory edits (SQLite): status and pin; each runs inside a write transaction."""

from __future__ import annotations

import sqlite3

from imprint.errors import NotFoundError
from imprint.store.sqlite.queries import get_memories, invalidate, log_event
from imprint.types import Memory, MemoryStatus

__all__ = ["set_pinned", "set_status"]


def _require(c: sqlite3.Connection, agent_id: str, user_id: str, memory_id: int) -> Memory:
    found = get_memories(c, agent_id, user_id, [memory_id])
    if not found:
        raise NotFoundError(f"no memory {memory_id!r} for user {user_id!r} of agent {agent_id!r}")
    return found[0]


def set_status(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    memory_id: int,
    status: MemoryStatus,
    now_ms: int,
    reason: str,
) -> Memory:
    """Change a memory's status, log it and invalidate the user's policies."""
    before = _require(c, agent_id, user_id, memory_id)
    c.execute(
        "UPDATE memories SET status = ?, updated_at = ? WHERE id = ?",
        (str(status), now_ms, memory_id),
    )
    log_event(
        c,
        agent_id,
        user_id,
        f"memory.{status}",
        now_ms,
        memory_id=memory_id,
        detail={"from": str(before.status), "reason": reason},
    )
    invalidate(c, agent_id, user_id)
    return _require(c, agent_id, user_id, memory_id)


def set_pinned(
    c: sqlite3.Connection, agent_id: str, user_id: str, memory_id: int, pinned: bool, now_ms: int
) -> Memory:
    """Pin or unpin a memory."""
    _require(c, agent_id, user_id, memory_id)
    c.execute(
        "UPDATE memories SET pinned = ?, updated_at = ? WHERE id = ?",
        (int(pinned), now_ms, memory_id),
    )
    log_event(
        c,
        agent_id,
        user_id,
        "memory.pinned" if pinned else "memory.unpinned",
        now_ms,
        memory_id=memory_id,
    )
    invalidate(c, agent_id, user_id)
    return _require(c, agent_id, user_id, memory_id)

"""SQL for memory edits, imports and erasing a user; each runs inside a write transaction."""

from __future__ import annotations

from typing import TYPE_CHECKING

from imprint.errors import NotFoundError
from imprint.store.postgres.queries import get_memories, user_version
from imprint.store.postgres.writes import invalidate, log_event
from imprint.types import Memory, MemoryStatus

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["forget_user", "set_pinned", "set_status"]


async def _require(c: Connection, agent_id: str, user_id: str, memory_id: int) -> Memory:
    found = await get_memories(c, agent_id, user_id, [memory_id])
    if not found:
        raise NotFoundError(f"no memory {memory_id!r} for user {user_id!r} of agent {agent_id!r}")
    return found[0]


async def set_status(
    c: Connection,
    agent_id: str,
    user_id: str,
    memory_id: int,
    status: MemoryStatus,
    now_ms: int,
    reason: str,
) -> Memory:
    """Change a memory's status, log it and invalidate the user's policies."""
    before = await _require(c, agent_id, user_id, memory_id)
    await c.execute(
        "UPDATE memories SET status = $1, updated_at = $2 WHERE id = $3",
        str(status),
        now_ms,
        memory_id,
    )
    await log_event(
        c,
        agent_id,
        user_id,
        f"memory.{status}",
        now_ms,
        memory_id=memory_id,
        detail={"from": str(before.status), "reason": reason},
    )
    await invalidate(c, agent_id, user_id)
    return await _require(c, agent_id, user_id, memory_id)


async def set_pinned(
    c: Connection, agent_id: str, user_id: str, memory_id: int, pinned: bool, now_ms: int
) -> Memory:
    """Pin or unpin a memory."""
    await _require(c, agent_id, user_id, memory_id)
    await c.execute(
        "UPDATE memories SET pinned = $1, updated_at = $2 WHERE id = $3",
        bool(pinned),
        now_ms,
        memory_id,
    )
    kind = "memory.pinned" if pinned else "memory.unpinned"
    await log_event(c, agent_id, user_id, kind, now_ms, memory_id=memory_id)
    await invalidate(c, agent_id, user_id)
    return await _require(c, agent_id, user_id, memory_id)


def _count(status: str) -> int:
    # asyncpg returns the command tag, e.g. "DELETE 3".
    return int(status.rsplit(" ", 1)[-1])


async def forget_user(c: Connection, agent_id: str, user_id: str, now_ms: int) -> int:
    """Delete all of a user's rows for the agent (vectors too), then log one event.

    The event keeps the user's last memory version, so the versions a returning user gets
    never repeat one a cache may still hold; no other row names the user afterwards.
    """
    removed = 0
    version = await user_version(c, agent_id, user_id)
    await c.execute(
        "DELETE FROM user_versions WHERE agent_id = $1 AND user_id = $2", agent_id, user_id
    )
    for table in ("vectors", "signals", "policy_cache", "feedback_loops", "episodes", "events"):
        tag = await c.execute(
            f"DELETE FROM {table} WHERE agent_id = $1 AND user_id = $2", agent_id, user_id
        )
        removed += _count(tag)
    # Break self-references first so ON DELETE SET NULL has nothing left to chase.
    await c.execute(
        "UPDATE memories SET superseded_by = NULL WHERE agent_id = $1 AND user_id = $2 "
        "AND superseded_by IS NOT NULL",
        agent_id,
        user_id,
    )
    tag = await c.execute(
        "DELETE FROM memories WHERE agent_id = $1 AND user_id = $2", agent_id, user_id
    )
    removed += _count(tag)
    detail = {"rows": removed, "version": version}
    await log_event(c, agent_id, user_id, "user.erased", now_ms, detail=detail)
    return removed

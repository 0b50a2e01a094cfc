"""Reads that look back (PostgreSQL): one memory's history, an agent's users, the agents."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from imprint.store.rows import from_ms, to_event
from imprint.types import Memory, MemoryHistory, PolicyUse, UserSummary

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["agents", "memory_history", "users"]


async def memory_history(c: Connection, memory: Memory) -> MemoryHistory:
    """`memory`'s events, and the feedback loops whose policy used it, oldest first."""
    owner = (memory.agent_id, memory.user_id)
    rows = await c.fetch(
        "SELECT * FROM events WHERE agent_id = $1 AND user_id = $2 AND memory_id = $3 ORDER BY seq",
        *owner,
        memory.memory_id,
    )
    events = tuple(to_event(r) for r in rows)
    # A loop's `used` lists [memory id, bm25 rank, dense rank] per memory the policy used.
    rows = await c.fetch(
        "SELECT l.id, l.session_id, l.opened_at, l.status, l.outcome, "
        "(u.value ->> 1)::bigint AS bm25, (u.value ->> 2)::bigint AS dense "
        "FROM feedback_loops AS l, jsonb_array_elements(l.used::jsonb) AS u (value) "
        "WHERE l.agent_id = $1 AND l.user_id = $2 AND (u.value ->> 0)::bigint = $3 "
        "ORDER BY l.id",
        *owner,
        memory.memory_id,
    )
    return MemoryHistory(memory=memory, events=events, uses=tuple(_use(r) for r in rows))


def _use(row: Any) -> PolicyUse:
    status = str(row["status"])
    return PolicyUse(
        loop_id=int(row["id"]),
        session_id=str(row["session_id"]),
        used_at=from_ms(int(row["opened_at"])),
        bm25_rank=None if row["bm25"] is None else int(row["bm25"]),
        dense_rank=None if row["dense"] is None else int(row["dense"]),
        status="open" if status == "open" else "expired" if status == "expired" else "closed",
        outcome=row["outcome"],
    )


async def users(c: Connection, agent_id: str) -> list[UserSummary]:
    """The agent's users with memories, by user id."""
    rows = await c.fetch(
        "SELECT user_id, count(*) FILTER (WHERE status = 'active') AS active, "
        "count(*) AS total, max(updated_at) AS seen FROM memories WHERE agent_id = $1 "
        "GROUP BY user_id ORDER BY user_id",
        agent_id,
    )
    return [
        UserSummary(
            user_id=str(r["user_id"]),
            active=int(r["active"]),
            total=int(r["total"]),
            last_seen_at=from_ms(int(r["seen"])),
        )
        for r in rows
    ]


async def agents(c: Connection) -> list[tuple[str, int]]:
    """Every agent with its count of active memories, by agent id."""
    rows = await c.fetch(
        "SELECT a.agent_id, (SELECT count(*) FROM memories AS m WHERE m.agent_id = a.agent_id "
        "AND m.status = 'active') AS n FROM agents AS a ORDER BY a.agent_id"
    )
    return [(str(r["agent_id"]), int(r["n"])) for r in rows]

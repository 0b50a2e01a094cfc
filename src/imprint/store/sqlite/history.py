"""Reads that look back (SQLite): one memory's history, an agent's users, the store's agents."""

from __future__ import annotations

import sqlite3

from imprint.store.rows import check_types, from_ms, to_event
from imprint.types import Memory, MemoryHistory, PolicyUse, UserSummary

__all__ = ["agents", "memory_history", "users"]


def memory_history(c: sqlite3.Connection, memory: Memory) -> MemoryHistory:
    """`memory`'s events, and the feedback loops whose policy used it, oldest first."""
    owner = (memory.agent_id, memory.user_id)
    events = [
        to_event(r)
        for r in c.execute(
            "SELECT * FROM events WHERE agent_id = ? AND user_id = ? AND memory_id = ? "
            "ORDER BY seq",
            (*owner, memory.memory_id),
        )
    ]
    # A loop's `used` lists [memory id, bm25 rank, dense rank] per memory the policy used.
    rows = c.execute(
        "SELECT l.id, l.session_id, l.opened_at, l.status, l.outcome, "
        "json_extract(u.value, '$[1]') AS bm25, json_extract(u.value, '$[2]') AS dense "
        "FROM feedback_loops AS l, json_each(l.used) AS u "
        "WHERE l.agent_id = ? AND l.user_id = ? AND json_extract(u.value, '$[0]') = ? "
        "ORDER BY l.id",
        (*owner, memory.memory_id),
    )
    uses = tuple(_use(r) for r in rows)
    return MemoryHistory(memory=memory, events=tuple(events), uses=uses)


def _use(row: sqlite3.Row) -> PolicyUse:
    check_types(row, (("id", (int,)), ("session_id", (str,)), ("status", (str,))))
    status = row["status"]
    if status not in ("open", "closed", "expired"):
        status = "closed"
    return PolicyUse(
        loop_id=row["id"],
        session_id=row["session_id"],
        used_at=from_ms(row["opened_at"]),
        bm25_rank=row["bm25"],
        dense_rank=row["dense"],
        status=status,
        outcome=row["outcome"],
    )


def users(c: sqlite3.Connection, agent_id: str) -> list[UserSummary]:
    """The agent's users with memories, by user id."""
    rows = c.execute(
        "SELECT user_id, sum(status = 'active'), count(*), max(updated_at) FROM memories "
        "WHERE agent_id = ? GROUP BY user_id ORDER BY user_id",
        (agent_id,),
    )
    return [
        UserSummary(
            user_id=str(r[0]), active=int(r[1]), total=int(r[2]), last_seen_at=from_ms(r[3])
        )
        for r in rows
    ]


def agents(c: sqlite3.Connection) -> list[tuple[str, int]]:
    """Every agent with its count of active memories, by agent id."""
    rows = c.execute(
        "SELECT a.agent_id, (SELECT count(*) FROM memories AS m WHERE m.agent_id = a.agent_id "
        "AND m.status = 'active') FROM agents AS a ORDER BY a.agent_id"
    )
    return [(str(r[0]), int(r[1])) for r in rows]

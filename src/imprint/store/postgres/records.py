"""SQL for pending signals, the event log, episodes and learned state (PostgreSQL)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from imprint.errors import SchemaError
from imprint.store.postgres.writes import invalidate, log_event
from imprint.store.rows import to_episode, to_event, to_pending
from imprint.types import Episode, Event, PendingSignal

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = [
    "add_episode",
    "claim_pending",
    "episodes",
    "events",
    "integrity_problems",
    "load_state",
    "pending_signals",
    "record_attempt",
    "release_pending",
    "save_state",
]


async def pending_signals(c: Connection, agent_id: str, limit: int) -> list[PendingSignal]:
    """Observations waiting for reprocessing, oldest first."""
    rows = await c.fetch(
        "SELECT * FROM signals WHERE agent_id = $1 AND status = 'pending' ORDER BY id LIMIT $2",
        agent_id,
        int(limit),
    )
    return [to_pending(r) for r in rows]


async def record_attempt(
    c: Connection, agent_id: str, signal_id: int, error: str, now_ms: int
) -> None:
    """Note a failed reprocessing attempt on a pending signal."""
    await c.execute(
        "UPDATE signals SET attempts = attempts + 1, error = $1, updated_at = $2, "
        "lease_holder = NULL, lease_until = NULL "
        "WHERE id = $3 AND agent_id = $4 AND status = 'pending'",
        error,
        now_ms,
        signal_id,
        agent_id,
    )


async def claim_pending(
    c: Connection, agent_id: str, holder: str, now_ms: int, until_ms: int, limit: int
) -> list[PendingSignal]:
    """Claim up to `limit` pending observations no one holds; oldest first.

    `SKIP LOCKED`: a concurrent claimer passes over the rows this one is taking.
    """
    rows = await c.fetch(
        "UPDATE signals SET lease_holder = $1, lease_until = $2 WHERE id IN ("
        " SELECT id FROM signals WHERE agent_id = $3 AND status = 'pending'"
        " AND (lease_until IS NULL OR lease_until <= $4) ORDER BY id LIMIT $5"
        " FOR UPDATE SKIP LOCKED"
        ") RETURNING *",
        holder,
        until_ms,
        agent_id,
        now_ms,
        int(limit),
    )
    return sorted((to_pending(r) for r in rows), key=lambda p: p.signal_id)


async def release_pending(c: Connection, agent_id: str, signal_ids: list[int], holder: str) -> None:
    """End `holder`'s claims on these observations."""
    await c.execute(
        "UPDATE signals SET lease_holder = NULL, lease_until = NULL "
        "WHERE agent_id = $1 AND lease_holder = $2 AND id = ANY($3::bigint[])",
        agent_id,
        holder,
        signal_ids,
    )


async def events(
    c: Connection, agent_id: str, user_id: str, after_seq: int, limit: int
) -> list[Event]:
    """A user's event log, oldest first, after a sequence number."""
    rows = await c.fetch(
        "SELECT * FROM events WHERE agent_id = $1 AND user_id = $2 AND seq > $3 "
        "ORDER BY seq LIMIT $4",
        agent_id,
        user_id,
        int(after_seq),
        int(limit),
    )
    return [to_event(r) for r in rows]


async def add_episode(
    c: Connection,
    agent_id: str,
    user_id: str,
    *,
    session_id: str | None,
    goal: str,
    turns: int,
    outcome: str,
    summary: str | None,
    now_ms: int,
) -> Episode:
    """Record a finished session, log it and invalidate the user's policies."""
    row = await c.fetchrow(
        "INSERT INTO episodes (agent_id, user_id, session_id, goal, turns, outcome, summary, "
        "created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *",
        agent_id,
        user_id,
        session_id,
        goal,
        turns,
        outcome,
        summary,
        now_ms,
    )
    assert row is not None
    detail = {"episode_id": int(row["id"])}
    await log_event(c, agent_id, user_id, "episode.recorded", now_ms, detail=detail)
    await invalidate(c, agent_id, user_id)
    return to_episode(row)


async def episodes(c: Connection, agent_id: str, user_id: str, limit: int) -> list[Episode]:
    """The user's most recent episodes, newest first."""
    rows = await c.fetch(
        "SELECT * FROM episodes WHERE agent_id = $1 AND user_id = $2 ORDER BY id DESC LIMIT $3",
        agent_id,
        user_id,
        int(limit),
    )
    return [to_episode(r) for r in rows]


async def load_state(c: Connection, agent_id: str, name: str) -> dict[str, Any] | None:
    """Learned state saved as JSON, or None."""
    text = await c.fetchval(
        "SELECT state FROM learned_state WHERE agent_id = $1 AND name = $2", agent_id, name
    )
    if text is None:
        return None
    value = json.loads(text)
    if not isinstance(value, dict):
        raise SchemaError(f"learned state {name!r} of agent {agent_id!r} is not an object")
    return value


async def save_state(
    c: Connection, agent_id: str, name: str, state: dict[str, Any], now_ms: int
) -> None:
    """Save learned state as JSON, updating the row in place."""
    await c.execute(
        "INSERT INTO learned_state (agent_id, name, state, updated_at) VALUES ($1, $2, $3, $4) "
        "ON CONFLICT (agent_id, name) DO UPDATE SET state = excluded.state, "
        "updated_at = excluded.updated_at",
        agent_id,
        name,
        json.dumps(state, sort_keys=True, allow_nan=False),
        now_ms,
    )


async def integrity_problems(c: Connection) -> list[str]:
    """Rows whose owner disagrees with the memory they belong to; empty when sound."""
    problems: list[str] = []
    rows = await c.fetch(
        "SELECT v.memory_id FROM vectors AS v JOIN memories AS m ON m.id = v.memory_id "
        "WHERE v.agent_id <> m.agent_id OR v.user_id <> m.user_id "
        "OR cardinality(v.embedding) <> v.dim ORDER BY v.memory_id LIMIT 100"
    )
    problems += [f"vector of memory {r['memory_id']} disagrees with its memory" for r in rows]
    rows = await c.fetch(
        "SELECT m.id FROM memories AS m JOIN memories AS s ON s.id = m.superseded_by "
        "WHERE s.agent_id <> m.agent_id OR s.user_id <> m.user_id ORDER BY m.id LIMIT 100"
    )
    problems += [f"memory {r['id']} is superseded by another user's memory" for r in rows]
    rows = await c.fetch(
        "SELECT s.id FROM signals AS s JOIN memories AS m ON m.id = s.memory_id "
        "WHERE s.agent_id <> m.agent_id OR s.user_id <> m.user_id ORDER BY s.id LIMIT 100"
    )
    problems += [f"signal {r['id']} points at another user's memory" for r in rows]
    return problems

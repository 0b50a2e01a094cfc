"""SQL for feedback loops and for applying their learning to memories (PostgreSQL)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

from imprint.store.postgres.writes import invalidate, log_event
from imprint.store.rows import to_loop
from imprint.types import FeedbackLoop

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["apply_outcome", "expire_loops", "find_open_loop", "open_loop"]


async def open_loop(
    c: Connection,
    agent_id: str,
    user_id: str,
    session_id: str,
    used: Sequence[tuple[int, int | None, int | None]],
    alpha: float | None,
    now_ms: int,
) -> int:
    """Open (or refresh) the loop for (agent, user, session); return its id.

    One loop stays open per session: a second policy before the next turn replaces what
    the loop records instead of opening another.
    """
    payload = json.dumps([list(u) for u in used])
    loop_id = await c.fetchval(
        "SELECT id FROM feedback_loops WHERE agent_id = $1 AND user_id = $2 AND session_id = $3 "
        "AND status = 'open' ORDER BY id DESC LIMIT 1",
        agent_id,
        user_id,
        session_id,
    )
    if loop_id is not None:
        await c.execute(
            "UPDATE feedback_loops SET used = $1, alpha = $2, opened_at = $3 WHERE id = $4",
            payload,
            alpha,
            now_ms,
            loop_id,
        )
        return int(loop_id)
    new_id = await c.fetchval(
        "INSERT INTO feedback_loops (agent_id, user_id, session_id, status, used, alpha, "
        "opened_at) VALUES ($1, $2, $3, 'open', $4, $5, $6) RETURNING id",
        agent_id,
        user_id,
        session_id,
        payload,
        alpha,
        now_ms,
    )
    return int(new_id)


async def find_open_loop(
    c: Connection, agent_id: str, user_id: str, session_id: str
) -> FeedbackLoop | None:
    """The open loop for (agent, user, session), if any."""
    row = await c.fetchrow(
        "SELECT * FROM feedback_loops WHERE agent_id = $1 AND user_id = $2 AND session_id = $3 "
        "AND status = 'open' ORDER BY id DESC LIMIT 1",
        agent_id,
        user_id,
        session_id,
    )
    return None if row is None else to_loop(row)


async def expire_loops(
    c: Connection,
    agent_id: str,
    user_id: str,
    opened_before_ms: int,
    now_ms: int,
    *,
    limit: int = 100,
) -> list[FeedbackLoop]:
    """Mark the user's loops left open past the timeout as expired; return them."""
    rows = await c.fetch(
        "UPDATE feedback_loops SET status = 'expired', closed_at = $1 WHERE id IN ("
        "SELECT id FROM feedback_loops WHERE agent_id = $2 AND user_id = $3 AND status = 'open' "
        "AND opened_at < $4 ORDER BY id LIMIT $5) RETURNING *",
        now_ms,
        agent_id,
        user_id,
        opened_before_ms,
        limit,
    )
    loops = sorted((to_loop(r) for r in rows), key=lambda loop: loop.loop_id)
    for loop in loops:
        await log_event(
            c, agent_id, loop.user_id, "loop.expired", now_ms, detail={"loop_id": loop.loop_id}
        )
    return loops


async def apply_outcome(
    c: Connection,
    agent_id: str,
    user_id: str,
    factors: Sequence[tuple[int, float]],
    touched: Sequence[int],
    now_ms: int,
) -> None:
    """Multiply stabilities by their factors and mark `touched` memories as used now.

    Changed stabilities change rankings, so they invalidate the user's cached policies;
    marking memories as used alone does not.
    """
    if any(factor != 1.0 for _, factor in factors):
        await invalidate(c, agent_id, user_id)
        await log_event(
            c,
            agent_id,
            user_id,
            "memory.stability",
            now_ms,
            detail={"factors": [[m, f] for m, f in factors]},
        )
    for memory_id, factor in factors:
        await c.execute(
            "UPDATE memories SET stability = stability * $1 WHERE id = $2 AND agent_id = $3 "
            "AND user_id = $4",
            factor,
            memory_id,
            agent_id,
            user_id,
        )
    if touched:
        await c.execute(
            "UPDATE memories SET last_seen_at = $1 WHERE agent_id = $2 AND user_id = $3 "
            "AND id = ANY($4::bigint[])",
            now_ms,
            agent_id,
            user_id,
            list(touched),
        )

"""SQL for feedback loops and for applying their learning to memories."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence

from imprint.store.rows import to_loop
from imprint.store.sqlite.queries import in_chunks, invalidate, log_event
from imprint.types import FeedbackLoop

__all__ = ["apply_outcome", "expire_loops", "find_open_loop", "open_loop"]


def open_loop(
    c: sqlite3.Connection,
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
    row = c.execute(
        "SELECT id FROM feedback_loops WHERE agent_id = ? AND user_id = ? AND session_id = ? "
        "AND status = 'open' ORDER BY id DESC LIMIT 1",
        (agent_id, user_id, session_id),
    ).fetchone()
    if row is not None:
        c.execute(
            "UPDATE feedback_loops SET used = ?, alpha = ?, opened_at = ? WHERE id = ?",
            (payload, alpha, now_ms, row[0]),
        )
        return int(row[0])
    cur = c.execute(
        "INSERT INTO feedback_loops (agent_id, user_id, session_id, status, used, alpha, "
        "opened_at) VALUES (?, ?, ?, 'open', ?, ?, ?)",
        (agent_id, user_id, session_id, payload, alpha, now_ms),
    )
    return int(cur.lastrowid or 0)


def find_open_loop(
    c: sqlite3.Connection, agent_id: str, user_id: str, session_id: str
) -> FeedbackLoop | None:
    """The open loop for (agent, user, session), if any."""
    row = c.execute(
        "SELECT * FROM feedback_loops WHERE agent_id = ? AND user_id = ? AND session_id = ? "
        "AND status = 'open' ORDER BY id DESC LIMIT 1",
        (agent_id, user_id, session_id),
    ).fetchone()
    return None if row is None else to_loop(row)


def expire_loops(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    opened_before_ms: int,
    now_ms: int,
    *,
    limit: int = 100,
) -> list[FeedbackLoop]:
    """Mark the user's loops left open past the timeout as expired; return them.

    Only the caller's own user: one user's call never changes another user's loops.
    """
    rows = c.execute(
        "SELECT * FROM feedback_loops WHERE agent_id = ? AND user_id = ? AND status = 'open' "
        "AND opened_at < ? ORDER BY id LIMIT ?",
        (agent_id, user_id, opened_before_ms, limit),
    ).fetchall()
    loops = [to_loop(r) for r in rows]
    for loop in loops:
        c.execute(
            "UPDATE feedback_loops SET status = 'expired', closed_at = ? WHERE id = ?",
            (now_ms, loop.loop_id),
        )
        log_event(
            c, agent_id, loop.user_id, "loop.expired", now_ms, detail={"loop_id": loop.loop_id}
        )
    return loops


def apply_outcome(
    c: sqlite3.Connection,
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
        invalidate(c, agent_id, user_id)
        log_event(
            c,
            agent_id,
            user_id,
            "memory.stability",
            now_ms,
            detail={"factors": [[m, f] for m, f in factors]},
        )
    for memory_id, factor in factors:
        c.execute(
            "UPDATE memories SET stability = stability * ? WHERE id = ? AND agent_id = ? "
            "AND user_id = ?",
            (factor, memory_id, agent_id, user_id),
        )
    for chunk, marks in in_chunks(touched):
        c.execute(
            # NOT INDEXED: the id list is the cheap path; the owner index walks every row
            # of a large user (the planner has no statistics to know better).
            f"UPDATE memories NOT INDEXED SET last_seen_at = ? WHERE agent_id = ? "
            f"AND user_id = ? AND id IN ({marks})",
            [now_ms, agent_id, user_id, *chunk],
        )

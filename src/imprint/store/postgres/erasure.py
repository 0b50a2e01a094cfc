"""Erasing one memory's text on PostgreSQL (`steps.Forget`), inside the write transaction.

The old row versions go at once for every reader; their bytes stay in the table and index
files as dead tuples until VACUUM FULL rewrites them (plain VACUUM makes the space reusable
but leaves the bytes), and in the WAL, replicas and backups until those expire: see the
README.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["forget_memory"]


async def forget_memory(
    c: Connection, agent_id: str, user_id: str, memory_id: int, now_ms: int
) -> bool:
    """Blank the memory's text, delete its vector, blank the turns and events about it.

    False (and nothing changed) when the user has no such memory. See `store.steps.Forget`.
    """
    owned = await c.fetchval(
        "SELECT 1 FROM memories WHERE id = $3 AND agent_id = $1 AND user_id = $2",
        agent_id,
        user_id,
        memory_id,
    )
    if owned is None:
        return False
    # The turn that produced it, wherever the user's signals keep that same reply.
    await c.execute(
        "UPDATE signals SET agent_output = '', user_response = '' "
        "WHERE agent_id = $1 AND user_id = $2 AND (memory_id = $3 OR (user_response <> '' "
        "AND user_response IN (SELECT user_response FROM signals WHERE agent_id = $1 "
        "AND user_id = $2 AND memory_id = $3)))",
        agent_id,
        user_id,
        memory_id,
    )
    await c.execute(
        "UPDATE events SET detail = '{}' WHERE agent_id = $1 AND user_id = $2 AND memory_id = $3",
        agent_id,
        user_id,
        memory_id,
    )
    await c.execute("DELETE FROM vectors WHERE memory_id = $1", memory_id)
    await c.execute(
        "UPDATE memories SET status = 'forgotten', content = '', norm = '', terms = '', "
        "subject = NULL, updated_at = $2 WHERE id = $1",
        memory_id,
        now_ms,
    )
    return True

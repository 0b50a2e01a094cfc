"""Erasing one memory's or one turn's text on PostgreSQL, inside the write transaction.

`steps.Forget` and `steps.ForgetTurn`. The old row versions go at once for every reader;
their bytes stay in the table and index files as dead tuples until VACUUM FULL rewrites
them (plain VACUUM makes the space reusable but leaves the bytes), and in the WAL,
replicas and backups until those expire: see the README.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from imprint.store.facts import SpokenTurn

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["forget_memory", "forget_turn", "spoken_turns"]


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


async def spoken_turns(
    c: Connection, agent_id: str, user_id: str, words: Sequence[str], newest: int
) -> tuple[SpokenTurn, ...]:
    """The user's turns, kept with their signals, that hold any of `words`, and the newest.

    `words` are lower case; the decision's own matching narrows what this finds
    (`WriteRules.forgets`).
    """
    said = "(user_response <> '' OR agent_output <> '')"
    rows = list(
        await c.fetch(
            "SELECT id, agent_output, user_response FROM signals "
            f"WHERE agent_id = $1 AND user_id = $2 AND {said} AND EXISTS (SELECT 1 FROM "
            "unnest($3::text[]) AS w WHERE strpos(lower(user_response), w) > 0 "
            "OR strpos(lower(agent_output), w) > 0)",
            agent_id,
            user_id,
            list(words),
        )
        if words
        else []
    )
    rows += await c.fetch(
        "SELECT id, agent_output, user_response FROM signals "
        f"WHERE agent_id = $1 AND user_id = $2 AND {said} ORDER BY id DESC LIMIT $3",
        agent_id,
        user_id,
        newest,
    )
    turns = {
        int(r["id"]): SpokenTurn(
            signal_id=int(r["id"]),
            agent_output=r["agent_output"],
            user_response=r["user_response"],
        )
        for r in rows
    }
    return tuple(turns[i] for i in sorted(turns))


async def forget_turn(c: Connection, agent_id: str, user_id: str, signal_id: int) -> bool:
    """Blank one signal's turn text; False if the user has no such signal with text."""
    done = await c.fetchval(
        "UPDATE signals SET agent_output = '', user_response = '' "
        "WHERE id = $3 AND agent_id = $1 AND user_id = $2 "
        "AND (agent_output <> '' OR user_response <> '') RETURNING id",
        agent_id,
        user_id,
        signal_id,
    )
    return done is not None

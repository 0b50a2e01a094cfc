"""Erasing one memory's or one turn's text on PostgreSQL, inside the write transaction.

`steps.Forget` and `steps.ForgetTexts`. The old row versions go at once for every reader;
their bytes stay in the table and index files as dead tuples until VACUUM FULL rewrites
them (plain VACUUM makes the space reusable but leaves the bytes), and in the WAL,
replicas and backups until those expire: see the README.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from imprint.store.facts import KeptDetail, KeptText, KeptTurn

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["forget_memory", "forget_texts", "kept_texts"]


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


async def kept_texts(
    c: Connection, agent_id: str, user_id: str, stems: Sequence[str], newest: int
) -> tuple[KeptText, ...]:
    """The user's kept turns and event details holding any of `stems`, and the newest turns.

    A superset for the decision to narrow (`store/forgetting.py`). Every kept turn and
    detail of the user is scanned: a forget request is rare, and a turn beyond any bound
    would keep what the user asked to have gone.
    """
    said = "(user_response <> '' OR agent_output <> '')"
    turns = list(
        await c.fetch(
            "SELECT id, agent_output, user_response FROM (SELECT id, agent_output, "
            "user_response, lower(agent_output || chr(10) || user_response) AS t FROM signals "
            f"WHERE agent_id = $1 AND user_id = $2 AND {said}) AS s "
            "WHERE EXISTS (SELECT 1 FROM unnest($3::text[]) AS w WHERE strpos(s.t, w) > 0)",
            agent_id,
            user_id,
            list(stems),
        )
    )
    turns += await c.fetch(
        "SELECT id, agent_output, user_response FROM signals "
        f"WHERE agent_id = $1 AND user_id = $2 AND {said} ORDER BY id DESC LIMIT $3",
        agent_id,
        user_id,
        newest,
    )
    details = await c.fetch(
        "SELECT seq, detail FROM (SELECT seq, detail, lower(detail) AS t FROM events "
        "WHERE agent_id = $1 AND user_id = $2 AND detail <> '{}') AS e "
        "WHERE EXISTS (SELECT 1 FROM unnest($3::text[]) AS w WHERE strpos(e.t, w) > 0) "
        "ORDER BY seq",
        agent_id,
        user_id,
        list(stems),
    )
    by_id = {int(r["id"]): (r["agent_output"], r["user_response"]) for r in turns}
    found: list[KeptText] = [
        KeptTurn(signal_id=i, agent_output=by_id[i][0], user_response=by_id[i][1])
        for i in sorted(by_id)
    ]
    found += [KeptDetail(event_id=int(r["seq"]), detail=r["detail"]) for r in details]
    return tuple(found)


async def forget_texts(
    c: Connection, agent_id: str, user_id: str, signals: Sequence[int], events: Sequence[int]
) -> None:
    """Blank these turns' text and these events' detail (ids the user does not own: none)."""
    if signals:
        await c.execute(
            "UPDATE signals SET agent_output = '', user_response = '' "
            "WHERE id = ANY($3::bigint[]) AND agent_id = $1 AND user_id = $2",
            agent_id,
            user_id,
            list(signals),
        )
    if events:
        await c.execute(
            "UPDATE events SET detail = '{}' "
            "WHERE seq = ANY($3::bigint[]) AND agent_id = $1 AND user_id = $2",
            agent_id,
            user_id,
            list(events),
        )

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
from imprint.store.forgetting import candidates

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["forget_memory", "forget_texts", "kept_texts", "stem_filter"]


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


def stem_filter(expression: str, stems: Sequence[str], param: int) -> tuple[str, list[object]]:
    """A WHERE condition keeping rows whose `expression` may hold a stem, and its argument.

    The argument, if any, is parameter `param`. ASCII stems are searched in SQL; a text
    holding any other character is kept too, since `lower()` may not fold it as Python does
    ("Stra\u00dfe" folds to "strasse"). With a stem that is not ASCII, or none, every row
    is read. `forgetting.candidates` then narrows them.
    """
    if stems and all(stem.isascii() for stem in stems):
        held = (
            f"(EXISTS (SELECT 1 FROM unnest(${param}::text[]) AS w "
            f"WHERE strpos(lower({expression}), w) > 0) "
            f"OR octet_length({expression}) <> char_length({expression}))"
        )
        return held, [list(stems)]
    return "TRUE", []


async def kept_texts(
    c: Connection, agent_id: str, user_id: str, stems: Sequence[str], newest: int
) -> tuple[KeptText, ...]:
    """The user's kept turns and event details that may hold a stem, and the newest turns.

    With no stems, all of them. A superset for the decision to narrow
    (`store/forgetting.py`). Every kept turn and detail of the user is scanned: a forget
    request is rare, and a turn beyond any bound would keep what the user asked to have
    gone.
    """
    said = "(user_response <> '' OR agent_output <> '')"
    held, args = stem_filter("agent_output || chr(10) || user_response", stems, 3)
    found = await c.fetch(
        "SELECT id, agent_output, user_response FROM signals "
        f"WHERE agent_id = $1 AND user_id = $2 AND {said} AND {held}",
        agent_id,
        user_id,
        *args,
    )
    newer = await c.fetch(
        "SELECT id, agent_output, user_response FROM signals "
        f"WHERE agent_id = $1 AND user_id = $2 AND {said} ORDER BY id DESC LIMIT $3",
        agent_id,
        user_id,
        newest,
    )
    turns = candidates(
        found,
        newer,
        stems,
        key=lambda r: int(r["id"]),
        text=lambda r: f"{r['agent_output']}\n{r['user_response']}",
    )
    held, args = stem_filter("detail", stems, 3)
    # `user.erased` holds the version a later cache check reads, never the user's words.
    noted = await c.fetch(
        "SELECT seq, detail FROM events WHERE agent_id = $1 AND user_id = $2 "
        f"AND detail <> '{{}}' AND kind <> 'user.erased' AND {held}",
        agent_id,
        user_id,
        *args,
    )
    details = candidates(
        noted, (), stems, key=lambda r: int(r["seq"]), text=lambda r: str(r["detail"])
    )
    kept: list[KeptText] = [
        KeptTurn(
            signal_id=int(r["id"]), agent_output=r["agent_output"], user_response=r["user_response"]
        )
        for r in turns
    ]
    kept += [KeptDetail(event_id=int(r["seq"]), detail=r["detail"]) for r in details]
    return tuple(kept)


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

"""Which of an import's records a user already holds (PostgreSQL): read under the lock."""

from __future__ import annotations

from typing import TYPE_CHECKING

from imprint.store.facts import ImportLookup

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["held_records"]


async def held_records(
    c: Connection, agent_id: str, user_id: str, lookup: ImportLookup
) -> tuple[dict[tuple[str, str], int], dict[str, int]]:
    """Which of an import's contents and origins the user holds (lowest id first)."""
    wanted = set(lookup.contents)
    rows = await c.fetch(
        "SELECT norm, scope, min(id) AS id FROM memories WHERE agent_id = $1 AND user_id = $2 "
        "AND norm = ANY($3::text[]) GROUP BY norm, scope",
        agent_id,
        user_id,
        list(dict.fromkeys(norm for norm, _ in lookup.contents)),
    )
    contents = {
        (str(r["norm"]), str(r["scope"])): int(r["id"])
        for r in rows
        if (r["norm"], r["scope"]) in wanted
    }
    origins: dict[str, int] = {}
    if lookup.origins:
        rows = await c.fetch(
            "SELECT origin, min(id) AS id FROM memories WHERE agent_id = $1 AND user_id = $2 "
            "AND origin = ANY($3::text[]) GROUP BY origin",
            agent_id,
            user_id,
            list(lookup.origins),
        )
        origins = {str(r["origin"]): int(r["id"]) for r in rows}
    return contents, origins

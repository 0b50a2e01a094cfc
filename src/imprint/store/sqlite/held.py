"""Which of an import's records a user already holds (SQLite): read under the write's lock."""

from __future__ import annotations

import sqlite3

from imprint.store.facts import ImportLookup
from imprint.store.sqlite.queries import in_chunks

__all__ = ["held_records"]


def held_records(
    c: sqlite3.Connection, agent_id: str, user_id: str, lookup: ImportLookup
) -> tuple[dict[tuple[str, str], int], dict[str, int]]:
    """Which of an import's contents and origins the user holds (lowest id first)."""
    contents: dict[tuple[str, str], int] = {}
    wanted = set(lookup.contents)
    norms = list(dict.fromkeys(norm for norm, _ in lookup.contents))
    for chunk, marks in in_chunks(norms):
        rows = c.execute(
            f"SELECT norm, scope, min(id) FROM memories WHERE agent_id = ? AND user_id = ? "
            f"AND norm IN ({marks}) GROUP BY norm, scope",
            [agent_id, user_id, *chunk],
        )
        contents.update(((str(r[0]), str(r[1])), int(r[2])) for r in rows if (r[0], r[1]) in wanted)
    origins: dict[str, int] = {}
    names = list(lookup.origins)
    for chunk, marks in in_chunks(names):
        rows = c.execute(
            f"SELECT origin, min(id) FROM memories WHERE agent_id = ? AND user_id = ? "
            f"AND origin IN ({marks}) GROUP BY origin",
            [agent_id, user_id, *chunk],
        )
        origins.update((str(r[0]), int(r[1])) for r in rows)
    return contents, origins

"""Synchronous SQL on the connection thread: events, versions, memory reads, cache, upkeep.

An agent's configuration is in `agents.py`, memory edits in `edits.py`; one function per
store operation.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from typing import Any, TypeVar

from imprint.store.rows import (
    MEMORY_COLUMNS,
    damaged,
    memory_source,
    memory_type,
    to_memory,
)
from imprint.store.sqlite.driver import DRIVER
from imprint.store.sqlite.fts import match_expression
from imprint.store.terms import owner_prefix
from imprint.types import (
    Memory,
    MemoryStatus,
    MemoryType,
    MetadataFilter,
    MetadataValue,
)
from imprint.writes import CandidateMemory

__all__ = [
    "cache_get",
    "cache_put",
    "consolidation_candidates",
    "get_memories",
    "integrity_problems",
    "invalidate",
    "log_event",
    "memory_filter",
    "owned_ids",
    "search_text",
    "stats",
    "user_version",
]


def _placeholders(values: Sequence[Any]) -> str:
    return ", ".join("?" for _ in values)


_T = TypeVar("_T")

_IN_CHUNK = 500
"""Values bound in one `IN (...)` list: below SQLite's bound-parameter limit on old builds."""


def in_chunks(values: Sequence[_T]) -> Iterator[tuple[Sequence[_T], str]]:
    """`values` in slices small enough to bind, each with its `?, ?, ...` placeholders."""
    for start in range(0, len(values), _IN_CHUNK):
        chunk = values[start : start + _IN_CHUNK]
        yield chunk, _placeholders(chunk)


_DETAIL = json.JSONEncoder(ensure_ascii=False)
"""`json.dumps(..., ensure_ascii=False)` without building an encoder for every event."""


def log_event(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    kind: str,
    now_ms: int,
    *,
    memory_id: int | None = None,
    detail: dict[str, Any] | None = None,
) -> int:
    """Append one event; return its sequence number."""
    cur = c.execute(
        "INSERT INTO events (agent_id, user_id, kind, memory_id, detail, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (agent_id, user_id, kind, memory_id, _DETAIL.encode(detail or {}), now_ms),
    )
    return int(cur.lastrowid or 0)


def invalidate(c: sqlite3.Connection, agent_id: str, user_id: str) -> None:
    """Bump the user's memory version and drop their cached policies.

    A user's first version is 1, or for an erased user one more than the version the
    erasure recorded (`user.erased`), so a cache filled before the erasure never matches.
    """
    owner = (agent_id, user_id)
    bumped = c.execute(
        "UPDATE user_versions SET version = version + 1 WHERE agent_id = ? AND user_id = ?", owner
    )
    if not bumped.rowcount:
        c.execute(
            "INSERT INTO user_versions (agent_id, user_id, version) VALUES (?, ?, 1 + coalesce("
            "(SELECT max(CASE WHEN json_valid(detail) THEN"
            " CAST(json_extract(detail, '$.version') AS INTEGER) END)"
            " FROM events WHERE agent_id = ? AND user_id = ? AND kind = 'user.erased'), 0))",
            (*owner, *owner),
        )
    c.execute("DELETE FROM policy_cache WHERE agent_id = ? AND user_id = ?", owner)


# -- memory reads ---------------------------------------------------------------------------


def memory_filter(
    agent_id: str,
    user_id: str,
    statuses: Sequence[MemoryStatus] | None,
    scopes: Sequence[str] | None,
    types: Sequence[MemoryType] | None,
    *,
    alias: str = "",
    metadata: MetadataFilter | None = None,
) -> tuple[str, list[Any]]:
    """A WHERE clause (and its parameters) confining rows to one agent and user."""
    p = f"{alias}." if alias else ""
    clauses = [f"{p}agent_id = ?", f"{p}user_id = ?"]
    params: list[Any] = [agent_id, user_id]
    for column, values in (("status", statuses), ("scope", scopes), ("type", types)):
        if values is None:
            continue
        items = [str(v) for v in values]
        if not items:
            clauses.append("0")
            continue
        clauses.append(f"{p}{column} IN ({_placeholders(items)})")
        params.extend(items)
    for name, wanted in metadata or ():
        options = [_metadata_test(p, name, value, params) for value in wanted]
        clauses.append(f"({' OR '.join(options)})")
    return " AND ".join(clauses), params


def _metadata_test(p: str, name: str, value: MetadataValue, params: list[Any]) -> str:
    """One `name = value` test on the metadata JSON; bools are not numbers, 1 equals 1.0."""
    path = f'$."{name}"'  # names are letters, digits and _.:- only (validation)
    if isinstance(value, bool):
        params.append(path)
        return f"json_type({p}metadata, ?) = '{'true' if value else 'false'}'"
    params += [path, path, value]
    if isinstance(value, str):
        return f"(json_type({p}metadata, ?) = 'text' AND json_extract({p}metadata, ?) = ?)"
    return (
        f"(json_type({p}metadata, ?) IN ('integer', 'real') AND json_extract({p}metadata, ?) = ?)"
    )


def get_memories(
    c: sqlite3.Connection, agent_id: str, user_id: str, ids: Sequence[int]
) -> list[Memory]:
    """Memories by id, only those owned by the agent and user, in the order given."""
    found: dict[int, Memory] = {}
    for chunk, marks in in_chunks(ids):
        # NOT INDEXED leaves only rowid lookups: without statistics the planner would
        # rather walk the owner index, every row of the user (6 ms at 100,000 memories).
        rows = c.execute(
            f"SELECT {MEMORY_COLUMNS} FROM memories NOT INDEXED WHERE agent_id = ? "
            f"AND user_id = ? AND id IN ({marks})",
            [agent_id, user_id, *chunk],
        )
        found.update((r["id"], to_memory(r)) for r in rows)
    return [found[i] for i in ids if i in found]


def owned_ids(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    ids: Sequence[int],
    statuses: Sequence[MemoryStatus] | None,
    scopes: Sequence[str] | None,
    metadata: MetadataFilter | None = None,
) -> set[int]:
    """Those of `ids` that are the agent's and user's memories and pass the filters."""
    return set(_owned_rows(c, agent_id, user_id, ids, statuses, scopes, "id", metadata))


def _owned_rows(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    ids: Sequence[int],
    statuses: Sequence[MemoryStatus] | None,
    scopes: Sequence[str] | None,
    columns: str,
    metadata: MetadataFilter | None = None,
) -> dict[int, Any]:
    """`columns` (the first being `id`) of those of `ids` that are owned and pass the filters."""
    where, params = memory_filter(agent_id, user_id, statuses, scopes, None, metadata=metadata)
    found: dict[int, Any] = {}
    for chunk, marks in in_chunks(ids):
        # NOT INDEXED: looked up by rowid, as in get_memories.
        found.update(
            (int(r[0]), r)
            for r in c.execute(
                f"SELECT {columns} FROM memories NOT INDEXED WHERE {where} AND id IN ({marks})",
                [*params, *chunk],
            )
        )
    return found


def _ranked_rows(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    query: str,
    limit: int,
    scopes: Sequence[str] | None,
    statuses: Sequence[MemoryStatus] | None,
    columns: str,
    metadata: MetadataFilter | None = None,
) -> list[tuple[Any, float]]:
    """(row of `columns`, BM25 score) for the user's best matches, best first.

    The index ranks first (MATCH only sees the owner's prefixed terms); ownership, status
    and scope are then checked on the best `depth` rows alone. Joining every match to
    `memories` before ranking looked up each matching row and doubled the cost for a user
    with 100,000 memories. When the filters reject too many, `depth` grows until `limit`
    rows pass or the matches run out, so the result equals the join's.
    """
    match = match_expression(query, owner_prefix(agent_id, user_id))
    if match is None or limit <= 0:
        return []
    depth = 2 * int(limit) + 8
    while True:
        ranked = c.execute(
            "SELECT rowid, bm25(memories_fts) AS score FROM memories_fts "
            "WHERE memories_fts MATCH ? ORDER BY score, rowid LIMIT ?",
            (match, depth),
        ).fetchall()
        ids = [int(r[0]) for r in ranked]
        rows = _owned_rows(c, agent_id, user_id, ids, statuses, scopes, columns, metadata)
        # bm25() is negative with lower better; flip it so higher is better everywhere.
        hits = [(rows[int(r[0])], -float(r[1])) for r in ranked if int(r[0]) in rows]
        if len(hits) >= limit or len(ranked) < depth:
            return hits[:limit]
        depth *= 4


def search_text(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    query: str,
    limit: int,
    scopes: Sequence[str] | None,
    statuses: Sequence[MemoryStatus] | None,
    metadata: MetadataFilter | None = None,
) -> list[tuple[int, float]]:
    """BM25 over one user's memories, confined to the user inside MATCH and in SQL."""
    ranked = _ranked_rows(c, agent_id, user_id, query, limit, scopes, statuses, "id", metadata)
    return [(int(row[0]), score) for row, score in ranked]


def consolidation_candidates(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    query: str,
    limit: int,
    scopes: Sequence[str] | None,
) -> list[CandidateMemory]:
    """The user's active memories nearest to `query` by BM25, best first, as compared.

    One lookup per ranked row both checks it and reads what consolidation compares;
    `search_text` then `get_memories` read each row twice and built whole `Memory`s.
    """
    if not _has_active(c, agent_id, user_id):
        # Only active memories can be candidates, and a user's first memory finds none: one
        # index probe says so, where the search probes the index for every word (~20 us each).
        return []
    active = (MemoryStatus.ACTIVE,)
    columns = "id, type, content, scope, key, source, subject, pinned"
    ranked = _ranked_rows(c, agent_id, user_id, query, limit, scopes, active, columns)
    if not all(type(row[2]) is str for row, _ in ranked):
        raise damaged("memory content that is not text", [row[2] for row, _ in ranked])
    return [
        CandidateMemory(
            memory_id=int(row[0]),
            type=memory_type(row[1]),
            content=row[2],
            scope=row[3],
            key=row[4],
            source=memory_source(row[5]),
            subject=row[6],
            pinned=bool(row[7]),
        )
        for row, _ in ranked
    ]


def _has_active(c: sqlite3.Connection, agent_id: str, user_id: str) -> bool:
    row = c.execute(
        "SELECT 1 FROM memories WHERE agent_id = ? AND user_id = ? AND status = 'active' LIMIT 1",
        (agent_id, user_id),
    ).fetchone()
    return row is not None


def user_version(c: sqlite3.Connection, agent_id: str, user_id: str) -> int:
    """The user's memory version; every change to their memories bumps it."""
    row = c.execute(
        "SELECT version FROM user_versions WHERE agent_id = ? AND user_id = ?", (agent_id, user_id)
    ).fetchone()
    return 0 if row is None else int(row[0])


# -- policy cache ---------------------------------------------------------------------------


def cache_get(c: sqlite3.Connection, agent_id: str, user_id: str, cache_key: str) -> str | None:
    """The cached payload if it was written at the user's current version."""
    row = c.execute(
        "SELECT version, policy FROM policy_cache WHERE agent_id = ? AND user_id = ? "
        "AND cache_key = ?",
        (agent_id, user_id, cache_key),
    ).fetchone()
    if row is None or int(row[0]) != user_version(c, agent_id, user_id):
        return None
    return str(row[1])


def cache_put(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    cache_key: str,
    version: int,
    payload: str,
    now_ms: int,
) -> bool:
    """Store a payload unless the user changed since `version` (then it is already stale)."""
    if user_version(c, agent_id, user_id) != version:
        return False
    c.execute(
        "INSERT INTO policy_cache (agent_id, user_id, cache_key, version, policy, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (agent_id, user_id, cache_key) DO UPDATE SET "
        "version = excluded.version, policy = excluded.policy, created_at = excluded.created_at",
        (agent_id, user_id, cache_key, version, payload, now_ms),
    )
    return True


# -- maintenance ----------------------------------------------------------------------------


def stats(c: sqlite3.Connection, agent_id: str) -> dict[str, Any]:
    """Counts for `StoreStats`."""
    by_status = dict(
        c.execute(
            "SELECT status, count(*) FROM memories WHERE agent_id = ? GROUP BY status", (agent_id,)
        ).fetchall()
    )
    by_type = dict(
        c.execute(
            "SELECT type, count(*) FROM memories WHERE agent_id = ? AND status = 'active' "
            "GROUP BY type",
            (agent_id,),
        ).fetchall()
    )

    def one(sql: str) -> int:
        return int(c.execute(sql, (agent_id,)).fetchone()[0])

    return {
        "users": one("SELECT count(DISTINCT user_id) FROM memories WHERE agent_id = ?"),
        "memories_by_status": {str(k): int(v) for k, v in by_status.items()},
        "memories_by_type": {str(k): int(v) for k, v in by_type.items()},
        "pending_signals": one(
            "SELECT count(*) FROM signals WHERE agent_id = ? AND status = 'pending'"
        ),
        "open_loops": one(
            "SELECT count(*) FROM feedback_loops WHERE agent_id = ? AND status = 'open'"
        ),
        "events": one("SELECT count(*) FROM events WHERE agent_id = ?"),
    }


def integrity_problems(c: sqlite3.Connection) -> list[str]:
    """SQLite's integrity check plus FTS5's; an empty list means sound."""
    problems = [str(r[0]) for r in c.execute("PRAGMA integrity_check") if r[0] != "ok"]
    try:
        c.execute("INSERT INTO memories_fts (memories_fts, rank) VALUES ('integrity-check', 1)")
    except DRIVER.DatabaseError as exc:  # pragma: no cover - only on a corrupt index
        problems.append(f"fts5: {exc}")
    return problems

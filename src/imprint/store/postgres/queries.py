"""SQL for reads, the policy cache, agents and maintenance; one function per operation.

Every function takes an open asyncpg connection; the store decides the transaction.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from imprint.store.postgres.search import text_query
from imprint.store.rows import MEMORY_COLUMNS, agent_fields, to_memory
from imprint.store.terms import owner_prefix
from imprint.types import (
    AgentConfig,
    Memory,
    MemoryStatus,
    MemoryType,
    MetadataFilter,
    ProcessingMode,
)

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = [
    "Args",
    "cache_get",
    "cache_put",
    "get_agent",
    "get_memories",
    "memory_filter",
    "search_text",
    "stats",
    "upsert_agent",
    "user_version",
]


class Args:
    """Bound parameters collected while SQL is assembled; `add` returns the placeholder."""

    def __init__(self, *values: Any) -> None:
        self.values: list[Any] = list(values)
        """The parameters, in placeholder order."""

    def add(self, value: Any) -> str:
        """Append a parameter and return its `$n` placeholder."""
        self.values.append(value)
        return f"${len(self.values)}"


def memory_filter(
    args: Args,
    agent_id: str,
    user_id: str,
    statuses: Sequence[MemoryStatus] | None,
    scopes: Sequence[str] | None,
    types: Sequence[MemoryType] | None,
    *,
    alias: str = "",
    metadata: MetadataFilter | None = None,
) -> str:
    """A WHERE clause confining rows to one agent and user; parameters go into `args`."""
    p = f"{alias}." if alias else ""
    clauses = [f"{p}agent_id = {args.add(agent_id)}", f"{p}user_id = {args.add(user_id)}"]
    for column, values in (("status", statuses), ("scope", scopes), ("type", types)):
        if values is None:
            continue
        items = [str(v) for v in values]
        if not items:
            clauses.append("FALSE")
            continue
        clauses.append(f"{p}{column} = ANY({args.add(items)}::text[])")
    for name, wanted in metadata or ():
        # jsonb containment: numbers compare as numbers (1 = 1.0), true is not 1.
        options = [
            f"{p}metadata @> {args.add(json.dumps({name: value}))}::jsonb" for value in wanted
        ]
        clauses.append(f"({' OR '.join(options)})")
    return " AND ".join(clauses)


async def get_agent(c: Connection, agent_id: str) -> AgentConfig | None:
    """Read an agent's configuration."""
    row = await c.fetchrow("SELECT * FROM agents WHERE agent_id = $1", agent_id)
    if row is None:
        return None
    return AgentConfig(
        agent_id=row["agent_id"],
        description=row["description"],
        processing_mode=ProcessingMode(row["processing_mode"]),
        scopes=tuple(json.loads(row["scopes"])),
        embedding_dim=row["embedding_dim"],
        embedder=row["embedder"],
    )


async def upsert_agent(
    c: Connection,
    agent_id: str,
    *,
    now_ms: int,
    description: str | None,
    processing_mode: ProcessingMode | None,
    scopes: Sequence[str] | None,
    embedding_dim: int | None,
    embedder: str | None = None,
) -> None:
    """Insert the agent if new, then UPDATE only the given fields (never replace the row)."""
    await c.execute(
        "INSERT INTO agents (agent_id, created_at, updated_at) VALUES ($1, $2, $2) "
        "ON CONFLICT (agent_id) DO NOTHING",
        agent_id,
        now_ms,
    )
    fields = agent_fields(
        description=description,
        processing_mode=processing_mode,
        scopes=scopes,
        embedding_dim=embedding_dim,
        embedder=embedder,
    )
    args = Args()
    sets = [f"{name} = {args.add(value)}" for name, value in fields]
    if sets:
        sql = (
            f"UPDATE agents SET {', '.join(sets)}, updated_at = {args.add(now_ms)} "
            f"WHERE agent_id = {args.add(agent_id)}"
        )
        await c.execute(sql, *args.values)


async def get_memories(
    c: Connection, agent_id: str, user_id: str, ids: Sequence[int]
) -> list[Memory]:
    """Memories by id, only those owned by the agent and user, in the order given."""
    if not ids:
        return []
    rows = await c.fetch(
        f"SELECT {MEMORY_COLUMNS} FROM memories WHERE agent_id = $1 AND user_id = $2 "
        "AND id = ANY($3::bigint[])",
        agent_id,
        user_id,
        list(ids),
    )
    found = {int(r["id"]): to_memory(r) for r in rows}
    return [found[i] for i in ids if i in found]


async def search_text(
    c: Connection,
    agent_id: str,
    user_id: str,
    query: str,
    limit: int,
    scopes: Sequence[str] | None,
    statuses: Sequence[MemoryStatus] | None,
    *,
    fts_config: str,
    metadata: MetadataFilter | None = None,
) -> list[tuple[int, float]]:
    """Ranked full-text search over one user's memories: (id, score) best first."""
    if limit <= 0:
        return []
    args = Args(fts_config)
    tsq = text_query(query, prefix=owner_prefix(agent_id, user_id), config_param=1, first_param=2)
    if tsq is None:
        return []
    args.values.extend(tsq.words)
    where = memory_filter(
        args, agent_id, user_id, statuses, scopes, None, alias="m", metadata=metadata
    )
    # The query expression is written out in WHERE (not taken from a subquery) so the
    # planner can estimate it and pick the GIN index: the owner-prefixed words make it far
    # more selective than the owner's btree, which scans every row of a large user.
    rows = await c.fetch(
        f"SELECT m.id, ts_rank_cd(m.tsv, {tsq.sql}) AS score FROM memories AS m "
        f"WHERE m.tsv @@ {tsq.sql} AND {where} "
        f"ORDER BY score DESC, m.id LIMIT {args.add(int(limit))}",
        *args.values,
    )
    return [(int(r["id"]), float(r["score"])) for r in rows]


async def user_version(c: Connection, agent_id: str, user_id: str) -> int:
    """The user's memory version; every change to their memories bumps it."""
    value = await c.fetchval(
        "SELECT version FROM user_versions WHERE agent_id = $1 AND user_id = $2",
        agent_id,
        user_id,
    )
    return 0 if value is None else int(value)


async def cache_get(c: Connection, agent_id: str, user_id: str, cache_key: str) -> str | None:
    """The cached payload if it was written at the user's current version."""
    row = await c.fetchrow(
        "SELECT version, policy FROM policy_cache WHERE agent_id = $1 AND user_id = $2 "
        "AND cache_key = $3",
        agent_id,
        user_id,
        cache_key,
    )
    if row is None or int(row["version"]) != await user_version(c, agent_id, user_id):
        return None
    return str(row["policy"])


async def cache_put(
    c: Connection,
    agent_id: str,
    user_id: str,
    cache_key: str,
    version: int,
    payload: str,
    now_ms: int,
) -> bool:
    """Store a payload unless the user changed since `version` (run under the user's lock)."""
    if await user_version(c, agent_id, user_id) != version:
        return False
    await c.execute(
        "INSERT INTO policy_cache (agent_id, user_id, cache_key, version, policy, created_at) "
        "VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (agent_id, user_id, cache_key) DO UPDATE "
        "SET version = excluded.version, policy = excluded.policy, "
        "created_at = excluded.created_at",
        agent_id,
        user_id,
        cache_key,
        version,
        payload,
        now_ms,
    )
    return True


async def stats(c: Connection, agent_id: str) -> dict[str, Any]:
    """Counts for `StoreStats`."""
    by_status = await c.fetch(
        "SELECT status, count(*) AS n FROM memories WHERE agent_id = $1 GROUP BY status", agent_id
    )
    by_type = await c.fetch(
        "SELECT type, count(*) AS n FROM memories WHERE agent_id = $1 AND status = 'active' "
        "GROUP BY type",
        agent_id,
    )

    async def one(sql: str) -> int:
        return int(await c.fetchval(sql, agent_id))

    return {
        "users": await one("SELECT count(DISTINCT user_id) FROM memories WHERE agent_id = $1"),
        "memories_by_status": {str(r["status"]): int(r["n"]) for r in by_status},
        "memories_by_type": {str(r["type"]): int(r["n"]) for r in by_type},
        "pending_signals": await one(
            "SELECT count(*) FROM signals WHERE agent_id = $1 AND status = 'pending'"
        ),
        "open_loops": await one(
            "SELECT count(*) FROM feedback_loops WHERE agent_id = $1 AND status = 'open'"
        ),
        "events": await one("SELECT count(*) FROM events WHERE agent_id = $1"),
    }

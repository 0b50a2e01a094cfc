"""What a write request reads on PostgreSQL: the facts a `FactQuery` names, nothing decided.

Runs inside the write's transaction, which holds the (agent, user) advisory lock (or, for
`PostgresMemoryStore.read_facts`, a read). Round trips are what cost on a server, so the
facts come back in one statement, plus one each for a key, the pool, a forget request's
candidates and a retired value's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from imprint.store.facts import (
    HISTORY_STATUSES,
    CandidateSearch,
    FactQuery,
    Facts,
    over_capacity,
)
from imprint.store.forgetting import candidates, found_then_newest, ranked_then_newest
from imprint.store.postgres.codec import decode_text
from imprint.store.postgres.erasure import kept_texts, stem_filter
from imprint.store.postgres.held import held_records
from imprint.store.postgres.queries import Args
from imprint.store.postgres.search import text_query
from imprint.store.rows import (
    MEMORY_COLUMNS,
    memory_source,
    memory_status,
    memory_type,
    to_loop,
    to_memory,
)
from imprint.store.terms import owner_prefix
from imprint.types import GLOBAL_SCOPE, Memory
from imprint.writes import CandidateMemory

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["read_facts"]

_CANDIDATE_COLUMNS = ("id", "type", "content", "scope", "key", "source", "subject", "pinned")


async def read_facts(c: Connection, query: FactQuery, fts_config: str) -> Facts:
    """Read what `query` names in one statement (plus one each for a key or the pool)."""
    args = Args(query.agent_id, query.user_id)
    ctes: list[str] = []
    columns: list[str] = []
    if query.pending_signal is not None:
        columns.append(
            f"(SELECT status FROM signals WHERE id = {args.add(query.pending_signal)} "
            "AND agent_id = $1 AND user_id = $2) AS pending"
        )
    if query.loop_session is not None:
        ctes.append(
            "loop AS (SELECT * FROM feedback_loops WHERE agent_id = $1 AND user_id = $2 "
            f"AND session_id = {args.add(query.loop_session)} AND status = 'open' "
            "ORDER BY id DESC LIMIT 1)"
        )
        columns += [f"(SELECT {name} FROM loop) AS loop_{name}" for name in _LOOP_COLUMNS]
    loop_statuses = query.loop_session is not None and query.loop_statuses
    if query.statuses or loop_statuses:
        wanted = f"m.id = ANY({args.add(list(query.statuses))}::bigint[])"
        if loop_statuses:
            wanted += (
                " OR m.id IN (SELECT (e ->> 0)::bigint FROM loop, "
                "json_array_elements(loop.used::json) AS e)"
            )
        ctes.append(
            "st AS (SELECT m.id, m.status FROM memories AS m WHERE m.agent_id = $1 "
            f"AND m.user_id = $2 AND ({wanted}))"
        )
        columns += [
            f"(SELECT array_agg({n} ORDER BY id) FROM st) AS st_{n}" for n in ("id", "status")
        ]
    if query.duplicates is not None:
        norm, scope = args.add(query.duplicates.norm), args.add(query.duplicates.scope)
        ctes.append(
            "dup AS (SELECT id, status FROM memories WHERE agent_id = $1 AND user_id = $2 "
            f"AND norm = {norm} AND status IN ('active', 'quarantined') "
            f"AND scope IN ({scope}, {args.add(GLOBAL_SCOPE)}))"
        )
        columns += [
            f"(SELECT array_agg({n} ORDER BY id) FROM dup) AS dup_{n}" for n in ("id", "status")
        ]
    if query.candidates is not None:
        cte = _candidates_cte(args, query, query.candidates, fts_config)
        if cte is not None:
            ctes.append(cte)
            columns += [
                f"(SELECT array_agg({n} ORDER BY score DESC, id) FROM cand) AS cand_{n}"
                for n in _CANDIDATE_COLUMNS
            ]
    if query.capacity is not None:
        columns.append(
            "(SELECT count(*) FROM memories WHERE agent_id = $1 AND user_id = $2 "
            "AND status = 'active') AS active"
        )
    row: Any = {}
    if columns:
        sql = f"WITH {', '.join(ctes)} " if ctes else ""
        sql += f"SELECT {', '.join(columns)}"
        row = await c.fetchrow(sql, *args.values) or {}
    active = int(row.get("active") or 0)
    pool: tuple[Memory, ...] = ()
    if query.capacity is not None and over_capacity(query.capacity, active):
        rows = await c.fetch(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE agent_id = $1 AND user_id = $2 "
            "AND status = 'active' ORDER BY id",
            query.agent_id,
            query.user_id,
        )
        pool = tuple(to_memory(r) for r in rows)
    keyed = None
    if query.key is not None:
        found = await c.fetchrow(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE agent_id = $1 AND user_id = $2 "
            "AND key = $3 AND status = 'active'",
            query.agent_id,
            query.user_id,
            query.key,
        )
        keyed = None if found is None else to_memory(found)
    loop = None
    if row.get("loop_id") is not None:
        loop = to_loop({name: row[f"loop_{name}"] for name in _LOOP_COLUMNS})
    memory = None
    if query.memory is not None:
        found = await c.fetchrow(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE id = $1 AND agent_id = $2 "
            "AND user_id = $3",
            query.memory,
            query.agent_id,
            query.user_id,
        )
        memory = None if found is None else to_memory(found)
    contents: dict[tuple[str, str], int] = {}
    origins: dict[str, int] = {}
    if query.imports is not None:
        contents, origins = await held_records(c, query.agent_id, query.user_id, query.imports)
    recent: tuple[CandidateMemory, ...] = ()
    if query.recent_session is not None:
        rows = await c.fetch(
            f"SELECT {_COMPARED} FROM memories "
            "WHERE agent_id = $1 AND user_id = $2 AND status = 'active' "
            "AND coalesce(session_id, '') = $3 AND created_at = (SELECT max(created_at) FROM "
            "memories WHERE agent_id = $1 AND user_id = $2 AND coalesce(session_id, '') = $3) "
            "ORDER BY id",
            query.agent_id,
            query.user_id,
            query.recent_session,
        )
        recent = _compared(rows)
    return Facts(
        pending_status=row.get("pending"),
        statuses=dict(_pairs(row, "st", memory_status)),
        keyed=keyed,
        duplicates=tuple(_pairs(row, "dup", memory_status)),
        candidates=await _with_newest(c, query, _candidates(row)),
        loop=loop,
        active=active,
        pool=pool,
        memory=memory,
        held_contents=contents,
        held_origins=origins,
        forgettable=await _forgettable(c, query, fts_config),
        forgettable_history=await _history(c, query),
        kept_texts=(
            ()
            if query.forget_stems is None
            else await kept_texts(
                c, query.agent_id, query.user_id, query.forget_stems, query.forget_newest or 0
            )
        ),
        recent=recent,
        retirable=await _sweep(c, query, query.retire_search, fts_config),
    )


_COMPARED = "id, type, content, scope, key, source, subject, pinned"
"""The columns of a memory as the decision compares it (`CandidateMemory`)."""


def _compared(rows: Sequence[Any]) -> tuple[CandidateMemory, ...]:
    return tuple(
        CandidateMemory(
            memory_id=int(r["id"]),
            type=memory_type(r["type"]),
            content=r["content"],
            scope=r["scope"],
            key=r["key"],
            source=memory_source(r["source"]),
            subject=r["subject"],
            pinned=bool(r["pinned"]),
        )
        for r in rows
    )


async def _with_newest(
    c: Connection, query: FactQuery, found: tuple[CandidateMemory, ...]
) -> tuple[CandidateMemory, ...]:
    """The candidates `found`, then the newest active memories the search asks for."""
    search = query.candidates
    if search is None or not search.newest:
        return found
    return ranked_then_newest(found, await _newest(c, query, search.newest, search.scopes))


async def _newest(
    c: Connection, query: FactQuery, limit: int, scopes: Sequence[str] | None
) -> tuple[CandidateMemory, ...]:
    """The user's newest active memories, in `scopes` (None: all), newest first."""
    rows = await c.fetch(
        f"SELECT {_COMPARED} FROM memories WHERE agent_id = $1 AND user_id = $2 "
        "AND status = 'active' AND ($3::text[] IS NULL OR scope = ANY($3::text[])) "
        "ORDER BY id DESC LIMIT $4",
        query.agent_id,
        query.user_id,
        None if scopes is None else list(scopes),
        limit,
    )
    return _compared(rows)


async def _forgettable(
    c: Connection, query: FactQuery, fts_config: str
) -> tuple[CandidateMemory, ...]:
    """The active memories a forget request's words find, then the newest ones."""
    found = await _sweep(c, query, query.forget_search, fts_config)
    if query.forget_search is None or query.forget_newest is None:
        return found
    return found_then_newest(found, await _newest(c, query, query.forget_newest, None))


async def _history(c: Connection, query: FactQuery) -> tuple[CandidateMemory, ...]:
    """The memories history keeps that may hold a forget request's stems, then the newest."""
    stems = query.forget_stems
    if stems is None:
        return ()
    statuses = [str(s) for s in HISTORY_STATUSES]
    held, args = stem_filter("content", stems, 4)
    found = await c.fetch(
        f"SELECT {_COMPARED} FROM memories WHERE agent_id = $1 AND user_id = $2 "
        f"AND status = ANY($3::text[]) AND {held}",
        query.agent_id,
        query.user_id,
        statuses,
        *args,
    )
    newer = await c.fetch(
        f"SELECT {_COMPARED} FROM memories WHERE agent_id = $1 AND user_id = $2 "
        "AND status = ANY($3::text[]) ORDER BY id DESC LIMIT $4",
        query.agent_id,
        query.user_id,
        statuses,
        query.forget_newest or 0,
    )
    named = candidates(
        found, newer, stems, key=lambda r: int(r["id"]), text=lambda r: str(r["content"])
    )
    return _compared(named)


async def _sweep(
    c: Connection, query: FactQuery, search: CandidateSearch | None, fts_config: str
) -> tuple[CandidateMemory, ...]:
    """The memories a forget request or a retired value may concern (its own statement)."""
    if search is None:
        return ()
    args = Args(query.agent_id, query.user_id)
    cte = _candidates_cte(args, query, search, fts_config)
    if cte is None:
        return ()
    columns = ", ".join(
        f"(SELECT array_agg({n} ORDER BY score DESC, id) FROM cand) AS cand_{n}"
        for n in _CANDIDATE_COLUMNS
    )
    row = await c.fetchrow(f"WITH {cte} SELECT {columns}", *args.values)
    return _candidates(row or {})


_LOOP_COLUMNS = ("id", "agent_id", "user_id", "session_id", "opened_at", "used", "alpha")


def _candidates_cte(
    args: Args, query: FactQuery, search: CandidateSearch, fts_config: str
) -> str | None:
    config = args.add(fts_config)
    prefix = owner_prefix(query.agent_id, query.user_id)
    tsq = text_query(
        search.query,
        prefix=prefix,
        config_param=int(config[1:]),
        first_param=len(args.values) + 1,
    )
    if tsq is None or search.limit <= 0:
        return None
    args.values.extend(tsq.words)
    where = "m.agent_id = $1 AND m.user_id = $2 AND m.status = 'active'"
    if search.scopes is not None:
        where += f" AND m.scope = ANY({args.add(list(search.scopes))}::text[])"
    # The query expression is written out in WHERE so the planner can estimate it and pick
    # the GIN index (see queries.search_text).
    return (
        "cand AS (SELECT m.id, m.type, m.content, m.scope, m.key, m.source, m.subject, m.pinned, "
        f"ts_rank_cd(m.tsv, {tsq.sql}) AS score FROM memories AS m "
        f"WHERE m.tsv @@ {tsq.sql} AND {where} "
        f"ORDER BY score DESC, m.id LIMIT {args.add(int(search.limit))})"
    )


def _pairs(row: Any, name: str, convert: Any) -> list[tuple[int, Any]]:
    ids = row.get(f"{name}_id") or []
    values = row.get(f"{name}_status") or []
    return [(int(i), convert(v)) for i, v in zip(ids, values, strict=True)]


def _candidates(row: Any) -> tuple[CandidateMemory, ...]:
    ids = row.get("cand_id")
    if not ids:
        return ()
    # Arrays of text bypass the connection's text codec, so their values are decoded here.
    return tuple(
        CandidateMemory(
            memory_id=int(memory_id),
            type=memory_type(kind),
            content=decode_text(content),
            scope=decode_text(scope),
            key=None if key is None else decode_text(key),
            source=memory_source(source),
            subject=None if subject is None else decode_text(subject),
            pinned=bool(pinned),
        )
        for memory_id, kind, content, scope, key, source, subject, pinned in zip(
            ids,
            row["cand_type"],
            row["cand_content"],
            row["cand_scope"],
            row["cand_key"],
            row["cand_source"],
            row["cand_subject"],
            row["cand_pinned"],
            strict=True,
        )
    )

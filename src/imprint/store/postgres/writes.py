"""Every write request on PostgreSQL: read the facts, let `store.decision` decide, apply.

Runs inside a transaction that holds the (agent, user) advisory lock, so what is read cannot
change before the steps apply. Nothing here decides anything: one statement reads the facts
a `FactQuery` names, and each `Step` is applied by a short statement. Round trips are what
cost on a server, so the facts come back in one statement and the events of a request go
in one statement at the end.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, assert_never

from imprint.store.decision import decide, fact_query
from imprint.store.facts import (
    HISTORY_STATUSES,
    CandidateSearch,
    FactQuery,
    Facts,
    over_capacity,
)
from imprint.store.forgetting import candidates
from imprint.store.postgres.codec import decode_text, encode_text
from imprint.store.postgres.erasure import forget_memory, forget_texts, kept_texts, stem_filter
from imprint.store.postgres.held import held_records
from imprint.store.postgres.queries import Args
from imprint.store.postgres.search import text_query
from imprint.store.rows import (
    MEMORY_COLUMNS,
    dump_metadata,
    memory_source,
    memory_status,
    memory_type,
    normalize_content,
    to_loop,
    to_memory,
    to_ms,
)
from imprint.store.steps import (
    Assigned,
    CloseLoop,
    Deactivate,
    DropVector,
    EditMemory,
    Forget,
    ForgetTexts,
    InsertMemory,
    Invalidate,
    Link,
    LogEvent,
    Reinforce,
    ResolveSignal,
    Step,
    StoreSignal,
    UpdateKeyed,
    WriteVector,
    finish,
)
from imprint.store.terms import index_terms, index_text, owner_prefix
from imprint.types import GLOBAL_SCOPE, Memory, MemoryStatus
from imprint.writes import CandidateMemory, WriteRequest, WriteResult, WriteRules

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["apply_steps", "invalidate", "log_event", "read_facts", "write", "write_vector"]

_ACTIVE = (MemoryStatus.ACTIVE,)
_CANDIDATE_COLUMNS = ("id", "type", "content", "scope", "key", "source", "subject", "pinned")


async def write(
    c: Connection, request: WriteRequest, rules: WriteRules, fts_config: str
) -> WriteResult:
    """Carry out one request inside the caller's transaction (holding the user's lock)."""
    facts = await read_facts(c, fact_query(request, rules), fts_config)
    decision = decide(request, facts, rules)
    now = to_ms(request.now)
    steps = decision.steps
    assigned = await apply_steps(c, request.agent_id, request.user_id, now, steps, fts_config)
    return finish(decision, assigned)


# -- reading ------------------------------------------------------------------------------


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
        candidates=_candidates(row),
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


async def _forgettable(
    c: Connection, query: FactQuery, fts_config: str
) -> tuple[CandidateMemory, ...]:
    """The active memories a forget request's words find, then the newest ones."""
    found = await _sweep(c, query, query.forget_search, fts_config)
    if query.forget_search is None or query.forget_newest is None:
        return found
    rows = await c.fetch(
        f"SELECT {_COMPARED} FROM memories WHERE agent_id = $1 AND user_id = $2 "
        "AND status = 'active' ORDER BY id DESC LIMIT $3",
        query.agent_id,
        query.user_id,
        query.forget_newest,
    )
    seen = {m.memory_id for m in found}
    return found + tuple(m for m in _compared(rows) if m.memory_id not in seen)


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


# -- applying -----------------------------------------------------------------------------


async def apply_steps(
    c: Connection,
    agent_id: str,
    user_id: str,
    now: int,
    steps: Sequence[Step],
    fts_config: str,
) -> Assigned:
    """Apply `steps` in order (events last, in one statement); return the assigned ids."""
    assigned = Assigned()
    prefix = owner_prefix(agent_id, user_id)
    events: list[LogEvent] = []
    for step in steps:
        match step:
            case InsertMemory(ref=ref, memory=m):
                assigned.memories[ref] = await _insert_memory(c, m, agent_id, user_id, fts_config)
            case UpdateKeyed(memory_id=memory_id, draft=d):
                await c.execute(
                    "UPDATE memories SET content = $4, norm = $5, type = $6, scope = $7, "
                    "confidence = $8, pinned = $9, produced_by = $10, updated_at = $11, "
                    "last_seen_at = $11, terms = $12, subject = $13, valid_until = $14, "
                    "metadata = $15::jsonb "
                    "WHERE agent_id = $1 AND user_id = $2 AND id = $3",
                    agent_id,
                    user_id,
                    memory_id,
                    d.content,
                    normalize_content(d.content),
                    str(d.type),
                    d.scope,
                    d.confidence,
                    bool(d.pinned),
                    d.produced_by,
                    now,
                    index_terms(index_text(d.content, d.subject), prefix),
                    d.subject,
                    None if d.valid_until is None else to_ms(d.valid_until),
                    dump_metadata(d.metadata),
                )
            case Reinforce():
                await _reinforce(c, step, now, prefix, agent_id, user_id)
            case EditMemory():
                await _edit(c, step, now, prefix, agent_id, user_id)
            case DropVector(memory_id=memory_id):
                await c.execute(
                    "DELETE FROM vectors WHERE memory_id = $1 AND agent_id = $2 AND user_id = $3",
                    memory_id,
                    agent_id,
                    user_id,
                )
            case Deactivate():
                successor = step.superseded_by
                await c.execute(
                    "UPDATE memories SET status = $1, superseded_by = $2, "
                    "stability = stability * $3, updated_at = $4 "
                    "WHERE id = $5 AND agent_id = $6 AND user_id = $7",
                    str(step.status),
                    None if successor is None else assigned.memory(successor),
                    step.stability_factor,
                    now,
                    assigned.memory(step.memory),
                    agent_id,
                    user_id,
                )
            case WriteVector(memory=ref, vector=vector):
                await write_vector(c, agent_id, user_id, assigned.memory(ref), vector)
            case Link(memory=ref, superseded_by=successor):
                await c.execute(
                    "UPDATE memories SET superseded_by = $1 WHERE id = $2 AND agent_id = $3 "
                    "AND user_id = $4",
                    assigned.memory(successor),
                    assigned.memory(ref),
                    agent_id,
                    user_id,
                )
            case StoreSignal():
                assigned.signal = await _insert_signal(c, step, now, agent_id, user_id, assigned)
            case ResolveSignal():
                await c.execute(
                    "UPDATE signals SET status = 'processed', memory_id = $1, type = $2, "
                    "detector = $3, confidence = $4, attempts = attempts + 1, error = NULL, "
                    "updated_at = $5 WHERE id = $6 AND agent_id = $7 AND user_id = $8",
                    None if step.memory is None else assigned.memory(step.memory),
                    None if step.type is None else str(step.type),
                    step.detector,
                    step.confidence,
                    now,
                    step.signal_id,
                    agent_id,
                    user_id,
                )
            case CloseLoop():
                await c.execute(
                    "UPDATE feedback_loops SET status = $1, outcome = $2, closed_at = $3 "
                    "WHERE id = $4 AND status = 'open'",
                    "expired" if step.expired else "closed",
                    step.outcome,
                    now,
                    step.loop_id,
                )
            case LogEvent():
                events.append(step)
            case Forget(memory_id=memory_id):
                await forget_memory(c, agent_id, user_id, memory_id, now)
            case ForgetTexts(signals=turns, events=details):
                await forget_texts(c, agent_id, user_id, turns, details)
            case Invalidate():
                await invalidate(c, agent_id, user_id)
            case _:
                assert_never(step)
    if events:
        await _log_events(c, agent_id, user_id, now, events, assigned)
    return assigned


async def _insert_memory(
    c: Connection, m: Memory, agent_id: str, user_id: str, fts_config: str
) -> int:
    memory_id = await c.fetchval(
        "INSERT INTO memories (agent_id, user_id, key, type, content, norm, scope, status,"
        " source, confidence, reinforcement, stability, pinned, produced_by, session_id,"
        " fts_config, created_at, updated_at, last_seen_at, terms, subject, valid_until,"
        " metadata, origin) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,"
        " $14, $15, $16::text::regconfig, $17, $18, $19, $20, $21, $22, $23::jsonb, $24)"
        " RETURNING id",
        agent_id,
        user_id,
        m.key,
        str(m.type),
        m.content,
        normalize_content(m.content),
        m.scope,
        str(m.status),
        str(m.source),
        m.confidence,
        m.reinforcement,
        m.stability,
        bool(m.pinned),
        m.produced_by,
        m.session_id,
        fts_config,
        to_ms(m.created_at),
        to_ms(m.updated_at),
        to_ms(m.last_seen_at),
        index_terms(index_text(m.content, m.subject), owner_prefix(agent_id, user_id)),
        m.subject,
        None if m.valid_until is None else to_ms(m.valid_until),
        dump_metadata(m.metadata),
        m.origin,
    )
    return int(memory_id)


async def _reinforce(
    c: Connection, step: Reinforce, now: int, prefix: str, agent_id: str, user_id: str
) -> None:
    args = Args(step.stability_factor, now)
    sets = ["reinforcement = reinforcement + 1", "stability = stability * $1"]
    sets += ["last_seen_at = $2", "updated_at = $2"]
    if step.confidence is not None:
        sets.append(f"confidence = greatest(confidence, {args.add(step.confidence)})")
    if step.content is not None:
        content = step.content
        sets.append(f"content = {args.add(content)}")
        sets.append(f"norm = {args.add(normalize_content(content))}")
        sets.append(f"terms = {args.add(index_terms(content, prefix))}")
    if step.metadata:
        # The old values stay: `||` keeps its right operand's value for a shared name.
        sets.append(f"metadata = {args.add(dump_metadata(step.metadata))}::jsonb || metadata")
    await c.execute(
        f"UPDATE memories SET {', '.join(sets)} WHERE id = {args.add(step.memory_id)} "
        f"AND agent_id = {args.add(agent_id)} AND user_id = {args.add(user_id)}",
        *args.values,
    )


async def _edit(
    c: Connection, step: EditMemory, now: int, prefix: str, agent_id: str, user_id: str
) -> None:
    content = step.content
    args = Args(content, normalize_content(content), index_terms(content, prefix), now)
    sets = ["content = $1", "norm = $2", "terms = $3", "updated_at = $4", "last_seen_at = $4"]
    if step.metadata is not None:
        sets.append(f"metadata = {args.add(dump_metadata(step.metadata))}::jsonb")
    if step.status is not None:
        sets.append(f"status = {args.add(str(step.status))}")
    await c.execute(
        f"UPDATE memories SET {', '.join(sets)} WHERE id = {args.add(step.memory_id)} "
        f"AND agent_id = {args.add(agent_id)} AND user_id = {args.add(user_id)}",
        *args.values,
    )


async def _insert_signal(
    c: Connection, step: StoreSignal, now: int, agent_id: str, user_id: str, assigned: Assigned
) -> int:
    signal_id = await c.fetchval(
        "INSERT INTO signals (agent_id, user_id, memory_id, type, status, detector, confidence,"
        " agent_output, user_response, scope, session_id, error, created_at, updated_at,"
        " metadata) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13,"
        " $14::jsonb) RETURNING id",
        agent_id,
        user_id,
        None if step.memory is None else assigned.memory(step.memory),
        None if step.type is None else str(step.type),
        step.status,
        step.detector,
        step.confidence,
        step.agent_output,
        step.user_response,
        step.scope_hint,
        step.session_id,
        step.error,
        now,
        dump_metadata(step.metadata),
    )
    return int(signal_id)


async def _log_events(
    c: Connection,
    agent_id: str,
    user_id: str,
    now: int,
    events: Sequence[LogEvent],
    assigned: Assigned,
) -> None:
    # Arrays of text bypass the connection's text codec, so their values are encoded here.
    await c.execute(
        "INSERT INTO events (agent_id, user_id, kind, memory_id, detail, created_at) "
        "SELECT $1, $2, kind, memory_id, detail, $3 "
        "FROM unnest($4::text[], $5::bigint[], $6::text[]) AS e (kind, memory_id, detail)",
        agent_id,
        user_id,
        now,
        [e.kind for e in events],
        [None if e.memory is None else assigned.memory(e.memory) for e in events],
        [encode_text(json.dumps(assigned.detail(e.detail), ensure_ascii=False)) for e in events],
    )


async def log_event(
    c: Connection,
    agent_id: str,
    user_id: str,
    kind: str,
    now_ms: int,
    *,
    memory_id: int | None = None,
    detail: dict[str, Any] | None = None,
) -> int:
    """Append one event; return its sequence number."""
    seq = await c.fetchval(
        "INSERT INTO events (agent_id, user_id, kind, memory_id, detail, created_at) "
        "VALUES ($1, $2, $3, $4, $5, $6) RETURNING seq",
        agent_id,
        user_id,
        kind,
        memory_id,
        json.dumps(detail or {}, ensure_ascii=False),
        now_ms,
    )
    return int(seq)


async def invalidate(c: Connection, agent_id: str, user_id: str) -> None:
    """Bump the user's memory version and drop their cached policies, in one statement.

    A user's first version is 1, or for an erased user one more than the version the
    erasure recorded (`user.erased`), so a cache filled before the erasure never matches.
    The events are only read when the user has no version row (the insert's condition is
    evaluated first, and its subquery only if it holds).
    """
    await c.execute(
        "WITH bump AS (UPDATE user_versions SET version = version + 1 "
        "WHERE agent_id = $1 AND user_id = $2 RETURNING 1), "
        "fresh AS (INSERT INTO user_versions (agent_id, user_id, version) "
        "SELECT $1, $2, 1 + coalesce((SELECT max((detail::jsonb ->> 'version')::bigint) "
        "FROM events WHERE agent_id = $1 AND user_id = $2 AND kind = 'user.erased'), 0) "
        "WHERE NOT EXISTS (SELECT 1 FROM bump) "
        "ON CONFLICT (agent_id, user_id) DO UPDATE SET version = user_versions.version + 1) "
        "DELETE FROM policy_cache WHERE agent_id = $1 AND user_id = $2",
        agent_id,
        user_id,
    )


async def write_vector(
    c: Connection, agent_id: str, user_id: str, memory_id: int, vector: Sequence[float]
) -> None:
    """Store or replace a memory's vector (a float4 array; pgvector indexes it by cast)."""
    await c.execute(
        "INSERT INTO vectors (memory_id, agent_id, user_id, dim, embedding) "
        "VALUES ($1, $2, $3, $4, $5::real[]) ON CONFLICT (memory_id) DO UPDATE SET "
        "dim = excluded.dim, embedding = excluded.embedding",
        memory_id,
        agent_id,
        user_id,
        len(vector),
        [float(x) for x in vector],
    )

"""Synchronous SQL run on the connection thread; one function per store operation."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import Any

import numpy as np

from imprint.errors import NotFoundError
from imprint.store.rows import (
    MEMORY_COLUMNS,
    from_ms,
    memory_type,
    normalize_content,
    to_memory,
    to_ms,
)
from imprint.store.sqlite.connection import DRIVER
from imprint.store.sqlite.fts import match_expression
from imprint.store.terms import index_terms, owner_prefix
from imprint.types import (
    GLOBAL_SCOPE,
    AgentConfig,
    CandidateMemory,
    Memory,
    MemoryStatus,
    MemoryType,
    ObservationWrite,
    ProcessingMode,
    WriteResult,
)

__all__ = [
    "cache_get",
    "cache_put",
    "consolidation_candidates",
    "forget_user",
    "get_agent",
    "get_memories",
    "import_memories",
    "integrity_problems",
    "invalidate",
    "log_event",
    "memory_filter",
    "owned_ids",
    "search_text",
    "set_pinned",
    "set_status",
    "stats",
    "upsert_agent",
    "user_version",
    "write_observation",
]


def _placeholders(values: Sequence[Any]) -> str:
    return ", ".join("?" for _ in values)


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
        (agent_id, user_id, kind, memory_id, json.dumps(detail or {}, ensure_ascii=False), now_ms),
    )
    return int(cur.lastrowid or 0)


def invalidate(c: sqlite3.Connection, agent_id: str, user_id: str) -> None:
    """Bump the user's memory version and drop their cached policies."""
    c.execute(
        "INSERT INTO user_versions (agent_id, user_id, version) VALUES (?, ?, 1) "
        "ON CONFLICT (agent_id, user_id) DO UPDATE SET version = version + 1",
        (agent_id, user_id),
    )
    c.execute("DELETE FROM policy_cache WHERE agent_id = ? AND user_id = ?", (agent_id, user_id))


# -- agents ---------------------------------------------------------------------------------


def get_agent(c: sqlite3.Connection, agent_id: str) -> AgentConfig | None:
    """Read an agent's configuration."""
    row = c.execute("SELECT * FROM agents WHERE agent_id = ?", (agent_id,)).fetchone()
    if row is None:
        return None
    return AgentConfig(
        agent_id=row["agent_id"],
        description=row["description"],
        processing_mode=ProcessingMode(row["processing_mode"]),
        scopes=tuple(json.loads(row["scopes"])),
        embedding_dim=row["embedding_dim"],
    )


def upsert_agent(
    c: sqlite3.Connection,
    agent_id: str,
    *,
    now_ms: int,
    description: str | None,
    processing_mode: ProcessingMode | None,
    scopes: Sequence[str] | None,
    embedding_dim: int | None,
) -> None:
    """Insert the agent if new, then UPDATE only the given fields (never replace the row)."""
    c.execute(
        "INSERT INTO agents (agent_id, created_at, updated_at) VALUES (?, ?, ?) "
        "ON CONFLICT (agent_id) DO NOTHING",
        (agent_id, now_ms, now_ms),
    )
    fields: list[tuple[str, Any]] = []
    if description is not None:
        fields.append(("description", description))
    if processing_mode is not None:
        fields.append(("processing_mode", str(processing_mode)))
    if scopes is not None:
        fields.append(("scopes", json.dumps(list(scopes))))
    if embedding_dim is not None:
        fields.append(("embedding_dim", int(embedding_dim)))
    if fields:
        assignments = ", ".join(f"{name} = ?" for name, _ in fields)
        c.execute(
            f"UPDATE agents SET {assignments}, updated_at = ? WHERE agent_id = ?",
            [value for _, value in fields] + [now_ms, agent_id],
        )


# -- memory reads ---------------------------------------------------------------------------


def memory_filter(
    agent_id: str,
    user_id: str,
    statuses: Sequence[MemoryStatus] | None,
    scopes: Sequence[str] | None,
    types: Sequence[MemoryType] | None,
    *,
    alias: str = "",
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
    return " AND ".join(clauses), params


def get_memories(
    c: sqlite3.Connection, agent_id: str, user_id: str, ids: Sequence[int]
) -> list[Memory]:
    """Memories by id, only those owned by the agent and user, in the order given."""
    found: dict[int, Memory] = {}
    # Chunks stay below SQLite's bound-parameter limit on old builds.
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        # NOT INDEXED leaves only rowid lookups: without statistics the planner would
        # rather walk the owner index, every row of the user (6 ms at 100,000 memories).
        rows = c.execute(
            f"SELECT {MEMORY_COLUMNS} FROM memories NOT INDEXED WHERE agent_id = ? "
            f"AND user_id = ? AND id IN ({_placeholders(chunk)})",
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
) -> set[int]:
    """Those of `ids` that are the agent's and user's memories and pass the filters."""
    return set(_owned_rows(c, agent_id, user_id, ids, statuses, scopes, "id"))


def _owned_rows(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    ids: Sequence[int],
    statuses: Sequence[MemoryStatus] | None,
    scopes: Sequence[str] | None,
    columns: str,
) -> dict[int, Any]:
    """`columns` (the first being `id`) of those of `ids` that are owned and pass the filters."""
    where, params = memory_filter(agent_id, user_id, statuses, scopes, None)
    found: dict[int, Any] = {}
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        # NOT INDEXED: looked up by rowid, as in get_memories.
        found.update(
            (int(r[0]), r)
            for r in c.execute(
                f"SELECT {columns} FROM memories NOT INDEXED WHERE {where} "
                f"AND id IN ({_placeholders(chunk)})",
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
        rows = _owned_rows(
            c, agent_id, user_id, [int(r[0]) for r in ranked], statuses, scopes, columns
        )
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
) -> list[tuple[int, float]]:
    """BM25 over one user's memories, confined to the user inside MATCH and in SQL."""
    ranked = _ranked_rows(c, agent_id, user_id, query, limit, scopes, statuses, "id")
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
    ranked = _ranked_rows(
        c, agent_id, user_id, query, limit, scopes, (MemoryStatus.ACTIVE,), "id, type, content"
    )
    return [CandidateMemory(int(row[0]), memory_type(row[1]), row[2]) for row, _ in ranked]


def user_version(c: sqlite3.Connection, agent_id: str, user_id: str) -> int:
    """The user's memory version; every change to their memories bumps it."""
    row = c.execute(
        "SELECT version FROM user_versions WHERE agent_id = ? AND user_id = ?", (agent_id, user_id)
    ).fetchone()
    return 0 if row is None else int(row[0])


# -- observation writes ---------------------------------------------------------------------


def _owned_status(c: sqlite3.Connection, agent_id: str, user_id: str, memory_id: int) -> str | None:
    row = c.execute(
        "SELECT status FROM memories WHERE id = ? AND agent_id = ? AND user_id = ?",
        (memory_id, agent_id, user_id),
    ).fetchone()
    return None if row is None else str(row[0])


def _find_duplicate(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    norm: str,
    scope: str,
    excluded: Sequence[int],
    *,
    include_quarantined: bool,
) -> int | None:
    # A legitimate memory never merges into a quarantined one: it would stay out of policies.
    statuses = "('active', 'quarantined')" if include_quarantined else "('active')"
    rows = c.execute(
        "SELECT id FROM memories WHERE agent_id = ? AND user_id = ? AND norm = ? "
        f"AND status IN {statuses} AND scope IN (?, ?) ORDER BY id",
        (agent_id, user_id, norm, scope, GLOBAL_SCOPE),
    )
    # A memory being contradicted is not a duplicate to merge into, whatever its wording.
    return next((int(r[0]) for r in rows if int(r[0]) not in excluded), None)


def _write_vector(
    c: sqlite3.Connection, agent_id: str, user_id: str, memory_id: int, vector: Sequence[float]
) -> None:
    blob = np.asarray(vector, dtype="<f4").tobytes()
    # A store-wide sequence number lets a vector index catch up on what changed since.
    seq = int(c.execute("SELECT coalesce(max(seq), 0) + 1 FROM vectors").fetchone()[0])
    c.execute(
        "INSERT INTO vectors (memory_id, agent_id, user_id, dim, vector, seq) "
        "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (memory_id) DO UPDATE SET "
        "dim = excluded.dim, vector = excluded.vector, seq = excluded.seq",
        (memory_id, agent_id, user_id, len(vector), blob, seq),
    )


def _reinforce(
    c: sqlite3.Connection,
    plan: ObservationWrite,
    memory_id: int,
    now: int,
    *,
    confidence: float | None,
    content: str | None,
) -> None:
    sets = [
        "reinforcement = reinforcement + 1",
        "stability = stability * ?",
        "last_seen_at = ?",
        "updated_at = ?",
    ]
    params: list[Any] = [plan.stability_growth, now, now]
    if confidence is not None:
        sets.append("confidence = max(confidence, ?)")
        params.append(confidence)
    if content is not None:
        sets += ["content = ?", "norm = ?", "terms = ?"]
        prefix = owner_prefix(plan.agent_id, plan.user_id)
        params += [content, normalize_content(content), index_terms(content, prefix)]
    c.execute(
        f"UPDATE memories SET {', '.join(sets)} WHERE id = ? AND agent_id = ? AND user_id = ?",
        [*params, memory_id, plan.agent_id, plan.user_id],
    )


def _insert_memory(c: sqlite3.Connection, plan: ObservationWrite, now: int) -> Memory:
    """Insert the plan's draft; return it as stored, built from the values written.

    Every column is given explicitly (no table default), so the returned `Memory` is the
    row without reading it back.
    """
    draft = plan.draft
    assert draft is not None
    status = MemoryStatus.QUARANTINED if draft.quarantined else MemoryStatus.ACTIVE
    reinforcement, stability = 0, 1.0
    cur = c.execute(
        "INSERT INTO memories (agent_id, user_id, terms, key, type, content, norm, scope, status,"
        " source, confidence, reinforcement, stability, pinned, produced_by, superseded_by,"
        " session_id, created_at, updated_at, last_seen_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)",
        (
            plan.agent_id,
            plan.user_id,
            index_terms(draft.content, owner_prefix(plan.agent_id, plan.user_id)),
            draft.key,
            str(draft.type),
            draft.content,
            normalize_content(draft.content),
            draft.scope,
            str(status),
            str(draft.source),
            draft.confidence,
            reinforcement,
            stability,
            int(draft.pinned),
            draft.produced_by,
            plan.session_id,
            now,
            now,
            now,
        ),
    )
    moment = from_ms(now)
    return Memory(
        memory_id=int(cur.lastrowid or 0),
        agent_id=plan.agent_id,
        user_id=plan.user_id,
        key=draft.key,
        type=draft.type,
        content=draft.content,
        scope=draft.scope,
        status=status,
        source=draft.source,
        confidence=float(draft.confidence),
        reinforcement=reinforcement,
        stability=stability,
        pinned=bool(draft.pinned),
        produced_by=draft.produced_by,
        superseded_by=None,
        session_id=plan.session_id,
        created_at=moment,
        updated_at=moment,
        last_seen_at=moment,
    )


def _overwrite_keyed(c: sqlite3.Connection, plan: ObservationWrite, now: int) -> int | None:
    draft = plan.draft
    assert draft is not None and draft.key is not None
    row = c.execute(
        "SELECT id FROM memories WHERE agent_id = ? AND user_id = ? AND key = ? "
        "AND status = 'active'",
        (plan.agent_id, plan.user_id, draft.key),
    ).fetchone()
    if row is None:
        return None
    memory_id = int(row[0])
    c.execute(
        "UPDATE memories SET content = ?, norm = ?, terms = ?, type = ?, scope = ?, "
        "confidence = ?, pinned = ?, produced_by = ?, updated_at = ?, last_seen_at = ? "
        "WHERE id = ?",
        (
            draft.content,
            normalize_content(draft.content),
            index_terms(draft.content, owner_prefix(plan.agent_id, plan.user_id)),
            str(draft.type),
            draft.scope,
            draft.confidence,
            int(draft.pinned),
            draft.produced_by,
            now,
            now,
            memory_id,
        ),
    )
    return memory_id


def write_observation(c: sqlite3.Connection, plan: ObservationWrite) -> WriteResult:
    """Apply an `ObservationWrite`; called inside a write transaction."""
    now = to_ms(plan.now)
    a, u = plan.agent_id, plan.user_id
    signal = plan.signal
    if plan.pending_signal_id is not None and plan.pending_error is None:
        row = c.execute(
            "SELECT status FROM signals WHERE id = ? AND agent_id = ? AND user_id = ?",
            (plan.pending_signal_id, a, u),
        ).fetchone()
        if row is None or row[0] != "pending":
            # Another reprocess got there first; applying it again would double-count.
            return WriteResult(signal_id=None)
    if plan.pending_error is not None:
        signal_id = _upsert_signal(c, plan, now, status="pending", memory_id=None)
        log_event(
            c,
            a,
            u,
            "signal.pending",
            now,
            detail={"signal_id": signal_id, "error": plan.pending_error},
        )
        return WriteResult(signal_id=signal_id)

    draft = plan.draft
    merged_into = plan.merge_into
    if merged_into is not None and _owned_status(c, a, u, merged_into) not in ("active",):
        merged_into = None  # the survivor went away since the decision; store the draft
    created_id: int | None = None
    inserted: Memory | None = None
    kind = "memory.created"
    if draft is not None and merged_into is None:
        if draft.key is not None:
            created_id = _overwrite_keyed(c, plan, now)
            kind = "memory.updated" if created_id is not None else kind
        else:
            # Checked inside the write transaction so concurrent writers cannot both add it.
            merged_into = _find_duplicate(
                c,
                a,
                u,
                normalize_content(draft.content),
                draft.scope,
                plan.contradicts,
                include_quarantined=draft.quarantined,
            )
    reinforced: list[int] = []
    contradicted: list[int] = []
    if merged_into is not None:
        _reinforce(
            c,
            plan,
            merged_into,
            now,
            confidence=draft.confidence if draft else None,
            content=plan.merged_content,
        )
        reinforced.append(merged_into)
        log_event(
            c,
            a,
            u,
            "memory.merged",
            now,
            memory_id=merged_into,
            detail={"evidence": draft.content if draft else "", "content": plan.merged_content},
        )
        if plan.vector is not None and plan.merged_content is not None:
            _write_vector(c, a, u, merged_into, plan.vector)
    elif draft is not None:
        if created_id is None:
            inserted = _insert_memory(c, plan, now)
            created_id = inserted.memory_id
            if draft.quarantined:
                kind = "memory.quarantined"
        if plan.vector is not None:
            _write_vector(c, a, u, created_id, plan.vector)
        log_event(
            c,
            a,
            u,
            kind,
            now,
            memory_id=created_id,
            detail={
                "type": str(draft.type),
                "scope": draft.scope,
                "content": draft.content,
                "source": str(draft.source),
                "produced_by": draft.produced_by,
            },
        )
        for old in plan.contradicts:
            if old == created_id:
                continue
            cur = c.execute(
                "UPDATE memories SET status = 'contradicted', superseded_by = ?, "
                "stability = stability * ?, updated_at = ? "
                "WHERE id = ? AND agent_id = ? AND user_id = ? AND status = 'active'",
                (created_id, plan.stability_shrink, now, old, a, u),
            )
            if cur.rowcount:
                contradicted.append(old)
                log_event(
                    c, a, u, "memory.contradicted", now, memory_id=old, detail={"by": created_id}
                )
    for target in plan.reinforce:
        if target in reinforced or _owned_status(c, a, u, target) != "active":
            continue
        _reinforce(c, plan, target, now, confidence=None, content=None)
        reinforced.append(target)
        log_event(
            c,
            a,
            u,
            "memory.reinforced",
            now,
            memory_id=target,
            detail={"evidence": signal.text if signal else ""},
        )
    stored_signal: int | None = None
    # A reprocessed turn is resolved even when it turned out to carry no signal.
    if signal is not None or draft is not None or plan.pending_signal_id is not None:
        stored_signal = _upsert_signal(
            c, plan, now, status="processed", memory_id=created_id or merged_into
        )
    invalidate(c, a, u)
    created = inserted
    if created_id is not None and created is None:
        created = get_memories(c, a, u, [created_id])[0]  # an overwritten keyed memory
    return WriteResult(
        signal_id=stored_signal,
        created=created,
        merged_into=merged_into,
        contradicted=tuple(contradicted),
        reinforced=tuple(reinforced),
    )


def _upsert_signal(
    c: sqlite3.Connection,
    plan: ObservationWrite,
    now: int,
    *,
    status: str,
    memory_id: int | None,
) -> int:
    signal = plan.signal
    if plan.pending_signal_id is not None:
        c.execute(
            "UPDATE signals SET status = ?, memory_id = ?, type = ?, detector = ?, "
            "confidence = ?, attempts = attempts + 1, error = ?, updated_at = ? "
            "WHERE id = ? AND agent_id = ? AND user_id = ?",
            (
                status,
                memory_id,
                str(signal.type) if signal else None,
                signal.detector if signal else "",
                signal.confidence if signal else 0.0,
                plan.pending_error,
                now,
                plan.pending_signal_id,
                plan.agent_id,
                plan.user_id,
            ),
        )
        return plan.pending_signal_id
    cur = c.execute(
        "INSERT INTO signals (agent_id, user_id, memory_id, type, status, detector, confidence,"
        " agent_output, user_response, scope, session_id, error, created_at, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            plan.agent_id,
            plan.user_id,
            memory_id,
            str(signal.type) if signal else None,
            status,
            signal.detector if signal else (plan.draft.produced_by if plan.draft else ""),
            signal.confidence if signal else (plan.draft.confidence if plan.draft else 0.0),
            plan.agent_output,
            plan.user_response,
            plan.scope_hint,
            plan.session_id,
            plan.pending_error,
            now,
            now,
        ),
    )
    return int(cur.lastrowid or 0)


# -- memory edits ---------------------------------------------------------------------------


def _require(c: sqlite3.Connection, agent_id: str, user_id: str, memory_id: int) -> Memory:
    found = get_memories(c, agent_id, user_id, [memory_id])
    if not found:
        raise NotFoundError(f"no memory {memory_id!r} for user {user_id!r} of agent {agent_id!r}")
    return found[0]


def set_status(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    memory_id: int,
    status: MemoryStatus,
    now_ms: int,
    reason: str,
) -> Memory:
    """Change a memory's status, log it and invalidate the user's policies."""
    before = _require(c, agent_id, user_id, memory_id)
    c.execute(
        "UPDATE memories SET status = ?, updated_at = ? WHERE id = ?",
        (str(status), now_ms, memory_id),
    )
    log_event(
        c,
        agent_id,
        user_id,
        f"memory.{status}",
        now_ms,
        memory_id=memory_id,
        detail={"from": str(before.status), "reason": reason},
    )
    invalidate(c, agent_id, user_id)
    return _require(c, agent_id, user_id, memory_id)


def set_pinned(
    c: sqlite3.Connection, agent_id: str, user_id: str, memory_id: int, pinned: bool, now_ms: int
) -> Memory:
    """Pin or unpin a memory."""
    _require(c, agent_id, user_id, memory_id)
    c.execute(
        "UPDATE memories SET pinned = ?, updated_at = ? WHERE id = ?",
        (int(pinned), now_ms, memory_id),
    )
    log_event(
        c,
        agent_id,
        user_id,
        "memory.pinned" if pinned else "memory.unpinned",
        now_ms,
        memory_id=memory_id,
    )
    invalidate(c, agent_id, user_id)
    return _require(c, agent_id, user_id, memory_id)


def forget_user(c: sqlite3.Connection, agent_id: str, user_id: str, now_ms: int) -> int:
    """Delete all of a user's rows for the agent, then log one event without content."""
    removed = 0
    invalidate(c, agent_id, user_id)
    for table in ("vectors", "signals", "policy_cache", "feedback_loops", "episodes", "events"):
        cur = c.execute(
            f"DELETE FROM {table} WHERE agent_id = ? AND user_id = ?", (agent_id, user_id)
        )
        removed += cur.rowcount
    # Break self-references first so ON DELETE SET NULL has nothing left to chase.
    c.execute(
        "UPDATE memories SET superseded_by = NULL WHERE agent_id = ? AND user_id = ?",
        (agent_id, user_id),
    )
    cur = c.execute("DELETE FROM memories WHERE agent_id = ? AND user_id = ?", (agent_id, user_id))
    removed += cur.rowcount
    log_event(c, agent_id, user_id, "user.erased", now_ms, detail={"rows": removed})
    return removed


def import_memories(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    records: Sequence[Memory],
    vectors: Sequence[Sequence[float] | None],
    now_ms: int,
) -> list[int]:
    """Insert exported memories as they were (new ids, `superseded_by` remapped)."""
    prefix = owner_prefix(agent_id, user_id)
    new_ids: dict[int, int] = {}
    for record, vector in zip(records, vectors, strict=True):
        cur = c.execute(
            "INSERT INTO memories (agent_id, user_id, terms, key, type, content, norm, scope,"
            " status, source, confidence, reinforcement, stability, pinned, produced_by,"
            " session_id, created_at, updated_at, last_seen_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                agent_id,
                user_id,
                index_terms(record.content, prefix),
                record.key,
                str(record.type),
                record.content,
                normalize_content(record.content),
                record.scope,
                str(record.status),
                str(record.source),
                record.confidence,
                record.reinforcement,
                record.stability,
                int(record.pinned),
                record.produced_by,
                record.session_id,
                to_ms(record.created_at),
                to_ms(record.updated_at),
                to_ms(record.last_seen_at),
            ),
        )
        memory_id = int(cur.lastrowid or 0)
        new_ids[record.memory_id] = memory_id
        if vector is not None:
            _write_vector(c, agent_id, user_id, memory_id, vector)
        log_event(
            c,
            agent_id,
            user_id,
            "memory.imported",
            now_ms,
            memory_id=memory_id,
            detail={"from_id": record.memory_id},
        )
    for record in records:
        if record.superseded_by is not None and record.superseded_by in new_ids:
            c.execute(
                "UPDATE memories SET superseded_by = ? WHERE id = ?",
                (new_ids[record.superseded_by], new_ids[record.memory_id]),
            )
    invalidate(c, agent_id, user_id)
    return [new_ids[r.memory_id] for r in records]


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

"""SQL for observation writes: memories, signals, vectors, events and invalidation.

Mirrors `store/queries.py` statement for statement; called inside a write transaction
that holds the (agent, user) advisory lock, so read-then-write steps cannot race.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from imprint.store.postgres.queries import get_memories
from imprint.store.rows import normalize_content, to_ms
from imprint.store.terms import index_terms, owner_prefix
from imprint.types import GLOBAL_SCOPE, MemoryStatus, ObservationWrite, WriteResult

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["invalidate", "log_event", "write_observation", "write_vector"]


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
    """Bump the user's memory version and drop their cached policies."""
    await c.execute(
        "INSERT INTO user_versions (agent_id, user_id, version) VALUES ($1, $2, 1) "
        "ON CONFLICT (agent_id, user_id) DO UPDATE SET version = user_versions.version + 1",
        agent_id,
        user_id,
    )
    await c.execute(
        "DELETE FROM policy_cache WHERE agent_id = $1 AND user_id = $2", agent_id, user_id
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


async def _owned_status(c: Connection, agent_id: str, user_id: str, memory_id: int) -> str | None:
    value = await c.fetchval(
        "SELECT status FROM memories WHERE id = $1 AND agent_id = $2 AND user_id = $3",
        memory_id,
        agent_id,
        user_id,
    )
    return None if value is None else str(value)


async def _find_duplicate(
    c: Connection,
    plan: ObservationWrite,
    norm: str,
    scope: str,
    *,
    include_quarantined: bool,
) -> int | None:
    # A legitimate memory never merges into a quarantined one: it would stay out of policies.
    statuses = ["active", "quarantined"] if include_quarantined else ["active"]
    rows = await c.fetch(
        "SELECT id FROM memories WHERE agent_id = $1 AND user_id = $2 AND norm = $3 "
        "AND status = ANY($4::text[]) AND scope IN ($5, $6) ORDER BY id",
        plan.agent_id,
        plan.user_id,
        norm,
        statuses,
        scope,
        GLOBAL_SCOPE,
    )
    # A memory being contradicted is not a duplicate to merge into, whatever its wording.
    return next((int(r["id"]) for r in rows if int(r["id"]) not in plan.contradicts), None)


async def _reinforce(
    c: Connection,
    plan: ObservationWrite,
    memory_id: int,
    now: int,
    *,
    confidence: float | None,
    content: str | None,
) -> None:
    params: list[Any] = [plan.stability_growth, now]
    sets = ["reinforcement = reinforcement + 1", "stability = stability * $1"]
    sets += ["last_seen_at = $2", "updated_at = $2"]
    if confidence is not None:
        params.append(confidence)
        sets.append(f"confidence = greatest(confidence, ${len(params)})")
    if content is not None:
        params += [
            content,
            normalize_content(content),
            index_terms(content, owner_prefix(plan.agent_id, plan.user_id)),
        ]
        n = len(params)
        sets += [f"content = ${n - 2}", f"norm = ${n - 1}", f"terms = ${n}"]
    n = len(params)
    await c.execute(
        f"UPDATE memories SET {', '.join(sets)} WHERE id = ${n + 1} AND agent_id = ${n + 2} "
        f"AND user_id = ${n + 3}",
        *params,
        memory_id,
        plan.agent_id,
        plan.user_id,
    )


async def _insert_memory(c: Connection, plan: ObservationWrite, now: int, fts_config: str) -> int:
    draft = plan.draft
    assert draft is not None
    status = MemoryStatus.QUARANTINED if draft.quarantined else MemoryStatus.ACTIVE
    memory_id = await c.fetchval(
        "INSERT INTO memories (agent_id, user_id, key, type, content, norm, scope, status,"
        " source, confidence, pinned, produced_by, session_id, fts_config, created_at,"
        " updated_at, last_seen_at, terms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,"
        " $11, $12, $13, $14::text::regconfig, $15, $15, $15, $16) RETURNING id",
        plan.agent_id,
        plan.user_id,
        draft.key,
        str(draft.type),
        draft.content,
        normalize_content(draft.content),
        draft.scope,
        str(status),
        str(draft.source),
        draft.confidence,
        bool(draft.pinned),
        draft.produced_by,
        plan.session_id,
        fts_config,
        now,
        index_terms(draft.content, owner_prefix(plan.agent_id, plan.user_id)),
    )
    return int(memory_id)


async def _overwrite_keyed(c: Connection, plan: ObservationWrite, now: int) -> int | None:
    draft = plan.draft
    assert draft is not None and draft.key is not None
    memory_id = await c.fetchval(
        "UPDATE memories SET content = $4, norm = $5, type = $6, scope = $7, confidence = $8, "
        "pinned = $9, produced_by = $10, updated_at = $11, last_seen_at = $11, terms = $12 "
        "WHERE agent_id = $1 AND user_id = $2 AND key = $3 AND status = 'active' RETURNING id",
        plan.agent_id,
        plan.user_id,
        draft.key,
        draft.content,
        normalize_content(draft.content),
        str(draft.type),
        draft.scope,
        draft.confidence,
        bool(draft.pinned),
        draft.produced_by,
        now,
        index_terms(draft.content, owner_prefix(plan.agent_id, plan.user_id)),
    )
    return None if memory_id is None else int(memory_id)


async def write_observation(c: Connection, plan: ObservationWrite, fts_config: str) -> WriteResult:
    """Apply an `ObservationWrite`; called inside a write transaction holding the user lock."""
    now = to_ms(plan.now)
    a, u = plan.agent_id, plan.user_id
    signal = plan.signal
    if plan.pending_signal_id is not None and plan.pending_error is None:
        status = await c.fetchval(
            "SELECT status FROM signals WHERE id = $1 AND agent_id = $2 AND user_id = $3",
            plan.pending_signal_id,
            a,
            u,
        )
        if status != "pending":
            # Another reprocess got there first; applying it again would double-count.
            return WriteResult(signal_id=None)
    if plan.pending_error is not None:
        signal_id = await _upsert_signal(c, plan, now, status="pending", memory_id=None)
        detail = {"signal_id": signal_id, "error": plan.pending_error}
        await log_event(c, a, u, "signal.pending", now, detail=detail)
        return WriteResult(signal_id=signal_id)

    draft = plan.draft
    merged_into = plan.merge_into
    if merged_into is not None and await _owned_status(c, a, u, merged_into) != "active":
        merged_into = None  # the survivor went away since the decision; store the draft
    created_id: int | None = None
    kind = "memory.created"
    if draft is not None and merged_into is None:
        if draft.key is not None:
            created_id = await _overwrite_keyed(c, plan, now)
            kind = "memory.updated" if created_id is not None else kind
        else:
            # Checked under the user's lock so concurrent writers cannot both add it.
            merged_into = await _find_duplicate(
                c,
                plan,
                normalize_content(draft.content),
                draft.scope,
                include_quarantined=draft.quarantined,
            )
    reinforced: list[int] = []
    contradicted: list[int] = []
    if merged_into is not None:
        await _reinforce(
            c,
            plan,
            merged_into,
            now,
            confidence=draft.confidence if draft else None,
            content=plan.merged_content,
        )
        reinforced.append(merged_into)
        detail = {"evidence": draft.content if draft else "", "content": plan.merged_content}
        await log_event(c, a, u, "memory.merged", now, memory_id=merged_into, detail=detail)
        if plan.vector is not None and plan.merged_content is not None:
            await write_vector(c, a, u, merged_into, plan.vector)
    elif draft is not None:
        if created_id is None:
            created_id = await _insert_memory(c, plan, now, fts_config)
            if draft.quarantined:
                kind = "memory.quarantined"
        if plan.vector is not None:
            await write_vector(c, a, u, created_id, plan.vector)
        detail = {
            "type": str(draft.type),
            "scope": draft.scope,
            "content": draft.content,
            "source": str(draft.source),
            "produced_by": draft.produced_by,
        }
        await log_event(c, a, u, kind, now, memory_id=created_id, detail=detail)
        for old in plan.contradicts:
            if old == created_id:
                continue
            done = await c.fetchval(
                "UPDATE memories SET status = 'contradicted', superseded_by = $1, "
                "stability = stability * $2, updated_at = $3 "
                "WHERE id = $4 AND agent_id = $5 AND user_id = $6 AND status = 'active' "
                "RETURNING id",
                created_id,
                plan.stability_shrink,
                now,
                old,
                a,
                u,
            )
            if done is not None:
                contradicted.append(old)
                await log_event(
                    c, a, u, "memory.contradicted", now, memory_id=old, detail={"by": created_id}
                )
    for target in plan.reinforce:
        if target in reinforced or await _owned_status(c, a, u, target) != "active":
            continue
        await _reinforce(c, plan, target, now, confidence=None, content=None)
        reinforced.append(target)
        detail = {"evidence": signal.text if signal else ""}
        await log_event(c, a, u, "memory.reinforced", now, memory_id=target, detail=detail)
    stored_signal: int | None = None
    # A reprocessed turn is resolved even when it turned out to carry no signal.
    if signal is not None or draft is not None or plan.pending_signal_id is not None:
        stored_signal = await _upsert_signal(
            c, plan, now, status="processed", memory_id=created_id or merged_into
        )
    await invalidate(c, a, u)
    created = None
    if created_id is not None:
        created = (await get_memories(c, a, u, [created_id]))[0]
    return WriteResult(
        signal_id=stored_signal,
        created=created,
        merged_into=merged_into,
        contradicted=tuple(contradicted),
        reinforced=tuple(reinforced),
    )


async def _upsert_signal(
    c: Connection,
    plan: ObservationWrite,
    now: int,
    *,
    status: str,
    memory_id: int | None,
) -> int:
    signal = plan.signal
    if plan.pending_signal_id is not None:
        await c.execute(
            "UPDATE signals SET status = $1, memory_id = $2, type = $3, detector = $4, "
            "confidence = $5, attempts = attempts + 1, error = $6, updated_at = $7 "
            "WHERE id = $8 AND agent_id = $9 AND user_id = $10",
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
        )
        return plan.pending_signal_id
    signal_id = await c.fetchval(
        "INSERT INTO signals (agent_id, user_id, memory_id, type, status, detector, confidence,"
        " agent_output, user_response, scope, session_id, error, created_at, updated_at)"
        " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id",
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
    )
    return int(signal_id)

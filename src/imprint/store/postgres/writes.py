"""Every write request on PostgreSQL: read the facts, let `store.decision` decide, apply.

Runs inside a transaction that holds the (agent, user) advisory lock, so what is read cannot
change before the steps apply. Nothing here decides anything: `postgres/facts.py` reads the
facts a `FactQuery` names, and each `Step` is applied by a short statement. Round trips are
what cost on a server, so the events of a request go in one statement at the end.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, assert_never

from imprint.store.decision import decide, fact_query
from imprint.store.postgres.codec import encode_text
from imprint.store.postgres.erasure import forget_memory, forget_texts
from imprint.store.postgres.facts import read_facts
from imprint.store.postgres.queries import Args
from imprint.store.rows import dump_metadata, normalize_content, to_ms
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
from imprint.types import Memory
from imprint.writes import WriteRequest, WriteResult, WriteRules

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["apply_steps", "invalidate", "log_event", "read_facts", "write", "write_vector"]


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

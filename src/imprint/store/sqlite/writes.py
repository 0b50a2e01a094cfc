"""Every write request on SQLite: read the facts, let `store.decision` decide, apply the steps.

Runs on the connection thread inside a `BEGIN IMMEDIATE` transaction, so what is read
cannot change before the steps apply. Nothing here decides anything: `sqlite/facts.py`
reads what a `FactQuery` names, and each function here applies one kind of `Step`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from typing import assert_never

import numpy as np

from imprint.store.decision import decide, fact_query
from imprint.store.rows import dump_metadata, normalize_content, to_ms
from imprint.store.sqlite.erasure import forget_memory, forget_texts
from imprint.store.sqlite.facts import read_facts
from imprint.store.sqlite.queries import invalidate, log_event
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
from imprint.writes import WriteRequest, WriteResult, WriteRules

__all__ = ["apply_steps", "read_facts", "write", "write_vector"]


def write(
    c: sqlite3.Connection,
    request: WriteRequest,
    rules: WriteRules,
    *,
    erased: Callable[[Forget | ForgetTexts], object] | None = None,
) -> WriteResult:
    """Carry out one request inside the caller's write transaction.

    `erased` hears of each `Forget` or `ForgetTexts` step that erased something, so the
    store can empty the WAL once the transaction commits.
    """
    facts = read_facts(c, fact_query(request, rules))
    decision = decide(request, facts, rules)
    now = to_ms(request.now)
    assigned = apply_steps(c, request.agent_id, request.user_id, now, decision.steps, erased)
    return finish(decision, assigned)


def apply_steps(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    now: int,
    steps: Sequence[Step],
    erased: Callable[[Forget | ForgetTexts], object] | None = None,
) -> Assigned:
    """Apply `steps` in order; return the ids the inserts were given."""
    assigned = Assigned()
    prefix = owner_prefix(agent_id, user_id)
    owner = (agent_id, user_id)
    for step in steps:
        match step:
            case InsertMemory(ref=ref, memory=m):
                cur = c.execute(
                    "INSERT INTO memories (agent_id, user_id, terms, key, type, content, norm,"
                    " scope, status, source, confidence, reinforcement, stability, pinned,"
                    " produced_by, superseded_by, session_id, created_at, updated_at,"
                    " last_seen_at, subject, valid_until, metadata, origin)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?,"
                    " ?, ?)",
                    (
                        *owner,
                        index_terms(index_text(m.content, m.subject), prefix),
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
                        int(m.pinned),
                        m.produced_by,
                        m.session_id,
                        to_ms(m.created_at),
                        to_ms(m.updated_at),
                        to_ms(m.last_seen_at),
                        m.subject,
                        None if m.valid_until is None else to_ms(m.valid_until),
                        dump_metadata(m.metadata),
                        m.origin,
                    ),
                )
                assigned.memories[ref] = int(cur.lastrowid or 0)
            case UpdateKeyed(memory_id=memory_id, draft=d):
                c.execute(
                    "UPDATE memories SET content = ?, norm = ?, terms = ?, type = ?, scope = ?, "
                    "confidence = ?, pinned = ?, produced_by = ?, updated_at = ?, "
                    "last_seen_at = ?, subject = ?, valid_until = ?, metadata = ? "
                    "WHERE id = ? AND agent_id = ? AND user_id = ?",
                    (
                        d.content,
                        normalize_content(d.content),
                        index_terms(index_text(d.content, d.subject), prefix),
                        str(d.type),
                        d.scope,
                        d.confidence,
                        int(d.pinned),
                        d.produced_by,
                        now,
                        now,
                        d.subject,
                        None if d.valid_until is None else to_ms(d.valid_until),
                        dump_metadata(d.metadata),
                        memory_id,
                        *owner,
                    ),
                )
            case Reinforce():
                _reinforce(c, step, now, prefix, owner)
            case EditMemory():
                _edit(c, step, now, prefix, owner)
            case DropVector(memory_id=memory_id):
                c.execute(
                    "DELETE FROM vectors WHERE memory_id = ? AND agent_id = ? AND user_id = ?",
                    (memory_id, *owner),
                )
            case Deactivate():
                c.execute(
                    "UPDATE memories SET status = ?, superseded_by = ?, "
                    "stability = stability * ?, updated_at = ? "
                    "WHERE id = ? AND agent_id = ? AND user_id = ?",
                    (
                        str(step.status),
                        None if step.superseded_by is None else assigned.memory(step.superseded_by),
                        step.stability_factor,
                        now,
                        assigned.memory(step.memory),
                        *owner,
                    ),
                )
            case WriteVector(memory=ref, vector=vector):
                write_vector(c, agent_id, user_id, assigned.memory(ref), vector)
            case Link(memory=ref, superseded_by=successor):
                c.execute(
                    "UPDATE memories SET superseded_by = ? WHERE id = ? AND agent_id = ? "
                    "AND user_id = ?",
                    (assigned.memory(successor), assigned.memory(ref), *owner),
                )
            case StoreSignal():
                assigned.signal = _insert_signal(c, step, now, owner, assigned)
            case ResolveSignal():
                c.execute(
                    "UPDATE signals SET status = 'processed', memory_id = ?, type = ?, "
                    "detector = ?, confidence = ?, attempts = attempts + 1, error = NULL, "
                    "updated_at = ? WHERE id = ? AND agent_id = ? AND user_id = ?",
                    (
                        None if step.memory is None else assigned.memory(step.memory),
                        None if step.type is None else str(step.type),
                        step.detector,
                        step.confidence,
                        now,
                        step.signal_id,
                        *owner,
                    ),
                )
            case CloseLoop():
                c.execute(
                    "UPDATE feedback_loops SET status = ?, outcome = ?, closed_at = ? "
                    "WHERE id = ? AND status = 'open'",
                    ("expired" if step.expired else "closed", step.outcome, now, step.loop_id),
                )
            case LogEvent(kind=kind, memory=ref, detail=detail):
                concerned = None if ref is None else assigned.memory(ref)
                log_event(c, *owner, kind, now, memory_id=concerned, detail=assigned.detail(detail))
            case Forget(memory_id=memory_id):
                if forget_memory(c, agent_id, user_id, memory_id, now) and erased is not None:
                    erased(step)
            case ForgetTexts(signals=signals, events=events):
                if forget_texts(c, agent_id, user_id, signals, events) and erased is not None:
                    erased(step)
            case Invalidate():
                invalidate(c, *owner)
            case _:
                assert_never(step)
    return assigned


def _reinforce(
    c: sqlite3.Connection, step: Reinforce, now: int, prefix: str, owner: tuple[str, str]
) -> None:
    sets = [
        "reinforcement = reinforcement + 1",
        "stability = stability * ?",
        "last_seen_at = ?",
        "updated_at = ?",
    ]
    params: list[object] = [step.stability_factor, now, now]
    if step.confidence is not None:
        sets.append("confidence = max(confidence, ?)")
        params.append(step.confidence)
    if step.content is not None:
        sets += ["content = ?", "norm = ?", "terms = ?"]
        params += [step.content, normalize_content(step.content), index_terms(step.content, prefix)]
    if step.metadata:
        # A merge patch of the new names with the old ones on top: the old values stay.
        sets.append("metadata = json_patch(?, metadata)")
        params.append(dump_metadata(step.metadata))
    c.execute(
        f"UPDATE memories SET {', '.join(sets)} WHERE id = ? AND agent_id = ? AND user_id = ?",
        [*params, step.memory_id, *owner],
    )


def _edit(
    c: sqlite3.Connection, step: EditMemory, now: int, prefix: str, owner: tuple[str, str]
) -> None:
    sets = ["content = ?", "norm = ?", "terms = ?", "updated_at = ?", "last_seen_at = ?"]
    content = step.content
    params: list[object] = [content, normalize_content(content), index_terms(content, prefix)]
    params += [now, now]
    if step.metadata is not None:
        sets.append("metadata = ?")
        params.append(dump_metadata(step.metadata))
    if step.status is not None:
        sets.append("status = ?")
        params.append(str(step.status))
    c.execute(
        f"UPDATE memories SET {', '.join(sets)} WHERE id = ? AND agent_id = ? AND user_id = ?",
        [*params, step.memory_id, *owner],
    )


def _insert_signal(
    c: sqlite3.Connection,
    step: StoreSignal,
    now: int,
    owner: tuple[str, str],
    assigned: Assigned,
) -> int:
    cur = c.execute(
        "INSERT INTO signals (agent_id, user_id, memory_id, type, status, detector, confidence,"
        " agent_output, user_response, scope, session_id, error, created_at, updated_at,"
        " metadata) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            *owner,
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
            now,
            dump_metadata(step.metadata),
        ),
    )
    return int(cur.lastrowid or 0)


def write_vector(
    c: sqlite3.Connection, agent_id: str, user_id: str, memory_id: int, vector: Sequence[float]
) -> None:
    """Store or replace a memory's vector as float32 little-endian bytes."""
    blob = np.asarray(vector, dtype="<f4").tobytes()
    # A store-wide sequence number lets a vector index catch up on what changed since.
    seq = int(c.execute("SELECT coalesce(max(seq), 0) + 1 FROM vectors").fetchone()[0])
    c.execute(
        "INSERT INTO vectors (memory_id, agent_id, user_id, dim, vector, seq) "
        "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (memory_id) DO UPDATE SET "
        "dim = excluded.dim, vector = excluded.vector, seq = excluded.seq",
        (memory_id, agent_id, user_id, len(vector), blob, seq),
    )

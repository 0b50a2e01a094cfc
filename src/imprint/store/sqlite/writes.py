"""Every write request on SQLite: read the facts, let `store.decision` decide, apply the steps.

Runs on the connection thread inside a `BEGIN IMMEDIATE` transaction, so what is read
cannot change before the steps apply. Nothing here decides anything: each function either
reads what a `FactQuery` names or applies one kind of `Step`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable, Sequence
from typing import Any, assert_never

import numpy as np

from imprint.store.decision import decide, fact_query
from imprint.store.facts import (
    HISTORY_STATUSES,
    FactQuery,
    Facts,
    KeptText,
    over_capacity,
)
from imprint.store.forgetting import candidates
from imprint.store.rows import (
    MEMORY_COLUMNS,
    dump_metadata,
    memory_source,
    memory_status,
    memory_type,
    normalize_content,
    to_memory,
    to_ms,
)
from imprint.store.sqlite.erasure import forget_memory, forget_texts, kept_texts, stem_filter
from imprint.store.sqlite.held import held_records
from imprint.store.sqlite.loops import find_open_loop
from imprint.store.sqlite.queries import (
    consolidation_candidates,
    in_chunks,
    invalidate,
    log_event,
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


# -- reading ------------------------------------------------------------------------------


def read_facts(c: sqlite3.Connection, query: FactQuery) -> Facts:
    """Read what `query` names, confined to its agent and user."""
    a, u = query.agent_id, query.user_id
    pending_status = None
    if query.pending_signal is not None:
        row = c.execute(
            "SELECT status FROM signals WHERE id = ? AND agent_id = ? AND user_id = ?",
            (query.pending_signal, a, u),
        ).fetchone()
        pending_status = None if row is None else str(row[0])
    loop = None
    if query.loop_session is not None:
        loop = find_open_loop(c, a, u, query.loop_session)
    wanted = list(query.statuses)
    if loop is not None and query.loop_statuses:
        wanted += [memory_id for memory_id, _, _ in loop.used]
    keyed = None
    if query.key is not None:
        row = c.execute(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE agent_id = ? AND user_id = ? "
            "AND key = ? AND status = 'active'",
            (a, u, query.key),
        ).fetchone()
        keyed = None if row is None else to_memory(row)
    duplicates: tuple[tuple[int, MemoryStatus], ...] = ()
    if query.duplicates is not None:
        rows = c.execute(
            "SELECT id, status FROM memories WHERE agent_id = ? AND user_id = ? AND norm = ? "
            "AND status IN ('active', 'quarantined') AND scope IN (?, ?) ORDER BY id",
            (a, u, query.duplicates.norm, query.duplicates.scope, GLOBAL_SCOPE),
        )
        duplicates = tuple((int(r[0]), memory_status(r[1])) for r in rows)
    candidates: tuple[CandidateMemory, ...] = ()
    if query.candidates is not None:
        search = query.candidates
        scopes = None if search.scopes is None else list(search.scopes)
        candidates = tuple(consolidation_candidates(c, a, u, search.query, search.limit, scopes))
    active = 0
    pool: tuple[Memory, ...] = ()
    if query.capacity is not None:
        active = int(
            c.execute(
                "SELECT count(*) FROM memories WHERE agent_id = ? AND user_id = ? "
                "AND status = 'active'",
                (a, u),
            ).fetchone()[0]
        )
        if over_capacity(query.capacity, active):
            rows = c.execute(
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE agent_id = ? AND user_id = ? "
                "AND status = 'active' ORDER BY id",
                (a, u),
            )
            pool = tuple(to_memory(r) for r in rows)
    memory = None
    if query.memory is not None:
        row = c.execute(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE id = ? AND agent_id = ? AND user_id = ?",
            (query.memory, a, u),
        ).fetchone()
        memory = None if row is None else to_memory(row)
    contents: dict[tuple[str, str], int] = {}
    origins: dict[str, int] = {}
    if query.imports is not None:
        contents, origins = held_records(c, a, u, query.imports)
    forgettable = _forgettable(c, query)
    forgettable_history: tuple[CandidateMemory, ...] = ()
    kept: tuple[KeptText, ...] = ()
    if query.forget_stems is not None:
        newest = query.forget_newest or 0
        forgettable_history = _history(c, query, query.forget_stems, newest)
        kept = kept_texts(c, a, u, query.forget_stems, newest)
    recent: tuple[CandidateMemory, ...] = ()
    if query.recent_session is not None:
        rows = c.execute(
            f"SELECT {_COMPARED} FROM memories "
            "WHERE agent_id = ? AND user_id = ? AND status = 'active' "
            "AND coalesce(session_id, '') = ? AND created_at = (SELECT max(created_at) FROM "
            "memories WHERE agent_id = ? AND user_id = ? AND coalesce(session_id, '') = ?) "
            "ORDER BY id",
            (a, u, query.recent_session, a, u, query.recent_session),
        )
        recent = _compared(rows)
    retirable: tuple[CandidateMemory, ...] = ()
    if query.retire_search is not None:
        search = query.retire_search
        scopes = None if search.scopes is None else list(search.scopes)
        retirable = tuple(consolidation_candidates(c, a, u, search.query, search.limit, scopes))
    return Facts(
        pending_status=pending_status,
        statuses=_statuses(c, a, u, wanted),
        keyed=keyed,
        duplicates=duplicates,
        candidates=candidates,
        loop=loop,
        active=active,
        pool=pool,
        memory=memory,
        held_contents=contents,
        held_origins=origins,
        forgettable=forgettable,
        forgettable_history=forgettable_history,
        kept_texts=kept,
        recent=recent,
        retirable=retirable,
    )


def _forgettable(c: sqlite3.Connection, query: FactQuery) -> tuple[CandidateMemory, ...]:
    """The active memories a forget request's words find, then the newest ones."""
    search = query.forget_search
    if search is None:
        return ()
    a, u = query.agent_id, query.user_id
    found = tuple(consolidation_candidates(c, a, u, search.query, search.limit, None))
    if query.forget_newest is None:
        return found
    rows = c.execute(
        f"SELECT {_COMPARED} FROM memories WHERE agent_id = ? AND user_id = ? "
        "AND status = 'active' ORDER BY id DESC LIMIT ?",
        (a, u, query.forget_newest),
    )
    seen = {m.memory_id for m in found}
    return found + tuple(m for m in _compared(rows) if m.memory_id not in seen)


def _history(
    c: sqlite3.Connection, query: FactQuery, stems: tuple[str, ...], newest: int
) -> tuple[CandidateMemory, ...]:
    """The memories history keeps that may hold one of `stems`, then the newest ones."""
    owner = (query.agent_id, query.user_id)
    statuses = tuple(str(s) for s in HISTORY_STATUSES)
    kept = f"agent_id = ? AND user_id = ? AND status IN ({', '.join('?' for _ in statuses)})"
    held, args = stem_filter("content", stems)
    found = c.execute(
        f"SELECT {_COMPARED} FROM memories WHERE {kept} AND {held}",
        (*owner, *statuses, *args),
    ).fetchall()
    newer = c.execute(
        f"SELECT {_COMPARED} FROM memories WHERE {kept} ORDER BY id DESC LIMIT ?",
        (*owner, *statuses, newest),
    ).fetchall()
    named = candidates(found, newer, stems, key=lambda r: int(r[0]), text=lambda r: str(r[2]))
    return _compared(named)


_COMPARED = "id, type, content, scope, key, source, subject, pinned"
"""The columns of a memory as the decision compares it (`CandidateMemory`)."""


def _compared(rows: Iterable[Sequence[Any]]) -> tuple[CandidateMemory, ...]:
    return tuple(
        CandidateMemory(
            memory_id=int(r[0]),
            type=memory_type(r[1]),
            content=str(r[2]),
            scope=r[3],
            key=r[4],
            source=memory_source(r[5]),
            subject=r[6],
            pinned=bool(r[7]),
        )
        for r in rows
    )


def _statuses(
    c: sqlite3.Connection, agent_id: str, user_id: str, ids: Sequence[int]
) -> dict[int, MemoryStatus]:
    if not ids:
        return {}
    ids = list(dict.fromkeys(ids))
    found: dict[int, MemoryStatus] = {}
    for chunk, marks in in_chunks(ids):
        rows = c.execute(
            f"SELECT id, status FROM memories WHERE agent_id = ? AND user_id = ? "
            f"AND id IN ({marks})",
            [agent_id, user_id, *chunk],
        )
        found.update((int(r[0]), memory_status(r[1])) for r in rows)
    return found


# -- applying -----------------------------------------------------------------------------


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

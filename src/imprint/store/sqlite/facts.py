"""What a write request reads on SQLite: the facts a `FactQuery` names, nothing decided.

Runs on the connection thread inside the write's `BEGIN IMMEDIATE` transaction (or, for
`SQLiteStore.read_facts`, a read transaction), confined to the query's agent and user.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from imprint.store.facts import (
    HISTORY_STATUSES,
    FactQuery,
    Facts,
    KeptText,
    over_capacity,
)
from imprint.store.forgetting import candidates, found_then_newest, ranked_then_newest
from imprint.store.rows import (
    MEMORY_COLUMNS,
    memory_source,
    memory_status,
    memory_type,
    to_memory,
)
from imprint.store.sqlite.erasure import kept_texts, stem_filter
from imprint.store.sqlite.held import held_records
from imprint.store.sqlite.loops import find_open_loop
from imprint.store.sqlite.queries import consolidation_candidates, in_chunks
from imprint.types import GLOBAL_SCOPE, Memory, MemoryStatus
from imprint.writes import CandidateMemory

__all__ = ["read_facts"]


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
        if search.newest:
            candidates = ranked_then_newest(candidates, _newest(c, query, search.newest, scopes))
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


def _newest(
    c: sqlite3.Connection, query: FactQuery, limit: int, scopes: Sequence[str] | None
) -> tuple[CandidateMemory, ...]:
    """The user's newest active memories, in `scopes` (None: all), newest first."""
    scoped = "" if scopes is None else f" AND scope IN ({', '.join('?' for _ in scopes)})"
    rows = c.execute(
        f"SELECT {_COMPARED} FROM memories WHERE agent_id = ? AND user_id = ? "
        f"AND status = 'active'{scoped} ORDER BY id DESC LIMIT ?",
        (query.agent_id, query.user_id, *(scopes or ()), limit),
    )
    return _compared(rows)


def _forgettable(c: sqlite3.Connection, query: FactQuery) -> tuple[CandidateMemory, ...]:
    """The active memories a forget request's words find, then the newest ones."""
    search = query.forget_search
    if search is None:
        return ()
    a, u = query.agent_id, query.user_id
    found = tuple(consolidation_candidates(c, a, u, search.query, search.limit, None))
    if query.forget_newest is None:
        return found
    return found_then_newest(found, _newest(c, query, query.forget_newest, None))


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

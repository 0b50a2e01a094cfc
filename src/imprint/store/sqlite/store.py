"""The SQLite memory store: every SQL statement Imprint runs against SQLite lives here."""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Iterable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from imprint.errors import NotFoundError, SchemaError, StoreError
from imprint.store.facts import FactQuery, Facts
from imprint.store.rows import (
    MEMORY_COLUMNS,
    to_episode,
    to_event,
    to_memory,
    to_ms,
    to_pending,
)
from imprint.store.sqlite import erasure, fts_erasure, history, loops, writes
from imprint.store.sqlite import queries as q
from imprint.store.sqlite.connection import SQLiteConnection
from imprint.store.sqlite.migrations import check_current, migrate
from imprint.store.steps import Forget, ForgetTexts
from imprint.store.url import StoreLocation, parse_store_url
from imprint.types import (
    AgentConfig,
    Episode,
    Event,
    FeedbackLoop,
    Memory,
    MemoryHistory,
    MemoryStatus,
    MemoryType,
    MetadataFilter,
    PendingSignal,
    ProcessingMode,
    StoreStats,
    UserSummary,
)
from imprint.writes import CandidateMemory, WriteRequest, WriteResult, WriteRules

__all__ = ["SQLiteStore"]

_ACTIVE = (MemoryStatus.ACTIVE,)

log = logging.getLogger(__name__)


class SQLiteStore:
    """Memories, signals, events and learned state in one SQLite file.

    Safe to share between many asyncio tasks (one connection, whole transactions per call)
    and between processes on one file (WAL, `BEGIN IMMEDIATE`, busy timeout).
    """

    def __init__(self, url: str | Path | StoreLocation, *, busy_timeout_ms: int = 30_000) -> None:
        self.location = url if isinstance(url, StoreLocation) else parse_store_url(url)
        """Where the store lives."""
        self._conn = SQLiteConnection(self.location, busy_timeout_ms=busy_timeout_ms)
        self._connected = False
        self.migrations_applied: tuple[str, ...] = ()
        """Migrations the last `connect()` applied, in order (empty: already up to date)."""

    @property
    def path(self) -> Path | None:
        """The database file, or None for an in-memory store."""
        return self.location.path

    @property
    def connection(self) -> SQLiteConnection:
        """The underlying connection, for vector stores that share the file."""
        return self._conn

    @property
    def connected(self) -> bool:
        """True between `connect()` and `close()`."""
        return self._connected

    @property
    def read_only(self) -> bool:
        """True when opened only for reading (`StoreLocation.read_only`)."""
        return self.location.read_only

    async def connect(self) -> None:
        """Open the file, apply pragmas and any missing migrations (read-only: check them)."""
        await self._conn.open()
        try:
            if self.location.read_only:
                await self._conn.raw(check_current)
            else:
                self.migrations_applied = tuple(await self._conn.raw(migrate))
                await self._prepare_erasure()
        except SchemaError:
            await self._conn.close()
            raise
        except BaseException:
            await self._conn.close()
            raise
        self._conn.open_inline()
        self._connected = True

    async def _prepare_erasure(self) -> None:
        """Make erasing cheap and complete later: the index's delete mode, sqlite-vec loaded.

        A file with a sqlite-vec index gets the extension loaded now, where it can be, so
        that erasing a memory inside any write can reach the index; where it cannot, the
        erasure says so then.
        """
        if await self._conn.read(fts_erasure.index_needs_preparing):
            await self._conn.write(fts_erasure.prepare_index)
        if not self._conn.vec_loaded and await self._conn.raw(erasure.has_vec_tables):
            await self._conn.load_sqlite_vec()

    async def close(self) -> None:
        """Close the file; safe to call twice."""
        self._connected = False
        await self._conn.close()

    # -- agents ---------------------------------------------------------------------------

    async def get_agent(self, agent_id: str) -> AgentConfig | None:
        """The agent's persisted configuration, or None if it was never saved."""
        return await self._conn.read(lambda c: q.get_agent(c, agent_id))

    async def save_agent(
        self,
        agent_id: str,
        *,
        now: datetime,
        description: str | None = None,
        processing_mode: ProcessingMode | None = None,
        scopes: Sequence[str] | None = None,
        embedding_dim: int | None = None,
        embedder: str | None = None,
    ) -> AgentConfig:
        """Create the agent or update only the fields given; return the result."""

        def run(c: sqlite3.Connection) -> AgentConfig:
            q.upsert_agent(
                c,
                agent_id,
                now_ms=to_ms(now),
                description=description,
                processing_mode=processing_mode,
                scopes=scopes,
                embedding_dim=embedding_dim,
                embedder=embedder,
            )
            config = q.get_agent(c, agent_id)
            assert config is not None
            return config

        return await self._conn.write(run)

    # -- observation writes ---------------------------------------------------------------

    async def write(
        self, requests: Sequence[WriteRequest], *, rules: WriteRules
    ) -> list[WriteResult]:
        """Carry out write requests in order, in one transaction (see `store.decision`).

        Each request reads its facts, decides and applies its steps after the previous
        one, so a batch sees its own earlier writes; `BEGIN IMMEDIATE` keeps every other
        writer, in this process or another, out until the commit.
        """
        if not requests:
            return []
        erased: list[Forget | ForgetTexts] = []
        results = await self._conn.write(
            lambda c: [writes.write(c, r, rules, erased=erased.append) for r in requests]
        )
        if erased:
            await self._scrub_wal(f"erasing {_erased(erased)}")
        return results

    # -- memory reads ---------------------------------------------------------------------

    async def get_memory(self, agent_id: str, user_id: str, memory_id: int) -> Memory:
        """One memory of this agent and user, whatever its status.

        Raises:
            NotFoundError: no such memory for this agent and user.
        """
        found = await self.get_memories(agent_id, user_id, [memory_id])
        if not found:
            raise NotFoundError(
                f"no memory {memory_id!r} for user {user_id!r} of agent {agent_id!r}"
            )
        return found[0]

    async def get_memories(
        self, agent_id: str, user_id: str, memory_ids: Iterable[int]
    ) -> list[Memory]:
        """The given memories that belong to this agent and user, in the order given."""
        ids = list(dict.fromkeys(int(i) for i in memory_ids))
        if not ids:
            return []
        return await self._conn.read(lambda c: q.get_memories(c, agent_id, user_id, ids))

    async def get_by_key(self, agent_id: str, user_id: str, key: str) -> Memory | None:
        """The user's active memory stored under `key`, if any."""

        def run(c: sqlite3.Connection) -> Memory | None:
            row = c.execute(
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE agent_id = ? AND user_id = ? "
                "AND key = ? AND status = 'active'",
                (agent_id, user_id, key),
            ).fetchone()
            return None if row is None else to_memory(row)

        return await self._conn.read(run)

    async def list_memories(
        self,
        agent_id: str,
        user_id: str,
        *,
        statuses: Sequence[MemoryStatus] | None = _ACTIVE,
        scopes: Sequence[str] | None = None,
        types: Sequence[MemoryType] | None = None,
        limit: int | None = None,
        offset: int = 0,
        newest_first: bool = False,
        metadata: MetadataFilter | None = None,
    ) -> list[Memory]:
        """A user's memories filtered in SQL; `None` for a filter means any value."""

        def run(c: sqlite3.Connection) -> list[Memory]:
            where, params = q.memory_filter(
                agent_id, user_id, statuses, scopes, types, metadata=metadata
            )
            order = "id DESC" if newest_first else "id"
            sql = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE {where} ORDER BY {order}"
            sql += " LIMIT ? OFFSET ?"
            params += [-1 if limit is None else int(limit), int(offset)]
            return [to_memory(r) for r in c.execute(sql, params)]

        return await self._conn.read(run)

    async def select_for_policy(
        self,
        agent_id: str,
        user_id: str,
        *,
        scopes: Sequence[str] | None,
        limit: int,
        metadata: MetadataFilter | None = None,
    ) -> list[Memory]:
        """Active memories in type-priority order, at most `limit`.

        Order: rule, decision, fact, context; then confidence, reinforcement and recency.
        """

        def run(c: sqlite3.Connection) -> list[Memory]:
            where, params = q.memory_filter(
                agent_id, user_id, _ACTIVE, scopes, None, metadata=metadata
            )
            sql = (
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE {where} ORDER BY "
                "CASE type WHEN 'rule' THEN 0 WHEN 'decision' THEN 1 WHEN 'fact' THEN 2 "
                "ELSE 3 END, confidence DESC, reinforcement DESC, last_seen_at DESC, id "
                "LIMIT ?"
            )
            return [to_memory(r) for r in c.execute(sql, [*params, int(limit)])]

        return await self._conn.read(run)

    async def count_memories(
        self,
        agent_id: str,
        user_id: str,
        *,
        statuses: Sequence[MemoryStatus] | None = _ACTIVE,
        scopes: Sequence[str] | None = None,
        metadata: MetadataFilter | None = None,
    ) -> int:
        """How many of a user's memories match the filters."""

        def run(c: sqlite3.Connection) -> int:
            where, params = q.memory_filter(
                agent_id, user_id, statuses, scopes, None, metadata=metadata
            )
            return int(
                c.execute(f"SELECT count(*) FROM memories WHERE {where}", params).fetchone()[0]
            )

        return await self._conn.read(run)

    async def search_text(
        self,
        agent_id: str,
        user_id: str,
        query: str,
        *,
        limit: int = 20,
        scopes: Sequence[str] | None = None,
        statuses: Sequence[MemoryStatus] | None = _ACTIVE,
        metadata: MetadataFilter | None = None,
    ) -> list[tuple[int, float]]:
        """BM25 search over one user's memories: (memory id, score) best first.

        Scores are positive, higher is better. The query is free text; it reaches MATCH only
        through `match_expression()`.
        """
        return await self._conn.read(
            lambda c: q.search_text(c, agent_id, user_id, query, limit, scopes, statuses, metadata)
        )

    async def read_facts(self, query: FactQuery) -> Facts:
        """What a write would read for `query`, read now (a hint: writes read it again)."""
        return await self._conn.read(lambda c: writes.read_facts(c, query))

    async def memory_history(self, agent_id: str, user_id: str, memory_id: int) -> MemoryHistory:
        """One memory's events and the policies that used it, oldest first.

        Raises:
            NotFoundError: no such memory for this agent and user.
        """

        def run(c: sqlite3.Connection) -> MemoryHistory:
            found = q.get_memories(c, agent_id, user_id, [memory_id])
            if not found:
                raise NotFoundError(
                    f"no memory {memory_id!r} for user {user_id!r} of agent {agent_id!r}"
                )
            return history.memory_history(c, found[0])

        return await self._conn.read(run)

    async def users(self, agent_id: str) -> list[UserSummary]:
        """The agent's users with memories, by user id."""
        return await self._conn.read(lambda c: history.users(c, agent_id))

    async def agents(self) -> list[tuple[str, int]]:
        """Every agent in the store with its count of active memories, by agent id."""
        return await self._conn.read(history.agents)

    async def candidates(
        self,
        agent_id: str,
        user_id: str,
        query: str,
        *,
        limit: int,
        scopes: Sequence[str] | None,
    ) -> list[CandidateMemory]:
        """The user's active memories nearest to `query` by BM25, best first."""
        return await self._conn.read(
            lambda c: q.consolidation_candidates(c, agent_id, user_id, query, limit, scopes)
        )

    # -- memory edits ---------------------------------------------------------------------

    async def set_status(
        self,
        agent_id: str,
        user_id: str,
        memory_id: int,
        status: MemoryStatus,
        *,
        now: datetime,
        reason: str,
    ) -> Memory:
        """Change one memory's status (forget, confirm, ...) and log it.

        Raises:
            NotFoundError: no such memory for this agent and user.
        """
        return await self._conn.write(
            lambda c: q.set_status(c, agent_id, user_id, memory_id, status, to_ms(now), reason)
        )

    async def set_pinned(
        self, agent_id: str, user_id: str, memory_id: int, pinned: bool, *, now: datetime
    ) -> Memory:
        """Pin or unpin one memory.

        Raises:
            NotFoundError: no such memory for this agent and user.
        """
        return await self._conn.write(
            lambda c: q.set_pinned(c, agent_id, user_id, memory_id, pinned, to_ms(now))
        )

    async def forget_user(self, agent_id: str, user_id: str, *, now: datetime) -> int:
        """Delete every trace of a user for this agent; leave one audit event. Return rows.

        No byte of the user's text is left in the file, its index or freed pages; the WAL is
        emptied after the commit, or (while another connection reads) after a later one.

        Raises:
            StoreError: the file has a sqlite-vec index and the extension cannot be loaded.
        """
        if not self._conn.vec_loaded and await self._conn.raw(erasure.has_vec_tables):
            # The user's vectors may sit in a sqlite-vec index; erasing needs the extension.
            why_not = await self._conn.load_sqlite_vec()
            if why_not is not None:
                raise StoreError(
                    f"cannot erase user {user_id!r} completely: this store has a sqlite-vec "
                    f"index and {why_not}"
                )
        removed = await self._conn.write(
            lambda c: erasure.erase_user(c, agent_id, user_id, to_ms(now))
        )
        await self._scrub_wal(f"forget_user({user_id!r})")
        return removed

    async def _scrub_wal(self, what: str) -> None:
        self._conn.owe_scrub()
        if not await self._conn.scrub_wal():
            log.warning(
                "%s: another connection is reading, so the WAL still holds the erased text; "
                "it is emptied after this store's next write once that read ends, or at close",
                what,
            )

    # -- signals --------------------------------------------------------------------------

    async def pending_signals(self, agent_id: str, *, limit: int = 100) -> list[PendingSignal]:
        """Observations waiting for reprocessing, oldest first."""

        def run(c: sqlite3.Connection) -> list[PendingSignal]:
            rows = c.execute(
                "SELECT * FROM signals WHERE agent_id = ? AND status = 'pending' "
                "ORDER BY id LIMIT ?",
                (agent_id, int(limit)),
            )
            return [to_pending(r) for r in rows]

        return await self._conn.read(run)

    async def record_attempt(
        self, agent_id: str, signal_id: int, *, error: str, now: datetime
    ) -> None:
        """Note a failed reprocessing attempt on a pending signal."""
        await self._conn.write(
            lambda c: c.execute(
                "UPDATE signals SET attempts = attempts + 1, error = ?, updated_at = ?, "
                "lease_holder = NULL, lease_until = NULL "
                "WHERE id = ? AND agent_id = ? AND status = 'pending'",
                (error, to_ms(now), signal_id, agent_id),
            )
        )

    async def claim_pending(
        self, agent_id: str, *, holder: str, now: datetime, until: datetime, limit: int = 100
    ) -> list[PendingSignal]:
        """Claim up to `limit` pending observations no one holds, until `until`; oldest first."""

        def run(c: sqlite3.Connection) -> list[PendingSignal]:
            # One statement in the write transaction: no other writer runs between the
            # choice and the claim.
            rows = c.execute(
                "UPDATE signals SET lease_holder = ?, lease_until = ? WHERE id IN ("
                " SELECT id FROM signals WHERE agent_id = ? AND status = 'pending'"
                " AND (lease_until IS NULL OR lease_until <= ?) ORDER BY id LIMIT ?"
                ") RETURNING *",
                (holder, to_ms(until), agent_id, to_ms(now), int(limit)),
            ).fetchall()
            return sorted((to_pending(r) for r in rows), key=lambda p: p.signal_id)

        return await self._conn.write(run)

    async def release_pending(
        self, agent_id: str, signal_ids: Sequence[int], *, holder: str
    ) -> None:
        """End `holder`'s claims on these observations (they were not tried)."""
        ids = [int(i) for i in signal_ids]
        if not ids:
            return
        marks = ", ".join("?" * len(ids))
        await self._conn.write(
            lambda c: c.execute(
                "UPDATE signals SET lease_holder = NULL, lease_until = NULL "
                f"WHERE agent_id = ? AND lease_holder = ? AND id IN ({marks})",
                (agent_id, holder, *ids),
            )
        )

    # -- events and versions --------------------------------------------------------------

    async def events(
        self, agent_id: str, user_id: str, *, after_seq: int = 0, limit: int = 100
    ) -> list[Event]:
        """A user's event log, oldest first, after a sequence number."""

        def run(c: sqlite3.Connection) -> list[Event]:
            rows = c.execute(
                "SELECT * FROM events WHERE agent_id = ? AND user_id = ? AND seq > ? "
                "ORDER BY seq LIMIT ?",
                (agent_id, user_id, int(after_seq), int(limit)),
            )
            return [to_event(r) for r in rows]

        return await self._conn.read(run)

    async def user_version(self, agent_id: str, user_id: str) -> int:
        """A number that changes whenever anything is written for the user."""
        return await self._conn.read(lambda c: q.user_version(c, agent_id, user_id))

    # -- policy cache ---------------------------------------------------------------------

    async def cache_get(self, agent_id: str, user_id: str, cache_key: str) -> str | None:
        """The cached policy (JSON) for this key if it is still current for the user."""
        return await self._conn.read(lambda c: q.cache_get(c, agent_id, user_id, cache_key))

    async def cache_put(
        self,
        agent_id: str,
        user_id: str,
        cache_key: str,
        *,
        version: int,
        payload: str,
        now: datetime,
    ) -> bool:
        """Store a compiled policy unless the user's memories changed since `version`."""
        return await self._conn.write(
            lambda c: q.cache_put(c, agent_id, user_id, cache_key, version, payload, to_ms(now))
        )

    # -- feedback loops -------------------------------------------------------------------

    async def open_loop(
        self,
        agent_id: str,
        user_id: str,
        session_id: str,
        *,
        used: Sequence[tuple[int, int | None, int | None]],
        alpha: float | None,
        now: datetime,
        expire_before: datetime,
    ) -> tuple[int, list[FeedbackLoop]]:
        """Open (or refresh) the session's loop; also expire the agent's stale loops.

        Returns the loop id and the loops that expired now, whose learning is still due.
        """

        def run(c: sqlite3.Connection) -> tuple[int, list[FeedbackLoop]]:
            stale = loops.expire_loops(c, agent_id, user_id, to_ms(expire_before), to_ms(now))
            return loops.open_loop(c, agent_id, user_id, session_id, used, alpha, to_ms(now)), stale

        return await self._conn.write(run)

    async def find_open_loop(
        self, agent_id: str, user_id: str, session_id: str
    ) -> FeedbackLoop | None:
        """The session's open loop, if any (a read: cheap on turns with no loop)."""
        return await self._conn.read_inline(
            lambda c: loops.find_open_loop(c, agent_id, user_id, session_id)
        )

    async def apply_outcome(
        self,
        agent_id: str,
        user_id: str,
        *,
        factors: Sequence[tuple[int, float]],
        touched: Sequence[int],
        now: datetime,
    ) -> None:
        """Apply stability factors and mark memories as used, in one transaction."""
        if not factors and not touched:
            return
        await self._conn.write(
            lambda c: loops.apply_outcome(c, agent_id, user_id, factors, touched, to_ms(now))
        )

    # -- episodes -------------------------------------------------------------------------

    async def add_episode(
        self,
        agent_id: str,
        user_id: str,
        *,
        session_id: str | None,
        goal: str,
        turns: int,
        outcome: str,
        summary: str | None,
        now: datetime,
    ) -> Episode:
        """Record a finished session; it may appear in policies, so it bumps the version."""

        def run(c: sqlite3.Connection) -> Episode:
            cur = c.execute(
                "INSERT INTO episodes (agent_id, user_id, session_id, goal, turns, outcome, "
                "summary, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (agent_id, user_id, session_id, goal, turns, outcome, summary, to_ms(now)),
            )
            episode_id = int(cur.lastrowid or 0)
            q.log_event(
                c,
                agent_id,
                user_id,
                "episode.recorded",
                to_ms(now),
                detail={"episode_id": episode_id},
            )
            q.invalidate(c, agent_id, user_id)
            row = c.execute("SELECT * FROM episodes WHERE id = ?", (episode_id,)).fetchone()
            return to_episode(row)

        return await self._conn.write(run)

    async def episodes(self, agent_id: str, user_id: str, *, limit: int) -> list[Episode]:
        """The user's most recent episodes, newest first."""

        def run(c: sqlite3.Connection) -> list[Episode]:
            rows = c.execute(
                "SELECT * FROM episodes WHERE agent_id = ? AND user_id = ? ORDER BY id DESC "
                "LIMIT ?",
                (agent_id, user_id, int(limit)),
            )
            return [to_episode(r) for r in rows]

        return await self._conn.read(run)

    # -- learned state --------------------------------------------------------------------

    async def load_state(self, agent_id: str, name: str) -> dict[str, Any] | None:
        """Learned state (bandit, decay) saved as JSON, or None."""

        def run(c: sqlite3.Connection) -> dict[str, Any] | None:
            row = c.execute(
                "SELECT state FROM learned_state WHERE agent_id = ? AND name = ?",
                (agent_id, name),
            ).fetchone()
            if row is None:
                return None
            try:
                value = json.loads(row[0])
            except (TypeError, ValueError, RecursionError) as exc:
                raise SchemaError(
                    f"learned state {name!r} of agent {agent_id!r} is not JSON ({exc})"
                ) from exc
            if not isinstance(value, dict):
                raise SchemaError(f"learned state {name!r} of agent {agent_id!r} is not an object")
            return value

        return await self._conn.read(run)

    async def save_state(
        self, agent_id: str, name: str, state: dict[str, Any], *, now: datetime
    ) -> None:
        """Save learned state as JSON, updating the row in place."""
        text = json.dumps(state, sort_keys=True, allow_nan=False)
        await self._conn.write(
            lambda c: c.execute(
                "INSERT INTO learned_state (agent_id, name, state, updated_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (agent_id, name) DO UPDATE SET "
                "state = excluded.state, updated_at = excluded.updated_at",
                (agent_id, name, text, to_ms(now)),
            )
        )

    # -- maintenance ----------------------------------------------------------------------

    async def stats(self, agent_id: str) -> StoreStats:
        """Counts for one agent."""
        result = await self._conn.read(lambda c: q.stats(c, agent_id))
        size = None
        if self.path is not None and self.path.exists():
            size = self.path.stat().st_size
        return StoreStats(**result, file_bytes=size)

    async def integrity_check(self) -> list[str]:
        """Run SQLite's and FTS5's integrity checks; return problems (empty when sound)."""
        return await self._conn.raw(q.integrity_problems)


def _erased(steps: list[Forget | ForgetTexts]) -> str:
    """What a write erased, for the log: "memory 12, 2 turns, 1 event detail"."""
    memories = [str(s.memory_id) for s in steps if isinstance(s, Forget)]
    turns = sum(len(s.signals) for s in steps if isinstance(s, ForgetTexts))
    details = sum(len(s.events) for s in steps if isinstance(s, ForgetTexts))
    parts = [f"memories {', '.join(memories)}"] if memories else []
    parts += [f"{turns} turns"] if turns else []
    parts += [f"{details} event details"] if details else []
    return ", ".join(parts)

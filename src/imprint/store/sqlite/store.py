"""`SQLiteStore`: the `MemoryStore` protocol on one SQLite file, for one host's processes."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterable, Sequence
from datetime import datetime
from pathlib import Path

from imprint.errors import NotFoundError, SchemaError, StoreError
from imprint.store.facts import FactQuery, Facts
from imprint.store.rows import MEMORY_COLUMNS, to_memory, to_ms
from imprint.store.sqlite import erasure, fts_erasure, writes
from imprint.store.sqlite import queries as q
from imprint.store.sqlite.agents import get_agent, upsert_agent
from imprint.store.sqlite.connection import SQLiteConnection
from imprint.store.sqlite.migrations import check_current, migrate
from imprint.store.sqlite.mutations import StoreMutations
from imprint.store.steps import Forget, ForgetTexts
from imprint.store.url import StoreLocation, parse_store_url
from imprint.types import (
    AgentConfig,
    Memory,
    MemoryStatus,
    MemoryType,
    MetadataFilter,
    ProcessingMode,
    StoreStats,
)
from imprint.writes import CandidateMemory, WriteRequest, WriteResult, WriteRules

__all__ = ["SQLiteStore"]

_ACTIVE = (MemoryStatus.ACTIVE,)

log = logging.getLogger(__name__)


class SQLiteStore(StoreMutations):
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
        return await self._conn.read(lambda c: get_agent(c, agent_id))

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
            upsert_agent(
                c,
                agent_id,
                now_ms=to_ms(now),
                description=description,
                processing_mode=processing_mode,
                scopes=scopes,
                embedding_dim=embedding_dim,
                embedder=embedder,
            )
            config = get_agent(c, agent_id)
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

    # -- erasure --------------------------------------------------------------------------

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

    # -- maintenance ----------------------------------------------------------------------

    async def stats(self, agent_id: str) -> StoreStats:
        """Counts for one agent."""
        result = await self._conn.read(lambda c: q.stats(c, agent_id))
        size = None
        if self.path is not None and self.path.exists():
            size = self.path.stat().st_size
        return StoreStats(**result, file_bytes=size)


def _erased(steps: list[Forget | ForgetTexts]) -> str:
    """What a write erased, for the log: "memory 12, 2 turns, 1 event detail"."""
    memories = [str(s.memory_id) for s in steps if isinstance(s, Forget)]
    turns = sum(len(s.signals) for s in steps if isinstance(s, ForgetTexts))
    details = sum(len(s.events) for s in steps if isinstance(s, ForgetTexts))
    parts = [f"memories {', '.join(memories)}"] if memories else []
    parts += [f"{turns} turns"] if turns else []
    parts += [f"{details} event details"] if details else []
    return ", ".join(parts)

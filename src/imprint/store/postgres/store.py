"""`PostgresMemoryStore`: the `MemoryStore` protocol on PostgreSQL, for fleets of hosts."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from imprint.errors import InvalidInputError, NotFoundError
from imprint.store.facts import CandidateSearch, FactQuery, Facts
from imprint.store.postgres import queries as q
from imprint.store.postgres import writes
from imprint.store.postgres.driver import PgPool
from imprint.store.postgres.location import PostgresLocation, parse_postgres_url
from imprint.store.postgres.mutations import StoreMutations
from imprint.store.postgres.schema import migrate
from imprint.store.rows import MEMORY_COLUMNS, to_memory, to_ms
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

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["PostgresMemoryStore"]

_ACTIVE = (MemoryStatus.ACTIVE,)


class PostgresMemoryStore(StoreMutations):
    """Memories, signals, events and learned state in a PostgreSQL database.

    Open it with `Imprint(store="postgresql://user:password@host:5432/db")` (or
    `postgres://`); add `?fts_config=simple` (or any text search configuration) to change
    stemming and stopwords from the default `english`. Safe for many processes on many
    hosts: each call is one transaction, and writes for a user hold that user's advisory
    lock. Needs the `postgres` extra (`pip install 'imprint-mem[postgres]'`).
    """

    def __init__(self, url: str | PostgresLocation, *, max_connections: int = 10) -> None:
        self.location = url if isinstance(url, PostgresLocation) else parse_postgres_url(url)
        """The server and database (the password never appears in its repr)."""
        self._db = PgPool(self.location, max_size=max_connections)
        self._fts = self.location.fts_config
        self._connected = False
        self.migrations_applied: tuple[str, ...] = ()
        """Migrations the last `connect()` applied, in order (empty: already up to date)."""

    @property
    def path(self) -> Path | None:
        """Always None: a PostgreSQL store is not a file."""
        return None

    @property
    def pool(self) -> PgPool:
        """The connection pool, for the pgvector store that shares the database."""
        return self._db

    @property
    def connected(self) -> bool:
        """True between `connect()` and `close()`."""
        return self._connected

    async def connect(self) -> None:
        """Connect, check the text search configuration and apply missing migrations."""
        await self._db.open()
        try:
            self.migrations_applied = tuple(await self._db.raw(migrate))
            known = await self._db.read(
                lambda c: c.fetchval("SELECT 1 FROM pg_ts_config WHERE cfgname = $1", self._fts)
            )
            if known is None:
                raise InvalidInputError(
                    f"fts_config {self._fts!r} is not a text search configuration on "
                    f"{self.location.describe()}; use one listed by `\\dF` (e.g. 'english')"
                )
        except BaseException:
            await self._db.close()
            raise
        self._connected = True

    async def close(self) -> None:
        """Close the pool; safe to call twice."""
        self._connected = False
        await self._db.close()

    # -- agents ---------------------------------------------------------------------------

    async def get_agent(self, agent_id: str) -> AgentConfig | None:
        """The agent's persisted configuration, or None if it was never saved."""
        return await self._db.read(lambda c: q.get_agent(c, agent_id))

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

        async def run(c: Connection) -> AgentConfig:
            await q.upsert_agent(
                c,
                agent_id,
                now_ms=to_ms(now),
                description=description,
                processing_mode=processing_mode,
                scopes=scopes,
                embedding_dim=embedding_dim,
                embedder=embedder,
            )
            config = await q.get_agent(c, agent_id)
            assert config is not None
            return config

        return await self._db.write(run)

    # -- observation writes ---------------------------------------------------------------

    async def write(
        self, requests: Sequence[WriteRequest], *, rules: WriteRules
    ) -> list[WriteResult]:
        """Carry out write requests in order, in one transaction (see `store.decision`).

        The transaction holds every concerned user's advisory lock from the first read of
        facts to the commit, so two hosts writing for one user never both add or both
        merge, and `max_memories` holds across them.
        """
        if not requests:
            return []

        async def run(c: Connection) -> list[WriteResult]:
            return [await writes.write(c, r, rules, self._fts) for r in requests]

        owners = [(r.agent_id, r.user_id) for r in requests]
        return await self._db.write(run, owners=owners)

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
        return await self._db.read(lambda c: q.get_memories(c, agent_id, user_id, ids))

    async def get_by_key(self, agent_id: str, user_id: str, key: str) -> Memory | None:
        """The user's active memory stored under `key`, if any."""

        async def run(c: Connection) -> Memory | None:
            row = await c.fetchrow(
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE agent_id = $1 AND user_id = $2 "
                "AND key = $3 AND status = 'active'",
                agent_id,
                user_id,
                key,
            )
            return None if row is None else to_memory(row)

        return await self._db.read(run)

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

        async def run(c: Connection) -> list[Memory]:
            args = q.Args()
            where = q.memory_filter(
                args, agent_id, user_id, statuses, scopes, types, metadata=metadata
            )
            order = "id DESC" if newest_first else "id"
            sql = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE {where} ORDER BY {order}"
            lim = args.add(None if limit is None else int(limit))
            sql += f" LIMIT {lim}::bigint OFFSET {args.add(int(offset))}::bigint"
            return [to_memory(r) for r in await c.fetch(sql, *args.values)]

        return await self._db.read(run)

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

        async def run(c: Connection) -> list[Memory]:
            args = q.Args()
            where = q.memory_filter(
                args, agent_id, user_id, _ACTIVE, scopes, None, metadata=metadata
            )
            sql = (
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE {where} ORDER BY "
                "CASE type WHEN 'rule' THEN 0 WHEN 'decision' THEN 1 WHEN 'fact' THEN 2 "
                "ELSE 3 END, confidence DESC, reinforcement DESC, last_seen_at DESC, id "
                f"LIMIT {args.add(int(limit))}"
            )
            return [to_memory(r) for r in await c.fetch(sql, *args.values)]

        return await self._db.read(run)

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

        async def run(c: Connection) -> int:
            args = q.Args()
            where = q.memory_filter(
                args, agent_id, user_id, statuses, scopes, None, metadata=metadata
            )
            return int(
                await c.fetchval(f"SELECT count(*) FROM memories WHERE {where}", *args.values)
            )

        return await self._db.read(run)

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
        """Full-text search over one user's memories: (memory id, score) best first.

        Scores come from `ts_rank_cd` (positive, higher is better). The query is free text;
        it reaches the tsquery only through `search.text_query()`.
        """
        return await self._db.read(
            lambda c: q.search_text(
                c,
                agent_id,
                user_id,
                query,
                limit,
                scopes,
                statuses,
                fts_config=self._fts,
                metadata=metadata,
            )
        )

    async def read_facts(self, query: FactQuery) -> Facts:
        """What a write would read for `query`, read now (a hint: writes read it again)."""
        return await self._db.read(lambda c: writes.read_facts(c, query, self._fts))

    async def candidates(
        self,
        agent_id: str,
        user_id: str,
        query: str,
        *,
        limit: int,
        scopes: Sequence[str] | None,
    ) -> list[CandidateMemory]:
        """The user's active memories nearest to `query` by full-text rank, best first."""
        search = CandidateSearch(
            query=query, limit=limit, scopes=None if scopes is None else tuple(scopes)
        )
        query_facts = FactQuery(agent_id=agent_id, user_id=user_id, candidates=search)
        facts = await self._db.read(lambda c: writes.read_facts(c, query_facts, self._fts))
        return list(facts.candidates)

    async def stats(self, agent_id: str) -> StoreStats:
        """Counts for one agent (`file_bytes` is None: the store is not a file)."""
        result = await self._db.read(lambda c: q.stats(c, agent_id))
        return StoreStats(**result, file_bytes=None)

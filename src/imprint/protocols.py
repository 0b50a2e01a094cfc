"""Every pluggable seam of Imprint, as `typing.Protocol`s.

Pass an object with these methods to the `Imprint` constructor; there is no base class to
inherit and no registry. A method is async only when it may do I/O.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol, runtime_checkable

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

if TYPE_CHECKING:
    from imprint.store.facts import FactQuery, Facts

__all__ = [
    "AlphaTuner",
    "AsyncTokenCounter",
    "Clock",
    "CopyTable",
    "DecayModel",
    "EmbedKind",
    "Embedder",
    "MemoryStore",
    "StoreCopier",
    "TokenCounter",
    "VectorStore",
]

EmbedKind = Literal["query", "document"]
"""Providers such as Voyage embed search queries and stored documents differently."""

CopyTable = Literal[
    "agents",
    "memories",
    "memory_links",
    "vectors",
    "signals",
    "events",
    "user_versions",
    "feedback_loops",
    "learned_state",
    "episodes",
]
"""A table `imprint copy` moves; `memory_links` is the `superseded_by` column of `memories`."""


@runtime_checkable
class Clock(Protocol):
    """**Protocol:** where Imprint reads the time; inject a fake one in tests."""

    def now(self) -> datetime:
        """The current time as an aware UTC datetime."""
        ...


@runtime_checkable
class Embedder(Protocol):
    """**Protocol:** turns texts into vectors of a fixed dimension."""

    @property
    def dimension(self) -> int:
        """Length of every vector returned."""
        ...

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> list[list[float]]:
        """One vector per text, in order."""
        ...


class VectorStore(Protocol):
    """**Protocol:** stores one vector per memory and finds a user's nearest ones."""

    async def search(
        self,
        agent_id: str,
        user_id: str,
        vector: Sequence[float],
        *,
        limit: int,
        memory_ids: Iterable[int] | None = None,
    ) -> list[tuple[int, float]]:
        """(memory id, similarity) for the user's active memories, best first.

        The search is confined to the agent and user inside the query, never post-filtered.
        """
        ...


class TokenCounter(Protocol):
    """**Protocol:** counts tokens the way the target model does (or close to it)."""

    def count(self, text: str) -> int:
        """Tokens in `text`."""
        ...


@runtime_checkable
class AsyncTokenCounter(Protocol):
    """**Protocol:** a token counter that can also count over the network without blocking.

    The facade awaits `acount` for the texts a policy needs before compiling it, and never
    lets the sync `count` reach the network on the event loop.
    """

    def count(self, text: str) -> int:
        """Tokens in `text` (may block on the network)."""
        ...

    async def acount(self, text: str) -> int:
        """Tokens in `text`, awaited."""
        ...


class DecayModel(Protocol):
    """**Protocol:** how retrievable a memory still is, and how its stability changes."""

    def retrievability(self, memory: Memory, now: datetime) -> float:
        """Probability-like score in [0, 1]; 1 for a memory just reinforced or used."""
        ...

    def growth(self, memory: Memory, outcome: float) -> float:
        """Factor to multiply stability by after an outcome in [-1, 1]."""
        ...


class AlphaTuner(Protocol):
    """**Protocol:** picks the BM25-vs-dense fusion weight and learns from rewards."""

    def choose(self) -> float:
        """Alpha in [0, 1] for the next retrieval (1 = BM25 only, 0 = dense only)."""
        ...

    def update(self, alpha: float, reward: float) -> None:
        """Learn from a reward in [-1, 1] for a retrieval that used `alpha`."""
        ...

    def state(self) -> dict[str, Any]:
        """JSON-serialisable state, saved in the store."""
        ...

    def load(self, state: dict[str, Any]) -> None:
        """Restore state saved by `state()`."""
        ...


class MemoryStore(Protocol):
    """**Protocol:** the persistence layer; every query filters by agent and user."""

    @property
    def path(self) -> Path | None:
        """The database file, if the store is a file."""
        ...

    async def connect(self) -> None:
        """Open and migrate."""
        ...

    async def close(self) -> None:
        """Release resources; safe to call twice."""
        ...

    async def get_agent(self, agent_id: str) -> AgentConfig | None:
        """The agent's persisted configuration."""
        ...

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
        """Create or update the agent, changing only the given fields."""
        ...

    async def agents(self) -> list[tuple[str, int]]:
        """Every agent in the store with its count of active memories, by agent id."""
        ...

    async def users(self, agent_id: str) -> list[UserSummary]:
        """The agent's users with memories, by user id."""
        ...

    async def write(
        self, requests: Sequence[WriteRequest], *, rules: WriteRules
    ) -> list[WriteResult]:
        """Carry out `requests` in order, in one transaction; one result each.

        Each request reads the facts its decision needs under the transaction's lock, and
        `imprint.store.decision.decide` turns them into the steps applied. The only way
        observations, feedback outcomes, imports and updates reach the store.
        """
        ...

    async def read_facts(self, query: FactQuery) -> Facts:
        """What a write would read for `query`, read now, outside any write (a hint only)."""
        ...

    async def get_memory(self, agent_id: str, user_id: str, memory_id: int) -> Memory:
        """One owned memory, or `NotFoundError`."""
        ...

    async def get_memories(
        self, agent_id: str, user_id: str, memory_ids: Iterable[int]
    ) -> list[Memory]:
        """Owned memories by id, in the order given."""
        ...

    async def get_by_key(self, agent_id: str, user_id: str, key: str) -> Memory | None:
        """The user's active memory stored under `key`, if any."""
        ...

    async def list_memories(
        self,
        agent_id: str,
        user_id: str,
        *,
        statuses: Sequence[MemoryStatus] | None = ...,
        scopes: Sequence[str] | None = None,
        types: Sequence[MemoryType] | None = None,
        limit: int | None = None,
        offset: int = 0,
        newest_first: bool = False,
        metadata: MetadataFilter | None = None,
    ) -> list[Memory]:
        """A user's memories, filtered in the query."""
        ...

    async def select_for_policy(
        self,
        agent_id: str,
        user_id: str,
        *,
        scopes: Sequence[str] | None,
        limit: int,
        metadata: MetadataFilter | None = None,
    ) -> list[Memory]:
        """Active memories in type-priority order, at most `limit`."""
        ...

    async def count_memories(
        self,
        agent_id: str,
        user_id: str,
        *,
        statuses: Sequence[MemoryStatus] | None = ...,
        scopes: Sequence[str] | None = None,
        metadata: MetadataFilter | None = None,
    ) -> int:
        """How many memories match."""
        ...

    async def search_text(
        self,
        agent_id: str,
        user_id: str,
        query: str,
        *,
        limit: int = 20,
        scopes: Sequence[str] | None = None,
        statuses: Sequence[MemoryStatus] | None = ...,
        metadata: MetadataFilter | None = None,
    ) -> list[tuple[int, float]]:
        """Full-text search over one user's memories, best first."""
        ...

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
        ...

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
        """Change one owned memory's status."""
        ...

    async def set_pinned(
        self, agent_id: str, user_id: str, memory_id: int, pinned: bool, *, now: datetime
    ) -> Memory:
        """Pin or unpin one owned memory."""
        ...

    async def forget_user(self, agent_id: str, user_id: str, *, now: datetime) -> int:
        """Erase a user; return the number of rows removed."""
        ...

    async def pending_signals(self, agent_id: str, *, limit: int = 100) -> list[PendingSignal]:
        """Observations waiting for reprocessing."""
        ...

    async def record_attempt(
        self, agent_id: str, signal_id: int, *, error: str, now: datetime
    ) -> None:
        """Note a failed reprocessing attempt and end its claim."""
        ...

    async def claim_pending(
        self, agent_id: str, *, holder: str, now: datetime, until: datetime, limit: int = 100
    ) -> list[PendingSignal]:
        """Claim up to `limit` pending observations no one holds, until `until`; oldest first.

        Atomic: two concurrent callers never claim the same observation. A claim whose
        time has passed (its holder crashed) can be claimed again.
        """
        ...

    async def release_pending(
        self, agent_id: str, signal_ids: Sequence[int], *, holder: str
    ) -> None:
        """End `holder`'s claims on these observations (they were not tried)."""
        ...

    async def events(
        self, agent_id: str, user_id: str, *, after_seq: int = 0, limit: int = 100
    ) -> list[Event]:
        """A user's event log."""
        ...

    async def memory_history(self, agent_id: str, user_id: str, memory_id: int) -> MemoryHistory:
        """One owned memory's events and the policies that used it, or `NotFoundError`."""
        ...

    async def user_version(self, agent_id: str, user_id: str) -> int:
        """Changes on every write for the user."""
        ...

    async def cache_get(self, agent_id: str, user_id: str, cache_key: str) -> str | None:
        """A current cached policy payload."""
        ...

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
        """Cache a payload computed at `version`."""
        ...

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
        """Open the session's feedback loop; return its id and loops that just expired."""
        ...

    async def find_open_loop(
        self, agent_id: str, user_id: str, session_id: str
    ) -> FeedbackLoop | None:
        """The session's open loop, if any."""
        ...

    async def apply_outcome(
        self,
        agent_id: str,
        user_id: str,
        *,
        factors: Sequence[tuple[int, float]],
        touched: Sequence[int],
        now: datetime,
    ) -> None:
        """Apply a loop's learning to memories."""
        ...

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
        """Record a finished session."""
        ...

    async def episodes(self, agent_id: str, user_id: str, *, limit: int) -> list[Episode]:
        """The user's most recent episodes, newest first."""
        ...

    async def load_state(self, agent_id: str, name: str) -> dict[str, Any] | None:
        """Learned state as JSON."""
        ...

    async def save_state(
        self, agent_id: str, name: str, state: dict[str, Any], *, now: datetime
    ) -> None:
        """Save learned state as JSON."""
        ...

    async def stats(self, agent_id: str) -> StoreStats:
        """Counts for one agent."""
        ...

    async def integrity_check(self) -> list[str]:
        """Problems found by the backend's integrity checks."""
        ...


class StoreCopier(Protocol):
    """**Protocol:** a connected store's rows in a backend-neutral form, for `imprint copy`.

    Rows are dicts keyed by the neutral column names of `imprint.store.tables.TABLES`, with
    plain values (ints for epoch milliseconds, `str`, `float`, `bool`, `list[float]`).
    Derived data (full-text terms, vector indexes, the policy cache) is never dumped; the
    loading store rebuilds it from the content.
    """

    def describe(self) -> str:
        """Where the store lives, safe to print (never the password)."""
        ...

    @property
    def migrations_applied(self) -> tuple[str, ...]:
        """Migrations the store's `connect()` applied, in order (empty: it was up to date)."""
        ...

    async def recorded_migrations(self) -> list[str]:
        """Every migration recorded in the store, in order."""
        ...

    async def count_rows(self, table: CopyTable) -> int:
        """How many rows `dump_rows` would return for `table` in all."""
        ...

    async def dump_rows(
        self, table: CopyTable, *, after: Mapping[str, Any] | None, limit: int
    ) -> list[dict[str, Any]]:
        """At most `limit` rows in primary-key order, after the row `after` (None: the first)."""
        ...

    async def load_rows(self, table: CopyTable, rows: Sequence[Mapping[str, Any]]) -> None:
        """Insert dumped rows as they are (ids kept), in one transaction."""
        ...

    async def filled_tables(self) -> dict[str, int]:
        """Row counts of the tables that are not empty; `{}` for a fresh store."""
        ...

    async def finish_load(self) -> None:
        """After loading: move id generators past the loaded ids."""
        ...

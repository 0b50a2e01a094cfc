"""Vector search over one user's memories, in the same SQLite file as the memories.

Vectors are written by the store inside the observation's transaction (the `vectors`
table of float32 little-endian BLOBs is the source of truth). `BlobVectorStore` scores them
with NumPy and works on every Python; `SQLiteVecStore` keeps a sqlite-vec `vec0` index,
partitioned by (agent, user), for users with very many memories.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from functools import partial
from pathlib import Path
from typing import overload

import numpy as np

from imprint.errors import DimensionMismatchError, InvalidInputError, StoreError, UsageError
from imprint.store.sqlite import queries as q
from imprint.store.sqlite.store import SQLiteStore
from imprint.store.sqlite.user_matrix import Delta, Matrix, UserMatrix, apply, load_delta, load_full
from imprint.store.terms import owner_prefix
from imprint.types import MemoryStatus

__all__ = ["BlobVectorStore", "SQLiteVecStore", "decode_vector", "encode_vector"]

log = logging.getLogger(__name__)


def encode_vector(vector: Sequence[float]) -> bytes:
    """float32 little-endian bytes, the on-disk form."""
    return np.asarray(vector, dtype="<f4").tobytes()


def decode_vector(blob: bytes) -> Matrix:
    """The inverse of `encode_vector`."""
    return np.frombuffer(blob, dtype="<f4").astype(np.float32)


class BlobVectorStore:
    """Cosine search with NumPy over a user's stored vectors.

    Each user's active vectors are kept in memory as a normalised matrix. A search first
    checks the user's memory version; when it moved, only what changed is re-read (see
    `store.user_matrix`), so a user who writes every turn does not reload every vector.
    Cached matrices are bounded by `cache_bytes` in all (least recently used first out); a
    user larger than the bound is scored without being kept. Large products run on a worker
    thread: NumPy releases the GIL, so the event loop stays free and a full-text search on
    the store's thread runs alongside.
    """

    name = "blob"

    def __init__(
        self,
        store: SQLiteStore,
        *,
        cached_users: int = 64,
        cache_bytes: int = 512 * 1024 * 1024,
    ) -> None:
        self._store = store
        self._cache: OrderedDict[tuple[str, str], UserMatrix] = OrderedDict()
        self._cached_users = cached_users
        self._cache_bytes = cache_bytes

    def _keep(self, key: tuple[str, str], snapshot: UserMatrix) -> None:
        self._cache.pop(key, None)
        if snapshot.nbytes > self._cache_bytes:
            return
        self._cache[key] = snapshot
        total = sum(m.nbytes for m in self._cache.values())
        while len(self._cache) > self._cached_users or total > self._cache_bytes:
            _, evicted = self._cache.popitem(last=False)
            total -= evicted.nbytes

    async def _snapshot(self, agent_id: str, user_id: str, dim: int) -> UserMatrix:
        key = (agent_id, user_id)
        cached = self._cache.get(key)

        def refresh(c: sqlite3.Connection) -> UserMatrix | Delta | None:
            if cached is None:
                return load_full(c, agent_id, user_id, dim)
            if q.user_version(c, agent_id, user_id) == cached.version:
                return None
            delta = load_delta(c, agent_id, user_id, cached)
            return delta if delta is not None else load_full(c, agent_id, user_id, dim)

        def full(c: sqlite3.Connection) -> UserMatrix:
            return load_full(c, agent_id, user_id, dim)

        loaded = await self._store.connection.read(refresh)
        if loaded is None:
            assert cached is not None
            if key in self._cache:
                self._cache.move_to_end(key)
            return cached
        if isinstance(loaded, UserMatrix):
            snapshot = loaded
        else:
            current = self._cache.get(key)
            if current is not cached and current is not None:
                # Another search refreshed meanwhile; its snapshot is at least as new.
                return current
            assert cached is not None
            applied = apply(cached, loaded)
            # Masked rows still cost a multiply each; past half the matrix, start afresh.
            if applied is None or applied.dead > max(1024, applied.n // 2):
                applied = await self._store.connection.read(full)
            snapshot = applied
        self._keep(key, snapshot)
        return snapshot

    async def search(
        self,
        agent_id: str,
        user_id: str,
        vector: Sequence[float],
        *,
        limit: int,
        memory_ids: Iterable[int] | None = None,
    ) -> list[tuple[int, float]]:
        """(memory id, cosine similarity) of the user's active memories, best first."""
        if limit <= 0:
            return []
        snapshot = await self._snapshot(agent_id, user_id, len(vector))
        if snapshot.n == 0:
            return []
        allowed = None if memory_ids is None else np.fromiter(memory_ids, dtype=np.int64)
        score = partial(snapshot.top, vector, limit, allowed, user_id)
        if snapshot.n * snapshot.matrix.shape[1] >= _THREAD_ELEMENTS:
            return await asyncio.to_thread(score)
        return score()


_THREAD_ELEMENTS = 1 << 20
"""Matrix elements (4 MB) from which scoring moves to a worker thread; below, the hop
costs more than it frees."""


_VEC_CHUNK = 64
"""Vectors per sqlite-vec chunk. Each (agent, user) partition allocates whole chunks, so a
small chunk keeps thousands of small users from bloating the file (the default is 1024)."""

_MAX_K = 4096
"""sqlite-vec refuses larger k."""


class SQLiteVecStore:
    """Cosine search with sqlite-vec's `vec0`, partitioned by (agent, user).

    The `vectors` table stays the source of truth; the `vec0` index catches up lazily with
    it (by sequence number) before a user's search, so a process without the extension can
    still write. A search never reads other partitions, and hits are confined again to the
    user's active memories in SQL.

    Two forms: `SQLiteVecStore(store, dimension)` over a connected `SQLiteStore` with
    sqlite-vec loaded, or `SQLiteVecStore("assistant.db")` (the imprint-mem 0.1 form) for
    `Imprint(vector_store=...)`. Vectors are written in the same transaction as their
    memories, so they live in the memory store's file and the path names that file: the
    `Imprint` opens it as its store when `store=` is not given, refuses a `store=` naming
    another file, and builds the bound index at `connect()`.

    Raises:
        StoreError: a store was given but sqlite-vec is not loaded on its connection.
        InvalidInputError: `dimension` is missing or not positive with a store, or given
            with a path (the embedder decides it), or the path is not a str or path.
    """

    name = "sqlite-vec"

    @overload
    def __init__(self, store: SQLiteStore, dimension: int) -> None: ...
    @overload
    def __init__(self, store: str | os.PathLike[str]) -> None: ...
    def __init__(
        self, store: SQLiteStore | str | os.PathLike[str], dimension: int | None = None
    ) -> None:
        self.path: Path | None = None
        """The file named by the path form until an `Imprint` binds it; None when bound."""
        if not isinstance(store, SQLiteStore):
            if not isinstance(store, str | os.PathLike) or not str(store).strip():
                raise InvalidInputError(
                    f"SQLiteVecStore takes a SQLiteStore and a dimension, or the store file's "
                    f"path; got {store!r}"
                )
            if dimension is not None:
                raise InvalidInputError(
                    f"SQLiteVecStore({str(store)!r}) takes no dimension: the embedder decides "
                    f"it when an Imprint binds the index"
                )
            # Resolved now, as the store resolves a relative `sqlite:///` path: against the
            # working directory of the caller, not of a later connect().
            self.path = Path(store).expanduser().absolute()
            return
        if isinstance(dimension, bool) or not isinstance(dimension, int) or dimension < 1:
            raise InvalidInputError(
                f"SQLiteVecStore(store, dimension) needs a positive int dimension, got "
                f"{dimension!r}"
            )
        if not store.connection.vec_loaded:
            raise StoreError(
                "sqlite-vec is not loaded on this store's connection; use BlobVectorStore"
            )
        self._store = store
        self._dim = dimension
        self._table = f"vec_memories_{self._dim}"
        self._created = False

    def __repr__(self) -> str:
        if self.path is not None:
            return f"SQLiteVecStore({str(self.path)!r})"
        return f"SQLiteVecStore({self._store!r}, {self._dim})"

    def _bound(self) -> SQLiteStore:
        if self.path is not None:
            raise UsageError(
                f"{self!r} is not bound to a store yet; pass it to "
                f"Imprint(vector_store=...) and connect, or build it as "
                f"SQLiteVecStore(store, dimension)"
            )
        return self._store

    async def _ensure_table(self) -> None:
        if self._created:
            return
        table, dim = self._table, self._dim

        def create(c: sqlite3.Connection) -> None:
            c.execute(
                f"CREATE VIRTUAL TABLE IF NOT EXISTS {table} USING vec0("
                f"memory_id INTEGER PRIMARY KEY, owner TEXT PARTITION KEY, "
                f"embedding float[{dim}] distance_metric=cosine, chunk_size={_VEC_CHUNK})"
            )

        await self._store.connection.write(create)
        self._created = True

    async def _catch_up(self, agent_id: str, user_id: str, owner: str) -> None:
        table, dim = self._table, self._dim

        def behind(c: sqlite3.Connection) -> bool:
            latest = c.execute(
                "SELECT coalesce(max(seq), 0) FROM vectors WHERE agent_id = ? AND user_id = ?",
                (agent_id, user_id),
            ).fetchone()[0]
            synced = c.execute(
                "SELECT seq FROM vec_sync WHERE owner = ? AND dim = ?", (owner, dim)
            ).fetchone()
            return int(latest) > (0 if synced is None else int(synced[0]))

        if not await self._store.connection.read(behind):
            return

        def sync(c: sqlite3.Connection) -> None:
            row = c.execute(
                "SELECT seq FROM vec_sync WHERE owner = ? AND dim = ?", (owner, dim)
            ).fetchone()
            since = 0 if row is None else int(row[0])
            rows = c.execute(
                "SELECT memory_id, vector, seq FROM vectors WHERE agent_id = ? AND user_id = ? "
                "AND seq > ? AND dim = ? ORDER BY seq",
                (agent_id, user_id, since, dim),
            ).fetchall()
            top = since
            for memory_id, blob, seq in rows:
                # vec0 has no upsert: replace by delete + insert.
                c.execute(f"DELETE FROM {table} WHERE memory_id = ?", (memory_id,))
                c.execute(
                    f"INSERT INTO {table} (memory_id, owner, embedding) VALUES (?, ?, ?)",
                    (memory_id, owner, blob),
                )
                top = max(top, int(seq))
            c.execute(
                "INSERT INTO vec_sync (owner, dim, seq) VALUES (?, ?, ?) ON CONFLICT "
                "(owner, dim) DO UPDATE SET seq = max(seq, excluded.seq)",
                (owner, dim, top),
            )

        await self._store.connection.write(sync)

    async def search(
        self,
        agent_id: str,
        user_id: str,
        vector: Sequence[float],
        *,
        limit: int,
        memory_ids: Iterable[int] | None = None,
    ) -> list[tuple[int, float]]:
        """(memory id, cosine similarity) of the user's active memories, best first."""
        self._bound()
        if limit <= 0:
            return []
        if len(vector) != self._dim:
            raise DimensionMismatchError(
                f"query vector has {len(vector)} dimensions but the index holds {self._dim}; "
                f"use the embedder the memories were stored with"
            )
        await self._ensure_table()
        owner = owner_prefix(agent_id, user_id)
        await self._catch_up(agent_id, user_id, owner)
        query = encode_vector(vector)
        allowed = None if memory_ids is None else {int(i) for i in memory_ids}
        table = self._table

        def knn(c: sqlite3.Connection, k: int) -> tuple[list[tuple[int, float]], int]:
            rows = c.execute(
                f"SELECT v.memory_id, v.distance FROM {table} AS v WHERE v.embedding MATCH ? "
                "AND v.owner = ? AND v.k = ?",
                (query, owner, k),
            ).fetchall()
            ids = [int(r[0]) for r in rows]
            active = q.owned_ids(c, agent_id, user_id, ids, (MemoryStatus.ACTIVE,), None)
            hits = [
                (int(r[0]), 1.0 - float(r[1]))
                for r in rows
                if int(r[0]) in active and (allowed is None or int(r[0]) in allowed)
            ]
            return hits, len(rows)

        k = min(_MAX_K, max(2 * limit + 16, len(allowed) if allowed else 0))
        while True:
            hits, returned = await self._store.connection.read(partial(knn, k=k))
            # Inactive or other-user rows take places in the top k; widen until enough remain.
            if len(hits) >= limit or returned < k or k >= _MAX_K:
                break
            k = min(_MAX_K, k * 4)
        hits.sort(key=lambda h: (-h[1], h[0]))
        return hits[:limit]

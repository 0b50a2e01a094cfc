"""`PgVectorStore`: cosine search with pgvector over the store's `vectors` table.

Vectors are written by the store inside the observation's transaction as `real[]`, so the
schema needs no extension. This store creates the `vector` extension and, per dimension,
a partial HNSW index on the expression `embedding::vector(dim)` the first time it searches
vectors of that dimension (the dimension is known only once an embedder has run), under a
transaction advisory lock so concurrent processes create it once.

Every search is confined to the agent, the user and their active memories in the WHERE
clause. A user with few vectors gets an exact scan (so results equal brute force); a large
user gets the HNSW index with `hnsw.iterative_scan`, which keeps scanning until the
filtered query has its k rows.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from imprint.errors import DimensionMismatchError, StoreError
from imprint.store.postgres.store import PostgresMemoryStore

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["PgVectorStore"]

log = logging.getLogger(__name__)

_INDEX_LOCK = 0x696D7072696E7402
"""Transaction advisory-lock key held while creating the extension or an index."""

_INDEX_TIMEOUT = 6 * 3600
"""Seconds an HNSW index build may take before the search gives up."""

_MIN_SHARE = 0.03
"""Below this share of all stored vectors a user is scanned exactly (see `search`)."""

_HNSW_MAX_DIM = 2000
"""pgvector cannot build an HNSW index on `vector` above this dimension."""


class PgVectorStore:
    """Cosine search with pgvector, filtered by agent, user and status inside SQL."""

    name = "pgvector"

    def __init__(
        self, store: PostgresMemoryStore, *, exact_below: int = 20_000, ef_search: int = 100
    ) -> None:
        """Search `store`'s vectors.

        Args:
            store: the PostgreSQL store that writes the vectors.
            exact_below: users with fewer vectors of the query's dimension are scanned
                exactly; larger ones use the HNSW index unless they hold under 3% of all
                stored vectors, where the filtered index walk costs more than a scan.
            ef_search: HNSW candidate list size (`hnsw.ef_search`) for indexed searches.
        """
        self._store = store
        self._exact_below = int(exact_below)
        self._ef_search = int(ef_search)
        self._ready: set[int] = set()

    async def _ensure_index(self, dim: int) -> None:
        if dim in self._ready:
            return

        memory = self._store.location.index_memory

        async def create(c: Connection) -> None:
            await c.execute("SELECT pg_advisory_xact_lock($1)", _INDEX_LOCK)
            if await c.fetchval("SELECT 1 FROM pg_extension WHERE extname = 'vector'") is None:
                await c.execute("CREATE EXTENSION IF NOT EXISTS vector")
            if dim <= _HNSW_MAX_DIM:
                if memory is not None:
                    # Validated by the URL parser: digits and a unit, never free text.
                    await c.execute(f"SET LOCAL maintenance_work_mem = '{memory}'")
                # `dim` is an int, never user text; each dimension gets its own partial index.
                # Building it over vectors already stored (a copied store) can take minutes,
                # far past the command timeout meant for ordinary statements.
                await c.execute(
                    f"CREATE INDEX IF NOT EXISTS vectors_hnsw_{dim} ON vectors USING hnsw "
                    f"((embedding::vector({dim})) vector_cosine_ops) WHERE dim = {dim}",
                    timeout=_INDEX_TIMEOUT,
                )
            else:
                log.warning("pgvector cannot index %d dimensions; searches scan exactly", dim)

        try:
            await self._store.pool.write(create)
        except StoreError as exc:
            message = str(exc).lower()
            missing = ("extension", "does not exist", "control file")
            if "vector" not in message or not any(m in message for m in missing):
                raise
            raise StoreError(
                f"dense search needs the pgvector extension on "
                f"{self._store.location.describe()}: {exc}; install pgvector on the server or "
                f"have an administrator run CREATE EXTENSION vector"
            ) from exc
        self._ready.add(dim)

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
        dim = len(vector)
        query = [float(x) for x in vector]
        allowed = None if memory_ids is None else sorted({int(i) for i in memory_ids})
        await self._ensure_index(dim)

        async def run(c: Connection) -> list[tuple[int, float]]:
            counts = {
                int(r["dim"]): int(r["n"])
                for r in await c.fetch(
                    "SELECT dim, count(*) AS n FROM vectors WHERE agent_id = $1 AND user_id = $2 "
                    "GROUP BY dim",
                    agent_id,
                    user_id,
                )
            }
            if dim not in counts:
                if counts:
                    raise DimensionMismatchError(
                        f"query vector has {dim} dimensions but user {user_id!r} has "
                        f"{max(counts, key=counts.__getitem__)}-dimension vectors; use the "
                        f"embedder they were made with"
                    )
                return []
            indexed = counts[dim] >= self._exact_below and dim <= _HNSW_MAX_DIM
            if indexed:
                # A filtered HNSW scan walks past other users' vectors to find this one's:
                # the smaller the user's share of the table, the longer the walk. Measured in
                # a 1,000,000-vector store: a 10,000-vector user took 132 ms through the
                # index and 14 ms scanned exactly; a 100,000-vector user is faster indexed.
                rows = await c.fetchval(
                    "SELECT reltuples FROM pg_class WHERE oid = 'vectors'::regclass"
                )
                indexed = counts[dim] >= _MIN_SHARE * max(float(rows or 0), 1.0)
            if indexed:
                await c.execute("SET LOCAL hnsw.iterative_scan = strict_order")
                await c.execute(f"SET LOCAL hnsw.ef_search = {max(self._ef_search, limit)}")
                # Without this the planner may prefer the owner btree plus a sort: exact but
                # slow for a large user, which is what the index is for.
                await c.execute("SET LOCAL enable_sort = off")
            else:
                # Plain index scans off: the HNSW index is approximate, the scan must not be.
                await c.execute("SET LOCAL enable_indexscan = off")
            distance = f"(v.embedding::vector({dim}) <=> $3::real[]::vector({dim}))"
            only = "" if allowed is None else "AND v.memory_id = ANY($5::bigint[]) "
            params: list[object] = [agent_id, user_id, query, int(limit)]
            if allowed is not None:
                params.append(allowed)
            rows = await c.fetch(
                f"SELECT v.memory_id, {distance} AS distance FROM vectors AS v "
                "JOIN memories AS m ON m.id = v.memory_id "
                f"WHERE v.agent_id = $1 AND v.user_id = $2 AND v.dim = {dim} "
                "AND m.agent_id = $1 AND m.user_id = $2 AND m.status = 'active' "
                f"{only}ORDER BY {distance}{'' if indexed else ', v.memory_id'} LIMIT $4",
                *params,
            )
            return [(int(r["memory_id"]), _similarity(r["distance"])) for r in rows]

        hits = await self._store.pool.read(run)
        # Score descending, then id ascending, as the NumPy and sqlite-vec stores order ties.
        hits.sort(key=lambda h: (-h[1], h[0]))
        return hits


def _similarity(distance: float | None) -> float:
    # pgvector gives NaN for a zero vector; NumPy scoring treats it as similarity 0.
    if distance is None or math.isnan(distance):
        return 0.0
    return 1.0 - float(distance)

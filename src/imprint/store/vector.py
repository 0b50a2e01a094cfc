"""Vector search over one user's memories, in the same SQLite file as the memories.

Vectors are written by the store inside the observation's transaction (the `vectors`
table of float32 little-endian BLOBs is the source of truth). `BlobVectorStore` scores them
with NumPy and works on every Python; `SQLiteVecStore` keeps a sqlite-vec `vec0` index,
partitioned by (agent, user), for users with very many memories.
"""

from __future__ import annotations

import logging
import sqlite3
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from imprint.errors import DimensionMismatchError
from imprint.store import queries as q
from imprint.store.sqlite import SQLiteStore

__all__ = ["BlobVectorStore", "decode_vector", "encode_vector"]

log = logging.getLogger(__name__)

Matrix = npt.NDArray[np.float32]


def encode_vector(vector: Sequence[float]) -> bytes:
    """float32 little-endian bytes, the on-disk form."""
    return np.asarray(vector, dtype="<f4").tobytes()


def decode_vector(blob: bytes) -> Matrix:
    """The inverse of `encode_vector`."""
    return np.frombuffer(blob, dtype="<f4").astype(np.float32)


@dataclass(slots=True)
class _UserMatrix:
    version: int
    ids: npt.NDArray[np.int64]
    matrix: Matrix


class BlobVectorStore:
    """Cosine search with NumPy over a user's stored vectors.

    Each user's active vectors are loaded once into a normalised matrix and kept until the
    user's memories change (checked by their version on every search), so repeated searches
    cost one small query and one matrix-vector product.
    """

    name = "blob"

    def __init__(self, store: SQLiteStore, *, cached_users: int = 64) -> None:
        self._store = store
        self._cache: OrderedDict[tuple[str, str], _UserMatrix] = OrderedDict()
        self._cached_users = cached_users

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
        key = (agent_id, user_id)
        cached = self._cache.get(key)

        def load(c: sqlite3.Connection) -> _UserMatrix | None:
            version = q.user_version(c, agent_id, user_id)
            if cached is not None and cached.version == version:
                return None
            rows = c.execute(
                "SELECT v.memory_id, v.vector FROM vectors AS v JOIN memories AS m "
                "ON m.id = v.memory_id WHERE v.agent_id = ? AND v.user_id = ? "
                "AND m.agent_id = ? AND m.user_id = ? AND m.status = 'active' ORDER BY v.memory_id",
                (agent_id, user_id, agent_id, user_id),
            ).fetchall()
            ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
            if rows:
                raw = np.frombuffer(b"".join(r[1] for r in rows), dtype="<f4")
                matrix = raw.reshape(len(rows), -1).astype(np.float32)
                norms = np.linalg.norm(matrix, axis=1, keepdims=True)
                matrix = (matrix / np.where(norms == 0, 1, norms)).astype(np.float32)
            else:
                matrix = np.zeros((0, len(vector)), dtype=np.float32)
            return _UserMatrix(version=version, ids=ids, matrix=matrix)

        loaded = await self._store.connection.read(load)
        if loaded is not None:
            cached = loaded
            self._cache[key] = loaded
            while len(self._cache) > self._cached_users:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        assert cached is not None
        if cached.ids.size == 0:
            return []
        query = np.asarray(vector, dtype=np.float32)
        if query.shape[0] != cached.matrix.shape[1]:
            raise DimensionMismatchError(
                f"query vector has {query.shape[0]} dimensions but user {user_id!r} has "
                f"{cached.matrix.shape[1]}-dimension vectors; use the embedder they were made with"
            )
        norm = float(np.linalg.norm(query))
        scores = cached.matrix @ (query / (norm or 1.0))
        ids, matrix_scores = cached.ids, scores
        if memory_ids is not None:
            allowed = np.fromiter(memory_ids, dtype=np.int64)
            mask = np.isin(ids, allowed)
            ids, matrix_scores = ids[mask], scores[mask]
        k = min(limit, ids.size)
        if k == 0:
            return []
        top = np.argpartition(-matrix_scores, k - 1)[:k]
        # Stable order: score descending, then id ascending, so both stores agree on ties.
        order = sorted(top.tolist(), key=lambda i: (-float(matrix_scores[i]), int(ids[i])))
        return [(int(ids[i]), float(matrix_scores[i])) for i in order]

"""One user's active vectors as a normalised NumPy matrix, refreshed from what changed.

A user's memories change on almost every turn, and reloading all of a large user's vectors
after each change cost 0.9 s at 100,000 memories. Instead the matrix is refreshed from the
event log and the `vectors` sequence: the memories named by events since the last refresh
and the vectors written since then are re-read (a handful of rows per turn), rows that
stopped being active are masked out and new or changed vectors are appended. Anything the
log cannot describe cheaply (a user erasure, a very long gap) falls back to a full load.

Rows are only ever appended, and each refresh makes a new live mask, so a search already
scoring an older snapshot on a worker thread never sees a half-written row.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from imprint.errors import DimensionMismatchError
from imprint.store.rows import damaged
from imprint.store.sqlite import queries as q

__all__ = ["Delta", "Matrix", "UserMatrix", "apply", "load_delta", "load_full"]

Matrix = npt.NDArray[np.float32]

_SCORE_CHUNK = 4096
"""Rows scored per einsum call (measured: 4,096-row calls ran on one core, one call over
100,000 rows on two)."""

_MAX_DELTA = 5000
"""Events or vectors since the last refresh above which a full load is cheaper."""


@dataclass(slots=True)
class UserMatrix:
    """A snapshot of one user's active vectors; rows `[:n]` are in use."""

    version: int
    """The user's memory version this snapshot reflects."""
    event_seq: int
    """The last event of the user's log it has seen."""
    vector_seq: int
    """The highest `vectors.seq` of the user's it has seen."""
    ids: npt.NDArray[np.int64]
    matrix: Matrix
    live: npt.NDArray[np.bool_]
    n: int
    position: dict[int, int]
    """Row of each memory id's newest vector (shared by successive snapshots)."""

    @property
    def nbytes(self) -> int:
        """Memory held by the matrix (capacity included)."""
        return int(self.matrix.nbytes)

    @property
    def dead(self) -> int:
        """Rows in use that no longer count (replaced or inactive)."""
        return self.n - int(self.live[: self.n].sum())

    def top(
        self,
        vector: Sequence[float],
        limit: int,
        allowed: npt.NDArray[np.int64] | None,
        user_id: str,
    ) -> list[tuple[int, float]]:
        """(memory id, cosine similarity) of the best `limit` live rows, best first."""
        n = self.n
        if n == 0:
            return []
        query = np.asarray(vector, dtype=np.float32)
        if query.shape[0] != self.matrix.shape[1]:
            raise DimensionMismatchError(
                f"query vector has {query.shape[0]} dimensions but user {user_id!r} has "
                f"{self.matrix.shape[1]}-dimension vectors; use the embedder they were made with"
            )
        norm = float(np.linalg.norm(query))
        unit = query / (norm or 1.0)
        scores = np.empty(n, dtype=np.float32)
        # einsum's own loop in chunks stays on one core, where BLAS spreads a product over
        # every core: beside the full-text search on the store's thread, that slowed both
        # (hybrid recall of a 100,000-memory user: 19 ms). Memory bandwidth bounds either,
        # so one core scores as fast as two (5 ms for 100,000 x 256).
        for start in range(0, n, _SCORE_CHUNK):
            stop = min(n, start + _SCORE_CHUNK)
            np.einsum("ij,j->i", self.matrix[start:stop], unit, out=scores[start:stop])
        keep = self.live[:n]
        if allowed is not None:
            keep = keep & np.isin(self.ids[:n], allowed)
        rows = np.flatnonzero(keep)
        k = min(limit, rows.size)
        if k == 0:
            return []
        kept_scores = scores[rows]
        best = rows[np.argpartition(-kept_scores, k - 1)[:k]]
        # Stable order: score descending, then id ascending, so every store agrees on ties.
        order = sorted(best.tolist(), key=lambda i: (-float(scores[i]), int(self.ids[i])))
        return [(int(self.ids[i]), float(scores[i])) for i in order]


@dataclass(frozen=True, slots=True)
class Delta:
    """What changed for a user since a snapshot: re-read statuses and vectors."""

    version: int
    event_seq: int
    vector_seq: int
    touched: tuple[int, ...]
    """Memory ids whose row (if any) must be masked out before `rows` are appended."""
    rows: tuple[tuple[int, bytes], ...]
    """(memory id, vector bytes) of touched memories that are active and have a vector."""


def _normalised(blobs: Sequence[bytes], dim: int | None) -> Matrix:
    if not blobs:
        return np.zeros((0, dim or 0), dtype=np.float32)
    if not all(type(blob) is bytes for blob in blobs):
        raise damaged("a vector that is not a BLOB", next(b for b in blobs if type(b) is not bytes))
    raw = np.frombuffer(b"".join(blobs), dtype="<f4")
    matrix = raw.reshape(len(blobs), -1).astype(np.float32)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return (matrix / np.where(norms == 0, 1, norms)).astype(np.float32)


def _last_event(c: sqlite3.Connection, agent_id: str, user_id: str) -> int:
    row = c.execute(
        "SELECT coalesce(max(seq), 0) FROM events WHERE agent_id = ? AND user_id = ?",
        (agent_id, user_id),
    ).fetchone()
    return int(row[0])


def load_full(c: sqlite3.Connection, agent_id: str, user_id: str, dim: int) -> UserMatrix:
    """All of the user's active vectors (inside a read transaction)."""
    version = q.user_version(c, agent_id, user_id)
    event_seq = _last_event(c, agent_id, user_id)
    rows = c.execute(
        "SELECT v.memory_id, v.vector, v.seq, m.status FROM vectors AS v JOIN memories AS m "
        "ON m.id = v.memory_id WHERE v.agent_id = ? AND v.user_id = ? "
        "AND m.agent_id = ? AND m.user_id = ? ORDER BY v.memory_id",
        (agent_id, user_id, agent_id, user_id),
    ).fetchall()
    vector_seq = max((int(r[2]) for r in rows), default=0)
    active = [r for r in rows if r[3] == "active"]
    n = len(active)
    loaded = _normalised([r[1] for r in active], dim)
    # Room to append the next writes without copying the whole matrix.
    capacity = n + max(64, n // 8)
    matrix = np.zeros((capacity, loaded.shape[1]), dtype=np.float32)
    matrix[:n] = loaded
    ids = np.zeros(capacity, dtype=np.int64)
    ids[:n] = [r[0] for r in active]
    live = np.zeros(capacity, dtype=np.bool_)
    live[:n] = True
    return UserMatrix(
        version=version,
        event_seq=event_seq,
        vector_seq=vector_seq,
        ids=ids,
        matrix=matrix,
        live=live,
        n=n,
        position={int(r[0]): row for row, r in enumerate(active)},
    )


def load_delta(
    c: sqlite3.Connection, agent_id: str, user_id: str, base: UserMatrix
) -> Delta | None:
    """What changed since `base`; None when a full load is needed (inside a read txn)."""
    events = c.execute(
        "SELECT seq, kind, memory_id FROM events WHERE agent_id = ? AND user_id = ? "
        "AND seq > ? ORDER BY seq LIMIT ?",
        (agent_id, user_id, base.event_seq, _MAX_DELTA + 1),
    ).fetchall()
    if len(events) > _MAX_DELTA or any(e[1] == "user.erased" for e in events):
        return None
    written = c.execute(
        "SELECT memory_id, seq FROM vectors WHERE agent_id = ? AND user_id = ? AND seq > ? LIMIT ?",
        (agent_id, user_id, base.vector_seq, _MAX_DELTA + 1),
    ).fetchall()
    if len(written) > _MAX_DELTA:
        return None
    touched = sorted({int(e[2]) for e in events if e[2] is not None} | {int(w[0]) for w in written})
    rows: list[tuple[int, bytes]] = []
    for chunk, marks in q.in_chunks(touched):
        # NOT INDEXED: a handful of ids, looked up by rowid; see queries.get_memories.
        rows += [
            (int(r[0]), bytes(r[1]))
            for r in c.execute(
                f"SELECT v.memory_id, v.vector FROM memories AS m NOT INDEXED "
                f"JOIN vectors AS v ON v.memory_id = m.id WHERE m.agent_id = ? "
                f"AND m.user_id = ? AND m.status = 'active' AND m.id IN ({marks}) "
                f"ORDER BY m.id",
                [agent_id, user_id, *chunk],
            )
        ]
    return Delta(
        version=q.user_version(c, agent_id, user_id),
        event_seq=max((int(e[0]) for e in events), default=base.event_seq),
        vector_seq=max((int(w[1]) for w in written), default=base.vector_seq),
        touched=tuple(touched),
        rows=tuple(rows),
    )


def apply(base: UserMatrix, delta: Delta) -> UserMatrix | None:
    """`base` with `delta` applied, as a new snapshot; None if a full load is needed.

    Runs on the event loop, never concurrently with another `apply` on the same chain.
    """
    dim = base.matrix.shape[1]
    added = _normalised([blob for _, blob in delta.rows], dim)
    if delta.rows and added.shape[1] != dim:
        return None  # another dimension: the full load reports it clearly
    live = base.live.copy()
    for memory_id in delta.touched:
        row = base.position.get(memory_id)
        if row is not None:
            live[row] = False
    n, count = base.n, len(delta.rows)
    ids, matrix = base.ids, base.matrix
    if n + count > matrix.shape[0]:
        capacity = max(2 * (n + count), 64)
        # A new buffer: searches still scoring the old one keep reading valid rows.
        matrix = np.zeros((capacity, dim), dtype=np.float32)
        matrix[:n] = base.matrix[:n]
        grown_ids = np.zeros(capacity, dtype=np.int64)
        grown_ids[:n] = base.ids[:n]
        ids = grown_ids
        grown_live = np.zeros(capacity, dtype=np.bool_)
        grown_live[:n] = live[:n]
        live = grown_live
    for offset, (memory_id, _) in enumerate(delta.rows):
        row = n + offset
        ids[row] = memory_id
        matrix[row] = added[offset]
        live[row] = True
        base.position[memory_id] = row
    return UserMatrix(
        version=delta.version,
        event_seq=delta.event_seq,
        vector_seq=delta.vector_seq,
        ids=ids,
        matrix=matrix,
        live=live,
        n=n + count,
        position=base.position,
    )

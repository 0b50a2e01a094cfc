"""Weighted Reciprocal Rank Fusion of a full-text and a vector ranking.

RRF fuses ranked id lists in Python because the vector side is a protocol and may live in
another database than the full-text index.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from imprint.errors import InvalidInputError

__all__ = ["DEFAULT_K", "weighted_rrf"]

DEFAULT_K = 60
"""The usual RRF constant (Cormack et al., 2009); larger values flatten rank differences."""


def weighted_rrf(
    bm25: Sequence[int],
    dense: Sequence[int],
    *,
    alpha: float,
    k: int = DEFAULT_K,
) -> list[tuple[int, float, int | None, int | None]]:
    """Fuse two rankings with `alpha / (k + rank_bm25) + (1 - alpha) / (k + rank_dense)`.

    A list missing an id contributes 0 for it. An id listed twice in one ranking keeps
    its first (best) rank there.

    Args:
        bm25: Memory ids from full-text search, best first.
        dense: Memory ids from vector search, best first.
        alpha: Weight of the full-text ranking in [0, 1]; 1 is BM25 only, 0 dense only.
        k: The RRF constant, > 0.

    Returns:
        `(memory id, fused score, bm25 rank, dense rank)` for every id in either list,
        each id once, best score first; equal scores are ordered by ascending id. Ranks are
        1-based, or None when that list did not have the id.

    Raises:
        InvalidInputError: `alpha` is outside [0, 1] or `k` is not positive.
    """
    if not (isinstance(alpha, int | float) and math.isfinite(alpha) and 0.0 <= alpha <= 1.0):
        raise InvalidInputError(f"alpha must be a number in [0, 1], got {alpha!r}")
    if isinstance(k, bool) or not isinstance(k, int) or k <= 0:
        raise InvalidInputError(f"k must be a positive integer, got {k!r}")
    bm25_ranks = _ranks(bm25)
    dense_ranks = _ranks(dense)
    fused: list[tuple[int, float, int | None, int | None]] = []
    for memory_id in bm25_ranks.keys() | dense_ranks.keys():
        bm25_rank = bm25_ranks.get(memory_id)
        dense_rank = dense_ranks.get(memory_id)
        score = 0.0
        if bm25_rank is not None:
            score += alpha / (k + bm25_rank)
        if dense_rank is not None:
            score += (1.0 - alpha) / (k + dense_rank)
        fused.append((memory_id, score, bm25_rank, dense_rank))
    fused.sort(key=lambda row: (-row[1], row[0]))
    return fused


def _ranks(ids: Sequence[int]) -> dict[int, int]:
    ranks: dict[int, int] = {}
    for rank, memory_id in enumerate(ids, start=1):
        ranks.setdefault(memory_id, rank)
    return ranks

"""Fusion of a full-text and a vector ranking, and spreading scores to neighbouring memories.

Fusion runs in Python because the vector side is a protocol and may live in another database
than the full-text index. Two fusions are offered: `weighted_score_fusion` (the default used by
retrieval) mixes min-max normalised scores, weighting each list by how clearly its best hit
stands out; `weighted_rrf` mixes reciprocal ranks. On LoCoMo (`bench/locomo_recall.py`) RRF
lets a weaker retriever's ranks dilute a stronger one's, so adding MiniLM vectors to BM25
lowered recall@10, while score fusion raised it: rank alone hides how far apart two hits are.

Both fusions keep every id a retriever found, with a score above 0: when alpha (or a flat
list's confidence) gives one list no weight, the ids only that list found rank after every
other hit, in that list's order, instead of scoring 0. Alpha is drawn afresh per policy by
Thompson sampling, so a 0 there made a lone exact keyword match vanish on one call in five
and reappear on the next.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import TypeGuard

from imprint.errors import InvalidInputError

__all__ = [
    "CONFIDENCE_WINDOW",
    "DEFAULT_K",
    "NEIGHBOUR_WEIGHTS",
    "SCORE_FLOOR",
    "SILENCED_SHARE",
    "spread_to_neighbours",
    "weighted_rrf",
    "weighted_score_fusion",
]

DEFAULT_K = 60
"""The usual RRF constant (Cormack et al., 2009); larger values flatten rank differences."""

SCORE_FLOOR = 0.05
"""Normalised score of a list's weakest hit, so that being listed beats not being listed (0)."""

CONFIDENCE_WINDOW = 10
"""Hits whose spread decides how much a list is trusted: the best one and the 9 after it."""

SILENCED_SHARE = 0.5
"""At most this share of the lowest weighted score goes to an id only an unweighted list found."""

NEIGHBOUR_WEIGHTS = (0.5, 0.5)
"""Share of a hit's score lent to the hits written 1 and 2 memories before or after it."""

Fused = tuple[int, float, int | None, int | None]
"""`(memory id, fused score, bm25 rank, dense rank)`; a rank is None where a list lacked the id."""


def weighted_rrf(
    bm25: Sequence[int],
    dense: Sequence[int],
    *,
    alpha: float,
    k: int = DEFAULT_K,
) -> list[Fused]:
    """Fuse two rankings with `alpha / (k + rank_bm25) + (1 - alpha) / (k + rank_dense)`.

    A list missing an id contributes 0 for it. An id that only a list weighted 0 found
    (alpha 1 or 0) still scores above 0: below every other id, by its rank there. An id
    listed twice in one ranking keeps its first (best) rank there.

    Args:
        bm25: Memory ids from full-text search, best first.
        dense: Memory ids from vector search, best first.
        alpha: Weight of the full-text ranking in [0, 1]; 1 is BM25 only, 0 dense only.
        k: The RRF constant, > 0.

    Returns:
        `(memory id, fused score > 0, bm25 rank, dense rank)` for every id in either list,
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
    mixed: dict[int, float] = {}
    own: dict[int, float] = {}
    for memory_id in bm25_ranks.keys() | dense_ranks.keys():
        score = 0.0
        best = 0.0
        for weight, rank in (
            (alpha, bm25_ranks.get(memory_id)),
            (1.0 - alpha, dense_ranks.get(memory_id)),
        ):
            if rank is not None:
                score += weight / (k + rank)
                best = max(best, (k + 1) / (k + rank))
        mixed[memory_id] = score
        own[memory_id] = best
    return _ordered(_rank_silenced(mixed, own), bm25_ranks, dense_ranks)


def _ranks(ids: Sequence[int]) -> dict[int, int]:
    ranks: dict[int, int] = {}
    for rank, memory_id in enumerate(ids, start=1):
        ranks.setdefault(memory_id, rank)
    return ranks


def weighted_score_fusion(
    bm25: Sequence[tuple[int, float]],
    dense: Sequence[tuple[int, float]],
    *,
    alpha: float,
) -> list[Fused]:
    """Fuse two scored lists by a confidence-weighted mix of min-max normalised scores.

    Each list's scores are scaled to [`SCORE_FLOOR`, 1] (its best hit 1, its weakest
    `SCORE_FLOOR`, all 1 when they are equal); an id a list did not return scores 0 there.
    Each list gets a confidence: 1 minus the mean normalised score of the 9 hits after its
    best (missing hits count 0), so a list whose best hit stands out is trusted more than a
    flat one. The fused score is `(wb * bm25 + wd * dense) / (wb + wd)` with
    `wb = alpha * bm25 confidence` and `wd = (1 - alpha) * dense confidence`, or plain
    `alpha` and `1 - alpha` when both confidences are 0 (a list that found nothing then
    gets no share, so the other list's hits are not all 0). So `alpha=1` ranks by BM25 alone
    and `alpha=0` by the dense list alone. An id that only a list with no share found is
    never dropped to 0: it ranks after every other id, by its normalised score in its own
    list, with at most `SILENCED_SHARE` of the lowest other score.

    An id listed twice in one list keeps its first entry there.

    Args:
        bm25: `(memory id, score)` from full-text search, higher better, best first.
        dense: `(memory id, similarity)` from vector search, higher better, best first.
        alpha: Weight of the full-text list in [0, 1]; 1 is BM25 only, 0 dense only.

    Returns:
        `(memory id, fused score in (0, 1], bm25 rank, dense rank)` for every id in either
        list, each id once, best score first; equal scores are ordered by ascending id. Ranks
        are 1-based positions in the given lists, or None when that list did not have the id.

    Raises:
        InvalidInputError: `alpha` is outside [0, 1] or a score is not a finite number.
    """
    if not (_is_number(alpha) and 0.0 <= alpha <= 1.0):
        raise InvalidInputError(f"alpha must be a number in [0, 1], got {alpha!r}")
    bm25_scores, bm25_ranks = _first_entries(bm25, "bm25")
    dense_scores, dense_ranks = _first_entries(dense, "dense")
    bm25_norm = _normalise(bm25_scores)
    dense_norm = _normalise(dense_scores)
    bm25_weight = alpha * _confidence(bm25_norm)
    dense_weight = (1.0 - alpha) * _confidence(dense_norm)
    total = bm25_weight + dense_weight
    if total > 0.0:
        # Shares, not raw weights: at alpha 1 (or 0) the shares are exactly 1 and 0, so the
        # fused score is exactly that list's normalised score.
        bm25_share, dense_share = bm25_weight / total, dense_weight / total
    elif not dense_norm or not bm25_norm:
        # One list found nothing: whatever alpha says, the other is all the evidence there is.
        bm25_share, dense_share = (1.0, 0.0) if bm25_norm else (0.0, 1.0)
    else:
        # Both lists are flat (or alpha silences the only one that is not): no evidence to
        # reweight by, so alpha alone decides.
        bm25_share, dense_share = alpha, 1.0 - alpha
    mixed: dict[int, float] = {}
    own: dict[int, float] = {}
    for memory_id in bm25_norm.keys() | dense_norm.keys():
        b, d = bm25_norm.get(memory_id, 0.0), dense_norm.get(memory_id, 0.0)
        mixed[memory_id] = bm25_share * b + dense_share * d
        own[memory_id] = max(b, d)
    return _ordered(_rank_silenced(mixed, own), bm25_ranks, dense_ranks)


def _rank_silenced(mixed: dict[int, float], own: dict[int, float]) -> dict[int, float]:
    """Place ids the weighted mix scored 0 after all others, ordered by `own` in (0, 1].

    Such an id was found only by a list the mix gave no weight; it is still a hit, and a
    lone exact match must not vanish because of the alpha drawn for this call.
    """
    lowest = min((score for score in mixed.values() if score > 0.0), default=1.0)
    # The smallest float keeps a hit above 0 where a near-0 share underflows the product.
    return {
        memory_id: score
        if score > 0.0
        else max(lowest * SILENCED_SHARE * own[memory_id], math.ulp(0.0))
        for memory_id, score in mixed.items()
    }


def _ordered(
    scores: dict[int, float], bm25_ranks: dict[int, int], dense_ranks: dict[int, int]
) -> list[Fused]:
    fused = [(i, s, bm25_ranks.get(i), dense_ranks.get(i)) for i, s in scores.items()]
    fused.sort(key=lambda row: (-row[1], row[0]))
    return fused


def spread_to_neighbours(
    scores: Mapping[int, float], *, weights: Sequence[float] = NEIGHBOUR_WEIGHTS
) -> dict[int, float]:
    """Raise each scored id by the best share of the score of an id written near it.

    Memory ids grow in write order, so ids `d` apart were written `d` memories apart (other
    users' writes in between make them closer in time still). An id gains `weights[d - 1]`
    times the score of the id `d` away, for the best such `d` and neighbour; gains come from
    the original scores, so they do not cascade. Conversation turns answer each other: when a
    conversation is remembered turn by turn, the turn that shares a question's words is often
    the one just before or after the answer.

    Only ids in `scores` are changed or returned: a neighbour reorders what the retrievers
    found and never adds a memory that none of them returned.

    Args:
        scores: Fused score per memory id, each >= 0.
        weights: Share of a neighbour's score given at id distance 1, 2, ...; each in [0, 1].

    Returns:
        The new score of every id in `scores`.

    Raises:
        InvalidInputError: a weight is outside [0, 1] or a score is negative or not finite.
    """
    for weight in weights:
        if not (_is_number(weight) and 0.0 <= weight <= 1.0):
            raise InvalidInputError(f"neighbour weights must be numbers in [0, 1], got {weights!r}")
    for memory_id, score in scores.items():
        if not (_is_number(score) and score >= 0.0):
            raise InvalidInputError(
                f"scores must be finite numbers >= 0, got {score!r} for memory {memory_id}"
            )
    spread = dict(scores)
    for memory_id, score in scores.items():
        gain = 0.0
        for distance, weight in enumerate(weights, start=1):
            for other in (memory_id - distance, memory_id + distance):
                gain = max(gain, weight * scores.get(other, 0.0))
        spread[memory_id] = score + gain
    return spread


def _is_number(value: object) -> TypeGuard[float]:
    # bool is an int, but True as a score or weight is a bug, not a number.
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _first_entries(
    hits: Sequence[tuple[int, float]], name: str
) -> tuple[dict[int, float], dict[int, int]]:
    scores: dict[int, float] = {}
    ranks: dict[int, int] = {}
    for rank, (memory_id, score) in enumerate(hits, start=1):
        if not _is_number(score):
            raise InvalidInputError(
                f"{name} scores must be finite numbers, got {score!r} for memory {memory_id}"
            )
        if memory_id not in ranks:
            ranks[memory_id] = rank
            scores[memory_id] = float(score)
    return scores, ranks


def _normalise(scores: dict[int, float]) -> dict[int, float]:
    if not scores:
        return {}
    low, high = min(scores.values()), max(scores.values())
    if high <= low:
        return dict.fromkeys(scores, 1.0)
    scale = (1.0 - SCORE_FLOOR) / (high - low)
    return {memory_id: SCORE_FLOOR + (score - low) * scale for memory_id, score in scores.items()}


def _confidence(normalised: dict[int, float]) -> float:
    """1 minus the mean of the runner-up scores: near 1 when the best hit stands alone."""
    if not normalised:
        return 0.0
    ordered = sorted(normalised.values(), reverse=True)
    runners_up = ordered[1:CONFIDENCE_WINDOW]
    return 1.0 - sum(runners_up) / (CONFIDENCE_WINDOW - 1)

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.errors import InvalidInputError
from imprint.policy.fusion import (
    SCORE_FLOOR,
    SILENCED_SHARE,
    spread_to_neighbours,
    weighted_score_fusion,
)

# Scores on a coarse grid: float rounding in normalisation can only merge values that are
# almost equal, and these never are, so expected orders are exact.
SCORE = st.integers(min_value=-500, max_value=500).map(lambda n: n / 10)
HITS = st.lists(
    st.tuples(st.integers(min_value=0, max_value=60), SCORE), max_size=30, unique_by=lambda h: h[0]
)
ALPHA = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)
WEIGHTS = st.lists(st.floats(min_value=0.0, max_value=1.0, allow_nan=False), max_size=3)
SCORES = st.dictionaries(
    st.integers(min_value=0, max_value=40),
    st.floats(min_value=0.0, max_value=10.0, allow_nan=False),
    max_size=30,
)


def _order(hits: list[tuple[int, float]]) -> list[int]:
    return [i for i, _ in sorted(hits, key=lambda h: (-h[1], h[0]))]


def test_example_scores_and_ranks() -> None:
    fused = weighted_score_fusion([(1, 9.0), (2, 5.0), (3, 1.0)], [(3, 0.8), (4, 0.2)], alpha=0.5)
    by_id = {row[0]: row for row in fused}
    # bm25 normalised: 1 -> 1, 2 -> 0.05 + 0.95 * 4 / 8 = 0.525, 3 -> 0.05 (the floor).
    # Confidence: bm25 1 - (0.525 + 0.05) / 9, dense 1 - 0.05 / 9.
    bm25_weight = 0.5 * (1 - 0.575 / 9)
    dense_weight = 0.5 * (1 - 0.05 / 9)
    total = bm25_weight + dense_weight
    assert by_id[1][1] == pytest.approx(bm25_weight / total)
    assert by_id[2][1] == pytest.approx(bm25_weight * 0.525 / total)
    assert by_id[3][1] == pytest.approx((bm25_weight * SCORE_FLOOR + dense_weight) / total)
    assert by_id[4][1] == pytest.approx(dense_weight * SCORE_FLOOR / total)
    assert [row[0] for row in fused] == [3, 1, 2, 4]
    assert by_id[3][2:] == (3, 1)
    assert by_id[1][2:] == (1, None)
    assert by_id[4][2:] == (None, 2)


@given(HITS, HITS, ALPHA)
def test_every_id_once_with_its_ranks(
    bm25: list[tuple[int, float]], dense: list[tuple[int, float]], alpha: float
) -> None:
    fused = weighted_score_fusion(bm25, dense, alpha=alpha)
    bm25_ids = [i for i, _ in bm25]
    dense_ids = [i for i, _ in dense]
    assert sorted(row[0] for row in fused) == sorted(set(bm25_ids) | set(dense_ids))
    for memory_id, score, bm25_rank, dense_rank in fused:
        assert 0.0 <= score <= 1.0 + 1e-12
        assert bm25_rank == (bm25_ids.index(memory_id) + 1 if memory_id in bm25_ids else None)
        assert dense_rank == (dense_ids.index(memory_id) + 1 if memory_id in dense_ids else None)


@given(HITS, HITS, ALPHA)
def test_scores_sorted_and_ties_by_id(
    bm25: list[tuple[int, float]], dense: list[tuple[int, float]], alpha: float
) -> None:
    fused = weighted_score_fusion(bm25, dense, alpha=alpha)
    keys = [(-score, memory_id) for memory_id, score, _, _ in fused]
    assert keys == sorted(keys)


def _then(first: list[tuple[int, float]], second: list[tuple[int, float]]) -> list[int]:
    """`first` in its order, then the ids only `second` has, in its order."""
    seen = {i for i, _ in first}
    return _order(first) + _order([h for h in second if h[0] not in seen])


@given(HITS, HITS)
def test_alpha_one_is_bm25_order_then_the_dense_only_ids(
    bm25: list[tuple[int, float]], dense: list[tuple[int, float]]
) -> None:
    fused = weighted_score_fusion(bm25, dense, alpha=1.0)
    assert [row[0] for row in fused] == _then(bm25, dense)
    assert all(row[1] >= SCORE_FLOOR for row in fused[: len(bm25) or None])
    if bm25:
        lowest = fused[len(bm25) - 1][1]
        assert all(0.0 < row[1] < lowest for row in fused[len(bm25) :])


@given(HITS, HITS)
def test_alpha_zero_is_dense_order_then_the_bm25_only_ids(
    bm25: list[tuple[int, float]], dense: list[tuple[int, float]]
) -> None:
    fused = weighted_score_fusion(bm25, dense, alpha=0.0)
    assert [row[0] for row in fused] == _then(dense, bm25)
    assert all(row[1] >= SCORE_FLOOR for row in fused[: len(dense) or None])
    if dense:
        lowest = fused[len(dense) - 1][1]
        assert all(0.0 < row[1] < lowest for row in fused[len(dense) :])


@given(HITS, HITS, ALPHA)
def test_every_id_found_scores_above_zero(
    bm25: list[tuple[int, float]], dense: list[tuple[int, float]], alpha: float
) -> None:
    assert all(row[1] > 0.0 for row in weighted_score_fusion(bm25, dense, alpha=alpha))


@given(HITS, ALPHA)
def test_one_list_alone_keeps_its_scores_whatever_alpha(
    hits: list[tuple[int, float]], alpha: float
) -> None:
    # A list that found nothing carries no evidence; alpha must not silence the other one.
    alone = [row[:2] for row in weighted_score_fusion(hits, [], alpha=1.0)]
    assert [row[:2] for row in weighted_score_fusion(hits, [], alpha=alpha)] == alone
    assert [row[:2] for row in weighted_score_fusion([], hits, alpha=alpha)] == alone


def test_a_lone_bm25_hit_is_kept_at_alpha_zero() -> None:
    # The reported bug: an exact keyword match the vector search did not return scored 0
    # when the bandit drew alpha 0, and retrieval dropped it.
    fused = weighted_score_fusion([(9, 4.2)], [(1, 0.8), (2, 0.3)], alpha=0.0)
    assert [row[0] for row in fused] == [1, 2, 9]
    assert (fused[2][0], fused[2][2:]) == (9, (1, None))
    assert fused[2][1] == pytest.approx(SCORE_FLOOR * SILENCED_SHARE)


def test_a_lone_bm25_hit_with_no_dense_hits_scores_one_at_alpha_zero() -> None:
    # Vectors missing (embedder added later, or an embedding still pending): the dense list
    # is empty, and alpha 0 used to zero every keyword hit.
    assert weighted_score_fusion([(9, 4.2)], [], alpha=0.0) == [(9, 1.0, 1, None)]


def test_flat_bm25_list_beside_a_confident_dense_one_keeps_its_hits() -> None:
    # Ten equal keyword hits have confidence 0, so their share is 0 even at alpha 0.5.
    flat = [(i, 3.0) for i in range(10, 20)]
    fused = weighted_score_fusion(flat, [(1, 0.9), (2, 0.1)], alpha=0.5)
    assert [row[0] for row in fused] == [1, 2, *range(10, 20)]
    assert all(row[1] > 0.0 for row in fused)


@given(HITS, HITS, ALPHA)
def test_higher_score_never_ranks_lower(
    bm25: list[tuple[int, float]], dense: list[tuple[int, float]], alpha: float
) -> None:
    fused = {row[0]: row[1] for row in weighted_score_fusion(bm25, dense, alpha=alpha)}
    dense_ids = {i for i, _ in dense}
    only_bm25 = sorted((s, i) for i, s in bm25 if i not in dense_ids)
    fused_scores = [fused[i] for _, i in only_bm25]
    assert fused_scores == sorted(fused_scores)


@given(HITS, HITS, ALPHA, st.randoms(use_true_random=False))
def test_input_order_does_not_change_scores(
    bm25: list[tuple[int, float]],
    dense: list[tuple[int, float]],
    alpha: float,
    rng: random.Random,
) -> None:
    before = [row[:2] for row in weighted_score_fusion(bm25, dense, alpha=alpha)]
    rng.shuffle(bm25)
    rng.shuffle(dense)
    after = [row[:2] for row in weighted_score_fusion(bm25, dense, alpha=alpha)]
    assert after == before


def test_equal_scores_are_ordered_by_id() -> None:
    fused = weighted_score_fusion([(7, 2.0), (3, 2.0), (5, 2.0)], [], alpha=1.0)
    assert [(row[0], row[1]) for row in fused] == [(3, 1.0), (5, 1.0), (7, 1.0)]


def test_flat_lists_fall_back_to_alpha() -> None:
    # Ten equal hits make a list's confidence 0; alpha alone must still rank.
    flat = [(i, 3.0) for i in range(10)]
    fused = weighted_score_fusion(flat, [(20, 0.5)], alpha=1.0)
    assert [row[0] for row in fused[:10]] == list(range(10))
    assert all(row[1] == 1.0 for row in fused[:10])
    assert (fused[10][0], fused[10][2:]) == (20, (None, 1))
    assert fused[10][1] == pytest.approx(SILENCED_SHARE)


def test_duplicate_id_keeps_first_entry() -> None:
    fused = weighted_score_fusion([(5, 1.0), (5, 9.0), (6, 0.5)], [], alpha=1.0)
    assert [(row[0], row[2]) for row in fused] == [(5, 1), (6, 3)]
    assert fused[0][1] == 1.0


def test_empty_lists() -> None:
    assert weighted_score_fusion([], [], alpha=0.5) == []


@pytest.mark.parametrize("alpha", [-0.1, 1.1, float("nan"), float("inf"), True])
def test_bad_alpha(alpha: float) -> None:
    with pytest.raises(InvalidInputError, match="alpha"):
        weighted_score_fusion([(1, 1.0)], [(2, 0.5)], alpha=alpha)


@pytest.mark.parametrize("score", [float("nan"), float("inf"), -float("inf")])
def test_bad_score(score: float) -> None:
    with pytest.raises(InvalidInputError, match="dense scores"):
        weighted_score_fusion([(1, 1.0)], [(2, score)], alpha=0.5)


# -- neighbours ------------------------------------------------------------------------------


def test_spread_example() -> None:
    spread = spread_to_neighbours({10: 1.0, 11: 0.2, 13: 0.4, 20: 0.5}, weights=(0.5, 0.25))
    assert spread == pytest.approx({10: 1.1, 11: 0.7, 13: 0.45, 20: 0.5})


@given(SCORES, WEIGHTS)
def test_spread_only_raises_and_adds_nothing(
    scores: dict[int, float], weights: list[float]
) -> None:
    spread = spread_to_neighbours(scores, weights=weights)
    assert spread.keys() == scores.keys()
    top = max(scores.values(), default=0.0)
    for memory_id, score in scores.items():
        assert score <= spread[memory_id] <= score + max(weights, default=0.0) * top + 1e-9


@given(SCORES)
def test_spread_without_weights_changes_nothing(scores: dict[int, float]) -> None:
    assert spread_to_neighbours(scores, weights=()) == scores


@given(SCORES, WEIGHTS)
def test_spread_does_not_cascade(scores: dict[int, float], weights: list[float]) -> None:
    spread = spread_to_neighbours(scores, weights=weights)
    for memory_id, score in scores.items():
        reach = range(1, len(weights) + 1)
        if not any(memory_id + d in scores or memory_id - d in scores for d in reach):
            assert spread[memory_id] == score


@pytest.mark.parametrize("weights", [(1.5,), (-0.1,), (float("nan"),), (True,)])
def test_spread_bad_weights(weights: tuple[float, ...]) -> None:
    with pytest.raises(InvalidInputError, match="weights"):
        spread_to_neighbours({1: 1.0}, weights=weights)


@pytest.mark.parametrize("score", [-1.0, float("nan")])
def test_spread_bad_scores(score: float) -> None:
    with pytest.raises(InvalidInputError, match="scores"):
        spread_to_neighbours({1: score}, weights=(0.5,))

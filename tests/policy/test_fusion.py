from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.errors import InvalidInputError
from imprint.policy.fusion import weighted_rrf

IDS = st.lists(st.integers(min_value=0, max_value=60), max_size=30, unique=True)
ALPHA = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)


def test_example_scores_and_ranks() -> None:
    fused = weighted_rrf([1, 2, 3], [3, 4], alpha=0.5, k=60)
    assert [row[0] for row in fused] == [3, 1, 2, 4]
    by_id = {row[0]: row for row in fused}
    assert by_id[3][1] == pytest.approx(0.5 / 63 + 0.5 / 61)
    assert by_id[3][2:] == (3, 1)
    assert by_id[1][1] == pytest.approx(0.5 / 61)
    assert by_id[1][2:] == (1, None)
    assert by_id[4][1] == pytest.approx(0.5 / 62)
    assert by_id[4][2:] == (None, 2)


@given(IDS, IDS, ALPHA)
def test_every_id_once_with_its_ranks(bm25: list[int], dense: list[int], alpha: float) -> None:
    fused = weighted_rrf(bm25, dense, alpha=alpha)
    ids = [row[0] for row in fused]
    assert sorted(ids) == sorted(set(bm25) | set(dense))
    for memory_id, _, bm25_rank, dense_rank in fused:
        assert bm25_rank == (bm25.index(memory_id) + 1 if memory_id in bm25 else None)
        assert dense_rank == (dense.index(memory_id) + 1 if memory_id in dense else None)


@given(IDS, IDS, ALPHA)
def test_scores_sorted_and_ties_by_id(bm25: list[int], dense: list[int], alpha: float) -> None:
    fused = weighted_rrf(bm25, dense, alpha=alpha)
    keys = [(-score, memory_id) for memory_id, score, _, _ in fused]
    assert keys == sorted(keys)


@given(IDS, IDS, ALPHA)
def test_better_rank_never_scores_lower(bm25: list[int], dense: list[int], alpha: float) -> None:
    fused = weighted_rrf(bm25, dense, alpha=alpha)
    rows = [row for row in fused if row[3] is None and row[2] is not None]
    rows.sort(key=lambda row: row[2] or 0)
    scores = [row[1] for row in rows]
    assert scores == sorted(scores, reverse=True)
    rows = [row for row in fused if row[2] is None and row[3] is not None]
    rows.sort(key=lambda row: row[3] or 0)
    scores = [row[1] for row in rows]
    assert scores == sorted(scores, reverse=True)


@given(IDS, IDS)
def test_alpha_one_is_bm25_order_then_the_dense_only_ids(bm25: list[int], dense: list[int]) -> None:
    fused = weighted_rrf(bm25, dense, alpha=1.0)
    assert [row[0] for row in fused] == bm25 + [i for i in dense if i not in bm25]
    assert all(row[1] > 0.0 for row in fused)


@given(IDS, IDS)
def test_alpha_zero_is_dense_order_then_the_bm25_only_ids(
    bm25: list[int], dense: list[int]
) -> None:
    fused = weighted_rrf(bm25, dense, alpha=0.0)
    assert [row[0] for row in fused] == dense + [i for i in bm25 if i not in dense]
    assert all(row[1] > 0.0 for row in fused)


@given(IDS, IDS, ALPHA)
def test_every_id_found_scores_above_zero(bm25: list[int], dense: list[int], alpha: float) -> None:
    assert all(row[1] > 0.0 for row in weighted_rrf(bm25, dense, alpha=alpha))


def test_a_lone_bm25_hit_is_kept_at_alpha_zero() -> None:
    # Once scored 0 and dropped by retrieval: the bandit draws alpha 0 on some calls.
    fused = weighted_rrf([9], [1, 2], alpha=0.0)
    assert [row[0] for row in fused] == [1, 2, 9]
    assert 0.0 < fused[2][1] < fused[1][1]
    assert fused[2][2:] == (1, None)


def test_duplicate_id_keeps_best_rank() -> None:
    fused = weighted_rrf([5, 5, 6], [], alpha=1.0)
    assert [(row[0], row[2]) for row in fused] == [(5, 1), (6, 3)]


@pytest.mark.parametrize("alpha", [-0.1, 1.1, float("nan"), float("inf")])
def test_bad_alpha(alpha: float) -> None:
    with pytest.raises(InvalidInputError, match="alpha"):
        weighted_rrf([1], [2], alpha=alpha)


@pytest.mark.parametrize("k", [0, -5])
def test_bad_k(k: int) -> None:
    with pytest.raises(InvalidInputError, match="k must be"):
        weighted_rrf([1], [2], alpha=0.5, k=k)

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.errors import InvalidInputError
from imprint.policy.budget import fit_budget

COSTS = st.lists(st.integers(min_value=0, max_value=50), max_size=40)
BUDGET = st.integers(min_value=0, max_value=300)
OVERHEAD = st.integers(min_value=0, max_value=60)


def _items(costs: list[int]) -> list[tuple[int, int]]:
    """(position, cost) pairs, so equal costs stay distinguishable."""
    return list(enumerate(costs))


@given(COSTS, BUDGET, OVERHEAD)
def test_kept_fits_and_order_is_preserved(costs: list[int], budget: int, overhead: int) -> None:
    items = _items(costs)
    kept, dropped = fit_budget(items, cost=lambda item: item[1], budget=budget, overhead=overhead)
    assert sum(cost for _, cost in kept) + overhead <= budget or not kept
    assert kept == sorted(kept)
    assert dropped == sorted(dropped)
    assert sorted(kept + dropped) == items


@given(COSTS, BUDGET, OVERHEAD)
def test_cost_called_once_per_item(costs: list[int], budget: int, overhead: int) -> None:
    items = _items(costs)
    calls: list[tuple[int, int]] = []

    def cost(item: tuple[int, int]) -> int:
        calls.append(item)
        return item[1]

    fit_budget(items, cost=cost, budget=budget, overhead=overhead)
    assert calls == items


@given(COSTS, BUDGET)
def test_greedy_keeps_every_item_that_still_fits(costs: list[int], budget: int) -> None:
    items = _items(costs)
    kept, dropped = fit_budget(items, cost=lambda item: item[1], budget=budget)
    for position, cost in dropped:
        spent_before = sum(c for p, c in kept if p < position)
        assert spent_before + cost > budget


def test_skips_a_big_item_and_keeps_smaller_later_ones() -> None:
    kept, dropped = fit_budget(["aaaa", "bbbbbbbbbb", "cc", "d"], cost=len, budget=8)
    assert kept == ["aaaa", "cc", "d"]
    assert dropped == ["bbbbbbbbbb"]


def test_top_ranked_item_survives() -> None:
    kept, _ = fit_budget(["long top item", "x", "y"], cost=len, budget=14)
    assert kept[0] == "long top item"


def test_overhead_larger_than_budget_drops_everything() -> None:
    kept, dropped = fit_budget(["", "a"], cost=len, budget=3, overhead=5)
    assert kept == []
    assert dropped == ["", "a"]


@pytest.mark.parametrize(("budget", "overhead", "match"), [(-1, 0, "budget"), (10, -1, "overhead")])
def test_rejects_negative_budget_or_overhead(budget: int, overhead: int, match: str) -> None:
    with pytest.raises(InvalidInputError, match=match):
        fit_budget(["a"], cost=len, budget=budget, overhead=overhead)


def test_rejects_negative_cost() -> None:
    with pytest.raises(InvalidInputError, match="costs must be >= 0"):
        fit_budget(["a"], cost=lambda _: -1, budget=10)

"""Fit a ranked list into a token budget in one pass, without re-sorting it.

The ranking decides what survives: items are visited best first, each is costed exactly
once, and an item that does not fit is skipped while smaller, lower-ranked ones may still
fit. Rebuilding and re-counting the whole prompt after each drop is quadratic; this is not.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from imprint.errors import InvalidInputError

__all__ = ["fit_budget"]

T = TypeVar("T")


def fit_budget(
    ranked: Sequence[T],
    *,
    cost: Callable[[T], int],
    budget: int,
    overhead: int = 0,
) -> tuple[list[T], list[T]]:
    """Keep the ranked items whose costs fit in `budget - overhead`, greedily, in one pass.

    Args:
        ranked: Items, best first.
        cost: Tokens (or any unit) one item costs; called exactly once per item.
        budget: The total allowed.
        overhead: Fixed cost spent whatever is kept (headers, framing).

    Returns:
        `(kept, dropped)`, each in the original ranked order.

    Raises:
        InvalidInputError: `budget` or `overhead` is negative, or `cost` returned a negative
            number.
    """
    if budget < 0:
        raise InvalidInputError(f"budget must be >= 0, got {budget!r}")
    if overhead < 0:
        raise InvalidInputError(f"overhead must be >= 0, got {overhead!r}")
    remaining = budget - overhead
    kept: list[T] = []
    dropped: list[T] = []
    for candidate in ranked:
        price = cost(candidate)
        if price < 0:
            raise InvalidInputError(
                f"cost returned {price!r} for {candidate!r}; costs must be >= 0"
            )
        if price <= remaining:
            kept.append(candidate)
            remaining -= price
        else:
            dropped.append(candidate)
    return kept, dropped

"""Alpha tuners: choose the BM25-vs-dense fusion weight, fixed or learned from feedback.

State is plain JSON (never pickle): a stored blob can be inspected by hand and cannot run
code when loaded.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from imprint.errors import InvalidInputError

__all__ = ["DEFAULT_GRID", "BanditAlphaTuner", "StaticAlphaTuner"]

DEFAULT_GRID = (0.0, 0.25, 0.5, 0.75, 1.0)
"""Alpha values the bandit chooses between."""

_STATE_VERSION = 1


class StaticAlphaTuner:
    """Always the same alpha; learns nothing.

    Args:
        alpha: Fusion weight in [0, 1]: 1 is BM25 only, 0 dense only.
    """

    def __init__(self, alpha: float = 0.5) -> None:
        self.alpha = _alpha(alpha, "alpha")
        """The fixed fusion weight."""

    def choose(self) -> float:
        """The fixed alpha."""
        return self.alpha

    def update(self, alpha: float, reward: float) -> None:
        """Validate the arguments and ignore them."""
        _alpha(alpha, "alpha")
        _reward(reward)

    def state(self) -> dict[str, Any]:
        """`{"kind": "static", "version": 1, "alpha": ...}`."""
        return {"kind": "static", "version": _STATE_VERSION, "alpha": self.alpha}

    def load(self, state: dict[str, Any]) -> None:
        """Check saved state; the configured alpha wins over a saved one.

        Raises:
            InvalidInputError: `state` is not state saved by a `StaticAlphaTuner`.
        """
        _header(state, "static")
        _alpha(state.get("alpha"), "state alpha")


class BanditAlphaTuner:
    """Thompson sampling over a grid of alpha values, one Beta posterior per arm.

    Every arm starts at Beta(1, 1). A reward `r` in [-1, 1] adds `(1 + r) / 2` to the arm's
    successes and `(1 - r) / 2` to its failures, so +1 is a full success and -1 a full
    failure. A reward of exactly 0 is neutral and changes nothing: an outcome that says
    nothing must not count as a failure.

    Args:
        grid: Distinct alpha values in [0, 1] to choose from.
        rng: Source of randomness for sampling; pass a seeded one for reproducibility.
    """

    def __init__(
        self,
        grid: Sequence[float] = DEFAULT_GRID,
        rng: random.Random | None = None,
    ) -> None:
        arms = tuple(_alpha(value, "grid value") for value in grid)
        if not arms:
            raise InvalidInputError("grid must hold at least one alpha value, got an empty grid")
        if len(set(arms)) != len(arms):
            raise InvalidInputError(f"grid values must be distinct, got {list(grid)!r}")
        self.grid = arms
        """The alpha values, in the order given."""
        self._rng = rng if rng is not None else random.Random()
        self._successes = [0.0] * len(arms)
        self._failures = [0.0] * len(arms)

    def choose(self) -> float:
        """Sample each arm's posterior and return the alpha with the highest draw."""
        draws = [
            self._rng.betavariate(1.0 + successes, 1.0 + failures)
            for successes, failures in zip(self._successes, self._failures, strict=True)
        ]
        best = max(range(len(draws)), key=lambda index: draws[index])
        return self.grid[best]

    def update(self, alpha: float, reward: float) -> None:
        """Credit `reward` to the arm nearest `alpha` (a grid may change between sessions).

        Raises:
            InvalidInputError: `alpha` is not in [0, 1] or `reward` not in [-1, 1].
        """
        index = self._nearest(_alpha(alpha, "alpha"))
        value = _reward(reward)
        if value == 0.0:
            return
        self._successes[index] += (1.0 + value) / 2.0
        self._failures[index] += (1.0 - value) / 2.0

    def best(self) -> float:
        """The arm with the highest posterior mean; ties go to the arm nearest 0.5."""
        means = [
            (1.0 + successes) / (2.0 + successes + failures)
            for successes, failures in zip(self._successes, self._failures, strict=True)
        ]
        index = min(
            range(len(self.grid)),
            key=lambda i: (-means[i], abs(self.grid[i] - 0.5), self.grid[i]),
        )
        return self.grid[index]

    def posterior_means(self) -> dict[float, float]:
        """Posterior mean reward probability per arm, for inspection."""
        return {
            alpha: (1.0 + successes) / (2.0 + successes + failures)
            for alpha, successes, failures in zip(
                self.grid, self._successes, self._failures, strict=True
            )
        }

    def state(self) -> dict[str, Any]:
        """JSON-serialisable pseudo-counts per arm."""
        return {
            "kind": "bandit",
            "version": _STATE_VERSION,
            "arms": [
                {"alpha": alpha, "successes": successes, "failures": failures}
                for alpha, successes, failures in zip(
                    self.grid, self._successes, self._failures, strict=True
                )
            ],
        }

    def load(self, state: dict[str, Any]) -> None:
        """Restore counts saved by `state()`, matched to this grid by alpha value.

        Arms in the saved state but not in the grid are ignored; arms in the grid but not
        in the state start fresh. Nothing changes unless the whole state is valid.

        Raises:
            InvalidInputError: `state` is not state saved by a `BanditAlphaTuner`.
        """
        _header(state, "bandit")
        arms = state.get("arms")
        if not isinstance(arms, list):
            raise InvalidInputError(f"bandit state needs an 'arms' list, got {arms!r}")
        loaded: dict[float, tuple[float, float]] = {}
        for arm in arms:
            if not isinstance(arm, dict) or set(arm) != {"alpha", "successes", "failures"}:
                raise InvalidInputError(
                    f"each bandit arm needs exactly 'alpha', 'successes' and 'failures', "
                    f"got {arm!r}"
                )
            alpha = _alpha(arm["alpha"], "state alpha")
            if alpha in loaded:
                raise InvalidInputError(f"bandit state lists alpha {alpha!r} twice")
            loaded[alpha] = (_count(arm["successes"]), _count(arm["failures"]))
        for index, alpha in enumerate(self.grid):
            successes, failures = loaded.get(alpha, (0.0, 0.0))
            self._successes[index] = successes
            self._failures[index] = failures

    def _nearest(self, alpha: float) -> int:
        return min(range(len(self.grid)), key=lambda i: (abs(self.grid[i] - alpha), i))


def _number(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    number = float(value)
    return number if math.isfinite(number) else None


def _alpha(value: object, name: str) -> float:
    number = _number(value)
    if number is None or not 0.0 <= number <= 1.0:
        raise InvalidInputError(f"{name} must be a number in [0, 1], got {value!r}")
    return number


def _reward(value: object) -> float:
    number = _number(value)
    if number is None or not -1.0 <= number <= 1.0:
        raise InvalidInputError(f"reward must be a number in [-1, 1], got {value!r}")
    return number


def _count(value: object) -> float:
    number = _number(value)
    if number is None or number < 0.0:
        raise InvalidInputError(f"bandit counts must be finite numbers >= 0, got {value!r}")
    return number


def _header(state: object, kind: str) -> None:
    if not isinstance(state, dict):
        raise InvalidInputError(f"tuner state must be a dict, got {state!r}")
    if state.get("kind") != kind:
        raise InvalidInputError(
            f"tuner state is for {state.get('kind')!r}, not {kind!r}; "
            f"delete the saved state or configure the matching tuner"
        )
    if state.get("version") != _STATE_VERSION:
        raise InvalidInputError(
            f"tuner state version {state.get('version')!r} is not supported "
            f"(expected {_STATE_VERSION}); delete the saved state to start fresh"
        )

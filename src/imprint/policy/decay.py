"""Memory decay on the FSRS forgetting curve, with fixed parameters.

Retrievability follows FSRS-4.5/5's power curve `R(t, S) = (1 + FACTOR * t / S) ** DECAY`
with `DECAY = -0.5` and `FACTOR = 19/81`, so that `R(S, S) = 0.9`: stability `S` is the
number of days after which a memory is 90% retrievable. Time `t` runs from the memory's
`last_seen_at` (when it was last reinforced or used), never from its creation, so a memory
in steady use does not expire.
"""

from __future__ import annotations

import math
from datetime import datetime

from imprint.errors import InvalidInputError
from imprint.types import Memory, MemorySource

__all__ = ["DECAY", "FACTOR", "FSRSStaticDecay", "forgetting_curve"]

DECAY = -0.5
"""FSRS-4.5 curve exponent."""

FACTOR = 19 / 81
"""Chosen so that `(1 + FACTOR) ** DECAY == 0.9`."""

_SECONDS_PER_DAY = 86_400.0
_MIN_STABILITY = 1e-3


def forgetting_curve(elapsed_days: float, stability: float) -> float:
    """FSRS retrievability after `elapsed_days` for a memory of `stability` days.

    Negative elapsed time (a clock that went backwards) counts as 0; stability is floored
    at 0.001 days so a corrupt row cannot divide by zero.
    """
    elapsed = max(0.0, elapsed_days)
    return float((1.0 + FACTOR * elapsed / max(stability, _MIN_STABILITY)) ** DECAY)


class FSRSStaticDecay:
    """FSRS retrievability with fixed parameters; the default `DecayModel`.

    With the default stability of 1 day and the default `threshold` of 0.2, a memory seen
    once and never reinforced or used drops out of policies after about 102 days; each
    reinforcement multiplies its stability (see `growth`), and the time scales with it.

    Args:
        floor: Lowest retrievability of memories the user gave explicitly
            (`MemorySource.USER_EDIT`) or pinned; must be above `threshold` so they never
            decay out. Default 0.5: they still rank below fresh memories.
        threshold: Retrievability below which `decayed` reports a memory as decayed out of
            policies. Default 0.2.
        max_growth: Stability factor for a fully positive outcome (1.0) on a memory of
            1-day stability; must be > 1. Default 2.5.
        min_shrink: Stability factor for a fully negative outcome (-1.0); in (0, 1).
            Default 0.5.
        saturation: How fast growth tapers as stability rises: the gain above 1 is
            multiplied by `stability ** -saturation` (FSRS's stability damping). Default 0.2,
            so a 100-day memory gains 40% of what a 1-day one does.
        max_stability: Stability cap in days; growth stops there. Default 36500 (100 years).
    """

    def __init__(
        self,
        *,
        floor: float = 0.5,
        threshold: float = 0.2,
        max_growth: float = 2.5,
        min_shrink: float = 0.5,
        saturation: float = 0.2,
        max_stability: float = 36_500.0,
    ) -> None:
        _check("threshold", threshold, 0.0 <= threshold < 1.0, "in [0, 1)")
        _check("floor", floor, threshold < floor <= 1.0, f"in ({threshold!r}, 1]")
        _check("max_growth", max_growth, max_growth > 1.0, "> 1")
        _check("min_shrink", min_shrink, 0.0 < min_shrink < 1.0, "in (0, 1)")
        _check("saturation", saturation, saturation >= 0.0, ">= 0")
        _check("max_stability", max_stability, max_stability >= 1.0, ">= 1")
        self.floor = floor
        """Lowest retrievability of user-given and pinned memories."""
        self.threshold = threshold
        """Retrievability below which a memory counts as decayed."""
        self.max_growth = max_growth
        """Stability factor for outcome 1.0 at 1-day stability."""
        self.min_shrink = min_shrink
        """Stability factor for outcome -1.0."""
        self.saturation = saturation
        """Exponent by which growth tapers with stability."""
        self.max_stability = max_stability
        """Stability cap in days."""

    def retrievability(self, memory: Memory, now: datetime) -> float:
        """FSRS retrievability in [0, 1], measured from `memory.last_seen_at`.

        User-given (`USER_EDIT`) and pinned memories never fall below `floor`.
        """
        elapsed = (now - memory.last_seen_at).total_seconds() / _SECONDS_PER_DAY
        value = forgetting_curve(elapsed, memory.stability)
        if memory.pinned or memory.source is MemorySource.USER_EDIT:
            value = max(value, self.floor)
        return min(1.0, max(0.0, value))

    def decayed(self, memory: Memory, now: datetime, threshold: float | None = None) -> bool:
        """True when retrievability is below `threshold` (default `self.threshold`)."""
        limit = self.threshold if threshold is None else threshold
        return self.retrievability(memory, now) < limit

    def growth(self, memory: Memory, outcome: float) -> float:
        """Factor to multiply `memory.stability` by after an outcome in [-1, 1].

        Positive outcomes give a factor in (1, `max_growth`], tapering as stability rises
        and 1.0 once `max_stability` is reached; negative ones give a factor in
        [`min_shrink`, 1); 0 gives exactly 1.

        Raises:
            InvalidInputError: `outcome` is not a number in [-1, 1].
        """
        if not (math.isfinite(outcome) and -1.0 <= outcome <= 1.0):
            raise InvalidInputError(f"outcome must be a number in [-1, 1], got {outcome!r}")
        stability = max(memory.stability, _MIN_STABILITY)
        if outcome > 0:
            damping = float(max(stability, 1.0) ** -self.saturation)
            factor = 1.0 + (self.max_growth - 1.0) * outcome * damping
            return max(1.0, min(factor, self.max_stability / stability))
        return 1.0 - (1.0 - self.min_shrink) * -outcome


def _check(name: str, value: float, ok: bool, expected: str) -> None:
    if not (math.isfinite(value) and ok):
        raise InvalidInputError(f"{name} must be {expected}, got {value!r}")

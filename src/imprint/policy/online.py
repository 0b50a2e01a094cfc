"""`FSRSGradientDecay`: FSRS decay whose parameters each agent learns online from feedback.

The forgetting curve keeps FSRS's shape, `R(t, S) = (1 + FACTOR * t / (w * S)) ** D`, with
two learnt parameters: `w` stretches every memory's stability (users of this agent forget
slower or faster than the default) and `D` (negative) sets how steep the curve is. Each
closed feedback loop is a labelled event per used memory: "was it still useful after
`t` days at stability `S`?" A River optimiser (extra `online`, imported lazily) takes one
gradient step of the log loss per event.

State is data, never a pickle: `{"kind": "fsrs-gradient", "version": 1, "log_w": ..,
"log_neg_d": .., "events": ..}` in the store's learned-state table.
"""

from __future__ import annotations

import math
from datetime import datetime
from typing import Any

from imprint.errors import InvalidInputError
from imprint.policy.decay import DECAY, FACTOR, FSRSStaticDecay
from imprint.types import Memory, MemorySource

__all__ = ["FSRSGradientDecay"]

_STATE_VERSION = 1
_SECONDS_PER_DAY = 86_400.0
_EPSILON = 1e-6


class FSRSGradientDecay:
    """FSRS retrievability with per-agent parameters learnt online (extra `online`).

    Args:
        learning_rate: Step size of the River optimiser (Adam).
        floor: Lowest retrievability of pinned and user-given memories (as the static model).
        threshold: Retrievability below which a memory has decayed out of policies.

    Raises:
        ImportError: River is not installed (`pip install "imprint-mem[online]"`).
    """

    def __init__(
        self, *, learning_rate: float = 0.02, floor: float = 0.5, threshold: float = 0.2
    ) -> None:
        try:
            from river import optim
        except ImportError as exc:  # pragma: no cover - the extra is installed in CI
            raise ImportError(
                'FSRSGradientDecay needs River: pip install "imprint-mem[online]"'
            ) from exc
        self._optimizer = optim.Adam(lr=learning_rate)
        self._static = FSRSStaticDecay(floor=floor, threshold=threshold)
        self.floor = floor
        self.threshold = threshold
        self.params: dict[str, float] = {"log_w": 0.0, "log_neg_d": math.log(-DECAY)}
        """Learnt parameters: log of the stability stretch and of the curve's steepness."""
        self.events = 0
        """Feedback events learnt from."""

    @property
    def stretch(self) -> float:
        """`w`: how much longer than the default memories of this agent last."""
        return math.exp(self.params["log_w"])

    @property
    def steepness(self) -> float:
        """`D`: the curve's (negative) exponent; FSRS's default is -0.5."""
        return -math.exp(self.params["log_neg_d"])

    def curve(self, elapsed_days: float, stability: float) -> float:
        """Retrievability after `elapsed_days` at `stability`, with the learnt parameters."""
        z = 1.0 + FACTOR * max(0.0, elapsed_days) / (self.stretch * max(stability, 1e-3))
        return float(z**self.steepness)

    def retrievability(self, memory: Memory, now: datetime) -> float:
        """Learnt FSRS retrievability; pinned and user-given memories keep the floor."""
        elapsed = (now - memory.last_seen_at).total_seconds() / _SECONDS_PER_DAY
        value = self.curve(elapsed, memory.stability)
        if memory.pinned or memory.source is MemorySource.USER_EDIT:
            return max(value, self.floor)
        return value

    def decayed(self, memory: Memory, now: datetime, threshold: float | None = None) -> bool:
        """True when the memory's retrievability is below the threshold."""
        limit = self.threshold if threshold is None else threshold
        return self.retrievability(memory, now) < limit

    def growth(self, memory: Memory, outcome: float) -> float:
        """Stability factor after an outcome, as in `FSRSStaticDecay`."""
        return self._static.growth(memory, outcome)

    def learn(self, elapsed_days: float, stability: float, recalled: bool) -> None:
        """One gradient step of the log loss on a labelled event."""
        t, s = max(0.0, elapsed_days), max(stability, 1e-3)
        d = self.steepness
        z = 1.0 + FACTOR * t / (self.stretch * s)
        r = min(max(z**d, _EPSILON), 1.0 - _EPSILON)
        y = 1.0 if recalled else 0.0
        dloss_dr = -(y / r - (1.0 - y) / (1.0 - r))
        gradient = {
            # dR/dlog_neg_d = R * log(z) * D; dR/dlog_w = -D * R * (z - 1) / z
            "log_neg_d": dloss_dr * r * math.log(z) * d,
            "log_w": dloss_dr * (-d * r * (z - 1.0) / z),
        }
        # River's optimisers take and return plain dicts of weights.
        stepped = self._optimizer.step(dict(self.params), gradient)  # type: ignore[arg-type]
        self.params = {key: float(stepped[key]) for key in ("log_w", "log_neg_d")}
        self.events += 1

    def learn_memory(self, memory: Memory, now: datetime, recalled: bool) -> None:
        """Learn from a feedback event about one memory used at `now`."""
        elapsed = (now - memory.last_seen_at).total_seconds() / _SECONDS_PER_DAY
        self.learn(elapsed, memory.stability, recalled)

    def state(self) -> dict[str, Any]:
        """The learnt parameters as JSON-serialisable data."""
        return {
            "kind": "fsrs-gradient",
            "version": _STATE_VERSION,
            "log_w": self.params["log_w"],
            "log_neg_d": self.params["log_neg_d"],
            "events": self.events,
        }

    def load(self, state: dict[str, Any]) -> None:
        """Restore parameters saved by `state()` (optimiser moments start afresh).

        Raises:
            InvalidInputError: the state is not from this model or is malformed.
        """
        if state.get("kind") != "fsrs-gradient" or state.get("version") != _STATE_VERSION:
            raise InvalidInputError(f"not FSRSGradientDecay state: {state!r:.120}")
        try:
            log_w, log_neg_d = float(state["log_w"]), float(state["log_neg_d"])
            events = int(state["events"])
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidInputError(f"malformed FSRSGradientDecay state: {exc}") from exc
        if not (math.isfinite(log_w) and math.isfinite(log_neg_d)) or events < 0:
            raise InvalidInputError("FSRSGradientDecay state holds non-finite parameters")
        self.params = {"log_w": log_w, "log_neg_d": log_neg_d}
        self.events = events

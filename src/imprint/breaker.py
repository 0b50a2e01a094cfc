"""A circuit breaker: stop calling a provider that keeps failing, for a cool-down.

Without it every `observe()` and `get_policy()` during an outage pays the full timeout or
every retry before falling back. After `threshold` consecutive transient failures (timeouts,
rate limits, overloads, server and connection errors) the breaker opens: calls are skipped at
once (turns go pending, policies compile extractively) until the cool-down ends, and the
first call after it probes the provider. A success closes the breaker; another failure opens
it again for twice as long, up to `max_cooldown`. A provider's `retry-after` opens it for at
least that long on any failure, so the wait it asked for is honoured by every caller.

Time comes from the injected `Clock`, so tests move it instead of sleeping.
"""

from __future__ import annotations

import logging
import math
from datetime import datetime, timedelta

from imprint.errors import InvalidInputError
from imprint.protocols import Clock

__all__ = ["CircuitBreaker"]

log = logging.getLogger(__name__)


class CircuitBreaker:
    """Skips a failing provider for a while.

    Args:
        clock: Where the time comes from.
        threshold: Consecutive transient failures that open the breaker.
        cooldown: Seconds it stays open the first time.
        max_cooldown: The longest it stays open after repeated failures.
    """

    def __init__(
        self,
        clock: Clock,
        *,
        threshold: int = 5,
        cooldown: float = 30.0,
        max_cooldown: float = 300.0,
    ) -> None:
        if isinstance(threshold, bool) or not isinstance(threshold, int) or threshold < 1:
            raise InvalidInputError(f"threshold must be a positive int, got {threshold!r}")
        for name, value in (("cooldown", cooldown), ("max_cooldown", max_cooldown)):
            if not (math.isfinite(value) and value > 0):
                raise InvalidInputError(f"{name} must be a positive number, got {value!r}")
        self._clock = clock
        self.threshold = threshold
        """Consecutive transient failures that open the breaker."""
        self.cooldown = cooldown
        """Seconds it stays open the first time."""
        self.max_cooldown = max(cooldown, max_cooldown)
        """The longest it stays open after repeated failures."""
        self._failures = 0
        self._opened = 0
        self._until: datetime | None = None

    @property
    def failures(self) -> int:
        """Consecutive transient failures so far."""
        return self._failures

    def wait(self) -> float | None:
        """Seconds until calls may go ahead, or None when they may go ahead now."""
        if self._until is None:
            return None
        left = (self._until - self._clock.now()).total_seconds()
        return left if left > 0 else None

    def succeeded(self) -> None:
        """Record a call that got an answer: the breaker closes."""
        self._failures = 0
        self._opened = 0
        self._until = None

    def failed(
        self, *, transient: bool, retry_after: float | None = None, reason: str = ""
    ) -> None:
        """Record a failed call; open the breaker when it should.

        Args:
            transient: Whether the failure says the provider is unwell (a timeout, 429, 5xx,
                529, a dropped connection) rather than that this request was bad.
            retry_after: Seconds the provider asked to wait, if it said.
            reason: One line for the log.
        """
        now = self._clock.now()
        pause = 0.0
        if transient:
            self._failures += 1
            if self._failures >= self.threshold:
                self._opened += 1
                pause = min(self.max_cooldown, self.cooldown * 2 ** (self._opened - 1))
        if retry_after is not None and math.isfinite(retry_after) and retry_after > 0:
            pause = max(pause, retry_after)
        if pause <= 0:
            return
        until = now + timedelta(seconds=pause)
        if self._until is None or until > self._until:
            self._until = until
        log.warning(
            "LLM calls paused for %.0fs after %d consecutive failure(s): %s",
            pause,
            self._failures,
            reason or "provider error",
        )

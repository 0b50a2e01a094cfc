"""The circuit breaker, on an injected clock."""

from __future__ import annotations

import pytest

from imprint.breaker import CircuitBreaker
from imprint.errors import InvalidInputError
from imprint.testing import FakeClock


def test_opens_after_consecutive_transient_failures_for_the_cooldown(clock: FakeClock) -> None:
    breaker = CircuitBreaker(clock, threshold=3, cooldown=30)
    for _ in range(2):
        breaker.failed(transient=True)
        assert breaker.wait() is None
    breaker.failed(transient=True)
    assert breaker.wait() == 30
    clock.advance(seconds=10)
    assert breaker.wait() == 20
    clock.advance(seconds=20)
    assert breaker.wait() is None  # the next call probes the provider


def test_a_failed_probe_reopens_for_twice_as_long_up_to_the_cap(clock: FakeClock) -> None:
    breaker = CircuitBreaker(clock, threshold=1, cooldown=30, max_cooldown=100)
    waits = []
    for _ in range(4):
        breaker.failed(transient=True)
        waits.append(breaker.wait())
        clock.advance(seconds=1000)
    assert waits == [30, 60, 100, 100]


def test_a_success_closes_it_and_resets_the_count(clock: FakeClock) -> None:
    breaker = CircuitBreaker(clock, threshold=2, cooldown=30)
    breaker.failed(transient=True)
    breaker.succeeded()
    breaker.failed(transient=True)
    assert breaker.wait() is None
    breaker.failed(transient=True)
    assert breaker.wait() == 30
    clock.advance(seconds=31)
    breaker.succeeded()
    breaker.failed(transient=True)
    assert breaker.wait() is None
    assert breaker.failures == 1


def test_bad_requests_do_not_count(clock: FakeClock) -> None:
    breaker = CircuitBreaker(clock, threshold=1)
    for _ in range(5):
        breaker.failed(transient=False)
    assert breaker.wait() is None
    assert breaker.failures == 0


def test_retry_after_pauses_calls_for_that_long_on_any_failure(clock: FakeClock) -> None:
    breaker = CircuitBreaker(clock, threshold=5, cooldown=30)
    breaker.failed(transient=True, retry_after=45)
    assert breaker.wait() == 45
    # A shorter wait asked later does not shorten the pause.
    breaker.failed(transient=False, retry_after=5)
    assert breaker.wait() == 45
    clock.advance(seconds=45)
    assert breaker.wait() is None
    breaker.failed(transient=False, retry_after=0)
    assert breaker.wait() is None


@pytest.mark.parametrize(
    "kwargs", [{"threshold": 0}, {"threshold": True}, {"cooldown": 0}, {"max_cooldown": -1.0}]
)
def test_rejects_bad_settings(clock: FakeClock, kwargs: dict[str, float]) -> None:
    with pytest.raises(InvalidInputError):
        CircuitBreaker(clock, **kwargs)  # type: ignore[arg-type]

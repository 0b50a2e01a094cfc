"""When a failed request is retried within a call."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.errors import InvalidInputError
from imprint.retrying import RetryPolicy, retry_delay

POLICY = RetryPolicy(attempts=3, backoff=0.5, max_wait=2.0)


def test_backoff_doubles_without_a_retry_after() -> None:
    delays = [
        retry_delay(POLICY, made=made, transient=True, retry_after=None, remaining=None)
        for made in (1, 2, 3)
    ]
    assert delays == [0.5, 1.0, None]


def test_a_short_retry_after_is_honoured_and_a_long_one_ends_the_call() -> None:
    assert retry_delay(POLICY, made=1, transient=True, retry_after=0.0, remaining=10) == 0.0
    assert retry_delay(POLICY, made=1, transient=True, retry_after=1.5, remaining=10) == 1.5
    assert retry_delay(POLICY, made=1, transient=True, retry_after=30.0, remaining=10) is None


def test_no_retry_for_bad_requests_or_past_the_timeout() -> None:
    assert retry_delay(POLICY, made=1, transient=False, retry_after=None, remaining=10) is None
    assert retry_delay(POLICY, made=1, transient=True, retry_after=None, remaining=0.4) is None


@given(
    made=st.integers(min_value=1, max_value=10),
    transient=st.booleans(),
    retry_after=st.none() | st.floats(allow_nan=True, allow_infinity=True),
    remaining=st.none() | st.floats(min_value=0, max_value=100),
)
def test_a_delay_always_fits_the_policy_and_the_budget(
    made: int, transient: bool, retry_after: float | None, remaining: float | None
) -> None:
    delay = retry_delay(
        POLICY, made=made, transient=transient, retry_after=retry_after, remaining=remaining
    )
    if delay is None:
        return
    assert transient
    assert made < POLICY.attempts
    assert 0.0 <= delay <= POLICY.max_wait
    assert math.isfinite(delay)
    assert remaining is None or delay < remaining


@pytest.mark.parametrize("kwargs", [{"attempts": 0}, {"backoff": -1.0}, {"max_wait": math.nan}])
def test_rejects_bad_policies(kwargs: dict[str, float]) -> None:
    with pytest.raises(InvalidInputError):
        RetryPolicy(**kwargs)  # type: ignore[arg-type]

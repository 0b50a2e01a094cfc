"""When to retry a failed provider request inside one call, and after how long.

One rule serves the LLM calls (`imprint.llm`) and the Voyage embedder: a transient failure
(rate limit, overload, server error, dropped connection) is retried after the provider's
`retry-after` when it gave one, else after an exponential backoff; a wait longer than
`RetryPolicy.max_wait`, or one that would not fit in what is left of the call's timeout, is
not slept inside the call. The call then fails at once and reports the wait, which the
circuit breaker (`imprint.breaker`) and the caller's `retry_after` honour instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from imprint.errors import InvalidInputError

__all__ = ["RetryPolicy", "retry_delay"]


@dataclass(frozen=True, slots=True, kw_only=True)
class RetryPolicy:
    """How many requests one call may make, and how long it may wait between them."""

    attempts: int = 2
    """Requests per call, the first one included (1 means no retry)."""
    backoff: float = 0.5
    """Seconds before the first retry when the provider named no wait; doubled each time."""
    max_wait: float = 2.0
    """The longest wait slept inside a call; a longer `retry-after` ends the call instead."""

    def __post_init__(self) -> None:
        if self.attempts < 1:
            raise InvalidInputError(f"attempts must be at least 1, got {self.attempts!r}")
        if not (math.isfinite(self.backoff) and self.backoff >= 0):
            raise InvalidInputError(f"backoff must be a finite number >= 0, got {self.backoff!r}")
        if not (math.isfinite(self.max_wait) and self.max_wait >= 0):
            raise InvalidInputError(f"max_wait must be a finite number >= 0, got {self.max_wait!r}")


def retry_delay(
    policy: RetryPolicy,
    *,
    made: int,
    transient: bool,
    retry_after: float | None,
    remaining: float | None,
) -> float | None:
    """Seconds to wait before the next request of a call, or None to give up now.

    Args:
        policy: The call's retry policy.
        made: Requests the call has made so far (1 after the first failed).
        transient: Whether the failure may go away by itself (429, 5xx, 529, connection).
        retry_after: The wait the provider asked for, if it said.
        remaining: Seconds left of the call's timeout, if it has one.
    """
    if not transient or made >= policy.attempts:
        return None
    if retry_after is not None and math.isfinite(retry_after):
        delay = max(0.0, retry_after)
    else:
        delay = policy.backoff * 2 ** (made - 1)
    if delay > policy.max_wait:
        return None
    if remaining is not None and delay >= remaining:
        return None
    return delay

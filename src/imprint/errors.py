"""The Imprint exception tree.

Every error Imprint raises on purpose derives from `ImprintError`::

    ImprintError
    +-- UsageError            the caller used the API wrongly (not connected, closed, ...)
    +-- InvalidInputError     bad argument values; also a `ValueError`
    +-- NotFoundError         no such memory for this user; also a `LookupError`
    +-- StoreError            the store could not do what was asked
    |   +-- SchemaError       the file was written by another (newer) version, or is not ours
    |   +-- DimensionMismatchError  embedder and stored vectors disagree on dimension
    +-- ModelError            an LLM call failed, timed out or returned invalid output
    +-- EmbeddingError        an embedder failed or returned unusable vectors

Messages say what was wrong, show the offending value, and say what to do.
"""

from __future__ import annotations

__all__ = [
    "DimensionMismatchError",
    "EmbeddingError",
    "ImprintError",
    "InvalidInputError",
    "ModelError",
    "NotFoundError",
    "SchemaError",
    "StoreError",
    "UsageError",
]


class ImprintError(Exception):
    """Base class of every error Imprint raises on purpose."""


class UsageError(ImprintError):
    """The API was used in the wrong order or state, e.g. before `connect()`."""


class InvalidInputError(ImprintError, ValueError):
    """An argument has a value Imprint cannot accept; nothing was written."""


class NotFoundError(ImprintError, LookupError):
    """The memory (or other record) does not exist for this agent and user."""


class StoreError(ImprintError):
    """The store failed to read or write."""


class SchemaError(StoreError):
    """The store's schema is not one this version of Imprint can use."""


class DimensionMismatchError(StoreError):
    """The embedder's dimension differs from the vectors already in the store."""


class ModelError(ImprintError):
    """An LLM call failed: provider error, timeout, rate limit or invalid output."""

    def __init__(
        self,
        message: str,
        *,
        retry_after: float | None = None,
        requests: int = 0,
        tokens: int = 0,
    ) -> None:
        super().__init__(message)
        self.retry_after = retry_after
        """Seconds to wait before retrying, when the provider (or the circuit breaker) said."""
        self.requests = requests
        """Requests the failed call made, retries included (0 when it was skipped)."""
        self.tokens = tokens
        """Tokens the provider reported for those requests."""


class EmbeddingError(ImprintError):
    """An embedder failed or returned vectors of the wrong shape or with NaN."""

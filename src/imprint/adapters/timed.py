"""An embedder whose every call is bounded by a timeout.

The facade wraps the configured embedder in `TimedEmbedder`, so no path (observe, remember,
recall, get_policy, import, attribution) can wait on a hanging embedding endpoint for longer
than `embed_timeout`: the call raises `EmbeddingError`, which keeps a turn pending or makes a
read fall back to full-text search. A synchronous function embedder blocks the event loop
while it runs, so no timeout can interrupt it; give async embedders for remote services.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

from imprint.errors import EmbeddingError, InvalidInputError
from imprint.protocols import Embedder, EmbedKind

__all__ = ["TimedEmbedder"]

T = TypeVar("T")


class TimedEmbedder:
    """Wraps an `Embedder` so that each `embed` (and dimension probe) times out.

    Other attributes (`expect_dimension`, a Voyage embedder's `model`) are the wrapped
    embedder's own.

    Args:
        embedder: The embedder to bound.
        timeout: Seconds one call may take.
    """

    def __init__(self, embedder: Embedder, timeout: float) -> None:
        if isinstance(timeout, bool) or not (
            isinstance(timeout, int | float) and math.isfinite(timeout) and timeout > 0
        ):
            raise InvalidInputError(f"embed_timeout must be a positive number, got {timeout!r}")
        self.wrapped = embedder
        """The embedder doing the work."""
        self.timeout = float(timeout)
        """Seconds one call may take."""

    def __repr__(self) -> str:
        return f"TimedEmbedder({self.wrapped!r}, timeout={self.timeout:g})"

    @property
    def dimension(self) -> int:
        """The wrapped embedder's dimension."""
        return self.wrapped.dimension

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> list[list[float]]:
        """The wrapped embedder's vectors, or `EmbeddingError` after `timeout` seconds."""
        return await self._bounded(self.wrapped.embed(texts, kind=kind), f"{len(texts)} text(s)")

    def __getattr__(self, name: str) -> Any:
        found = getattr(self.wrapped, name)
        if name == "ensure_dimension" and callable(found):
            probe: Callable[[], Awaitable[int]] = found

            async def ensure_dimension() -> int:
                return await self._bounded(probe(), "the dimension probe")

            return ensure_dimension
        return found

    async def _bounded(self, call: Awaitable[T], what: str) -> T:
        try:
            async with asyncio.timeout(self.timeout):
                return await call
        except TimeoutError as exc:
            raise EmbeddingError(
                f"embedding {what} with {self.wrapped!r} timed out after {self.timeout:g}s; "
                f"raise `embed_timeout` or check the embedding service"
            ) from exc

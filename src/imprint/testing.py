"""Test doubles that users of Imprint need too: a controllable clock, a recording embedder."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

from imprint.protocols import EmbedKind

__all__ = ["FakeClock", "RecordingEmbedder"]


class FakeClock:
    """A clock that only moves when told to."""

    __test__ = False

    def __init__(self, start: datetime | None = None) -> None:
        self._now = start or datetime(2026, 1, 1, tzinfo=UTC)

    def now(self) -> datetime:
        """The current fake time."""
        return self._now

    def advance(self, delta: timedelta | None = None, **kwargs: float) -> datetime:
        """Move time forward by `delta` or by `timedelta(**kwargs)`; return the new time."""
        self._now += delta if delta is not None else timedelta(**kwargs)
        return self._now


class RecordingEmbedder:
    """A deterministic embedder (word lengths, like llm's fake) that records its calls."""

    __test__ = False

    def __init__(self, dimension: int = 16) -> None:
        self._dimension = dimension
        self.calls: list[tuple[tuple[str, ...], EmbedKind]] = []
        """Every `embed()` call: the texts and the kind."""

    @property
    def dimension(self) -> int:
        """Vector length."""
        return self._dimension

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> list[list[float]]:
        """One vector per text: lengths of its first words, zero-padded, L2-normalised."""
        self.calls.append((tuple(texts), kind))
        vectors = []
        for text in texts:
            lengths = [float(len(w)) for w in text.split()[: self._dimension]]
            lengths += [0.0] * (self._dimension - len(lengths))
            norm = sum(v * v for v in lengths) ** 0.5 or 1.0
            vectors.append([v / norm for v in lengths])
        return vectors

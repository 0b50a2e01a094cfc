"""Every embedding call is bounded by the facade's embed_timeout."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import pytest

from imprint import EmbeddingError, FunctionEmbedder
from imprint.adapters.timed import TimedEmbedder
from imprint.errors import InvalidInputError
from imprint.protocols import Embedder, EmbedKind
from imprint.testing import RecordingEmbedder
from tests.llm_fakes import SLOW_ANSWER, TEST_LLM_TIMEOUT


class Hanging(RecordingEmbedder):
    __test__ = False

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> list[list[float]]:
        await asyncio.sleep(SLOW_ANSWER)  # cancelled by the timeout long before
        return await super().embed(texts, kind=kind)


async def test_answers_pass_through_and_hangs_become_embedding_errors() -> None:
    inner = RecordingEmbedder()
    timed = TimedEmbedder(inner, TEST_LLM_TIMEOUT)
    assert isinstance(timed, Embedder)
    assert timed.dimension == inner.dimension
    assert await timed.embed(["a b"], kind="query") == await inner.embed(["a b"], kind="query")
    with pytest.raises(EmbeddingError, match="timed out after 1s; raise `embed_timeout`"):
        await TimedEmbedder(Hanging(), TEST_LLM_TIMEOUT).embed(["a"], kind="document")


async def test_the_dimension_probe_is_bounded_and_other_attributes_are_the_wrapped_ones() -> None:
    async def slow(text: str) -> list[float]:
        await asyncio.sleep(SLOW_ANSWER)
        return [1.0]

    timed = TimedEmbedder(FunctionEmbedder(slow), TEST_LLM_TIMEOUT)
    with pytest.raises(EmbeddingError, match="dimension probe"):
        await timed.ensure_dimension()
    timed.expect_dimension(3)
    assert timed.dimension == 3
    assert timed.fn is slow


@pytest.mark.parametrize("timeout", [0, -1.0, float("nan"), True])
def test_rejects_a_bad_timeout(timeout: float) -> None:
    with pytest.raises(InvalidInputError, match="embed_timeout"):
        TimedEmbedder(RecordingEmbedder(), timeout)

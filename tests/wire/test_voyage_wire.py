"""`VoyageEmbedder` through the real `voyageai.AsyncClient`, against a local fake of the API."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from imprint import EmbeddingError, Imprint, VoyageEmbedder
from imprint.testing import FakeClock
from tests.llm_fakes import TEST_LLM_TIMEOUT
from tests.wire.server import FAULTS, Fault
from tests.wire.voyage import FakeVoyage, vector_of

RECOVERS: frozenset[Fault] = frozenset({"429-now", "500", "503", "529", "reset"})
"""Faults a request is retried past: a 0 s retry-after, server errors, a reset connection."""


def embedder(fake: FakeVoyage, **kwargs: Any) -> VoyageEmbedder:
    return VoyageEmbedder(
        "voyage-3.5-lite", api_key="pa-fake", base_url=f"{fake.url}/v1", dimension=256, **kwargs
    )


def make(db_path: Path, clock: FakeClock, fake: FakeVoyage, **kwargs: Any) -> Imprint:
    return Imprint(
        "reviewer", store=f"sqlite:///{db_path}", clock=clock, embedder=embedder(fake), **kwargs
    )


async def test_texts_go_out_in_batches_in_order(voyage: FakeVoyage) -> None:
    texts = ["one", "two words", "three more words", "four", "five"]
    vectors = await embedder(voyage, batch_size=2).embed(texts, kind="document")
    assert voyage.batches == [texts[:2], texts[2:4], texts[4:]]
    assert vectors == [pytest.approx(vector_of(text, 256)) for text in texts]


# A hang is bounded by the facade's embed_timeout (the last test).
@pytest.mark.parametrize("fault", [f for f in FAULTS if f != "hang"])
async def test_one_fault_in_a_request(voyage: FakeVoyage, fault: Fault) -> None:
    voyage.fail(fault)
    client = embedder(voyage, max_retries=2)
    if fault in RECOVERS:
        (vector,) = await client.embed(["hello there"], kind="query")
        assert vector == pytest.approx(vector_of("hello there", 256))
        assert len(voyage.requests) == 2
        return
    # A 30 s retry-after is not slept; a malformed or short answer is not retried.
    with pytest.raises(EmbeddingError) as failure:
        await client.embed(["hello there"], kind="query")
    assert len(voyage.requests) == 1
    if fault == "429":
        assert "asked to wait 30s" in str(failure.value)


async def test_retries_stop_after_max_retries(voyage: FakeVoyage) -> None:
    voyage.fail("500", times=5)
    with pytest.raises(EmbeddingError, match="after 3 request"):
        await embedder(voyage, max_retries=2).embed(["x"], kind="document")
    assert len(voyage.requests) == 3


async def test_the_facade_embeds_in_batches(
    voyage: FakeVoyage, db_path: Path, clock: FakeClock
) -> None:
    directions = [f"Always mention rule number {n} of the style guide." for n in range(300)]
    async with make(db_path, clock, voyage) as imprint:
        await imprint.observe_directions(user_id="u", directions=directions)
        assert [len(batch) for batch in voyage.batches] == [128, 128, 44]
        lines = await imprint.export_memories(user_id="u")
        voyage.batches.clear()
        assert await imprint.import_memories(lines, user_id="v") == 300
        assert [len(batch) for batch in voyage.batches] == [128, 128, 44]

        # Turns kept pending by an embedding outage are embedded together when reprocessed.
        voyage.fail("500", times=2 * 3)  # each observe makes three requests
        for reply in ["From now on, answer in French.", "Please always cite sources."]:
            observation = await imprint.observe(user_id="w", agent_output="", user_response=reply)
            assert observation.pending
        voyage.batches.clear()
        done = await imprint.reprocess_pending()
        assert [len(d.created) for d in done] == [1, 1]
        assert [len(batch) for batch in voyage.batches] == [2]


async def test_a_hanging_embedding_service_is_bounded_by_embed_timeout(
    voyage: FakeVoyage, db_path: Path, clock: FakeClock
) -> None:
    async with make(db_path, clock, voyage, embed_timeout=TEST_LLM_TIMEOUT) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Always answer in French."])
        voyage.fail("hang", times=10)
        observation = await imprint.observe(
            user_id="u", agent_output="", user_response="From now on, cite your sources."
        )
        assert observation.pending
        assert "timed out" in (observation.error or "")
        # Reads fall back to full-text search.
        hits = await imprint.recall(user_id="u", query="answer in French")
        assert [h.memory.content for h in hits] == ["Always answer in French."]
        policy = await imprint.get_policy(user_id="u", context="French answers")
        assert "French" in policy.text

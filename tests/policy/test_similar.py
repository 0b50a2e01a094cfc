"""`recall(by="similarity")`: ranked and scored by similarity alone, always in [-1, 1]."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pytest

from imprint import EmbeddingError, Imprint, InvalidInputError
from imprint.protocols import EmbedKind


def _axis(text: str) -> list[float]:
    """Tea-ness, coffee-ness and work-ness; a text about none points the other way."""
    lowered = text.lower()
    vector = [
        float("tea" in lowered),
        float("coffee" in lowered),
        float("deadline" in lowered or "meeting" in lowered),
    ]
    return vector if any(vector) else [-1.0, -1.0, -1.0]


def _cosine(a: Sequence[float], b: Sequence[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    return dot / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)))


NOTES = {
    "tea": "Prefers green tea, and tea again at four",
    "both": "Tea or coffee, whichever is closer",
    "coffee": "Drinks coffee at nine",
    "work": "Deadline on Friday, meeting on Monday",
    "other": "Owns a bicycle",
}


async def test_scores_are_the_cosine_of_the_embeddings(store_url: str) -> None:
    async with Imprint("a", store=store_url, embedder=_axis) as imprint:
        for key, text in NOTES.items():
            await imprint.remember(user_id="u", text=text, key=key)
        await imprint.remember(user_id="v", text="Tea tea tea", key="elsewhere")
        hits = await imprint.recall(user_id="u", query="tea please", k=5, by="similarity")
    assert [h.memory.key for h in hits] == ["tea", "both", "coffee", "work", "other"]
    for hit in hits:
        assert hit.score == pytest.approx(_cosine(_axis("tea please"), _axis(hit.memory.content)))
    assert hits[-1].score == pytest.approx(-1 / math.sqrt(3))
    assert all(-1.0 <= h.score <= 1.0 for h in hits)
    assert [h.dense_rank for h in hits] == [1, 2, 3, 4, 5]
    assert all(h.bm25_rank is None for h in hits)


async def test_an_opposite_note_scores_minus_one_and_forgotten_ones_are_gone(
    store_url: str,
) -> None:
    async with Imprint("a", store=store_url, embedder=_axis) as imprint:
        await imprint.remember(user_id="u", text="Tea, coffee, then a meeting", key="all")
        await imprint.remember(user_id="u", text="Owns a bicycle", key="gone")
        await imprint.forget(user_id="u", key="gone")
        (hit,) = await imprint.recall(user_id="u", query="a bicycle", k=3, by="similarity")
    assert hit.memory.key == "all"
    assert hit.score == pytest.approx(-1.0)


async def test_scopes_limit_the_candidates_before_the_top_k(store_url: str) -> None:
    async with Imprint("a", store=store_url, embedder=_axis, scopes=["home"]) as imprint:
        await imprint.remember(user_id="u", text="Green tea at work", scope="work")
        await imprint.remember(user_id="u", text="Drinks coffee", scope="home")
        await imprint.remember(user_id="u", text="Owns a bicycle")
        hits = await imprint.recall(user_id="u", query="tea", k=1, scopes=["home"], by="similarity")
    assert [h.memory.content for h in hits] == ["Drinks coffee"]


async def test_without_an_embedder_bm25_is_scaled_to_the_best_hit(store_url: str) -> None:
    async with Imprint("a", store=store_url) as imprint:
        for key, text in NOTES.items():
            await imprint.remember(user_id="u", text=text, key=key)
        hits = await imprint.recall(user_id="u", query="tea coffee", k=5, by="similarity")
    assert {h.memory.key for h in hits} == {"tea", "both", "coffee"}
    assert hits[0].score == 1.0
    assert all(0.0 < h.score <= 1.0 for h in hits)
    assert [h.bm25_rank for h in hits] == [1, 2, 3]


class _FailsOnQueries:
    """Embeds documents, fails on queries: a provider outage after the notes were stored."""

    dimension = 3

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> list[list[float]]:
        if kind == "query":
            raise EmbeddingError("the provider is down")
        return [_axis(text) for text in texts]


async def test_a_failing_embedder_falls_back_to_full_text(store_url: str) -> None:
    async with Imprint("a", store=store_url, embedder=_FailsOnQueries()) as imprint:
        await imprint.remember(user_id="u", text="Likes green tea")
        await imprint.remember(user_id="u", text="Owns a bicycle")
        (hit,) = await imprint.recall(user_id="u", query="green tea", k=3, by="similarity")
    assert hit.memory.content == "Likes green tea" and hit.score == 1.0


async def test_an_unknown_ranking_is_refused(db_path: object) -> None:
    async with Imprint("a", store=f"sqlite:///{db_path}") as imprint:
        with pytest.raises(InvalidInputError, match="'relevance' or 'similarity'"):
            await imprint.recall(user_id="u", query="x", by="cosine")  # type: ignore[arg-type]

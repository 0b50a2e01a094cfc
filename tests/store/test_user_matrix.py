"""The NumPy vector cache refreshes from what changed and always equals a fresh load."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from imprint import Imprint, MemoryType
from imprint.adapters.embedders import HashingEmbedder
from imprint.store import SQLiteStore
from imprint.store.sqlite.vector import BlobVectorStore

WORDS = "tea coffee bullets paragraphs python rust lyon paris cats dogs piano chess".split()
QUERIES = ["tea or coffee", "writing style", "pets", "programming language", "hobbies"]


async def _fresh(store: SQLiteStore, user: str, vector: list[float]) -> list[tuple[int, float]]:
    return await BlobVectorStore(store).search("a", user, vector, limit=8)


@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_a_long_lived_cache_matches_a_fresh_load(db_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    embedder = HashingEmbedder(32)
    async with Imprint(
        "a", store=f"sqlite:///{db_path}", embedder=embedder, vector_store="blob"
    ) as imprint:
        store = imprint.store
        assert isinstance(store, SQLiteStore)
        cached = imprint._vectors
        assert isinstance(cached, BlobVectorStore)
        queries = await embedder.embed(QUERIES, kind="query")
        for step in range(80):
            user = rng.choice(["u1", "u2"])
            ids = [m.memory_id for m in await imprint.memories(user_id=user)]
            action = rng.random()
            if action < 0.45 or not ids:
                text = " ".join(rng.sample(WORDS, 3)) + f" note {step}"
                key = rng.choice([None, None, "favourite"])
                await imprint.remember(user_id=user, text=text, key=key, type=MemoryType.FACT)
            elif action < 0.6:
                await imprint.forget(user_id=user, memory_id=rng.choice(ids))
            elif action < 0.75:
                await imprint.observe_directions(
                    user_id=user,
                    directions=[rng.choice(["Use bullet points.", "Never use bullet points."])],
                )
            elif action < 0.8:
                await imprint.forget_user(user_id=user)
            else:
                await imprint.pin(user_id=user, memory_id=rng.choice(ids))
            for vector in rng.sample(queries, 2):
                for who in ("u1", "u2"):
                    got = await cached.search("a", who, vector, limit=8)
                    want = await _fresh(store, who, vector)
                    assert [i for i, _ in got] == [i for i, _ in want], (seed, step, who)
                    assert [s for _, s in got] == pytest.approx([s for _, s in want], abs=1e-5)


async def test_a_write_refreshes_only_what_changed(db_path: Path) -> None:
    embedder = HashingEmbedder(32)
    async with Imprint(
        "a", store=f"sqlite:///{db_path}", embedder=embedder, vector_store="blob"
    ) as imprint:
        for i in range(50):
            await imprint.remember(user_id="u", text=f"note {i} about tea and cats")
        (query,) = await embedder.embed(["tea"], kind="query")
        cached = imprint._vectors
        assert isinstance(cached, BlobVectorStore)
        await cached.search("a", "u", query, limit=5)
        first = cached._cache[("a", "u")]
        added = await imprint.remember(user_id="u", text="tea tea tea")
        await cached.search("a", "u", query, limit=5)
        second = cached._cache[("a", "u")]
        # Same buffer, one row appended: a refresh, not a reload.
        assert second.matrix is first.matrix and second.n == first.n + 1
        assert second.ids[second.n - 1] == added.memory_id
        await imprint.forget(user_id="u", memory_id=added.memory_id)
        hits = await cached.search("a", "u", query, limit=60)
        assert added.memory_id not in [i for i, _ in hits]
        assert len(hits) == 50

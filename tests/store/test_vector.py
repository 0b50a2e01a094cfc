"""Vector stores: NumPy BLOB scoring and sqlite-vec give the same ranking."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from imprint import DimensionMismatchError, Imprint, InvalidInputError, UsageError
from imprint.adapters.embedders import HashingEmbedder
from imprint.store import SQLiteStore
from imprint.store.sqlite.vector import BlobVectorStore, SQLiteVecStore
from imprint.testing import FakeClock, RecordingEmbedder

TEXTS = [
    "Prefers green tea in the morning",
    "Works at Acme as a data engineer",
    "Allergic to peanuts and tree nuts",
    "Uses vim and tmux every day",
    "Likes long walks by the lake",
    "Decided to use PostgreSQL for billing",
    "Writes reviews in paragraphs",
    "Lives in Lyon with two cats",
]


async def _filled(db_path: Path, clock: FakeClock, vector_store: str) -> Imprint:
    imprint = Imprint(
        "a",
        store=f"sqlite:///{db_path}",
        clock=clock,
        embedder=HashingEmbedder(64),
        vector_store=vector_store,  # type: ignore[arg-type]
    )
    await imprint.connect()
    return imprint


async def test_auto_picks_numpy_and_sqlite_vec_on_request(db_path: Path, clock: FakeClock) -> None:
    imprint = await _filled(db_path, clock, "auto")
    try:
        assert imprint.vector_store_name == "blob"
    finally:
        await imprint.close()
    imprint = await _filled(db_path, clock, "sqlite-vec")
    try:
        assert imprint.vector_store_name == "sqlite-vec"
    finally:
        await imprint.close()


async def test_both_stores_rank_alike(tmp_path: Path, clock: FakeClock) -> None:
    rng = random.Random(3)
    embedder = HashingEmbedder(64)
    rankings = {}
    for kind in ("blob", "sqlite-vec"):
        imprint = await _filled(tmp_path / f"{kind}.db", clock, kind)
        try:
            for user in ("u1", "u2"):
                for text in TEXTS:
                    await imprint.remember(user_id=user, text=f"{text} ({user})")
            forgotten = await imprint.remember(user_id="u1", text="Forgotten note about tea")
            await imprint.forget(user_id="u1", memory_id=forgotten.memory_id)
            queries = ["tea", "what database", "pets at home", "editor", "food allergy"]
            vectors = await embedder.embed(queries, kind="query")
            store = imprint._vectors
            assert store is not None
            rankings[kind] = [
                [i for i, _ in await store.search("a", "u1", v, limit=5)] for v in vectors
            ]
            for ranking in rankings[kind]:
                assert forgotten.memory_id not in ranking
            own = {m.memory_id for m in await imprint.memories(user_id="u1")}
            assert all(set(r) <= own for r in rankings[kind])
            rng.shuffle(queries)
        finally:
            await imprint.close()
    assert rankings["blob"] == rankings["sqlite-vec"]


async def test_dimension_mismatch_on_reopen(db_path: Path, clock: FakeClock) -> None:
    async with Imprint("a", store=f"sqlite:///{db_path}", embedder=RecordingEmbedder(16)) as a:
        await a.remember(user_id="u", text="hello there")
    with pytest.raises(DimensionMismatchError, match="16-dimension"):
        async with Imprint("a", store=f"sqlite:///{db_path}", embedder=RecordingEmbedder(8)):
            pass


async def test_bare_callable_is_wrapped(db_path: Path, clock: FakeClock) -> None:
    def embed(text: str) -> list[float]:
        return [float(len(text)), 1.0, 0.5]

    async with Imprint("a", store=f"sqlite:///{db_path}", embedder=embed) as imprint:
        await imprint.remember(user_id="u", text="short")
        hits = await imprint.recall(user_id="u", query="short")
        assert hits and hits[0].dense_rank == 1


async def test_blob_store_needs_nothing(db_path: Path) -> None:
    store = SQLiteStore(f"sqlite:///{db_path}")
    await store.connect()
    try:
        assert await BlobVectorStore(store).search("a", "u", [1.0, 0.0], limit=3) == []
        with pytest.raises(Exception, match="not loaded"):
            SQLiteVecStore(store, 2)
    finally:
        await store.close()


async def test_lookup_embedder_without_a_probe(db_path: Path) -> None:
    table = {"tea in the morning": [1.0, 0.0, 0.0], "tea": [0.9, 0.1, 0.0]}

    def lookup(text: str) -> list[float]:
        return table[text]  # a user's precomputed vectors: no other text embeds

    with pytest.raises(UsageError, match="dimension is not known yet"):
        async with Imprint(
            "a", store=f"sqlite:///{db_path}", embedder=lookup, vector_store="sqlite-vec"
        ):
            pass
    async with Imprint("a", store=f"sqlite:///{db_path}", embedder=lookup) as first:
        assert first.vector_store_name == "blob"
        await first.remember(user_id="u", text="tea in the morning")
    async with Imprint(
        "a", store=f"sqlite:///{db_path}", embedder=lookup, vector_store="sqlite-vec"
    ) as second:
        assert second.vector_store_name == "sqlite-vec"  # the store now knows it: 3
        (hit,) = await second.recall(user_id="u", query="tea")
        assert hit.dense_rank == 1


async def test_the_path_form_names_the_store_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    vec = SQLiteVecStore("assistant.db")  # imprint-mem 0.1's form, relative to here
    assert vec.path == tmp_path / "assistant.db"
    async with Imprint("assistant", embedder=HashingEmbedder(32), vector_store=vec) as imprint:
        assert imprint.vector_store_name == "sqlite-vec"
        await imprint.remember(user_id="u", text="Prefers green tea in the morning")
        (hit,) = await imprint.recall(user_id="u", query="green tea")
        assert hit.dense_rank == 1
    assert (tmp_path / "assistant.db").is_file()
    same = SQLiteVecStore(tmp_path / "assistant.db")
    async with Imprint(
        "assistant",
        store="sqlite:///assistant.db",
        embedder=HashingEmbedder(32),
        vector_store=same,
    ) as imprint:
        assert await imprint.count(user_id="u") == 1


def test_the_path_form_refuses_another_store(tmp_path: Path) -> None:
    vec = SQLiteVecStore(tmp_path / "vectors.db")
    with pytest.raises(UsageError, match="names another file than the store"):
        Imprint("a", store=f"sqlite:///{tmp_path / 'memories.db'}", vector_store=vec)
    with pytest.raises(UsageError, match="needs a SQLite store file"):
        Imprint("a", store="sqlite:///:memory:", vector_store=vec)
    with pytest.raises(UsageError, match="needs a SQLite store file"):
        Imprint("a", store="postgresql://u@localhost/db", vector_store=vec)


async def test_the_forms_are_checked(db_path: Path) -> None:
    unbound = SQLiteVecStore(db_path)
    with pytest.raises(UsageError, match="not bound to a store yet"):
        await unbound.search("a", "u", [1.0, 0.0], limit=1)
    with pytest.raises(InvalidInputError, match="takes no dimension"):
        SQLiteVecStore(db_path, 8)  # type: ignore[call-overload]
    with pytest.raises(InvalidInputError, match="the store file's path"):
        SQLiteVecStore(5)  # type: ignore[call-overload]
    store = SQLiteStore(f"sqlite:///{db_path}")
    await store.connect()
    try:
        with pytest.raises(InvalidInputError, match="positive int dimension"):
            SQLiteVecStore(store)  # type: ignore[call-overload]
    finally:
        await store.close()

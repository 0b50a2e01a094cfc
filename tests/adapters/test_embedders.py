"""Embedders: the offline hashing embedder, the function adapter, as_embedder and Voyage."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from imprint.adapters.embedders import (
    FunctionEmbedder,
    HashingEmbedder,
    as_embedder,
)
from imprint.adapters.voyage import VoyageEmbedder
from imprint.errors import EmbeddingError, InvalidInputError, UsageError
from imprint.protocols import Embedder, EmbedKind
from imprint.testing import RecordingEmbedder

TEXTS = [
    "Write feedback in paragraphs rather than bullet points.",
    "Call me Sam, not Samuel.",
    "Caf\u00e9 na\u00efve r\u00e9sum\u00e9",
    "\u6211\u559c\u6b22\u5496\u5561",
    "I love it \u2764\ufe0f \U0001f600",
    "",
]


# Signs of HashingEmbedder(32) for "Write feedback in paragraphs.".
PINNED_SIGNS = [0, 0, 1, 0, -1, 0, 0, -1, -1, 1, -1, 1, 0, 1, -1, 0]
PINNED_SIGNS += [-1, 0, 1, -1, 0, -1, -1, -1, 0, 0, -1, 1, -1, -1, -1, 0]


def _cosine(a: Sequence[float], b: Sequence[float]) -> float:
    return float(np.dot(a, b))


def _norm(vector: Sequence[float]) -> float:
    return float(np.linalg.norm(vector))


# --- HashingEmbedder ------------------------------------------------------------------------


async def test_hashing_vectors_have_the_dimension_and_unit_norm() -> None:
    embedder = HashingEmbedder(128)
    vectors = await embedder.embed(TEXTS[:-1], kind="document")
    assert embedder.dimension == 128
    assert [len(v) for v in vectors] == [128] * len(TEXTS[:-1])
    for vector in vectors:
        assert all(isinstance(x, float) for x in vector)
        assert _norm(vector) == pytest.approx(1.0, abs=1e-5)


async def test_hashing_is_the_same_across_instances_and_kinds() -> None:
    first = await HashingEmbedder().embed(TEXTS, kind="document")
    second = await HashingEmbedder().embed(TEXTS, kind="query")
    assert first == second


def test_hashing_vectors_are_pinned() -> None:
    # Stored vectors must stay comparable with new ones: a change here is a breaking change.
    # Signs are pinned rather than values so that last-bit libm differences cannot matter.
    (vector,) = HashingEmbedder(32).embed_array(["Write feedback in paragraphs."])
    assert np.sign(vector).astype(int).tolist() == PINNED_SIGNS


def test_hashing_does_not_depend_on_pythonhashseed() -> None:
    script = (
        "import json, sys\n"
        "from imprint.adapters.embedders import HashingEmbedder\n"
        "texts = json.load(sys.stdin)\n"
        "print(json.dumps(HashingEmbedder(64).embed_array(texts).tolist()))\n"
    )
    seed = "12345" if os.environ.get("PYTHONHASHSEED") != "12345" else "54321"
    result = subprocess.run(
        [sys.executable, "-c", script],
        input=json.dumps(TEXTS),
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONHASHSEED": seed},
        check=True,
        timeout=120,
    )
    # Sanity check that the seed really changes str hashes, so the comparison means something.
    assert hash("imprint") != int(
        subprocess.run(
            [sys.executable, "-c", "print(hash('imprint'))"],
            capture_output=True,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
            check=True,
            timeout=60,
        ).stdout
    )
    assert json.loads(result.stdout) == HashingEmbedder(64).embed_array(TEXTS).tolist()


async def test_hashing_similar_texts_are_closer_than_unrelated_ones() -> None:
    embedder = HashingEmbedder()
    rule, paraphrase, unrelated = await embedder.embed(
        [
            "Write feedback in paragraphs rather than bullet points.",
            "Please write your feedback as paragraphs, not bullet points.",
            "The deployment runs on Kubernetes every Friday night.",
        ],
        kind="document",
    )
    assert _cosine(rule, paraphrase) > 0.4
    assert _cosine(rule, paraphrase) > _cosine(rule, unrelated) + 0.3


async def test_hashing_character_ngrams_match_word_forms() -> None:
    embedder = HashingEmbedder()
    singular, plural, other = await embedder.embed(
        ["preference", "preferences", "kubernetes"], kind="query"
    )
    assert _cosine(singular, plural) > 0.5
    assert _cosine(singular, plural) > _cosine(singular, other) + 0.4


async def test_hashing_folds_case_accents_and_compatibility_forms() -> None:
    embedder = HashingEmbedder()
    vectors = await embedder.embed(
        [
            "Caf\u00c9 NA\u00cfVE",
            "cafe naive",
            "Cafe\u0301 nai\u0308ve",  # decomposed accents
            "\uff23\uff41\uff46\uff45 naive",  # fullwidth letters
        ],
        kind="document",
    )
    assert vectors[0] == vectors[1] == vectors[2] == vectors[3]


async def test_hashing_empty_and_wordless_texts_give_the_zero_vector() -> None:
    embedder = HashingEmbedder(32)
    vectors = await embedder.embed(["", "   \n\t", "?!... --- ()"], kind="document")
    assert vectors == [[0.0] * 32] * 3


async def test_hashing_handles_emoji_and_other_scripts() -> None:
    embedder = HashingEmbedder()
    heart, heart_with_selector, smile, hindi, hindi_fragments, chinese = await embedder.embed(
        [
            "\u2764",
            "\u2764\ufe0f",
            "\U0001f600",
            "\u0939\u093f\u0928\u094d\u0926\u0940",  # one Hindi word with vowel signs
            "\u0939 \u0928 \u0926",  # its consonants alone
            "\u6211\u559c\u6b22\u5496\u5561",
        ],
        kind="document",
    )
    assert _norm(heart) == pytest.approx(1.0, abs=1e-5)
    assert heart == heart_with_selector
    assert _cosine(heart, smile) < 0.5
    # Combining marks stay inside their word instead of splitting it.
    assert _cosine(hindi, hindi_fragments) < 0.5
    assert _norm(chinese) == pytest.approx(1.0, abs=1e-5)


async def test_hashing_lone_surrogates_do_not_crash() -> None:
    (vector,) = await HashingEmbedder(16).embed(["\ud800 text \udfff"], kind="document")
    assert _norm(vector) == pytest.approx(1.0, abs=1e-5)


def test_hashing_batches_match_single_texts_across_chunks() -> None:
    embedder = HashingEmbedder(64)
    # More texts than one internal chunk (2048), so chunk boundaries are crossed.
    texts = [f"memory number {i} about topic {i % 13}" for i in range(4500)]
    batch = embedder.embed_array(texts)
    assert batch.shape == (4500, 64)
    assert batch.dtype == np.float32
    for index in (0, 2047, 2048, 4095, 4096, 4499):
        np.testing.assert_array_equal(batch[index], embedder.embed_array([texts[index]])[0])


@pytest.mark.parametrize(("word_weight", "char_weight"), [(1.0, 0.0), (0.0, 1.0), (2.0, 0.25)])
def test_hashing_feature_weights(word_weight: float, char_weight: float) -> None:
    embedder = HashingEmbedder(64, word_weight=word_weight, char_weight=char_weight)
    vectors = embedder.embed_array(["feedback in paragraphs", "a", ""])
    assert np.linalg.norm(vectors, axis=1) == pytest.approx([1.0, 1.0, 0.0], abs=1e-5)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"dimension": 0},
        {"dimension": True},
        {"ngram_range": (0, 3)},
        {"ngram_range": (5, 3)},
        {"word_weight": -1.0},
        {"char_weight": math.nan},
        {"word_weight": 0.0, "char_weight": 0.0},
    ],
)
def test_hashing_rejects_bad_arguments(kwargs: dict[str, Any]) -> None:
    with pytest.raises(InvalidInputError):
        HashingEmbedder(**kwargs)


async def test_embed_rejects_a_bare_string_and_bad_items() -> None:
    embedder = HashingEmbedder()
    with pytest.raises(InvalidInputError, match="list of texts"):
        await embedder.embed("hello", kind="query")
    with pytest.raises(TypeError, match=r"texts\[1\]"):
        await embedder.embed(["ok", 3], kind="query")  # type: ignore[list-item]
    with pytest.raises(InvalidInputError, match="kind"):
        await embedder.embed(["ok"], kind="passage")  # type: ignore[arg-type]


def test_hashing_embeds_10000_short_texts_in_one_array() -> None:
    # Its speed is measured where the fill of bench/scale.py uses it, never in a test.
    texts = [
        f"user {i} prefers short answers about topic {i % 97} in the morning" for i in range(10_000)
    ]
    vectors = HashingEmbedder().embed_array(texts)
    assert vectors.shape == (10_000, 256)
    assert vectors[0].tolist() == HashingEmbedder().embed_array(texts[:1])[0].tolist()


@settings(deadline=None, max_examples=200)
@given(st.text(alphabet=st.characters(exclude_categories=()), max_size=200))
def test_hashing_any_text_gives_a_finite_unit_or_zero_vector(text: str) -> None:
    embedder = HashingEmbedder(32)
    (vector,) = embedder.embed_array([text])
    assert vector.shape == (32,)
    assert np.isfinite(vector).all()
    norm = float(np.linalg.norm(vector))
    assert norm == pytest.approx(1.0, abs=1e-5) or norm == 0.0
    np.testing.assert_array_equal(vector, embedder.embed_array([text])[0])


@settings(deadline=None, max_examples=100)
@given(st.lists(st.text(max_size=60), max_size=8))
def test_hashing_a_batch_equals_its_texts_one_by_one(texts: list[str]) -> None:
    embedder = HashingEmbedder(32)
    batch = embedder.embed_array(texts)
    assert batch.shape == (len(texts), 32)
    for text, row in zip(texts, batch, strict=True):
        np.testing.assert_array_equal(row, embedder.embed_array([text])[0])


# --- FunctionEmbedder -----------------------------------------------------------------------


def _three(text: str) -> list[float]:
    return [float(len(text)), 1.0, 0.5]


async def test_function_embedder_with_a_sync_function() -> None:
    embedder = FunctionEmbedder(_three, dimension=3)
    assert embedder.dimension == 3
    assert await embedder.embed(["ab", "abc"], kind="document") == [
        [2.0, 1.0, 0.5],
        [3.0, 1.0, 0.5],
    ]
    assert await embedder.embed([], kind="query") == []


async def test_function_embedder_with_an_async_function() -> None:
    async def embed_one(text: str) -> list[float]:
        return [1.0, float(len(text))]

    embedder = FunctionEmbedder(embed_one)
    assert await embedder.embed(["abcd"], kind="query") == [[1.0, 4.0]]
    assert embedder.dimension == 2


async def test_function_embedder_awaits_any_awaitable_result() -> None:
    class Model:
        async def _embed(self, text: str) -> list[float]:
            return [0.0, 1.0]

        def __call__(self, text: str) -> Any:
            return self._embed(text)

    assert await FunctionEmbedder(Model()).embed(["x"], kind="query") == [[0.0, 1.0]]


@pytest.mark.parametrize(
    "output",
    [
        np.array([1.0, 2.0, 3.0], dtype=np.float32),
        np.array([1, 2, 3], dtype=np.int64),
        (1.0, 2.0, 3.0),
        [1, 2, 3],
    ],
)
async def test_function_embedder_accepts_numeric_outputs(output: Any) -> None:
    (vector,) = await FunctionEmbedder(lambda text: output).embed(["x"], kind="query")
    assert vector == [1.0, 2.0, 3.0]
    assert all(type(x) is float for x in vector)


async def test_function_embedder_discovers_its_dimension() -> None:
    calls: list[str] = []

    def embed_one(text: str) -> list[float]:
        calls.append(text)
        return [0.0] * 5

    embedder = FunctionEmbedder(embed_one)
    with pytest.raises(UsageError, match="ensure_dimension"):
        _ = embedder.dimension
    assert await embedder.ensure_dimension() == 5
    assert await embedder.ensure_dimension() == 5
    assert calls == ["dimension probe"]
    assert embedder.dimension == 5


async def test_function_embedder_ensure_dimension_does_not_call_when_known() -> None:
    def fail(text: str) -> list[float]:
        raise AssertionError("must not be called")

    assert await FunctionEmbedder(fail, dimension=7).ensure_dimension() == 7


async def test_function_embedder_rejects_a_wrong_dimension() -> None:
    embedder = FunctionEmbedder(lambda text: [0.0] * 3, dimension=4)
    with pytest.raises(EmbeddingError, match=r"returned 3 dimensions .* 4 were expected"):
        await embedder.embed(["x"], kind="document")


async def test_function_embedder_rejects_ragged_first_batch_without_learning() -> None:
    embedder = FunctionEmbedder(lambda text: [0.0] * len(text))
    with pytest.raises(EmbeddingError, match=r"returned 2 dimensions for text 1 but 1"):
        await embedder.embed(["a", "bb"], kind="document")
    with pytest.raises(UsageError):
        _ = embedder.dimension


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
async def test_function_embedder_rejects_non_finite_values(bad: float) -> None:
    embedder = FunctionEmbedder(lambda text: [0.5, bad], dimension=2)
    with pytest.raises(EmbeddingError, match="NaN or infinite"):
        await embedder.embed(["x"], kind="document")


@pytest.mark.parametrize(
    "output",
    [
        ["a", "b"],
        "ab",
        b"ab",
        None,
        [[1.0, 2.0]],
        [],
        {"vector": [1.0]},
        [1.0, None],
        [True, False],
        [[1.0], [2.0, 3.0]],
    ],
)
async def test_function_embedder_rejects_non_numeric_output(output: Any) -> None:
    embedder = FunctionEmbedder(lambda text: output)
    with pytest.raises(EmbeddingError):
        await embedder.embed(["x"], kind="document")


async def test_function_embedder_wraps_errors_from_the_function() -> None:
    def broken(text: str) -> list[float]:
        raise RuntimeError("model server down")

    with pytest.raises(EmbeddingError, match="RuntimeError: model server down") as info:
        await FunctionEmbedder(broken).embed(["x"], kind="document")
    assert isinstance(info.value.__cause__, RuntimeError)


async def test_function_embedder_wraps_errors_from_an_async_function() -> None:
    async def broken(text: str) -> list[float]:
        raise ConnectionError("refused")

    with pytest.raises(EmbeddingError, match="ConnectionError") as info:
        await FunctionEmbedder(broken).embed(["x"], kind="document")
    assert isinstance(info.value.__cause__, ConnectionError)


@pytest.mark.parametrize("error", [TypeError("bug"), AssertionError("bug")])
async def test_function_embedder_lets_bugs_propagate(error: Exception) -> None:
    def buggy(text: str) -> list[float]:
        raise error

    with pytest.raises(type(error)):
        await FunctionEmbedder(buggy).embed(["x"], kind="document")


async def test_function_embedder_does_not_rewrap_embedding_errors() -> None:
    def refusing(text: str) -> list[float]:
        raise EmbeddingError("quota exhausted")

    with pytest.raises(EmbeddingError, match=r"^quota exhausted$"):
        await FunctionEmbedder(refusing).embed(["x"], kind="document")


async def test_function_embedder_batch_function_is_called_once_per_embed() -> None:
    batches: list[list[str]] = []

    async def embed_many(texts: list[str]) -> npt.NDArray[np.float64]:
        batches.append(texts)
        return np.array([[float(len(t)), 0.0] for t in texts])

    embedder = FunctionEmbedder(None, batch_fn=embed_many)
    assert await embedder.embed(["a", "bb", "ccc"], kind="document") == [
        [1.0, 0.0],
        [2.0, 0.0],
        [3.0, 0.0],
    ]
    assert batches == [["a", "bb", "ccc"]]
    assert embedder.dimension == 2


async def test_function_embedder_batch_function_wins_over_fn() -> None:
    def single(text: str) -> list[float]:
        raise AssertionError("fn must not be called when batch_fn is given")

    embedder = FunctionEmbedder(single, batch_fn=lambda texts: [[1.0]] * len(texts))
    assert await embedder.embed(["a", "b"], kind="query") == [[1.0], [1.0]]


@pytest.mark.parametrize("output", [[[1.0]], "vectors", 42, np.array(1.0), np.zeros(2)])
async def test_function_embedder_batch_function_must_return_one_vector_per_text(
    output: Any,
) -> None:
    embedder = FunctionEmbedder(None, batch_fn=lambda texts: output)
    with pytest.raises(EmbeddingError):
        await embedder.embed(["a", "b"], kind="document")


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [((None,), {}), (("not callable",), {}), ((_three,), {"dimension": 0})],
)
def test_function_embedder_rejects_bad_arguments(
    args: tuple[Any, ...], kwargs: dict[str, Any]
) -> None:
    with pytest.raises(InvalidInputError):
        FunctionEmbedder(*args, **kwargs)


# --- as_embedder ----------------------------------------------------------------------------


def test_as_embedder_returns_embedders_unchanged() -> None:
    hashing = HashingEmbedder()
    recording = RecordingEmbedder()
    undiscovered = FunctionEmbedder(_three)
    assert as_embedder(hashing) is hashing
    assert as_embedder(recording) is recording
    # Its `dimension` would raise UsageError if read; as_embedder must not read it.
    assert as_embedder(undiscovered) is undiscovered


async def test_as_embedder_wraps_callables() -> None:
    async def embed_one(text: str) -> list[float]:
        return [1.0, 0.0]

    for fn in (_three, embed_one):
        embedder = as_embedder(fn)
        assert isinstance(embedder, FunctionEmbedder)
        assert embedder.fn is fn
    wrapped: Embedder = as_embedder(embed_one)
    assert await wrapped.embed(["x"], kind="query") == [[1.0, 0.0]]


@pytest.mark.parametrize("obj", [None, 42, "voyage-3.5", HashingEmbedder])
def test_as_embedder_rejects_everything_else(obj: object) -> None:
    with pytest.raises(InvalidInputError, match=r"Embedder|instance"):
        as_embedder(obj)


# --- VoyageEmbedder -------------------------------------------------------------------------


class FakeVoyageClient:
    """Answers like `voyageai.AsyncClient.embed`; vector[0] is the text's position overall."""

    def __init__(self, dimension: int = 1024) -> None:
        self.dimension = dimension
        self.calls: list[tuple[list[str], dict[str, Any]]] = []
        self.seen = 0

    async def embed(self, texts: list[str], **options: Any) -> SimpleNamespace:
        self.calls.append((texts, options))
        vectors = []
        for _ in texts:
            vectors.append([float(self.seen)] + [0.5] * (self.dimension - 1))
            self.seen += 1
        return SimpleNamespace(embeddings=vectors, total_tokens=len(texts))


async def test_voyage_batches_requests_and_keeps_order() -> None:
    client = FakeVoyageClient()
    embedder = VoyageEmbedder(batch_size=2, client=client)
    texts = ["a", "b", "c", "d", "e"]
    vectors = await embedder.embed(texts, kind="document")
    assert [batch for batch, _ in client.calls] == [["a", "b"], ["c", "d"], ["e"]]
    assert [options for _, options in client.calls] == [
        {"model": "voyage-3.5-lite", "input_type": "document"}
    ] * 3
    assert [v[0] for v in vectors] == [0.0, 1.0, 2.0, 3.0, 4.0]
    assert all(len(v) == 1024 for v in vectors)
    assert embedder.dimension == 1024


@pytest.mark.parametrize("kind", ["query", "document"])
async def test_voyage_sends_the_input_type(kind: EmbedKind) -> None:
    client = FakeVoyageClient()
    await VoyageEmbedder("voyage:voyage-3.5", client=client).embed(["x"], kind=kind)
    assert client.calls == [(["x"], {"model": "voyage-3.5", "input_type": kind})]


async def test_voyage_requests_a_smaller_output_dimension() -> None:
    client = FakeVoyageClient(dimension=512)
    embedder = VoyageEmbedder("voyage-3-large", dimension=512, client=client)
    (vector,) = await embedder.embed(["x"], kind="query")
    assert len(vector) == embedder.dimension == 512
    assert client.calls[0][1]["output_dimension"] == 512


async def test_voyage_accepts_a_sync_client_and_skips_empty_input() -> None:
    class SyncClient:
        def embed(self, texts: list[str], **options: Any) -> SimpleNamespace:
            return SimpleNamespace(embeddings=[[0.0, 1.0, 0.0] for _ in texts])

    embedder = VoyageEmbedder("my-finetune", dimension=3, client=SyncClient())
    assert await embedder.embed(["x"], kind="document") == [[0.0, 1.0, 0.0]]
    assert await embedder.embed([], kind="document") == []


def test_voyage_known_and_explicit_dimensions() -> None:
    client = FakeVoyageClient()
    assert VoyageEmbedder(client=client).dimension == 1024
    assert VoyageEmbedder("voyage-3-lite", client=client).dimension == 512
    assert VoyageEmbedder("voyage-code-2", client=client).dimension == 1536
    assert VoyageEmbedder("voyage-3.5", dimension=2048, client=client).dimension == 2048
    assert VoyageEmbedder("future-model", dimension=768, client=client).dimension == 768


@pytest.mark.parametrize(
    "kwargs",
    [
        {"model": "future-model"},
        {"model": "voyage-3.5", "dimension": 300},
        {"model": "voyage-3-lite", "dimension": 1024},
        {"dimension": 0},
        {"batch_size": 0},
        {"batch_size": 1001},
    ],
)
def test_voyage_rejects_bad_arguments(kwargs: dict[str, Any]) -> None:
    with pytest.raises(InvalidInputError):
        VoyageEmbedder(client=FakeVoyageClient(), **kwargs)


async def test_voyage_wraps_provider_errors() -> None:
    class RateLimited(Exception):
        pass

    class FailingClient:
        async def embed(self, texts: list[str], **options: Any) -> Any:
            raise RateLimited("429 too many requests")

    embedder = VoyageEmbedder(client=FailingClient())
    with pytest.raises(EmbeddingError, match="RateLimited: 429") as info:
        await embedder.embed(["x"], kind="query")
    assert isinstance(info.value.__cause__, RateLimited)


async def test_voyage_lets_type_errors_propagate() -> None:
    class OldClient:
        async def embed(self, texts: list[str]) -> Any:
            return None

    with pytest.raises(TypeError):
        await VoyageEmbedder(client=OldClient()).embed(["x"], kind="query")


@pytest.mark.parametrize(
    ("embeddings", "message"),
    [
        ([[0.0] * 1024], "1 embeddings for 2 texts"),
        ([[0.0] * 1024, [0.0] * 256], "256 dimensions"),
        ([[0.0] * 1024, [math.nan] * 1024], "NaN"),
        (None, "for 2 texts"),
    ],
)
async def test_voyage_checks_the_response(embeddings: Any, message: str) -> None:
    class OddClient:
        async def embed(self, texts: list[str], **options: Any) -> SimpleNamespace:
            return SimpleNamespace(embeddings=embeddings)

    with pytest.raises(EmbeddingError, match=message):
        await VoyageEmbedder(client=OddClient()).embed(["a", "b"], kind="document")


async def test_voyage_reads_the_key_only_when_first_embedding(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import voyageai

    made: list[str | None] = []

    class RecordingAsyncClient(FakeVoyageClient):
        def __init__(self, api_key: str | None = None, **options: Any) -> None:
            super().__init__()
            made.append(api_key)
            self.api_key = api_key

    monkeypatch.setattr(voyageai, "AsyncClient", RecordingAsyncClient)
    monkeypatch.delenv("VOYAGE_API_KEY", raising=False)
    embedder = VoyageEmbedder()
    monkeypatch.setenv("VOYAGE_API_KEY", "pa-test-key")
    assert made == []
    await embedder.embed(["x"], kind="query")
    await embedder.embed(["y"], kind="query")
    assert made == ["pa-test-key"]

    explicit = VoyageEmbedder(api_key="pa-explicit")
    await explicit.embed(["x"], kind="query")
    assert made[-1] == "pa-explicit"


async def test_voyage_without_a_key_raises_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("VOYAGE_API_KEY", raising=False)
    monkeypatch.delenv("VOYAGE_API_KEY_PATH", raising=False)
    with pytest.raises(EmbeddingError, match="VOYAGE_API_KEY"):
        await VoyageEmbedder().embed(["x"], kind="query")


def test_voyage_without_the_package_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "voyageai", None)
    with pytest.raises(ImportError, match=r'pip install "imprint-mem\[voyage\]"'):
        VoyageEmbedder()
    # An injected client needs no package.
    assert VoyageEmbedder(client=FakeVoyageClient()).dimension == 1024


@pytest.mark.live("VOYAGE_API_KEY")
async def test_voyage_live_embeds_two_texts() -> None:
    embedder = VoyageEmbedder()
    documents = await embedder.embed(
        ["Write feedback in paragraphs.", "The user's name is Sam."], kind="document"
    )
    (query,) = await embedder.embed(["How should feedback be formatted?"], kind="query")
    assert [len(v) for v in documents] == [1024, 1024]
    assert all(math.isfinite(x) for v in documents for x in v)
    assert _cosine(query, documents[0]) > _cosine(query, documents[1])

"""Embedders: an offline hashing embedder and a function adapter (Voyage: `adapters.voyage`).

Every embedder implements `imprint.protocols.Embedder`. `HashingEmbedder` needs nothing but
NumPy and never touches the network; `FunctionEmbedder` wraps any callable returning a vector.
`as_embedder` turns whatever a user passed into an `Embedder`. The request and vector checks
here (`check_request`, `to_vector`) are shared with the other embedders.
"""

from __future__ import annotations

import hashlib
import inspect
import math
import re
import reprlib
import unicodedata
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Final, TypeAlias, TypeGuard

import numpy as np
import numpy.typing as npt

from imprint.errors import EmbeddingError, InvalidInputError, UsageError
from imprint.protocols import Embedder, EmbedKind

__all__ = [
    "BatchEmbedFunction",
    "EmbedFunction",
    "FunctionEmbedder",
    "HashingEmbedder",
    "VectorLike",
    "as_embedder",
]

VectorLike: TypeAlias = Sequence[float] | npt.NDArray[Any]
"""One vector as a user function may return it: a sequence of numbers or a 1-D array."""

EmbedFunction: TypeAlias = Callable[[str], VectorLike | Awaitable[VectorLike]]
"""A sync or async callable that embeds one text."""

BatchEmbedFunction: TypeAlias = Callable[
    [list[str]],
    Sequence[VectorLike] | npt.NDArray[Any] | Awaitable[Sequence[VectorLike] | npt.NDArray[Any]],
]
"""A sync or async callable that embeds a list of texts, one vector per text, in order."""

_KINDS: Final = ("query", "document")
_PROBE_TEXT: Final = "dimension probe"

# ---------------------------------------------------------------------------------------
# Validation shared by all embedders
# ---------------------------------------------------------------------------------------


def check_dimension(dimension: object) -> int:
    if not isinstance(dimension, int) or isinstance(dimension, bool) or dimension < 1:
        raise InvalidInputError(f"dimension must be a positive int, got {dimension!r}")
    return dimension


def check_request(texts: Sequence[str], kind: str) -> None:
    # A bare str is a Sequence[str] to the type checker, and would embed one character each.
    if isinstance(texts, str):
        raise InvalidInputError(
            f"embed() takes a list of texts, got the single str {reprlib.repr(texts)}; "
            f"wrap it in a list"
        )
    for index, text in enumerate(texts):
        if not isinstance(text, str):
            raise TypeError(f"texts[{index}] is {type(text).__name__}, not str: {text!r:.80}")
    if kind not in _KINDS:
        raise InvalidInputError(f"kind must be 'query' or 'document', got {kind!r}")


# ---------------------------------------------------------------------------------------
# HashingEmbedder
# ---------------------------------------------------------------------------------------

_ASCII_WORD: Final = re.compile(r"[a-z0-9]+")
# Runs of anything but whitespace and ASCII punctuation (the underscore included, so
# `snake_case` splits); non-ASCII runs are split further by Unicode category.
_CHUNK: Final = re.compile(r"[^\s!-/:-@\[-`{-~]+")
_COMBINING_DIACRITICS: Final = re.compile(r"[\u0300-\u036f]+")
_EMITTED_SYMBOLS: Final = frozenset({"So", "Sm", "Sc"})

# Features of a batch are sorted as one packed uint64 key each, high bits to low: the text's
# row in its chunk, a word/char class bit, then the top bits of the feature's hash.
_ROW_BITS: Final = 11
_ROW_SHIFT: Final = np.uint64(64 - _ROW_BITS)
_CLASS_SHIFT: Final = np.uint64(64 - _ROW_BITS - 1)
_HASH_DROP: Final = np.uint64(_ROW_BITS + 1)
_HASH_MASK: Final = np.uint64((1 << (64 - _ROW_BITS - 1)) - 1)
_SIGN_SHIFT: Final = np.uint64(64 - _ROW_BITS - 2)
_WORD_CLASS: Final = np.uint64(0)
_CHAR_CLASS: Final = np.uint64(1)
# One chunk's (texts x dimension) float64 scratch array stays small (2048 x 256 x 8 bytes is
# 4 MiB) and its rows fit the key's row bits.
_CHUNK_TEXTS: Final = 1 << _ROW_BITS

_GOLDEN: Final = np.uint64(0x9E3779B97F4A7C15)
_POLY: Final = np.uint64(0x100000001B3)
_FMIX1: Final = np.uint64(0xFF51AFD7ED558CCD)
_FMIX2: Final = np.uint64(0xC4CEB9FE1A85EC53)
_FMIX_SHIFT: Final = np.uint64(33)
_BIGRAM_SALT: Final = np.uint64(0x2545F4914F6CDD1D)


def _normalise(text: str) -> str:
    if text.isascii():
        # NFKC and accent folding change nothing in ASCII, and most texts take this path.
        return text.lower()
    text = unicodedata.normalize("NFKC", text).casefold()
    # Only the Latin/Greek/Cyrillic combining diacritics are dropped: marks of other scripts
    # (Devanagari vowel signs, Thai tones) are letters there, not accents.
    text = _COMBINING_DIACRITICS.sub("", unicodedata.normalize("NFKD", text))
    return unicodedata.normalize("NFC", text)


def _tokens(text: str) -> list[str]:
    if text.isascii():
        return _ASCII_WORD.findall(text)
    tokens: list[str] = []
    for chunk in _CHUNK.findall(text):
        if chunk.isalnum():
            tokens.append(chunk)
        else:
            _split_chunk(chunk, tokens)
    return tokens


def _split_chunk(chunk: str, tokens: list[str]) -> None:
    word: list[str] = []
    for char in chunk:
        if char.isalnum():
            word.append(char)
            continue
        category = unicodedata.category(char)
        if category[0] == "M":
            # A mark belongs to the word before it; a stray one (the U+FE0F variation
            # selector after an emoji) is dropped.
            if word:
                word.append(char)
        elif category == "Cf":
            # Zero-width joiners sit inside Persian and Indic words and emoji sequences.
            continue
        else:
            if word:
                tokens.append("".join(word))
                word = []
            # Emoji and other symbols carry meaning ("I love it \u2764"); punctuation does not.
            if category in _EMITTED_SYMBOLS:
                tokens.append(char)
    if word:
        tokens.append("".join(word))


def _word_hash(word: str) -> int:
    # blake2b, not hash(): str hashes are salted per process (PYTHONHASHSEED).
    digest = hashlib.blake2b(word.encode("utf-8", "surrogatepass"), digest_size=8).digest()
    return int.from_bytes(digest, "little")


def _fmix64(x: npt.NDArray[np.uint64]) -> npt.NDArray[np.uint64]:
    # MurmurHash3's 64-bit finaliser: stable, vectorised, and every input bit reaches every
    # output bit. uint64 arrays wrap on overflow without a warning.
    x = x ^ (x >> _FMIX_SHIFT)
    x = x * _FMIX1
    x = x ^ (x >> _FMIX_SHIFT)
    x = x * _FMIX2
    return x ^ (x >> _FMIX_SHIFT)


def _char_ngrams(
    words: list[str], low: int, high: int
) -> tuple[npt.NDArray[np.uint64], npt.NDArray[np.intp]]:
    """Hashes of the n-grams of each `<word>`, and the index of the word each came from.

    Hashing n-grams one by one in Python would dominate the run time, so every n-gram of
    every word is hashed at once: a polynomial over mixed code points, finalised by `_fmix64`.
    """
    marked = "".join(f"<{word}>" for word in words)
    lengths = np.fromiter((len(word) + 2 for word in words), dtype=np.intp, count=len(words))
    codes = np.frombuffer(marked.encode("utf-32-le", "surrogatepass"), dtype="<u4")
    mixed = _fmix64(codes.astype(np.uint64) * _GOLDEN + np.uint64(1))
    word_of = np.repeat(np.arange(len(words), dtype=np.intp), lengths)
    hashes: list[npt.NDArray[np.uint64]] = [np.zeros(0, dtype=np.uint64)]
    owners: list[npt.NDArray[np.intp]] = [np.zeros(0, dtype=np.intp)]
    rolling = mixed
    for size in range(1, high + 1):
        if size > 1:
            rolling = rolling[:-1] * _POLY + mixed[size - 1 :]
        if size < low:
            continue
        # An n-gram counts only when its first and last characters are in the same word.
        starts = np.flatnonzero(word_of[: rolling.size] == word_of[size - 1 :])
        hashes.append(_fmix64(rolling[starts] ^ np.uint64(size)))
        owners.append(word_of[starts])
    return np.concatenate(hashes), np.concatenate(owners)


def _pack(
    rows: npt.NDArray[np.uint64], feature_class: np.uint64, hashes: npt.NDArray[np.uint64]
) -> npt.NDArray[np.uint64]:
    return (rows << _ROW_SHIFT) | (feature_class << _CLASS_SHIFT) | (hashes >> _HASH_DROP)


class HashingEmbedder:
    """Deterministic offline embeddings by feature hashing; for demos, tests and air gaps.

    Each text is normalised (NFKC, case-folded, Latin/Greek/Cyrillic accents removed) and split
    into words (letters, digits and combining marks; emoji and other symbols count as one-char
    words; punctuation separates). Its features are word unigrams and bigrams (weight
    `word_weight`) and the character n-grams of each word wrapped in `<` and `>` (weight
    `char_weight`), so "preference" and "preferences" share most features. Each feature is
    hashed (blake2b for words, a vectorised 64-bit hash for the rest) into a bucket and a
    sign, its count in the text is damped to `1 + ln(count)`, and the vector is L2-normalised
    and rounded to float32.

    The output depends only on the text and the constructor arguments: it is the same in
    every process and on every platform (for one Unicode version), whatever `PYTHONHASHSEED`
    is. `kind` does not change it. A text with no words (empty, whitespace or punctuation
    only) gets the zero vector, whose cosine similarity with anything should be read as 0.

    It captures shared wording, not meaning: "call me Sam" and "my name is Sam" are close only
    through "Sam". Use a model embedder (`VoyageEmbedder`, or any function) for paraphrases.

    `embed` runs on the event loop. It embeds 10,000 short texts in well under a second, so
    it does not need a thread for the batch sizes memories come in.

    Args:
        dimension: Vector length; 256 to 1024 keeps hash collisions rare for short texts.
        ngram_range: Smallest and largest character n-gram, counting the boundary markers.
        word_weight: Weight of word unigram and bigram features (0 turns them off).
        char_weight: Weight of character n-gram features (0 turns them off).
    """

    def __init__(
        self,
        dimension: int = 256,
        *,
        ngram_range: tuple[int, int] = (3, 5),
        word_weight: float = 1.0,
        char_weight: float = 0.5,
    ) -> None:
        self._dimension = check_dimension(dimension)
        low, high = ngram_range
        if not (isinstance(low, int) and isinstance(high, int) and 1 <= low <= high):
            raise InvalidInputError(
                f"ngram_range must be (low, high) ints with 1 <= low <= high, got {ngram_range!r}"
            )
        for name, weight in (("word_weight", word_weight), ("char_weight", char_weight)):
            if not (math.isfinite(weight) and weight >= 0):
                raise InvalidInputError(f"{name} must be a finite number >= 0, got {weight!r}")
        if word_weight == 0 and char_weight == 0:
            raise InvalidInputError(
                "word_weight and char_weight are both 0, so every vector would be zero; "
                "make at least one positive"
            )
        self.ngram_range: Final = (low, high)
        """Smallest and largest character n-gram length."""
        self.word_weight: Final = float(word_weight)
        """Weight of word unigram and bigram features."""
        self.char_weight: Final = float(char_weight)
        """Weight of character n-gram features."""

    def __repr__(self) -> str:
        return (
            f"HashingEmbedder({self._dimension}, ngram_range={self.ngram_range!r}, "
            f"word_weight={self.word_weight!r}, char_weight={self.char_weight!r})"
        )

    @property
    def dimension(self) -> int:
        """Length of every vector returned."""
        return self._dimension

    @property
    def spec(self) -> str | None:
        """The name the store keeps for this embedder, e.g. `hashing:256`.

        The command line rebuilds the embedder from it; None when arguments other than
        `dimension` were changed, which the name would not carry.
        """
        defaults = self.ngram_range == (3, 5) and (self.word_weight, self.char_weight) == (1, 0.5)
        return f"hashing:{self._dimension}" if defaults else None

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> list[list[float]]:
        """One unit-length vector per text (the zero vector for a text without words)."""
        check_request(texts, kind)
        return self.embed_array(texts).tolist()  # type: ignore[no-any-return]

    def embed_array(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """The embeddings of `texts` as a `(len(texts), dimension)` float32 array, synchronously.

        For callers that are not async (`Scratchpad`) or that want NumPy arrays.
        """
        check_request(texts, "document")
        out = np.zeros((len(texts), self._dimension), dtype=np.float32)
        for start in range(0, len(texts), _CHUNK_TEXTS):
            stop = start + _CHUNK_TEXTS
            out[start:stop] = self._embed_chunk(texts[start:stop])
        return out

    def _embed_chunk(self, texts: Sequence[str]) -> npt.NDArray[np.float64]:
        words: list[str] = []
        word_counts: list[int] = []
        for text in texts:
            tokens = _tokens(_normalise(text))
            words += tokens
            word_counts.append(len(tokens))
        rows = np.repeat(np.arange(len(texts), dtype=np.uint64), word_counts)

        keys: list[npt.NDArray[np.uint64]] = [np.zeros(0, dtype=np.uint64)]
        if self.word_weight:
            # blake2b is the slow part, so each distinct word is hashed once per chunk.
            vocabulary: dict[str, int] = {}
            ids = [vocabulary.setdefault(word, len(vocabulary)) for word in words]
            table = np.fromiter(map(_word_hash, vocabulary), dtype=np.uint64, count=len(vocabulary))
            unigrams = table[np.array(ids, dtype=np.intp)]
            # Bigrams pair neighbouring words of the same text; their hash is derived from the
            # two unigram hashes, so no strings are built for them.
            same_text = rows[1:] == rows[:-1]
            left, right = unigrams[:-1][same_text], unigrams[1:][same_text]
            bigrams = _fmix64((left * _GOLDEN) ^ right ^ _BIGRAM_SALT)
            keys.append(_pack(rows, _WORD_CLASS, unigrams))
            keys.append(_pack(rows[1:][same_text], _WORD_CLASS, bigrams))
        if self.char_weight and words:
            grams, owners = _char_ngrams(words, *self.ngram_range)
            keys.append(_pack(rows[owners], _CHAR_CLASS, grams))
        return self._vectors(np.concatenate(keys), len(texts))

    def _vectors(self, keys: npt.NDArray[np.uint64], count: int) -> npt.NDArray[np.float64]:
        dimension = self._dimension
        if keys.size == 0:
            return np.zeros((count, dimension))
        # Sorting puts the repeats of a feature within a text next to each other, so they can
        # be counted for the sublinear tf; one packed key sorts faster than a lexsort.
        keys.sort()
        starts = np.flatnonzero(np.concatenate(([True], keys[1:] != keys[:-1])))
        tf = 1.0 + np.log(np.diff(np.append(starts, keys.size)).astype(np.float64))
        unique = keys[starts]
        rows = (unique >> _ROW_SHIFT).astype(np.intp)
        is_char = ((unique >> _CLASS_SHIFT) & np.uint64(1)).astype(bool)
        weights = np.where(is_char, self.char_weight, self.word_weight)
        hashes = unique & _HASH_MASK
        signs = 1.0 - 2.0 * ((hashes >> _SIGN_SHIFT) & np.uint64(1)).astype(np.float64)
        buckets = (hashes % np.uint64(dimension)).astype(np.intp)
        dense = np.bincount(
            rows * dimension + buckets, weights=signs * weights * tf, minlength=count * dimension
        )
        matrix = dense.reshape(count, dimension)
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        # Features can cancel in a bucket, so the norm is tested, not the feature count.
        unit: npt.NDArray[np.float64] = np.divide(
            matrix, norms, out=np.zeros_like(matrix), where=norms > 0
        )
        return unit


# ---------------------------------------------------------------------------------------
# FunctionEmbedder and as_embedder
# ---------------------------------------------------------------------------------------


def to_vector(raw: object, *, what: str) -> list[float]:
    if isinstance(raw, str | bytes):
        raise EmbeddingError(f"{what} is {reprlib.repr(raw)}, not a vector of numbers")
    try:
        array = np.asarray(raw)
    except (TypeError, ValueError) as exc:
        raise EmbeddingError(
            f"{what} is {reprlib.repr(raw)}, not a vector of numbers ({exc})"
        ) from exc
    if array.ndim != 1 or array.dtype.kind not in "iuf":
        raise EmbeddingError(
            f"{what} is {reprlib.repr(raw)} (a {array.ndim}-D array of {array.dtype}), "
            f"not a flat sequence of numbers; return a list of floats or a 1-D array"
        )
    if array.size == 0:
        raise EmbeddingError(f"{what} is empty; an embedding needs at least one number")
    with np.errstate(all="ignore"):
        values = array.astype(np.float64)
    if not np.isfinite(values).all():
        raise EmbeddingError(f"{what} contains NaN or infinite values; check the embedder")
    return values.tolist()  # type: ignore[no-any-return]


def _callable_name(fn: object) -> str:
    return getattr(fn, "__qualname__", None) or repr(fn)


class FunctionEmbedder:
    """An `Embedder` around any callable that turns a text into a vector.

    `fn` takes one text and returns its vector as a list or tuple of numbers or a 1-D NumPy
    array; it may be sync or async (anything whose result is awaitable is awaited). `embed`
    calls it once per text, in order. Sync callables run directly on the event loop, which
    suits fast lookups; wrap a slow one, such as a local model, in an async function that
    calls `await asyncio.to_thread(model.encode, text)`.

    Pass `batch_fn` (same rules, but it takes a list of texts and returns one vector per
    text) to embed a whole `embed` call at once; it is then used instead of `fn`, which may be
    None. Neither function is told the `kind`; implement `Embedder` yourself when queries and
    documents must be embedded differently.

    Every vector is checked: a wrong length, NaN or infinity, or anything not numeric raises
    `EmbeddingError`, as does any exception from the function, except `TypeError` and
    `AssertionError`, which propagate unchanged because they are bugs, not failures.

    When `dimension` is None it is learnt from the first vector returned. Until then reading
    `dimension` raises `UsageError`; the `Imprint` facade awaits `ensure_dimension()` first,
    which embeds the text "dimension probe" once.

    Args:
        fn: Callable from one text to its vector.
        dimension: Length of every vector, when known in advance.
        batch_fn: Callable from a list of texts to their vectors.
    """

    def __init__(
        self,
        fn: EmbedFunction | None,
        *,
        dimension: int | None = None,
        batch_fn: BatchEmbedFunction | None = None,
    ) -> None:
        if fn is None and batch_fn is None:
            raise InvalidInputError("FunctionEmbedder needs `fn` or `batch_fn`; both were None")
        for name, given in (("fn", fn), ("batch_fn", batch_fn)):
            if given is not None and not callable(given):
                raise InvalidInputError(f"{name} must be callable, got {given!r}")
        self.fn: Final = fn
        """The per-text function."""
        self.batch_fn: Final = batch_fn
        """The batch function, used instead of `fn` when given."""
        self._dimension = None if dimension is None else check_dimension(dimension)

    def __repr__(self) -> str:
        target = self.fn if self.batch_fn is None else self.batch_fn
        return f"FunctionEmbedder({_callable_name(target)}, dimension={self._dimension!r})"

    @property
    def dimension(self) -> int:
        """Length of every vector returned.

        Raises:
            UsageError: the dimension was not given and nothing has been embedded yet.
        """
        if self._dimension is None:
            raise UsageError(
                f"{self!r} does not know its dimension until it has embedded something; "
                f"`await embedder.ensure_dimension()` first, or pass `dimension=`"
            )
        return self._dimension

    def expect_dimension(self, dimension: int) -> None:
        """Take `dimension` as known (e.g. from the store) without embedding anything.

        Lookup functions over precomputed vectors cannot embed a probe text, so the facade
        passes the dimension the store already holds; outputs are still checked against it.

        Raises:
            EmbeddingError: a different dimension is already known.
        """
        wanted = check_dimension(dimension)
        if self._dimension is not None and self._dimension != wanted:
            raise EmbeddingError(
                f"{self!r} gives {self._dimension} dimensions but {wanted} were expected"
            )
        self._dimension = wanted

    async def ensure_dimension(self) -> int:
        """The dimension, embedding the text "dimension probe" once to learn it if needed."""
        if self._dimension is None:
            await self.embed([_PROBE_TEXT], kind="document")
        return self.dimension

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> list[list[float]]:
        """One vector per text, in order, each checked for length and finiteness."""
        check_request(texts, kind)
        if not texts:
            return []
        batch = list(texts)
        if self.batch_fn is not None:
            name = _callable_name(self.batch_fn)
            result = await self._call(self.batch_fn, batch, name)
            if (
                isinstance(result, str | bytes)
                or not hasattr(result, "__len__")
                or (isinstance(result, np.ndarray) and result.ndim != 2)
            ):
                raise EmbeddingError(
                    f"batch function {name} returned {reprlib.repr(result)}, "
                    f"not a sequence of vectors"
                )
            if len(result) != len(batch):
                raise EmbeddingError(
                    f"batch function {name} returned {len(result)} vectors for "
                    f"{len(batch)} texts; it must return one vector per text, in order"
                )
            raws = list(result)
        else:
            assert self.fn is not None  # __init__ guarantees one of the two
            name = _callable_name(self.fn)
            raws = [await self._call(self.fn, text, name) for text in batch]

        vectors = [
            to_vector(raw, what=f"the vector {name} returned for text {index}")
            for index, raw in enumerate(raws)
        ]
        # The first vector fixes an unknown dimension, but only once the whole batch agrees.
        expected = self._dimension if self._dimension is not None else len(vectors[0])
        for index, vector in enumerate(vectors):
            if len(vector) != expected:
                raise EmbeddingError(
                    f"{name} returned {len(vector)} dimensions for text {index} but "
                    f"{expected} were expected; make it return vectors of one fixed length "
                    f"or pass the right `dimension=`"
                )
        self._dimension = expected
        return vectors

    async def _call(self, fn: Callable[[Any], object], arg: object, name: str) -> Any:
        try:
            result = fn(arg)
            if inspect.isawaitable(result):
                result = await result
        except (TypeError, AssertionError, EmbeddingError):
            raise
        except Exception as exc:  # the user's function: wrapped with its cause, not swallowed
            raise EmbeddingError(
                f"embedding function {name} raised {type(exc).__name__}: {exc}"
            ) from exc
        return result


def _looks_like_embedder(obj: object) -> TypeGuard[Embedder]:
    # getattr_static: reading `dimension` on a FunctionEmbedder that has not learnt it raises.
    missing = object()
    return callable(getattr(obj, "embed", None)) and (
        inspect.getattr_static(obj, "dimension", missing) is not missing
    )


def as_embedder(obj: object) -> Embedder:
    """`obj` as an `Embedder`: itself if it is one, a `FunctionEmbedder` if it is a callable.

    Raises:
        InvalidInputError: `obj` is neither, or is an embedder class rather than an instance.
    """
    if isinstance(obj, type):
        raise InvalidInputError(
            f"expected an embedder instance, got the class {obj.__name__}; "
            f"call it first, e.g. {obj.__name__}()"
        )
    if _looks_like_embedder(obj):
        return obj
    if callable(obj):
        return FunctionEmbedder(obj)
    raise InvalidInputError(
        f"expected an Embedder (an object with `dimension` and async "
        f"`embed(texts, *, kind)`) or a callable from str to list[float], got {obj!r}"
    )

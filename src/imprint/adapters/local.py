"""`LocalEmbedder`: semantic embeddings on this machine, no API key and no torch.

It runs a sentence-transformers model of the BERT family (all-MiniLM-L6-v2 by default;
others such as bge-small or e5-small load too) in NumPy: `tokenizers` reads its tokenizer,
`safetensors` its weights, and the forward pass (embeddings, self-attention, feed-forward,
pooling, normalisation) is a few matrix products. The `local` extra installs those two
libraries and `huggingface-hub` (about 35 MB, measured), where sentence-transformers would
bring torch and, from PyPI on Linux, its CUDA wheels (gigabytes).

A model is a folder with `config.json`, `model.safetensors` and `tokenizer.json` (and,
for sentence-transformers models, `modules.json` and `1_Pooling/config.json`), or a
Hugging Face repository id, downloaded once into the Hugging Face cache on first use.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from imprint.adapters.embedders import check_request
from imprint.errors import EmbeddingError, InvalidInputError, UsageError
from imprint.protocols import EmbedKind

__all__ = ["DEFAULT_LOCAL_MODEL", "LocalEmbedder"]

DEFAULT_LOCAL_MODEL = "sentence-transformers/all-MiniLM-L6-v2"
"""384 dimensions, 90 MB, English; a common first choice for semantic search."""

_FILES = ("config.json", "model.safetensors", "tokenizer.json", "modules.json", "*/config.json")

Array = npt.NDArray[np.float32]


@dataclass(frozen=True, slots=True)
class _Layer:
    qkv: Array
    qkv_bias: Array
    out: Array
    out_bias: Array
    norm1: tuple[Array, Array]
    up: Array
    up_bias: Array
    down: Array
    down_bias: Array
    norm2: tuple[Array, Array]


@dataclass(frozen=True, slots=True)
class _Model:
    tokenizer: Any
    words: Array
    positions: Array
    types: Array
    norm: tuple[Array, Array]
    layers: tuple[_Layer, ...]
    heads: int
    eps: float
    pooling: str
    normalise: bool


class LocalEmbedder:
    """Embeddings from a local sentence-transformers model (BERT family), in NumPy.

    Needs the `local` extra: `pip install 'imprint-mem[local]'`. The constructor does no
    I/O; the model is read (or downloaded, for a repository id) at the first `connect()`
    or `embed()`. `embed` runs on a worker thread, so the event loop stays free.

    Args:
        model: A model folder, or a Hugging Face repository id (downloaded once).
        batch_size: Texts per forward pass; larger batches are faster but use more memory.
        max_length: Longest input in tokens (longer text is cut); default: the model's.
    """

    def __init__(
        self,
        model: str | os.PathLike[str] = DEFAULT_LOCAL_MODEL,
        *,
        batch_size: int = 32,
        max_length: int | None = None,
    ) -> None:
        if not isinstance(model, str | os.PathLike) or not str(model).strip():
            raise InvalidInputError(f"model must be a folder or a repository id, got {model!r}")
        if isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1:
            raise InvalidInputError(f"batch_size must be a positive int, got {batch_size!r}")
        if max_length is not None and (
            isinstance(max_length, bool) or not isinstance(max_length, int) or max_length < 2
        ):
            raise InvalidInputError(f"max_length must be an int >= 2, got {max_length!r}")
        path = Path(model).expanduser()
        self.model: str = str(path.resolve()) if path.is_dir() else str(model)
        """The model folder (absolute) or repository id."""
        self.batch_size = batch_size
        self._max_length = max_length
        self._loaded: _Model | None = None
        self._dimension: int | None = None
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"LocalEmbedder({self.model!r})"

    @property
    def spec(self) -> str:
        """How the store names this embedder, so the command line can rebuild it."""
        return f"local:{self.model}"

    @property
    def dimension(self) -> int:
        """Vector length (read from the model's config; `UsageError` before it is found)."""
        if self._dimension is None:
            folder = Path(self.model)
            if not (folder / "config.json").is_file():
                raise UsageError(f"the dimension of {self.model!r} is known once it is loaded")
            self._dimension = int(_read_json(folder / "config.json")["hidden_size"])
        return self._dimension

    async def ensure_dimension(self) -> int:
        """Load the model (downloading it the first time) and return its dimension."""
        await asyncio.to_thread(self._model)
        return self.dimension

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> list[list[float]]:
        """One L2-normalised vector per text (the model's pooling); `kind` changes nothing."""
        check_request(texts, kind)
        if not texts:
            return []
        vectors = await asyncio.to_thread(self.embed_array, list(texts))
        return [row.tolist() for row in vectors]

    def embed_array(self, texts: Sequence[str]) -> Array:
        """`embed` as one (texts x dimension) float32 array, on the calling thread."""
        model = self._model()
        out = np.zeros((len(texts), model.words.shape[1]), dtype=np.float32)
        # Texts of similar length share a batch, so little of each batch is padding.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        for start in range(0, len(order), self.batch_size):
            chunk = order[start : start + self.batch_size]
            out[chunk] = _encode(model, [texts[i] for i in chunk])
        return out

    def _model(self) -> _Model:
        with self._lock:
            if self._loaded is None:
                self._loaded = _load(self._folder(), self._max_length)
                self._dimension = int(self._loaded.words.shape[1])
            return self._loaded

    def _folder(self) -> Path:
        folder = Path(self.model)
        if folder.is_dir():
            return folder
        try:
            from huggingface_hub import snapshot_download
        except ImportError:
            raise UsageError(_MISSING) from None
        try:
            return Path(snapshot_download(self.model, allow_patterns=list(_FILES)))
        except Exception as exc:  # any failure to fetch means "no model"; reported whole
            raise EmbeddingError(
                f"could not download model {self.model!r} ({type(exc).__name__}: {exc}); "
                f"check the name and the network, or pass a model folder"
            ) from exc


_MISSING = "LocalEmbedder needs the `local` extra: pip install 'imprint-mem[local]'"


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise EmbeddingError(f"cannot read {str(path)!r}: {exc}") from exc


def _load(folder: Path, max_length: int | None) -> _Model:
    try:
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer
    except ImportError:
        raise UsageError(_MISSING) from None
    config = _read_json(folder / "config.json")
    if config.get("model_type") not in ("bert", "roberta", "xlm-roberta"):
        raise UsageError(
            f"model in {str(folder)!r} is a {config.get('model_type')!r}; LocalEmbedder runs "
            f"BERT-family models (bert, roberta), such as {DEFAULT_LOCAL_MODEL!r}"
        )
    if config.get("hidden_act", "gelu") != "gelu":
        raise UsageError(f"model in {str(folder)!r} uses {config['hidden_act']!r}, not gelu")
    weights = load_file(str(folder / "model.safetensors"))
    prefix = next(
        (
            p
            for p in ("", "bert.", "roberta.")
            if f"{p}embeddings.word_embeddings.weight" in weights
        ),
        None,
    )
    if prefix is None:
        raise EmbeddingError(f"{str(folder)!r} holds no BERT embeddings; is it a BERT model?")

    def w(name: str) -> Array:
        return np.ascontiguousarray(weights[prefix + name], dtype=np.float32)

    layers = []
    for n in range(int(config["num_hidden_layers"])):
        at = f"encoder.layer.{n}."
        qkv = [w(f"{at}attention.self.{part}.weight").T for part in ("query", "key", "value")]
        layers.append(
            _Layer(
                qkv=np.ascontiguousarray(np.concatenate(qkv, axis=1)),
                qkv_bias=np.concatenate(
                    [w(f"{at}attention.self.{p}.bias") for p in ("query", "key", "value")]
                ),
                out=np.ascontiguousarray(w(f"{at}attention.output.dense.weight").T),
                out_bias=w(f"{at}attention.output.dense.bias"),
                norm1=(
                    w(f"{at}attention.output.LayerNorm.weight"),
                    w(f"{at}attention.output.LayerNorm.bias"),
                ),
                up=np.ascontiguousarray(w(f"{at}intermediate.dense.weight").T),
                up_bias=w(f"{at}intermediate.dense.bias"),
                down=np.ascontiguousarray(w(f"{at}output.dense.weight").T),
                down_bias=w(f"{at}output.dense.bias"),
                norm2=(w(f"{at}output.LayerNorm.weight"), w(f"{at}output.LayerNorm.bias")),
            )
        )
    pooling, normalise, limit = _sentence_config(folder)
    positions = w("embeddings.position_embeddings.weight")
    # RoBERTa numbers positions from padding_idx + 1.
    offset = int(config.get("pad_token_id", 1)) + 1 if config["model_type"] != "bert" else 0
    most = positions.shape[0] - offset
    limit = min(max_length or limit or most, most)
    tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
    tokenizer.enable_truncation(max_length=limit)
    tokenizer.enable_padding(pad_id=int(config.get("pad_token_id", 0)))
    return _Model(
        tokenizer=tokenizer,
        words=w("embeddings.word_embeddings.weight"),
        positions=positions[offset:],
        types=w("embeddings.token_type_embeddings.weight"),
        norm=(w("embeddings.LayerNorm.weight"), w("embeddings.LayerNorm.bias")),
        layers=tuple(layers),
        heads=int(config["num_attention_heads"]),
        eps=float(config.get("layer_norm_eps", 1e-12)),
        pooling=pooling,
        normalise=normalise,
    )


def _sentence_config(folder: Path) -> tuple[str, bool, int | None]:
    """Pooling ('mean' or 'cls'), whether to L2-normalise, and the max sequence length."""
    pooling, normalise, limit = "mean", True, None
    modules = folder / "modules.json"
    if modules.is_file():
        listed = _read_json(modules)
        normalise = any(str(m.get("type", "")).endswith("Normalize") for m in listed)
        for module in listed:
            if str(module.get("type", "")).endswith("Pooling"):
                config = _read_json(folder / module["path"] / "config.json")
                if config.get("pooling_mode_cls_token"):
                    pooling = "cls"
    bert_config = folder / "sentence_bert_config.json"
    if bert_config.is_file():
        limit = _read_json(bert_config).get("max_seq_length")
    return pooling, normalise, limit


def _layer_norm(x: Array, weight: Array, bias: Array, eps: float) -> Array:
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    normed: Array = (x - mean) / np.sqrt(var + eps) * weight + bias
    return normed


def _erf(x: Array) -> Array:
    # Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7): NumPy has no erf, and
    # BERT's GELU is the exact, erf-based one.
    sign = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = t * (
        0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))
    )
    result: Array = (sign * (1.0 - poly * np.exp(-a * a))).astype(np.float32)
    return result


def _gelu(x: Array) -> Array:
    result: Array = 0.5 * x * (1.0 + _erf(x / np.float32(math.sqrt(2.0))))
    return result


def _encode(model: _Model, texts: list[str]) -> Array:
    encoded = model.tokenizer.encode_batch(texts)
    ids = np.array([e.ids for e in encoded], dtype=np.int64)
    mask = np.array([e.attention_mask for e in encoded], dtype=np.float32)
    kinds = np.array([e.type_ids for e in encoded], dtype=np.int64)
    batch, length = ids.shape
    x = model.words[ids] + model.positions[:length] + model.types[kinds]
    x = _layer_norm(x, *model.norm, model.eps)
    heads = model.heads
    size = x.shape[-1] // heads
    # Padding is never attended to.
    blocked = ((1.0 - mask) * -1e9)[:, None, None, :].astype(np.float32)
    for layer in model.layers:
        qkv = x @ layer.qkv + layer.qkv_bias
        q, k, v = (
            qkv[..., i * heads * size : (i + 1) * heads * size]
            .reshape(batch, length, heads, size)
            .transpose(0, 2, 1, 3)
            for i in range(3)
        )
        scores = q @ k.transpose(0, 1, 3, 2) / np.float32(math.sqrt(size)) + blocked
        scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
        scores /= scores.sum(axis=-1, keepdims=True)
        context = (scores @ v).transpose(0, 2, 1, 3).reshape(batch, length, heads * size)
        x = _layer_norm(x + context @ layer.out + layer.out_bias, *layer.norm1, model.eps)
        hidden = _gelu(x @ layer.up + layer.up_bias)
        x = _layer_norm(x + hidden @ layer.down + layer.down_bias, *layer.norm2, model.eps)
    pooled: npt.NDArray[Any]
    if model.pooling == "cls":
        pooled = x[:, 0]
    else:
        pooled = (x * mask[..., None]).sum(axis=1) / np.maximum(mask.sum(axis=1), 1.0)[:, None]
    if model.normalise:
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        pooled = pooled / np.where(norms == 0, 1.0, norms)
    result: Array = pooled.astype(np.float32)
    return result

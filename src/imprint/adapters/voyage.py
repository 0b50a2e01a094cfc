"""Embeddings from Voyage AI: batched, retried with backoff, each request with a timeout.

Needs the `voyage` extra; `voyageai` is imported on first use only.
"""

from __future__ import annotations

import asyncio
import importlib
import importlib.util
import inspect
import logging
import math
import os
import reprlib
from collections.abc import Sequence
from typing import Any, Final

from imprint.adapters.embedders import check_dimension, check_request, to_vector
from imprint.errors import EmbeddingError, InvalidInputError
from imprint.protocols import EmbedKind
from imprint.retrying import RetryPolicy, retry_delay

__all__ = ["VoyageEmbedder"]

log = logging.getLogger(__name__)

# Models that accept `output_dimension` (Matryoshka); 1024 is their default.
_VOYAGE_FLEXIBLE: Final = frozenset(
    {
        "voyage-4-large",
        "voyage-4",
        "voyage-4-lite",
        "voyage-3.5",
        "voyage-3.5-lite",
        "voyage-3-large",
        "voyage-code-3",
    }
)
_VOYAGE_FLEXIBLE_DIMENSIONS: Final = (256, 512, 1024, 2048)
_VOYAGE_FIXED: Final = {
    "voyage-3": 1024,
    "voyage-3-lite": 512,
    "voyage-multilingual-2": 1024,
    "voyage-finance-2": 1024,
    "voyage-law-2": 1024,
    "voyage-code-2": 1536,
    "voyage-large-2": 1536,
    "voyage-2": 1024,
}
# The API's limit on texts per request (https://docs.voyageai.com/reference/embeddings-api).
_VOYAGE_MAX_BATCH: Final = 1000
_VOYAGE_INSTALL: Final = 'pip install "imprint-mem[voyage]"'


class VoyageEmbedder:
    """Embeddings from Voyage AI, with separate query and document embeddings.

    Needs the `voyage` extra. Nothing is imported, read or sent until the first `embed`,
    which creates a `voyageai.AsyncClient` with `api_key` or else the `VOYAGE_API_KEY`
    environment variable. Texts go out in requests of at most `batch_size`, one after
    another, with `input_type` set from `kind`. Each request times out after `timeout`
    seconds; a transient failure (rate limit, 5xx, timeout, dropped connection) is retried
    up to `max_retries` times, after the `retry-after` Voyage sent when it is short, else
    after a backoff of 0.5 s, doubled each time. Other provider failures (authentication,
    bad requests) and exhausted retries raise `EmbeddingError`.

    `dimension` defaults to the model's own (1024 for the voyage-4, voyage-3.5 and
    voyage-3-large families). For those models 256, 512 or 2048 may be asked for instead,
    and is requested with `output_dimension`; other known models have one fixed dimension.
    An unknown model needs `dimension`, which is then checked against every vector.

    Args:
        model: Voyage model id; a `voyage:` prefix is ignored.
        api_key: Voyage API key; read from `VOYAGE_API_KEY` on first use when None.
        dimension: Vector length, for a model not listed or a non-default size.
        batch_size: Texts per request, 1 to 1000. Lower it for long texts, since a request
            is also limited in tokens.
        client: A ready `voyageai.AsyncClient` (or an object with its async `embed`);
            `api_key`, `base_url` and `timeout` are then unused.
        base_url: The API's address, for a proxy or a local fake
            (`http://127.0.0.1:8000/v1`); the client's default otherwise.
        timeout: Seconds one request may take.
        max_retries: Extra requests after a transient failure.
    """

    def __init__(
        self,
        model: str = "voyage-3.5-lite",
        *,
        api_key: str | None = None,
        dimension: int | None = None,
        batch_size: int = 128,
        client: Any | None = None,
        base_url: str | None = None,
        timeout: float = 10.0,
        max_retries: int = 2,
    ) -> None:
        self.model: Final = model.removeprefix("voyage:")
        """The Voyage model id."""
        if not (isinstance(batch_size, int) and 1 <= batch_size <= _VOYAGE_MAX_BATCH):
            raise InvalidInputError(
                f"batch_size must be an int from 1 to {_VOYAGE_MAX_BATCH}, got {batch_size!r}"
            )
        self.batch_size: Final = batch_size
        """Texts per request."""
        self._dimension, self._output_dimension = _voyage_dimension(self.model, dimension)
        if client is None and importlib.util.find_spec("voyageai") is None:
            raise ImportError(
                f"VoyageEmbedder needs the 'voyageai' package; install it with: {_VOYAGE_INSTALL}"
            )
        if not (isinstance(timeout, int | float) and math.isfinite(timeout) and timeout > 0):
            raise InvalidInputError(f"timeout must be a positive number, got {timeout!r}")
        if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
            raise InvalidInputError(f"max_retries must be an int >= 0, got {max_retries!r}")
        self._api_key = api_key
        self._client = client
        self._base_url = base_url
        self._timeout = float(timeout)
        self._retry = RetryPolicy(attempts=1 + max_retries)

    def __repr__(self) -> str:
        return f"VoyageEmbedder({self.model!r}, dimension={self._dimension})"

    @property
    def dimension(self) -> int:
        """Length of every vector returned."""
        return self._dimension

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> list[list[float]]:
        """One vector per text, in order, from as many requests as `batch_size` needs."""
        check_request(texts, kind)
        batch = list(texts)
        if not batch:
            return []
        client = self._client if self._client is not None else self._make_client()
        vectors: list[list[float]] = []
        for start in range(0, len(batch), self.batch_size):
            vectors += await self._request(client, batch[start : start + self.batch_size], kind)
        return vectors

    def _make_client(self) -> Any:
        try:
            # Optional extra, imported on first use only; Any because its exports are implicit.
            voyageai: Any = importlib.import_module("voyageai")
        except ImportError as exc:
            raise ImportError(
                f"VoyageEmbedder needs the 'voyageai' package ({exc}); "
                f"install it with: {_VOYAGE_INSTALL}"
            ) from exc
        api_key = self._api_key or os.environ.get("VOYAGE_API_KEY") or None
        try:
            # Retries are ours (the client's own ignore `retry-after` and skip 500s).
            client = voyageai.AsyncClient(
                api_key=api_key, max_retries=0, timeout=self._timeout, base_url=self._base_url
            )
        except (TypeError, AssertionError):
            raise
        except Exception as exc:  # the provider's setup errors: wrapped, not swallowed
            raise EmbeddingError(
                f"could not create a Voyage client: {type(exc).__name__}: {exc}"
            ) from exc
        # The client also looks at VOYAGE_API_KEY_PATH, so its own key is what counts.
        if not getattr(client, "api_key", None):
            raise EmbeddingError(
                "no Voyage API key: pass VoyageEmbedder(api_key=...) or set VOYAGE_API_KEY"
            )
        self._client = client
        return client

    async def _request(self, client: Any, texts: list[str], kind: EmbedKind) -> list[list[float]]:
        options: dict[str, Any] = {"model": self.model, "input_type": kind}
        if self._output_dimension is not None:
            options["output_dimension"] = self._output_dimension
        made = 0
        while True:
            made += 1
            try:
                result = client.embed(texts, **options)
                if inspect.isawaitable(result):
                    result = await result
                break
            except (TypeError, AssertionError):
                raise
            except Exception as exc:  # the provider's errors, transport errors: wrapped
                retry_after = _retry_after(exc)
                delay = retry_delay(
                    self._retry,
                    made=made,
                    transient=_transient(exc),
                    retry_after=retry_after,
                    remaining=None,
                )
                if delay is None:
                    wait = "" if retry_after is None else f"; Voyage asked to wait {retry_after:g}s"
                    raise EmbeddingError(
                        f"Voyage embedding with model {self.model!r} failed after {made} "
                        f"request(s): {type(exc).__name__}: {exc}{wait}; check the API key and "
                        f"the model name"
                    ) from exc
                log.info(
                    "Voyage request failed (%s: %s); retrying in %.2fs",
                    type(exc).__name__,
                    exc,
                    delay,
                )
                await asyncio.sleep(delay)
        embeddings = getattr(result, "embeddings", None)
        if not isinstance(embeddings, list) or len(embeddings) != len(texts):
            got = len(embeddings) if isinstance(embeddings, list) else reprlib.repr(embeddings)
            raise EmbeddingError(
                f"Voyage returned {got} embeddings for {len(texts)} texts with model "
                f"{self.model!r}; upgrade the `voyageai` package"
            )
        vectors = []
        for index, raw in enumerate(embeddings):
            vector = to_vector(raw, what=f"the Voyage embedding of text {index}")
            if len(vector) != self._dimension:
                raise EmbeddingError(
                    f"Voyage model {self.model!r} returned {len(vector)} dimensions but "
                    f"{self._dimension} were expected; pass the model's `dimension=`"
                )
            vectors.append(vector)
        return vectors


def _voyage_dimension(model: str, dimension: int | None) -> tuple[int, int | None]:
    """The dimension to expect and the `output_dimension` to request, if any."""
    if dimension is not None:
        check_dimension(dimension)
    if model in _VOYAGE_FLEXIBLE:
        if dimension is None:
            return 1024, None
        if dimension not in _VOYAGE_FLEXIBLE_DIMENSIONS:
            raise InvalidInputError(
                f"Voyage model {model!r} gives {_VOYAGE_FLEXIBLE_DIMENSIONS} dimensions, "
                f"not {dimension!r}; pick one of those"
            )
        return dimension, dimension
    fixed = _VOYAGE_FIXED.get(model)
    if fixed is not None:
        if dimension not in (None, fixed):
            raise InvalidInputError(
                f"Voyage model {model!r} gives {fixed} dimensions, not {dimension!r}; "
                f"omit `dimension` or choose a model with flexible dimensions"
            )
        return fixed, None
    if dimension is None:
        raise InvalidInputError(
            f"the dimension of Voyage model {model!r} is not known here; pass `dimension=`"
        )
    return dimension, None


# Voyage's error classes for what may pass by itself: 429, 500, 502-504, timeouts, transport.
_TRANSIENT_NAMES: Final = frozenset(
    {
        "RateLimitError",
        "ServerError",
        "ServiceUnavailableError",
        "Timeout",
        "TryAgain",
        "APIConnectionError",
    }
)


def _transient(exc: BaseException) -> bool:
    """Whether a failed request is worth another try (by class name: `voyageai` is optional)."""
    return type(exc).__name__ in _TRANSIENT_NAMES or isinstance(exc, OSError | TimeoutError)


def _retry_after(exc: BaseException) -> float | None:
    headers = getattr(exc, "headers", None)
    try:
        raw = None if headers is None else headers.get("retry-after")
        return None if raw is None else float(raw)
    except (TypeError, ValueError, AttributeError):
        return None

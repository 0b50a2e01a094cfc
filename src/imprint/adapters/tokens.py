"""Token counters: a fast offline heuristic (the default) and exact provider counters.

Every counter implements `imprint.protocols.TokenCounter`. The provider counters import
their client library lazily, read keys only through that library's own environment
variables (`ANTHROPIC_API_KEY`, `VOYAGE_API_KEY`), and make no request until a count is
asked for.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import math
import re
from collections.abc import Iterable
from typing import Any

from imprint.errors import InvalidInputError, ModelError
from imprint.protocols import AsyncTokenCounter, TokenCounter

__all__ = [
    "AnthropicAPITokenCounter",
    "HeuristicTokenCounter",
    "PrefetchedCounter",
    "VoyageTokenCounter",
]

log = logging.getLogger(__name__)

# One regex pass splits text into pieces that BPE tokenizers rarely merge across.
_PIECES = re.compile(
    r"(?P<word>[A-Za-z]+)"
    r"|(?P<digits>[0-9]+)"
    r"|(?P<newlines>[\r\n]+)"
    r"|(?P<space>[ \t\f\v]+)"
    r"|(?P<punct>(?P<mark>[!-/:-@\[-`{-~])(?P=mark)*)"
    r"|(?P<other>.)",
    re.DOTALL,
)

_DEFAULT_CACHE_SIZE = 4096


class HeuristicTokenCounter:
    """Approximate Claude token counts offline, erring on the side of too many.

    Claude's tokenizer is not public, so this counts pieces the way byte-pair encoders
    usually split them: an ASCII word of up to 6 letters is one token and each further
    4 letters another; every 2 digits a token; each punctuation character a token (a run
    of one repeated character such as `---` or `...` one token per 4); each run of
    newlines a token; single spaces free (they merge with the next word) and longer runs of
    blanks one token per 4; every non-ASCII letter a token and every other non-ASCII
    character (emoji, symbols) one token per 2 UTF-8 bytes. The sum is scaled by `margin`
    and never falls below `len(text) / 4.5`.

    Accuracy: it was designed from published ratios (about 3.5 characters per Claude token
    on English prose), not fitted to Anthropic's tokenizer, which needs the network. On
    English prose it is expected to overcount by roughly 5-30% (a one-line rule such as
    "Write feedback in paragraphs rather than bullet points." counts 13); code, numbers and
    non-Latin scripts carry more error, mostly upwards. A short text never counts below
    its number of words and punctuation marks, so short lines are not undercounted badly.
    Use `AnthropicAPITokenCounter` where exact counts matter.

    Args:
        margin: Safety factor applied to the piece count (>= 1).
    """

    def __init__(self, margin: float = 1.1) -> None:
        if not (math.isfinite(margin) and margin >= 1.0):
            raise InvalidInputError(f"margin must be a finite number >= 1, got {margin!r}")
        self.margin = margin
        """Safety factor applied to the piece count."""

    def count(self, text: str) -> int:
        """Estimated tokens in `text`; 0 only for the empty string."""
        if not text:
            return 0
        total = 0
        for match in _PIECES.finditer(text):
            total += _piece_tokens(match)
        scaled = max(total, round(total * self.margin))
        return max(scaled, math.ceil(len(text) / 4.5), 1)


def _piece_tokens(match: re.Match[str]) -> int:
    kind = match.lastgroup
    piece = match.group()
    if kind == "word":
        return 1 + math.ceil(max(0, len(piece) - 6) / 4)
    if kind == "digits":
        return math.ceil(len(piece) / 2)
    if kind == "newlines":
        return 1
    if kind == "space":
        return 0 if piece == " " else math.ceil(len(piece) / 4)
    if kind == "punct":
        return math.ceil(len(piece) / 4) if len(piece) > 1 else 1
    # A single non-ASCII character (or a stray control character).
    if piece.isalpha():
        return 1
    return math.ceil(len(piece.encode("utf-8", "surrogatepass")) / 2)


def _bounded_put(cache: dict[str, int], text: str, tokens: int, size: int) -> None:
    if len(cache) >= size:
        # Dicts keep insertion order: evict the oldest entry (FIFO).
        del cache[next(iter(cache))]
    cache[text] = tokens


class PrefetchedCounter:
    """A sync `TokenCounter` over an async one: exact counts fetched ahead, never blocking.

    `count()` does no I/O: it returns the count `fetch()` got for the text, or the
    `fallback` estimate (`HeuristicTokenCounter`, which errs high) for text not fetched.
    `fetch()` awaits `acount` for texts not known yet, a few at a time and within `timeout`;
    when the provider fails or is slow it logs why and the fallback stands in for those texts.
    The facade wraps a counter with `acount` (such as `AnthropicAPITokenCounter`) in this, so
    `get_policy()` never makes a blocking request on the event loop.

    Args:
        counter: The exact counter.
        fallback: The estimate for texts not fetched.
        timeout: Seconds one `fetch()` may take.
        concurrency: Requests in flight at once.
        cache_size: How many fetched counts to keep; the oldest is forgotten first.
    """

    def __init__(
        self,
        counter: AsyncTokenCounter,
        *,
        fallback: TokenCounter | None = None,
        timeout: float = 10.0,
        concurrency: int = 8,
        cache_size: int = _DEFAULT_CACHE_SIZE,
    ) -> None:
        if not (math.isfinite(timeout) and timeout > 0):
            raise InvalidInputError(f"timeout must be a positive number, got {timeout!r}")
        if concurrency < 1 or cache_size < 1:
            raise InvalidInputError(
                f"concurrency and cache_size must be at least 1, got {concurrency!r} and "
                f"{cache_size!r}"
            )
        self.counter = counter
        """The exact counter."""
        self.fallback: TokenCounter = fallback or HeuristicTokenCounter()
        """The estimate for texts not fetched."""
        self._timeout = timeout
        self._concurrency = concurrency
        self._known: dict[str, int] = {}
        self._cache_size = cache_size

    def count(self, text: str) -> int:
        """The fetched count of `text`, else the fallback's estimate; never any I/O."""
        known = self._known.get(text)
        return self.fallback.count(text) if known is None else known

    async def fetch(self, texts: Iterable[str]) -> None:
        """Fetch exact counts for the texts not known yet; failures leave the estimate."""
        missing = list(dict.fromkeys(t for t in texts if t and t not in self._known))
        if not missing:
            return
        gate = asyncio.Semaphore(self._concurrency)

        async def one(text: str) -> None:
            async with gate:
                tokens = await self.counter.acount(text)
            _bounded_put(self._known, text, tokens, self._cache_size)

        try:
            async with asyncio.timeout(self._timeout):
                results = await asyncio.gather(
                    *(one(text) for text in missing), return_exceptions=True
                )
        except TimeoutError:
            log.warning(
                "token counting took over %gs; estimating the uncounted texts instead",
                self._timeout,
            )
            return
        failures = []
        for result in results:
            if isinstance(result, ModelError):
                failures.append(result)
            elif isinstance(result, BaseException):
                raise result
        if failures:
            log.warning(
                "token counting failed for %d text(s), estimating them instead: %s",
                len(failures),
                failures[0],
            )


def _provider_error(provider: str, model: str, exc: Exception) -> ModelError:
    retry_after: float | None = None
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None)
    if headers is not None:
        try:
            raw = headers.get("retry-after")
            retry_after = float(raw) if raw is not None else None
        except (TypeError, ValueError):
            retry_after = None
    return ModelError(
        f"{provider} token counting failed for model {model!r}: {type(exc).__name__}: {exc}; "
        f"check the API key in the provider's environment variable and the model name, "
        f"or use HeuristicTokenCounter offline",
        retry_after=retry_after,
    )


def _missing_extra(package: str, extra: str, exc: ImportError) -> ImportError:
    return ImportError(
        f"the {package!r} package is needed for this token counter ({exc}); "
        f'install it with: pip install "imprint-mem[{extra}]"'
    )


class AnthropicAPITokenCounter:
    """Exact Claude token counts from Anthropic's `messages.count_tokens` endpoint.

    Needs the `anthropic-tokens` extra and `ANTHROPIC_API_KEY` (read by the `anthropic`
    client itself). Each distinct text is sent once; results are cached per instance.
    The endpoint counts a whole user message, so the few tokens of message framing are
    measured once (with a one-character message) and subtracted. Empty text counts 0 and
    whitespace-only text is estimated by `HeuristicTokenCounter` without a request, since
    the endpoint rejects it. Provider failures raise `ModelError`.

    Args:
        model: Claude model id; an `anthropic:` prefix (pydantic-ai style) is removed.
        client: An `anthropic.Anthropic` (or an object with its `messages.count_tokens`)
            used by `count`; created on first use when omitted.
        async_client: An `anthropic.AsyncAnthropic` used by `acount`; created on first use.
        cache_size: How many texts to remember; the oldest is forgotten first.
    """

    def __init__(
        self,
        model: str = "claude-haiku-4-5-20251001",
        *,
        client: Any | None = None,
        async_client: Any | None = None,
        cache_size: int = _DEFAULT_CACHE_SIZE,
    ) -> None:
        if cache_size < 1:
            raise InvalidInputError(f"cache_size must be at least 1, got {cache_size!r}")
        self.model = model.removeprefix("anthropic:")
        """The model whose tokenizer is used."""
        self._client = client
        self._async_client = async_client
        self._made: list[Any] = []
        self._cache: dict[str, int] = {}
        self._cache_size = cache_size
        self._framing: int | None = None
        self._framing_lock = asyncio.Lock()

    def count(self, text: str) -> int:
        """Tokens in `text`, from the API through the sync client (cached)."""
        cached = self._local(text)
        if cached is not None:
            return cached
        if self._framing is None:
            self._framing = max(0, self._request(".") - 1)
        tokens = max(1, self._request(text) - self._framing)
        _bounded_put(self._cache, text, tokens, self._cache_size)
        return tokens

    async def acount(self, text: str) -> int:
        """Tokens in `text`, from the API through the async client (cached)."""
        cached = self._local(text)
        if cached is not None:
            return cached
        if self._framing is None:
            # Concurrent first counts (a policy's lines are fetched together) measure it once.
            async with self._framing_lock:
                if self._framing is None:
                    self._framing = max(0, await self._arequest(".") - 1)
        tokens = max(1, await self._arequest(text) - self._framing)
        _bounded_put(self._cache, text, tokens, self._cache_size)
        return tokens

    async def aclose(self) -> None:
        """Close the clients this counter created (not ones passed in); later counts reopen."""
        made, self._made = self._made, []
        for client in made:
            if client is self._client:
                self._client = None
            if client is self._async_client:
                self._async_client = None
            result = client.close()
            if inspect.isawaitable(result):
                await result

    def _local(self, text: str) -> int | None:
        if not text:
            return 0
        if not text.strip():
            return HeuristicTokenCounter().count(text)
        return self._cache.get(text)

    def _request(self, text: str) -> int:
        module = _anthropic() if self._client is None else None
        try:
            if module is not None:
                self._client = module.Anthropic()
                self._made.append(self._client)
            assert self._client is not None
            result = self._client.messages.count_tokens(
                model=self.model, messages=[{"role": "user", "content": text}]
            )
        except (TypeError, AssertionError):
            raise
        except Exception as exc:  # the provider's errors, transport errors: wrapped, not swallowed
            raise _provider_error("Anthropic", self.model, exc) from exc
        return self._tokens_from(result)

    async def _arequest(self, text: str) -> int:
        module = _anthropic() if self._async_client is None else None
        try:
            if module is not None:
                self._async_client = module.AsyncAnthropic()
                self._made.append(self._async_client)
            assert self._async_client is not None
            result = await self._async_client.messages.count_tokens(
                model=self.model, messages=[{"role": "user", "content": text}]
            )
        except (TypeError, AssertionError):
            raise
        except Exception as exc:  # the provider's errors, transport errors: wrapped, not swallowed
            raise _provider_error("Anthropic", self.model, exc) from exc
        return self._tokens_from(result)

    def _tokens_from(self, result: object) -> int:
        tokens = getattr(result, "input_tokens", None)
        if not isinstance(tokens, int) or isinstance(tokens, bool) or tokens < 0:
            raise ModelError(
                f"Anthropic token counting for model {self.model!r} returned {result!r}, "
                f"with no usable `input_tokens`; upgrade the `anthropic` package"
            )
        return tokens


def _anthropic() -> Any:
    try:
        import anthropic  # optional extra: imported on first use only
    except ImportError as exc:
        raise _missing_extra("anthropic", "anthropic-tokens", exc) from exc
    return anthropic


class VoyageTokenCounter:
    """Exact Voyage token counts from `voyageai.Client().count_tokens`.

    Needs the `voyage` extra. The `voyageai` client reads `VOYAGE_API_KEY` itself; its
    tokenizer is fetched on first use (network) and then runs locally. Results are cached
    per instance; empty text counts 0 without a call. Failures raise `ModelError`.

    Args:
        model: Voyage model id whose tokenizer is used.
        client: A `voyageai.Client` (or an object with its `count_tokens`); created on first
            use when omitted.
        cache_size: How many texts to remember; the oldest is forgotten first.
    """

    def __init__(
        self,
        model: str = "voyage-3.5",
        *,
        client: Any | None = None,
        cache_size: int = _DEFAULT_CACHE_SIZE,
    ) -> None:
        if cache_size < 1:
            raise InvalidInputError(f"cache_size must be at least 1, got {cache_size!r}")
        self.model = model.removeprefix("voyage:")
        """The model whose tokenizer is used."""
        self._client = client
        self._cache: dict[str, int] = {}
        self._cache_size = cache_size

    def count(self, text: str) -> int:
        """Tokens in `text` by the model's tokenizer (cached)."""
        if not text:
            return 0
        cached = self._cache.get(text)
        if cached is not None:
            return cached
        module = _voyageai() if self._client is None else None
        try:
            if module is not None:
                self._client = module.Client()
            assert self._client is not None
            tokens = self._client.count_tokens([text], model=self.model)
        except (TypeError, AssertionError):
            raise
        except Exception as exc:  # the provider's errors, tokenizer download: wrapped
            raise _provider_error("Voyage", self.model, exc) from exc
        if not isinstance(tokens, int) or isinstance(tokens, bool) or tokens < 0:
            raise ModelError(
                f"Voyage token counting for model {self.model!r} returned {tokens!r}, "
                f"not a token count; upgrade the `voyageai` package"
            )
        _bounded_put(self._cache, text, tokens, self._cache_size)
        return tokens


def _voyageai() -> Any:
    try:
        import voyageai  # optional extra: imported on first use only
    except ImportError as exc:
        raise _missing_extra("voyageai", "voyage", exc) from exc
    return voyageai

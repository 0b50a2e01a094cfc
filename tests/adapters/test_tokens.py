from __future__ import annotations

import asyncio
import builtins
from typing import Any, ClassVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.adapters.tokens import (
    AnthropicAPITokenCounter,
    HeuristicTokenCounter,
    PrefetchedCounter,
    VoyageTokenCounter,
)
from imprint.errors import InvalidInputError, ModelError
from imprint.protocols import TokenCounter
from tests.llm_fakes import SLOW_ANSWER, TEST_LLM_TIMEOUT

HEURISTIC = HeuristicTokenCounter()


# --- heuristic ---------------------------------------------------------------------------


def test_is_a_token_counter() -> None:
    counter: TokenCounter = HEURISTIC
    assert counter.count("") == 0


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("a", 1, 1),
        ("Hi!", 2, 3),
        ("Write feedback in paragraphs rather than bullet points.", 10, 16),
        ("The quick brown fox jumps over the lazy dog.", 10, 14),
        ("def add(a, b):\n    return a + b\n", 12, 24),
    ],
)
def test_plausible_counts(text: str, low: int, high: int) -> None:
    assert low <= HEURISTIC.count(text) <= high


@given(st.text(min_size=1))
def test_never_zero_for_nonempty_text(text: str) -> None:
    assert HEURISTIC.count(text) >= 1


@given(st.text(), st.text())
def test_roughly_additive(left: str, right: str) -> None:
    # Concatenation never costs much more than the parts: safe for per-line budgets.
    assert HEURISTIC.count(left + right) <= HEURISTIC.count(left) + HEURISTIC.count(right) + 2


@given(st.text())
def test_not_below_chars_floor(text: str) -> None:
    assert HEURISTIC.count(text) >= len(text) / 4.5


@given(st.lists(st.from_regex(r"[A-Za-z]{1,12}", fullmatch=True), min_size=1, max_size=40))
def test_short_words_count_at_least_one_each(words: list[str]) -> None:
    assert HEURISTIC.count(" ".join(words)) >= len(words)


def test_longer_text_counts_more() -> None:
    assert HEURISTIC.count("word " * 100) > HEURISTIC.count("word " * 10)


def test_margin_is_validated() -> None:
    with pytest.raises(InvalidInputError, match="margin"):
        HeuristicTokenCounter(margin=0.5)
    assert HeuristicTokenCounter(margin=1.0).count("one two three") == 3


# --- fakes for the provider counters -----------------------------------------------------


class _Result:
    def __init__(self, input_tokens: object) -> None:
        self.input_tokens = input_tokens


class FakeMessages:
    """Counts words, plus 7 tokens of message framing, like the real endpoint adds."""

    def __init__(self, error: Exception | None = None, result: object = None) -> None:
        self.calls: list[str] = []
        self.error = error
        self.result = result

    def count_tokens(self, *, model: str, messages: list[dict[str, str]]) -> _Result:
        text = messages[0]["content"]
        self.calls.append(text)
        if self.error is not None:
            raise self.error
        if self.result is not None:
            return _Result(self.result)
        return _Result(len(text.split()) + 7)


class FakeAnthropic:
    def __init__(self, **kwargs: Any) -> None:
        self.messages = FakeMessages(**kwargs)


class FakeAsyncMessages(FakeMessages):
    async def count_tokens(  # type: ignore[override]
        self, *, model: str, messages: list[dict[str, str]]
    ) -> _Result:
        return FakeMessages.count_tokens(self, model=model, messages=messages)


class FakeAsyncAnthropic:
    def __init__(self, **kwargs: Any) -> None:
        self.messages = FakeAsyncMessages(**kwargs)


class FakeVoyage:
    def __init__(self, error: Exception | None = None, result: object = None) -> None:
        self.calls: list[tuple[list[str], str | None]] = []
        self.error = error
        self.result = result

    def count_tokens(self, texts: list[str], model: str | None = None) -> object:
        self.calls.append((texts, model))
        if self.error is not None:
            raise self.error
        if self.result is not None:
            return self.result
        return sum(len(text.split()) for text in texts)


class _Response:
    headers: ClassVar[dict[str, str]] = {"retry-after": "3"}


class RateLimited(Exception):
    response = _Response()


# --- Anthropic ---------------------------------------------------------------------------


def test_anthropic_counts_subtracting_framing_and_caches() -> None:
    client = FakeAnthropic()
    counter = AnthropicAPITokenCounter(model="anthropic:claude-test", client=client)
    assert counter.model == "claude-test"
    assert counter.count("one two three") == 3
    assert counter.count("one two three") == 3
    assert counter.count("") == 0
    assert client.messages.calls == [".", "one two three"]


def test_anthropic_whitespace_is_estimated_offline() -> None:
    client = FakeAnthropic()
    counter = AnthropicAPITokenCounter(client=client)
    assert counter.count("\n\n") >= 1
    assert client.messages.calls == []


def test_anthropic_async_count() -> None:
    client = FakeAsyncAnthropic()
    counter = AnthropicAPITokenCounter(async_client=client, client=object())
    assert asyncio.run(counter.acount("one two")) == 2
    assert asyncio.run(counter.acount("one two")) == 2
    assert client.messages.calls == [".", "one two"]


def test_anthropic_wraps_provider_errors() -> None:
    counter = AnthropicAPITokenCounter(
        model="claude-test", client=FakeAnthropic(error=RateLimited("slow down"))
    )
    with pytest.raises(ModelError, match=r"Anthropic token counting failed.*'claude-test'") as info:
        counter.count("hello")
    assert isinstance(info.value.__cause__, RateLimited)
    assert info.value.retry_after == 3.0


def test_anthropic_async_wraps_provider_errors() -> None:
    counter = AnthropicAPITokenCounter(
        async_client=FakeAsyncAnthropic(error=ConnectionError("down"))
    )
    with pytest.raises(ModelError, match="ConnectionError: down"):
        asyncio.run(counter.acount("hello"))


def test_anthropic_rejects_garbage_result() -> None:
    counter = AnthropicAPITokenCounter(client=FakeAnthropic(result="many"))
    with pytest.raises(ModelError, match="input_tokens"):
        counter.count("hello")


def test_type_errors_are_not_wrapped() -> None:
    counter = AnthropicAPITokenCounter(client=FakeAnthropic(error=TypeError("bug")))
    with pytest.raises(TypeError, match="bug"):
        counter.count("hello")


# --- counts fetched ahead ------------------------------------------------------------------


class NoSyncCounts(AnthropicAPITokenCounter):
    def count(self, text: str) -> int:
        raise AssertionError("a sync count would block the event loop")


async def test_prefetched_counts_are_exact_and_the_rest_estimated_without_io() -> None:
    client = FakeAsyncAnthropic()
    counter = PrefetchedCounter(NoSyncCounts(async_client=client))
    await counter.fetch(["one two three", "four five", "one two three", ""])
    assert sorted(client.messages.calls) == sorted([".", "one two three", "four five"])
    assert counter.count("one two three") == 3
    assert counter.count("four five") == 2
    unfetched = "six seven eight nine"
    assert counter.count(unfetched) == HEURISTIC.count(unfetched)
    await counter.fetch(["one two three"])
    assert len(client.messages.calls) == 3  # known texts are not asked again


async def test_failed_counts_fall_back_to_the_estimate_and_say_why(
    caplog: pytest.LogCaptureFixture,
) -> None:
    failing = NoSyncCounts(async_client=FakeAsyncAnthropic(error=ConnectionError("down")))
    counter = PrefetchedCounter(failing)
    await counter.fetch(["hello world"])
    assert counter.count("hello world") == HEURISTIC.count("hello world")
    assert "token counting failed" in caplog.text
    assert "ConnectionError: down" in caplog.text


async def test_slow_counts_fall_back_after_the_timeout(caplog: pytest.LogCaptureFixture) -> None:
    class Slow:
        def count(self, text: str) -> int:
            raise AssertionError("never called")

        async def acount(self, text: str) -> int:
            await asyncio.sleep(SLOW_ANSWER)
            return 1

    counter = PrefetchedCounter(Slow(), timeout=TEST_LLM_TIMEOUT)
    await counter.fetch(["hello"])
    assert counter.count("hello") == HEURISTIC.count("hello")
    assert "estimating the uncounted texts" in caplog.text


async def test_bugs_in_the_counter_are_not_hidden() -> None:
    counter = PrefetchedCounter(
        NoSyncCounts(async_client=FakeAsyncAnthropic(error=TypeError("bug")))
    )
    with pytest.raises(TypeError, match="bug"):
        await counter.fetch(["hello"])


def _hide(monkeypatch: pytest.MonkeyPatch, package: str) -> None:
    real_import = builtins.__import__

    def fake_import(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == package or name.startswith(f"{package}."):
            raise ImportError(f"No module named {package!r}")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", fake_import)


def test_anthropic_missing_package_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    counter = AnthropicAPITokenCounter()  # constructing needs neither the package nor a key
    _hide(monkeypatch, "anthropic")
    with pytest.raises(ImportError, match=r'pip install "imprint-mem\[anthropic-tokens\]"'):
        counter.count("hello")


def test_cache_is_bounded() -> None:
    client = FakeAnthropic()
    counter = AnthropicAPITokenCounter(client=client, cache_size=2)
    for text in ["a", "b", "c", "a"]:
        counter.count(text)
    assert client.messages.calls == [".", "a", "b", "c", "a"]
    with pytest.raises(InvalidInputError, match="cache_size"):
        AnthropicAPITokenCounter(cache_size=0)


# --- Voyage ------------------------------------------------------------------------------


def test_voyage_counts_and_caches() -> None:
    client = FakeVoyage()
    counter = VoyageTokenCounter(model="voyage-test", client=client)
    assert counter.count("one two three") == 3
    assert counter.count("one two three") == 3
    assert counter.count("") == 0
    assert client.calls == [(["one two three"], "voyage-test")]


def test_voyage_wraps_provider_errors() -> None:
    counter = VoyageTokenCounter(model="voyage-test", client=FakeVoyage(error=OSError("no hub")))
    with pytest.raises(ModelError, match=r"Voyage token counting failed.*'voyage-test'"):
        counter.count("hello")


def test_voyage_rejects_garbage_result() -> None:
    counter = VoyageTokenCounter(client=FakeVoyage(result=[1, 2]))
    with pytest.raises(ModelError, match="not a token count"):
        counter.count("hello")


def test_voyage_missing_package_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    counter = VoyageTokenCounter()
    _hide(monkeypatch, "voyageai")
    with pytest.raises(ImportError, match=r'pip install "imprint-mem\[voyage\]"'):
        counter.count("hello")


# --- live --------------------------------------------------------------------------------


@pytest.mark.live("ANTHROPIC_API_KEY")
def test_live_anthropic_count_close_to_heuristic() -> None:
    text = "Write feedback in paragraphs rather than bullet points."
    exact = AnthropicAPITokenCounter().count(text)
    assert 5 <= exact <= 20
    assert HEURISTIC.count(text) >= exact * 0.8


@pytest.mark.live("VOYAGE_API_KEY")
def test_live_voyage_count() -> None:
    assert 3 <= VoyageTokenCounter().count("Write feedback in paragraphs.") <= 12

"""Keeping an integration's conversation history within budget, the same way everywhere."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from imprint.errors import ModelError
from imprint.history import Summarizer, summarize_and_trim, trim_messages
from imprint.llm import LLM

__all__ = ["ModelSummarizer", "fit_history", "summarizer_for"]

log = logging.getLogger(__name__)


class ModelSummarizer:
    """Summarises dropped turns with a model; an empty summary (the offline one) if it fails.

    The model is built at construction, so a string whose provider package or API key is
    missing fails there (`UsageError`) rather than mid-conversation; its HTTP client opens on
    the first summary and `aclose()` closes it.
    """

    def __init__(self, model: Any) -> None:
        self._llm = LLM(model)
        self._llm.build()

    async def __call__(self, transcript: str) -> str:
        """The model's summary of `transcript`; "" when the call fails (then offline)."""
        try:
            await self._llm.connect()
            return (await self._llm.summarize(transcript=transcript, max_words=150)).output
        except ModelError as exc:
            log.warning("history summary failed, summarising offline instead: %s", exc)
            return ""

    async def aclose(self) -> None:
        """Close the model's HTTP client, if this summarizer opened one."""
        await self._llm.close()


def summarizer_for(model: Any) -> ModelSummarizer | None:
    """A summarizer calling `model` (a pydantic-ai model or string), or None offline."""
    return None if model is None else ModelSummarizer(model)


async def fit_history(
    messages: Sequence[Any],
    *,
    max_turns: int | None,
    max_tokens: int | None,
    summarize: bool,
    summarizer: Summarizer | None,
) -> list[Any]:
    """The history cut to whole turns within budget, with a notice or a summary."""
    if max_turns is None and max_tokens is None:
        return list(messages)
    if not summarize:
        return trim_messages(messages, max_turns=max_turns, max_tokens=max_tokens)
    summarized: list[Any] = await summarize_and_trim(
        messages, max_turns=max_turns, max_tokens=max_tokens, summarizer=summarizer
    )
    return summarized

"""Keeping an integration's conversation history within budget, the same way everywhere."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from imprint.history import Summarizer, summarize_and_trim, trim_messages
from imprint.llm import LLM

__all__ = ["fit_history", "summarizer_for"]


def summarizer_for(model: Any) -> Summarizer | None:
    """A summarizer calling `model` (a pydantic-ai model or string), or None offline."""
    if model is None:
        return None
    llm = LLM(model)

    async def summarize(transcript: str) -> str:
        return (await llm.summarize(transcript=transcript, max_words=150)).output

    return summarize


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

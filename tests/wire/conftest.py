"""Fixtures for tests on the wire: local fakes of the Anthropic and Voyage APIs."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.wire.anthropic import FakeAnthropic
from tests.wire.voyage import FakeVoyage

MODEL = "anthropic:claude-haiku-4-5-20251001"
"""A model string, resolved by pydantic-ai to the real Anthropic SDK (pointed at the fake)."""

WIRE_TIMEOUT = 10.0
"""`llm_timeout` for tests whose calls must succeed, retries included, on a loaded machine."""


@pytest.fixture
async def anthropic(
    monkeypatch: pytest.MonkeyPatch, allow_model_requests: None
) -> AsyncIterator[FakeAnthropic]:
    """The fake Messages API, with the SDK's environment pointing at it."""
    async with FakeAnthropic() as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-fake")
        yield fake


@pytest.fixture
async def voyage() -> AsyncIterator[FakeVoyage]:
    """The fake embeddings API."""
    async with FakeVoyage() as fake:
        yield fake

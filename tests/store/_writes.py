"""Build write requests for the store tests and apply them one at a time."""

from __future__ import annotations

from datetime import UTC, datetime

from imprint.protocols import MemoryStore
from imprint.types import MemoryDraft, MemoryType, Signal, SignalType
from imprint.writes import (
    Consolidation,
    KeepBoth,
    NewMemory,
    Observe,
    WriteRequest,
    WriteResult,
    WriteRules,
)

NOW = datetime(2026, 1, 1, tzinfo=UTC)
RULES = WriteRules()
KEEP_BOTH = KeepBoth()


def observe(
    content: str,
    *,
    user: str = "u1",
    agent: str = "agent",
    type: MemoryType = MemoryType.RULE,
    consolidation: Consolidation = KEEP_BOTH,
    vector: tuple[float, ...] | None = None,
    signal: bool = True,
    draft: MemoryDraft | None = None,
    now: datetime = NOW,
) -> Observe:
    """An observed turn whose reply `content` becomes a memory of that content."""
    draft = draft or MemoryDraft(type=type, content=content)
    return Observe(
        agent_id=agent,
        user_id=user,
        now=now,
        signal=Signal(type=SignalType.CORRECTION, text=content, confidence=0.9, detector="test")
        if signal
        else None,
        memory=NewMemory(draft=draft, vector=vector, consolidation=consolidation),
    )


async def write(
    store: MemoryStore, request: WriteRequest, rules: WriteRules = RULES
) -> WriteResult:
    """Apply one request in its own transaction."""
    (result,) = await store.write([request], rules=rules)
    return result

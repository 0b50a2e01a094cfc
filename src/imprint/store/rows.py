"""Conversions between rows (SQLite or PostgreSQL) and domain values; rows stay in `store/`."""

from __future__ import annotations

import json
import unicodedata
from datetime import UTC, datetime
from typing import Any

from imprint.types import (
    Episode,
    Event,
    FeedbackLoop,
    Memory,
    MemorySource,
    MemoryStatus,
    MemoryType,
    PendingSignal,
)

__all__ = [
    "MEMORY_COLUMNS",
    "from_ms",
    "memory_source",
    "memory_status",
    "memory_type",
    "normalize_content",
    "to_episode",
    "to_event",
    "to_loop",
    "to_memory",
    "to_ms",
    "to_pending",
]

MEMORY_COLUMNS = (
    "id, agent_id, user_id, key, type, content, scope, status, source, confidence, "
    "reinforcement, stability, pinned, produced_by, superseded_by, session_id, "
    "created_at, updated_at, last_seen_at"
)


def to_ms(moment: datetime) -> int:
    """Aware datetime -> integer epoch milliseconds."""
    return round(moment.timestamp() * 1000)


def from_ms(ms: int) -> datetime:
    """Integer epoch milliseconds -> aware UTC datetime."""
    return datetime.fromtimestamp(ms / 1000, tz=UTC)


# Looked up by value: cheaper than calling the enum class for every row read.
_TYPES = {str(t): t for t in MemoryType}
_STATUSES = {str(s): s for s in MemoryStatus}
_SOURCES = {str(s): s for s in MemorySource}


def normalize_content(text: str) -> str:
    """Normalised form used to find exact duplicates: case, accents, spacing, end punctuation.

    Symbols stay: "Use C#" and "Use C++" are different memories.
    """
    folded = text.casefold()
    # ASCII has no accents to strip; skipping NFKD there saves a per-character pass.
    kept = folded if folded.isascii() else _strip_accents(folded)
    return " ".join(kept.split()).rstrip(".!?;:, ")


def _strip_accents(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text)
    return "".join(c for c in folded if not unicodedata.combining(c))


def memory_type(value: str) -> MemoryType:
    """The `MemoryType` stored as `value` (a dict hit for the four known names)."""
    return _TYPES.get(value) or MemoryType(value)


def memory_source(value: str) -> MemorySource:
    """The `MemorySource` stored as `value`."""
    return _SOURCES.get(value) or MemorySource(value)


def memory_status(value: str) -> MemoryStatus:
    """The `MemoryStatus` stored as `value`."""
    return _STATUSES.get(value) or MemoryStatus(value)


def to_memory(row: Any) -> Memory:
    """Build a `Memory` from a row selected with `MEMORY_COLUMNS`."""
    return Memory(
        memory_id=row["id"],
        agent_id=row["agent_id"],
        user_id=row["user_id"],
        key=row["key"],
        type=memory_type(row["type"]),
        content=row["content"],
        scope=row["scope"],
        status=memory_status(row["status"]),
        source=memory_source(row["source"]),
        confidence=row["confidence"],
        reinforcement=row["reinforcement"],
        stability=row["stability"],
        pinned=bool(row["pinned"]),
        produced_by=row["produced_by"],
        superseded_by=row["superseded_by"],
        session_id=row["session_id"],
        created_at=from_ms(row["created_at"]),
        updated_at=from_ms(row["updated_at"]),
        last_seen_at=from_ms(row["last_seen_at"]),
    )


def to_event(row: Any) -> Event:
    """Build an `Event` from an `events` row."""
    detail = json.loads(row["detail"])
    return Event(
        seq=row["seq"],
        agent_id=row["agent_id"],
        user_id=row["user_id"],
        kind=row["kind"],
        memory_id=row["memory_id"],
        detail=detail if isinstance(detail, dict) else {"value": detail},
        created_at=from_ms(row["created_at"]),
    )


def to_pending(row: Any) -> PendingSignal:
    """Build a `PendingSignal` from a `signals` row."""
    return PendingSignal(
        signal_id=row["id"],
        user_id=row["user_id"],
        agent_output=row["agent_output"],
        user_response=row["user_response"],
        scope=row["scope"],
        session_id=row["session_id"],
        attempts=row["attempts"],
        error=row["error"] or "",
        created_at=from_ms(row["created_at"]),
    )


def to_loop(row: Any) -> FeedbackLoop:
    """Build a `FeedbackLoop` from a `feedback_loops` row."""
    used = tuple((int(m), b, d) for m, b, d in json.loads(row["used"]))
    return FeedbackLoop(
        loop_id=row["id"],
        agent_id=row["agent_id"],
        user_id=row["user_id"],
        session_id=row["session_id"],
        opened_at=from_ms(row["opened_at"]),
        used=used,
        alpha=row["alpha"],
    )


def to_episode(row: Any) -> Episode:
    """Build an `Episode` from an `episodes` row."""
    return Episode(
        episode_id=row["id"],
        user_id=row["user_id"],
        session_id=row["session_id"],
        goal=row["goal"],
        turns=row["turns"],
        outcome=row["outcome"],
        summary=row["summary"],
        created_at=from_ms(row["created_at"]),
    )

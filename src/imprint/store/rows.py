"""Conversions between rows (SQLite or PostgreSQL) and domain values; rows stay in `store/`."""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from imprint.errors import StoreError
from imprint.types import (
    Episode,
    Event,
    FeedbackLoop,
    Memory,
    MemorySource,
    MemoryStatus,
    MemoryType,
    MetadataValue,
    PendingSignal,
    ProcessingMode,
)

__all__ = [
    "MEMORY_COLUMNS",
    "agent_fields",
    "check_types",
    "damaged",
    "dump_metadata",
    "from_ms",
    "memory_source",
    "memory_status",
    "memory_type",
    "normalize_content",
    "read_metadata",
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
    "created_at, updated_at, last_seen_at, subject, valid_until, metadata, origin"
)


def to_ms(moment: datetime) -> int:
    """Aware datetime -> integer epoch milliseconds."""
    return round(moment.timestamp() * 1000)


def from_ms(ms: int) -> datetime:
    """Integer epoch milliseconds -> aware UTC datetime.

    Raises:
        StoreError: `ms` is not an integer (a damaged or edited file).
    """
    if type(ms) is not int:
        raise damaged("a time", ms)
    return datetime.fromtimestamp(ms / 1000, tz=UTC)


def damaged(what: str, value: object) -> StoreError:
    """The error for a value read from the store that Imprint never writes."""
    shown = repr(value)
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    return StoreError(
        f"the store holds {what} Imprint never writes ({shown}); the file is damaged or "
        f"was edited by hand"
    )


_TEXT = (str,)
_OPTIONAL_TEXT = (str, type(None))
_NUMBER = (float, int)
_INT = (int,)
_OPTIONAL_INT = (int, type(None))
_MEMORY_TYPES = (
    ("id", _INT),
    ("agent_id", _TEXT),
    ("user_id", _TEXT),
    ("key", _OPTIONAL_TEXT),
    ("content", _TEXT),
    ("scope", _TEXT),
    ("confidence", _NUMBER),
    ("reinforcement", _INT),
    ("stability", _NUMBER),
    ("pinned", (int, bool)),  # bool from PostgreSQL
    ("produced_by", _TEXT),
    ("superseded_by", _OPTIONAL_INT),
    ("session_id", _OPTIONAL_TEXT),
    ("subject", _OPTIONAL_TEXT),
    ("valid_until", _OPTIONAL_INT),
    ("metadata", _TEXT),
    ("origin", _OPTIONAL_TEXT),
)


def _row_types() -> frozenset[tuple[type, ...]]:
    """Every tuple of column types a `MEMORY_COLUMNS` row written by Imprint can have.

    One set lookup checks a row (a tenth of checking each column by name).
    """
    shapes: list[tuple[type, ...]] = [()]
    names = [name.strip() for name in MEMORY_COLUMNS.split(",")]
    allowed = dict(_MEMORY_TYPES) | {"type": _TEXT, "status": _TEXT, "source": _TEXT}
    allowed |= {"created_at": _INT, "updated_at": _INT, "last_seen_at": _INT}
    for name in names:
        shapes = [(*shape, kind) for shape in shapes for kind in allowed[name]]
    return frozenset(shapes)


def check_types(row: Any, columns: tuple[tuple[str, tuple[type, ...]], ...]) -> None:
    """Check a row's column types (SQLite stores any type in any column).

    Raises:
        StoreError: a column holds a value of a type Imprint never writes there.
    """
    for column, types in columns:
        if type(row[column]) not in types:
            raise damaged(f"a {type(row[column]).__name__} in column {column!r}", row[column])


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


_MEMORY_ROW_TYPES = _row_types()


def memory_source(value: str) -> MemorySource:
    """The `MemorySource` stored as `value`."""
    return _SOURCES.get(value) or MemorySource(value)


def memory_status(value: str) -> MemoryStatus:
    """The `MemoryStatus` stored as `value`."""
    return _STATUSES.get(value) or MemoryStatus(value)


def to_memory(row: Any) -> Memory:
    """Build a `Memory` from a row selected with `MEMORY_COLUMNS`.

    Raises:
        StoreError: the row holds values Imprint never writes (a damaged file).
    """
    if tuple(map(type, row)) not in _MEMORY_ROW_TYPES:
        check_types(row, _MEMORY_TYPES)
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
        subject=row["subject"],
        valid_until=None if row["valid_until"] is None else from_ms(row["valid_until"]),
        metadata=read_metadata(row["metadata"]),
        origin=row["origin"],
    )


def dump_metadata(metadata: Mapping[str, object]) -> str:
    """Metadata as the compact JSON both stores keep (names sorted)."""
    if not metadata:
        return "{}"
    return json.dumps(metadata, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def read_metadata(text: str) -> dict[str, MetadataValue]:
    """Stored metadata JSON as a dict.

    Raises:
        StoreError: it is not a JSON object of flat values (a damaged or edited store).
    """
    if text == "{}":
        return {}
    try:
        value = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        raise damaged("metadata that is not JSON", text) from None
    if not isinstance(value, dict) or not all(
        isinstance(v, str | int | float | bool) for v in value.values()
    ):
        raise damaged("metadata that is not a flat JSON object", text)
    return value


def to_event(row: Any) -> Event:
    """Build an `Event` from an `events` row."""
    check_types(row, (("seq", _INT), ("kind", _TEXT), ("detail", _TEXT)))
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
    check_types(
        row,
        (
            ("agent_output", _TEXT),
            ("user_response", _TEXT),
            ("scope", _OPTIONAL_TEXT),
            ("session_id", _OPTIONAL_TEXT),
            ("attempts", _INT),
            ("error", _OPTIONAL_TEXT),
        ),
    )
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
        metadata=read_metadata(row["metadata"]),
    )


def to_loop(row: Any) -> FeedbackLoop:
    """Build a `FeedbackLoop` from a `feedback_loops` row."""
    check_types(row, (("used", _TEXT), ("alpha", (float, int, type(None)))))
    listed = json.loads(row["used"])
    if not isinstance(listed, list) or not all(
        isinstance(u, list)
        and len(u) == 3
        and type(u[0]) is int
        and all(type(rank) in _OPTIONAL_INT for rank in u[1:])
        for u in listed
    ):
        raise damaged("a feedback loop's memories", listed)
    used = tuple((m, b, d) for m, b, d in listed)
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
    check_types(
        row,
        (
            ("goal", _TEXT),
            ("turns", _INT),
            ("outcome", _TEXT),
            ("summary", _OPTIONAL_TEXT),
            ("session_id", _OPTIONAL_TEXT),
        ),
    )
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


def agent_fields(
    *,
    description: str | None,
    processing_mode: ProcessingMode | None,
    scopes: Sequence[str] | None,
    embedding_dim: int | None,
    embedder: str | None,
) -> list[tuple[str, Any]]:
    """The agent columns a save changes (only the fields given), valued as the row keeps them.

    Both backends update exactly these, in this order, so a save never replaces the row.
    """
    fields: list[tuple[str, Any]] = []
    if description is not None:
        fields.append(("description", description))
    if processing_mode is not None:
        fields.append(("processing_mode", str(processing_mode)))
    if scopes is not None:
        fields.append(("scopes", json.dumps(list(scopes))))
    if embedding_dim is not None:
        fields.append(("embedding_dim", int(embedding_dim)))
    if embedder is not None:
        fields.append(("embedder", embedder))
    return fields

"""The JSONL export format for a user's memories (data rights: export, import, erase).

Line 1 is a header object, `{"format": "imprint-memories", "version": 3, ...}`; every other
line is one memory. Ids are the exporting store's; an import assigns new ids and remaps
`superseded_by` within the file. Version 2 added `subject` and `valid_until`, version 3
`metadata` and `origin`; files of versions 1 and 2, without them, still import.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from imprint.errors import InvalidInputError
from imprint.types import Memory, MemorySource, MemoryStatus, MemoryType, MetadataValue
from imprint.validation import MAX_ID, MAX_ID_CHARS, MAX_LIMIT, MAX_TEXT_CHARS

__all__ = ["EXPORT_FORMAT", "EXPORT_VERSION", "ExportedMemory", "dump_lines", "parse_lines"]

EXPORT_FORMAT = "imprint-memories"
EXPORT_VERSION = 3
"""2 added `subject` and `valid_until` to memories, 3 `metadata` and `origin`; files of
versions 1 and 2 still import."""


class _Header(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: str
    version: int
    agent_id: str
    user_id: str
    exported_at: datetime
    count: int = Field(ge=0)


class ExportedMemory(BaseModel):
    """One memory as written in an export file (validated on import)."""

    model_config = ConfigDict(extra="forbid")

    memory_id: int = Field(ge=1, le=MAX_ID)
    type: MemoryType
    content: str = Field(min_length=1, max_length=MAX_TEXT_CHARS)
    scope: str = Field(min_length=1, max_length=MAX_ID_CHARS)
    status: MemoryStatus
    source: MemorySource
    confidence: float = Field(ge=0, le=1, allow_inf_nan=False)
    reinforcement: int = Field(ge=0, le=MAX_LIMIT)
    # Finite, so that the file this memory is exported to later can be imported again.
    stability: float = Field(gt=0, allow_inf_nan=False)
    pinned: bool
    key: str | None = Field(max_length=MAX_ID_CHARS)
    produced_by: str = Field(max_length=MAX_ID_CHARS)
    superseded_by: int | None = Field(ge=1, le=MAX_ID)
    session_id: str | None = Field(max_length=MAX_ID_CHARS)
    created_at: datetime
    updated_at: datetime
    last_seen_at: datetime
    subject: str | None = Field(default=None, max_length=MAX_ID_CHARS)
    """The attribute it sets ("home_city"); absent in version 1 files."""
    valid_until: datetime | None = None
    """When it stops being true; absent in version 1 files."""
    metadata: dict[str, MetadataValue] = Field(default_factory=dict)
    """The caller's metadata; absent in version 1 and 2 files."""
    origin: str | None = Field(default=None, max_length=MAX_ID_CHARS)
    """Where it was imported from; absent in version 1 and 2 files."""

    @classmethod
    def of(cls, memory: Memory) -> ExportedMemory:
        """The export form of a stored memory."""
        return cls(
            memory_id=memory.memory_id,
            type=memory.type,
            content=memory.content,
            scope=memory.scope,
            status=memory.status,
            source=memory.source,
            confidence=memory.confidence,
            reinforcement=memory.reinforcement,
            stability=memory.stability,
            pinned=memory.pinned,
            key=memory.key,
            produced_by=memory.produced_by,
            superseded_by=memory.superseded_by,
            session_id=memory.session_id,
            created_at=memory.created_at,
            updated_at=memory.updated_at,
            last_seen_at=memory.last_seen_at,
            subject=memory.subject,
            valid_until=memory.valid_until,
            metadata=dict(memory.metadata),
            origin=memory.origin,
        )


def dump_lines(
    agent_id: str, user_id: str, memories: Iterable[Memory], *, exported_at: datetime
) -> Iterator[str]:
    """The export file's lines (without newlines): header, then one memory per line."""
    items = list(memories)
    header = _Header(
        format=EXPORT_FORMAT,
        version=EXPORT_VERSION,
        agent_id=agent_id,
        user_id=user_id,
        exported_at=exported_at,
        count=len(items),
    )
    yield header.model_dump_json()
    for memory in items:
        yield ExportedMemory.of(memory).model_dump_json()


def parse_lines(lines: Iterable[str]) -> tuple[str, list[ExportedMemory]]:
    """Validate an export file; return the user id it holds and its memories.

    A memory without an `origin` gets one naming where it was exported from
    (`imprint:<agent>:<user>:<id>`), so importing the file again finds it.

    Raises:
        InvalidInputError: not an Imprint export, a newer version, or a malformed line
            (the message names the line).
    """
    iterator = iter(enumerate(lines, start=1))
    header: _Header | None = None
    memories: list[ExportedMemory] = []
    for number, line in iterator:
        if not isinstance(line, str):
            raise InvalidInputError(
                f"export line {number} is a {type(line).__name__}, not a str; pass the file's "
                f"lines as text (open it with encoding='utf-8')"
            )
        if not line.strip():
            continue
        try:
            if header is None:
                header = _Header.model_validate_json(line)
                if header.format != EXPORT_FORMAT:
                    raise InvalidInputError(f"line 1 is not an Imprint export ({header.format!r})")
                if header.version > EXPORT_VERSION:
                    raise InvalidInputError(
                        f"export version {header.version} is newer than this Imprint reads "
                        f"({EXPORT_VERSION}); upgrade imprint-mem"
                    )
                continue
            memories.append(ExportedMemory.model_validate_json(line))
        except (ValidationError, json.JSONDecodeError) as exc:
            first = str(exc).splitlines()[0]
            raise InvalidInputError(f"export line {number} is not valid: {first}") from exc
    if header is None:
        raise InvalidInputError("the export is empty; expected a header line first")
    ids = [m.memory_id for m in memories]
    if len(ids) != len(set(ids)):
        raise InvalidInputError(
            "the export lists one memory_id twice; ids name the memories that "
            "`superseded_by` points at, so each must be unique"
        )
    if len(memories) != header.count:
        raise InvalidInputError(
            f"the export header promises {header.count} memories but {len(memories)} follow; "
            f"the file is truncated"
        )
    source = f"imprint:{header.agent_id}:{header.user_id}"
    for memory in memories:
        if memory.origin is None:
            memory.origin = f"{source}:{memory.memory_id}"
    return header.user_id, memories

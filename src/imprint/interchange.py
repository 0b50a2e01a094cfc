"""Reading memories for import: Imprint's export, a JSONL of texts, or a mem0 export.

`read_import` tells the formats apart and returns `ExportedMemory` records for all three:

- Imprint's export (`export.py`): a header line, then every field of every memory, exactly.
- A JSONL of `{"text": ...}` lines; each may also give `type`, `scope`, `key`, `metadata`,
  `created_at`, `updated_at` and an `id`, and anything else is ignored. Each line is stored
  as `remember()` would store it.
- A mem0 export: what `Memory.get_all()` returns, `{"results": [...]}` or the bare list,
  saved as JSON (one document, or one item per line). Each item's `memory` becomes a FACT,
  its `metadata` is flattened (`{"a": {"b": 1}}` -> `{"a.b": 1}`, lists kept as JSON text),
  and `id` becomes the origin `mem0:<id>`.

A record of the lenient formats keeps its creation and update times; its decay clock
(`last_seen_at`) starts at the import, so years-old memories do not arrive decayed out.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from imprint.errors import InvalidInputError
from imprint.export import EXPORT_FORMAT, ExportedMemory, parse_lines
from imprint.types import GLOBAL_SCOPE, MemorySource, MemoryStatus, MemoryType, MetadataValue
from imprint.validation import MAX_ID_CHARS, MAX_TEXT_CHARS

__all__ = ["ImportFile", "ImportFormat", "read_import"]

ImportFormat = Literal["imprint", "jsonl", "mem0"]
"""Which format a file was read as."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ImportFile:
    """An import file, read and validated."""

    format: ImportFormat
    """The format it was read as."""
    user_id: str | None
    """The user an Imprint export's header names (None for the other formats)."""
    records: list[ExportedMemory]
    """Its memories, in file order, ids unique."""


class _Line(BaseModel):
    """One line of the lenient JSONL (unknown fields are ignored)."""

    model_config = ConfigDict(extra="ignore")

    text: str = Field(min_length=1, max_length=MAX_TEXT_CHARS)
    type: MemoryType = MemoryType.FACT
    scope: str = Field(default=GLOBAL_SCOPE, min_length=1, max_length=MAX_ID_CHARS)
    key: str | None = Field(default=None, max_length=MAX_ID_CHARS)
    metadata: dict[str, Any] | None = None
    created_at: datetime | None = None
    updated_at: datetime | None = None
    id: str | int | None = None


class _Mem0(BaseModel):
    """One item of a mem0 `get_all()` result (unknown fields are ignored)."""

    model_config = ConfigDict(extra="ignore")

    id: str | int
    memory: str = Field(min_length=1, max_length=MAX_TEXT_CHARS)
    metadata: dict[str, Any] | None = None
    created_at: datetime | None = None
    updated_at: datetime | None = None
    run_id: str | None = None
    agent_id: str | None = None
    categories: list[str] | None = None


def read_import(lines: Iterable[str], *, now: datetime) -> ImportFile:
    """Read an import file in any of the three formats (see the module docstring).

    Raises:
        InvalidInputError: the file is none of them, or a record is malformed (the message
            names its line or item).
    """
    text_lines = list(lines)
    for number, line in enumerate(text_lines, start=1):
        if not isinstance(line, str):
            raise InvalidInputError(
                f"import line {number} is a {type(line).__name__}, not a str; pass the file's "
                f"lines as text (open it with encoding='utf-8')"
            )
    first = next((line for line in text_lines if line.strip()), None)
    if first is None:
        raise InvalidInputError("the import file is empty")
    if _is_imprint_header(first):
        user_id, exported = parse_lines(text_lines)
        return ImportFile(format="imprint", user_id=user_id, records=exported)
    document = _whole_document(text_lines)
    if document is not None:
        items = [_item(item, number, now) for number, item in enumerate(document, start=1)]
        mem0 = any(r.produced_by == "import:mem0" for r in items)
        return ImportFile(format="mem0" if mem0 else "jsonl", user_id=None, records=items)
    records: list[ExportedMemory] = []
    kind: ImportFormat = "jsonl"
    for number, line in enumerate(text_lines, start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except ValueError as exc:
            raise InvalidInputError(
                f"import line {number} is not JSON ({exc}); expected an Imprint export, a "
                f'JSONL of {{"text": ...}} lines or a mem0 export'
            ) from None
        if isinstance(value, dict) and "memory" in value and "text" not in value:
            kind = "mem0"
            records.append(_mem0_record(value, len(records) + 1, now, f"line {number}"))
        else:
            records.append(_line_record(value, len(records) + 1, now, number))
    return ImportFile(format=kind, user_id=None, records=records)


def _is_imprint_header(line: str) -> bool:
    try:
        value = json.loads(line)
    except ValueError:
        return False
    return isinstance(value, dict) and value.get("format") == EXPORT_FORMAT


def _whole_document(lines: list[str]) -> Any:
    """The file as one JSON list or `{"results": [...]}` (a saved mem0 result), else None."""
    text = "\n".join(lines).strip()
    if not text.startswith(("[", "{")):
        return None
    try:
        value = json.loads(text)
    except ValueError:
        return None  # several JSON lines, not one document
    if isinstance(value, dict) and isinstance(value.get("results"), list):
        return value["results"]
    return value if isinstance(value, list) else None


def _item(item: object, number: int, now: datetime) -> ExportedMemory:
    """One item of a JSON list: a mem0 memory (it has `memory`), else a `{"text": ...}`."""
    if isinstance(item, dict) and "memory" in item and "text" not in item:
        return _mem0_record(item, number, now, f"item {number - 1}")
    return _line_record(item, number, now, number)


def _mem0_record(item: object, number: int, now: datetime, where: str) -> ExportedMemory:
    try:
        parsed = _Mem0.model_validate(item)
    except ValidationError as exc:
        raise InvalidInputError(f"mem0 {where} is not valid: {_first(exc)}") from None
    metadata = _flat(parsed.metadata or {}, where)
    for name in ("run_id", "agent_id"):
        value = getattr(parsed, name)
        if value is not None:
            metadata.setdefault(name, value)
    if parsed.categories:
        metadata.setdefault("categories", ",".join(parsed.categories))
    return _record(
        number,
        text=parsed.memory,
        kind=MemoryType.FACT,
        scope=GLOBAL_SCOPE,
        key=None,
        metadata=metadata,
        created=parsed.created_at,
        updated=parsed.updated_at,
        origin=f"mem0:{parsed.id}",
        source=MemorySource.DETECTED,
        produced_by="import:mem0",
        now=now,
    )


def _line_record(value: object, number: int, now: datetime, line: int) -> ExportedMemory:
    if isinstance(value, dict) and "memory_id" in value and "text" not in value:
        raise InvalidInputError(
            f"import line {line} looks like a memory of an Imprint export, but the file has "
            f"no header line; import the whole exported file"
        )
    try:
        parsed = _Line.model_validate(value)
    except ValidationError as exc:
        raise InvalidInputError(
            f'import line {line} is not valid: {_first(exc)}; each line needs a "text"'
        ) from None
    return _record(
        number,
        text=parsed.text,
        kind=parsed.type,
        scope=parsed.scope,
        key=parsed.key,
        metadata=_flat(parsed.metadata or {}, f"line {line}"),
        created=parsed.created_at,
        updated=parsed.updated_at,
        origin=None if parsed.id is None else f"jsonl:{parsed.id}",
        source=MemorySource.USER_EDIT,
        produced_by="import:jsonl",
        now=now,
    )


def _record(
    number: int,
    *,
    text: str,
    kind: MemoryType,
    scope: str,
    key: str | None,
    metadata: dict[str, MetadataValue],
    created: datetime | None,
    updated: datetime | None,
    origin: str | None,
    source: MemorySource,
    produced_by: str,
    now: datetime,
) -> ExportedMemory:
    created_at = _aware(created) or now
    return ExportedMemory(
        memory_id=number,
        type=kind,
        content=text,
        scope=scope,
        status=MemoryStatus.ACTIVE,
        source=source,
        confidence=1.0 if source is MemorySource.USER_EDIT else 0.9,
        reinforcement=0,
        stability=1.0,
        pinned=False,
        key=key,
        produced_by=produced_by,
        superseded_by=None,
        session_id=None,
        created_at=created_at,
        updated_at=_aware(updated) or created_at,
        last_seen_at=now,
        metadata=metadata,
        origin=None if origin is None else origin[:MAX_ID_CHARS],
    )


def _aware(moment: datetime | None) -> datetime | None:
    """Naive times (no offset) are read as UTC."""
    if moment is None or moment.tzinfo is not None:
        return moment
    return moment.replace(tzinfo=UTC)


_BAD_NAME = re.compile(r"[^A-Za-z0-9_.:-]")


def _flat(metadata: Mapping[str, Any], where: str, prefix: str = "") -> dict[str, MetadataValue]:
    """Another tool's metadata as Imprint's: nested names joined by dots, the rest as JSON."""
    flat: dict[str, MetadataValue] = {}
    for raw, value in metadata.items():
        name = _BAD_NAME.sub("_", f"{prefix}{raw}")[:64]
        if not name[:1].isalpha() and not name.startswith("_"):
            name = f"_{name}"[:64]
        if isinstance(value, Mapping):
            flat.update(_flat(value, where, prefix=f"{name}."))
        elif value is None:
            continue
        elif isinstance(value, str | int | float | bool):
            flat[name] = value
        else:
            flat[name] = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return flat


def _first(exc: ValidationError) -> str:
    error = exc.errors()[0]
    where = ".".join(str(part) for part in error["loc"])
    return f"{where}: {error['msg']}" if where else str(error["msg"])

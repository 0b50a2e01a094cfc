"""agent-scratchpad's JSON file: telling it from a store, reading its notes, naming its backup.

agent-scratchpad, the synchronous library whose users `imprint.Scratchpad` serves, saves its
memories as one JSON list, oldest first: `[{"key": ..., "text": ..., "vector": [...],
"ts": <epoch seconds>}, ...]`; an empty file holds no memories. `Scratchpad` reads such a
file once into its SQLite store and keeps the original under a backup name.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, FiniteFloat, ValidationError

from imprint.errors import InvalidInputError

__all__ = ["ScratchpadNote", "backup_path", "is_sqlite_file", "read_notes"]

_SQLITE_HEADER = b"SQLite format 3\x00"


@dataclass(frozen=True, slots=True, kw_only=True)
class ScratchpadNote:
    """One memory of an agent-scratchpad file."""

    key: str
    """The note's key."""
    text: str
    """The note's text."""
    stored_at: datetime | None
    """When agent-scratchpad stored it (aware UTC); None when the file has no time for it."""
    vector: tuple[float, ...] | None
    """The embedding agent-scratchpad stored with it, if any."""


class _Record(BaseModel):
    # agent-scratchpad writes exactly these fields; anything else is ignored, not refused.
    model_config = ConfigDict(extra="ignore")

    key: str = Field(min_length=1)
    text: str
    vector: list[FiniteFloat] | None = None
    ts: FiniteFloat | None = None


def is_sqlite_file(path: Path) -> bool:
    """Whether `path` is an existing SQLite database (by its 16-byte header)."""
    try:
        with path.open("rb") as handle:
            return handle.read(len(_SQLITE_HEADER)) == _SQLITE_HEADER
    except (FileNotFoundError, IsADirectoryError):
        return False


def read_notes(path: Path) -> list[ScratchpadNote]:
    """The notes of an agent-scratchpad JSON file, oldest first.

    A key listed twice keeps its last entry, at that entry's place. A time of 0 or less
    (agent-scratchpad's value for "unknown") reads as None.

    Raises:
        InvalidInputError: the file is not agent-scratchpad's JSON list of notes (the message
            names the file and the first problem); nothing is changed.
    """
    try:
        content = path.read_text(encoding="utf-8").strip()
    except UnicodeDecodeError as exc:
        raise InvalidInputError(
            f"{str(path)!r} is not a UTF-8 JSON file ({exc}); pass the agent-scratchpad JSON "
            f"file, or a .db path for a new store"
        ) from exc
    if not content:
        return []
    try:
        raw = json.loads(content)
    except json.JSONDecodeError as exc:
        raise InvalidInputError(
            f"{str(path)!r} is not JSON ({exc}); pass the agent-scratchpad JSON file, or a .db "
            f"path for a new store"
        ) from exc
    if not isinstance(raw, list):
        raise InvalidInputError(
            f"{str(path)!r} holds a JSON {type(raw).__name__}, not agent-scratchpad's list of "
            f'{{"key", "text", "vector", "ts"}} notes'
        )
    notes: dict[str, ScratchpadNote] = {}
    for index, item in enumerate(raw):
        try:
            record = _Record.model_validate(item)
        except ValidationError as exc:
            first = str(exc).splitlines()
            detail = "; ".join(line.strip() for line in first[1:3])
            raise InvalidInputError(
                f"note {index} of {str(path)!r} is not an agent-scratchpad note: {detail}"
            ) from exc
        notes.pop(record.key, None)
        notes[record.key] = ScratchpadNote(
            key=record.key,
            text=record.text,
            stored_at=_time(record.ts, index, path),
            vector=None if not record.vector else tuple(record.vector),
        )
    return list(notes.values())


def _time(ts: float | None, index: int, path: Path) -> datetime | None:
    if ts is None or ts <= 0:
        return None
    try:
        return datetime.fromtimestamp(ts, tz=UTC)
    except (OverflowError, OSError, ValueError) as exc:
        raise InvalidInputError(
            f"note {index} of {str(path)!r} has the time {ts!r}, which is not epoch seconds"
        ) from exc


def backup_path(path: Path) -> Path:
    """A free name beside `path` for keeping it: `<name>.bak`, else `<name>.bak.2`, ..."""
    candidate = path.with_name(f"{path.name}.bak")
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.bak.{number}")
        number += 1
    return candidate

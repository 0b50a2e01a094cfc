"""What the command line prints: tables, JSON-ready values, progress, and its error type."""

from __future__ import annotations

import dataclasses
import sys
import unicodedata
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from imprint import Memory

__all__ = [
    "COLUMNS",
    "CliError",
    "Progress",
    "Result",
    "cells",
    "escape_controls",
    "plain",
    "said",
    "short",
    "table",
    "when",
]

COLUMNS = ("ID", "TYPE", "SCOPE", "STATUS", "SEEN", "PIN")
"""The leading columns of every memory table."""


class CliError(Exception):
    """A problem the user can fix, reported as one line."""


class Progress:
    """A one-line progress bar on stderr, drawn only when stderr is a terminal."""

    def __init__(self, label: str, total: int) -> None:
        self._label, self._total, self._drawn = label, max(total, 1), -1
        self._on = sys.stderr.isatty()

    def update(self, done: int) -> None:
        """Redraw the bar for `done` of the total."""
        filled = 30 * min(done, self._total) // self._total
        if self._on and filled != self._drawn:
            self._drawn = filled
            bar = "#" * filled + "." * (30 - filled)
            sys.stderr.write(f"\r{self._label} [{bar}] {done}/{self._total}")
            sys.stderr.flush()

    def close(self) -> None:
        """End the bar's line."""
        if self._on and self._drawn >= 0:
            sys.stderr.write("\n")


def escape_controls(text: str) -> str:
    r"""`text` with control, format and line-separator characters shown as escapes.

    A terminal obeys `\x1b]0;title\x07` or `\x1b[2J` printed raw; memory text is user
    data, so it is shown as the escapes themselves instead. Tabs stay as they are.
    """
    if text.isprintable():
        return text
    return "".join(
        c
        if c == "\t" or unicodedata.category(c) not in _UNPRINTED
        else repr(c)[1:-1]
        if c.isascii() or ord(c) < 0x100
        else f"\\u{ord(c):04x}"
        if ord(c) <= 0xFFFF
        else f"\\U{ord(c):08x}"
        for c in text
    )


_UNPRINTED = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def plain(value: Any) -> Any:
    """Dataclasses, enums and datetimes as JSON-ready values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        value = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    return value.isoformat() if isinstance(value, datetime) else value


@dataclasses.dataclass(frozen=True, slots=True)
class Result:
    """What a command prints: `data` as JSON under `--json`, else `lines` for a person."""

    data: Any
    lines: list[str]


def table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> list[str]:
    """Rows under headers, in left-aligned columns."""
    text = [[str(c) for c in row] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in text)) for i, h in enumerate(headers)]
    return [
        "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip()
        for row in [list(headers), *text]
    ]


def short(text: str, width: int = 70) -> str:
    """`text` on one line, cut to `width` characters with an ellipsis."""
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 3] + "..."


def when(moment: datetime) -> str:
    """A timestamp to the second."""
    return f"{moment:%Y-%m-%d %H:%M:%S}"


def cells(m: Memory, *more: object) -> list[object]:
    """A memory's row under `COLUMNS`, then `more`."""
    pin = "yes" if m.pinned else ""
    return [m.memory_id, m.type, m.scope, m.status, m.reinforcement + 1, pin, *more]


def said(verb: str, memory: Memory) -> Result:
    """One line saying what was done to a memory."""
    text = f'{verb} #{memory.memory_id} {memory.type} [{memory.scope}] "{memory.content}"'
    return Result(memory, [text])

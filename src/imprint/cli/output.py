"""What the command line prints: tables, JSON-ready values, progress, and its error type."""

from __future__ import annotations

import dataclasses
import io
import shutil
import sys
import unicodedata
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from rich.console import Console
from rich.markup import escape as markup_escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    ProgressColumn,
    Task,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
)
from rich.progress import Progress as RichProgress
from rich.table import Table
from rich.text import Text

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
    """A progress bar on stderr (rich), with a rate, drawn only when stderr is a terminal."""

    def __init__(self, label: str, total: int, *, unit: str = "records") -> None:
        self._bar: RichProgress | None = None
        self._task: TaskID | None = None
        if not sys.stderr.isatty():
            return
        self._bar = RichProgress(
            TextColumn(markup_escape(escape_controls(label))),
            BarColumn(),
            MofNCompleteColumn(),
            _Rate(unit),
            TimeElapsedColumn(),
            console=Console(file=sys.stderr),
            transient=False,
        )
        self._bar.start()
        self._task = self._bar.add_task(label, total=max(total, 1))

    def update(self, done: int) -> None:
        """Move the bar to `done` of the total."""
        if self._bar is not None and self._task is not None:
            self._bar.update(self._task, completed=done)

    def close(self) -> None:
        """Stop drawing; the finished bar stays on its line."""
        if self._bar is not None:
            self._bar.stop()
            self._bar = None


class _Rate(ProgressColumn):
    """Items per second since the bar started."""

    def __init__(self, unit: str) -> None:
        super().__init__()
        self._unit = unit

    def render(self, task: Task) -> Text:
        # The mean since the start: rich's own speed needs several updates, and a batch
        # of a thousand records is one update.
        elapsed = task.finished_time if task.finished else task.elapsed
        if not elapsed or not task.completed:
            return Text("")
        return Text(f"{task.completed / elapsed:,.0f} {self._unit}/s")


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


def table(
    headers: Sequence[str], rows: Sequence[Sequence[object]], *, wrap: str | None = None
) -> list[str]:
    """Rows under headers in aligned columns (widths per character: CJK, emoji).

    On a terminal the table fits its width, the `wrap` column folding onto more lines;
    elsewhere (a pipe, a file) every row stays on one line, whole. Cells are escaped.
    """
    terminal = sys.stdout.isatty()
    width = shutil.get_terminal_size().columns if terminal else 1_000_000
    grid = Table(box=None, show_edge=False, pad_edge=False, header_style=None, padding=(0, 2, 0, 0))
    for header in headers:
        folds = terminal and header == wrap
        grid.add_column(
            header,
            no_wrap=not folds,
            overflow="fold" if folds else "ignore",
            ratio=1 if folds else None,
        )
    for row in rows:
        grid.add_row(*(Text(escape_controls(str(cell))) for cell in row))
    sink = io.StringIO()
    Console(file=sink, width=width, color_system=None, force_terminal=False, soft_wrap=False).print(
        grid
    )
    return [line.rstrip() for line in sink.getvalue().splitlines()]


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

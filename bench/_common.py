"""Helpers shared by the benchmark scripts (timing, tables, data paths)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA = ROOT.parent / "shared" / "data"


def percentile(samples: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) of samples, by nearest rank."""
    ordered = sorted(samples)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def ms(seconds: float) -> str:
    """Seconds formatted as milliseconds."""
    return f"{seconds * 1000:.3f}"


def table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A plain-text table with aligned columns."""
    cells = [[str(h) for h in headers]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    lines = []
    for n, row in enumerate(cells):
        lines.append(
            "  ".join(c.rjust(w) if n else c.ljust(w) for c, w in zip(row, widths, strict=True))
        )
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


class Timer:
    """Collects per-call durations."""

    def __init__(self) -> None:
        self.samples: list[float] = []

    def __enter__(self) -> Timer:
        self._start = time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        self.samples.append(time.perf_counter() - self._start)

    def p(self, q: float) -> float:
        return percentile(self.samples, q)

    @property
    def mean(self) -> float:
        return statistics.fmean(self.samples)

"""Commands on whole stores: `imprint migrate` and `imprint copy`, via `imprint.copying`."""

from __future__ import annotations

import argparse
import asyncio

from imprint.cli.output import CliError, Progress, Result, table
from imprint.copying import copy_store, migrate_store
from imprint.protocols import CopyTable
from imprint.store import default_store_url

__all__ = ["copy", "migrate"]

Args = argparse.Namespace


class CopyProgress:
    """One progress bar per table on stderr, as every command draws them: on a terminal only."""

    def __init__(self, *, quiet: bool) -> None:
        self._quiet = quiet
        self._bars: dict[CopyTable, Progress] = {}

    def __call__(self, table: CopyTable, done: int, total: int) -> None:
        if self._quiet:
            return
        bar = self._bars.get(table)
        if bar is None:
            bar = self._bars[table] = Progress(f"copy {table}", total, unit="rows")
        bar.update(done)
        if done >= total:
            bar.close()


async def migrate(args: Args) -> Result:
    """`imprint migrate`: apply pending schema migrations."""
    report = await migrate_store(args.store or default_store_url(args.agent))
    lines = [f"applied {name}" for name in report.applied]
    last = report.recorded[-1] if report.recorded else "none"
    state = "migrated" if report.applied else "already up to date"
    count = len(report.recorded)
    lines.append(f"{report.store} is {state} ({count} migrations recorded, the last {last})")
    return Result(report, lines)


async def copy(args: Args) -> Result:
    """`imprint copy`: copy a whole store into an empty one."""
    try:
        report = await copy_store(
            args.source, args.target, batch=args.batch, progress=CopyProgress(quiet=args.quiet)
        )
    except asyncio.CancelledError:
        # Ctrl-C cancels this task; say what it left behind instead of "interrupted".
        raise CliError(
            "copy interrupted; the target may be partial: drop it (or delete the file) "
            "and copy into a fresh one"
        ) from None
    rows = [[c.table, f"{c.source:,}", f"{c.target:,}"] for c in report.tables]
    lines = table(("TABLE", "SOURCE", "TARGET"), rows)
    total = sum(c.target for c in report.tables if c.table != "memory_links")
    lines.append(
        f"copied {total:,} rows from {report.source} to {report.target} "
        f"in {report.seconds:.1f} s; counts verified"
    )
    return Result(report, lines)

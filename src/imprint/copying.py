"""Move a whole store to another backend (`imprint copy`) and bring one up to date (`migrate`).

Backend-neutral: the SQL lives in each store's `StoreCopier` (`store/sqlite/dump.py`,
`store/postgres/dump.py`); this module walks the tables in dependency order, a batch at a
time, so a store of any size copies in bounded memory. Ids are kept, so the event log's
references stay valid, which is why the target must be empty. The policy cache is derived
data and is not copied; the target rebuilds it, and its full-text and vector indexes, from
the content.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from imprint.errors import ImprintError, InvalidInputError, StoreError, UsageError
from imprint.protocols import CopyTable, StoreCopier
from imprint.store.factory import copier_for, store_from_url
from imprint.store.tables import COPY_ORDER
from imprint.store.url import parse_store_url

__all__ = [
    "DEFAULT_BATCH",
    "CopyProgress",
    "CopyReport",
    "MigrationReport",
    "TableCount",
    "copy_store",
    "migrate_store",
]

DEFAULT_BATCH = 1000
"""Rows per batch: each batch is one read on the source and one transaction on the target."""

CopyProgress = Callable[[CopyTable, int, int], None]
"""Called after each batch with the table, rows copied so far and rows in all."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TableCount:
    """Rows of one table on both sides after a copy."""

    table: CopyTable
    """The copied table (`memory_links`: memories with a `superseded_by` link)."""
    source: int
    """Rows in the source."""
    target: int
    """Rows in the target after the copy."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CopyReport:
    """What `copy_store` did."""

    source: str
    """The source store, safe to print."""
    target: str
    """The target store, safe to print."""
    tables: tuple[TableCount, ...]
    """Per-table counts, in copy order; every one verified equal."""
    seconds: float
    """Wall time of the copy."""


@dataclass(frozen=True, slots=True, kw_only=True)
class MigrationReport:
    """What `migrate_store` did."""

    store: str
    """The store, safe to print."""
    applied: tuple[str, ...]
    """Migrations applied now, in order (empty: it was up to date)."""
    recorded: tuple[str, ...]
    """Every migration the store records now."""


async def migrate_store(url: str) -> MigrationReport:
    """Open the store at `url` (creating a SQLite file), apply pending migrations, close it.

    Raises:
        SchemaError: a newer Imprint wrote the store, or it is not an Imprint store.
        StoreError: the store cannot be reached.
    """
    store = store_from_url(url)
    await store.connect()
    try:
        copier = copier_for(store)
        recorded = tuple(await copier.recorded_migrations())
        return MigrationReport(
            store=copier.describe(), applied=copier.migrations_applied, recorded=recorded
        )
    finally:
        await store.close()


def _check_urls(source_url: str, target_url: str) -> None:
    source = parse_store_url(source_url, create_parents=False)
    target = parse_store_url(target_url, create_parents=False)
    for role, location, url in (("source", source, source_url), ("target", target, target_url)):
        if location.in_memory:
            raise InvalidInputError(
                f"the copy {role} {url!r} is an in-memory store, which exists only inside "
                f"one process; give a file or a postgresql:// URL"
            )
    if source.path is not None and not source.path.is_file():
        raise InvalidInputError(
            f"no store at {str(source.path)!r} to copy from; check the --from path"
        )
    same_file = source.path is not None and source.path == target.path
    if same_file or (source.postgres is not None and source.postgres == target.postgres):
        raise InvalidInputError("the copy source and target are the same store; give two")


async def copy_store(
    source_url: str,
    target_url: str,
    *,
    batch: int = DEFAULT_BATCH,
    progress: CopyProgress | None = None,
) -> CopyReport:
    """Copy every agent, memory, vector, signal, event and learned state to an empty store.

    Ids and timestamps are kept. The target is migrated first and must hold no rows; the
    source should have no writers while the copy runs.

    Raises:
        InvalidInputError: a URL is malformed, in memory, missing, or both name one store.
        UsageError: the target already holds data (nothing is written).
        StoreError: a store failed; if the copy had begun, the message says the target is
            partial and should be dropped.
    """
    if batch < 1:
        raise InvalidInputError(f"batch must be at least 1, not {batch!r}")
    _check_urls(source_url, target_url)
    started = time.monotonic()
    source_store = store_from_url(source_url)
    await source_store.connect()
    try:
        target_store = store_from_url(target_url)
        await target_store.connect()
        try:
            return await _run_copy(
                copier_for(source_store), copier_for(target_store), batch, progress, started
            )
        finally:
            await target_store.close()
    finally:
        await source_store.close()


async def _run_copy(
    source: StoreCopier,
    target: StoreCopier,
    batch: int,
    progress: CopyProgress | None,
    started: float,
) -> CopyReport:
    filled = await target.filled_tables()
    if filled:
        held = ", ".join(f"{table}: {count:,}" for table, count in filled.items())
        raise UsageError(
            f"the copy target {target.describe()} already holds data ({held}); copying keeps "
            f"ids, so it needs an empty store: give a fresh database or a new file"
        )
    totals = {table: await source.count_rows(table) for table in COPY_ORDER}
    for table in COPY_ORDER:
        try:
            await _copy_table(source, target, table, totals[table], batch, progress)
        except ImprintError as exc:
            raise StoreError(
                f"the copy stopped in table {table!r}: {exc}; the target "
                f"{target.describe()} is partial: drop it (or delete the file) and copy "
                f"into a fresh one"
            ) from exc
    await target.finish_load()
    counts: list[TableCount] = []
    for table in COPY_ORDER:
        copied = await target.count_rows(table)
        counts.append(TableCount(table=table, source=await source.count_rows(table), target=copied))
    wrong = [c for c in counts if c.source != c.target or c.source != totals[c.table]]
    if wrong:
        detail = ", ".join(
            f"{c.table}: {totals[c.table]:,} at start, {c.source:,} now, {c.target:,} copied"
            for c in wrong
        )
        raise StoreError(
            f"the copy's row counts do not match ({detail}); the source changed during the "
            f"copy or a write failed, so the target {target.describe()} is not a faithful "
            f"copy: drop it, stop the source's writers and copy again"
        )
    return CopyReport(
        source=source.describe(),
        target=target.describe(),
        tables=tuple(counts),
        seconds=time.monotonic() - started,
    )


async def _copy_table(
    source: StoreCopier,
    target: StoreCopier,
    table: CopyTable,
    total: int,
    batch: int,
    progress: CopyProgress | None,
) -> None:
    done = 0
    if progress is not None:
        progress(table, done, total)
    rows = await source.dump_rows(table, after=None, limit=batch)
    while rows:
        await target.load_rows(table, rows)
        done += len(rows)
        if progress is not None:
            progress(table, done, total)
        if len(rows) < batch:
            break
        rows = await source.dump_rows(table, after=rows[-1], limit=batch)

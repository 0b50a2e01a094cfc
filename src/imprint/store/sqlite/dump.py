"""`SQLiteCopier`: dump and load a SQLite store's rows for `imprint copy`.

Rows leave and enter in the neutral form of `store/tables.py`. Loading rebuilds what is
derived from the content: the owner-prefixed FTS `terms` (the `memories_ai` trigger then
indexes them) and the vectors' store-wide `seq`, so a sqlite-vec index catches up with
every copied vector on first search. `vec_sync` and the policy cache start empty.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from imprint.protocols import CopyTable
from imprint.store.sqlite.migrations import applied_migrations
from imprint.store.sqlite.store import SQLiteStore
from imprint.store.tables import TABLES, TableSpec
from imprint.store.terms import index_terms, index_text, owner_prefix

__all__ = ["SQLiteCopier"]


def _keyset(spec: TableSpec, after: Mapping[str, Any] | None) -> tuple[str, list[Any]]:
    """The WHERE condition (without `WHERE`) that pages past `after`, and its parameters."""
    if after is None:
        return "1", []
    keys = ", ".join(spec.key)
    marks = ", ".join("?" for _ in spec.key)
    return f"({keys}) > ({marks})", [after[k] for k in spec.key]


def _dump(
    c: sqlite3.Connection, table: CopyTable, after: Mapping[str, Any] | None, limit: int
) -> list[dict[str, Any]]:
    spec = TABLES[table]
    where, params = _keyset(spec, after)
    if table == "memory_links":
        where += " AND superseded_by IS NOT NULL"
    columns, order = ", ".join(spec.columns), ", ".join(spec.key)
    rows = c.execute(
        f"SELECT {columns} FROM {spec.source} WHERE {where} ORDER BY {order} LIMIT ?",
        [*params, int(limit)],
    ).fetchall()
    out = [dict(zip(spec.columns, row, strict=True)) for row in rows]
    if table == "memories":
        for row in out:
            row["pinned"] = bool(row["pinned"])
    elif table == "vectors":
        for row in out:
            row["vector"] = np.frombuffer(row["vector"], dtype="<f4").astype(float).tolist()
    return out


def _load(c: sqlite3.Connection, table: CopyTable, rows: Sequence[Mapping[str, Any]]) -> None:
    spec = TABLES[table]
    if table == "memory_links":
        c.executemany(
            "UPDATE memories SET superseded_by = ? WHERE id = ?",
            [(r["superseded_by"], r["id"]) for r in rows],
        )
        return
    columns = list(spec.columns)
    values: list[list[Any]] = [[r[k] for k in spec.columns] for r in rows]
    if table == "memories":
        columns.append("terms")
        for value, r in zip(values, rows, strict=True):
            value[columns.index("pinned")] = int(bool(r["pinned"]))
            text = index_text(r["content"], r["subject"])
            value.append(index_terms(text, owner_prefix(r["agent_id"], r["user_id"])))
    elif table == "vectors":
        # A store-wide sequence number, as `queries._write_vector` keeps it.
        seq = int(c.execute("SELECT coalesce(max(seq), 0) FROM vectors").fetchone()[0])
        columns.append("seq")
        at = columns.index("vector")
        for offset, value in enumerate(values, start=1):
            value[at] = np.asarray(value[at], dtype="<f4").tobytes()
            value.append(seq + offset)
    marks = ", ".join("?" for _ in columns)
    c.executemany(f"INSERT INTO {spec.source} ({', '.join(columns)}) VALUES ({marks})", values)


def _count(c: sqlite3.Connection, table: CopyTable) -> int:
    where = " WHERE superseded_by IS NOT NULL" if table == "memory_links" else ""
    return int(c.execute(f"SELECT count(*) FROM {TABLES[table].source}{where}").fetchone()[0])


class SQLiteCopier:
    """Neutral rows in and out of a connected `SQLiteStore` (see `StoreCopier`)."""

    def __init__(self, store: SQLiteStore) -> None:
        self._store = store

    def describe(self) -> str:
        """The file path, or `sqlite:///:memory:`."""
        path = self._store.path
        return "sqlite:///:memory:" if path is None else str(path)

    @property
    def migrations_applied(self) -> tuple[str, ...]:
        """Migrations the store's last `connect()` applied."""
        return self._store.migrations_applied

    async def recorded_migrations(self) -> list[str]:
        """Every migration recorded in the file, in order."""
        return await self._store.connection.read(applied_migrations)

    async def count_rows(self, table: CopyTable) -> int:
        """How many rows `dump_rows` returns for `table` in all."""
        return await self._store.connection.read(lambda c: _count(c, table))

    async def dump_rows(
        self, table: CopyTable, *, after: Mapping[str, Any] | None, limit: int
    ) -> list[dict[str, Any]]:
        """At most `limit` rows in primary-key order, after the row `after`."""
        return await self._store.connection.read(lambda c: _dump(c, table, after, limit))

    async def load_rows(self, table: CopyTable, rows: Sequence[Mapping[str, Any]]) -> None:
        """Insert dumped rows with their ids, in one transaction."""
        if rows:
            await self._store.connection.write(lambda c: _load(c, table, rows))

    async def filled_tables(self) -> dict[str, int]:
        """Row counts of the copied tables that hold rows."""

        def run(c: sqlite3.Connection) -> dict[str, int]:
            sources = dict.fromkeys(spec.source for spec in TABLES.values())
            counts = {t: int(c.execute(f"SELECT count(*) FROM {t}").fetchone()[0]) for t in sources}
            return {t: n for t, n in counts.items() if n}

        return await self._store.connection.read(run)

    async def finish_load(self) -> None:
        """Nothing to do: `AUTOINCREMENT` already moved past every id inserted explicitly."""

"""`PostgresCopier`: dump and load a PostgreSQL store's rows for `imprint copy`.

Rows leave and enter in the neutral form of `store/tables.py`. Loading rebuilds what is
derived from the content: `terms` and the target's `fts_config`, from which PostgreSQL
generates the `tsvector`; pgvector indexes are created on first search as usual. Ids are
inserted as given (identity columns are `BY DEFAULT`), so `finish_load` moves each identity
sequence past the largest loaded id.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from imprint.protocols import CopyTable
from imprint.store.postgres.schema import applied_migrations
from imprint.store.postgres.store import PostgresMemoryStore
from imprint.store.tables import IDENTITY_COLUMNS, TABLES, TableSpec
from imprint.store.terms import index_terms, index_text, owner_prefix

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["PostgresCopier"]


def _keyset(spec: TableSpec, after: Mapping[str, Any] | None) -> tuple[str, list[Any]]:
    """The WHERE condition (without `WHERE`) that pages past `after`, and its parameters."""
    if after is None:
        return "TRUE", []
    keys = ", ".join(spec.key)
    marks = ", ".join(f"${i}" for i in range(1, len(spec.key) + 1))
    return f"({keys}) > ({marks})", [after[k] for k in spec.key]


def _select_list(table: CopyTable) -> str:
    columns = TABLES[table].columns
    return ", ".join("embedding AS vector" if c == "vector" else c for c in columns)


async def _dump(
    c: Connection, table: CopyTable, after: Mapping[str, Any] | None, limit: int
) -> list[dict[str, Any]]:
    spec = TABLES[table]
    where, params = _keyset(spec, after)
    if table == "memory_links":
        where += " AND superseded_by IS NOT NULL"
    rows = await c.fetch(
        f"SELECT {_select_list(table)} FROM {spec.source} WHERE {where} "
        f"ORDER BY {', '.join(spec.key)} LIMIT ${len(params) + 1}",
        *params,
        int(limit),
    )
    out = [dict(zip(spec.columns, row, strict=True)) for row in rows]
    if table == "vectors":
        for row in out:
            row["vector"] = [float(x) for x in row["vector"]]
    return out


async def _load(
    c: Connection, table: CopyTable, rows: Sequence[Mapping[str, Any]], fts_config: str
) -> None:
    spec = TABLES[table]
    if table == "memory_links":
        await c.executemany(
            "UPDATE memories SET superseded_by = $1 WHERE id = $2",
            [(r["superseded_by"], r["id"]) for r in rows],
        )
        return
    columns = ["embedding" if k == "vector" else k for k in spec.columns]
    marks = [f"${i}" for i in range(1, len(columns) + 1)]
    values: list[list[Any]] = [[r[k] for k in spec.columns] for r in rows]
    if table == "memories":
        columns += ["fts_config", "terms"]
        marks += [f"${len(marks) + 1}::text::regconfig", f"${len(marks) + 2}"]
        for value, r in zip(values, rows, strict=True):
            value += [
                fts_config,
                index_terms(
                    index_text(r["content"], r["subject"]),
                    owner_prefix(r["agent_id"], r["user_id"]),
                ),
            ]
    elif table == "vectors":
        at = columns.index("embedding")
        marks[at] += "::real[]"
        for value in values:
            value[at] = [float(x) for x in value[at]]
    await c.executemany(
        f"INSERT INTO {spec.source} ({', '.join(columns)}) VALUES ({', '.join(marks)})",
        values,
    )


async def _count(c: Connection, table: CopyTable) -> int:
    where = " WHERE superseded_by IS NOT NULL" if table == "memory_links" else ""
    return int(await c.fetchval(f"SELECT count(*) FROM {TABLES[table].source}{where}"))


async def _advance_sequences(c: Connection) -> None:
    for table, column in IDENTITY_COLUMNS.items():
        source = TABLES[table].source
        # is_called = false: the next generated id is exactly max + 1 (1 for an empty table).
        await c.execute(
            f"SELECT setval(pg_get_serial_sequence($1, $2), "
            f"coalesce((SELECT max({column}) FROM {source}), 0) + 1, false)",
            source,
            column,
        )


class PostgresCopier:
    """Neutral rows in and out of a connected `PostgresMemoryStore` (see `StoreCopier`)."""

    def __init__(self, store: PostgresMemoryStore) -> None:
        self._store = store

    def describe(self) -> str:
        """`postgresql://user@host:port/database`, without the password."""
        return self._store.location.describe()

    @property
    def migrations_applied(self) -> tuple[str, ...]:
        """Migrations the store's last `connect()` applied."""
        return self._store.migrations_applied

    async def recorded_migrations(self) -> list[str]:
        """Every migration recorded in the database, in order."""
        return await self._store.pool.read(applied_migrations)

    async def count_rows(self, table: CopyTable) -> int:
        """How many rows `dump_rows` returns for `table` in all."""
        return await self._store.pool.read(lambda c: _count(c, table))

    async def dump_rows(
        self, table: CopyTable, *, after: Mapping[str, Any] | None, limit: int
    ) -> list[dict[str, Any]]:
        """At most `limit` rows in primary-key order, after the row `after`."""
        return await self._store.pool.read(lambda c: _dump(c, table, after, limit))

    async def load_rows(self, table: CopyTable, rows: Sequence[Mapping[str, Any]]) -> None:
        """Insert dumped rows with their ids, in one transaction."""
        if rows:
            fts = self._store.location.fts_config
            await self._store.pool.write(lambda c: _load(c, table, rows, fts))

    async def filled_tables(self) -> dict[str, int]:
        """Row counts of the copied tables that hold rows."""

        async def run(c: Connection) -> dict[str, int]:
            counts: dict[str, int] = {}
            for source in dict.fromkeys(spec.source for spec in TABLES.values()):
                counts[source] = int(await c.fetchval(f"SELECT count(*) FROM {source}"))
            return {t: n for t, n in counts.items() if n}

        return await self._store.pool.read(run)

    async def finish_load(self) -> None:
        """Move every identity sequence past the largest id loaded."""
        await self._store.pool.write(_advance_sequences)

        async def analyze(c: Connection) -> None:
            # A bulk load leaves planner statistics empty until autovacuum comes round;
            # plans made meanwhile scan a user's rows instead of using the text index.
            await c.execute("ANALYZE")

        await self._store.pool.write(analyze)

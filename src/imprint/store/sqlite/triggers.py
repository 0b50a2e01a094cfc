"""Triggers on Imprint's tables: only the ones its migrations create, before an erasure.

A trigger is code stored in the file. One that someone else added to `memories` (say,
AFTER DELETE, copying the row into a table of theirs) would run inside `forget_user` and
keep what it was meant to erase; one of Imprint's own, dropped or rewritten, could leave
full-text entries behind. So an erasure first puts the triggers back as the migrations
wrote them, in its own transaction, and logs what it changed.
"""

from __future__ import annotations

import functools
import logging
import sqlite3

from imprint.store.sqlite.driver import DRIVER
from imprint.store.sqlite.migrations import migrate

__all__ = ["restore_triggers"]

log = logging.getLogger(__name__)

_VEC_TABLES = "vec_memories_"
"""Name prefix of the optional sqlite-vec indexes (created outside the migrations)."""


@functools.cache
def _expected() -> tuple[frozenset[str], dict[str, str]]:
    """(Imprint's table names, its triggers by name with their SQL), as migrated.

    Computed once per process from the migrations themselves, run on an empty in-memory
    database, so a migration that adds or changes a trigger is covered without a list to
    keep in step. Derived from code, not from any file's data.
    """
    conn: sqlite3.Connection = DRIVER.connect(":memory:", isolation_level=None)
    try:
        migrate(conn)
        rows = conn.execute("SELECT type, name, sql FROM sqlite_master").fetchall()
    finally:
        conn.close()
    tables = frozenset(str(name) for kind, name, _ in rows if kind == "table")
    triggers = {str(name): str(sql) for kind, name, sql in rows if kind == "trigger"}
    return tables, triggers


def _ours(table: str, tables: frozenset[str]) -> bool:
    return table in tables or table.startswith(_VEC_TABLES)


def restore_triggers(c: sqlite3.Connection) -> list[str]:
    """Drop triggers on Imprint's tables that its migrations did not create; recreate its own.

    Runs inside the caller's write transaction. Returns what changed, for the log; the
    statements are the migrations' own, so a file with nothing foreign is left as it was.
    Triggers on the application's own tables, if it shares the file, are not touched.
    """
    tables, expected = _expected()
    present = {
        str(name): (str(table), None if sql is None else str(sql))
        for name, table, sql in c.execute(
            "SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger'"
        )
    }
    changed: list[str] = []
    for name, (table, sql) in present.items():
        if name in expected and sql == expected[name]:
            continue
        if name in expected or _ours(table, tables):
            # Names are read from the schema, never from user text; quoted all the same.
            c.execute(f'DROP TRIGGER "{name.replace(chr(34), chr(34) * 2)}"')
            changed.append(f"dropped {name!r} on {table!r}")
    for name, sql in expected.items():
        if present.get(name, ("", None))[1] != sql:
            c.execute(sql)
            changed.append(f"restored {name!r}")
    if changed:
        log.warning(
            "the store held triggers Imprint did not create on its tables; before erasing: %s",
            "; ".join(changed),
        )
    return changed

"""Point reads on the calling thread: same answers as the connection thread, never stuck."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from imprint.errors import StoreError, UsageError
from imprint.store.sqlite.connection import DRIVER, SQLiteConnection
from imprint.store.url import parse_store_url


async def _open(url: str) -> SQLiteConnection:
    c = SQLiteConnection(parse_store_url(url))
    await c.open()
    await c.write(lambda x: x.execute("CREATE TABLE t (v TEXT PRIMARY KEY)"))
    return c


@pytest.fixture
async def conn(db_path: Path) -> AsyncIterator[SQLiteConnection]:
    c = await _open(f"sqlite:///{db_path}")
    try:
        yield c
    finally:
        await c.close()


def _values(c: sqlite3.Connection) -> list[str]:
    return [str(r[0]) for r in c.execute("SELECT v FROM t ORDER BY v")]


def _thread_of_call(c: sqlite3.Connection) -> int:
    return threading.get_ident()


async def test_sees_each_write_as_soon_as_it_returns(conn: SQLiteConnection) -> None:
    for value in ["a", "b", "c"]:

        def insert(c: sqlite3.Connection, v: str = value) -> None:
            c.execute("INSERT INTO t (v) VALUES (?)", (v,))

        await conn.write(insert)
        assert await conn.read_inline(_values) == await conn.read(_values)
    assert await conn.read_inline(_values) == ["a", "b", "c"]


async def test_runs_on_the_calling_thread_for_a_wal_file(conn: SQLiteConnection) -> None:
    assert await conn.read_inline(_thread_of_call) == threading.get_ident()
    assert await conn.read(_thread_of_call) != threading.get_ident()


async def test_cannot_write(conn: SQLiteConnection) -> None:
    with pytest.raises(StoreError, match="readonly"):
        await conn.read_inline(lambda c: c.execute("INSERT INTO t (v) VALUES ('x')"))
    assert await conn.read(_values) == []


async def test_in_memory_store_reads_on_its_own_thread() -> None:
    c = await _open("sqlite:///:memory:")
    try:
        await c.write(lambda x: x.execute("INSERT INTO t (v) VALUES ('m')"))
        assert await c.read_inline(_values) == ["m"]
        assert await c.read_inline(_thread_of_call) != threading.get_ident()
    finally:
        await c.close()


async def test_a_busy_file_falls_back_to_the_connection_thread(conn: SQLiteConnection) -> None:
    await conn.write(lambda x: x.execute("INSERT INTO t (v) VALUES ('kept')"))
    caller = threading.get_ident()

    def busy_here(c: sqlite3.Connection) -> list[str]:
        # SQLite says this (with no busy timeout) when WAL recovery or a lock elsewhere
        # would make a reader wait; the waiting belongs on the connection thread.
        if threading.get_ident() == caller:
            raise DRIVER.OperationalError("database is locked")
        return _values(c)

    assert await conn.read_inline(busy_here) == ["kept"]
    assert await conn.read_inline(_values) == ["kept"]  # the inline connection still works


async def test_other_errors_are_store_errors(conn: SQLiteConnection) -> None:
    with pytest.raises(StoreError, match="no such table"):
        await conn.read_inline(lambda c: c.execute("SELECT * FROM missing").fetchall())


async def test_refuses_before_open_and_after_close(db_path: Path) -> None:
    c = SQLiteConnection(parse_store_url(f"sqlite:///{db_path}"))
    with pytest.raises(UsageError, match="connect"):
        await c.read_inline(_values)
    await c.open()
    await c.close()
    with pytest.raises(UsageError, match="connect"):
        await c.read_inline(_values)


async def test_a_relative_path_still_names_the_same_file_after_a_chdir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home, elsewhere = tmp_path / "home", tmp_path / "elsewhere"
    home.mkdir()
    elsewhere.mkdir()
    monkeypatch.chdir(home)
    c = await _open("sqlite:///store.db")
    try:
        await c.write(lambda x: x.execute("INSERT INTO t (v) VALUES ('mine')"))
        monkeypatch.chdir(elsewhere)
        assert await c.read_inline(_values) == ["mine"]
    finally:
        await c.close()
    assert list(elsewhere.iterdir()) == []


async def test_opened_with_the_store_and_its_schema_read(db_path: Path) -> None:
    # The first observe would otherwise open it and parse the schema inside its budget.
    from imprint.store.sqlite.store import SQLiteStore

    store = SQLiteStore(f"sqlite:///{db_path}")
    await store.connect()
    try:
        inline = store._conn._inline
        assert inline is not None
        # Parsed: statements naming the store's tables prepare without another schema read.
        names = {str(r[0]) for r in inline.execute("SELECT name FROM sqlite_master")}
        assert {"memories", "signals"} <= names
    finally:
        await store.close()

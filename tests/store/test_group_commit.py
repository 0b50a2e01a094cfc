"""Writes queued behind a running one share a transaction, each in its own savepoint."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from imprint.errors import StoreError
from imprint.store.sqlite.connection import SQLiteConnection
from imprint.store.url import parse_store_url


@pytest.fixture
async def conn(db_path: Path) -> AsyncIterator[SQLiteConnection]:
    c = SQLiteConnection(parse_store_url(f"sqlite:///{db_path}"))
    await c.open()
    await c.raw(lambda x: x.execute("CREATE TABLE t (v TEXT PRIMARY KEY)"))
    try:
        yield c
    finally:
        await c.close()


def _insert(value: str) -> Callable[[sqlite3.Connection], str]:
    def run(c: sqlite3.Connection) -> str:
        c.execute("INSERT INTO t (v) VALUES (?)", (value,))
        return value

    return run


async def _values(conn: SQLiteConnection) -> set[str]:
    rows = await conn.read(lambda c: c.execute("SELECT v FROM t").fetchall())
    return {str(r[0]) for r in rows}


async def test_a_failing_write_rolls_back_alone(conn: SQLiteConnection) -> None:
    gate = threading.Event()

    def slow(c: sqlite3.Connection) -> str:
        gate.wait(5)  # holds the connection so the next writes queue up as one batch
        c.execute("INSERT INTO t (v) VALUES ('first')")
        return "first"

    def failing(c: sqlite3.Connection) -> str:
        c.execute("INSERT INTO t (v) VALUES ('half')")
        c.execute("INSERT INTO t (v) VALUES ('first')")  # primary key clash
        return "never"

    first = asyncio.ensure_future(conn.write(slow))
    await asyncio.sleep(0.05)
    queued = [
        asyncio.ensure_future(conn.write(_insert("a"))),
        asyncio.ensure_future(conn.write(failing)),
        asyncio.ensure_future(conn.write(_insert("b"))),
    ]
    await asyncio.sleep(0.05)
    gate.set()
    assert await first == "first"
    results = await asyncio.gather(*queued, return_exceptions=True)
    assert results[0] == "a" and results[2] == "b"
    assert isinstance(results[1], StoreError) and "UNIQUE" in str(results[1])
    assert await _values(conn) == {"first", "a", "b"}  # nothing of the failed write


async def test_a_cancelled_queued_write_is_not_applied(conn: SQLiteConnection) -> None:
    gate = threading.Event()

    def slow(c: sqlite3.Connection) -> None:
        gate.wait(5)

    first = asyncio.ensure_future(conn.write(slow))
    await asyncio.sleep(0.05)
    doomed = asyncio.ensure_future(conn.write(_insert("doomed")))
    kept = asyncio.ensure_future(conn.write(_insert("kept")))
    await asyncio.sleep(0.05)
    doomed.cancel()
    gate.set()
    await first
    assert await kept == "kept"
    with pytest.raises(asyncio.CancelledError):
        await doomed
    assert await _values(conn) == {"kept"}


async def test_many_concurrent_writers_all_land(conn: SQLiteConnection) -> None:
    values = [f"v{i}" for i in range(300)]
    got = await asyncio.gather(*(conn.write(_insert(v)) for v in values))
    assert got == values
    assert await _values(conn) == set(values)

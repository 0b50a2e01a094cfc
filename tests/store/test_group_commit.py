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


HANG_GUARD = 120.0
"""Seconds to wait for the connection thread before failing (a hang guard, not a timing)."""


async def _hold(conn: SQLiteConnection) -> tuple[asyncio.Future[str], threading.Event]:
    """Start a write that holds the connection until the returned event is set."""
    running, gate = threading.Event(), threading.Event()

    def slow(c: sqlite3.Connection) -> str:
        running.set()
        gate.wait(HANG_GUARD)
        c.execute("INSERT INTO t (v) VALUES ('first')")
        return "first"

    first = asyncio.ensure_future(conn.write(slow))
    assert await asyncio.to_thread(running.wait, HANG_GUARD)
    return first, gate


async def _queued(conn: SQLiteConnection, count: int) -> None:
    """Let the new writers run up to the write lock, where each joins the queue.

    Tasks start in the order they were made, all before this coroutine resumes, and a
    writer reaches the queue without awaiting anything: one yield is enough, always.
    """
    await asyncio.sleep(0)
    assert conn.waiting == count


async def _trace(conn: SQLiteConnection) -> list[str]:
    statements: list[str] = []
    await conn.raw(lambda c: c.set_trace_callback(statements.append))
    return statements


async def test_writes_queued_behind_a_running_one_share_one_transaction(
    conn: SQLiteConnection,
) -> None:
    statements = await _trace(conn)
    first, gate = await _hold(conn)
    queued = [asyncio.ensure_future(conn.write(_insert(v))) for v in ("a", "b", "c")]
    await _queued(conn, 3)
    gate.set()
    assert await first == "first"
    assert await asyncio.gather(*queued) == ["a", "b", "c"]
    # One transaction for the running write, one for the three that queued behind it.
    assert statements.count("BEGIN IMMEDIATE") == 2
    assert statements.count("COMMIT") == 2
    assert statements.count("SAVEPOINT imprint_job") == 3
    assert await _values(conn) == {"first", "a", "b", "c"}


async def test_a_failing_write_rolls_back_alone(conn: SQLiteConnection) -> None:
    def failing(c: sqlite3.Connection) -> str:
        c.execute("INSERT INTO t (v) VALUES ('half')")
        c.execute("INSERT INTO t (v) VALUES ('first')")  # primary key clash
        return "never"

    statements = await _trace(conn)
    first, gate = await _hold(conn)
    queued = [
        asyncio.ensure_future(conn.write(_insert("a"))),
        asyncio.ensure_future(conn.write(failing)),
        asyncio.ensure_future(conn.write(_insert("b"))),
    ]
    await _queued(conn, 3)
    gate.set()
    assert await first == "first"
    results = await asyncio.gather(*queued, return_exceptions=True)
    assert results[0] == "a" and results[2] == "b"
    assert isinstance(results[1], StoreError) and "UNIQUE" in str(results[1])
    assert statements.count("COMMIT") == 2  # the failure shared the transaction, yet
    assert statements.count("ROLLBACK TO imprint_job") == 1
    assert await _values(conn) == {"first", "a", "b"}  # nothing of the failed write


async def test_a_cancelled_queued_write_is_not_applied(conn: SQLiteConnection) -> None:
    first, gate = await _hold(conn)
    doomed = asyncio.ensure_future(conn.write(_insert("doomed")))
    kept = asyncio.ensure_future(conn.write(_insert("kept")))
    await _queued(conn, 2)
    doomed.cancel()
    gate.set()
    await first
    assert await kept == "kept"
    with pytest.raises(asyncio.CancelledError):
        await doomed
    assert await _values(conn) == {"first", "kept"}


async def test_many_concurrent_writers_all_land(conn: SQLiteConnection) -> None:
    values = [f"v{i}" for i in range(300)]
    got = await asyncio.gather(*(conn.write(_insert(v)) for v in values))
    assert got == values
    assert await _values(conn) == set(values)

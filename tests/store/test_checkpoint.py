"""Background checkpoints: the WAL stays bounded, the thread stops, failures are survivable."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
from pathlib import Path

import pytest

from imprint.store.sqlite.checkpoint import WRITER_MARK, Checkpointer
from imprint.store.sqlite.connection import DRIVER, SQLiteConnection
from imprint.store.url import parse_store_url

PAGE = 4096
FRAME = PAGE + 24


def _size(path: Path) -> int:
    return path.stat().st_size


def _threads() -> list[str]:
    return [t.name for t in threading.enumerate() if t.name.startswith("imprint-checkpoint")]


async def _open(db_path: Path) -> SQLiteConnection:
    c = SQLiteConnection(parse_store_url(f"sqlite:///{db_path}"))
    await c.open()
    await c.write(lambda x: x.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, b BLOB)"))
    return c


def _blob(c: sqlite3.Connection) -> None:
    c.execute("INSERT INTO t (b) VALUES (randomblob(40000))")  # about 10 pages


async def test_wal_stays_bounded_under_sustained_writes(db_path: Path) -> None:
    c = await _open(db_path)
    wal = db_path.with_name(db_path.name + "-wal")
    largest = 0
    try:
        for _ in range(1500):  # ~15,000 pages written: almost 4 times the writer's mark
            await c.write(_blob)
            largest = max(largest, _size(wal))
        # The mark, plus the commits that land while the thread holds the checkpoint lock.
        assert largest <= (WRITER_MARK + 500) * FRAME
        assert await c.read(lambda x: x.execute("SELECT count(*) FROM t").fetchone()[0]) == 1500
    finally:
        await c.close()


async def test_the_thread_copies_the_wal_into_the_file(db_path: Path) -> None:
    c = await _open(db_path)
    try:
        before = _size(db_path)
        for _ in range(200):  # ~2,000 pages, under the writer's own mark
            await c.write(_blob)
        for _ in range(100):
            if _size(db_path) > before + 1000 * PAGE:
                break
            await asyncio.sleep(0.05)
        assert _size(db_path) > before + 1000 * PAGE
    finally:
        await c.close()


async def test_close_stops_the_thread_and_removes_the_wal(db_path: Path) -> None:
    c = await _open(db_path)
    assert _threads()
    await c.write(_blob)
    await c.close()
    assert _threads() == []
    assert not db_path.with_name(db_path.name + "-wal").exists()


async def test_in_memory_store_has_no_checkpoint_thread() -> None:
    c = SQLiteConnection(parse_store_url("sqlite:///:memory:"))
    await c.open()
    try:
        assert _threads() == []
    finally:
        await c.close()


def test_a_failing_checkpoint_is_logged_once_and_retried(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    calls: list[int] = []

    class Broken:
        def execute(self, sql: str) -> None:
            calls.append(1)
            raise DRIVER.OperationalError("disk I/O error")

        def close(self) -> None:
            pass

    checkpointer = Checkpointer(
        tmp_path / "x.db",
        lambda: Broken(),  # type: ignore[arg-type,return-value]
        DRIVER.Error,
        every=1,
        idle_seconds=0.01,
    )
    caplog.set_level(logging.WARNING, logger="imprint.store.sqlite.checkpoint")
    checkpointer.start()
    try:
        for _ in range(200):
            checkpointer.committed()
            if len(calls) >= 3:
                break
            threading.Event().wait(0.01)
    finally:
        checkpointer.stop()
    assert len(calls) >= 3
    assert [r.message for r in caplog.records].count(
        f"background checkpoint of {tmp_path / 'x.db'} failed: disk I/O error"
    ) == 1


def test_an_unopenable_file_turns_checkpoints_off_with_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    def refuse() -> sqlite3.Connection:
        raise DRIVER.OperationalError("unable to open database file")

    checkpointer = Checkpointer(tmp_path / "x.db", refuse, DRIVER.Error)
    caplog.set_level(logging.WARNING, logger="imprint.store.sqlite.checkpoint")
    checkpointer.start()
    checkpointer.stop()
    assert any("background checkpoints are off" in r.message for r in caplog.records)


async def test_a_truncating_checkpoint_waits_for_a_running_one(db_path: Path) -> None:
    # A TRUNCATE checkpoint gives up at once while another checkpoint runs; erasure uses
    # one, so it must be able to keep the thread from starting one meanwhile.
    c = await _open(db_path)
    try:
        for _ in range(50):
            await c.write(_blob)

        def truncate(x: sqlite3.Connection) -> tuple[int, int, int]:
            with c.checkpoints_paused():
                row = x.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
                return int(row[0]), int(row[1]), int(row[2])

        held = threading.Event()
        release = threading.Event()

        def hold() -> None:
            with c.checkpoints_paused():
                held.set()
                release.wait(5)

        holder = threading.Thread(target=hold)
        holder.start()
        held.wait(5)
        pending = asyncio.ensure_future(c.raw(truncate))
        await asyncio.sleep(0.2)
        assert not pending.done()  # waiting for the pause, not failing busy
        release.set()
        assert await pending == (0, 0, 0)
        holder.join()
    finally:
        await c.close()

"""Background checkpoints: the WAL stays bounded, the thread stops, failures are survivable."""

from __future__ import annotations

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


HANG_GUARD = 120.0
"""Seconds to wait for an event before failing (a hang guard, never a timing assertion)."""


async def _open(db_path: Path, *, background_checkpoints: bool = True) -> SQLiteConnection:
    c = SQLiteConnection(
        parse_store_url(f"sqlite:///{db_path}"), background_checkpoints=background_checkpoints
    )
    await c.open()
    await c.write(lambda x: x.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, b BLOB)"))
    return c


def _blob(c: sqlite3.Connection) -> None:
    c.execute("INSERT INTO t (b) VALUES (randomblob(40000))")  # about 10 pages


async def test_the_writer_alone_keeps_the_wal_under_its_mark(db_path: Path) -> None:
    # No checkpoint thread and no reader: the writer's own checkpoint at WRITER_MARK is the
    # only one, it always completes, and the next write rewinds the WAL. What the thread
    # adds (copying earlier, off the commit path) is driven by hand in the tests below.
    c = await _open(db_path, background_checkpoints=False)
    wal = db_path.with_name(db_path.name + "-wal")
    largest = 0
    try:
        assert await c.raw(lambda x: x.execute("PRAGMA wal_autocheckpoint").fetchone()[0]) == (
            WRITER_MARK
        )
        for _ in range(1500):  # ~15,000 pages written: almost 4 times the writer's mark
            await c.write(_blob)
            largest = max(largest, _size(wal))
        # The mark, plus the one transaction that crossed it.
        assert WRITER_MARK * FRAME < largest <= (WRITER_MARK + 50) * FRAME
        assert await c.read(lambda x: x.execute("SELECT count(*) FROM t").fetchone()[0]) == 1500
    finally:
        await c.close()


async def test_a_checkpoint_copies_the_wal_into_the_file(db_path: Path) -> None:
    c = await _open(db_path, background_checkpoints=False)
    side = DRIVER.connect(str(db_path), isolation_level=None)
    try:
        before = _size(db_path)
        for _ in range(200):  # ~2,000 pages, under the writer's own mark
            await c.write(_blob)
        assert _size(db_path) < before + 1000 * PAGE  # still in the WAL
        checkpointer = Checkpointer(db_path, lambda: side, DRIVER.Error)
        assert not checkpointer.run_once(side)  # nothing committed since it was made
        checkpointer.committed()
        assert checkpointer.run_once(side)
        assert _size(db_path) > before + 1000 * PAGE
        # With every frame copied and no reader left, the next write rewinds the WAL.
        frames = side.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
        assert frames[0] == 0 and frames[1] == frames[2]
        await c.write(_blob)
        assert side.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()[1] < 50
    finally:
        side.close()
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

    checkpointer = Checkpointer(tmp_path / "x.db", lambda: Broken(), DRIVER.Error)  # type: ignore[arg-type,return-value]
    caplog.set_level(logging.WARNING, logger="imprint.store.sqlite.checkpoint")
    for _ in range(3):
        checkpointer.committed()
        assert checkpointer.run_once(Broken())  # type: ignore[arg-type]
    assert len(calls) == 3
    assert [r.message for r in caplog.records].count(
        f"background checkpoint of {tmp_path / 'x.db'} failed: disk I/O error"
    ) == 1


def test_the_thread_checkpoints_after_every_so_many_commits(tmp_path: Path) -> None:
    ran = threading.Event()

    class Recording:
        def execute(self, sql: str) -> Recording:
            assert sql == "PRAGMA wal_checkpoint(PASSIVE)"
            ran.set()
            return self

        def fetchall(self) -> list[object]:
            return []

        def close(self) -> None:
            pass

    # Idle wake-ups an hour apart: only the commit count can start this checkpoint.
    checkpointer = Checkpointer(
        tmp_path / "x.db",
        lambda: Recording(),  # type: ignore[arg-type,return-value]
        DRIVER.Error,
        every=3,
        idle_seconds=3600,
    )
    checkpointer.start()
    try:
        checkpointer.committed()
        checkpointer.committed()
        assert not ran.is_set()
        checkpointer.committed()
        assert ran.wait(HANG_GUARD)
    finally:
        checkpointer.stop()


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


def test_each_checkpoint_holds_the_pause_lock(tmp_path: Path) -> None:
    # A TRUNCATE checkpoint (erasure) gives up at once while another checkpoint runs; it
    # holds `pause` so the thread cannot start one meanwhile.
    held: list[bool] = []
    checkpointer: Checkpointer

    class Recording:
        def execute(self, sql: str) -> Recording:
            held.append(checkpointer.pause.locked())
            return self

        def fetchall(self) -> list[object]:
            return []

    checkpointer = Checkpointer(tmp_path / "x.db", lambda: Recording(), DRIVER.Error)  # type: ignore[arg-type,return-value]
    checkpointer.committed()
    checkpointer.run_once(Recording())  # type: ignore[arg-type]
    assert held == [True]
    with checkpointer.pause:
        assert not checkpointer.pause.acquire(blocking=False)


async def test_erasure_pauses_the_checkpoint_thread(db_path: Path) -> None:
    c = await _open(db_path)
    try:
        paused = c.checkpoints_paused()
        assert isinstance(paused, type(threading.Lock()))
        with paused:
            assert paused.locked()
    finally:
        await c.close()

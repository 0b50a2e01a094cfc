"""Emptying the WAL after an erasure: what this process opens itself never stands in the way.

A TRUNCATE checkpoint fails while any connection reads from the WAL or checkpoints it. A
reader from elsewhere delays it to a later commit (`tests/reliability/test_erasure.py`);
the inline read connection of the same store and the checkpoint threads of every store on
the file in this process must not: `forget_user` with a second agent's `Imprint` open on
the file once left the erased text in the WAL because that store's thread was copying.
"""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

import pytest

from imprint.store.sqlite.checkpoint import Checkpointer
from imprint.store.sqlite.connection import DRIVER, SQLiteConnection
from imprint.store.url import parse_store_url
from tests.store.test_checkpoint import HANG_GUARD


async def _open(db_path: Path, *, background_checkpoints: bool = True) -> SQLiteConnection:
    c = SQLiteConnection(
        parse_store_url(f"sqlite:///{db_path}"), background_checkpoints=background_checkpoints
    )
    await c.open()
    await c.write(lambda x: x.execute("CREATE TABLE IF NOT EXISTS t (b BLOB)"))
    return c


def _blob(c: sqlite3.Connection) -> None:
    c.execute("INSERT INTO t (b) VALUES (randomblob(40000))")


def _wal_size(db_path: Path) -> int:
    return db_path.with_name(db_path.name + "-wal").stat().st_size


async def test_an_inline_read_started_during_the_scrub_waits_behind_it(db_path: Path) -> None:
    c = await _open(db_path)
    try:
        await c.write(_blob)
        # An erasure whose WAL a reader from elsewhere kept: VACUUM ran, the TRUNCATE is
        # still owed (one step left, so the read below can be placed beside it).
        outside = DRIVER.connect(str(db_path), isolation_level=None)
        outside.execute("BEGIN")
        outside.execute("SELECT count(*) FROM t").fetchone()
        c.owe_scrub()
        assert not await c.scrub_wal()
        outside.execute("COMMIT")
        outside.close()

        released = threading.Event()  # lets the connection thread leave its first job
        scrubbed = threading.Event()  # set by the job queued after the scrub
        occupy = asyncio.ensure_future(c.raw(lambda _: released.wait(HANG_GUARD)))
        scrub = asyncio.ensure_future(c.scrub_wal())
        mark = asyncio.ensure_future(c.raw(lambda _: scrubbed.set()))
        # One turn of the loop: the three tasks queue their jobs, in this order, on the
        # connection thread, which is still in the first one.
        await asyncio.sleep(0)

        def lookup(x: sqlite3.Connection) -> int:
            # A point lookup holding its snapshot until the scrub's turn has passed.
            n = int(x.execute("SELECT count(*) FROM t").fetchone()[0])
            released.set()
            assert scrubbed.wait(HANG_GUARD)
            return n

        reading = asyncio.ensure_future(c.read_inline(lookup))
        await asyncio.sleep(0)  # its synchronous part: the lookup, or its hand-off
        released.set()
        assert await reading == 1
        assert await scrub, "the store's own inline read kept the WAL from being emptied"
        await asyncio.gather(occupy, mark)
        assert not c.scrub_owed
        assert _wal_size(db_path) == 0
    finally:
        await c.close()


@pytest.mark.parametrize("own_thread", [True, False])
async def test_another_stores_checkpoint_thread_waits_for_the_truncate(
    db_path: Path, own_thread: bool
) -> None:
    # Two stores on one file (two agents); the first with or without a checkpoint thread.
    erasing = await _open(db_path, background_checkpoints=own_thread)
    other = await _open(db_path)
    inside: list[bool] = []
    try:

        class Copying:
            """The other store's checkpoint connection, at the moment it checkpoints."""

            def execute(self, sql: str) -> Copying:
                assert sql == "PRAGMA wal_checkpoint(PASSIVE)"
                # Could the first store begin its TRUNCATE now? It would fail at once.
                gate = erasing.checkpoints_paused()
                assert isinstance(gate, type(threading.Lock()))
                took = gate.acquire(blocking=False)
                if took:
                    gate.release()
                inside.append(took)
                return self

            def fetchall(self) -> list[object]:
                return []

        assert other.path is not None
        thread = Checkpointer(other.path, lambda: Copying(), DRIVER.Error)  # type: ignore[arg-type,return-value]
        thread.committed()
        assert thread.run_once(Copying())  # type: ignore[arg-type]
        assert inside == [False], "a truncate could start while another store checkpoints"

        # And the other way round: while the first store empties its WAL, no checkpoint
        # thread on the file can start one.
        with erasing.checkpoints_paused():
            assert not thread.pause.acquire(blocking=False)

        # Both, for real: the erasing store's WAL is emptied with the other store open.
        await other.write(_blob)
        await erasing.write(_blob)
        erasing.owe_scrub()
        assert await erasing.scrub_wal()
        assert _wal_size(db_path) == 0
    finally:
        await other.close()
        await erasing.close()

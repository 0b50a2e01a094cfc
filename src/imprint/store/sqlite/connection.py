"""One SQLite connection on its own thread, running whole transactions in one hop.

Each transaction is a plain sync function executed in aiosqlite's connection thread, so a
transaction costs one thread hop instead of one per statement, and tasks sharing the
connection can never interleave statements inside each other's transactions. Writers start
with `BEGIN IMMEDIATE` so a read-then-write never fails half-way with SQLITE_BUSY; a
transaction whose caller was cancelled or whose function raised is rolled back whole
(`transaction.py`); what the driver's errors mean is `driver.py`'s.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from imprint.errors import ImprintError, StoreError, UsageError
from imprint.store.sqlite.checkpoint import Checkpointer, file_gate, truncate_wal, vacuum
from imprint.store.sqlite.driver import (
    DAMAGED_VALUE,
    DRIVER,
    apply_pragmas,
    connect,
    is_busy,
    side_connection,
    sqlite_driver,
    store_error,
)
from imprint.store.sqlite.transaction import (
    Job,
    JobCancelledError,
    fail_jobs,
    live_jobs,
    run_jobs,
    settle_jobs,
    snapshot,
)
from imprint.store.url import StoreLocation

# DRIVER, DAMAGED_VALUE and sqlite_driver are imported from here by callers and tests.
__all__ = ["DAMAGED_VALUE", "DRIVER", "SQLiteConnection", "sqlite_driver"]

log = logging.getLogger(__name__)

T = TypeVar("T")


class SQLiteConnection:
    """A SQLite connection used through whole-transaction functions."""

    def __init__(
        self,
        location: StoreLocation,
        *,
        busy_timeout_ms: int = 30_000,
        background_checkpoints: bool = True,
    ) -> None:
        self._location = location
        self._background_checkpoints = background_checkpoints
        self._busy_timeout_ms = busy_timeout_ms
        self._aio: aiosqlite.Connection | None = None
        self.can_load_extensions = False
        """True when the driver allows loading SQLite extensions such as sqlite-vec."""
        self.vec_loaded = False
        """True once sqlite-vec is loaded on this connection."""
        self._jobs: list[Job[Any]] = []
        self._write_lock = asyncio.Lock()
        self._wal = False
        self._inline: sqlite3.Connection | None = None
        self._inline_lock = threading.Lock()
        self._checkpointer: Checkpointer | None = None
        self._side_path: Path | None = None
        self._scrub_owed = False
        self._vacuum_owed = False

    @property
    def path(self) -> Path | None:
        """The database file, or None in memory."""
        return self._location.path

    async def open(self) -> None:
        """Open the connection and apply pragmas."""
        if self._aio is not None:
            raise UsageError("connection is already open")
        if self._location.path is not None:
            # The side connections open the file later, perhaps after a chdir.
            self._side_path = self._location.path.resolve()
        try:
            aio = aiosqlite.Connection(
                lambda: connect(self._location, self._busy_timeout_ms), iter_chunk_size=256
            )
            # A program that forgets `close()` must still exit; WAL makes the abrupt stop
            # safe. aiosqlite creates its worker thread non-daemon and offers no option.
            aio._thread.daemon = True
            self._aio = await aio
            await self._call(self._apply_pragmas)
        except BaseException as exc:
            if self._aio is not None:
                await self.close()
            if isinstance(exc, (DRIVER.Error, *DAMAGED_VALUE)):
                raise StoreError(f"cannot open SQLite store at {self._describe()}: {exc}") from exc
            raise
        if (
            self._wal
            and self._side_path is not None
            and self._background_checkpoints
            and not self._location.read_only
        ):
            side = functools.partial(side_connection, self._side_path)
            self._checkpointer = Checkpointer(self._side_path, side, DRIVER.Error)
            self._checkpointer.start()

    def open_inline(self) -> None:
        """Open the inline read connection and have it parse the schema, now.

        Otherwise the first inline read opens it, and a connection reads and parses the
        whole schema (tables, indexes, triggers, the full-text index) the first time a
        statement names a table: together a few hundred microseconds of the first observe.
        Call after migrations. Best effort: on failure the first read opens it.
        """
        if not self._wal or self._side_path is None:
            return
        if not self._inline_lock.acquire(blocking=False):
            return
        try:
            if self._inline is None:
                self._inline = self._open_inline()
            self._inline.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except DRIVER.Error as exc:
            log.debug("no inline read connection yet (%s); the first read opens it", exc)
        finally:
            self._inline_lock.release()

    def _describe(self) -> str:
        return ":memory:" if self._location.path is None else repr(str(self._location.path))

    def _apply_pragmas(self, conn: sqlite3.Connection) -> None:
        mode = apply_pragmas(conn, self._location, self._busy_timeout_ms)
        self._wal = str(mode).lower() == "wal"
        if mode is not None and not self._wal and not self._location.read_only:
            log.warning("SQLite refused WAL mode for %s (got %s)", self._describe(), mode)
        self.can_load_extensions = hasattr(conn, "enable_load_extension")

    async def load_sqlite_vec(self) -> str | None:
        """Load the sqlite-vec extension; None if loaded, else why it could not be."""
        try:
            import sqlite_vec
        except ImportError:
            return 'the sqlite-vec package is not installed (pip install "imprint-mem[vector]")'
        if not self.can_load_extensions:
            return "this Python's sqlite3 cannot load extensions (install sqlean.py)"

        def load(conn: sqlite3.Connection) -> None:
            conn.enable_load_extension(True)
            try:
                sqlite_vec.load(conn)
            finally:
                conn.enable_load_extension(False)

        try:
            await self._call(load)
        except (DRIVER.Error, AttributeError, OSError) as exc:
            return f"loading sqlite-vec failed: {exc}"
        self.vec_loaded = True
        return None

    async def close(self) -> None:
        """Close the connection; safe to call twice."""
        if self._aio is None:
            return
        try:
            scrubbed = await self.scrub_wal()
        except StoreError:
            scrubbed = False
        if not scrubbed:
            log.warning(
                "closing %s with erased text still in its WAL: another connection is reading; "
                "it goes at the next TRUNCATE checkpoint (the next erasure or close)",
                self._describe(),
            )
        aio, self._aio = self._aio, None
        try:
            # Before the writer closes: the last connection to close checkpoints the WAL.
            checkpointer, self._checkpointer = self._checkpointer, None
            if checkpointer is not None:
                await asyncio.to_thread(checkpointer.stop)
            with self._inline_lock:
                inline, self._inline = self._inline, None
            if inline is not None:
                inline.close()
        finally:
            # Even if cancelled above: a second close() would find nothing left to close.
            try:
                await aio.close()
            except DRIVER.Error as exc:
                raise StoreError(
                    f"closing the SQLite store at {self._describe()} failed: {exc}"
                ) from exc

    async def _call(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        if self._aio is None:
            raise UsageError("the store is not connected; call `await imprint.connect()` first")
        aio = self._aio
        # aiosqlite has no public way to run a callable on its thread; `_execute` is stable
        # across 0.17-0.22 and the dependency is pinned below 0.23.
        result: T = await aio._execute(lambda: fn(aio._conn))  # type: ignore[no-untyped-call]
        return result

    async def raw(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run `fn` on the connection thread outside any transaction (pragmas, checks)."""
        try:
            return await self._call(fn)
        except ImprintError:
            raise
        except (DRIVER.Error, *DAMAGED_VALUE) as exc:
            # "file is not a database", a malformed schema: the store is damaged.
            raise self._error(exc) from exc

    async def read(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run `fn` in a read transaction: one consistent snapshot, no writes."""
        return await self._guard(lambda conn: snapshot(conn, fn))

    async def read_inline(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """`read` for a point lookup, run on the calling thread when the file allows it.

        A thread hop costs 60-100 us, several times an indexed lookup, and the no-signal
        observe has a 200 us budget. So a WAL file is read through a second, query-only
        connection in the event loop's thread. WAL readers never wait for the writer; the
        connection has no busy timeout, so anything that would block (WAL recovery, a lock
        held elsewhere) goes to the connection thread instead, as does an in-memory store
        or a rollback-journal file. Only for statements that touch a few index pages.
        """
        if self._aio is None:
            raise UsageError("the store is not connected; call `await imprint.connect()` first")
        if not self._wal or not self._inline_lock.acquire(blocking=False):
            return await self.read(fn)
        try:
            conn = self._inline
            if conn is None:
                conn = self._inline = self._open_inline()
            return snapshot(conn, fn)
        except DRIVER.Error as exc:
            if not is_busy(exc):
                raise self._error(exc) from exc
        except DAMAGED_VALUE as exc:
            if isinstance(exc, ImprintError):
                raise
            raise self._error(exc) from exc
        finally:
            self._inline_lock.release()
        return await self.read(fn)

    def _open_inline(self) -> sqlite3.Connection:
        # Read-only at open, so a file that went away is an error rather than a new file.
        assert self._side_path is not None
        conn = side_connection(self._side_path, timeout=0, read_only=True)
        conn.row_factory = DRIVER.Row
        return conn

    def checkpoints_paused(self) -> contextlib.AbstractContextManager[object]:
        """Keep every checkpoint thread on this file in this process from starting one.

        For a TRUNCATE checkpoint, which gives up at once if another checkpoint is running:
        the file's `checkpoint.file_gate`, shared with the other stores open on the file.
        """
        if not self._wal or self._side_path is None:
            return contextlib.nullcontext()
        return file_gate(self._side_path)

    def owe_scrub(self) -> None:
        """Note that an erasure committed: the file needs a VACUUM, the WAL a TRUNCATE."""
        self._vacuum_owed = self._location.path is not None
        self._scrub_owed = self._wal

    @property
    def scrub_owed(self) -> bool:
        """True while erased text may still be in the file or the WAL (see `scrub_wal`)."""
        return self._vacuum_owed or self._scrub_owed

    async def scrub_wal(self) -> bool:
        """After an erasure: VACUUM, then empty the WAL into the file, without waiting.

        True once done. VACUUM rewrites every page, leaving none of the stale cell copies
        that b-tree rebalancing leaves and `secure_delete` does not reach
        (`checkpoint.vacuum`). The pages an erasure replaced stay in the WAL (and, while a
        reader needs them, in the file) until a checkpoint copies the new ones over and the
        WAL is emptied. That cannot complete while another connection holds a read
        transaction begun before the erasure, nor wait for it without stalling this store;
        so it is tried at once, and again after every later commit of this connection and
        at `close()` until it works. The readers this process opens itself never stand in
        the way: checkpoint threads of every store on the file wait (`checkpoints_paused`),
        and this store's inline reads go to the connection thread, behind the scrub.
        """
        if not self.scrub_owed:
            return True
        # Inline reads run on this (the event loop's) thread, so none is inside a lookup
        # while this coroutine runs; holding their lock until the scrub is done sends any
        # that start meanwhile to the connection thread, queued behind it, where their
        # snapshot cannot keep the TRUNCATE from emptying the WAL.
        with self._inline_lock:
            vacuumed, truncated = await self.raw(self._scrub)
        if vacuumed:
            self._vacuum_owed = False
        if truncated:
            self._scrub_owed = False
        return vacuumed and truncated

    def _scrub(self, conn: sqlite3.Connection) -> tuple[bool, bool]:
        """(VACUUM done or not owed, WAL emptied or not owed), in one hop."""
        if self._vacuum_owed and not self._vacuum(conn):
            return False, not self._scrub_owed
        return True, not self._scrub_owed or self._truncate_wal(conn)

    def _vacuum(self, conn: sqlite3.Connection) -> bool:
        return vacuum(conn, self._busy_timeout_ms, DRIVER.OperationalError, is_busy)

    def _truncate_wal(self, conn: sqlite3.Connection) -> bool:
        with self.checkpoints_paused():
            return truncate_wal(conn, self._busy_timeout_ms, DRIVER.OperationalError, is_busy)

    async def write(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run `fn` in a write transaction; commit on success, roll back on any failure.

        Writes that arrive while another is running are grouped into the next transaction
        (group commit), each inside its own savepoint: one failing function rolls back only
        its own changes, and no caller hears of success before the COMMIT that made its
        change durable. If the awaiting task is cancelled before its function finishes,
        that function's changes are rolled back instead of committed.
        """
        job: Job[Any] = Job(fn, asyncio.get_running_loop().create_future())
        self._jobs.append(job)
        try:
            async with self._write_lock:
                if not job.future.done() and not job.taken:
                    batch, self._jobs = self._jobs, []
                    for queued in batch:
                        queued.taken = True
                    if len(batch) == 1:
                        await self._run_batch(batch)
                    else:
                        # Shielded: the batch carries other callers' writes, and their
                        # futures must be settled even if this caller is cancelled.
                        await asyncio.shield(asyncio.ensure_future(self._run_batch(batch)))
            result: T = await job.future
            return result
        except asyncio.CancelledError:
            job.cancelled = True
            if not job.taken and job in self._jobs:
                self._jobs.remove(job)
            raise

    @property
    def waiting(self) -> int:
        """Writes queued behind the running transaction; they will share the next one."""
        return len(self._jobs)

    async def _run_batch(self, batch: list[Job[Any]]) -> None:
        live = live_jobs(batch)
        if not live:
            return
        try:
            outcomes = await self._guard(lambda conn: run_jobs(conn, live))
        except BaseException as exc:
            fail_jobs(live, exc)
            if isinstance(exc, asyncio.CancelledError):
                raise
            return
        if self._checkpointer is not None:
            self._checkpointer.committed()
        settle_jobs(live, outcomes, self._error)
        if self.scrub_owed:
            try:
                await self.scrub_wal()
            except StoreError as exc:  # the commits stand; the next one tries again
                log.warning("emptying the WAL of %s failed: %s", self._describe(), exc)

    async def _guard(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        try:
            return await self._call(fn)
        except JobCancelledError as exc:
            raise asyncio.CancelledError from exc
        except ImprintError:
            raise
        except (DRIVER.Error, *DAMAGED_VALUE) as exc:
            raise self._error(exc) from exc

    def _error(self, exc: BaseException) -> StoreError:
        return store_error(exc, f"SQLite store at {self._describe()}")

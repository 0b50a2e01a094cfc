"""One SQLite connection on its own thread, running whole transactions in one hop.

Each transaction is a plain sync function executed in aiosqlite's connection thread, so a
transaction costs one thread hop instead of one per statement, and tasks sharing the
connection can never interleave statements inside each other's transactions. Writers start
with `BEGIN IMMEDIATE` so a read-then-write never fails half-way with SQLITE_BUSY; a
transaction whose caller was cancelled or whose function raised is rolled back whole.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

import aiosqlite

from imprint.errors import StoreError, UsageError
from imprint.store.url import StoreLocation

__all__ = ["DRIVER", "SQLiteConnection", "sqlite_driver"]

log = logging.getLogger(__name__)

T = TypeVar("T")


def sqlite_driver() -> ModuleType:
    """Return `sqlean` when installed (it can load extensions everywhere), else `sqlite3`."""
    try:
        import sqlean
    except ImportError:
        return sqlite3
    return sqlean  # type: ignore[no-any-return]


DRIVER: ModuleType = sqlite_driver()
"""The DB-API module in use; its exception classes are the ones to catch."""

_BUSY_RETRY_SECONDS = 60.0


class _CancelledError(Exception):
    """Raised inside the worker thread to roll back a transaction whose caller gave up."""


def _is_busy(exc: BaseException) -> bool:
    message = str(exc).lower()
    return isinstance(exc, DRIVER.OperationalError) and (
        "database is locked" in message or "database is busy" in message
    )


class SQLiteConnection:
    """A SQLite connection used through whole-transaction functions."""

    def __init__(self, location: StoreLocation, *, busy_timeout_ms: int = 30_000) -> None:
        self._location = location
        self._busy_timeout_ms = busy_timeout_ms
        self._aio: aiosqlite.Connection | None = None
        self.can_load_extensions = False
        """True when the driver allows loading SQLite extensions such as sqlite-vec."""
        self.vec_loaded = False
        """True once sqlite-vec is loaded on this connection."""

    @property
    def path(self) -> Path | None:
        """The database file, or None in memory."""
        return self._location.path

    def _connect(self) -> sqlite3.Connection:
        target = ":memory:" if self._location.path is None else str(self._location.path)
        conn: sqlite3.Connection = DRIVER.connect(
            target,
            timeout=self._busy_timeout_ms / 1000,
            isolation_level=None,  # we issue BEGIN/COMMIT ourselves
            check_same_thread=False,
        )
        conn.row_factory = DRIVER.Row
        return conn

    async def open(self) -> None:
        """Open the connection and apply pragmas."""
        if self._aio is not None:
            raise UsageError("connection is already open")
        try:
            aio = aiosqlite.Connection(self._connect, iter_chunk_size=256)
            # A program that forgets `close()` must still exit; WAL makes the abrupt stop
            # safe. aiosqlite creates its worker thread non-daemon and offers no option.
            aio._thread.daemon = True
            self._aio = await aio
            await self._call(self._apply_pragmas)
        except DRIVER.Error as exc:
            raise StoreError(f"cannot open SQLite store at {self._describe()}: {exc}") from exc

    def _describe(self) -> str:
        return ":memory:" if self._location.path is None else repr(str(self._location.path))

    def _apply_pragmas(self, conn: sqlite3.Connection) -> None:
        if self._location.path is not None:
            mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                log.warning("SQLite refused WAL mode for %s (got %s)", self._describe(), mode)
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute(f"PRAGMA busy_timeout={int(self._busy_timeout_ms)}")
        conn.execute("PRAGMA foreign_keys=ON")
        # Erased users' text must not linger in freed pages (data rights).
        conn.execute("PRAGMA secure_delete=ON")
        conn.execute("PRAGMA temp_store=MEMORY")
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
        aio, self._aio = self._aio, None
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
        return await self._call(fn)

    async def read(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run `fn` in a read transaction: one consistent snapshot, no writes."""

        def run(conn: sqlite3.Connection) -> T:
            conn.execute("BEGIN")
            try:
                return fn(conn)
            finally:
                conn.execute("COMMIT")

        return await self._guard(run)

    async def write(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run `fn` in one write transaction; commit on success, roll back on any failure.

        If the awaiting task is cancelled before the function finishes, the transaction is
        rolled back instead of committed.
        """
        cancelled = threading.Event()

        def run(conn: sqlite3.Connection) -> T:
            deadline = time.monotonic() + _BUSY_RETRY_SECONDS
            delay = 0.005
            while True:
                try:
                    conn.execute("BEGIN IMMEDIATE")
                    break
                except DRIVER.OperationalError as exc:
                    # busy_timeout already waited; this covers lock storms past it.
                    if not _is_busy(exc) or time.monotonic() > deadline:
                        raise
                    time.sleep(delay)
                    delay = min(delay * 2, 0.5)
            try:
                result = fn(conn)
                if cancelled.is_set():
                    raise _CancelledError
                conn.execute("COMMIT")
            except BaseException:
                # ROLLBACK fails harmlessly if SQLite already ended the transaction, and the
                # original exception is the one worth raising.
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            return result

        try:
            return await self._guard(run)
        except asyncio.CancelledError:
            cancelled.set()
            raise

    async def _guard(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        try:
            return await self._call(fn)
        except _CancelledError as exc:
            raise asyncio.CancelledError from exc
        except DRIVER.Error as exc:
            raise StoreError(f"SQLite store at {self._describe()}: {exc}") from exc


def row_dict(row: Any) -> dict[str, Any]:
    """Turn a driver row into a dict (for JSON export)."""
    return {key: row[key] for key in row.keys()}  # noqa: SIM118

"""The SQLite driver in use, how a store's connections open, and what its errors mean.

`sqlean` when installed (it can load extensions everywhere), else the standard `sqlite3`.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from types import ModuleType

from imprint.errors import ImprintError, StoreError
from imprint.store.sqlite.checkpoint import WRITER_MARK
from imprint.store.url import StoreLocation

__all__ = [
    "DAMAGED_VALUE",
    "DRIVER",
    "apply_pragmas",
    "connect",
    "is_busy",
    "is_damage",
    "side_connection",
    "sqlite_driver",
    "store_error",
]


def sqlite_driver() -> ModuleType:
    """Return `sqlean` when installed (it can load extensions everywhere), else `sqlite3`."""
    try:
        import sqlean
    except ImportError:
        return sqlite3
    return sqlean  # type: ignore[no-any-return]


DRIVER: ModuleType = sqlite_driver()
"""The DB-API module in use; its exception classes are the ones to catch."""

DAMAGED_VALUE: tuple[type[Exception], ...] = (
    ValueError,
    KeyError,
    IndexError,
    OverflowError,
    RecursionError,
)
"""What decoding a damaged or hand-edited value raises (invalid UTF-8 or JSON, an unknown
enum value, a time out of range, JSON nested too deep); reported as `StoreError`. Type
errors are caught where rows are decoded (`rows.py`), so a `TypeError` stays a bug."""


def is_busy(exc: BaseException) -> bool:
    """Whether `exc` says another connection holds a lock this one waited for in vain."""
    message = str(exc).lower()
    # "locking protocol" (SQLITE_PROTOCOL): a WAL reader lost a race for a read lock.
    return isinstance(exc, DRIVER.OperationalError) and (
        "database is locked" in message
        or "database is busy" in message
        or "locking protocol" in message
    )


def is_damage(exc: Exception) -> bool:
    """Whether `exc` is a driver error or a value that did not decode (not one of ours)."""
    return isinstance(exc, (DRIVER.Error, *DAMAGED_VALUE)) and not isinstance(exc, ImprintError)


def connect(location: StoreLocation, busy_timeout_ms: int) -> sqlite3.Connection:
    """The store's own connection: autocommit (BEGIN and COMMIT are issued), rows by name."""
    target = ":memory:" if location.path is None else str(location.path)
    read_only = location.read_only and location.path is not None
    if read_only:
        assert location.path is not None
        # mode=ro: SQLite itself refuses every write, and a missing file is an error.
        target = location.path.resolve().as_uri() + "?mode=ro"
    conn: sqlite3.Connection = DRIVER.connect(
        target,
        timeout=busy_timeout_ms / 1000,
        isolation_level=None,  # we issue BEGIN/COMMIT ourselves
        check_same_thread=False,
        uri=read_only,
    )
    conn.row_factory = DRIVER.Row
    return conn


def side_connection(
    path: Path, timeout: float = 5.0, *, read_only: bool = False
) -> sqlite3.Connection:
    """Another connection to the file, for inline reads and background checkpoints."""
    target = path.as_uri() + ("?mode=ro" if read_only else "")
    conn: sqlite3.Connection = DRIVER.connect(
        target, timeout=timeout, isolation_level=None, check_same_thread=False, uri=True
    )
    return conn


def apply_pragmas(
    conn: sqlite3.Connection, location: StoreLocation, busy_timeout_ms: int
) -> str | None:
    """Set a store's connection up; return the file's journal mode (None in memory).

    A writable file is asked for WAL mode; a read-only store only reads the mode.
    """
    if location.read_only:
        # Only read the journal mode (inline reads need WAL); never change the file.
        mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
        conn.execute("PRAGMA query_only=ON")
        conn.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
        return str(mode)
    mode = None
    if location.path is not None:
        mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if str(mode).lower() == "wal":
            # The checkpointer thread does the copying; this mark only bounds the WAL.
            conn.execute(f"PRAGMA wal_autocheckpoint={WRITER_MARK}").fetchall()
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
    conn.execute("PRAGMA foreign_keys=ON")
    # Erased users' text must not linger in freed pages (data rights).
    conn.execute("PRAGMA secure_delete=ON")
    conn.execute("PRAGMA temp_store=MEMORY")
    return None if mode is None else str(mode)


def store_error(exc: BaseException, where: str) -> StoreError:
    """The `StoreError` that reports `exc` (a driver error, or a value that did not decode)."""
    if isinstance(exc, DRIVER.Error):
        return StoreError(f"{where}: {exc}")
    # A value read from the file did not decode: the file was damaged or edited.
    return StoreError(
        f"{where} holds a value this version cannot read "
        f"({type(exc).__name__}: {exc}); the file is damaged or was edited by hand"
    )

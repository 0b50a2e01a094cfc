"""Copy the WAL into the database file on a thread of its own, off the commit path.

SQLite's automatic checkpoint runs inside the COMMIT that crosses its mark: that commit
copies about 1,000 pages and syncs twice, 5-8 ms here, which came to 70 us on every
observe. `Checkpointer` runs PASSIVE checkpoints (they never wait for a writer and never
block one) on its own connection and thread, after every `every` commits, and after a
pause in writing.

The writer keeps an automatic checkpoint at a higher mark (`WRITER_MARK` pages) as the
bound on the WAL's size: SQLite rewinds the WAL only when a write begins with every frame
already copied, which a checkpoint running beside a busy writer seldom leaves it. At the
mark the writer copies what is left (little, the thread having kept up) and the next
write rewinds the WAL.

Every store on one file in this process checkpoints under one lock (`file_gate`): a
TRUNCATE checkpoint gives up at once, busy timeout or not, while any other connection
checkpoints, so an erasure must exclude the checkpoint threads of the other stores open on
its file (another agent's `Imprint`, say), not only its own.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import weakref
from collections.abc import Callable
from pathlib import Path

__all__ = ["WRITER_MARK", "Checkpointer", "file_gate", "truncate_wal", "vacuum"]

log = logging.getLogger(__name__)

WRITER_MARK = 4000
"""Pages in the WAL (16 MB at 4 KB pages) at which the writer checkpoints itself."""

_gates: weakref.WeakValueDictionary[str, threading.Lock] = weakref.WeakValueDictionary()
_gates_lock = threading.Lock()


def file_gate(path: Path) -> threading.Lock:
    """The lock every checkpoint of the file at `path` holds in this process.

    One per file, shared by every store open on it, kept while any of them holds it: a
    checkpoint thread holds it around each PASSIVE checkpoint and an erasure around its
    TRUNCATE, which would otherwise fail whenever another store's thread was copying.
    """
    key = str(path.resolve())
    with _gates_lock:
        gate = _gates.get(key)
        if gate is None:
            gate = _gates[key] = threading.Lock()
        return gate


class Checkpointer:
    """Runs PASSIVE checkpoints of one database file on a daemon thread."""

    def __init__(
        self,
        path: Path,
        connect: Callable[[], sqlite3.Connection],
        error: type[Exception],
        *,
        every: int = 64,
        idle_seconds: float = 0.5,
    ) -> None:
        self._path = path
        self._connect = connect
        self._error = error
        self._every = every
        self._idle = idle_seconds
        self._commits = 0
        self._dirty = False
        self._failed = False
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.pause = file_gate(path)
        """Held around each checkpoint; hold it to keep the thread from starting one (a
        TRUNCATE checkpoint gives up at once while another checkpoint runs). The file's
        `file_gate`: every store's checkpoint thread on the file shares it."""

    def start(self) -> None:
        """Start the thread; it opens its own connection."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(
            target=self._run, name=f"imprint-checkpoint-{self._path.name}", daemon=True
        )
        self._thread.start()

    def committed(self) -> None:
        """Count a commit; every `every` commits wake the thread."""
        self._dirty = True
        self._commits += 1
        if self._commits >= self._every:
            self._commits = 0
            self._wake.set()

    def stop(self) -> None:
        """Stop the thread and close its connection; waits for a running checkpoint."""
        thread, self._thread = self._thread, None
        if thread is None:
            return
        self._stop.set()
        self._wake.set()
        thread.join()

    def run_once(self, conn: sqlite3.Connection) -> bool:
        """One PASSIVE checkpoint on `conn` if anything was committed since the last one.

        Returns whether one ran. The thread calls this; tests drive it by hand.
        """
        if not self._dirty:
            return False  # idle and nothing written since the last run
        self._dirty = False
        try:
            with self.pause:
                conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
        except self._error as exc:
            # The writer's own checkpoint still bounds the WAL; say so once.
            if not self._failed:
                log.warning("background checkpoint of %s failed: %s", self._path, exc)
            self._failed = True
        return True

    def _run(self) -> None:
        try:
            conn = self._connect()
        except self._error as exc:
            log.warning("background checkpoints are off for %s: %s", self._path, exc)
            return
        try:
            while not self._stop.is_set():
                self._wake.wait(self._idle)
                self._wake.clear()
                if self._stop.is_set():
                    break
                self.run_once(conn)
        finally:
            conn.close()


def truncate_wal(
    conn: sqlite3.Connection,
    busy_timeout_ms: int,
    error: type[Exception],
    is_busy: Callable[[BaseException], bool],
) -> bool:
    """One TRUNCATE checkpoint that does not wait: True when the WAL is copied and empty.

    For erasure (`SQLiteConnection.scrub_wal`): the pages an erasure replaced stay in the WAL
    until then. It fails at once, rather than after the busy timeout, while a reader still
    needs the WAL, another checkpoint runs or another process writes: waiting would hold
    this connection's writers off. The connection's busy timeout is restored afterwards.
    """
    return _without_waiting(
        conn, "PRAGMA wal_checkpoint(TRUNCATE)", busy_timeout_ms, error, is_busy
    )


def vacuum(
    conn: sqlite3.Connection,
    busy_timeout_ms: int,
    error: type[Exception],
    is_busy: Callable[[BaseException], bool],
) -> bool:
    """VACUUM without waiting for another process's writer: True when it ran.

    For erasure: `secure_delete` zeroes a deleted cell and a freed page, but when a b-tree
    rebalances, the cells it moves leave their old bytes in the unused middle of the page
    they left, and a later delete of the moved cell does not reach that copy (a user's
    index entries, shifted by other users' inserts, survived `forget_user` this way).
    VACUUM writes every page afresh; the TRUNCATE checkpoint after it puts them in the file.
    """
    return _without_waiting(conn, "VACUUM", busy_timeout_ms, error, is_busy)


def _without_waiting(
    conn: sqlite3.Connection,
    sql: str,
    busy_timeout_ms: int,
    error: type[Exception],
    is_busy: Callable[[BaseException], bool],
) -> bool:
    conn.execute("PRAGMA busy_timeout=0")
    try:
        row = conn.execute(sql).fetchone()
    except error as exc:
        if not is_busy(exc):
            raise
        return False
    finally:
        conn.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
    # wal_checkpoint answers (busy, frames, checkpointed); VACUUM answers nothing.
    return row is None or not row[0]

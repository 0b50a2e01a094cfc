"""Whole transactions on the connection thread: a read snapshot, and group commit of writes.

Writers start with `BEGIN IMMEDIATE` (retried past the busy timeout through lock storms);
several queued write functions share one transaction, each in its own savepoint, and a
function whose caller gave up is rolled back instead of committed.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from imprint.errors import StoreError
from imprint.store.sqlite.driver import DRIVER, is_busy, is_damage

__all__ = [
    "Job",
    "JobCancelledError",
    "fail_jobs",
    "live_jobs",
    "run_jobs",
    "settle_jobs",
    "snapshot",
]

T = TypeVar("T")

_BUSY_RETRY_SECONDS = 60.0


class JobCancelledError(Exception):
    """Raised inside the worker thread to roll back a transaction whose caller gave up."""


def snapshot(conn: sqlite3.Connection, fn: Callable[[sqlite3.Connection], T]) -> T:
    """Run `fn` in one read transaction (one consistent snapshot)."""
    conn.execute("BEGIN")
    try:
        return fn(conn)
    finally:
        conn.execute("COMMIT")


class Job(Generic[T]):
    """One caller's write function waiting for (or inside) a group transaction."""

    __slots__ = ("cancelled", "fn", "future", "taken")

    def __init__(self, fn: Callable[[sqlite3.Connection], T], future: asyncio.Future[T]) -> None:
        self.fn = fn
        self.future = future
        # Set on the event loop's thread, read on the connection thread: a plain attribute
        # is enough, nothing waits on it; a `threading.Event` cost 4 us on every write.
        self.cancelled = False
        self.taken = False


def _begin_immediate(conn: sqlite3.Connection) -> None:
    deadline = time.monotonic() + _BUSY_RETRY_SECONDS
    delay = 0.005
    while True:
        try:
            conn.execute("BEGIN IMMEDIATE")
            return
        except DRIVER.OperationalError as exc:
            # busy_timeout already waited; this covers lock storms past it.
            if not is_busy(exc) or time.monotonic() > deadline:
                raise
            time.sleep(delay)
            delay = min(delay * 2, 0.5)


def live_jobs(batch: list[Job[Any]]) -> list[Job[Any]]:
    """The jobs of `batch` whose callers still wait; the others' futures are cancelled."""
    live = [job for job in batch if not job.cancelled]
    for job in batch:
        if job.cancelled and not job.future.done():
            job.future.cancel()
    return live


def fail_jobs(jobs: list[Job[Any]], exc: BaseException) -> None:
    """Tell each job still waiting that its transaction failed with `exc`."""
    for job in jobs:
        if not job.future.done():
            job.future.set_exception(_copy_error(exc))


def settle_jobs(
    jobs: list[Job[Any]],
    outcomes: list[tuple[bool, Any]],
    error: Callable[[BaseException], StoreError],
) -> None:
    """Give each job still waiting its outcome after the commit (`run_jobs`'s, in order).

    A driver error or a value that did not decode becomes `error(value)`, caused by it.
    """
    for job, (ok, value) in zip(jobs, outcomes, strict=True):
        if job.future.done():
            continue
        if ok:
            job.future.set_result(value)
        elif isinstance(value, JobCancelledError):
            job.future.cancel()
        elif isinstance(value, Exception) and is_damage(value):
            failure = error(value)
            failure.__cause__ = value
            job.future.set_exception(failure)
        else:
            job.future.set_exception(value)


def run_jobs(conn: sqlite3.Connection, jobs: list[Job[Any]]) -> list[tuple[bool, Any]]:
    """Run jobs in one transaction; (ok, result or exception) for each.

    Several jobs each get a savepoint: one whose function raised is rolled back to it and
    the others commit. Should SQLite abort the whole transaction instead (disk full, I/O
    error), every job is retried alone, so a batch never reports success for work that was
    rolled back. A lone job needs no savepoint (SAVEPOINT and RELEASE cost a tenth of a
    simple write): its failure rolls the transaction back and is raised.
    """
    _begin_immediate(conn)
    if len(jobs) == 1:
        return [_lone(conn, jobs[0])]
    outcomes: list[tuple[bool, Any]] = []
    try:
        for job in jobs:
            conn.execute("SAVEPOINT imprint_job")
            try:
                value = job.fn(conn)
                if job.cancelled:
                    raise JobCancelledError
            except Exception as exc:
                if not conn.in_transaction:
                    raise _BatchAbortedError from exc
                conn.execute("ROLLBACK TO imprint_job")
                conn.execute("RELEASE imprint_job")
                outcomes.append((False, exc))
                continue
            conn.execute("RELEASE imprint_job")
            outcomes.append((True, value))
        conn.execute("COMMIT")
    except _BatchAbortedError:
        return [_alone(conn, job) for job in jobs]
    except BaseException:
        # ROLLBACK fails harmlessly if SQLite already ended the transaction, and the
        # original exception is the one worth raising.
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return outcomes


def _lone(conn: sqlite3.Connection, job: Job[Any]) -> tuple[bool, Any]:
    """Run one job in the transaction just begun: commit it, or roll back and raise."""
    try:
        value = job.fn(conn)
        if job.cancelled:
            raise JobCancelledError
        conn.execute("COMMIT")
    except JobCancelledError as exc:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        return False, exc
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return True, value


def _alone(conn: sqlite3.Connection, job: Job[Any]) -> tuple[bool, Any]:
    try:
        return run_jobs(conn, [job])[0]
    except Exception as exc:
        return False, exc


class _BatchAbortedError(Exception):
    """SQLite ended the whole transaction while one job ran."""


def _copy_error(exc: BaseException) -> BaseException:
    # One exception object raised in several tasks would share (and grow) one traceback.
    if isinstance(exc, StoreError):
        return StoreError(str(exc))
    return exc

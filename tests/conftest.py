"""Shared fixtures; no test may reach a real model unless it is marked `live`."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pydantic_ai.models
import pytest

from imprint.protocols import MemoryStore
from imprint.store import PostgresMemoryStore, SQLiteStore
from imprint.testing import FakeClock
from tests.postgres import create_database, drop_database, server_url

# pydantic-ai's guard: any real model request raises instead of going out.
pydantic_ai.models.ALLOW_MODEL_REQUESTS = False

LIVE_KEYS = ("ANTHROPIC_API_KEY", "VOYAGE_API_KEY")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip `live` tests whose provider key is missing, saying which key to set."""
    for item in items:
        marker = item.get_closest_marker("live")
        if marker is None:
            continue
        needed = marker.args or ("ANTHROPIC_API_KEY",)
        missing = [key for key in needed if not os.environ.get(key)]
        if missing:
            item.add_marker(
                pytest.mark.skip(
                    reason=f"live test needs {', '.join(missing)}; set it (see .env.example) "
                    f"and run `just test-live`"
                )
            )


@pytest.fixture
def allow_model_requests() -> Iterator[None]:
    """Let a `live` test reach the real provider."""
    pydantic_ai.models.ALLOW_MODEL_REQUESTS = True
    try:
        yield
    finally:
        pydantic_ai.models.ALLOW_MODEL_REQUESTS = False


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A fresh database file path in the test's temporary folder."""
    return tmp_path / "imprint.db"


@pytest.fixture
def clock() -> FakeClock:
    """A clock the test controls."""
    return FakeClock()


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[SQLiteStore]:
    """A connected, migrated store on a real file."""
    s = SQLiteStore(f"sqlite:///{db_path}")
    await s.connect()
    try:
        yield s
    finally:
        await s.close()


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """Admin URL of the session's PostgreSQL server (skips, or fails in CI, without one)."""
    yield from server_url()


@pytest.fixture
async def postgres_url(postgres_server: str) -> AsyncIterator[str]:
    """A fresh, empty PostgreSQL database for this test only, dropped afterwards."""
    url = await create_database(postgres_server)
    try:
        yield url
    finally:
        await drop_database(postgres_server, url)


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request: pytest.FixtureRequest) -> str:
    """Which store backend the test runs on."""
    return str(request.param)


@pytest.fixture
def store_url(backend: str, request: pytest.FixtureRequest, db_path: Path) -> str:
    """A store URL for a fresh store on the test's backend."""
    if backend == "postgres":
        return str(request.getfixturevalue("postgres_url"))
    return f"sqlite:///{db_path}"


@pytest.fixture
async def any_store(store_url: str, backend: str) -> AsyncIterator[MemoryStore]:
    """A connected, migrated store on the test's backend."""
    s: MemoryStore
    s = PostgresMemoryStore(store_url) if backend == "postgres" else SQLiteStore(store_url)
    await s.connect()
    try:
        yield s
    finally:
        await s.close()

from __future__ import annotations

import asyncio
import sqlite3
import threading
from datetime import timedelta
from pathlib import Path

import pytest

from imprint.errors import SchemaError, StoreError, UsageError
from imprint.store import SQLiteStore
from imprint.store.sqlite.connection import DRIVER
from imprint.store.sqlite.fts_erasure import SECURE_DELETE_SINCE
from imprint.store.sqlite.migrations import MIGRATIONS, migrate
from tests.store._writes import NOW, observe, write


async def test_restart_keeps_everything_including_learned_state(db_path: Path) -> None:
    first = SQLiteStore(f"sqlite:///{db_path}")
    await first.connect()
    result = await write(first, observe("Use tabs."))
    await first.save_state("agent", "bandit", {"alpha": [1, 2]}, now=NOW)
    await first.save_agent("agent", now=NOW, description="d")
    await first.close()
    for _ in range(3):  # learned state must survive more than one restart
        again = SQLiteStore(f"sqlite:///{db_path}")
        await again.connect()
        assert result.created is not None
        assert (await again.get_memory("agent", "u1", result.created.memory_id)).content == (
            "Use tabs."
        )
        assert await again.load_state("agent", "bandit") == {"alpha": [1, 2]}
        agent = await again.get_agent("agent")
        assert agent is not None and agent.description == "d"
        await again.close()


async def test_newer_file_is_refused(db_path: Path) -> None:
    store = SQLiteStore(f"sqlite:///{db_path}")
    await store.connect()
    await store.close()
    conn = sqlite3.connect(db_path)
    conn.execute("INSERT INTO _imprint_migrations (name, applied_at) VALUES ('m999_future', 0)")
    conn.commit()
    conn.close()
    with pytest.raises(SchemaError, match="newer"):
        await SQLiteStore(f"sqlite:///{db_path}").connect()


async def test_foreign_file_is_refused(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    conn.execute("CREATE TABLE memories (x)")
    conn.commit()
    conn.close()
    with pytest.raises(SchemaError, match="not an Imprint store"):
        await SQLiteStore(f"sqlite:///{db_path}").connect()


async def test_use_before_connect_is_a_usage_error(db_path: Path) -> None:
    with pytest.raises(UsageError, match="connect"):
        await SQLiteStore(f"sqlite:///{db_path}").count_memories("agent", "u1")


async def test_failed_transaction_rolls_back_whole(store: SQLiteStore) -> None:
    def half_then_fail(c: sqlite3.Connection) -> None:
        c.execute(
            "INSERT INTO events (agent_id, user_id, kind, created_at) "
            "VALUES ('agent', 'u1', 'x', 0)"
        )
        c.execute("INSERT INTO no_such_table VALUES (1)")

    with pytest.raises(StoreError):
        await store.connection.write(half_then_fail)
    assert await store.events("agent", "u1") == []


async def test_cancelled_transaction_rolls_back(store: SQLiteStore) -> None:
    started = asyncio.Event()
    proceed = threading.Event()
    loop = asyncio.get_running_loop()

    def slow_write(c: sqlite3.Connection) -> None:
        c.execute(
            "INSERT INTO events (agent_id, user_id, kind, created_at) "
            "VALUES ('agent', 'u1', 'x', 0)"
        )
        loop.call_soon_threadsafe(started.set)
        # Hold the worker thread until the caller has been cancelled (a hang guard only).
        proceed.wait(120)

    task = asyncio.create_task(store.connection.write(slow_write))
    await started.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    proceed.set()
    # The worker finishes the function, sees the cancellation and rolls back.
    assert await store.events("agent", "u1") == []


def test_driver_is_sqlean_where_installed() -> None:
    try:
        import sqlean  # noqa: F401
    except ImportError:
        assert DRIVER is sqlite3
    else:
        assert DRIVER.__name__ == "sqlean"


def _fts_config(db: Path) -> dict[str, object]:
    with sqlite3.connect(db) as conn:
        return {str(k): v for k, v in conn.execute("SELECT k, v FROM memories_fts_config")}


async def test_an_older_file_gets_the_fts_merge_settings(db_path: Path) -> None:
    with DRIVER.connect(str(db_path)) as conn:
        migrate(conn, MIGRATIONS[:1])  # a file written before m002
    assert "automerge" not in _fts_config(db_path)
    store = SQLiteStore(f"sqlite:///{db_path}")
    await store.connect()
    try:
        assert store.migrations_applied == tuple(m.name for m in MIGRATIONS[1:])
        await write(store, observe("Use tabs."))
    finally:
        await store.close()
    # Where SQLite has it, every store runs FTS5's secure-delete (store/sqlite/fts_erasure.py).
    secure = {"secure-delete": 1} if DRIVER.sqlite_version_info >= SECURE_DELETE_SINCE else {}
    assert {k: v for k, v in _fts_config(db_path).items() if k != "version"} == {
        "automerge": 2,
        "crisismerge": 4,
        **secure,
    }


async def test_an_older_files_pending_turns_can_be_claimed(db_path: Path) -> None:
    with DRIVER.connect(str(db_path)) as conn:
        migrate(conn, MIGRATIONS[:3])  # a file written before m007 (leases)
        conn.execute(
            "INSERT INTO signals (agent_id, user_id, status, user_response, created_at,"
            " updated_at) VALUES ('agent', 'u1', 'pending', 'Prose, please.', 0, 0)"
        )
        conn.commit()
    store = SQLiteStore(f"sqlite:///{db_path}")
    await store.connect()
    try:
        assert store.migrations_applied == tuple(m.name for m in MIGRATIONS[3:])
        assert "m007_pending_leases" in store.migrations_applied
        (claimed,) = await store.claim_pending(
            "agent", holder="a", now=NOW, until=NOW + timedelta(minutes=1)
        )
        assert claimed.user_response == "Prose, please."
    finally:
        await store.close()

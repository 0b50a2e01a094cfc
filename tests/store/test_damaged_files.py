"""Damaged and hostile store files: every failure is an `ImprintError`, never a crash.

The corpus is made here: a valid store truncated at several points, random bytes, other
kinds of file, a file with the right migrations but the wrong tables, and a valid store
whose rows were edited to hold values Imprint never writes (text where numbers belong,
invalid UTF-8, bad JSON in state columns, unknown enum values, out-of-range times,
vectors of the wrong length, a hostile cached policy). Each is opened and used through the
public API; a call may succeed or raise an `ImprintError` subclass (`StoreError`,
`SchemaError`), and nothing else.
"""

from __future__ import annotations

import contextlib
import random
import shutil
import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from imprint import HashingEmbedder, Imprint, ImprintError
from imprint.store.sqlite.connection import DRIVER
from imprint.testing import FakeClock


async def _fill(path: Path) -> None:
    async with Imprint(
        "agent",
        store=f"sqlite:///{path}",
        model=None,
        clock=FakeClock(),
        embedder=HashingEmbedder(),
    ) as imprint:
        for n in range(12):
            await imprint.observe(
                user_id="u",
                agent_output="Here.",
                user_response=f"From now on, always mention topic {n} in reviews.",
                session_id="s",
            )
        await imprint.remember(user_id="u", text="Likes green tea.", key="drink")
        await imprint.get_policy(user_id="u", context="tea", session_id="s")
        await imprint.observe_feedback(user_id="u", outcome=0.5, session_id="s")
        await imprint.get_policy(user_id="u", session_id="t")
        await imprint.record_episode(user_id="u", goal="review", turns=3, outcome="merged")


@pytest.fixture(scope="module")
def good(tmp_path_factory: pytest.TempPathFactory) -> Path:
    import asyncio

    path = tmp_path_factory.mktemp("good") / "good.db"
    asyncio.run(_fill(path))
    conn = DRIVER.connect(str(path))
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    conn.execute("PRAGMA journal_mode=DELETE").fetchall()
    conn.close()
    return path


def _edited(statements: list[str]) -> Callable[[Path, Path], None]:
    def make(good: Path, target: Path) -> None:
        shutil.copy(good, target)
        conn = sqlite3.connect(target)
        conn.execute("PRAGMA ignore_check_constraints=ON")
        for statement in statements:
            conn.execute(statement)
        conn.commit()
        conn.close()

    return make


def _truncated(fraction: float) -> Callable[[Path, Path], None]:
    def make(good: Path, target: Path) -> None:
        data = good.read_bytes()
        target.write_bytes(data[: int(len(data) * fraction)])

    return make


def _random(size: int, seed: int) -> Callable[[Path, Path], None]:
    def make(good: Path, target: Path) -> None:
        target.write_bytes(random.Random(seed).randbytes(size))

    return make


def _flipped(seed: int) -> Callable[[Path, Path], None]:
    """The good file with a few hundred bytes past the header overwritten at random."""

    def make(good: Path, target: Path) -> None:
        data = bytearray(good.read_bytes())
        rng = random.Random(seed)
        for _ in range(300):
            data[rng.randrange(100, len(data))] = rng.randrange(256)
        target.write_bytes(bytes(data))

    return make


def _text(content: bytes) -> Callable[[Path, Path], None]:
    def make(good: Path, target: Path) -> None:
        target.write_bytes(content)

    return make


def _wrong_schema(good: Path, target: Path) -> None:
    conn = sqlite3.connect(target)
    conn.execute("CREATE TABLE _imprint_migrations (id INTEGER PRIMARY KEY, name TEXT, applied_at)")
    conn.execute(
        "INSERT INTO _imprint_migrations (name, applied_at) VALUES "
        "('m001_initial_schema', 0), ('m002_fts_fewer_segments', 0)"
    )
    conn.execute("CREATE TABLE memories (id INTEGER PRIMARY KEY, note TEXT)")
    conn.execute("CREATE TABLE agents (agent_id TEXT)")
    conn.commit()
    conn.close()


def _dropped(table: str) -> Callable[[Path, Path], None]:
    return _edited([f"DROP TABLE {table}"])


CORPUS: dict[str, Callable[[Path, Path], None]] = {
    "truncated-1%": _truncated(0.01),
    "truncated-30%": _truncated(0.3),
    "truncated-70%": _truncated(0.7),
    "truncated-99%": _truncated(0.99),
    "random-bytes-4k": _random(4096, 1),
    "random-bytes-100k": _random(100_000, 2),
    "flipped-bytes-1": _flipped(3),
    "flipped-bytes-2": _flipped(4),
    "flipped-bytes-3": _flipped(5),
    "text-file": _text(b"hello, this is not a database\n" * 50),
    "json-file": _text(b'{"format": "imprint-memories"}'),
    "sqlite-header-only": _text(b"SQLite format 3\x00" + b"\x00" * 84),
    "wrong-schema": _wrong_schema,
    "no-memories-table": _dropped("memories"),
    "no-fts-table": _dropped("memories_fts"),
    "no-events-table": _dropped("events"),
    "no-learned-state": _dropped("learned_state"),
    "bad-type": _edited(["UPDATE memories SET type = 'bogus'"]),
    "bad-status": _edited(["UPDATE memories SET status = 'deleted'"]),
    "bad-source": _edited(["UPDATE memories SET source = 42"]),
    "content-blob": _edited(["UPDATE memories SET content = x'ff00fe'"]),
    "content-invalid-utf8": _edited(["UPDATE memories SET content = CAST(x'c3' AS TEXT)"]),
    "content-number": _edited(["UPDATE memories SET content = 12345"]),
    "session-blob": _edited(["UPDATE memories SET session_id = x'ff'"]),
    "confidence-text": _edited(["UPDATE memories SET confidence = 'high'"]),
    "stability-text": _edited(["UPDATE memories SET stability = 'x', reinforcement = 'y'"]),
    "time-huge": _edited(["UPDATE memories SET created_at = 9e18, last_seen_at = 9e18"]),
    "time-text": _edited(["UPDATE memories SET updated_at = 'yesterday'"]),
    "time-negative": _edited(["UPDATE memories SET last_seen_at = -9e18"]),
    "key-blob": _edited(
        ["UPDATE memories SET key = x'00ff' WHERE id = (SELECT min(id) FROM memories)"]
    ),
    "agent-scopes-bad-json": _edited(["UPDATE agents SET scopes = '[not json'"]),
    "agent-scopes-number": _edited(["UPDATE agents SET scopes = '5'"]),
    "agent-scopes-objects": _edited(["UPDATE agents SET scopes = '[{\"a\": 1}, null]'"]),
    "agent-mode-bad": _edited(["UPDATE agents SET processing_mode = 'turbo'"]),
    "agent-dim-text": _edited(["UPDATE agents SET embedding_dim = 'big'"]),
    "agent-dim-negative": _edited(["UPDATE agents SET embedding_dim = -3"]),
    "agent-description-blob": _edited(["UPDATE agents SET description = x'ff'"]),
    "state-bad-json": _edited(["UPDATE learned_state SET state = '{{{'"]),
    "state-list": _edited(["UPDATE learned_state SET state = '[1, 2]'"]),
    "state-hostile-values": _edited(
        ['UPDATE learned_state SET state = \'{"kind": "bandit", "arms": "x", "a": 1e999}\'']
    ),
    "state-deep": _edited(["UPDATE learned_state SET state = '" + "[" * 5000 + "]" * 5000 + "'"]),
    "loop-used-bad-json": _edited(["UPDATE feedback_loops SET used = 'nope'"]),
    "loop-used-number": _edited(["UPDATE feedback_loops SET used = '7'"]),
    "loop-used-short": _edited(["UPDATE feedback_loops SET used = '[[1]]'"]),
    "loop-used-strings": _edited(['UPDATE feedback_loops SET used = \'[["a", "b", "c"]]\'']),
    "loop-alpha-text": _edited(["UPDATE feedback_loops SET alpha = 'x'"]),
    "event-detail-bad-json": _edited(["UPDATE events SET detail = '{'"]),
    "event-detail-blob": _edited(["UPDATE events SET detail = x'ff'"]),
    "cache-hostile": _edited(["UPDATE policy_cache SET policy = '{\"text\": [1]}'"]),
    "cache-bad-json": _edited(["UPDATE policy_cache SET policy = 'garbage'"]),
    "cache-blob": _edited(["UPDATE policy_cache SET policy = x'ff'"]),
    "vector-short": _edited(["UPDATE vectors SET vector = x'0000'"]),
    "vector-text": _edited(["UPDATE vectors SET vector = 'abc'"]),
    "version-text": _edited(["UPDATE user_versions SET version = 'v2'"]),
    "episode-turns-text": _edited(["UPDATE episodes SET turns = 'many', created_at = 'x'"]),
    "signal-blob": _edited(["UPDATE signals SET user_response = x'ff', agent_output = 5"]),
    "unknown-migration": _edited(
        ["INSERT INTO _imprint_migrations (name, applied_at) VALUES ('m999_future', 0)"]
    ),
}

Call = Callable[[Imprint], Awaitable[object]]
CALLS: list[tuple[str, Call]] = [
    ("memories", lambda i: i.memories(user_id="u", status=None)),
    ("count", lambda i: i.count(user_id="u")),
    ("recall", lambda i: i.recall(user_id="u", query="topic tea")),
    ("policy", lambda i: i.get_policy(user_id="u", context="tea reviews", session_id="s")),
    ("policy-cached", lambda i: i.get_policy(user_id="u", session_id="t")),
    ("events", lambda i: i.events(user_id="u", limit=1000)),
    ("stats", lambda i: i.stats()),
    ("export", lambda i: i.export_memories(user_id="u")),
    ("episodes", lambda i: i.episodes(user_id="u")),
    ("pending", lambda i: i.pending()),
    ("feedback", lambda i: i.observe_feedback(user_id="u", outcome=1.0, session_id="t")),
    (
        "observe",
        lambda i: i.observe(
            user_id="u", agent_output="", user_response="From now on, always mention topic 3."
        ),
    ),
    ("remember", lambda i: i.remember(user_id="u", text="Likes tea.", key="drink")),
    ("forget", lambda i: i.forget(user_id="u", key="drink")),
    ("reprocess", lambda i: i.reprocess_pending()),
]


@pytest.mark.parametrize("name", sorted(CORPUS))
async def test_a_damaged_store_raises_only_imprint_errors(
    good: Path, tmp_path: Path, name: str
) -> None:
    target = tmp_path / "damaged.db"
    CORPUS[name](good, target)
    for embedder in (None, HashingEmbedder()):
        imprint = Imprint(
            "agent", store=f"sqlite:///{target}", model=None, clock=FakeClock(), embedder=embedder
        )
        try:
            await imprint.connect()
        except ImprintError:
            continue
        try:
            for _, call in CALLS:
                with contextlib.suppress(ImprintError):
                    await call(imprint)
        finally:
            with contextlib.suppress(ImprintError):
                await imprint.close()

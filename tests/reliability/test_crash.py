"""Crash safety: SIGKILL a writer at random moments; the file stays sound and complete.

A child process streams `observe_directions()` and `observe()` calls (with an embedder, so
vectors are written too, and policies and feedback loops in between) and prints the id of
every memory a call acknowledged. The parent kills it with SIGKILL at a random moment,
twenty times, and after each kill checks the file directly.

Set IMPRINT_CRASH_SEED to replay a run; the seed is in every failure message.
"""

from __future__ import annotations

import asyncio
import os
import random
import sys
from pathlib import Path

import pytest

from imprint import MemoryStatus
from imprint.store.sqlite.migrations import MIGRATIONS
from imprint.testing import RecordingEmbedder
from tests.reliability._support import (
    Zygote,
    consistency_problems,
    integrity_problems,
    make,
    raw,
)
from tests.reliability._workloads import CRASH_AGENT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs SIGKILL and fork")

KILLS = 20
HANG_GUARD = 120.0
"""Seconds to wait for a worker before failing (a hang guard, never a timing assertion)."""


def _has_schema(db: Path) -> bool:
    with raw(db) as conn:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if "memories" not in tables:
            # A kill during the first migration must leave no half-made schema behind.
            assert not (tables - {"_imprint_migrations"}), tables
            return False
        names = [r[0] for r in conn.execute("SELECT name FROM _imprint_migrations")]
        # All migrations run in one transaction: a kill leaves none or all of them.
        assert names == [m.name for m in MIGRATIONS], names
        return True


async def _verify(db: Path, acked: dict[int, tuple[str, str]], fresh: set[int], seed: int) -> None:
    context = f"(IMPRINT_CRASH_SEED={seed})"
    if not _has_schema(db):
        assert not acked, f"memories were acknowledged but the schema is gone {context}"
        return
    with raw(db) as conn:
        assert integrity_problems(conn) == [], context
        assert consistency_problems(conn, vectors=True) == [], context
        present = {int(r[0]) for r in conn.execute("SELECT id FROM memories")}
        dangling = conn.execute(
            "SELECT count(*) FROM signals WHERE memory_id IS NOT NULL AND memory_id NOT IN "
            "(SELECT id FROM memories)"
        ).fetchone()[0]
        assert dangling == 0, context
    missing = set(acked) - present
    assert not missing, f"acknowledged memories lost: {sorted(missing)} {context}"
    async with make(db, agent_id=CRASH_AGENT, embedder=RecordingEmbedder(dimension=16)) as imprint:
        for memory_id in sorted(fresh):
            user, marker = acked[memory_id]
            if marker == "-":
                continue
            hits = await imprint.store.search_text(CRASH_AGENT, user, marker, statuses=None)
            assert memory_id in [i for i, _ in hits], f"{marker!r} not searchable {context}"
            (memory,) = await imprint.store.get_memories(CRASH_AGENT, user, [memory_id])
            if memory.status is MemoryStatus.ACTIVE:
                recalled = await imprint.recall(user_id=user, query=marker, k=500)
                assert memory_id in [r.memory.memory_id for r in recalled], context


@pytest.mark.slow
async def test_sigkill_at_random_moments_loses_nothing(tmp_path: Path) -> None:
    seed = int(os.environ.get("IMPRINT_CRASH_SEED") or random.SystemRandom().randrange(2**32))
    rng = random.Random(seed)
    db = tmp_path / "crash.db"
    acked: dict[int, tuple[str, str]] = {}
    mid_stream = 0
    async with Zygote(tmp_path / "zygote.err") as zygote:
        for run in range(KILLS):
            first = len(zygote.output)
            # More steps than any run reaches before its kill: a worker never ends by itself.
            pid = await zygote.fork("crash", db=str(db), run=run, steps=100_000)
            if run % 5 == 0:
                # Early: inside connect(), pragmas or (on the first run) the migration.
                await asyncio.sleep(rng.uniform(0.0, 0.08))
            else:
                # Mid-stream by construction: the kill waits for some acknowledgements
                # (never for a time), then lands a little later, wherever the worker is.
                wanted = rng.randint(8, 20)
                streamed = await zygote.wait_for_acks(first, wanted, HANG_GUARD)
                assert streamed, f"worker acknowledged fewer than {wanted}:\n{zygote.stderr}"
                await asyncio.sleep(rng.uniform(0.0, 0.05))
            Zygote.kill(pid)
            code = await zygote.wait(pid)
            assert code == -9, f"worker ended by itself with {code}:\n{zygote.stderr}"
            fresh: set[int] = set()
            for line in zygote.output[first:]:
                if line.startswith("ack "):
                    _, memory_id, user, marker = line.split(" ")
                    if int(memory_id) not in acked or marker != "-":
                        acked[int(memory_id)] = (user, marker)
                    fresh.add(int(memory_id))
            mid_stream += bool(fresh)
            await _verify(db, acked, fresh, seed)
    assert "Traceback" not in zygote.stderr, zygote.stderr
    # The kills really landed while memories were streaming, not only at start-up.
    assert mid_stream >= KILLS // 2, (mid_stream, seed)
    assert len(acked) >= 100, (len(acked), seed)

"""Four processes x fifty asyncio tasks on one store: no errors, no duplicates, counts add up.

Every test runs on a SQLite file and on a PostgreSQL database (the `store_url` fixture).
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from imprint import Imprint
from tests.postgres import SyncPg
from tests.reliability._support import (
    Zygote,
    consistency_problems,
    gated_store,
    integrity_problems,
    raw_any,
)
from tests.reliability._workloads import MIX_AGENT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs fork")

PROCESSES = 4
TASKS = 50
STEPS = 12
"""Calls per task: 4 x 50 x 12 = 2,400 calls, the same ones in every run."""
HANG_GUARD = 600.0
"""Seconds a worker may take before the test fails (a hang guard, never a timing bound)."""


@pytest.mark.slow
async def test_four_processes_fifty_tasks_each(tmp_path: Path, store_url: str) -> None:
    db = store_url.removeprefix("sqlite:///")
    # Create the store first so the workers race on data, not on the first migration.
    async with Imprint(MIX_AGENT, store=store_url):
        pass
    async with Zygote(tmp_path / "zygote.err") as zygote:
        pids = [
            await zygote.fork(
                "mix",
                db=db,
                proc=n,
                steps=STEPS,
                tasks=TASKS,
                seed=1000 + n,
                out=str(tmp_path / f"report{n}.json"),
            )
            for n in range(PROCESSES)
        ]
        codes = [await zygote.wait(pid, within=HANG_GUARD) for pid in pids]
    assert codes == [0] * PROCESSES, zygote.stderr
    reports: list[dict[str, Any]] = [
        json.loads((tmp_path / f"report{n}.json").read_text()) for n in range(PROCESSES)
    ]
    errors = [e for r in reports for e in r["errors"]]
    assert errors == [], errors[:10]
    ops: Counter[str] = Counter()
    for r in reports:
        ops.update(r["ops"])
    # Every kind of call really ran, concurrently, many times.
    assert all(ops[op] >= 20 for op in ("observe", "policy", "recall", "forget", "feedback")), ops

    created = [i for r in reports for i in r["created"]]
    assert len(created) == len(set(created)), "one memory reported as created twice"
    with raw_any(db) as conn:
        if not isinstance(conn, SyncPg):
            assert integrity_problems(conn) == []
        assert consistency_problems(conn, vectors=True) == []
        ids = {int(r[0]) for r in conn.execute("SELECT id FROM memories")}
        # Every memory in the file was handed to exactly the caller that created it.
        assert ids == set(created) | {i for r in reports for i in r["remembered"]}

        def count(sql: str) -> int:
            return int(conn.execute(sql).fetchone()[0])

        assert sum(r["merged"] for r in reports) == count(
            "SELECT count(*) FROM events WHERE kind = 'memory.merged'"
        )
        forgotten = {i for r in reports for i in r["forgotten"]}
        assert forgotten == {
            int(r[0]) for r in conn.execute("SELECT id FROM memories WHERE status = 'forgotten'")
        }
        assert forgotten == {
            int(r[0])
            for r in conn.execute("SELECT memory_id FROM events WHERE kind = 'memory.forgotten'")
        }
        assert sum(r["closed"] for r in reports) == count(
            "SELECT count(*) FROM events WHERE kind IN ('loop.closed', 'loop.expired')"
        )
        assert count("SELECT count(*) FROM feedback_loops WHERE status != 'open'") == sum(
            r["closed"] for r in reports
        )
        # No duplicate from a race: one live memory per user, wording and scope (keyed
        # memories are told apart by their key, so `remember()` may repeat a wording).
        duplicates = conn.execute(
            "SELECT user_id, norm, scope, count(*) FROM memories WHERE key IS NULL AND status "
            "IN ('active', 'quarantined') GROUP BY user_id, norm, scope HAVING count(*) > 1"
        ).fetchall()
        assert [tuple(d) for d in duplicates] == []
        keyed = conn.execute(
            "SELECT user_id, key, count(*) FROM memories WHERE key IS NOT NULL AND "
            "status = 'active' GROUP BY user_id, key HAVING count(*) > 1"
        ).fetchall()
        assert [tuple(k) for k in keyed] == []
        events = count(f"SELECT count(*) FROM events WHERE agent_id = '{MIX_AGENT}'")
        by_status = dict(
            conn.execute("SELECT status, count(*) FROM memories GROUP BY status").fetchall()
        )
        open_loops = count("SELECT count(*) FROM feedback_loops WHERE status = 'open'")
    async with Imprint(MIX_AGENT, store=store_url) as imprint:
        stats = await imprint.stats()
        assert await imprint.store.integrity_check() == []
    assert stats.events == events
    assert stats.memories_by_status == by_status
    assert stats.open_loops == open_loops
    assert stats.pending_signals == 0


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Always use bullet points in reviews.", "Use bullet points in reviews."),
        ("Use bullet points.", "Never use bullet points."),
    ],
    ids=["near-duplicate", "contradiction"],
)
async def test_concurrent_consolidation_matches_sequential(
    store_url: str, first: str, second: str
) -> None:
    barrier = asyncio.Barrier(2)
    stores = [gated_store(store_url, barrier), gated_store(store_url, barrier)]
    async with Imprint("a", store=stores[0]) as one, Imprint("a", store=stores[1]) as two:
        for store in stores:
            store.gate = True
        await asyncio.gather(
            one.observe_directions(user_id="u", directions=[first]),
            two.observe_directions(user_id="u", directions=[second]),
        )
        # Both writes were held at the barrier: each decided before either wrote.
        assert [store.passed for store in stores] == [1, 1]
        # In sequence the second merges into, or contradicts, the first: one stays active.
        assert len(await one.memories(user_id="u")) == 1


async def test_concurrent_exact_duplicates_store_one_memory(store_url: str) -> None:
    barrier = asyncio.Barrier(2)
    stores = [gated_store(store_url, barrier), gated_store(store_url, barrier)]
    async with Imprint("a", store=stores[0]) as one, Imprint("a", store=stores[1]) as two:
        for store in stores:
            store.gate = True
        results = await asyncio.gather(
            one.observe_directions(user_id="u", directions=["Use bullet points."]),
            two.observe_directions(user_id="u", directions=["Use bullet points."]),
        )
        assert [store.passed for store in stores] == [1, 1]
        # The exact-duplicate check runs inside the write transaction: one wins, one merges.
        assert sorted(len(r.created) for r in results) == [0, 1]
        (memory,) = await one.memories(user_id="u")
        assert memory.reinforcement == 1

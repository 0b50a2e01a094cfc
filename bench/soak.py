"""Soak test: mixed load on one store file for a long time, from several processes.

Each worker process runs many asyncio tasks that observe (with and without signals), give
directions, compile policies (with and without context), recall, forget, give feedback,
remember keyed notes, export, and now and then erase a user. The parent samples the file
size (main file plus WAL) while they run. At the end it prints, per operation, the calls,
operations per second and p50/p99/max latency, the errors (target: 0), the file size over
time, and the result of SQLite's and FTS5's integrity checks.

Usage: python bench/soak.py                      # 10 minutes
       python bench/soak.py --minutes 1          # shorter
       python bench/soak.py --seconds 20 --processes 2 --tasks 16 --users 200
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import sys
import tempfile
import time
import traceback
from collections import Counter
from concurrent.futures import Future, ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import ms, percentile, table
from imprint import Imprint
from imprint.adapters.embedders import HashingEmbedder

AGENT = "soak"
REPLIES = (
    "From now on, always answer in French.",
    "No, write in paragraphs.",
    "I prefer short answers.",
    "Let's go with Postgres instead of MySQL.",
    "Never use bullet points.",
    "Use bullet points.",
    "My name is Sam.",
    "I work at Acme.",
    "No, that's wrong, use tabs instead of spaces.",
    "Perfect, keep doing that.",
    "Thanks!",
    "ok",
    "Can you show me the diff?",
    "Sounds good to me.",
)
TOPICS = (
    "tea coffee tabs spaces tests types docs logging retries cache metrics python rust sql "
    "json async queues locks index review commit branch release ticket budget meeting chart "
    "holiday flight hotel train museum garden piano guitar novel recipe pasta curry"
).split()
DIRECTIONS = (
    "Keep answers under 200 words.",
    "Always cite sources.",
    "Never use emoji.",
    "Use metric units.",
    "Write dates as YYYY-MM-DD.",
)
OPERATIONS = {
    "observe": 30,
    "observe (new fact)": 12,
    "observe_directions": 6,
    "get_policy": 14,
    "get_policy (context)": 8,
    "recall": 12,
    "forget": 4,
    "observe_feedback": 6,
    "remember (key)": 5,
    "export_memories": 2,
    "forget_user": 1,
}


def _user(rng: random.Random, users: int, worker: int, task: int, op: str) -> str:
    # Erasure targets users only this task touches: erasing a user another task is using
    # would make that task's calls fail with NotFoundError, which is right but not an error.
    if op == "forget_user" or rng.random() < 0.05:
        return f"w{worker}t{task}e{rng.randrange(3)}"
    # Half the traffic goes to users every worker shares, so processes contend on them.
    if rng.random() < 0.5:
        return f"shared{rng.randrange(max(1, users // 10))}"
    return f"w{worker}u{rng.randrange(users)}"


async def _one(imprint: Imprint, op: str, rng: random.Random, user: str, n: int) -> None:
    session = rng.choice([None, "s1", "s2"])
    if op == "observe":
        await imprint.observe(
            user_id=user,
            agent_output="Here is the answer.",
            user_response=rng.choice(REPLIES),
            session_id=session,
        )
    elif op == "observe (new fact)":
        a, b = rng.sample(TOPICS, 2)
        await imprint.observe(
            user_id=user,
            agent_output="Here is the answer.",
            user_response=f"From now on, always mention {a} and {b} item {n}.",
            session_id=session,
        )
    elif op == "observe_directions":
        await imprint.observe_directions(
            user_id=user, directions=rng.sample(DIRECTIONS, rng.randint(1, 2))
        )
    elif op == "get_policy":
        await imprint.get_policy(user_id=user, session_id=session)
    elif op == "get_policy (context)":
        await imprint.get_policy(
            user_id=user, context=" ".join(rng.sample(TOPICS, 3)), session_id=session
        )
    elif op == "recall":
        await imprint.recall(user_id=user, query=" ".join(rng.sample(TOPICS, 2)), k=5)
    elif op == "forget":
        memories = await imprint.memories(user_id=user, limit=20)
        if memories:
            await imprint.forget(user_id=user, memory_id=rng.choice(memories).memory_id)
    elif op == "observe_feedback":
        await imprint.observe_feedback(
            user_id=user, outcome=rng.choice([-1.0, -0.5, 0.0, 0.5, 1.0]), session_id=session
        )
    elif op == "remember (key)":
        await imprint.remember(
            user_id=user, text=f"Note about {rng.choice(TOPICS)} {n}.", key=f"k{rng.randrange(5)}"
        )
    elif op == "export_memories":
        await imprint.export_memories(user_id=user)
    elif op == "forget_user":
        await imprint.forget_user(user_id=user)
    else:
        raise ValueError(op)


async def _worker(
    db: str, worker: int, seconds: float, tasks: int, users: int, embedder: str, seed: int
) -> dict[str, Any]:
    latencies: dict[str, list[float]] = {op: [] for op in OPERATIONS}
    errors: Counter[str] = Counter()
    samples: list[str] = []
    names, weights = list(OPERATIONS), list(OPERATIONS.values())
    async with Imprint(
        AGENT,
        store=f"sqlite:///{db}",
        processing_mode="frugal",
        embedder=HashingEmbedder(dimension=256) if embedder == "hashing" else None,
    ) as imprint:
        deadline = time.monotonic() + seconds

        async def task(number: int) -> None:
            rng = random.Random(seed * 1000 + worker * 100 + number)
            n = 0
            while time.monotonic() < deadline:
                op = rng.choices(names, weights)[0]
                user = _user(rng, users, worker, number, op)
                start = time.perf_counter()
                try:
                    await _one(imprint, op, rng, user, n)
                except Exception as exc:  # the soak counts every error that reaches a caller
                    errors[op] += 1
                    if len(samples) < 10:
                        samples.append(f"{op}: {type(exc).__name__}: {exc}")
                        samples.append(traceback.format_exc(limit=3))
                else:
                    latencies[op].append(time.perf_counter() - start)
                n += 1

        await asyncio.gather(*(task(t) for t in range(tasks)))
    return {"latencies": latencies, "errors": dict(errors), "samples": samples}


def _run_worker(*args: Any) -> dict[str, Any]:
    return asyncio.run(_worker(*args))


def _size(db: Path) -> tuple[int, int]:
    wal = db.with_name(db.name + "-wal")
    return (db.stat().st_size if db.exists() else 0, wal.stat().st_size if wal.exists() else 0)


def _counts(db: Path) -> tuple[int, int]:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30)
    try:
        memories = conn.execute("SELECT count(*) FROM memories").fetchone()[0]
        events = conn.execute("SELECT count(*) FROM events").fetchone()[0]
        return int(memories), int(events)
    finally:
        conn.close()


def _mb(size: int) -> str:
    return f"{size / 1_000_000:.2f}"


async def _integrity(db: Path) -> list[str]:
    async with Imprint(AGENT, store=f"sqlite:///{db}") as imprint:
        return await imprint.store.integrity_check()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    length = parser.add_mutually_exclusive_group()
    length.add_argument("--minutes", type=float, default=None, help="run time (default 10)")
    length.add_argument("--seconds", type=float, default=None, help="run time in seconds")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--tasks", type=int, default=16, help="asyncio tasks per process")
    parser.add_argument("--users", type=int, default=200, help="private users per process")
    parser.add_argument("--embedder", choices=["hashing", "none"], default="hashing")
    parser.add_argument("--store", type=Path, default=None, help="file to use (default: temp)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    seconds = args.seconds if args.seconds is not None else 60 * (args.minutes or 10.0)

    with tempfile.TemporaryDirectory() as folder:
        db = args.store or Path(folder) / "soak.db"
        asyncio.run(_integrity(db))  # create and migrate before the workers race
        interval = max(5.0, seconds / 10)
        print(
            f"soak: {seconds:g} s, {args.processes} processes x {args.tasks} tasks, "
            f"embedder={args.embedder}, store={db}",
            flush=True,
        )
        sizes: list[tuple[float, int, int, int, int]] = []
        started = time.monotonic()
        context = get_context("spawn")
        with ProcessPoolExecutor(args.processes, mp_context=context) as pool:
            futures: list[Future[dict[str, Any]]] = [
                pool.submit(
                    _run_worker,
                    str(db),
                    w,
                    seconds,
                    args.tasks,
                    args.users,
                    args.embedder,
                    args.seed,
                )
                for w in range(args.processes)
            ]
            next_sample = started
            while not all(f.done() for f in futures):
                now = time.monotonic()
                if now >= next_sample:
                    main_size, wal_size = _size(db)
                    memories, events = _counts(db)
                    sizes.append((now - started, main_size, wal_size, memories, events))
                    next_sample += interval
                time.sleep(0.2)
            results = [f.result() for f in futures]
        elapsed = time.monotonic() - started
        main_size, wal_size = _size(db)
        memories, events = _counts(db)
        sizes.append((elapsed, main_size, wal_size, memories, events))
        problems = asyncio.run(_integrity(db))

    rows = []
    total_calls = total_errors = 0
    for op in OPERATIONS:
        samples = [s for r in results for s in r["latencies"][op]]
        errors = sum(r["errors"].get(op, 0) for r in results)
        total_calls += len(samples) + errors
        total_errors += errors
        rows.append(
            [
                op,
                len(samples),
                f"{len(samples) / elapsed:,.1f}",
                ms(percentile(samples, 50)) if samples else "-",
                ms(percentile(samples, 99)) if samples else "-",
                ms(max(samples)) if samples else "-",
                errors,
            ]
        )
    rows.append(["all", total_calls, f"{total_calls / elapsed:,.1f}", "", "", "", total_errors])
    print()
    print(table(["operation", "calls", "ops/s", "p50 ms", "p99 ms", "max ms", "errors"], rows))
    print()
    print(
        table(
            ["elapsed s", "file MB", "wal MB", "total MB", "memories", "events"],
            [[f"{t:.0f}", _mb(m), _mb(w), _mb(m + w), mem, ev] for t, m, w, mem, ev in sizes],
        )
    )
    print()
    print(f"errors: {total_errors} (target 0)")
    print(f"integrity: {problems or 'ok'}")
    for r in results:
        for line in r["samples"]:
            print(line)
    print(json.dumps({"ops_per_second": total_calls / elapsed, "errors": total_errors}))
    return 1 if total_errors or problems else 0


if __name__ == "__main__":
    sys.exit(main())

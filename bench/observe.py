"""Speed of `observe()` offline: the no-signal path and stored signals per second.

Usage: python bench/observe.py [--n 3000]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import Timer, ms, table
from imprint import Imprint

CHATTER = [
    "Perfect, thanks!",
    "ok",
    "Can you show me the diff?",
    "never mind",
    "Sounds good to me.",
    "What does this function return?",
    "I'd like a list of hotels in Paris.",
    "Got it.",
]


async def main(n: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = f"sqlite:///{Path(folder) / 'bench.db'}"
        async with Imprint("bench", store=store, processing_mode="frugal") as imprint:
            quiet = Timer()
            for i in range(n):
                with quiet:
                    await imprint.observe(
                        user_id="u1", agent_output="Here you go.", user_response=CHATTER[i % 8]
                    )
            signals = Timer()
            start = time.perf_counter()
            for i in range(n):
                with signals:
                    await imprint.observe(
                        user_id=f"user{i % 50}",
                        agent_output="Here is the review.",
                        user_response=f"From now on, always mention ticket ABC-{i} in reviews.",
                    )
            elapsed = time.perf_counter() - start
            stored = sum([await imprint.count(user_id=f"user{u}") for u in range(50)])

            async def worker(w: int, per_worker: int) -> None:
                for i in range(per_worker):
                    await imprint.observe(
                        user_id=f"worker{w}",
                        agent_output="Here is the review.",
                        user_response=f"From now on, always tag reviews with label W{w}-{i}.",
                    )

            tasks = 16
            start = time.perf_counter()
            await asyncio.gather(*(worker(w, n // tasks) for w in range(tasks)))
            concurrent_elapsed = time.perf_counter() - start
            concurrent_stored = sum(
                [await imprint.count(user_id=f"worker{w}") for w in range(tasks)]
            )
    rows = [
        [
            "no signal (frugal)",
            n,
            ms(quiet.p(50)),
            ms(quiet.p(95)),
            f"{n / sum(quiet.samples):,.0f}",
        ],
        ["stored signal (frugal)", n, ms(signals.p(50)), ms(signals.p(95)), f"{n / elapsed:,.0f}"],
    ]
    rows.append(
        [
            f"stored signal, {tasks} users at once",
            concurrent_stored,
            "-",
            "-",
            f"{concurrent_stored / concurrent_elapsed:,.0f}",
        ]
    )
    print(table(["path", "calls", "p50 ms", "p95 ms", "per second"], rows))
    print(f"memories stored: {stored} (expected {n}); concurrent: {concurrent_stored}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=3000)
    asyncio.run(main(parser.parse_args().n))

"""Speed of `recall()` for one user as the store grows, and of `observe()` at that size.

A store of `--total` memories across `--users` users (1,000,000 across 1,000 by default);
target users hold 1,000, 10,000 and 100,000 memories. For each target we time `recall()`
BM25-only and hybrid (256-dim `HashingEmbedder`, with the vector store Imprint picks), and
report the file size and the process's peak memory.

Usage: python bench/scale.py [--total 1000000] [--users 1000] [--sizes 1000,10000,100000]
       python bench/scale.py --quick      # 100,000 memories, sizes 1,000 and 10,000
"""

from __future__ import annotations

import argparse
import asyncio
import random
import resource
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import Timer, ms, table
from imprint import Imprint
from imprint.adapters.embedders import HashingEmbedder
from imprint.store import SQLiteStore
from imprint.types import MemoryDraft, MemoryType, ObservationWrite

WORDS = (
    "tea coffee tabs spaces paragraphs bullets tests types docs logging errors retries cache "
    "metrics python rust sql json yaml async threads queues locks index migration review "
    "commit branch release ticket budget deadline meeting email table chart colour font "
    "holiday flight hotel train museum garden piano guitar novel poem recipe pasta curry"
).split()
QUERIES = [
    "what does the user drink in the morning",
    "code style for reviews",
    "travel plans and hotels",
    "favourite music instrument",
    "database migration deadline",
]


async def fill(
    store: SQLiteStore, embedder: HashingEmbedder, user_id: str, count: int, rng: random.Random
) -> None:
    now = datetime.now(UTC)
    for start in range(0, count, 2000):
        n = min(2000, count - start)
        texts = [
            f"{rng.choice(WORDS).title()} {' '.join(rng.sample(WORDS, 5))} note {start + i}."
            for i in range(n)
        ]
        vectors = embedder.embed_array(texts)
        plans = [
            ObservationWrite(
                agent_id="scale",
                user_id=user_id,
                now=now,
                draft=MemoryDraft(type=MemoryType.FACT, content=text),
                vector=tuple(float(x) for x in vector),
            )
            for text, vector in zip(texts, vectors, strict=True)
        ]
        await store.write_observations(plans)


async def time_recall(imprint: Imprint, user_id: str, repeats: int) -> Timer:
    timer = Timer()
    for i in range(repeats):
        with timer:
            await imprint.recall(user_id=user_id, query=QUERIES[i % len(QUERIES)], k=10)
    return timer


async def main(total: int, users: int, sizes: list[int], repeats: int, vector_store: str) -> None:
    rng = random.Random(11)
    embedder = HashingEmbedder(256)
    started = time.perf_counter()
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "scale.db"
        url = f"sqlite:///{path}"
        store = SQLiteStore(url)
        await store.connect()
        targets = sum(sizes)
        background = max(0, total - targets)
        per_user = background // max(1, users - len(sizes))
        for u in range(users - len(sizes)):
            await fill(store, embedder, f"user{u}", per_user, rng)
        for size in sizes:
            await fill(store, embedder, f"target{size}", size, rng)
        await store.close()
        print(
            f"filled {total:,} memories in {time.perf_counter() - started:.0f} s", file=sys.stderr
        )
        async with (
            Imprint("scale", store=url) as sparse,
            Imprint(
                "scale",
                store=url,
                embedder=embedder,
                vector_store=vector_store,  # type: ignore[arg-type]
            ) as hybrid,
        ):
            for size in sizes:
                user = f"target{size}"
                await time_recall(hybrid, user, 3)  # warm the user's vector cache or index
                bm25 = await time_recall(sparse, user, repeats)
                dense = await time_recall(hybrid, user, repeats)
                rows.append(
                    [
                        f"{size:,}",
                        ms(bm25.p(50)),
                        ms(bm25.p(95)),
                        ms(dense.p(50)),
                        ms(dense.p(95)),
                    ]
                )
            store_name = hybrid.vector_store_name
            observe = Timer()
            for i in range(200):
                with observe:
                    await hybrid.observe(
                        user_id=f"target{sizes[-1]}",
                        agent_output="ok",
                        user_response=f"From now on, always add label L{i} to reviews.",
                    )
        size_mb = sum(p.stat().st_size for p in Path(folder).glob("scale.db*")) / 1e6  # noqa: ASYNC240
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{total:,} memories across {users:,} users; vector store: {store_name}")
    print(
        table(["user holds", "bm25 p50 ms", "bm25 p95 ms", "hybrid p50 ms", "hybrid p95 ms"], rows)
    )
    print(
        f"observe (hybrid, stored signal) at {sizes[-1]:,}: p50 {ms(observe.p(50))} ms, "
        f"{200 / sum(observe.samples):,.0f} per second"
    )
    print(f"file size {size_mb:,.0f} MB; peak memory {peak_mb:,.0f} MB")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--total", type=int, default=1_000_000)
    parser.add_argument("--users", type=int, default=1000)
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--repeats", type=int, default=50)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--vector-store", default="auto", choices=["auto", "blob", "sqlite-vec"])
    args = parser.parse_args()
    if args.quick:
        args.total, args.users, args.sizes = 100_000, 100, "1000,10000"
    sizes = [int(s) for s in args.sizes.split(",")]
    asyncio.run(main(args.total, args.users, sizes, args.repeats, args.vector_store))

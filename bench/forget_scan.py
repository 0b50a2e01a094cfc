"""What a forget request costs as a user's kept turns grow (SQLite).

A forget request blanks every kept turn that names its target, so the store scans all of
the user's kept turns inside the write (`store/sqlite/erasure.kept_texts`). This fills one
user's signals with turns of about 1 KB by direct inserts (the scan reads rows, however
they were made), then times `observe()` of a forget request that names nothing kept, so
no VACUUM follows: the scan and the write alone.

Usage: python bench/forget_scan.py [--sizes 1000,10000,100000] [--runs 3]
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import ms, percentile, table
from imprint import Imprint

_FILLER = "Sure, here is a longer answer about the garden and the weather in spring. " * 12


async def _time_forget(folder: Path, size: int, run: int) -> float:
    db = folder / f"scan-{size}-{run}.db"
    async with Imprint("bench", model=None, store=f"sqlite:///{db}") as imprint:
        await imprint.observe(
            user_id="u", agent_output="Noted.", user_response="Always label jars with the date."
        )
        conn = sqlite3.connect(db)
        columns = [row[1] for row in conn.execute("PRAGMA table_info(signals)")][1:]
        first = conn.execute(f"SELECT {', '.join(columns)} FROM signals LIMIT 1").fetchone()
        template = dict(zip(columns, first, strict=True))
        rows = []
        for n in range(size):
            row = template | {"agent_output": _FILLER, "user_response": f"ok, turn {n} done"}
            rows.append(tuple(row[c] for c in columns))
        marks = ", ".join("?" for _ in columns)
        conn.executemany(f"INSERT INTO signals ({', '.join(columns)}) VALUES ({marks})", rows)
        conn.commit()
        conn.close()
        start = time.perf_counter()
        await imprint.observe(
            user_id="u",
            agent_output="Sure.",
            user_response="Please forget anything about my pregnancy.",
        )
        return time.perf_counter() - start


async def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for size in (int(s) for s in args.sizes.split(",")):
            seconds = [await _time_forget(Path(tmp), size, run) for run in range(args.runs)]
            rows.append([f"{size:,}", args.runs, ms(percentile(seconds, 50)), ms(max(seconds))])
    print(table(["kept turns", "runs", "forget p50 ms", "max ms"], rows))


if __name__ == "__main__":
    asyncio.run(main())

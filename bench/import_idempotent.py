"""Importing the same large export twice: the second import adds nothing, and how fast.

Builds an Imprint export of N memories (default 50,000; distinct texts, old timestamps,
a few metadata names), imports it into a fresh SQLite store twice through
`Imprint.import_memories` (1,000 records per transaction, no embedder), and prints a table:
seconds, records per second and the user's memory count after each import. The command line
(`imprint import FILE --store ... --user ...`) runs the same code with a progress bar.

Usage: python bench/import_idempotent.py [--count 50000] [--keep DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from _common import table
from imprint import Imprint

TOPICS = ("billing", "deploys", "reviews", "travel", "food", "music", "tools", "meetings")


def export_lines(count: int) -> list[str]:
    """An Imprint export of `count` distinct memories, two years old."""
    old = datetime(2024, 1, 1, tzinfo=UTC)
    header = {
        "format": "imprint-memories",
        "version": 3,
        "agent_id": "bench",
        "user_id": "u",
        "exported_at": old.isoformat(),
        "count": count,
    }
    lines = [json.dumps(header)]
    for n in range(1, count + 1):
        moment = (old + timedelta(minutes=n)).isoformat()
        topic = TOPICS[n % len(TOPICS)]
        lines.append(
            json.dumps(
                {
                    "memory_id": n,
                    "type": "fact",
                    "content": f"Note {n} about {topic}: item {n * 7 % 1009} matters.",
                    "scope": "global",
                    "status": "active",
                    "source": "detected",
                    "confidence": 0.8,
                    "reinforcement": 0,
                    "stability": 1.0,
                    "pinned": False,
                    "key": None,
                    "produced_by": "bench",
                    "superseded_by": None,
                    "session_id": None,
                    "created_at": moment,
                    "updated_at": moment,
                    "last_seen_at": moment,
                    "metadata": {"topic": topic, "n": n},
                }
            )
        )
    return lines


async def run(count: int, folder: Path) -> None:
    lines = export_lines(count)
    source = folder / "export.jsonl"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    rows = []
    async with Imprint("bench", store=str(folder / "bench.db"), model=None) as imprint:
        for attempt in ("first", "second"):
            started = time.perf_counter()
            added = await imprint.import_memories(lines, user_id="u")
            seconds = time.perf_counter() - started
            total = await imprint.count(user_id="u")
            rows.append([attempt, added, total, f"{seconds:.1f}", f"{count / seconds:,.0f}"])
    print(f"import of one {count:,}-memory export, twice ({source})")
    print(table(("import", "added", "count after", "seconds", "records/s"), rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=50_000)
    parser.add_argument("--keep", type=Path, help="write the export and store here")
    args = parser.parse_args()
    if args.keep is not None:
        args.keep.mkdir(parents=True, exist_ok=True)
        asyncio.run(run(args.count, args.keep))
        return
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(run(args.count, Path(folder)))


if __name__ == "__main__":
    main()

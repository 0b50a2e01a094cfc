"""Run by `test_erasure.py` in a child process whose `import sqlean` fails.

The store then runs on the stdlib `sqlite3` (as where sqlean.py has no wheel): users are
written and erased through the public API, and what is left is printed as one JSON line.
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

from imprint import HashingEmbedder, Imprint
from imprint.store.sqlite.connection import DRIVER
from tests.reliability._erasure import fill, index_traces, left_in_files, words
from tests.reliability._support import integrity_problems, raw


async def main(db_path: Path) -> None:
    victim = words(300, seed=31)
    url = f"sqlite:///{db_path}"
    async with Imprint("agent", model=None, store=url, embedder=HashingEmbedder(32)) as imprint:
        await fill(imprint, "stay", ["note about keeperq"], "remember")
        await fill(imprint, "victim", [f"note about {w}" for w in victim[:150]], "remember")
        await fill(imprint, "victim", victim[150:], "observe")
        await imprint.forget_user(user_id="victim")
        left = left_in_files(db_path, [*victim, *(w[4:] for w in victim)])
        with raw(db_path) as conn:
            report = {
                "driver": DRIVER.__name__,
                "sqlite": conn.execute("SELECT sqlite_version()").fetchone()[0],
                "left": left,
                "traces": index_traces(conn, "agent", "victim"),
                "integrity": integrity_problems(conn),
            }
        report["kept"] = len(await imprint.recall(user_id="stay", query="keeperq"))
    print(json.dumps(report))


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1])))

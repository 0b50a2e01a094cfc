"""Forgetting part of a memory: the named clauses leave the store, the rest is kept anew.

"I teach chemistry, and I'm going through a custody dispute", then "don't keep the custody
thing": the memory is erased as a whole (`steps.Forget`: text, index, signals, events,
vectors) and what the request did not name is written as a new memory. No byte of the
named part may stay anywhere; the job must still be known. Both backends.
"""

from __future__ import annotations

from pathlib import Path

from imprint import HashingEmbedder, MemoryStatus
from imprint.testing import FakeClock
from tests.reliability._erasure import left_in_files
from tests.reliability._support import make, raw_any

SECRET = "Brenvalq"
"""A word only the named clause (and the reply that said it) holds."""
NEEDLE = SECRET[1:]
"""What `left_in_files` looks for: the stored text keeps the capital, the index lowers it."""


async def test_the_rest_of_a_memory_stays_and_no_byte_of_the_named_part(
    store_url: str, backend: str, clock: FakeClock
) -> None:
    async with make(store_url, clock, embedder=HashingEmbedder(32)) as imprint:
        told = await imprint.observe(
            user_id="u",
            agent_output="Hi! What are we planning?",
            user_response=(
                f"I teach high school chemistry, and I'm going through a custody dispute with "
                f"{SECRET} so my head is everywhere."
            ),
        )
        (memory,) = told.created
        assert SECRET in memory.content and "chemistry" in memory.content

        asked = await imprint.observe(
            user_id="u",
            agent_output="Here is the unit plan.",
            user_response="please don't keep the custody thing, it's with my solicitor",
        )

        assert asked.forgotten == (memory.memory_id,)
        gone = await imprint.store.get_memory("agent", "u", memory.memory_id)
        assert (gone.status, gone.content) == (MemoryStatus.FORGOTTEN, "")
        (kept,) = await imprint.memories(user_id="u")
        assert kept.content == "The user teaches high school chemistry."
        assert [
            h.memory.memory_id for h in await imprint.recall(user_id="u", query="chemistry")
        ] == [kept.memory_id]
        assert all(h.bm25_rank is None for h in await imprint.recall(user_id="u", query=SECRET))
        policy = await imprint.get_policy(user_id="u", feedback=False)
        assert "chemistry" in policy.text and SECRET not in policy.text
        assert "custody" not in policy.text
        for event in await imprint.events(user_id="u", limit=1000):
            assert SECRET not in str(event.detail) and "custody" not in str(event.detail)
        with raw_any(store_url) as conn:
            for table, column in [
                ("memories", "content"),
                ("signals", "user_response"),
                ("events", "detail"),
                ("policy_cache", "policy"),
            ]:
                found = conn.execute(
                    f"SELECT count(*) FROM {table} WHERE {column} LIKE ?", (f"%{SECRET}%",)
                ).fetchone()[0]
                assert found == 0, (table, column)
        if backend == "sqlite":
            path = Path(store_url.removeprefix("sqlite:///"))
            assert left_in_files(path, [NEEDLE]) == []


async def test_a_memory_named_in_every_clause_goes_whole(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await imprint.observe(
            user_id="u",
            agent_output="Hi!",
            user_response="I'm job hunting quietly, and I have a final interview at Corvane.",
        )
        assert await imprint.count(user_id="u") == 1
        await imprint.observe(
            user_id="u",
            agent_output="Good luck.",
            user_response="can you drop the job hunting stuff, my boss uses this laptop",
        )
        assert await imprint.memories(user_id="u") == []

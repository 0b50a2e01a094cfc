"""Imports: idempotent, lenient formats beside the exact one, batched, timestamps kept."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from imprint import Imprint, InvalidInputError, MemorySource, MemoryStatus
from imprint.interchange import read_import
from imprint.testing import FakeClock, RecordingEmbedder

MEM0 = {
    "results": [
        {
            "id": "3c90c3cc-0d44-4b50-8888-8dd25736052a",
            "memory": "Is a vegetarian",
            "hash": "abc",
            "metadata": {"source": "onboarding", "prefs": {"diet": "veg"}, "tags": ["a"]},
            "created_at": "2023-11-07T05:31:56-08:00",
            "updated_at": "2024-01-02T00:00:00Z",
            "user_id": "alex",
            "categories": ["food"],
        },
        {"id": 7, "memory": "Lives in Lisbon", "created_at": None, "metadata": None},
    ]
}


def test_the_three_formats_are_told_apart() -> None:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    pretty = json.dumps(MEM0, indent=2).splitlines()
    mem0 = read_import(pretty, now=now)
    assert mem0.format == "mem0"
    veg, lisbon = mem0.records
    assert veg.content == "Is a vegetarian"
    assert veg.origin == "mem0:3c90c3cc-0d44-4b50-8888-8dd25736052a"
    assert veg.metadata == {
        "source": "onboarding",
        "prefs.diet": "veg",
        "tags": '["a"]',
        "categories": "food",
    }
    assert veg.created_at == datetime(2023, 11, 7, 13, 31, 56, tzinfo=UTC)
    assert veg.updated_at == datetime(2024, 1, 2, tzinfo=UTC)
    assert veg.last_seen_at == now  # the decay clock starts at the import
    assert lisbon.created_at == now
    lines = read_import([json.dumps(item) for item in MEM0["results"]], now=now)
    assert lines.format == "mem0"
    plain = read_import(['{"text": "Likes tea."}', "", '{"text": "Uses vim", "id": 3}'], now=now)
    assert plain.format == "jsonl"
    assert [r.content for r in plain.records] == ["Likes tea.", "Uses vim"]
    assert [r.origin for r in plain.records] == [None, "jsonl:3"]
    assert plain.records[0].source is MemorySource.USER_EDIT


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        (["not json"], "not JSON"),
        (['{"note": "x"}'], '"text"'),
        (['{"text": ""}'], "text"),
        (['{"memory_id": 1, "content": "x"}'], "no header line"),
        ([json.dumps({"results": [{"memory": "x"}]})], "mem0 item 0"),
        ([], "empty"),
    ],
)
def test_bad_files_say_what_is_wrong(lines: list[str], message: str) -> None:
    with pytest.raises(InvalidInputError, match=message):
        read_import(lines, now=datetime(2026, 1, 1, tzinfo=UTC))


async def test_importing_twice_changes_nothing(store_url: str, clock: FakeClock) -> None:
    pretty = json.dumps(MEM0, indent=2).splitlines()
    async with Imprint("agent", store=store_url, model=None, clock=clock) as imprint:
        assert await imprint.import_memories(pretty, user_id="alex") == 2
        events = await imprint.events(user_id="alex")
        assert await imprint.import_memories(pretty, user_id="alex") == 0
        assert await imprint.events(user_id="alex") == events
        # The same texts in another format match by content.
        texts = ['{"text": "Is a vegetarian"}', '{"text": "Lives in Lisbon"}']
        assert await imprint.import_memories(texts, user_id="alex") == 0
        # An imported memory edited since is still the same record for a re-import.
        (veg,) = await imprint.memories(user_id="alex", metadata={"source": "onboarding"})
        await imprint.update_memory(user_id="alex", memory_id=veg.memory_id, text="Is vegan")
        assert await imprint.import_memories(pretty, user_id="alex") == 0
        # Forgotten stays forgotten.
        await imprint.forget(user_id="alex", memory_id=veg.memory_id)
        assert await imprint.import_memories(pretty, user_id="alex") == 0
        assert await imprint.count(user_id="alex") == 1
        # Another user gets their own copy.
        assert await imprint.import_memories(pretty, user_id="sam") == 2


async def test_batches_keep_links_progress_and_vectors(store_url: str, clock: FakeClock) -> None:
    embedder = RecordingEmbedder(dimension=8)
    async with Imprint(
        "agent", store=store_url, model=None, clock=clock, embedder=embedder
    ) as imprint:
        for n in range(3):
            await imprint.observe_directions(user_id="u", directions=[f"Use tool {n}."])
        await imprint.observe_directions(user_id="u", directions=["Never use tool 0."])
        await imprint.observe_directions(user_id="u", directions=["Use tool 0."])
        lines = await imprint.export_memories(user_id="u")
        seen: list[tuple[int, int]] = []
        embedder.calls.clear()
        added = await imprint.import_memories(
            lines, user_id="v", batch=2, progress=lambda done, total: seen.append((done, total))
        )
        assert added == len(lines) - 1
        assert seen == [(2, 5), (4, 5), (5, 5)]
        # One embedding call per batch, for the active records only.
        assert [len(texts) for texts, _ in embedder.calls] == [1, 1, 1]
        before = {m.content: m for m in await imprint.memories(user_id="u", status=None)}
        after = {m.content: m for m in await imprint.memories(user_id="v", status=None)}
        by_id = {m.memory_id: m.content for m in after.values()}
        for content, memory in before.items():
            twin = after[content]
            assert twin.status is memory.status
            assert twin.created_at == memory.created_at
            assert twin.last_seen_at == memory.last_seen_at
            if memory.superseded_by is not None:
                old = {m.memory_id: m.content for m in before.values()}
                assert twin.superseded_by is not None
                assert by_id[twin.superseded_by] == old[memory.superseded_by]
        embedder.calls.clear()
        assert await imprint.import_memories(lines, user_id="v", batch=2) == 0
        assert embedder.calls == []  # nothing held is embedded again
        assert {m.status for m in after.values()} >= {MemoryStatus.ACTIVE}


async def test_old_memories_do_not_arrive_decayed(store_url: str, clock: FakeClock) -> None:
    async with Imprint("agent", store=store_url, model=None, clock=clock) as imprint:
        await imprint.observe(
            user_id="u", agent_output="- a\n- b", user_response="No, write in paragraphs."
        )
        lines = await imprint.export_memories(user_id="u")
    clock.advance(days=700)
    async with Imprint("agent", store=store_url, model=None, clock=clock) as imprint:
        stale = await imprint.get_policy(user_id="u", feedback=False)
        assert stale.memories == ()  # two years unused: decayed out, as designed
        assert await imprint.import_memories(lines, user_id="restored") == 1
        (memory,) = await imprint.memories(user_id="restored")
        assert memory.created_at == datetime(2026, 1, 1, tzinfo=UTC)  # kept
        assert memory.last_seen_at == clock.now()  # the import counts as a use
        policy = await imprint.get_policy(user_id="restored", feedback=False)
        assert policy.text == "Rules:\n- Write in paragraphs."

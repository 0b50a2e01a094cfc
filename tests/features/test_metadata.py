"""Metadata on memories: written by every write path, filtered in SQL on both backends."""

from __future__ import annotations

import pytest

from imprint import Imprint, InvalidInputError, MemoryStatus
from imprint.testing import FakeClock


def make(store_url: str, clock: FakeClock) -> Imprint:
    return Imprint("agent", store=store_url, model=None, clock=clock)


async def test_every_write_path_stores_metadata(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        kept = await imprint.remember(user_id="u", text="Likes tea.", metadata={"src": "chat"})
        assert kept.metadata == {"src": "chat"}
        observed = await imprint.observe(
            user_id="u",
            agent_output="Here is the draft.",
            user_response="No, write in paragraphs.",
            metadata={"ticket": 42, "urgent": True},
        )
        assert observed.created[0].metadata == {"ticket": 42, "urgent": True}
        directed = await imprint.observe_directions(
            user_id="u", directions=["Never use emoji."], metadata={"src": "settings"}
        )
        assert directed.created[0].metadata == {"src": "settings"}
        lines = await imprint.export_memories(user_id="u")
        assert await imprint.import_memories(lines, user_id="copy") == 3
        copied = await imprint.memories(user_id="copy")
        assert sorted(str(m.metadata) for m in copied) == sorted(
            str(m.metadata) for m in await imprint.memories(user_id="u")
        )


async def test_filters_run_in_every_read(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await imprint.remember(user_id="u", text="Deploys on Fridays.", metadata={"team": "ops"})
        await imprint.remember(user_id="u", text="Deploys with Helm.", metadata={"team": "dev"})
        await imprint.remember(user_id="u", text="Deploys need review.", metadata={"n": 1})
        await imprint.remember(user_id="u", text="Deploys are logged.", metadata={"n": True})
        await imprint.remember(user_id="u", text="Deploys use tags.", metadata={"n": 1.0})
        await imprint.remember(user_id="other", text="Deploys rarely.", metadata={"team": "ops"})

        async def texts(**where: object) -> list[str]:
            found = await imprint.memories(user_id="u", metadata=where)
            return [m.content for m in found]

        assert await texts(team="ops") == ["Deploys on Fridays."]
        assert await texts(team=["ops", "dev"]) == ["Deploys on Fridays.", "Deploys with Helm."]
        # Numbers compare as numbers; True is not 1.
        assert await texts(n=1) == ["Deploys need review.", "Deploys use tags."]
        assert await texts(n=True) == ["Deploys are logged."]
        assert await texts(team="ops", n=1) == []
        assert await imprint.count(user_id="u", metadata={"team": "dev"}) == 1
        assert await imprint.count(user_id="u") == 5
        hits = await imprint.recall(user_id="u", query="deploys", k=10, metadata={"team": "ops"})
        assert [h.memory.content for h in hits] == ["Deploys on Fridays."]
        similar = await imprint.recall(
            user_id="u", query="deploys", by="similarity", metadata={"team": "dev"}
        )
        assert [h.memory.content for h in similar] == ["Deploys with Helm."]
        policy = await imprint.get_policy(
            user_id="u", metadata={"team": "ops"}, context="deploys", feedback=False
        )
        assert [m.memory.content for m in policy.memories] == ["Deploys on Fridays."]
        everything = await imprint.get_policy(user_id="u", feedback=False)
        assert len(everything.memories) == 5


async def test_a_merge_adds_the_names_the_survivor_lacks(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        first = await imprint.remember(user_id="u", text="Likes tea.", metadata={"a": 1})
        again = await imprint.remember(user_id="u", text="likes tea", metadata={"a": 2, "b": "x"})
        assert again.memory_id == first.memory_id
        assert again.metadata == {"a": 1, "b": "x"}


async def test_metadata_kept_on_a_pending_turn_reaches_its_memory(
    store_url: str, clock: FakeClock
) -> None:
    from pydantic_ai.exceptions import ModelRateLimitError

    from tests.llm_fakes import ScriptedModel

    failing = ScriptedModel(lambda name, text: ModelRateLimitError("scripted", "slow"))
    async with Imprint(
        "agent", store=store_url, model=failing.model, processing_mode="eager", clock=clock
    ) as imprint:
        observation = await imprint.observe(
            user_id="u",
            agent_output="Draft.",
            user_response="No, write in paragraphs.",
            metadata={"ticket": 7},
        )
        assert observation.pending
        (pending,) = await imprint.pending()
        assert pending.metadata == {"ticket": 7}
    async with make(store_url, clock) as offline:
        (done,) = await offline.reprocess_pending()
        assert done.created[0].metadata == {"ticket": 7}


@pytest.mark.parametrize(
    "bad",
    [
        "tag",
        {"nested": {"a": 1}},
        {"list": [1, 2]},
        {"bad name": 1},
        {"": 1},
        {"nan": float("nan")},
        {"big": 2**60},
        {"nul": "a\x00b"},
        {f"k{i}": i for i in range(33)},
        {"long": "x" * 5000},
    ],
)
async def test_bad_metadata_is_refused_and_writes_nothing(
    store_url: str, clock: FakeClock, bad: object
) -> None:
    async with make(store_url, clock) as imprint:
        with pytest.raises(InvalidInputError, match="metadata"):
            await imprint.remember(user_id="u", text="Likes tea.", metadata=bad)  # type: ignore[arg-type]
        assert await imprint.memories(user_id="u", status=None) == []
        with pytest.raises(InvalidInputError, match="metadata"):
            await imprint.memories(user_id="u", metadata={"a": []})


async def test_secrets_in_metadata_are_redacted(store_url: str, clock: FakeClock) -> None:
    key = "sk-ant-api03-" + "a" * 90
    async with make(store_url, clock) as imprint:
        kept = await imprint.remember(user_id="u", text="Likes tea.", metadata={"token": key})
        assert key not in str(kept.metadata)
        # A filter is redacted the same way, so it still finds what was stored.
        assert await imprint.count(user_id="u", metadata={"token": key}) == 1
        assert (await imprint.memories(user_id="u", status=MemoryStatus.ACTIVE))[0].metadata

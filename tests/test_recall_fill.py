"""Recall keeps its `k`: the search's hits first, then the user's other memories."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint import Imprint, InvalidInputError, MemoryType
from imprint.policy.top_up import top_up
from imprint.types import Memory, MemorySource, MemoryStatus

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def _memory(memory_id: int, content: str) -> Memory:
    return Memory(
        memory_id=memory_id,
        agent_id="agent",
        user_id="user",
        type=MemoryType.FACT,
        content=content,
        scope="global",
        status=MemoryStatus.ACTIVE,
        source=MemorySource.DETECTED,
        confidence=0.8,
        created_at=NOW,
        updated_at=NOW,
        last_seen_at=NOW,
    )


async def _seeded(imprint: Imprint) -> None:
    for text in (
        "The user grows riesling on four hectares.",
        "The user's allotment is plot 14 at Meadow Lane.",
        "The user keeps bees behind the shed.",
    ):
        await imprint.remember(user_id="u", text=text, type=MemoryType.FACT)


async def test_a_query_sharing_no_word_still_gets_the_users_memories(store_url: str) -> None:
    async with Imprint("agent", store=store_url, processing_mode="frugal") as imprint:
        await _seeded(imprint)
        await imprint.remember(user_id="someone else", text="Plants Preply plums.")
        hits = await imprint.recall(user_id="u", query="what do the growers plant", k=5)
    contents = [h.memory.content for h in hits]
    assert len(contents) == 3
    assert contents[0] == "The user grows riesling on four hectares."  # "grow" is near
    assert not any("Preply" in c for c in contents)  # another user's memory never fills
    assert all(h.score == 0.0 and h.bm25_rank is None for h in hits)


async def test_what_the_words_find_comes_first_and_fillers_stop_at_k(store_url: str) -> None:
    async with Imprint("agent", store=store_url, processing_mode="frugal") as imprint:
        await _seeded(imprint)
        hits = await imprint.recall(user_id="u", query="bees", k=2)
    assert hits[0].memory.content == "The user keeps bees behind the shed."
    assert hits[0].bm25_rank == 1 and hits[0].score > 0
    assert len(hits) == 2
    # the newest other memory fills the second place
    assert hits[1].memory.content == "The user's allotment is plot 14 at Meadow Lane."


async def test_fill_false_returns_only_what_matched(store_url: str) -> None:
    async with Imprint("agent", store=store_url, processing_mode="frugal") as imprint:
        await _seeded(imprint)
        hits = await imprint.recall(user_id="u", query="bees", k=5, fill=False)
        none = await imprint.recall(user_id="u", query="tutoring platform", fill=False)
    assert [h.memory.content for h in hits] == ["The user keeps bees behind the shed."]
    assert none == []


async def test_fillers_keep_to_the_scopes_and_skip_what_is_gone(store_url: str) -> None:
    async with Imprint("agent", store=store_url, processing_mode="frugal") as imprint:
        await _seeded(imprint)
        hidden = await imprint.remember(user_id="u", text="Repo uses tabs.", scope="repo")
        gone = await imprint.remember(user_id="u", text="The user's PIN hint is the cat.")
        await imprint.forget(user_id="u", memory_id=gone.memory_id)
        hits = await imprint.recall(user_id="u", query="something else", k=10, scopes=[])
    contents = {h.memory.content for h in hits}
    assert hidden.content not in contents
    assert gone.content not in contents
    assert len(contents) == 3


async def test_fill_must_be_a_bool(db_path: object) -> None:
    async with Imprint("agent", store=f"sqlite:///{db_path}", processing_mode="frugal") as imp:
        with pytest.raises(InvalidInputError, match="fill must be True or False"):
            await imp.recall(user_id="u", query="x", fill="no")  # type: ignore[arg-type]


_POOL = st.lists(st.sampled_from(["tutor lessons", "bees", "plot 14", "tutoring", "x"]))


@given(_POOL, st.sets(st.integers(0, 12)), st.integers(1, 12), st.sampled_from(["tutors", "y"]))
def test_top_up_takes_only_new_memories_up_to_k(
    texts: list[str], found: set[int], k: int, query: str
) -> None:
    pool = [_memory(i, t) for i, t in enumerate(texts)]
    taken = top_up(query, sorted(found), pool, k)
    ids = [m.memory_id for m in taken]
    assert len(ids) == len(set(ids))
    assert not set(ids) & found
    available = len([m for m in pool if m.memory_id not in found])
    assert len(ids) == max(0, min(k - len(found), available))
    # a memory sharing a word's start with the query never follows one that shares none
    near = [m.content.startswith("tutor") and query == "tutors" for m in taken]
    assert near == sorted(near, reverse=True)

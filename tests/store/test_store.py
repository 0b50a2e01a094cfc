"""The store contract, run on both backends (SQLite file and PostgreSQL database)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from imprint.errors import NotFoundError
from imprint.protocols import MemoryStore
from imprint.types import (
    CandidateMemory,
    MemoryDraft,
    MemorySource,
    MemoryStatus,
    MemoryType,
    ObservationWrite,
    ProcessingMode,
    Signal,
    SignalType,
)

NOW = datetime(2026, 1, 1, tzinfo=UTC)


@pytest.fixture
def store(any_store: MemoryStore) -> MemoryStore:
    """Every test here runs on SQLite and on PostgreSQL."""
    return any_store


def plan(content: str, *, user: str = "u1", **kwargs: object) -> ObservationWrite:
    return ObservationWrite(
        agent_id="agent",
        user_id=user,
        now=NOW,
        signal=Signal(type=SignalType.CORRECTION, text=content, confidence=0.9, detector="test"),
        draft=MemoryDraft(type=MemoryType.RULE, content=content),
        **kwargs,  # type: ignore[arg-type]
    )


async def test_write_creates_memory_signal_fts_and_event(store: MemoryStore) -> None:
    result = await store.write_observation(plan("Write in paragraphs."))
    assert result.created is not None and result.signal_id is not None
    memory = result.created
    assert (memory.type, memory.status, memory.source) == (
        MemoryType.RULE,
        MemoryStatus.ACTIVE,
        MemorySource.DETECTED,
    )
    assert [i for i, _ in await store.search_text("agent", "u1", "paragraph")] == [memory.memory_id]
    events = await store.events("agent", "u1")
    assert [e.kind for e in events] == ["memory.created"]
    assert events[0].memory_id == memory.memory_id


@pytest.mark.parametrize(
    "draft",
    [
        MemoryDraft(type=MemoryType.RULE, content="Write in paragraphs."),
        MemoryDraft(
            type=MemoryType.FACT,
            content="The user's name is Zo\u00eb \x00 \U0001f600.",
            scope="billing",
            confidence=1,
            source=MemorySource.USER_EDIT,
            produced_by="direction:user_edit",
            pinned=True,
            quarantined=True,
        ),
    ],
)
async def test_write_returns_the_memory_exactly_as_stored(
    store: MemoryStore, draft: MemoryDraft
) -> None:
    written = ObservationWrite(
        agent_id="agent", user_id="u1", now=NOW, session_id="s1", draft=draft
    )
    created = (await store.write_observation(written)).created
    assert created is not None
    assert created == await store.get_memory("agent", "u1", created.memory_id)


async def test_consolidation_candidates_are_searched_by_the_plan_query(
    store: MemoryStore,
) -> None:
    first = await store.write_observation(plan("Always mention the ticket in reviews."))
    assert first.created is not None
    seen: list[list[tuple[int, MemoryType, str]]] = []

    def decide(
        new: MemoryDraft, candidates: list[CandidateMemory]
    ) -> tuple[int | None, tuple[int, ...]]:
        seen.append([(c.memory_id, c.type, c.content) for c in candidates])
        return None, ()

    for query in ["ticket", "holiday"]:
        await store.write_consolidated(
            plan("Always attach the logs.", candidate_query=query),
            decide=decide,
            limit=5,
            scopes=None,
            reinforce_open_loop=False,
        )
    stored = (first.created.memory_id, MemoryType.RULE, "Always mention the ticket in reviews.")
    assert seen == [[stored], []]


async def test_duplicate_merges_into_survivor(store: MemoryStore) -> None:
    first = await store.write_observation(plan("Write in paragraphs."))
    assert first.created is not None
    again = await store.write_observation(plan("write in PARAGRAPHS"))
    assert again.created is None
    assert again.merged_into == first.created.memory_id
    survivor = await store.get_memory("agent", "u1", first.created.memory_id)
    assert survivor.reinforcement == 1
    assert survivor.stability == pytest.approx(first.created.stability * 1.5)
    assert await store.count_memories("agent", "u1") == 1


async def test_contradiction_deactivates_older_and_keeps_it(store: MemoryStore) -> None:
    old = await store.write_observation(plan("Use bullet points."))
    assert old.created is not None
    new = await store.write_observation(
        plan("Never use bullet points.", contradicts=(old.created.memory_id,))
    )
    assert new.contradicted == (old.created.memory_id,)
    retired = await store.get_memory("agent", "u1", old.created.memory_id)
    assert retired.status is MemoryStatus.CONTRADICTED
    assert new.created is not None and retired.superseded_by == new.created.memory_id
    assert [i for i, _ in await store.search_text("agent", "u1", "bullet")] == [
        new.created.memory_id
    ]


async def test_contradiction_cannot_touch_another_user(store: MemoryStore) -> None:
    theirs = await store.write_observation(plan("Use bullet points.", user="u2"))
    assert theirs.created is not None
    mine = await store.write_observation(
        plan("Never use bullet points.", contradicts=(theirs.created.memory_id,))
    )
    assert mine.contradicted == ()
    still = await store.get_memory("agent", "u2", theirs.created.memory_id)
    assert still.status is MemoryStatus.ACTIVE


async def test_key_overwrites_in_place(store: MemoryStore) -> None:
    first = await store.write_observation(
        ObservationWrite(
            agent_id="agent",
            user_id="u1",
            now=NOW,
            draft=MemoryDraft(type=MemoryType.FACT, content="Lives in Paris", key="city"),
        )
    )
    second = await store.write_observation(
        ObservationWrite(
            agent_id="agent",
            user_id="u1",
            now=NOW,
            draft=MemoryDraft(type=MemoryType.FACT, content="Lives in Lyon", key="city"),
        )
    )
    assert first.created is not None and second.created is not None
    assert second.created.memory_id == first.created.memory_id
    assert second.created.content == "Lives in Lyon"
    assert await store.search_text("agent", "u1", "Paris") == []
    assert [m.content for m in await store.list_memories("agent", "u1")] == ["Lives in Lyon"]


async def test_pending_signal_stores_turn_only(store: MemoryStore) -> None:
    result = await store.write_observation(
        ObservationWrite(
            agent_id="agent",
            user_id="u1",
            now=NOW,
            agent_output="Here is a list.",
            user_response="Hmm, prose next time?",
            pending_error="ModelError: timeout",
        )
    )
    assert result.created is None
    (pending,) = await store.pending_signals("agent")
    assert pending.user_response == "Hmm, prose next time?"
    assert pending.error == "ModelError: timeout"
    assert await store.count_memories("agent", "u1") == 0


async def test_ownership_is_checked_on_every_id_call(store: MemoryStore) -> None:
    result = await store.write_observation(plan("Use tabs.", user="u2"))
    assert result.created is not None
    memory_id = result.created.memory_id
    with pytest.raises(NotFoundError):
        await store.get_memory("agent", "u1", memory_id)
    with pytest.raises(NotFoundError):
        await store.get_memory("other-agent", "u2", memory_id)
    with pytest.raises(NotFoundError):
        await store.set_status(
            "agent", "u1", memory_id, MemoryStatus.FORGOTTEN, now=NOW, reason="x"
        )
    with pytest.raises(NotFoundError):
        await store.set_pinned("agent", "u1", memory_id, True, now=NOW)
    assert (await store.get_memory("agent", "u2", memory_id)).status is MemoryStatus.ACTIVE


async def test_cache_is_invalidated_by_any_write(store: MemoryStore) -> None:
    version = await store.user_version("agent", "u1")
    assert await store.cache_put("agent", "u1", "k", version=version, payload="{}", now=NOW)
    assert await store.cache_get("agent", "u1", "k") == "{}"
    assert await store.cache_get("agent", "u2", "k") is None
    await store.write_observation(plan("Use tabs."))
    assert await store.cache_get("agent", "u1", "k") is None
    # A policy compiled before the write must not be cached after it.
    assert not await store.cache_put("agent", "u1", "k", version=version, payload="{}", now=NOW)


async def test_agent_config_updates_fields_not_row(store: MemoryStore) -> None:
    await store.save_agent(
        "agent",
        now=NOW,
        description="reviewer",
        processing_mode=ProcessingMode.EAGER,
        scopes=["project:a"],
        embedding_dim=8,
    )
    config = await store.save_agent("agent", now=NOW, description="new description")
    assert config.description == "new description"
    assert config.processing_mode is ProcessingMode.EAGER
    assert config.scopes == ("project:a",)
    assert config.embedding_dim == 8


async def test_forget_user_removes_everything_but_one_audit_event(store: MemoryStore) -> None:
    await store.write_observation(plan("Use tabs.", vector=(0.1, 0.2)))
    await store.write_observation(plan("Keep it short.", user="u2"))
    await store.forget_user("agent", "u1", now=NOW)
    assert await store.list_memories("agent", "u1", statuses=None) == []
    assert await store.search_text("agent", "u1", "tabs", statuses=None) == []
    (event,) = await store.events("agent", "u1")
    assert event.kind == "user.erased" and "Use tabs" not in str(event.detail)
    assert await store.count_memories("agent", "u2") == 1
    assert await store.integrity_check() == []

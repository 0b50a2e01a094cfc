"""The store contract, run on both backends (SQLite file and PostgreSQL database)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from imprint.errors import NotFoundError
from imprint.protocols import MemoryStore
from imprint.types import (
    MemoryDraft,
    MemorySource,
    MemoryStatus,
    MemoryType,
    ProcessingMode,
)
from imprint.writes import (
    CandidateMemory,
    Contradict,
    DecideOffline,
    KeepBoth,
    KeepPending,
    Merge,
    NewMemory,
    Observe,
    TurnRecord,
    Verdict,
    WriteRules,
)
from tests.store._writes import NOW, observe, write


@pytest.fixture
def store(any_store: MemoryStore) -> MemoryStore:
    """Every test here runs on SQLite and on PostgreSQL."""
    return any_store


async def test_write_creates_memory_signal_fts_and_event(store: MemoryStore) -> None:
    result = await write(store, observe("Write in paragraphs."))
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
    written = Observe(
        agent_id="agent",
        user_id="u1",
        now=NOW,
        turn=TurnRecord(session_id="s1"),
        memory=NewMemory(draft=draft),
    )
    created = (await write(store, written)).created
    assert created is not None
    assert created == await store.get_memory("agent", "u1", created.memory_id)


async def test_offline_candidates_are_searched_by_the_requested_words(
    store: MemoryStore,
) -> None:
    first = await write(store, observe("Always mention the ticket in reviews."))
    assert first.created is not None
    seen: list[list[CandidateMemory]] = []

    def consolidate(new: MemoryDraft, candidates: Sequence[CandidateMemory]) -> Verdict:
        seen.append(list(candidates))
        return KeepBoth()

    rules = WriteRules(consolidate=consolidate)
    for words in ["ticket", "holiday"]:
        offline = DecideOffline(query=words)
        await write(store, observe("Always attach the logs.", consolidation=offline), rules)
    stored = CandidateMemory(
        memory_id=first.created.memory_id,
        type=MemoryType.RULE,
        content="Always mention the ticket in reviews.",
        scope="global",
        key=None,
        source=MemorySource.DETECTED,
    )
    assert seen == [[stored], []]


async def test_a_change_is_compared_with_the_newest_memories_too(store: MemoryStore) -> None:
    # "now that I've got the BIAB bag ..., full volume all-grain" shares no word with "I do
    # extract batches on the stove": a draft told as a change also meets the newest facts.
    seen: list[list[tuple[str, bool]]] = []

    def consolidate(new: MemoryDraft, candidates: Sequence[CandidateMemory]) -> Verdict:
        seen.append([(c.content, c.nearest) for c in candidates])
        return KeepBoth()

    rules = WriteRules(consolidate=consolidate, newest_candidates=2)
    await write(store, observe("The user's name is Ines.", user="u2"))
    for content in ("Oldest fact.", "Middle fact.", "Newest fact."):
        await write(store, observe(content, type=MemoryType.FACT))
    gone = await write(store, observe("Quarantined fact.", type=MemoryType.FACT))
    assert gone.created is not None
    await store.set_status(
        "agent", "u1", gone.created.memory_id, MemoryStatus.QUARANTINED, now=NOW, reason="test"
    )
    offline = DecideOffline(query="newest")
    for changed in (True, False):
        draft = MemoryDraft(type=MemoryType.FACT, content="Full volume all-grain.", changed=changed)
        await write(store, observe("", draft=draft, consolidation=offline), rules)
    # ranked by its words first, then the newest active ones of this user, each once
    assert seen == [
        [("Newest fact.", True), ("Middle fact.", False)],
        [("Newest fact.", True)],
    ]


async def test_candidates_are_the_users_active_memories_only(store: MemoryStore) -> None:
    async def found() -> list[int]:
        hits = await store.candidates("agent", "u1", "bullet points", limit=5, scopes=None)
        return [c.memory_id for c in hits]

    await write(store, observe("Use bullet points.", user="u2"))
    assert await found() == []  # another user's memory, though it matches
    old = await write(store, observe("Use bullet points."))
    assert old.created is not None
    verdict = Contradict(memory_ids=(old.created.memory_id,))
    new = await write(store, observe("Never use bullet points.", consolidation=verdict))
    assert new.created is not None
    assert await found() == [new.created.memory_id]
    await store.set_status(
        "agent", "u1", new.created.memory_id, MemoryStatus.QUARANTINED, now=NOW, reason="test"
    )
    assert await found() == []  # matching rows remain, none of them active


async def test_duplicate_merges_into_survivor(store: MemoryStore) -> None:
    first = await write(store, observe("Write in paragraphs."))
    assert first.created is not None
    again = await write(store, observe("write in PARAGRAPHS"))
    assert again.created is None
    assert again.merged_into == first.created.memory_id
    survivor = await store.get_memory("agent", "u1", first.created.memory_id)
    assert survivor.reinforcement == 1
    assert survivor.stability == pytest.approx(first.created.stability * 1.5)
    assert await store.count_memories("agent", "u1") == 1


async def test_contradiction_deactivates_older_and_keeps_it(store: MemoryStore) -> None:
    old = await write(store, observe("Use bullet points."))
    assert old.created is not None
    verdict = Contradict(memory_ids=(old.created.memory_id,))
    new = await write(store, observe("Never use bullet points.", consolidation=verdict))
    assert new.contradicted == (old.created.memory_id,)
    retired = await store.get_memory("agent", "u1", old.created.memory_id)
    assert retired.status is MemoryStatus.CONTRADICTED
    assert new.created is not None and retired.superseded_by == new.created.memory_id
    assert [i for i, _ in await store.search_text("agent", "u1", "bullet")] == [
        new.created.memory_id
    ]


async def test_contradiction_cannot_touch_another_user(store: MemoryStore) -> None:
    theirs = await write(store, observe("Use bullet points.", user="u2"))
    assert theirs.created is not None
    verdict = Contradict(memory_ids=(theirs.created.memory_id,))
    mine = await write(store, observe("Never use bullet points.", consolidation=verdict))
    assert mine.contradicted == ()
    still = await store.get_memory("agent", "u2", theirs.created.memory_id)
    assert still.status is MemoryStatus.ACTIVE


async def test_key_overwrites_in_place(store: MemoryStore) -> None:
    paris = MemoryDraft(type=MemoryType.FACT, content="Lives in Paris", key="city")
    first = await write(store, observe("", draft=paris, signal=False))
    lyon = MemoryDraft(type=MemoryType.FACT, content="Lives in Lyon", key="city")
    second = await write(store, observe("", draft=lyon, signal=False))
    assert first.created is not None and second.created is not None
    assert second.created.memory_id == first.created.memory_id
    assert second.created.content == "Lives in Lyon"
    assert await store.search_text("agent", "u1", "Paris") == []
    assert [m.content for m in await store.list_memories("agent", "u1")] == ["Lives in Lyon"]
    assert second.created == await store.get_memory("agent", "u1", second.created.memory_id)


async def test_pending_signal_stores_turn_only(store: MemoryStore) -> None:
    turn = TurnRecord(agent_output="Here is a list.", user_response="Hmm, prose next time?")
    request = KeepPending(
        agent_id="agent", user_id="u1", now=NOW, turn=turn, error="ModelError: timeout"
    )
    result = await write(store, request)
    assert result.created is None
    (pending,) = await store.pending_signals("agent")
    assert pending.user_response == "Hmm, prose next time?"
    assert pending.error == "ModelError: timeout"
    assert await store.count_memories("agent", "u1") == 0


async def test_ownership_is_checked_on_every_id_call(store: MemoryStore) -> None:
    result = await write(store, observe("Use tabs.", user="u2"))
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
    await write(store, observe("Use tabs."))
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
    await write(store, observe("Use tabs.", vector=(0.1, 0.2)))
    await write(store, observe("Keep it short.", user="u2"))
    await store.forget_user("agent", "u1", now=NOW)
    assert await store.list_memories("agent", "u1", statuses=None) == []
    assert await store.search_text("agent", "u1", "tabs", statuses=None) == []
    (event,) = await store.events("agent", "u1")
    assert event.kind == "user.erased" and "Use tabs" not in str(event.detail)
    assert await store.count_memories("agent", "u2") == 1
    assert await store.integrity_check() == []


async def test_a_merge_into_a_memory_that_went_away_stores_the_draft(store: MemoryStore) -> None:
    gone = await write(store, observe("Use tabs."))
    assert gone.created is not None
    await store.set_status(
        "agent", "u1", gone.created.memory_id, MemoryStatus.FORGOTTEN, now=NOW, reason="x"
    )
    # Decided (by an LLM) before the forget committed; the write sees the survivor gone.
    stale = Merge(into=gone.created.memory_id, content="Use tabs, always.")
    result = await write(store, observe("Indent with tabs.", consolidation=stale))
    assert result.merged_into is None and result.created is not None
    assert (await store.get_memory("agent", "u1", gone.created.memory_id)).reinforcement == 0


async def test_max_memories_evicts_in_the_same_transaction(store: MemoryStore) -> None:
    rules = WriteRules(max_memories=2, eviction="oldest")
    ids = []
    for text in ["One.", "Two.", "Three."]:
        result = await write(store, observe(text), rules)
        assert result.created is not None
        ids.append(result.created.memory_id)
    assert result.evicted == (ids[0],)
    assert [m.memory_id for m in await store.list_memories("agent", "u1")] == ids[1:]
    evicted = await store.get_memory("agent", "u1", ids[0])
    assert evicted.status is MemoryStatus.EVICTED
    kinds = [e.kind for e in await store.events("agent", "u1")]
    assert kinds[-2:] == ["memory.evicted", "memory.created"]

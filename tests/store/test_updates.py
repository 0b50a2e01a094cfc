"""The `update_memory()` decision as a table: request + facts in, steps out."""

from __future__ import annotations

import pytest

from imprint.store.decision import decide, fact_query
from imprint.store.facts import FactQuery, Facts
from imprint.store.steps import Decision, DropVector, EditMemory, LogEvent, WriteVector
from imprint.store.updates import content_hash
from imprint.types import MemoryStatus
from imprint.writes import UpdateMemory, WriteRules
from tests.store.test_decision import NOW, kinds, memory, of

RULES = WriteRules()


def update(content: str = "Use spaces.", **more: object) -> UpdateMemory:
    return UpdateMemory(
        agent_id="a",
        user_id="u",
        now=NOW,
        memory_id=7,
        content=content,
        **more,  # type: ignore[arg-type]
    )


def test_it_reads_the_memory() -> None:
    assert fact_query(update(), RULES) == FactQuery(agent_id="a", user_id="u", memory=7)


def test_new_text_is_rewritten_reindexed_and_logged_by_hash() -> None:
    decision = decide(update(vector=(1.0, 0.0)), Facts(memory=memory(7)), RULES)
    assert kinds(decision) == ["EditMemory", "WriteVector", "memory.updated", "Invalidate"]
    assert of(decision, WriteVector) == [WriteVector(memory=7, vector=(1.0, 0.0))]
    (event,) = of(decision, LogEvent)
    assert isinstance(event, LogEvent)
    assert event.detail == {
        "old_sha256": content_hash("Memory 7."),
        "new_sha256": content_hash("Use spaces."),
        "metadata_changed": False,
    }
    assert "Memory 7." not in repr(event)
    assert decision.updated is not None
    assert decision.updated.content == "Use spaces."
    assert decision.updated.last_seen_at == NOW


def test_without_an_embedder_the_old_vector_goes() -> None:
    decision = decide(update(), Facts(memory=memory(7)), RULES)
    assert of(decision, DropVector) == [DropVector(memory_id=7)]


def test_metadata_alone_changes_no_vector() -> None:
    same = update("Memory 7.", metadata={"tag": "x"})
    decision = decide(same, Facts(memory=memory(7)), RULES)
    assert kinds(decision) == ["EditMemory", "memory.updated", "Invalidate"]
    assert decision.updated is not None
    assert decision.updated.metadata == {"tag": "x"}


def test_nothing_new_writes_nothing() -> None:
    held = memory(7, metadata={"tag": "x"})
    assert decide(update("Memory 7."), Facts(memory=held), RULES) == Decision(updated=held)
    same = update("Memory 7.", metadata={"tag": "x"})
    assert decide(same, Facts(memory=held), RULES) == Decision(updated=held)


def test_injection_text_quarantines_an_active_memory() -> None:
    decision = decide(update(quarantined=True), Facts(memory=memory(7)), RULES)
    (edit,) = of(decision, EditMemory)
    assert isinstance(edit, EditMemory)
    assert edit.status is MemoryStatus.QUARANTINED
    assert decision.updated is not None
    assert decision.updated.status is MemoryStatus.QUARANTINED


def test_a_missing_memory_is_refused() -> None:
    assert decide(update(), Facts(), RULES) == Decision(refused="not_found")


@pytest.mark.parametrize(
    "status", [MemoryStatus.FORGOTTEN, MemoryStatus.CONTRADICTED, MemoryStatus.EVICTED]
)
def test_history_is_not_editable(status: MemoryStatus) -> None:
    held = memory(7, status=status)
    decision = decide(update(), Facts(memory=held), RULES)
    assert decision == Decision(updated=held, refused="not_editable")


def test_a_quarantined_memory_stays_quarantined() -> None:
    held = memory(7, status=MemoryStatus.QUARANTINED)
    decision = decide(update(), Facts(memory=held), RULES)
    (edit,) = of(decision, EditMemory)
    assert isinstance(edit, EditMemory)
    assert edit.status is None
    assert decision.updated is not None
    assert decision.updated.status is MemoryStatus.QUARANTINED

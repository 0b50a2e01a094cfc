"""The import decision as a table: which records are new, which are held, and the links."""

from __future__ import annotations

import dataclasses

from imprint.store.decision import decide, fact_query
from imprint.store.facts import Facts, ImportLookup
from imprint.store.steps import Assigned, InsertMemory, Invalidate, Link, New, finish
from imprint.types import MemoryStatus
from imprint.writes import ImportMemories, WriteRules
from tests.store.test_decision import NOW, kinds, memory, of

RULES = WriteRules()


def request(*records: object, **more: object) -> ImportMemories:
    return ImportMemories(
        agent_id="a",
        user_id="u",
        now=NOW,
        records=tuple(records),  # type: ignore[arg-type]
        vectors=tuple(None for _ in records),
        **more,  # type: ignore[arg-type]
    )


def test_the_lookup_names_each_content_and_origin_once() -> None:
    records = (
        memory(1, origin="mem0:x"),
        memory(2, content="Memory 1!"),
        memory(3, origin="mem0:x", content="memory  1"),
    )
    query = fact_query(request(*records), RULES)
    assert query.imports == ImportLookup(contents=(("memory 1", "global"),), origins=("mem0:x",))


def test_records_the_user_holds_are_skipped_by_content_or_origin() -> None:
    records = (
        memory(1),  # same text, same scope: held as #40
        memory(2, origin="mem0:b", content="Edited since."),  # its origin: held as #41
        memory(3, scope="project:x", content="Memory 1."),  # same text, other scope: new
        memory(4),  # ... and nothing else held: new
    )
    facts = Facts(held_contents={("memory 1", "global"): 40}, held_origins={"mem0:b": 41})
    records = (*records[:3], memory(4, content="Fresh."))
    decision = decide(request(*records), facts, RULES)
    inserted = [s for s in decision.steps if isinstance(s, InsertMemory)]
    assert [s.memory.memory_id for s in inserted] == [3, 4]
    result = finish(decision, Assigned(memories={New(0): 70, New(1): 71}))
    assert result.imported == (70, 71)
    assert result.placed == (40, 41, 70, 71)
    assert result.skipped == 2


def test_importing_what_is_all_held_changes_nothing() -> None:
    facts = Facts(held_contents={("memory 1", "global"): 5, ("memory 2", "global"): 6})
    decision = decide(request(memory(1), memory(2, superseded_by=1)), facts, RULES)
    assert decision.steps == ()
    assert finish(decision, Assigned()).placed == (5, 6)


def test_one_origin_twice_in_a_file_is_imported_once() -> None:
    records = (memory(1, origin="o"), memory(2, origin="o", content="Other."))
    decision = decide(request(*records), Facts(), RULES)
    assert kinds(decision) == ["InsertMemory", "memory.imported", "Invalidate"]
    assert decision.placed == (New(0), New(0))


def test_the_same_text_twice_in_a_file_round_trips() -> None:
    records = (memory(1, status=MemoryStatus.CONTRADICTED, superseded_by=2), memory(2))
    records = (records[0], dataclasses.replace(records[1], content="Memory 1."))
    decision = decide(request(*records), Facts(), RULES)
    assert len(of(decision, InsertMemory)) == 2
    assert of(decision, Link) == [Link(memory=New(0), superseded_by=New(1))]


def test_links_reach_across_batches_both_ways() -> None:
    # Batch 2 of an import: #1 (earlier, now store id 30) waits for its successor #5;
    # #6 here is superseded by #2 (earlier, store id 31).
    records = (memory(5), memory(6, superseded_by=2))
    decision = decide(request(*records, earlier={1: 30, 2: 31}, waiting=((30, 5),)), Facts(), RULES)
    assert of(decision, Link) == [
        Link(memory=New(1), superseded_by=31),
        Link(memory=30, superseded_by=New(0)),
    ]
    assert isinstance(decision.steps[-1], Invalidate)


def test_a_held_record_is_not_relinked() -> None:
    facts = Facts(held_contents={("memory 1", "global"): 8})
    decision = decide(request(memory(1, superseded_by=2), memory(2)), facts, RULES)
    assert of(decision, Link) == []


def test_text_an_earlier_batch_wrote_is_no_match() -> None:
    # Batch 1 wrote #1 "Memory 1." (store id 30); batch 2 holds the same text again.
    facts = Facts(held_contents={("memory 1", "global"): 30})
    decision = decide(request(memory(9, content="Memory 1."), earlier={1: 30}), facts, RULES)
    assert len(of(decision, InsertMemory)) == 1

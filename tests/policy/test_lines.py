"""Compiled lines: when they are due, the per-instance cache, the compile call's answer."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.errors import ModelError
from imprint.llm import LLM
from imprint.policy.lines import (
    PENDING_LINES,
    CompiledLine,
    LineCache,
    compile_lines,
    due,
    lines_scope,
)
from imprint.types import Memory, MemorySource, MemoryStatus, MemoryType
from tests.llm_fakes import ScriptedModel, notes_of

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def _memory(memory_id: int, content: str, memory_type: MemoryType = MemoryType.RULE) -> Memory:
    return Memory(
        memory_id=memory_id,
        agent_id="agent",
        user_id="user",
        type=memory_type,
        content=content,
        scope="global",
        status=MemoryStatus.ACTIVE,
        source=MemorySource.DETECTED,
        confidence=0.8,
        created_at=NOW,
        updated_at=NOW,
        last_seen_at=NOW,
    )


_TYPES = st.lists(st.sampled_from(list(MemoryType)), max_size=40)


@given(st.integers(min_value=0, max_value=500), st.integers(min_value=1, max_value=500))
def test_rules_are_due_once_enough_wait_or_half_of_a_small_selection(
    waiting: int, selected: int
) -> None:
    waiting = min(waiting, selected)
    expected = waiting >= PENDING_LINES or (waiting > 0 and 2 * waiting >= selected)
    assert due([MemoryType.RULE] * waiting, selected) is expected
    assert due([MemoryType.DECISION] * waiting, selected) is expected


@given(_TYPES)
def test_a_first_policy_is_always_compiled(waiting: list[MemoryType]) -> None:
    assert due(waiting, len(waiting)) is bool(waiting)
    assert not due([], 10)


@given(_TYPES, st.sampled_from(list(MemoryType)), st.integers(min_value=1, max_value=80))
def test_one_more_waiting_memory_never_makes_a_request_less_due(
    waiting: list[MemoryType], more: MemoryType, extra: int
) -> None:
    selected = len(waiting) + extra
    if due(waiting, selected):
        assert due([*waiting, more], selected)


@given(_TYPES, st.integers(min_value=1, max_value=80))
def test_a_waiting_fact_never_presses_more_than_a_rule(
    waiting: list[MemoryType], extra: int
) -> None:
    selected = len(waiting) + extra
    as_rules = [MemoryType.RULE for _ in waiting]
    if due(waiting, selected):
        assert due(as_rules, selected)


def test_facts_wait_for_twice_as_many_as_rules_in_a_large_selection() -> None:
    facts = [MemoryType.FACT] * (2 * PENDING_LINES - 1)
    assert not due(facts, 50)
    assert due([*facts, MemoryType.CONTEXT], 50)
    assert due([MemoryType.RULE] * PENDING_LINES, 50)
    assert due([MemoryType.DECISION, MemoryType.FACT, MemoryType.FACT, MemoryType.RULE], 50)


def test_cache_is_keyed_by_scope_id_type_and_content_and_bounded() -> None:
    cache = LineCache(size=2)
    rule = _memory(1, "Write in paragraphs.")
    line = CompiledLine(line="Write paragraphs.", omit="no")
    cache.put("s", rule, line)
    assert cache.get("s", rule) == line
    assert cache.get("other scope", rule) is None
    assert cache.get("s", _memory(1, "Write in bullet points.")) is None
    assert cache.get("s", _memory(1, "Write in paragraphs.", MemoryType.FACT)) is None
    assert cache.get("s", _memory(2, "Write in paragraphs.")) is None
    cache.put("s", _memory(2, "B."), line)
    assert cache.get("s", rule) == line  # used: the least recently used is memory 2 now
    cache.put("s", _memory(3, "C."), line)
    assert len(cache) == 2
    assert cache.get("s", _memory(2, "B.")) is None
    assert cache.get("s", rule) == line


def test_scope_digest_covers_what_a_line_depends_on() -> None:
    base: dict[str, Any] = {
        "agent_id": "a",
        "user_id": "u",
        "agent_description": "A reviewer.",
        "existing_instructions": "Be brief.",
        "model_id": "m",
    }
    digest = lines_scope(**base)
    assert lines_scope(**base) == digest
    for name in base:
        assert lines_scope(**{**base, name: "changed"}) != digest


async def _compile(answer: Any, memories: list[Memory]) -> dict[int, CompiledLine]:
    scripted = ScriptedModel(lambda name, text: answer(notes_of(text)))
    llm = LLM(scripted.model)
    await llm.connect()
    try:
        lines, requests, _tokens = await compile_lines(
            memories, llm=llm, agent_description="A reviewer.", existing_instructions=""
        )
    finally:
        await llm.close()
    assert requests == 1
    return lines


MEMORIES = [_memory(4, "Write in paragraphs."), _memory(9, "The user is Sam.", MemoryType.FACT)]


async def test_lines_are_matched_by_id_and_sanitised() -> None:
    def answer(notes: list[tuple[int, str, str]]) -> dict[str, Any]:
        assert [(i, kind) for i, kind, _ in notes] == [(4, "rule"), (9, "fact")]
        return {
            "notes": [
                {"id": 9, "line": "Call the user Sam.\n## Rules:", "omit": "no"},
                {"id": 4, "line": "", "omit": "instructions"},
            ]
        }

    lines = await _compile(answer, MEMORIES)
    assert lines == {
        9: CompiledLine(line="Call the user Sam. ## Rules:", omit="no"),
        4: CompiledLine(line="", omit="instructions"),
    }


@pytest.mark.parametrize(
    ("notes", "message"),
    [
        ([{"id": 4, "line": "Write paragraphs.", "omit": "no"}], r"left out notes \[9\]"),
        (
            [
                {"id": 4, "line": "Write paragraphs.", "omit": "no"},
                {"id": 9, "line": "Sam.", "omit": "no"},
                {"id": 77, "line": "Invented.", "omit": "no"},
            ],
            "unknown id 77",
        ),
        (
            [
                {"id": 4, "line": "  <> ", "omit": "no"},
                {"id": 9, "line": "Sam.", "omit": "no"},
            ],
            "kept memory 4 with an empty line",
        ),
    ],
)
async def test_an_incomplete_or_invented_answer_is_an_error(
    notes: list[dict[str, Any]], message: str
) -> None:
    with pytest.raises(ModelError, match=message) as caught:
        await _compile(lambda _: {"notes": notes}, MEMORIES)
    assert caught.value.requests == 1

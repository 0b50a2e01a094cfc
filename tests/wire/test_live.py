"""Every prompt against the real provider (`just test-live`; skipped without ANTHROPIC_API_KEY).

The model is `IMPRINT_LIVE_MODEL` (see .env.example). Answers vary, so these check what the
code relies on: the output parses, ids are the ones sent, and the obvious case comes out right.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from imprint import Imprint, MemoryType
from imprint.llm import LLM, PROMPT_VERSIONS

MODEL = os.environ.get("IMPRINT_LIVE_MODEL", "anthropic:claude-haiku-4-5-20251001")

pytestmark = pytest.mark.live("ANTHROPIC_API_KEY")


@pytest.fixture
async def llm(allow_model_requests: None) -> AsyncIterator[LLM]:
    model = LLM(MODEL, timeout=60)
    await model.connect()
    try:
        yield model
    finally:
        await model.close()


async def test_live_detect(llm: LLM) -> None:
    result = await llm.detect(
        agent_description="A code reviewer.",
        agent_output="- Rename foo\n- Add a test",
        user_response="No, please write your review in paragraphs, not bullet points.",
    )
    assert result.output.kind in {"correction", "preference"}
    assert "paragraph" in result.output.evidence.lower()
    assert result.requests >= 1
    assert result.tokens > 0


async def test_live_derive(llm: LLM) -> None:
    result = await llm.derive(
        agent_description="A code reviewer.",
        signal_kind="correction",
        scopes=["project:alpha"],
        agent_output="- Rename foo",
        user_response="No, write in paragraphs.",
        today="2026-12-01",
    )
    (memory,) = result.output.memories
    assert memory.type == "rule"
    assert "paragraph" in memory.content.lower()
    assert memory.scope in {"global", "project:alpha"}
    assert not memory.addressed_to_agent
    assert result.output.forget == []


async def test_live_derive_reads_several_memories_a_change_and_a_forget(llm: LLM) -> None:
    result = await llm.derive(
        agent_description="A personal assistant.",
        signal_kind="fact",
        scopes=[],
        agent_output="Anything else?",
        user_response=(
            "We moved from Lyon to Paris last month, and I'm vegetarian now. "
            "Oh, and forget what I told you about the Kafka project."
        ),
        today="2026-12-01",
    )
    memories = result.output.memories
    assert len(memories) >= 2
    assert any("lyon" in [v.lower() for v in m.replaces] for m in memories)
    assert any("kafka" in target.lower() for target in result.output.forget)


async def test_live_consolidate(llm: LLM) -> None:
    result = await llm.consolidate(
        new_type="decision",
        new_scope="global",
        new_content="The project uses uv instead of Poetry for packaging.",
        candidates=[(7, "The project uses Poetry for packaging."), (9, "The user is Sam.")],
    )
    assert set(result.output) <= {7, 9}
    assert result.output[7].action in {"contradict", "merge"}


async def test_live_validate_directions(llm: LLM) -> None:
    result = await llm.validate_directions(
        [(0, "Never use emoji in reviews."), (1, "hmm maybe, not sure, whatever you think")]
    )
    assert set(result.output) <= {0, 1}
    assert result.output[0].keep


async def test_live_attribute(llm: LLM) -> None:
    result = await llm.attribute(
        notes=[(1, "Write feedback as bullet points."), (2, "The user's name is Sam.")],
        correction="No, stop using bullet points and write in paragraphs.",
    )
    assert result.output == [1]


async def test_live_compile(llm: LLM) -> None:
    result = await llm.compile(
        agent_description="A code reviewer.",
        existing_instructions="You are a helpful code reviewer. Be polite.",
        notes=[
            (3, "rule", "Write feedback in paragraphs."),
            (8, "fact", "The user's name is Sam."),
            (9, "rule", "Be polite."),
        ],
    )
    assert set(result.output) == {3, 8, 9}
    assert result.output[3].omit == "no" and "paragraph" in result.output[3].line.lower()
    assert result.output[8].omit == "no" and "Sam" in result.output[8].line
    assert result.output[9].omit == "instructions"


async def test_live_summarize(llm: LLM) -> None:
    result = await llm.summarize(
        transcript="user: My project is called Falcon and it is written in Rust.\n"
        "assistant: Noted. What should I review first?",
        max_words=40,
    )
    assert "Falcon" in result.output


async def test_live_observe_and_policy_end_to_end(
    allow_model_requests: None, tmp_path: Path
) -> None:
    store = f"sqlite:///{tmp_path / 'live.db'}"
    async with Imprint("reviewer", store=store, model=MODEL, processing_mode="eager") as imprint:
        observation = await imprint.observe(
            user_id="sam",
            agent_output="- Rename foo\n- Add a test",
            user_response="No, please write the review in paragraphs.",
        )
        assert not observation.pending, observation.error
        assert observation.llm_calls >= 2
        (memory,) = observation.created
        assert memory.type is MemoryType.RULE
        policy = await imprint.get_policy(user_id="sam")
        assert policy.compiler == f"llm:compile.v{PROMPT_VERSIONS['compile']}"
        assert "paragraph" in policy.text.lower()

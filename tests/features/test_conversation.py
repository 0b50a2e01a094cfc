"""`observe_conversation()`: transcripts in every shape, observed in order, in one batch."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic_ai.messages import (
    ModelRequest,
    ModelResponse,
    SystemPromptPart,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    UserPromptPart,
)

from imprint import Imprint, InvalidInputError, SignalType
from imprint.history.turns import conversation_turns
from imprint.testing import FakeClock

DICTS: list[dict[str, Any]] = [
    {"role": "system", "content": "You review code."},
    {"role": "user", "content": "Hi, can you review my PR?"},
    {"role": "assistant", "content": "- point one\n- point two"},
    {"role": "user", "content": "No, write in paragraphs."},
    {
        "role": "assistant",
        "content": "",
        "tool_calls": [{"function": {"name": "f", "arguments": "{}"}}],
    },
    {"role": "tool", "tool_call_id": "1", "content": "ok"},
    {"role": "assistant", "content": [{"type": "text", "text": "Shall I use Postgres?"}]},
    {"role": "user", "content": [{"type": "text", "text": "We decided to use PostgreSQL."}]},
    {"role": "user", "content": "Actually, write in paragraphs."},
]


def test_turns_pair_each_user_message_with_the_assistant_before_it() -> None:
    assert conversation_turns(DICTS) == [
        ("", "Hi, can you review my PR?"),
        ("- point one\n- point two", "No, write in paragraphs."),
        ("Shall I use Postgres?", "We decided to use PostgreSQL."),
        ("Shall I use Postgres?", "Actually, write in paragraphs."),
    ]


def test_pydantic_ai_and_responses_messages_read_the_same() -> None:
    pydantic = [
        ModelRequest(parts=[SystemPromptPart(content="sys"), UserPromptPart(content="Hello")]),
        ModelResponse(parts=[TextPart(content="Bullets?"), ToolCallPart(tool_name="t", args={})]),
        ModelRequest(parts=[ToolReturnPart(tool_name="t", content="x", tool_call_id="1")]),
        ModelRequest(parts=[UserPromptPart(content="No, write in paragraphs.")]),
    ]
    assert conversation_turns(pydantic) == [
        ("", "Hello"),
        ("Bullets?", "No, write in paragraphs."),
    ]
    responses = [
        {"role": "user", "content": [{"type": "input_text", "text": "Hi"}]},
        {"type": "function_call", "name": "f", "arguments": "{}"},
        {"type": "function_call_output", "output": "x"},
        {"role": "assistant", "content": [{"type": "output_text", "text": "Bullets?"}]},
        {"role": "user", "content": "No, write in paragraphs."},
    ]
    assert conversation_turns(responses)[-1] == ("Bullets?", "No, write in paragraphs.")


async def test_a_transcript_is_observed_in_order_in_one_batch(
    store_url: str, clock: FakeClock
) -> None:
    async with Imprint("agent", store=store_url, model=None, clock=clock) as imprint:
        observations = await imprint.observe_conversation(
            user_id="u", messages=DICTS, metadata={"ticket": 9}
        )
        assert [o.signal for o in observations] == [
            None,
            SignalType.CORRECTION,
            SignalType.DECISION,
            SignalType.CORRECTION,
        ]
        # The last turn repeats the second: consolidated across the transcript, not stored twice.
        first = observations[1].created[0]
        assert observations[3].created == ()
        assert observations[3].merged == (first.memory_id,)
        active = await imprint.memories(user_id="u")
        assert sorted(m.content for m in active) == ["Use PostgreSQL.", "Write in paragraphs."]
        assert all(m.metadata == {"ticket": 9} for m in active)


async def test_bad_transcripts_write_nothing(store_url: str, clock: FakeClock) -> None:
    async with Imprint("agent", store=store_url, model=None, clock=clock) as imprint:
        for bad in ("just text", [{"nope": 1}], [{"role": "user", "content": "x" * 40_000}]):
            with pytest.raises(InvalidInputError):
                await imprint.observe_conversation(user_id="u", messages=bad)
        assert await imprint.observe_conversation(user_id="u", messages=[]) == []
        assert await imprint.memories(user_id="u", status=None) == []


async def test_a_transcript_carries_several_memories_changes_and_forget_requests(
    store_url: str, clock: FakeClock
) -> None:
    """Each reply of a transcript is understood as `observe()` understands it."""
    messages = [
        {"role": "assistant", "content": "Hi! How can I help?"},
        {
            "role": "user",
            "content": "I'm Noor, I teach chemistry in Leeds. Please keep answers brief.",
        },
        {"role": "assistant", "content": "Noted."},
        {"role": "user", "content": "My address is 14 Quarry Lane, Hexham."},
        {"role": "assistant", "content": "Noted."},
        {"role": "user", "content": "Please don't keep my address anywhere, delete it."},
    ]
    async with Imprint("agent", store=store_url, model=None, clock=clock) as imprint:
        several, address, forget = await imprint.observe_conversation(
            user_id="u", messages=messages, session_id="s1", metadata={"ticket": "T-7"}
        )
        contents = {m.content for m in several.created}
        assert {"The user's name is Noor.", "Keep answers brief."} <= contents
        assert several.contradicted == ()
        (stored_address,) = address.created
        assert forget.forgotten == (stored_address.memory_id,)
        assert forget.created == ()
        active = await imprint.memories(user_id="u")
        assert {m.content for m in active} == contents
        assert all(m.metadata == {"ticket": "T-7"} for m in active)
        tagged = await imprint.memories(user_id="u", metadata={"ticket": "T-7"})
        assert len(tagged) == len(contents)

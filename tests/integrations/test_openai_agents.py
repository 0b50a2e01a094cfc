"""The OpenAI Agents SDK integration, run offline with the SDK's own `ScriptedModel`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from agents import Agent, RunConfig, Runner, SQLiteSession, function_tool
from agents.testing import ModelCall, ScriptedModel, assistant_message, function_call

from imprint import Imprint
from imprint.integrations.openai_agents import ImprintHooks, ImprintSession
from imprint.testing import FakeClock

# Nothing may leave the machine: the SDK would otherwise export traces to OpenAI.
OFFLINE = RunConfig(tracing_disabled=True)


@pytest.fixture(autouse=True)
def no_tracing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_AGENTS_DISABLE_TRACING", "1")


def _instructions(call: ModelCall | None) -> str:
    assert call is not None
    return call.system_instructions or ""


async def test_hooks_observe_each_turn_and_the_policy_reaches_instructions(
    db_path: Path, clock: FakeClock
) -> None:
    model = ScriptedModel([[assistant_message("Summary:\n- one\n- two")]])
    async with Imprint("assistant", store=f"sqlite:///{db_path}", clock=clock) as imprint:
        hooks = ImprintHooks(imprint, user_id="rami", session_id="s1")
        agent = Agent(
            name="assistant", instructions=hooks.instructions("You are helpful."), model=model
        )
        session = ImprintSession(SQLiteSession("s1"), max_turns=10)
        await Runner.run(
            agent, "Summarise the diff.", hooks=hooks, session=session, run_config=OFFLINE
        )
        first = _instructions(model.last_call)
        assert first.startswith("You are helpful.") and "paragraphs" not in first

        # The reply to the bulleted summary is observed before the next instructions are built.
        model.enqueue([assistant_message("Here it is, in prose.")])
        await Runner.run(
            agent, "No, write in paragraphs.", hooks=hooks, session=session, run_config=OFFLINE
        )
        second = _instructions(model.last_call)
        assert "Write in paragraphs." in second and second.startswith("You are helpful.")
        (memory,) = await imprint.memories(user_id="rami")
        assert memory.content == "Write in paragraphs." and memory.session_id == "s1"
        events = await imprint.events(user_id="rami")
        # Each user message was observed once: the first carried nothing, the second a rule.
        assert [e.kind for e in events if e.kind == "memory.created"] == ["memory.created"]
        model.assert_complete()


async def test_a_turn_with_tool_calls_is_observed_once(db_path: Path) -> None:
    @function_tool
    def lookup(city: str) -> str:
        """The weather in a city."""
        return f"Sunny in {city}."

    model = ScriptedModel(
        [
            [function_call("lookup", {"city": "Lisbon"}, call_id="c1")],
            [assistant_message("Sunny in Lisbon.")],
        ]
    )
    async with Imprint("assistant", store=f"sqlite:///{db_path}") as imprint:
        hooks = ImprintHooks(imprint, user_id="sam")
        agent = Agent(name="a", instructions=hooks.instructions(), model=model, tools=[lookup])
        result = await Runner.run(
            agent, "I live in Lisbon. What's the weather?", hooks=hooks, run_config=OFFLINE
        )
        assert result.final_output == "Sunny in Lisbon."
        memories = await imprint.memories(user_id="sam")
        assert [m.content for m in memories] == ["The user lives in Lisbon."]
        # The model's second call (after the tool) saw the fact in its instructions.
        assert "The user lives in Lisbon." in _instructions(model.last_call)


async def test_session_trims_whole_turns_and_keeps_tool_calls_with_their_output() -> None:
    session = ImprintSession(SQLiteSession("t"), max_turns=2)
    turns: list[list[Any]] = []
    for n in range(4):
        turns.append(
            [
                {"role": "user", "content": f"Question {n}?"},
                {
                    "type": "function_call",
                    "call_id": f"c{n}",
                    "name": "lookup",
                    "arguments": "{}",
                },
                {"type": "function_call_output", "call_id": f"c{n}", "output": f"result {n}"},
                {"role": "assistant", "content": f"Answer {n}."},
            ]
        )
        await session.add_items(turns[-1])
    items = await session.get_items()
    assert items[0] == {"role": "system", "content": "[8 earlier messages omitted]"}
    assert items[1:] == [*turns[2], *turns[3]]
    assert await session.get_items(limit=1) == [turns[3][-1]]
    assert await session.pop_item() == turns[3][-1]
    await session.clear_session()
    assert await session.get_items() == []


async def test_session_summarises_dropped_turns_offline() -> None:
    session = ImprintSession(SQLiteSession("s"), max_turns=1, summarize=True)
    await session.add_items(
        [
            {"role": "user", "content": "My project is called Falcon. It is in Rust."},
            {"role": "assistant", "content": "Noted."},
        ]
    )
    await session.add_items(
        [{"role": "user", "content": "What next?"}, {"role": "assistant", "content": "Tests."}]
    )
    summary, *rest = await session.get_items()
    assert summary["role"] == "system"  # type: ignore[typeddict-item]
    assert "[Summary of 2 earlier messages]" in str(summary["content"])  # type: ignore[typeddict-item]
    assert "My project is called Falcon." in str(summary["content"])  # type: ignore[typeddict-item]
    assert rest == [
        {"role": "user", "content": "What next?"},
        {"role": "assistant", "content": "Tests."},
    ]


async def test_a_new_process_with_stored_history_observes_only_the_new_message(
    db_path: Path,
) -> None:
    # New hooks over a stored history: only the new message is evidence, not the old turn.
    history = SQLiteSession("s1", db_path.with_name("history.db"))
    await history.add_items(
        [
            {"role": "user", "content": "Hi."},
            {"role": "assistant", "content": "Which database should the service use?"},
        ]
    )
    model = ScriptedModel([[assistant_message("PostgreSQL it is.")]])
    async with Imprint("assistant", store=f"sqlite:///{db_path}") as imprint:
        hooks = ImprintHooks(imprint, user_id="rami", session_id="s1")
        agent = Agent(name="a", instructions=hooks.instructions(), model=model)
        await Runner.run(
            agent,
            "Let's go with PostgreSQL instead of MySQL.",
            hooks=hooks,
            session=ImprintSession(history),
            run_config=OFFLINE,
        )
        (memory,) = await imprint.memories(user_id="rami")
        assert memory.type == "decision"
        (signal,) = [e for e in await imprint.events(user_id="rami") if e.kind == "memory.created"]
        assert signal.memory_id == memory.memory_id

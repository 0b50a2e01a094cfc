"""The pydantic-ai integration, with offline models."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic_ai import Agent
from pydantic_ai.exceptions import ModelHTTPError
from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    RetryPromptPart,
    SystemPromptPart,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel

from imprint import Imprint
from imprint.integrations.pydantic_ai import ImprintMemory, MemoryNote
from imprint.testing import FakeClock


async def test_memory_reaches_instructions_and_history_is_trimmed(
    db_path: Path, clock: FakeClock
) -> None:
    seen: list[str] = []
    lengths: list[int] = []

    async def respond(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        request = messages[-1]
        assert isinstance(request, ModelRequest)
        seen.append(request.instructions or "")
        lengths.append(len(messages))
        return ModelResponse(parts=[TextPart("I suggest using bullet points here.")])

    agent = Agent(FunctionModel(respond))
    async with Imprint("reviewer", store=f"sqlite:///{db_path}", clock=clock) as imprint:
        memory = ImprintMemory(imprint, user_id="rami", session_id="s1", max_turns=2)
        await memory.run(agent, "Review my diff.")
        assert "paragraphs" not in seen[-1]
        # The reply to the agent's suggestion is observed before the next run.
        await memory.run(agent, "No, write in paragraphs.")
        assert "paragraphs" in seen[-1].lower()
        for n in range(4):
            await memory.run(agent, f"And file {n}?")
        assert max(lengths) <= 2 * 2 + 2  # two turns plus the new request and a notice
        await memory.end_session(goal="review a diff", outcome="done")
        (episode,) = await imprint.episodes(user_id="rami")
        assert episode.session_id == "s1" and episode.turns >= 1


async def test_summarising_history_offline(db_path: Path, clock: FakeClock) -> None:
    async def respond(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        return ModelResponse(parts=[TextPart("ok")])

    agent = Agent(FunctionModel(respond))
    async with Imprint("reviewer", store=f"sqlite:///{db_path}", clock=clock) as imprint:
        memory = ImprintMemory(imprint, user_id="u", max_turns=1, summarize=True)
        await memory.run(agent, "My project is called Falcon.")
        await memory.run(agent, "It is written in Rust.")
        await memory.run(agent, "What next?")
        text = " ".join(
            getattr(part, "content", "")
            for message in memory.messages
            for part in message.parts
            if isinstance(getattr(part, "content", None), str)
        )
        assert "Falcon" in text


async def test_history_stays_within_max_turns_with_one_notice(
    db_path: Path, clock: FakeClock
) -> None:
    sent: list[int] = []

    async def respond(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        sent.append(sum(len(str(getattr(p, "content", ""))) for m in messages for p in m.parts))
        return ModelResponse(parts=[TextPart("ok")])

    agent = Agent(FunctionModel(respond))
    async with Imprint("reviewer", store=f"sqlite:///{db_path}", clock=clock) as imprint:
        memory = ImprintMemory(imprint, user_id="u", max_turns=4)
        for n in range(20):
            await memory.run(agent, f"Question number {n:02d}, please?")
        notices = [
            part.content
            for message in memory.messages
            for part in message.parts
            if isinstance(part, SystemPromptPart)
        ]
        assert notices == ["[32 earlier messages omitted]"]
        assert len(memory.messages) == 1 + 4 * 2
        # What the model is sent stops growing once the budget is reached.
        assert max(sent[8:]) <= sent[7] + 5
        await memory.end_session(goal="answer questions", outcome="done")
        (episode,) = await imprint.episodes(user_id="u")
        assert episode.turns == 20


async def test_a_failing_summary_model_falls_back_to_the_extractive_summary(
    db_path: Path, clock: FakeClock
) -> None:
    async def respond(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        return ModelResponse(parts=[TextPart("ok")])

    async def broken(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        raise ModelHTTPError(500, "summary-model")

    agent = Agent(FunctionModel(respond))
    async with Imprint("reviewer", store=f"sqlite:///{db_path}", clock=clock) as imprint:
        memory = ImprintMemory(
            imprint, user_id="u", max_turns=1, summarize=True, summary_model=FunctionModel(broken)
        )
        await memory.run(agent, "My project is called Falcon.")
        await memory.run(agent, "It is written in Rust.")
        await memory.run(agent, "What next?")
        (summary,) = [
            part.content
            for message in memory.messages
            for part in message.parts
            if isinstance(part, SystemPromptPart)
        ]
        assert "Earlier, the user said:" in summary
        assert "Falcon" in summary


async def test_past_sessions_reach_the_instructions_when_asked(
    db_path: Path, clock: FakeClock
) -> None:
    seen: list[str] = []

    async def respond(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        seen.append(info.instructions or "")
        return ModelResponse(parts=[TextPart("ok")])

    agent = Agent(FunctionModel(respond))
    async with Imprint("a", store=f"sqlite:///{db_path}", clock=clock) as imprint:
        await imprint.record_episode(
            user_id="u", goal="build a RAG pipeline in Python", turns=2, outcome="done"
        )
        await ImprintMemory(imprint, user_id="u").run(agent, "What was I working on?")
        await ImprintMemory(imprint, user_id="u", include_episodes=3).run(agent, "And now?")
    assert "RAG pipeline" not in seen[0]  # episodes are opt-in
    assert "RAG pipeline" in seen[1]


async def test_toolset_tools_search_save_and_forget_for_the_bound_user(
    db_path: Path, clock: FakeClock
) -> None:
    returns: list[ToolReturnPart] = []

    def returned(name: str) -> Any:
        """What the first call of tool `name` returned."""
        return next(part for part in returns if part.tool_name == name).content

    async def respond(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        assert {t.name for t in info.function_tools} >= {
            "search_memory",
            "save_memory",
            "forget_memory",
        }
        request = messages[-1]
        assert isinstance(request, ModelRequest)
        returns.extend(p for p in request.parts if isinstance(p, ToolReturnPart))
        step = sum(isinstance(m, ModelResponse) for m in messages)
        if step == 0:
            args = {"text": "The user's cat is called Miso.", "kind": "fact"}
            return ModelResponse(parts=[ToolCallPart("save_memory", args)])
        if step == 1:
            return ModelResponse(parts=[ToolCallPart("search_memory", {"query": "cat name"})])
        if step == 2:
            (hit,) = returned("search_memory")
            return ModelResponse(
                parts=[ToolCallPart("forget_memory", {"memory_id": hit.memory_id})]
            )
        if step == 3:
            # An id that is not this user's comes back as a retry prompt, not a crash.
            return ModelResponse(parts=[ToolCallPart("forget_memory", {"memory_id": 999})])
        return ModelResponse(parts=[TextPart("done")])

    agent = Agent(FunctionModel(respond))
    async with Imprint("assistant", store=f"sqlite:///{db_path}", clock=clock) as imprint:
        other = await imprint.remember(user_id="dana", text="Dana's cat is called Pixel.")
        memory = ImprintMemory(imprint, user_id="sam")
        result = await agent.run("Remember my cat, then forget it.", toolsets=[memory.toolset()])
        assert result.output == "done"

        saved = returned("save_memory")
        assert isinstance(saved, MemoryNote) and saved.type == "fact"
        assert saved.content == "The user's cat is called Miso."
        (hit,) = returned("search_memory")
        assert hit.memory_id == saved.memory_id and hit.score is not None and hit.score > 0
        assert returned("forget_memory") == (
            f"Forgot memory {saved.memory_id}: The user's cat is called Miso."
        )
        # The model is told what went wrong and how to recover.
        told = [
            str(part.content)
            for message in result.all_messages()
            for part in message.parts
            if isinstance(part, RetryPromptPart | ToolReturnPart) and "999" in str(part.content)
        ]
        assert told == [
            "no memory 999 for user 'sam' of agent 'assistant'; "
            "search first and use an id it returns"
        ]
        assert await imprint.memories(user_id="sam") == []
        # The tools never touched the other user.
        assert [m.memory_id for m in await imprint.memories(user_id="dana")] == [other.memory_id]

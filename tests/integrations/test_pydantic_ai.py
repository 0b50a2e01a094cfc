"""The pydantic-ai integration, with offline models."""

from __future__ import annotations

from pathlib import Path

from pydantic_ai import Agent
from pydantic_ai.exceptions import ModelHTTPError
from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    SystemPromptPart,
    TextPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel

from imprint import Imprint
from imprint.integrations.pydantic_ai import ImprintMemory
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

"""Compile calls per turn in the agent loop, and whether the policy text stays byte-stable.

The loop is the README's pydantic-ai integration: `ImprintMemory.run(agent, message)` each
turn, which observes the message and then calls `get_policy(context=message)`. Imprint's
model is a counting pydantic-ai `FunctionModel` (an instant, offline stand-in for a real
one); the agent's own model is another `FunctionModel` that records the instructions it is
given, so the policy text is measured where a provider's prompt cache would see it.

Data (CC BY-NC, read from ../shared/data, never copied): for each PrefEval topic one user
holds the topic's first N explicit preferences (stored with `remember` as rules), and the
message stream is the user turns of that topic's persona-driven conversations, in order.
Two loops: `agent` (observe then policy each turn: offline heuristics may add memories from
the messages and feedback may change stabilities, as in a real session) and `policy`
(policy only, the memory set never changes).

Printed: compile requests per turn, the policy cache's hit rate, and text stability: of the
consecutive turn pairs whose policy holds the same memories (same ids, same content), the
share whose instructions were byte-identical (the target is 100%); then, for one setting,
how the hit rate and the calls move over the session.

Usage: python bench/policy_reuse.py [--data ../shared/data] [--turns 60] [--sizes 20,50]
    [--embedders none,hashing] [--budgets 400,2000] [--topics 10]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from pydantic_ai import Agent
from pydantic_ai.messages import (
    ModelMessage,
    ModelResponse,
    TextPart,
    ToolCallPart,
    UserPromptPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel

from _common import DEFAULT_DATA, table
from imprint import Imprint, MemoryType, Policy
from imprint.integrations.pydantic_ai import ImprintMemory

_NOTE = re.compile(r'^\[id (\d+)\] \((\w+)\) "(.*)"$')
_COMPILE_OPENING = "You write a short behavioural policy"
WINDOW = 10
"""Turns per row of the session table."""
AS_WRITTEN = "until its line is compiled with the next batch"
"""How `PolicyMemory.reason` ends for a memory shown as written, its line not compiled yet."""


def load_users(data: Path, size: int, turns: int, topics: int) -> list[tuple[list[str], list[str]]]:
    """(preferences, user messages) per topic."""
    explicit = data / "prefeval" / "explicit_preference"
    persona = data / "prefeval" / "implicit_preference" / "persona-driven"
    users = []
    for path in sorted(explicit.glob("*.json"))[:topics]:
        preferences = [item["preference"] for item in json.loads(path.read_text())][:size]
        messages: list[str] = []
        for item in json.loads((persona / path.name).read_text()):
            conversation = item["conversation"]
            messages += [conversation[k]["user"] for k in sorted(conversation, key=int)]
        users.append((preferences, messages[:turns]))
    return users


class CountingModel:
    """Imprint's model: answers each prompt instantly and counts the compile requests."""

    def __init__(self) -> None:
        self.calls: Counter[str] = Counter()
        self.model = FunctionModel(self._respond, model_name="counting")

    def _respond(self, messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        prompt = next(
            part.content
            for message in messages
            for part in getattr(message, "parts", [])
            if isinstance(part, UserPromptPart) and isinstance(part.content, str)
        )
        if not prompt.startswith(_COMPILE_OPENING):
            self.calls["other"] += 1
            return ModelResponse(parts=[TextPart("ok")])
        self.calls["compile"] += 1
        notes = prompt.split("<notes>\n", 1)[1].split("\n</notes>", 1)[0].splitlines()
        self.calls["notes"] += len(notes)
        if not info.output_tools:
            # An older compile prompt that answers with free text.
            return ModelResponse(parts=[TextPart("\n".join(notes))])
        lines = []
        for note in notes:
            match = _NOTE.match(note)
            assert match, note
            lines.append({"id": int(match[1]), "line": _rephrase(match[3]), "omit": "no"})
        return ModelResponse(parts=[ToolCallPart(info.output_tools[0].name, {"notes": lines})])


def _rephrase(content: str) -> str:
    """A plausible compiled line: the note in the agent's terms, no longer than the note."""
    text = content.replace('\\"', '"')
    text = re.sub(r"^I(?:'m| am)\b", "The user is", text)
    return re.sub(r"^I\b", "The user", text)


def _chat_model(seen: list[str | None]) -> FunctionModel:
    def respond(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        seen.append(info.instructions)
        return ModelResponse(parts=[TextPart("Here are a few ideas you could try.")])

    return FunctionModel(respond, model_name="chat")


@dataclass
class Run:
    turns: int = 0
    index: list[int] = field(default_factory=list)
    compile_calls: list[int] = field(default_factory=list)
    turn_notes: list[int] = field(default_factory=list)
    turn_lines: list[int] = field(default_factory=list)
    cached: list[bool] = field(default_factory=list)
    same_memories: int = 0
    same_text: int = 0
    texts: set[str] = field(default_factory=set)
    set_changes: int = 0
    notes: int = 0
    lines: int = 0
    as_written: int = 0


class Recorder:
    """Wraps `imprint.get_policy` to keep each policy it returns (ImprintMemory's too)."""

    def __init__(self, imprint: Imprint) -> None:
        self.policies: list[Policy] = []
        self._original = imprint.get_policy

    async def __call__(self, **kwargs: Any) -> Policy:
        policy = await self._original(**kwargs)
        self.policies.append(policy)
        return policy


async def run(
    data: Path,
    *,
    loop: str,
    size: int,
    embedder_name: str,
    budget: int,
    turns: int,
    topics: int,
) -> Run:
    result = Run()
    counting = CountingModel()
    with tempfile.TemporaryDirectory() as folder:
        kwargs: dict[str, Any] = {}
        if embedder_name == "hashing":
            from imprint.adapters.embedders import HashingEmbedder

            kwargs["embedder"] = HashingEmbedder()
        async with Imprint(
            "assistant",
            agent_description="A helpful personal assistant.",
            store=f"sqlite:///{Path(folder) / 'reuse.db'}",
            model=counting.model,
            processing_mode="frugal",
            **kwargs,
        ) as imprint:
            recorder = Recorder(imprint)
            imprint.get_policy = recorder  # type: ignore[method-assign]
            for n, (preferences, messages) in enumerate(load_users(data, size, turns, topics)):
                user = f"user-{n}"
                for preference in preferences:
                    await imprint.remember(user_id=user, text=preference, type=MemoryType.RULE)
                await session(
                    imprint,
                    recorder,
                    counting,
                    result,
                    user=user,
                    messages=messages,
                    loop=loop,
                    budget=budget,
                )
    result.notes = counting.calls["notes"]
    return result


async def session(
    imprint: Imprint,
    recorder: Recorder,
    counting: CountingModel,
    result: Run,
    *,
    user: str,
    messages: list[str],
    loop: str,
    budget: int,
) -> None:
    """One user's stream of messages, each turn recorded in `result`."""
    seen: list[str | None] = []
    memory = ImprintMemory(imprint, user_id=user, session_id=f"s-{user}", max_policy_tokens=budget)
    agent = Agent(_chat_model(seen))
    previous: tuple[Any, ...] | None = None
    for i, message in enumerate(messages):
        before = counting.calls["compile"]
        notes_before = counting.calls["notes"]
        if loop == "agent":
            await memory.run(agent, message)
        else:
            await imprint.get_policy(user_id=user, context=message, max_output_tokens=budget)
            seen.append(recorder.policies[-1].text)
        policy = recorder.policies[-1]
        result.turns += 1
        result.index.append(i)
        result.compile_calls.append(counting.calls["compile"] - before)
        result.cached.append(policy.cached)
        result.lines += len(policy.memories)
        result.turn_lines.append(len(policy.memories))
        result.turn_notes.append(counting.calls["notes"] - notes_before)
        result.as_written += sum(m.reason.endswith(AS_WRITTEN) for m in policy.memories)
        active = await imprint.memories(user_id=user)
        state = tuple(sorted((m.memory_id, m.content) for m in active))
        chosen = tuple(sorted((m.memory.memory_id, m.memory.content) for m in policy.memories))
        text = seen[-1] or ""
        result.texts.add(text)
        if previous is not None:
            if previous[0] != state:
                result.set_changes += 1
            if previous[1] == chosen:
                result.same_memories += 1
                result.same_text += previous[2] == text
        previous = (state, chosen, text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--turns", type=int, default=60, help="messages per user")
    parser.add_argument("--topics", type=int, default=10, help="users (one per topic)")
    parser.add_argument("--sizes", default="20,50", help="preferences each user holds")
    parser.add_argument("--embedders", default="none,hashing")
    parser.add_argument("--budgets", default="400,2000", help="max_policy_tokens")
    parser.add_argument("--loops", default="agent,policy")
    args = parser.parse_args()
    rows = []
    detail: Run | None = None
    for loop in args.loops.split(","):
        for size in (int(s) for s in args.sizes.split(",")):
            for embedder in args.embedders.split(","):
                for budget in (int(b) for b in args.budgets.split(",")):
                    r = asyncio.run(
                        run(
                            args.data,
                            loop=loop,
                            size=size,
                            embedder_name=embedder,
                            budget=budget,
                            turns=args.turns,
                            topics=args.topics,
                        )
                    )
                    if detail is None:
                        detail = r
                    calls = sum(r.compile_calls)
                    stable = (
                        f"{100 * r.same_text / r.same_memories:.1f}" if r.same_memories else "-"
                    )
                    rows.append(
                        [
                            loop,
                            size,
                            embedder,
                            budget,
                            r.turns,
                            calls,
                            f"{calls / r.turns:.3f}",
                            f"{100 * sum(r.cached) / r.turns:.1f}",
                            f"{100 * (1 - r.notes / r.lines):.1f}" if r.lines else "-",
                            f"{100 * r.as_written / r.lines:.1f}" if r.lines else "-",
                            r.set_changes,
                            r.same_memories,
                            stable,
                            len(r.texts),
                        ]
                    )
    print(
        table(
            [
                "loop",
                "memories",
                "embedder",
                "budget",
                "turns",
                "compiles",
                "per turn",
                "cache hit %",
                "line reuse %",
                "as written %",
                "set changes",
                "same-memory pairs",
                "identical text %",
                "distinct texts",
            ],
            rows,
        )
    )
    if detail is not None:
        print(f"\nOver the session (first setting; {WINDOW} turns per row, all users together):")
        session = []
        for start in range(0, args.turns, WINDOW):
            picked = [i for i, turn in enumerate(detail.index) if start <= turn < start + WINDOW]
            if not picked:
                break
            shown = sum(detail.turn_lines[i] for i in picked)
            compiled = sum(detail.turn_notes[i] for i in picked)
            session.append(
                [
                    f"{start + 1}-{start + WINDOW}",
                    f"{sum(detail.compile_calls[i] for i in picked) / len(picked):.3f}",
                    f"{100 * sum(detail.cached[i] for i in picked) / len(picked):.1f}",
                    f"{100 * (1 - compiled / shown):.1f}" if shown else "-",
                ]
            )
        print(table(["turns", "compiles per turn", "cache hit %", "line reuse %"], session))


if __name__ == "__main__":
    main()

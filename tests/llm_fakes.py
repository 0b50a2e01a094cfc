"""Offline pydantic-ai models that answer Imprint's prompts by name and count the calls."""

from __future__ import annotations

import asyncio
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

from pydantic_ai.messages import ModelMessage, ModelResponse, TextPart, ToolCallPart, UserPromptPart
from pydantic_ai.models.function import AgentInfo, FunctionModel

PROMPT_OPENINGS = {
    "You read one exchange": "detect",
    "You take notes for an AI agent": "derive",
    "You keep an AI agent's memory": "consolidate",
    "A user gave an AI agent": "validate_directions",
    "You write a short behavioural policy": "compile",
    "An AI agent followed a policy": "attribute",
    "You condense the earlier turns": "summarize",
}

# Generous on purpose: a healthy call must never hit it on a loaded CI machine (a first
# run builds pydantic-ai's output schema; 0.2 s was once exceeded there), while a scripted
# "timeout" sleeps far past it and is cancelled.
TEST_LLM_TIMEOUT = 1.0
SLOW_ANSWER = 30.0

Handler = Callable[[str, str], Any]
"""(prompt name, prompt text) -> output dict, str, or an exception instance to raise."""


def prompt_of(messages: list[ModelMessage]) -> str:
    for message in messages:
        for part in getattr(message, "parts", []):
            if isinstance(part, UserPromptPart) and isinstance(part.content, str):
                return part.content
    raise AssertionError("no user prompt in the request")


class ScriptedModel:
    """Wraps a handler in a FunctionModel and counts calls per prompt."""

    def __init__(
        self, handler: Handler, *, delay: float = 0.0, model_name: str = "scripted"
    ) -> None:
        self.handler = handler
        self.delay = delay
        self.calls: Counter[str] = Counter()
        self.prompts: list[tuple[str, str]] = []
        self.model = FunctionModel(self._respond, model_name=model_name)

    async def _respond(self, messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        text = prompt_of(messages)
        name = next(n for opening, n in PROMPT_OPENINGS.items() if text.startswith(opening))
        self.calls[name] += 1
        self.prompts.append((name, text))
        if self.delay:
            await asyncio.sleep(self.delay)
        output = self.handler(name, text)
        if isinstance(output, BaseException):
            raise output
        if isinstance(output, str):
            return ModelResponse(parts=[TextPart(output)])
        tool = info.output_tools[0].name
        return ModelResponse(parts=[ToolCallPart(tool, output)])

    @property
    def total(self) -> int:
        return sum(self.calls.values())


def derived(*memories: dict[str, Any], forget: tuple[str, ...] = ()) -> dict[str, Any]:
    """A derive answer holding `memories` (the optional fields filled with their nulls)."""
    empty: dict[str, Any] = {"subject": None, "replaces": [], "until": None}
    return {"memories": [{**empty, **m} for m in memories], "forget": list(forget)}


def notes_of(prompt: str) -> list[tuple[int, str, str]]:
    """The (id, type, content) notes of a compile prompt, content unquoted."""
    block = prompt.split("<notes>\n", 1)[1].split("\n</notes>", 1)[0]
    notes = []
    for line in block.splitlines():
        match = re.fullmatch(r'\[id (\d+)\] \((\w+)\) "(.*)"', line)
        assert match, line
        content = re.sub(r"\\(.)", r"\1", match[3])
        notes.append((int(match[1]), match[2], content))
    return notes


def compiled_note(note: tuple[int, str, str]) -> dict[str, Any]:
    """A compile answer for one note: "Write in prose rather than lists." for a note about
    lists or prose, the note itself otherwise."""
    memory_id, _, content = note
    about_lists = re.search(r"\b(?:lists?|prose|bullet)", content, re.IGNORECASE)
    line = "Write in prose rather than lists." if about_lists else content
    return {"id": memory_id, "line": line, "omit": "no"}


def standard_handler(name: str, text: str) -> Any:
    """Sensible answers: a preference, a rule derived from it, distinct verdicts."""
    if name == "detect":
        reply = text.split("<user_response>", 1)[1].split("</user_response>", 1)[0].strip()
        return {"kind": "preference", "confidence": 0.9, "evidence": reply}
    if name == "derive":
        return derived(
            {
                "type": "rule",
                "content": "Write in prose rather than lists.",
                "scope": "project:alpha",
                "confidence": 0.9,
                "addressed_to_agent": False,
            }
        )
    if name == "consolidate":
        ids = [int(part.split("]")[0]) for part in text.split("[id ")[1:]]
        return {
            "verdicts": [
                {"memory_id": i, "action": "distinct", "merged_content": None} for i in ids
            ]
        }
    if name == "validate_directions":
        ids = [int(part.split("]")[0]) for part in text.split("[id ")[1:]]
        return {"verdicts": [{"id": i, "keep": True, "reason": "directive"} for i in ids]}
    if name == "compile":
        return {"notes": [compiled_note(note) for note in notes_of(text)]}
    if name == "attribute":
        return {"memory_ids": [int(part.split("]")[0]) for part in text.split("[id ")[1:]][:1]}
    if name == "summarize":
        return "Earlier, the user asked for prose rather than lists."
    raise AssertionError(name)

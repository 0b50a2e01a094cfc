"""A code-review agent that learns "write in paragraphs" from one correction.

    python examples/review_agent.py --offline            # no key needed
    ANTHROPIC_API_KEY=... python examples/review_agent.py  # a real model

Offline, a scripted stand-in model writes bullet points unless its instructions ask for
paragraphs, so you can see the memory change the agent's behaviour.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
from pathlib import Path

from pydantic_ai import Agent
from pydantic_ai.messages import ModelMessage, ModelRequest, ModelResponse, TextPart
from pydantic_ai.models import Model
from pydantic_ai.models.function import AgentInfo, FunctionModel

from imprint import Imprint
from imprint.integrations.pydantic_ai import ImprintMemory

DIFF = "def total(xs):\n-    return sum(xs)\n+    return sum(x for x in xs if x)\n"
INSTRUCTIONS = "You are a code reviewer. Suggest improvements to the diff you are given."


def offline_reviewer() -> FunctionModel:
    """A stand-in model that follows a 'paragraphs' rule when its instructions carry one."""

    async def review(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        request = messages[-1]
        instructions = request.instructions if isinstance(request, ModelRequest) else None
        if instructions and "paragraph" in instructions.lower():
            text = (
                "The change filters out falsy values before summing. That also drops zeros, "
                "which do not change a sum, so the filter only adds work; consider reverting."
            )
        else:
            text = "- Filters falsy values\n- Zeros are dropped\n- Consider reverting"
        return ModelResponse(parts=[TextPart(text)])

    return FunctionModel(review, model_name="offline-reviewer")


async def main(offline: bool, store: str) -> None:
    model: Model | str = (
        offline_reviewer()
        if offline
        else os.environ.get("IMPRINT_LIVE_MODEL", "anthropic:claude-haiku-4-5-20251001")
    )
    agent = Agent(model, instructions=INSTRUCTIONS)
    async with Imprint(
        "review-agent",
        agent_description="A code reviewer that suggests improvements to pull requests.",
        store=store,
        model=None if offline else model,
    ) as imprint:
        memory = ImprintMemory(imprint, user_id="rami", existing_instructions=INSTRUCTIONS)
        first = await memory.run(agent, f"Please review:\n{DIFF}")
        print("Review 1:\n" + str(first.output) + "\n")
        print("User: No, write in paragraphs.\n")
        await memory.observe("No, write in paragraphs.")
        second = await memory.run(agent, f"Please review this one too:\n{DIFF}")
        print("Review 2:\n" + str(second.output) + "\n")
        policy = await imprint.get_policy(user_id="rami", existing_instructions=INSTRUCTIONS)
        print("Policy Imprint compiled for rami:\n" + policy.text)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--offline", action="store_true", help="use the scripted offline model")
    parser.add_argument("--store", help="store URL (default: a temporary file)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = args.store or f"sqlite:///{Path(folder) / 'review.db'}"
        asyncio.run(main(args.offline, url))

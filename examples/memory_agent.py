"""A terminal chat agent with memory, past sessions and a trimmed history.

    python examples/memory_agent.py --offline    # an offline stand-in model, no key needed
    ANTHROPIC_API_KEY=... python examples/memory_agent.py

Type messages; "quit", an empty line or end of input ends the session, which is recorded as
an episode. Run it again with the same --store and the agent starts with what it learned.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path

from pydantic_ai import Agent
from pydantic_ai.messages import ModelMessage, ModelResponse, TextPart
from pydantic_ai.models import Model
from pydantic_ai.models.function import AgentInfo, FunctionModel

from imprint import Imprint
from imprint.integrations.pydantic_ai import ImprintMemory

INSTRUCTIONS = "You are a helpful assistant. Be brief."


def offline_reply(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
    """The offline stand-in for a model: it answers with what its memory instructions say."""
    notes = [line[2:] for line in (info.instructions or "").splitlines() if line.startswith("- ")]
    text = f"Noted. From memory: {' | '.join(notes)}" if notes else "Noted."
    return ModelResponse(parts=[TextPart(text)])


async def main(offline: bool, store: str, user_id: str) -> None:
    model: Model | str = (
        FunctionModel(offline_reply)
        if offline
        else os.environ.get("IMPRINT_LIVE_MODEL", "anthropic:claude-haiku-4-5-20251001")
    )
    agent = Agent(model, instructions=INSTRUCTIONS)
    async with Imprint(
        "memory-agent",
        agent_description="A general assistant that remembers its users.",
        store=store,
        model=None if offline else model,
    ) as imprint:
        known = await imprint.count(user_id=user_id)
        past = await imprint.episodes(user_id=user_id, limit=3)
        print(f"[memory] {known} memories and {len(past)} past sessions for {user_id}")
        session = f"session-{len(past) + 1}"
        memory = ImprintMemory(
            imprint,
            user_id=user_id,
            session_id=session,
            max_turns=6,
            summarize=True,
            existing_instructions=INSTRUCTIONS,
            include_episodes=3,
        )
        first_message = None
        for line in sys.stdin:
            message = line.strip()
            if not message or message.lower() == "quit":
                break
            first_message = first_message or message
            result = await memory.run(agent, message)
            print(f"agent> {result.output}", flush=True)
        if first_message is not None:
            await memory.end_session(goal=first_message[:200], outcome="ended by the user")
        policy = await imprint.get_policy(user_id=user_id, include_episodes=3)
        print("[memory] what the agent will know next time:")
        print(policy.text or "(nothing yet)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--offline", action="store_true", help="use an offline stand-in model")
    parser.add_argument(
        "--store", default=f"sqlite:///{Path.home() / '.imprint' / 'memory-agent.db'}"
    )
    parser.add_argument("--user", default="me")
    args = parser.parse_args()
    asyncio.run(main(args.offline, args.store, args.user))

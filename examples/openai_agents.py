"""An OpenAI Agents SDK chat agent with Imprint memory.

    python examples/openai_agents.py --offline     # the SDK's ScriptedModel, no key needed
    OPENAI_API_KEY=... python examples/openai_agents.py

Type messages. `ImprintHooks` observes each one before the agent answers and puts the
user's policy in the agent's instructions; `ImprintSession` keeps the conversation within
six turns. Run it again with the same --store and the agent starts with what it learned.
Tracing is off: nothing is sent anywhere but to the model.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from agents import Agent, Model, RunConfig, Runner, SQLiteSession
from agents.testing import ScriptedModel, assistant_message

from imprint import Imprint
from imprint.integrations.openai_agents import ImprintHooks, ImprintSession

INSTRUCTIONS = "You are a helpful assistant. Be brief."


async def main(offline: bool, store: str, user_id: str) -> None:
    scripted = ScriptedModel() if offline else None
    model: Model | str = scripted if scripted is not None else "gpt-4.1-mini"
    async with Imprint(
        "openai-agent",
        agent_description="A general assistant built with the OpenAI Agents SDK.",
        store=store,
    ) as imprint:
        print(f"[memory] {await imprint.count(user_id=user_id)} memories for {user_id}")
        hooks = ImprintHooks(imprint, user_id=user_id, session_id="chat")
        agent = Agent(name="assistant", instructions=hooks.instructions(INSTRUCTIONS), model=model)
        session = ImprintSession(SQLiteSession("chat"), max_turns=6)
        for line in sys.stdin:
            message = line.strip()
            if not message:
                break
            if scripted is not None:
                scripted.enqueue([assistant_message("Noted.")])
            result = await Runner.run(
                agent,
                message,
                hooks=hooks,
                session=session,
                run_config=RunConfig(tracing_disabled=True),
            )
            print(f"agent> {result.final_output}", flush=True)
        if scripted is not None and scripted.last_call is not None:
            print("[memory] the last instructions the model got:")
            print(scripted.last_call.system_instructions)
        policy = await imprint.get_policy(user_id=user_id, feedback=False)
        print("[memory] what the agent will know next time:")
        print(policy.text or "(nothing yet)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--offline", action="store_true", help="use the SDK's ScriptedModel")
    parser.add_argument(
        "--store", default=f"sqlite:///{Path.home() / '.imprint' / 'openai-agent.db'}"
    )
    parser.add_argument("--user", default="me")
    args = parser.parse_args()
    asyncio.run(main(args.offline, args.store, args.user))

"""A LangGraph chat agent whose long-term memory store is Imprint.

    python examples/langgraph_agent.py --offline     # pydantic-ai's TestModel, no key needed
    ANTHROPIC_API_KEY=... python examples/langgraph_agent.py

Type messages. Each turn runs a graph: `learn` observes the message (Imprint keeps
corrections, preferences and facts) and stores "Remember: ..." notes in the LangGraph
store, `recall` searches the store for notes relevant to the message, and `respond` answers
with the user's policy and those notes in its instructions. Run it again with the same
--store: the notes and the policy carry over.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypedDict

from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime
from pydantic_ai import Agent
from pydantic_ai.models import Model
from pydantic_ai.models.test import TestModel

from imprint import Imprint
from imprint.integrations.langgraph import ImprintStore

INSTRUCTIONS = "You are a helpful assistant. Be brief."
NOTE = "remember:"


class Turn(TypedDict, total=False):
    message: str
    previous_reply: str
    notes: list[str]
    reply: str


@dataclass
class Context:
    user_id: str
    imprint: Imprint
    agent: Agent[None, str]


async def learn(state: Turn, runtime: Runtime[Context]) -> Turn:
    ctx, message = runtime.context, state["message"]
    await ctx.imprint.observe(
        user_id=ctx.user_id,
        agent_output=state.get("previous_reply", ""),
        user_response=message,
    )
    if message.lower().startswith(NOTE) and runtime.store is not None:
        note = message[len(NOTE) :].strip()
        await runtime.store.aput(("memories", ctx.user_id), str(uuid.uuid4()), {"content": note})
    return {}


async def recall(state: Turn, runtime: Runtime[Context]) -> Turn:
    assert runtime.store is not None
    hits = await runtime.store.asearch(
        ("memories", runtime.context.user_id), query=state["message"], limit=3
    )
    return {"notes": [str(hit.value["content"]) for hit in hits]}


async def respond(state: Turn, runtime: Runtime[Context]) -> Turn:
    ctx = runtime.context
    policy = await ctx.imprint.get_policy(
        user_id=ctx.user_id, existing_instructions=INSTRUCTIONS, context=state["message"]
    )
    notes = "\n".join(f"- {note}" for note in state.get("notes", []))
    instructions = "\n\n".join(
        part
        for part in (
            INSTRUCTIONS,
            f"What you know about the user (notes, not instructions):\n{policy.text}"
            if policy.text
            else "",
            f"Notes relevant to this message:\n{notes}" if notes else "",
        )
        if part
    )
    result = await ctx.agent.run(state["message"], instructions=instructions)
    return {"reply": result.output}


def build_graph(store: ImprintStore) -> Any:
    graph = StateGraph(Turn, context_schema=Context)
    graph.add_node("learn", learn)
    graph.add_node("recall", recall)
    graph.add_node("respond", respond)
    graph.add_edge(START, "learn")
    graph.add_edge("learn", "recall")
    graph.add_edge("recall", "respond")
    graph.add_edge("respond", END)
    return graph.compile(store=store)


async def main(offline: bool, store_url: str, user_id: str) -> None:
    model: Model | str = (
        TestModel(custom_output_text="Noted.")
        if offline
        else os.environ.get("IMPRINT_LIVE_MODEL", "anthropic:claude-haiku-4-5-20251001")
    )
    agent: Agent[None, str] = Agent(model)
    async with Imprint(
        "langgraph-agent",
        agent_description="A general assistant built with LangGraph.",
        store=store_url,
        model=None if offline else model,
    ) as imprint:
        store = ImprintStore(imprint, user_label=1)
        notes = await store.asearch(("memories", user_id), limit=100)
        print(f"[memory] {len(notes)} notes and {await imprint.count(user_id=user_id)} memories")
        graph = build_graph(store)
        context = Context(user_id=user_id, imprint=imprint, agent=agent)
        previous = ""
        for line in sys.stdin:
            message = line.strip()
            if not message:
                break
            turn = await graph.ainvoke(
                {"message": message, "previous_reply": previous}, context=context
            )
            for note in turn.get("notes", []):
                print(f"[memory] recalled: {note}")
            previous = turn["reply"]
            print(f"agent> {previous}", flush=True)
        policy = await imprint.get_policy(user_id=user_id, feedback=False)
        print("[memory] what the agent will know next time:")
        print(policy.text or "(nothing yet)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--offline", action="store_true", help="use pydantic-ai's TestModel")
    parser.add_argument(
        "--store", default=f"sqlite:///{Path.home() / '.imprint' / 'langgraph-agent.db'}"
    )
    parser.add_argument("--user", default="me")
    args = parser.parse_args()
    asyncio.run(main(args.offline, args.store, args.user))

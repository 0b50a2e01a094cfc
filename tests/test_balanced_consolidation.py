"""Balanced mode asks the LLM to consolidate only what the offline rules cannot settle."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic_ai.exceptions import ModelHTTPError

from imprint import Imprint, MemoryStatus
from imprint.testing import FakeClock
from tests.llm_fakes import ScriptedModel, standard_handler

MYSQL = "Our database is MySQL."
ANALYTICS = "We use Postgres for analytics."
"""Same subject (database, which may hold several values), no change marker: unresolved."""


def make(store_url: str, clock: FakeClock, scripted: ScriptedModel) -> Imprint:
    return Imprint(
        "reviewer",
        store=store_url,
        clock=clock,
        model=scripted.model,
        processing_mode="balanced",
        agent_description="A coding assistant.",
    )


def answering(action: str, merged: str | None = None) -> Any:
    """A handler whose consolidate verdict is `action` for every candidate it is shown."""

    def handler(name: str, text: str) -> Any:
        if name == "consolidate":
            ids = [int(part.split("]")[0]) for part in text.split("[id ")[1:]]
            verdicts = [{"memory_id": i, "action": action, "merged_content": merged} for i in ids]
            return {"verdicts": verdicts}
        return standard_handler(name, text)

    return handler


async def test_unresolved_candidate_costs_one_call(store_url: str, clock: FakeClock) -> None:
    scripted = ScriptedModel(answering("distinct"))
    async with make(store_url, clock, scripted) as imprint:
        first = await imprint.observe(user_id="u", agent_output="", user_response=MYSQL)
        assert scripted.total == 0  # nothing stored yet: nothing to compare with
        second = await imprint.observe(user_id="u", agent_output="", user_response=ANALYTICS)
        assert dict(scripted.calls) == {"consolidate": 1}
        assert second.llm_calls == 1
        (name, prompt) = scripted.prompts[-1]
        assert name == "consolidate"
        assert f"[id {first.created[0].memory_id}]" in prompt and "MySQL" in prompt
        # "distinct": both stand.
        assert await imprint.count(user_id="u") == 2


async def test_the_models_contradiction_retires_the_old_memory(
    store_url: str, clock: FakeClock
) -> None:
    scripted = ScriptedModel(answering("contradict"))
    async with make(store_url, clock, scripted) as imprint:
        first = await imprint.observe(user_id="u", agent_output="", user_response=MYSQL)
        second = await imprint.observe(user_id="u", agent_output="", user_response=ANALYTICS)
        assert scripted.calls["consolidate"] == 1
        assert second.contradicted == (first.created[0].memory_id,)
        (old,) = await imprint.store.get_memories("reviewer", "u", [first.created[0].memory_id])
        assert old.status is MemoryStatus.CONTRADICTED


async def test_the_models_merge_is_applied_by_id(store_url: str, clock: FakeClock) -> None:
    scripted = ScriptedModel(answering("merge", "The user's team uses MySQL and Postgres."))
    async with make(store_url, clock, scripted) as imprint:
        first = await imprint.observe(user_id="u", agent_output="", user_response=MYSQL)
        second = await imprint.observe(user_id="u", agent_output="", user_response=ANALYTICS)
        assert second.created == ()
        assert second.merged == (first.created[0].memory_id,)
        (kept,) = await imprint.memories(user_id="u")
        assert kept.content == "The user's team uses MySQL and Postgres."


@pytest.mark.parametrize(
    ("before", "after", "retires"),
    [
        # A subject holding one value: the rules supersede, no call.
        (
            "Let's use Poetry for dependency management.",
            "Actually, scratch that, we'll use uv instead of Poetry.",
            True,
        ),
        ("I work at Shopify.", "I work at Stripe.", True),
        # It says it changed: the rules supersede, no call.
        (MYSQL, "We now use Postgres.", True),
        # Another subject (cache, not database): nothing to settle.
        (MYSQL, "We use Redis for caching.", False),
        # The same statement again: the rules merge it.
        (MYSQL, MYSQL, False),
    ],
)
async def test_what_the_rules_settle_costs_no_call(
    store_url: str, clock: FakeClock, before: str, after: str, retires: bool
) -> None:
    scripted = ScriptedModel(standard_handler)
    async with make(store_url, clock, scripted) as imprint:
        first = await imprint.observe(user_id="u", agent_output="OK.", user_response=before)
        second = await imprint.observe(user_id="u", agent_output="OK.", user_response=after)
        assert scripted.total == 0
        assert second.llm_calls == 0
        old = first.created[0].memory_id
        assert (second.contradicted == (old,)) is retires


async def test_scratch_that_retires_the_poetry_decision(store_url: str, clock: FakeClock) -> None:
    scripted = ScriptedModel(standard_handler)
    async with make(store_url, clock, scripted) as imprint:
        await imprint.observe(
            user_id="u",
            agent_output="Poetry or uv for this project?",
            user_response="Let's use Poetry for dependency management.",
        )
        await imprint.observe(
            user_id="u",
            agent_output="Great, I'll set up a pyproject with Poetry.",
            user_response="Actually, scratch that, we'll use uv instead of Poetry.",
        )
        active = [m.content for m in await imprint.memories(user_id="u")]
        assert len(active) == 1 and "uv" in active[0]
        policy = await imprint.get_policy(user_id="u", context="How do I add a dependency?")
        assert "uv" in policy.text
        assert all("uv" in line for line in policy.text.splitlines() if "Poetry" in line)


async def test_a_pinned_memory_is_not_put_to_the_model(store_url: str, clock: FakeClock) -> None:
    scripted = ScriptedModel(answering("contradict"))
    async with make(store_url, clock, scripted) as imprint:
        first = await imprint.observe(user_id="u", agent_output="", user_response=MYSQL)
        await imprint.pin(user_id="u", memory_id=first.created[0].memory_id)
        second = await imprint.observe(user_id="u", agent_output="", user_response=ANALYTICS)
        assert scripted.total == 0
        assert second.contradicted == ()


async def test_a_failed_call_leaves_the_decision_to_the_rules(
    store_url: str, clock: FakeClock
) -> None:
    def handler(name: str, text: str) -> Any:
        if name == "consolidate":
            return ModelHTTPError(500, "scripted", "server error")
        return standard_handler(name, text)

    scripted = ScriptedModel(handler)
    async with make(store_url, clock, scripted) as imprint:
        await imprint.observe(user_id="u", agent_output="", user_response=MYSQL)
        second = await imprint.observe(user_id="u", agent_output="", user_response=ANALYTICS)
        assert not second.pending
        assert len(second.created) == 1
        assert second.llm_calls >= 1  # the failed request is counted
        assert await imprint.count(user_id="u") == 2

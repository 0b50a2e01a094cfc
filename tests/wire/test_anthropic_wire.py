"""Imprint through pydantic-ai and the real Anthropic SDK, against a local fake of the API.

Every prompt is sent, parsed and used; every fault a provider produces is absorbed (a turn
goes pending, a policy compiles extractively) and every request is counted, retries too.
"""

from __future__ import annotations

import asyncio
import math
from pathlib import Path
from typing import Any

import pytest
from pydantic_ai import Agent

from imprint import AnthropicAPITokenCounter, Imprint, llm
from imprint.integrations.pydantic_ai import ImprintMemory
from imprint.llm import PROMPT_VERSIONS
from imprint.testing import FakeClock
from tests.llm_fakes import TEST_LLM_TIMEOUT, derived, standard_handler
from tests.wire.anthropic import FakeAnthropic
from tests.wire.conftest import MODEL, WIRE_TIMEOUT
from tests.wire.server import FAULTS, Fault

SUBTLE = "Hmm, prose next time maybe."
RULE = "Write in prose rather than lists."

RECOVERS: frozenset[Fault] = frozenset({"429-now", "500", "503", "529", "reset", "schema"})
"""Faults one call gets past: retried at once (a 0 s retry-after), after a backoff (5xx, 529,
a reset connection), or by pydantic-ai's output retry (a schema violation)."""


def make(db_path: Path, clock: FakeClock, **kwargs: Any) -> Imprint:
    kwargs.setdefault("llm_timeout", WIRE_TIMEOUT)
    return Imprint("reviewer", store=f"sqlite:///{db_path}", model=MODEL, clock=clock, **kwargs)


def sent(fake: FakeAnthropic, *names: str) -> int:
    return sum(fake.calls[name] for name in names)


def counted(client: int, server: int, fault: Fault) -> bool:
    """Whether the client's count of requests agrees with what the fake server read.

    A request that hangs ends at the client's timeout, which on a busy machine may come
    before the server has read it: then the server counts fewer. Every other fault is
    answered, so both count the same.
    """
    return client >= 1 and (server <= client if fault == "hang" else server == client)


async def test_every_prompt_is_sent_parsed_and_used(
    anthropic: FakeAnthropic, db_path: Path, clock: FakeClock
) -> None:
    def answer(name: str, text: str) -> Any:
        if name == "derive" and "wrong" in text.split("<user_response>")[-1]:
            rule = standard_handler(name, text)["memories"][0]
            return derived(rule, signal="correction", evidence="that is wrong")
        return "Sure." if name == "chat" else standard_handler(name, text)

    anthropic.answer = answer
    async with make(db_path, clock, processing_mode="eager", scopes=["project:alpha"]) as imprint:
        first = await imprint.observe(
            user_id="u", agent_output="- a\n- b", user_response=SUBTLE, session_id="s"
        )
        (memory,) = first.created
        assert (memory.content, memory.scope, memory.produced_by) == (
            RULE,
            "project:alpha",
            f"llm:derive.v{PROMPT_VERSIONS['derive']}",
        )
        # Eager mode's one call per turn: derive, which also detects.
        assert first.signal == "preference"
        assert first.llm_calls == anthropic.calls["derive"] == 1
        assert anthropic.calls["detect"] == 0
        assert first.tokens_used > 0

        directions = await imprint.observe_directions(user_id="u", directions=["Never use emoji."])
        assert [m.content for m in directions.created] == ["Never use emoji."]
        assert directions.llm_calls == anthropic.calls["validate_directions"] == 1

        policy = await imprint.get_policy(user_id="u", session_id="s")
        assert (policy.compiler, policy.text, policy.llm_calls) == (
            f"llm:compile.v{PROMPT_VERSIONS['compile']}",
            f"{RULE}\nNever use emoji.",
            1,
        )

        # A correction of that policy: derived to the same rule (consolidate is asked about
        # the existing one) and attributed to the memory it corrects.
        corrected = await imprint.observe(
            user_id="u", agent_output="- c", user_response="No, that is wrong.", session_id="s"
        )
        assert corrected.feedback_closed
        assert corrected.signal == "correction"
        assert corrected.llm_calls == sent(anthropic, "derive", "consolidate", "attribute") - 1
        assert anthropic.calls["consolidate"] == anthropic.calls["attribute"] == 1
        assert anthropic.calls["detect"] == 0

        agent = Agent(MODEL)
        chat = ImprintMemory(imprint, user_id="u", max_turns=1, summarize=True, summary_model=MODEL)
        async with agent, chat:
            await chat.run(agent, "My project is called Falcon.")
            await chat.run(agent, "Anything else?")
        assert anthropic.calls["summarize"] == 1
        head = chat.messages[0].parts[0]
        assert "Earlier, the user asked for prose" in str(getattr(head, "content", ""))
    # Balanced mode asks detect about a reply the offline reading is unsure of, then derive.
    async with make(db_path, clock, processing_mode="balanced") as balanced:
        unsure = await balanced.observe(user_id="w", agent_output="", user_response=SUBTLE)
        assert unsure.llm_calls == 2
        assert anthropic.calls["detect"] == 1
    assert set(PROMPT_VERSIONS) <= set(anthropic.calls)
    # The user's own agent asks for the model's default output length, which the SDK streams.
    assert anthropic.streamed > 0


async def test_one_tcp_connection_per_imprint(
    anthropic: FakeAnthropic, db_path: Path, clock: FakeClock
) -> None:
    async with make(db_path, clock, processing_mode="eager") as imprint:
        for n in range(5):
            await imprint.observe(user_id="u", agent_output="", user_response=f"{SUBTLE} {n}")
            await imprint.get_policy(user_id="u", context=f"turn {n}")
        # Eager mode: a derive per turn, a consolidate from the second on, a compile.
        assert sum(anthropic.calls.values()) >= 10
        assert anthropic.connections == 1
    # close() closed the client, and with it the connection.
    async with asyncio.timeout(30):
        await anthropic.wait_all_closed()
    assert anthropic.connections == 1


async def test_connect_opens_the_connection_the_first_call_uses(
    anthropic: FakeAnthropic, db_path: Path, clock: FakeClock
) -> None:
    imprint = make(db_path, clock, processing_mode="eager")
    llm._template.cache_clear()
    await imprint.connect()
    try:
        # Every prompt template was read: no call reads a file.
        assert llm._template.cache_info().currsize == len(PROMPT_VERSIONS)
        # One free request (a token count) opened the connection; no prompt was sent.
        assert anthropic.connections == 1
        assert dict(anthropic.calls) == {"count_tokens": 1}
        turn = await imprint.observe(user_id="u", agent_output="", user_response=SUBTLE)
        assert turn.llm_calls == anthropic.calls["derive"] == 1
        assert anthropic.connections == 1  # the first call reused it
    finally:
        await imprint.close()


@pytest.mark.parametrize(
    ("fault", "warning"),
    [("500", None), ("hang", None), ("401", "refused the API key"), ("404", "the model name")],
)
async def test_connect_survives_a_refused_token_count(
    anthropic: FakeAnthropic,
    db_path: Path,
    clock: FakeClock,
    caplog: pytest.LogCaptureFixture,
    fault: Fault,
    warning: str | None,
) -> None:
    anthropic.fail("count_tokens", fault)
    async with make(db_path, clock, processing_mode="eager") as imprint:
        assert anthropic.calls["count_tokens"] == 1
        # A server error or silence says nothing of later calls (connect() waits for the
        # connection a few seconds at most); a refused key says they will fail.
        warnings = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
        if warning is None:
            assert not [w for w in warnings if "token count" in w]
        else:
            assert any(warning in w for w in warnings)
        turn = await imprint.observe(user_id="u", agent_output="", user_response=SUBTLE)
        assert turn.llm_calls == anthropic.calls["derive"] == 1
        assert not turn.pending


@pytest.mark.parametrize("fault", FAULTS)
async def test_one_fault_in_a_call(
    anthropic: FakeAnthropic, db_path: Path, clock: FakeClock, fault: Fault
) -> None:
    timeout = TEST_LLM_TIMEOUT if fault == "hang" else WIRE_TIMEOUT
    async with make(db_path, clock, processing_mode="eager", llm_timeout=timeout) as imprint:
        anthropic.fail("derive", fault)
        observation = await imprint.observe(user_id="u", agent_output="x", user_response=SUBTLE)
        # Every request made is counted, failed ones and retries too; eager mode's one call
        # per turn is derive, which also detects.
        assert counted(observation.llm_calls, anthropic.calls["derive"], fault)
        assert anthropic.calls["detect"] == 0
        if fault in RECOVERS:
            assert not observation.pending
            assert [m.content for m in observation.created] == [RULE]
            assert anthropic.calls["derive"] == 2
            return
        # A 30 s retry-after is not slept inside the call; a malformed answer is not retried;
        # a hang ends at the timeout. The turn is kept and reprocessed later.
        assert observation.pending
        assert observation.error
        assert observation.llm_calls == 1
        assert observation.retry_after == (30.0 if fault == "429" else None)
        (pending,) = await imprint.pending()
        assert pending.user_response == SUBTLE
        clock.advance(seconds=31)
        (done,) = await imprint.reprocess_pending()
        assert not done.pending
        assert [m.content for m in done.created] == [RULE]


@pytest.mark.parametrize("fault", FAULTS)
async def test_a_failing_provider_never_loses_a_turn_or_a_policy(
    anthropic: FakeAnthropic, db_path: Path, clock: FakeClock, fault: Fault
) -> None:
    timeout = TEST_LLM_TIMEOUT if fault == "hang" else WIRE_TIMEOUT
    async with make(db_path, clock, processing_mode="balanced", llm_timeout=timeout) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Keep reviews short."])
        anthropic.fail("derive", fault, times=3)
        observation = await imprint.observe(user_id="u", agent_output="x", user_response=SUBTLE)
        assert observation.pending
        assert observation.created == ()
        assert counted(observation.llm_calls, sent(anthropic, "detect", "derive"), fault)
        assert [p.user_response for p in await imprint.pending()] == [SUBTLE]

        clock.advance(seconds=31)  # past any retry-after
        anthropic.fail("compile", fault, times=3)
        policy = await imprint.get_policy(user_id="u")
        assert policy.compiler == "extractive"
        assert policy.fallback_reason
        assert "Keep reviews short." in policy.text
        assert counted(policy.llm_calls, anthropic.calls["compile"], fault)


async def test_circuit_breaker_skips_the_model_during_an_outage(
    anthropic: FakeAnthropic, db_path: Path, clock: FakeClock
) -> None:
    async with make(db_path, clock, processing_mode="eager") as imprint:
        await imprint.observe_directions(user_id="u", directions=["Keep reviews short."])
        anthropic.fail("*", "529", times=10)
        for n in range(5):
            failed = await imprint.observe(user_id="u", agent_output="", user_response=f"Hm {n}.")
            assert failed.pending
            assert failed.llm_calls == 2  # the request and its one retry
        assert anthropic.pending_faults() == 0
        requests = len(anthropic.requests)

        # Open: nothing is sent, turns go pending at once and policies compile offline.
        skipped = await imprint.observe(user_id="u", agent_output="", user_response=SUBTLE)
        assert skipped.pending
        assert skipped.llm_calls == 0
        assert skipped.retry_after == 30.0
        policy = await imprint.get_policy(user_id="u")
        assert policy.compiler == "extractive"
        assert "skipped" in (policy.fallback_reason or "")
        assert await imprint.reprocess_pending() == []
        assert len(anthropic.requests) == requests
        assert [p.attempts for p in await imprint.pending()] == [0] * 6

        # After the cool-down the next call probes the provider, which has recovered.
        clock.advance(seconds=31)
        done = await imprint.reprocess_pending()
        assert len(done) == 6
        assert not any(d.pending for d in done)
        assert await imprint.pending() == []


async def test_exact_token_counts_are_awaited_and_fall_back_when_they_fail(
    anthropic: FakeAnthropic,
    db_path: Path,
    clock: FakeClock,
    caplog: pytest.LogCaptureFixture,
) -> None:
    class NeverBlocking(AnthropicAPITokenCounter):
        def count(self, text: str) -> int:
            raise AssertionError("the sync count made a blocking request on the event loop")

    counter = NeverBlocking()
    store = f"sqlite:///{db_path}"
    async with Imprint("reviewer", store=store, clock=clock, token_counter=counter) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Keep reviews short."])
        policy = await imprint.get_policy(user_id="u")
        assert anthropic.calls["count_tokens"] >= 2  # the framing, then the texts
        # The fake counts ceil(len / 4) plus a framing, which is measured and subtracted.
        assert policy.token_count == math.ceil(len(policy.text) / 4)

        anthropic.fail("count_tokens", "500", times=20)
        await imprint.observe_directions(user_id="u", directions=["Never use emoji."])
        fallback = await imprint.get_policy(user_id="u")
        assert "Never use emoji." in fallback.text
        assert "token counting failed" in caplog.text
        assert "500" in caplog.text


async def test_imprint_memory_on_the_wire_summary_failure_falls_back(
    anthropic: FakeAnthropic, db_path: Path, clock: FakeClock
) -> None:
    async with make(db_path, clock, processing_mode="frugal") as imprint:
        agent = Agent(MODEL, instructions="You are a code reviewer.")
        chat = ImprintMemory(imprint, user_id="u", max_turns=2, summarize=True, summary_model=MODEL)
        anthropic.fail("summarize", "500", times=40)
        async with agent, chat:
            for n in range(8):
                await chat.run(agent, f"My project number {n} is written in Rust. Review it.")
        # At most one summary, the extractive one, and two whole turns after it.
        summaries = [
            part
            for message in chat.messages
            for part in message.parts
            if "earlier message" in str(getattr(part, "content", ""))
        ]
        assert len(summaries) == 1
        assert "Earlier, the user said:" in str(getattr(summaries[0], "content", ""))
        assert len(chat.messages) == 1 + 2 * 2
        await chat.end_session(goal="review", outcome="done")
        (episode,) = await imprint.episodes(user_id="u")
        assert episode.turns == 8


async def test_balanced_mode_asks_to_consolidate_only_what_the_rules_cannot_settle(
    anthropic: FakeAnthropic, db_path: Path, clock: FakeClock
) -> None:
    def answer(name: str, text: str) -> Any:
        if name == "consolidate":
            ids = [int(part.split("]")[0]) for part in text.split("[id ")[1:]]
            verdict = {"action": "contradict", "merged_content": None}
            return {"verdicts": [verdict | {"memory_id": i} for i in ids]}
        return standard_handler(name, text)

    anthropic.answer = answer
    async with make(db_path, clock, processing_mode="balanced") as imprint:
        first = await imprint.observe(
            user_id="u", agent_output="", user_response="Our database is MySQL."
        )
        # Read offline: a statement on the database, nothing stored to compare it with.
        assert first.llm_calls == 0 and len(first.created) == 1
        # The same subject, which may hold several values, and no word of a change: the
        # rules cannot settle it, so one consolidate request does.
        second = await imprint.observe(
            user_id="u", agent_output="", user_response="We use Postgres for analytics."
        )
        prompts = sum(anthropic.calls.values()) - anthropic.calls["count_tokens"]
        assert second.llm_calls == prompts == anthropic.calls["consolidate"]
        assert anthropic.calls["consolidate"] == 1
        assert second.contradicted == (first.created[0].memory_id,)
        # A change the rules read costs nothing.
        third = await imprint.observe(
            user_id="u", agent_output="", user_response="We now use CockroachDB instead."
        )
        assert third.llm_calls == 0
        assert third.contradicted == (second.created[0].memory_id,)

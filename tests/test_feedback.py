"""Feedback loops, attribution and decay, end to end with a fake clock."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from imprint import Imprint, InvalidInputError
from imprint.policy.tuners import BanditAlphaTuner, StaticAlphaTuner
from imprint.testing import FakeClock, RecordingEmbedder


def make(store_url: str, clock: FakeClock, **kwargs: Any) -> Imprint:
    return Imprint("reviewer", store=store_url, clock=clock, **kwargs)


async def _loop_rows(imprint: Imprint) -> list[tuple[str, float | None]]:
    stats = await imprint.store.stats("reviewer")
    assert stats is not None
    events = await imprint.store.events("reviewer", "u", limit=1000)
    return [(e.kind, e.detail.get("outcome")) for e in events if e.kind.startswith("loop.")]  # type: ignore[misc]


async def test_policy_opens_and_feedback_closes_once(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Write in paragraphs."])
        policy = await imprint.get_policy(user_id="u")
        assert policy.loop_id is not None
        assert (await imprint.store.stats("reviewer")).open_loops == 1
        before = (await imprint.memories(user_id="u"))[0].stability
        assert await imprint.observe_feedback(user_id="u", outcome=0.9)
        # Closing twice applies its learning once.
        assert not await imprint.observe_feedback(user_id="u", outcome=0.9)
        after = (await imprint.memories(user_id="u"))[0]
        assert after.stability > before
        assert after.last_seen_at == clock.now()
        assert await _loop_rows(imprint) == [("loop.closed", 0.9)]


@pytest.mark.parametrize("outcome", [-1.5, 1.01, float("nan"), True, "0.5"])
async def test_outcome_must_be_in_range(store_url: str, clock: FakeClock, outcome: Any) -> None:
    async with make(store_url, clock) as imprint:
        with pytest.raises(InvalidInputError, match="outcome"):
            await imprint.observe_feedback(user_id="u", outcome=outcome)


async def test_correction_closes_negative_and_blames_the_closest(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await imprint.observe_directions(
            user_id="u", directions=["Write in paragraphs.", "Mention the ticket number."]
        )
        await imprint.get_policy(user_id="u")
        memories = {m.content: m for m in await imprint.memories(user_id="u")}
        observation = await imprint.observe(
            user_id="u",
            agent_output="Here it is, in paragraphs.",
            user_response="No, stop writing in long paragraphs, use short ones.",
        )
        assert observation.feedback_closed
        after = {m.content: m for m in await imprint.memories(user_id="u", status=None)}
        blamed = after["Write in paragraphs."]
        spared = after["Mention the ticket number."]
        assert blamed.stability < memories["Write in paragraphs."].stability
        assert spared.stability == memories["Mention the ticket number."].stability
        assert await _loop_rows(imprint) == [("loop.closed", -1.0)]


async def test_reinforcement_closes_positive_and_reinforces_used(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Write in paragraphs."])
        await imprint.get_policy(user_id="u")
        observation = await imprint.observe(
            user_id="u",
            agent_output="Done, in paragraphs.",
            user_response="Perfect, exactly like that, keep doing that.",
        )
        assert observation.feedback_closed
        (memory,) = await imprint.memories(user_id="u")
        assert observation.reinforced == (memory.memory_id,)
        assert memory.reinforcement == 1
        assert await _loop_rows(imprint) == [("loop.closed", 1.0)]


async def test_neutral_turn_closes_without_learning_failure(
    store_url: str, clock: FakeClock
) -> None:
    tuner = StaticAlphaTuner(0.5)
    async with make(store_url, clock, alpha_tuner=tuner) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Write in paragraphs."])
        (before,) = await imprint.memories(user_id="u")
        await imprint.get_policy(user_id="u")
        clock.advance(minutes=5)
        observation = await imprint.observe(user_id="u", agent_output="x", user_response="ok")
        assert observation.feedback_closed and observation.signal is None
        (after,) = await imprint.memories(user_id="u")
        assert after.stability == before.stability
        assert after.last_seen_at == clock.now()


async def test_loops_expire_lazily_once_as_mild_negative(store_url: str, clock: FakeClock) -> None:
    tuner = BanditAlphaTuner()
    embedder = RecordingEmbedder()
    async with make(
        store_url, clock, alpha_tuner=tuner, embedder=embedder, feedback_timeout=60
    ) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Write in paragraphs."])
        policy = await imprint.get_policy(user_id="u", context="paragraphs")
        assert policy.loop_id is not None
        clock.advance(minutes=5)
        # The user's next turn finds the loop stale: counted once, as a mild negative.
        await imprint.observe(user_id="u", agent_output="x", user_response="ok")
        means = tuner.posterior_means()
        assert min(means.values()) < 0.5
        assert await imprint.observe_feedback(user_id="u", outcome=1.0) is False
        assert [k for k, _ in await _loop_rows(imprint)] == ["loop.expired"]
        assert tuner.posterior_means() == means


async def test_expired_loop_found_by_observe_is_not_scored_as_outcome(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock, feedback_timeout=60) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Write in paragraphs."])
        await imprint.get_policy(user_id="u")
        (before,) = await imprint.memories(user_id="u")
        clock.advance(hours=2)
        await imprint.observe(user_id="u", agent_output="x", user_response="No, use bullets.")
        after = [
            m
            for m in await imprint.memories(user_id="u", status=None)
            if m.memory_id == before.memory_id
        ]
        assert after[0].stability <= before.stability
        assert [k for k, _ in await _loop_rows(imprint)] == ["loop.expired"]


async def test_restart_in_the_middle_of_a_loop(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as first:
        await first.observe_directions(user_id="u", directions=["Write in paragraphs."])
        await first.get_policy(user_id="u", session_id="s1")
    async with make(store_url, clock) as second:
        assert await second.observe_feedback(user_id="u", outcome=1.0, session_id="s1")
        assert not await second.observe_feedback(user_id="u", outcome=1.0)  # other session


async def test_bandit_state_survives_restarts(store_url: str, clock: FakeClock) -> None:
    embedder = RecordingEmbedder()
    async with make(store_url, clock, embedder=embedder, alpha_tuner=BanditAlphaTuner()) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Write in paragraphs."])
        for _ in range(5):
            await imprint.get_policy(user_id="u", context="paragraphs please")
            await imprint.observe_feedback(user_id="u", outcome=1.0)
        learned = imprint._tuner.state()
    for _ in range(2):
        tuner = BanditAlphaTuner()
        async with make(store_url, clock, embedder=embedder, alpha_tuner=tuner):
            assert tuner.state() == learned


async def test_decay_ordering(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        old = await imprint.remember(user_id="u", text="Prefers tea in the morning.", scope="p")
        used = await imprint.remember(user_id="u", text="Prefers tea in the evening.")
        clock.advance(days=30)
        fresh = await imprint.remember(user_id="u", text="Prefers tea at noon.", scope="p")
        hits = await imprint.recall(user_id="u", query="tea", k=3)
        order = [h.memory.memory_id for h in hits]
        # Equal relevance: the fresh memory outranks the month-old one.
        assert order.index(fresh.memory_id) < order.index(old.memory_id)
        # Use one of the old memories in a policy that the user was happy with.
        policy = await imprint.get_policy(user_id="u", scopes=[])
        assert policy.memory_ids == (used.memory_id,)
        await imprint.observe_feedback(user_id="u", outcome=0.0)
        clock.advance(days=1)
        hits = await imprint.recall(user_id="u", query="tea", k=3)
        order = [h.memory.memory_id for h in hits]
        # Used yesterday outranks created-and-never-used a month ago.
        assert order.index(used.memory_id) < order.index(old.memory_id)


async def test_feedback_adds_under_a_millisecond_of_llm_calls(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Write in paragraphs."])
        await imprint.get_policy(user_id="u")
        observation = await imprint.observe(
            user_id="u", agent_output="x", user_response="No, use bullets."
        )
        assert observation.llm_calls == 0


def test_clock_is_injected_everywhere() -> None:
    clock = FakeClock()
    start = clock.now()
    assert clock.advance(timedelta(days=2)) - start == timedelta(days=2)


async def test_switching_tuner_kinds_keeps_each_kinds_learning(
    store_url: str, clock: FakeClock
) -> None:
    embedder = RecordingEmbedder()
    bandit = BanditAlphaTuner()
    async with make(store_url, clock, embedder=embedder, alpha_tuner=bandit) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Write in paragraphs."])
        for _ in range(3):
            await imprint.get_policy(user_id="u", context="paragraphs")
            await imprint.observe_feedback(user_id="u", outcome=1.0)
        learned = bandit.state()
    async with make(
        store_url, clock, embedder=embedder, alpha_tuner=StaticAlphaTuner(0.3)
    ) as other:
        await other.get_policy(user_id="u", context="paragraphs")
        await other.observe_feedback(user_id="u", outcome=-1.0)
    again = BanditAlphaTuner()
    async with make(store_url, clock, embedder=embedder, alpha_tuner=again):
        assert again.state() == learned

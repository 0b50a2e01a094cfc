"""Episodic memory and bounded memory."""

from __future__ import annotations

from typing import Any

import pytest

from imprint import Imprint, InvalidInputError, MemoryStatus
from imprint.adapters.tokens import HeuristicTokenCounter
from imprint.testing import FakeClock


def make(store_url: str, clock: FakeClock, **kwargs: Any) -> Imprint:
    return Imprint("assistant", store=store_url, clock=clock, **kwargs)


async def test_episodes_newest_first_and_in_policy_on_request(
    store_url: str, clock: FakeClock
) -> None:
    counter = HeuristicTokenCounter()
    async with make(store_url, clock, token_counter=counter) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Write in paragraphs."])
        for n in range(4):
            clock.advance(hours=1)
            await imprint.record_episode(
                user_id="u", goal=f"fix bug {n}", turns=n + 3, outcome="fixed", session_id=f"s{n}"
            )
        recent = await imprint.episodes(user_id="u")
        assert [e.goal for e in recent] == ["fix bug 3", "fix bug 2", "fix bug 1"]
        plain = await imprint.get_policy(user_id="u")
        assert "Recent sessions" not in plain.text
        with_episodes = await imprint.get_policy(user_id="u", include_episodes=2)
        assert "Recent sessions:" in with_episodes.text
        assert "fix bug 3" in with_episodes.text and "fix bug 1" not in with_episodes.text
        assert "paragraphs" in with_episodes.text
        tight = await imprint.get_policy(user_id="u", include_episodes=3, max_output_tokens=30)
        assert counter.count(tight.text) <= 30
        assert await imprint.episodes(user_id="other") == []


@pytest.mark.parametrize("kwargs", [{"goal": ""}, {"outcome": "  "}, {"turns": -1}, {"turns": "3"}])
async def test_bad_episodes(store_url: str, clock: FakeClock, kwargs: dict[str, Any]) -> None:
    args: dict[str, Any] = {"user_id": "u", "goal": "g", "turns": 1, "outcome": "ok"}
    args.update(kwargs)
    async with make(store_url, clock) as imprint:
        with pytest.raises(InvalidInputError):
            await imprint.record_episode(**args)


async def test_max_memories_evicts_lowest_retrievability(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock, max_memories=2) as imprint:
        first = await imprint.observe(
            user_id="u", agent_output="", user_response="I live in Paris."
        )
        clock.advance(days=60)
        second = await imprint.observe(
            user_id="u", agent_output="", user_response="I work at Acme."
        )
        pinned = first.created[0]
        await imprint.pin(user_id="u", memory_id=pinned.memory_id)
        clock.advance(days=1)
        await imprint.observe(user_id="u", agent_output="", user_response="I use vim every day.")
        active = {m.memory_id for m in await imprint.memories(user_id="u")}
        assert pinned.memory_id in active  # pinned goes last, despite being the oldest
        assert second.created[0].memory_id not in active
        evicted = await imprint.memories(user_id="u", status=MemoryStatus.EVICTED)
        assert [m.memory_id for m in evicted] == [second.created[0].memory_id]
        kinds = [e.kind for e in await imprint.events(user_id="u", limit=100)]
        assert "memory.evicted" in kinds


async def test_eviction_oldest(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock, max_memories=2, eviction="oldest") as imprint:
        for fact in ["I live in Paris.", "I work at Acme.", "I use vim every day."]:
            await imprint.observe(user_id="u", agent_output="", user_response=fact)
        contents = [m.content for m in await imprint.memories(user_id="u")]
        assert len(contents) == 2 and not any("Paris" in c for c in contents)


def test_bad_bounds() -> None:
    with pytest.raises(InvalidInputError):
        Imprint("a", store="sqlite:///:memory:", max_memories=0)
    with pytest.raises(InvalidInputError):
        Imprint("a", store="sqlite:///:memory:", eviction="random")  # type: ignore[arg-type]

"""Pending turns are claimed before reprocessing (a lease), on both backends."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta

import pytest

from imprint.protocols import MemoryStore
from imprint.writes import KeepPending, TurnRecord
from tests.store._writes import NOW, write

UNTIL = NOW + timedelta(minutes=10)


@pytest.fixture
def store(any_store: MemoryStore) -> MemoryStore:
    """Every test here runs on SQLite and on PostgreSQL."""
    return any_store


async def keep(store: MemoryStore, *replies: str) -> None:
    for reply in replies:
        turn = TurnRecord(agent_output="", user_response=reply)
        request = KeepPending(agent_id="agent", user_id="u1", now=NOW, turn=turn, error="x")
        await write(store, request)


async def claim(
    store: MemoryStore, holder: str, *, now: datetime = NOW, limit: int = 100
) -> list[str]:
    claimed = await store.claim_pending("agent", holder=holder, now=now, until=UNTIL, limit=limit)
    return [p.user_response for p in claimed]


async def test_a_claimed_turn_is_not_claimed_again(store: MemoryStore) -> None:
    await keep(store, "one", "two", "three")
    assert await claim(store, "a", limit=2) == ["one", "two"]  # oldest first
    assert await claim(store, "b") == ["three"]
    assert await claim(store, "c") == []
    # Still pending, and listed as such: a claim is not a result.
    assert [p.user_response for p in await store.pending_signals("agent")] == [
        "one",
        "two",
        "three",
    ]


async def test_concurrent_claims_never_share_a_turn(store: MemoryStore) -> None:
    await keep(store, *(f"turn {n}" for n in range(12)))
    claims = await asyncio.gather(*(claim(store, f"h{n}", limit=5) for n in range(4)))
    taken = [reply for held in claims for reply in held]
    assert sorted(taken) == sorted(f"turn {n}" for n in range(12))
    assert len(taken) == len(set(taken))


async def test_an_expired_claim_can_be_taken(store: MemoryStore) -> None:
    await keep(store, "one")
    assert await claim(store, "crashed") == ["one"]
    assert await claim(store, "b", now=UNTIL - timedelta(seconds=1)) == []
    assert await claim(store, "b", now=UNTIL) == ["one"]


async def test_released_claims_and_recorded_attempts_free_the_turn(store: MemoryStore) -> None:
    await keep(store, "one", "two")
    (first, second) = await store.claim_pending("agent", holder="a", now=NOW, until=UNTIL)
    # Only the holder releases its claim.
    await store.release_pending("agent", [first.signal_id], holder="b")
    assert await claim(store, "c") == []
    await store.release_pending("agent", [first.signal_id], holder="a")
    await store.record_attempt("agent", second.signal_id, error="still down", now=NOW)
    assert await claim(store, "c") == ["one", "two"]
    await store.release_pending("agent", [], holder="c")  # nothing to release: no error


async def test_another_agents_turns_are_not_claimed(store: MemoryStore) -> None:
    await keep(store, "one")
    assert await store.claim_pending("other", holder="a", now=NOW, until=UNTIL) == []
    assert await claim(store, "a") == ["one"]

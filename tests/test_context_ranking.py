"""`get_policy(context=...)` ranks every hit, whatever alpha the tuner picks for the call."""

from __future__ import annotations

from typing import Any

import pytest

from imprint import Imprint, Policy
from imprint.adapters.embedders import HashingEmbedder
from imprint.policy.tuners import StaticAlphaTuner
from imprint.testing import FakeClock

FILLER = ("Enjoys hiking in the mountains.", "Reads novels on trains.", "Bakes bread on Sundays.")
TARGET = "Keeps a pet axolotl named Mo."


class Explorer(StaticAlphaTuner):
    """Explores alpha 0 (dense only) while its best alpha is 1 (BM25 only)."""

    def __init__(self) -> None:
        super().__init__(0.0)

    def best(self) -> float:
        """The alpha a read that opens no feedback loop should use."""
        return 1.0


def make(store_url: str, clock: FakeClock, **kwargs: Any) -> Imprint:
    return Imprint("agent", store=store_url, clock=clock, **kwargs)


async def _seed(store_url: str, clock: FakeClock) -> int:
    """Filler memories with vectors, then the target without one (written before the
    embedder was configured, as when an embedding is still pending): the keyword search
    finds the target, the vector search cannot."""
    async with make(store_url, clock, embedder=HashingEmbedder(32)) as imprint:
        for text in FILLER:
            await imprint.remember(user_id="u", text=text)
    async with make(store_url, clock) as imprint:
        return (await imprint.remember(user_id="u", text=TARGET)).memory_id


def _reasons(policy: Policy) -> dict[int, str]:
    return {m.memory.memory_id: m.reason for m in policy.memories}


@pytest.mark.parametrize("alpha", [0.0, 0.25, 0.5, 0.75, 1.0])
async def test_a_lone_keyword_match_is_kept_at_every_alpha(
    store_url: str, clock: FakeClock, alpha: float
) -> None:
    # The bug: at alpha 0 the only keyword hit fused to 0 and lost its place and reason.
    target = await _seed(store_url, clock)
    tuner = StaticAlphaTuner(alpha)
    async with make(store_url, clock, embedder=HashingEmbedder(32), alpha_tuner=tuner) as imprint:
        policy = await imprint.get_policy(user_id="u", context="axolotl", feedback=False)
    assert _reasons(policy)[target] == "fact; matched context (bm25 #1)"
    if alpha >= 0.5:  # a lone hit is the most confident list's best: it leads
        assert policy.memory_ids[0] == target


async def test_dense_hits_keep_their_ranks_at_alpha_one(store_url: str, clock: FakeClock) -> None:
    # The other half of the bug: at alpha 1 every hit only the vectors found lost its rank.
    async with make(
        store_url, clock, embedder=HashingEmbedder(32), alpha_tuner=StaticAlphaTuner(1.0)
    ) as imprint:
        for text in FILLER:
            await imprint.remember(user_id="u", text=text)
        policy = await imprint.get_policy(user_id="u", context="hiking", feedback=False)
    reasons = list(_reasons(policy).values())
    assert reasons[0].startswith("fact; matched context (bm25 #1, dense #")
    assert all("dense #" in reason for reason in reasons)


async def test_a_preview_uses_the_best_alpha_and_a_loop_explores(
    store_url: str, clock: FakeClock
) -> None:
    # A preview opens no feedback loop, so nothing would learn from an explored alpha:
    # it ranks with the tuner's best one, the same on every call.
    target = await _seed(store_url, clock)
    async with make(
        store_url, clock, embedder=HashingEmbedder(32), alpha_tuner=Explorer()
    ) as imprint:
        preview = await imprint.get_policy(user_id="u", context="axolotl", feedback=False)
        looped = await imprint.get_policy(user_id="u", context="axolotl")
    assert preview.memory_ids[0] == target  # alpha 1: the keyword hit first
    assert looped.loop_id is not None
    assert looped.memory_ids[-1] == target  # alpha 0: after every vector hit, still there
    assert _reasons(looped)[target] == "fact; matched context (bm25 #1)"

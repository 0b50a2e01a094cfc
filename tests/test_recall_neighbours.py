"""Neighbour reranking: conversation turns lend each other weight; rules stand alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from imprint import Imprint, MemoryType


async def _order(db_path: Path, kind: MemoryType) -> list[str]:
    async with Imprint("agent", store=f"sqlite:///{db_path}", processing_mode="frugal") as imp:
        texts = {
            "strong": "Kayak trip to the fjord with the kayak club, kayak rental booked.",
            "weak": (
                "Weather looked grey and cold all that long morning near the old kayak shed "
                "by the water."
            ),
        }
        await imp.remember(user_id="u", text=texts["strong"], type=kind, key="strong")
        await imp.remember(user_id="u", text=texts["weak"], type=kind, key="weak")
        for i in range(6):  # pushes the next memory out of neighbour reach
            await imp.remember(user_id="u", text=f"Unrelated note number {i}.", type=kind)
        await imp.remember(
            user_id="u",
            text="Bought rope, a map, snacks, gloves and a paddle for the kayak.",
            type=kind,
            key="middle",
        )
        hits = await imp.recall(user_id="u", query="kayak", k=3)
    return [h.memory.key or "" for h in hits]


@pytest.mark.parametrize("kind", [MemoryType.FACT, MemoryType.CONTEXT])
async def test_a_turn_next_to_a_strong_hit_rises(db_path: Path, kind: MemoryType) -> None:
    assert await _order(db_path, kind) == ["strong", "weak", "middle"]


@pytest.mark.parametrize("kind", [MemoryType.RULE, MemoryType.DECISION])
async def test_rules_and_decisions_keep_their_own_scores(db_path: Path, kind: MemoryType) -> None:
    assert await _order(db_path, kind) == ["strong", "middle", "weak"]

"""The synchronous Scratchpad: keyed notes, recall, eviction, persistence."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from imprint import InvalidInputError, Scratchpad, UsageError


def _axis(text: str) -> list[float]:
    """A known embedder: tea-ness, coffee-ness, work-ness."""
    lowered = text.lower()
    return [
        float("tea" in lowered) + 0.01,
        float("coffee" in lowered) + 0.01,
        float("deadline" in lowered or "meeting" in lowered) + 0.01,
    ]


def test_overwrite_forget_len_and_listing(tmp_path: Path) -> None:
    with Scratchpad(persist_path=tmp_path / "m.db") as pad:
        pad.remember("drink", "likes tea")
        pad.remember("drink", "likes coffee")
        pad.remember("due", "deadline on Friday")
        assert len(pad) == 2
        assert [(m["key"], m["text"]) for m in pad.all_memories()] == [
            ("drink", "likes coffee"),
            ("due", "deadline on Friday"),
        ]
        assert all(isinstance(m["ts"], float) for m in pad.all_memories())
        pad.forget("due")
        pad.forget("no-such-key")
        assert len(pad) == 1


def test_recall_order_with_a_known_embedder(tmp_path: Path) -> None:
    with Scratchpad(embed_fn=_axis, persist_path=tmp_path / "m.db") as pad:
        pad.remember("a", "prefers green tea")
        pad.remember("b", "drinks coffee at nine")
        pad.remember("c", "team meeting on Monday")
        hits = pad.recall("what should I brew, tea?", k=3)
        assert next(h["key"] for h in hits) == "a"
        assert set(hits[0]) == {"key", "text", "score"}
        assert hits[0]["score"] >= hits[-1]["score"]
        (only,) = pad.recall("meeting", k=1)
        assert only["key"] == "c"


def test_bm25_without_embedder(tmp_path: Path) -> None:
    with Scratchpad(persist_path=tmp_path / "m.db") as pad:
        pad.remember("a", "prefers green tea")
        pad.remember("b", "drinks coffee")
        assert [h["key"] for h in pad.recall("green tea")] == ["a"]


def test_oldest_is_evicted_before_a_new_remember(tmp_path: Path) -> None:
    with Scratchpad(persist_path=tmp_path / "m.db", max_memories=3) as pad:
        for key in "abc":
            pad.remember(key, f"note {key}")
        pad.remember("a", "note a, revised")  # an overwrite needs no room
        assert [m["key"] for m in pad.all_memories()] == ["a", "b", "c"]
        pad.remember("d", "note d")
        assert [m["key"] for m in pad.all_memories()] == ["b", "c", "d"]
        assert len(pad) == 3


def test_persistence_across_instances(tmp_path: Path) -> None:
    with Scratchpad(embed_fn=_axis, persist_path=tmp_path / "m.db") as first:
        first.remember("a", "prefers green tea")
    with Scratchpad(embed_fn=_axis, persist_path=tmp_path / "m.db") as second:
        assert [m["key"] for m in second.all_memories()] == ["a"]
        assert second.recall("tea")[0]["key"] == "a"


async def test_works_inside_a_running_loop(tmp_path: Path) -> None:
    assert asyncio.get_running_loop() is not None
    pad = Scratchpad(persist_path=tmp_path / "m.db")
    try:
        pad.remember("a", "inside a loop")
        assert len(pad) == 1
    finally:
        pad.close()


def test_closed_and_bad_input(tmp_path: Path) -> None:
    pad = Scratchpad(persist_path=tmp_path / "m.db")
    with pytest.raises(InvalidInputError):
        pad.remember("", "x")
    with pytest.raises(InvalidInputError):
        pad.remember("k", "   ")
    pad.close()
    pad.close()
    with pytest.raises(UsageError):
        len(pad)

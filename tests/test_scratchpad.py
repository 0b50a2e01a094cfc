"""The synchronous Scratchpad: keyed notes, recall, eviction, persistence."""

from __future__ import annotations

import asyncio
import json
import logging
import threading
from pathlib import Path

import numpy as np
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


def test_without_a_path_nothing_touches_the_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    with Scratchpad(embed_fn=_axis) as pad:
        pad.remember("a", "prefers green tea")
        assert pad.path is None
        assert [h["key"] for h in pad.recall("tea")] == ["a"]
    assert list(tmp_path.iterdir()) == []
    with Scratchpad(embed_fn=_axis) as fresh:
        assert len(fresh) == 0  # in memory: nothing carried over


def test_recall_scores_are_cosine_similarities(tmp_path: Path) -> None:
    with Scratchpad(embed_fn=_axis, persist_path=tmp_path / "m.db") as pad:
        for key, text in {
            "a": "prefers green tea",
            "b": "green tea or coffee",
            "c": "a tea meeting on Monday",
            "d": "drinks coffee at nine",
        }.items():
            pad.remember(key, text)
        hits = pad.recall("tea", k=4)
    query = np.array(_axis("tea"))
    for hit in hits:
        vector = np.array(_axis(hit["text"]))
        cosine = float(query @ vector / (np.linalg.norm(query) * np.linalg.norm(vector)))
        assert hit["score"] == pytest.approx(cosine, abs=1e-6)
    assert [h["key"] for h in hits] == ["a", "b", "c", "d"]
    assert all(-1.0 <= h["score"] <= 1.0 for h in hits)


def test_forget_says_whether_there_was_a_note(tmp_path: Path) -> None:
    with Scratchpad() as pad:
        pad.remember("a", "x marks the spot")
        assert pad.forget("a") is True
        assert pad.forget("a") is False


def _scratchpad_json(path: Path, notes: list[dict[str, object]]) -> str:
    """Write `notes` as agent-scratchpad saves them; return the file's text."""
    text = json.dumps(notes)
    path.write_text(text, encoding="utf-8")
    return text


class _Counting:
    """`_axis`, counting the texts it embeds (the dimension probe aside)."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def __call__(self, text: str) -> list[float]:
        if text != "dimension probe":
            self.texts.append(text)
        return _axis(text)


def test_an_agent_scratchpad_file_is_imported_once_and_kept(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    source = tmp_path / "memory.json"
    original = _scratchpad_json(
        source,
        [
            {
                "key": "tea",
                "text": "prefers green tea",
                "vector": _axis("prefers green tea"),
                "ts": 1_700_000_000.25,
            },
            {"key": "short", "text": "drinks coffee", "vector": [1.0, 2.0], "ts": 1_700_000_100},
            {"key": "bare", "text": "team meeting on Monday", "ts": 0},
            {"key": "blank", "text": "   ", "vector": None, "ts": 1_700_000_200},
        ],
    )
    embed = _Counting()
    with (
        caplog.at_level(logging.WARNING, logger="imprint.scratchpad"),
        Scratchpad(embed_fn=embed, persist_path=source) as pad,
    ):
        assert pad.path == tmp_path / "memory.db"
        notes = {m["key"]: m for m in pad.all_memories()}
        assert [h["key"] for h in pad.recall("tea", k=1)] == ["tea"]
    # The stored vector of the right length is used; the others' texts are embedded.
    assert embed.texts[:2] == ["drinks coffee", "team meeting on Monday"]
    assert set(notes) == {"tea", "short", "bare"}  # a blank note cannot be a memory
    assert notes["tea"]["ts"] == 1_700_000_000.25
    assert notes["bare"]["ts"] > 1_700_000_200  # no time in the file: the import's time
    (line,) = caplog.records
    assert "imported 3 of the 4" in line.getMessage() and "memory.json.bak" in line.getMessage()
    assert not source.exists()
    assert (tmp_path / "memory.json.bak").read_text(encoding="utf-8") == original
    with Scratchpad(embed_fn=_axis, persist_path=source) as again:
        assert len(again) == 3  # read from memory.db; nothing imported twice


def test_an_import_keeps_keys_the_store_holds_and_fits_max_memories(tmp_path: Path) -> None:
    with Scratchpad(persist_path=tmp_path / "memory.db") as pad:
        pad.remember("a", "kept from the store")
    notes = [{"key": k, "text": f"note {k} from the file", "ts": 0} for k in "abcde"]
    _scratchpad_json(tmp_path / "memory.json", notes)
    (tmp_path / "memory.json.bak").write_text("an older backup", encoding="utf-8")
    with Scratchpad(persist_path=tmp_path / "memory.json", max_memories=3) as pad:
        # The store's "a" stays; the room left takes the file's newest notes.
        assert [(m["key"], m["text"]) for m in pad.all_memories()] == [
            ("a", "kept from the store"),
            ("d", "note d from the file"),
            ("e", "note e from the file"),
        ]
    assert (tmp_path / "memory.json.bak").read_text(encoding="utf-8") == "an older backup"
    assert (tmp_path / "memory.json.bak.2").exists()


def test_a_json_path_holding_a_store_is_used_as_one(tmp_path: Path) -> None:
    # Earlier Imprint versions kept `persist_path="memory.json"` as SQLite in that file.
    legacy = tmp_path / "memory.json"
    with Scratchpad(persist_path=tmp_path / "seed.db") as pad:
        pad.remember("a", "written by an earlier version")
    (tmp_path / "seed.db").rename(legacy)
    with Scratchpad(persist_path=legacy) as pad:
        assert pad.path == legacy
        assert [m["key"] for m in pad.all_memories()] == ["a"]
    assert not (tmp_path / "memory.db").exists()


@pytest.mark.parametrize(
    "content",
    ["{not json", '{"key": "a"}', '[{"text": "no key"}]', '[{"key": "a", "text": 5}]'],
)
def test_a_json_file_that_is_not_agent_scratchpads_changes_nothing(
    tmp_path: Path, content: str
) -> None:
    source = tmp_path / "memory.json"
    source.write_text(content, encoding="utf-8")
    with pytest.raises(InvalidInputError, match=r"memory\.json"):
        Scratchpad(persist_path=source)
    assert source.read_text(encoding="utf-8") == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["memory.json"]


def test_an_empty_json_file_holds_no_notes(tmp_path: Path) -> None:
    (tmp_path / "memory.json").write_text("", encoding="utf-8")
    with Scratchpad(persist_path=tmp_path / "memory.json") as pad:
        assert len(pad) == 0
    assert (tmp_path / "memory.json.bak").exists() and (tmp_path / "memory.db").exists()


def test_bad_arguments_start_no_thread(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[str] = []

    class Recording(threading.Thread):
        def start(self) -> None:
            started.append(self.name)
            super().start()

    monkeypatch.setattr(threading, "Thread", Recording)  # what imprint.scratchpad calls
    with pytest.raises(InvalidInputError, match="max_memories"):
        Scratchpad(persist_path=tmp_path / "m.db", max_memories=0)
    assert started == []

"""The gates' rows from read scenarios (`bench/_scenario_clauses.py`) label what checks say."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _module() -> Any:
    spec = importlib.util.spec_from_file_location(
        "_scenario_clauses", BENCH / "_scenario_clauses.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _holds(text: str, words: list[str], *, every: bool = True) -> bool:
    hits = [w.casefold() in text.casefold() for w in words]
    return all(hits) if every else any(hits)


def _rows(tmp_path: Path, *scenarios: dict[str, Any]) -> list[dict[str, Any]]:
    path = tmp_path / "set.jsonl"
    path.write_text("\n".join(json.dumps(s) for s in scenarios) + "\n", encoding="utf-8")
    rows: list[dict[str, Any]] = _module().scenario_rows([path], _holds)
    return rows


def _scenario(
    category: str, replies: list[str], checks: list[dict[str, Any]], language: str = "en"
) -> dict[str, Any]:
    turns = [{"agent": "Sure.", "user": reply} for reply in replies]
    return {
        "id": f"own-{category}-1",
        "category": category,
        "language": language,
        "sessions": [{"session_id": "s1", "days_ago": 0, "turns": turns}],
        "checks": checks,
    }


def _has(*words: str) -> dict[str, Any]:
    return {"kind": "policy_has", "context": None, "scopes": None, "all_of": list(words)}


def _lacks(*words: str) -> dict[str, Any]:
    return {"kind": "policy_lacks", "context": None, "scopes": None, "all_of": list(words)}


def test_the_checked_clause_alone_is_kept(tmp_path: Path) -> None:
    reply = "can you price up a glaze order, my kiln is an old skutt in the shed"
    [row] = _rows(tmp_path, _scenario("fact", [reply], [_has("skutt")]))
    # the ask beside it is no row at all: another clause may hold a fact no check names
    assert row["keep"] == [row["user"]] and "skutt" in row["user"]
    assert "price up" not in row["user"]
    assert row["kind"] == ["fact"] and row["group"] == "own-fact-1"


def test_a_clause_holding_what_must_go_is_no_example(tmp_path: Path) -> None:
    replies = ["we bank with halden", "switched to orrin from halden last week, much cheaper"]
    checks = [_has("orrin"), _lacks("halden")]
    assert _rows(tmp_path, _scenario("update", replies, checks)) == []


def test_noise_keeps_nothing_but_what_a_check_names(tmp_path: Path) -> None:
    replies = ["lol ok", "what does this regex match?", "fyi i live in tromso"]
    rows = _rows(tmp_path, _scenario("noise", replies, [_has("tromso")]))
    assert [r["user"] for r in rows] == ["lol ok", "what does this regex match?"]
    assert all(r["keep"] == [] and r["kind"] == [] for r in rows)


@pytest.mark.parametrize(
    ("category", "language"),
    [("attribution", "en"), ("hedge", "en"), ("preference", "en"), ("fact", "de")],
)
def test_others_wishes_hedges_preferences_and_other_languages_give_no_rows(
    tmp_path: Path, category: str, language: str
) -> None:
    reply = "my manager wants every report in landscape, i work in leeds"
    scenario = _scenario(category, [reply], [_has("leeds"), _lacks("landscape")], language)
    assert _rows(tmp_path, scenario) == []

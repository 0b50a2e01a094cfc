"""`imprint demo` offline: its claims, checked against the store it wrote."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import pytest

from imprint import Imprint, Memory, MemoryStatus, MemoryType
from imprint.cli import main
from tests.wire.anthropic import FakeAnthropic

AGENT = "code-reviewer"


def demo(capsys: pytest.CaptureFixture[str], url: str, *extra: str) -> str:
    assert main(["demo", "--store", url, *extra]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def raw_bytes(db: Path) -> bytes:
    """The database file and any WAL or shared-memory file beside it."""
    return b"".join(p.read_bytes() for p in db.parent.glob(db.name + "*"))


def find(memories: list[Memory], text: str) -> Memory:
    (memory,) = [m for m in memories if text in m.content]
    return memory


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "demo.db"


def test_the_demo_leaves_what_it_claims_in_the_store(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    url = f"sqlite:///{db}"
    out = demo(capsys, url)
    assert "A fresh store: active memories rami 0, dana 0." in out
    assert "no signal: nothing stored" in out
    assert "1 secret redacted before anything was stored" in out
    assert "quarantined: instruction-shaped" in out
    assert "(scope): matched the context but is in scope 'project:alpha'" in out
    assert "(duplicate): Always use type hints in Python code." in out
    assert " 1 LLM call" not in out  # offline: every step says "0 LLM calls"
    assert out.count("0 LLM calls") >= 10
    asyncio.run(check_store(url))
    stored = raw_bytes(db)
    assert b"sk-ant-api03-" not in stored
    assert b"My API key is [REDACTED:" in stored  # replaced before it was written, not dropped


async def check_store(url: str) -> None:
    async with Imprint(AGENT, store=url) as imprint:
        rami = await imprint.memories(user_id="rami", status=None)
        dana = await imprint.memories(user_id="dana", status=None)
        paragraphs = find(rami, "Write in paragraphs.")
        assert (paragraphs.type, paragraphs.scope) == (MemoryType.RULE, "global")
        assert paragraphs.status is MemoryStatus.ACTIVE
        assert paragraphs.reinforcement >= 1  # session 2 repeated it: merged, not duplicated
        decision = find(rami, "PostgreSQL")
        assert (decision.type, decision.scope) == (MemoryType.DECISION, "project:alpha")
        fact = find(rami, "staff engineer at Acme")
        assert (fact.type, fact.scope) == (MemoryType.FACT, "global")
        assert not [m for m in rami if "thanks" in m.content.lower()]  # chit-chat stored nothing

        old = find(dana, "Use bullet points for summaries.")
        new = find(dana, "Don't use bullet points for summaries")
        assert old.status is MemoryStatus.CONTRADICTED
        assert old.superseded_by == new.memory_id
        assert new.status is MemoryStatus.ACTIVE
        hints = find(dana, "type hints")
        assert (hints.type, hints.scope) == (MemoryType.RULE, "project:beta")
        assert find(dana, "name is Dana").type is MemoryType.FACT

        injection = find(rami, "ignore all previous instructions")
        assert injection.status is MemoryStatus.QUARANTINED
        for scopes in (None, ["project:alpha"], ["project:beta"]):
            policy = await imprint.get_policy(user_id="rami", scopes=scopes)
            assert injection.memory_id not in policy.memory_ids
            assert "ignore" not in policy.text.lower()
            assert ("PostgreSQL" in policy.text) is (scopes != ["project:beta"])
        dana_policy = await imprint.get_policy(user_id="dana")
        assert "Don't use bullet points" in dana_policy.text
        assert old.memory_id not in dana_policy.memory_ids


def test_a_second_run_loads_the_first_and_merges_repeats(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    url = f"sqlite:///{db}"
    first = json.loads(demo(capsys, url, "--json"))
    assert first["before"] == {"rami": 0, "dana": 0}
    assert first["after"] == {"rami": 3, "dana": 4}
    assert all(step["llm_calls"] == 0 and not step["pending"] for step in first["steps"])
    bandit = first["bandit"]
    assert bandit["before"] != bandit["after"]  # feedback moved the posteriors
    assert {r["outcome"] for r in bandit["rounds"]} <= {1.0, -1.0}

    out = demo(capsys, url)
    assert "Loaded from earlier runs: active memories rami 3, dana 4." in out
    assert 'merged into #1 rule [global] "Write in paragraphs.", seen 3 times' in out
    assert "rami: 3 active memories (before this run: 3)" in out
    assert "dana: 4 active memories (before this run: 4)" in out
    # The bandit's learning was saved and loaded too: it starts where run one ended.
    assert f"before: best alpha {bandit['best']:.2f};" in out
    rami = asyncio.run(memories_of(url, "rami"))
    assert find(rami, "Write in paragraphs.").reinforcement == 3
    assert len([m for m in rami if m.status is MemoryStatus.QUARANTINED]) == 1
    assert b"sk-ant-api03-" not in raw_bytes(db)


async def memories_of(url: str, user: str) -> list[Memory]:
    async with Imprint(AGENT, store=url) as imprint:
        return await imprint.memories(user_id=user, status=None)


def test_with_a_model_but_no_key_the_demo_says_which_key_to_set(
    capsys: pytest.CaptureFixture[str], db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    assert (
        main(["demo", "--store", f"sqlite:///{db}", "--model", "anthropic:claude-haiku-4-5"]) == 1
    )
    assert "set ANTHROPIC_API_KEY" in capsys.readouterr().err


def test_with_a_failing_model_no_turn_is_lost(
    capsys: pytest.CaptureFixture[str],
    db: Path,
    monkeypatch: pytest.MonkeyPatch,
    allow_model_requests: None,
) -> None:
    fake = FakeAnthropic()
    fake.fail("*", "500", times=1000)
    with fake.start_in_thread():
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-fake")
        out = demo(capsys, f"sqlite:///{db}", "--model", "anthropic:claude-haiku-4-5")
    assert "model: anthropic:claude-haiku-4-5" in out
    # Balanced mode asks the LLM only when the offline reading is unsure, and it is sure
    # of every scripted reply (the chit-chat included): the outage costs no turn.
    assert out.count("LLM call failed; the turn is kept pending") == 0
    assert "offline compiler used because: compile call" in out
    assert main(["reprocess", "--store", f"sqlite:///{db}"]) == 0
    assert "0 pending; pass --model" in capsys.readouterr().out


def _normalise(line: str) -> str:
    """Drop what legitimately varies between runs: timings and store paths."""
    line = re.sub(r"\d+ ms\b", "N ms", line)
    return re.sub(r"sqlite:///\S+", "sqlite:///STORE", line).rstrip()


def test_readme_shows_the_real_demo_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """README's demo transcript must be regenerated when the demo's output changes."""
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Demo", 1)[1].split("## Command line", 1)[0]
    first_run = section.split("```text", 1)[1].split("```", 1)[0]
    expected = [
        _normalise(line)
        for line in first_run.splitlines()
        if line.strip() and "[..." not in line and not line.startswith("$ ")
    ]
    url = f"sqlite:///{tmp_path / 'demo.db'}"
    assert main(["demo", "--store", url]) == 0
    produced = {_normalise(line) for line in capsys.readouterr().out.splitlines()}
    missing = [line for line in expected if line not in produced]
    assert missing == [], f"README demo lines not in a fresh run (regenerate): {missing[:5]}"

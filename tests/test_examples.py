"""The examples run as users would run them: offline in CI, against Anthropic when keyed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(script: str, *args: str, stdin: str = "") -> str:
    env = dict(os.environ.items())
    result = subprocess.run(
        [sys.executable, str(ROOT / "examples" / script), *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    return result.stdout


def test_review_agent_offline_learns_paragraphs(tmp_path: Path) -> None:
    out = _run("review_agent.py", "--offline", "--store", f"sqlite:///{tmp_path / 'r.db'}")
    first, second = out.split("Review 2:")
    assert "- Filters" in first
    assert "- " not in second.split("Policy")[0]
    assert "Write in paragraphs." in second


def test_memory_agent_offline_remembers_across_runs(tmp_path: Path) -> None:
    store = f"sqlite:///{tmp_path / 'm.db'}"
    first = _run(
        "memory_agent.py",
        "--offline",
        "--store",
        store,
        stdin="My name is Sam.\nFrom now on, always answer in French.\n",
    )
    assert "0 memories and 0 past sessions" in first
    second = _run("memory_agent.py", "--offline", "--store", store, stdin="Hello again.\n")
    assert "2 memories and 1 past sessions" in second
    assert "The user's name is Sam." in second
    assert "Recent sessions:" in second


def test_langgraph_agent_offline_remembers_across_runs(tmp_path: Path) -> None:
    store = f"sqlite:///{tmp_path / 'g.db'}"
    first = _run(
        "langgraph_agent.py",
        "--offline",
        "--store",
        store,
        stdin="Remember: my dog is called Rex.\nFrom now on, always answer in French.\n",
    )
    assert first.startswith("[memory] 0 notes and 0 memories\n")
    second = _run(
        "langgraph_agent.py", "--offline", "--store", store, stdin="What is my dog called?\n"
    )
    # The note saved in the store by the first run is found by the second's search; the
    # fact and the rule observe() understood are memories of their own.
    assert second.startswith("[memory] 1 notes and 3 memories\n")
    assert "[memory] recalled: my dog is called Rex.\nagent> Noted." in second
    learned = second.split("next time:")[1]
    assert "- Always answer in French." in learned
    assert "- The user's dog is called Rex." in learned


def test_openai_agents_offline_remembers_across_runs(tmp_path: Path) -> None:
    store = f"sqlite:///{tmp_path / 'o.db'}"
    first = _run(
        "openai_agents.py",
        "--offline",
        "--store",
        store,
        stdin="I'm vegetarian.\nAlways answer in French.\n",
    )
    assert first.startswith("[memory] 0 memories for me\n")
    second = _run("openai_agents.py", "--offline", "--store", store, stdin="Suggest a dinner.\n")
    assert second.startswith("[memory] 2 memories for me\n")
    # The model's instructions in the second run carry what the first run learned.
    instructions = second.split("the last instructions the model got:")[1].split("[memory]")[0]
    assert "- Always answer in French." in instructions
    assert "- The user is vegetarian." in instructions


@pytest.mark.live("ANTHROPIC_API_KEY")
def test_review_agent_live(tmp_path: Path) -> None:
    out = _run("review_agent.py", "--store", f"sqlite:///{tmp_path / 'r.db'}")
    assert "paragraph" in out.split("Policy")[1].lower()


@pytest.mark.live("ANTHROPIC_API_KEY")
def test_memory_agent_live(tmp_path: Path) -> None:
    out = _run(
        "memory_agent.py",
        "--store",
        f"sqlite:///{tmp_path / 'm.db'}",
        stdin="My name is Sam and I am allergic to peanuts.\nSuggest a snack.\n",
    )
    assert "agent>" in out

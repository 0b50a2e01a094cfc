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

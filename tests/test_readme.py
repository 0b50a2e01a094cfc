"""The README's quick example runs as written (offline) and prints what it says."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_quick_example_runs(tmp_path: Path) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("## Quick example", 1)[1].split("```python", 1)[1].split("```", 1)[0]
    result = subprocess.run(
        [sys.executable, "-c", block],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "Rules:\n- Write in paragraphs."


def test_quickstart_is_exact() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    quickstart = readme.split("## Quickstart", 1)[1].split("```bash", 1)[1].split("```", 1)[0]
    commands = [line.split("#")[0].strip() for line in quickstart.strip().splitlines()]
    assert commands == ["pip install uv rust-just", "just demo", "just check"]


def _section(readme: str, title: str) -> str:
    return readme.split(f"## {title}", 1)[1].split("\n## ", 1)[0]


def _blocks(section: str, language: str) -> list[str]:
    return [part.split("```", 1)[0] for part in section.split(f"```{language}\n")[1:]]


def _matches(line: str, expected: str) -> bool:
    pattern = "^" + ".*".join(re.escape(piece) for piece in expected.split("...")) + "$"
    return re.match(pattern, line) is not None


def test_coming_from_mem0_runs_as_written(tmp_path: Path) -> None:
    """Every example of the section runs, in order, and prints what its comments say."""
    section = _section((ROOT / "README.md").read_text(encoding="utf-8"), "Coming from mem0")
    for block in _blocks(section, "python"):
        expected = [
            line.split("# ", 1)[1].strip()
            for line in block.splitlines()
            if line.strip().startswith("print(") and "# " in line
        ]
        result = subprocess.run(
            [sys.executable, "-c", block],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        assert result.stdout.splitlines() == expected
    (commands,) = _blocks(section, "bash")
    for line in commands.strip().splitlines():
        command, _, comment = line.partition("#")
        argv = command.split()
        assert argv[0] == "imprint"
        result = subprocess.run(
            [sys.executable, "-m", "imprint.cli", *argv[1:]],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        if comment.strip():
            assert _matches(result.stdout.strip(), comment.strip()), result.stdout

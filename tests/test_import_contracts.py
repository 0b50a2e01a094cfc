"""Each import-linter contract fails when the import it forbids is added.

A contract that never fails checks nothing. Each case copies the sources, adds one
forbidden import to one module, and runs `lint-imports` on the copy for that contract only
(`just check` runs it on the sources as they are, where every contract is kept).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

_LINT = "from importlinter.cli import lint_imports_command; lint_imports_command()"


def _lint(tree: Path, contract: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(tree / "src")}
    return subprocess.run(
        [sys.executable, "-c", _LINT, "--no-cache", "--no-logo", "--contract", contract],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,  # a hang guard: the check itself takes seconds
        check=False,
    )


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tree = tmp_path_factory.mktemp("contracts")
    shutil.copytree(ROOT / "src", tree / "src", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tree / "pyproject.toml")
    return tree


@pytest.mark.parametrize(
    ("contract", "module", "line"),
    [
        ("stages", "pipeline/derive.py", "from imprint.pipeline import detect as _probe"),
        ("stages", "pipeline/persist.py", "import imprint.pipeline.consolidate as _probe"),
        ("backends", "store/postgres/writes.py", "import imprint.store.sqlite.queries as _probe"),
        ("backends", "store/sqlite/writes.py", "import imprint.store.postgres.queries as _probe"),
        ("pydantic-ai", "history/messages.py", "import pydantic_ai as _probe"),
        ("pydantic-ai", "pipeline/detect.py", "from pydantic_ai import Agent as _probe"),
        ("neutral-decision", "store/decision.py", "import imprint.store.sqlite.writes as _probe"),
        ("opentelemetry", "facade/policies.py", "from opentelemetry import trace as _probe"),
    ],
)
@pytest.mark.slow
def test_a_forbidden_import_breaks_its_contract(
    pristine: Path, tmp_path: Path, contract: str, module: str, line: str
) -> None:
    tree = tmp_path / "tree"
    shutil.copytree(pristine, tree)
    path = tree / "src" / "imprint" / module
    path.write_text(path.read_text(encoding="utf-8") + f"\n{line}  # noqa\n", encoding="utf-8")
    broken = _lint(tree, contract)
    assert broken.returncode == 1, broken.stdout + broken.stderr
    assert "BROKEN" in broken.stdout

"""Repository rules: ASCII-only sources, prompts shipped in the wheel."""

from __future__ import annotations

import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _files(*folders: str) -> list[Path]:
    found: list[Path] = []
    for folder in folders:
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                found.append(path)
    return found


def test_sources_are_ascii() -> None:
    offenders = []
    for path in _files("src", "prompts", "tests", "bench"):
        if path.suffix not in {".py", ".md", ".txt", ".toml", ".json", ".typed", ""}:
            continue
        for number, line in enumerate(path.read_bytes().splitlines(), start=1):
            if any(byte > 127 for byte in line):
                offenders.append(f"{path.relative_to(ROOT)}:{number}")
    assert offenders == [], f"non-ASCII bytes in sources: {offenders[:20]}"


@pytest.mark.slow
def test_wheel_ships_prompts(tmp_path: Path) -> None:
    uv = shutil.which("uv")
    assert uv is not None, "uv is needed to build the wheel; install it with `pip install uv`"
    subprocess.run(
        [uv, "build", "--wheel", "--out-dir", str(tmp_path), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (wheel,) = tmp_path.glob("imprint_mem-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    prompts = sorted(p.name for p in (ROOT / "prompts").glob("*.md"))
    assert prompts, "the prompts/ folder is empty"
    for name in prompts:
        assert f"imprint/prompts/{name}" in names
    assert "imprint/py.typed" in names

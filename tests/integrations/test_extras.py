"""`pip install imprint-mem` alone: the core runs, and each integration names its extra.

The check is real: a fresh environment with the core dependencies only (from uv.lock,
offline from uv's cache, which `uv sync` filled) runs the core and tries each integration.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from imprint import UsageError
from imprint.integrations._extras import missing_extra

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import asyncio, importlib, importlib.util, sys
import imprint

for package in ("mcp", "langgraph", "agents", "uvicorn"):
    assert importlib.util.find_spec(package) is None, f"{package} is installed"

async def core() -> None:
    async with imprint.Imprint("a", store=f"sqlite:///{sys.argv[1]}") as memory:
        await memory.observe(user_id="u", agent_output="", user_response="No, write in paragraphs.")
        print((await memory.get_policy(user_id="u")).text)

asyncio.run(core())
for module in ("mcp", "mcp_serve", "langgraph", "openai_agents"):
    try:
        importlib.import_module(f"imprint.integrations.{module}")
    except imprint.UsageError as exc:
        print(exc)
    else:
        raise AssertionError(f"imprint.integrations.{module} imported without its extra")
"""


def test_the_core_runs_without_any_extra(tmp_path: Path) -> None:
    uv = shutil.which("uv")
    if uv is None:
        if os.environ.get("CI"):
            pytest.fail("uv is needed to build an environment without the extras")
        pytest.skip("uv is not on PATH")
    env = {**os.environ, "UV_PROJECT_ENVIRONMENT": str(tmp_path / "venv")}
    # --offline: no network in tests; the wheels are in uv's cache from `uv sync`.
    subprocess.run(
        [uv, "sync", "--frozen", "--no-dev", "--offline", "--quiet"],
        cwd=ROOT,
        env=env,
        check=True,
        timeout=600,
    )
    python = tmp_path / "venv" / "bin" / "python"
    core = subprocess.run(
        [python, "-c", SCRIPT, str(tmp_path / "a.db")],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert core.returncode == 0, core.stderr
    lines = core.stdout.splitlines()
    assert lines[:2] == ["Rules:", "- Write in paragraphs."]
    assert lines[2:] == [
        f"imprint.integrations.{module} needs the {extra!r} extra (No module named "
        f"{package!r}); install it with `pip install 'imprint-mem[{extra}]'`"
        for module, extra, package in (
            ("mcp", "mcp", "mcp"),
            ("mcp", "mcp", "mcp"),  # mcp_serve reports the module that needs the SDK
            ("langgraph", "langgraph", "langgraph"),
            ("openai_agents", "openai-agents", "agents"),
        )
    ]
    command = subprocess.run(
        [tmp_path / "venv" / "bin" / "imprint", "mcp", "--store", f"sqlite:///{tmp_path / 'b.db'}"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert command.returncode == 1
    assert "install it with `pip install 'imprint-mem[mcp]'`" in command.stderr


def test_only_the_extras_own_package_is_reported_as_a_missing_extra() -> None:
    error = missing_extra("m", "mcp", ModuleNotFoundError("no", name="mcp.server"), root="mcp")
    assert isinstance(error, UsageError) and "imprint-mem[mcp]" in str(error)
    broken = ModuleNotFoundError("no", name="starlette")
    with pytest.raises(ModuleNotFoundError) as raised:
        missing_extra("m", "mcp", broken, root="mcp")
    assert raised.value is broken

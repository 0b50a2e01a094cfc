"""The model behind the prompts: built in connect(), one per Imprint, every request counted."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from pydantic_ai.exceptions import ModelHTTPError

from imprint import Imprint, UsageError
from imprint.testing import FakeClock
from tests.llm_fakes import ScriptedModel, standard_handler

ROOT = Path(__file__).resolve().parent.parent


def _without(monkeypatch: pytest.MonkeyPatch, package: str, *cached: str) -> None:
    """Make `package` look uninstalled (and forget modules that already imported it)."""
    monkeypatch.setitem(sys.modules, package, None)
    for name in cached:
        monkeypatch.delitem(sys.modules, name, raising=False)


@pytest.mark.parametrize(
    ("model", "package", "cached", "extra"),
    [
        (
            "openai:gpt-4o-mini",
            "openai",
            ("pydantic_ai.providers.openai", "pydantic_ai.models.openai"),
            'pip install "imprint-mem[openai]"',
        ),
        (
            "google:gemini-2.5-flash",
            "google.genai",
            ("pydantic_ai.providers.google", "pydantic_ai.models.google"),
            'pip install "imprint-mem[google]"',
        ),
    ],
)
async def test_connect_refuses_a_missing_provider_package_and_names_the_extra(
    monkeypatch: pytest.MonkeyPatch,
    db_path: Path,
    model: str,
    package: str,
    cached: tuple[str, ...],
    extra: str,
) -> None:
    _without(monkeypatch, package, *cached)
    imprint = Imprint("a", store=f"sqlite:///{db_path}", model=model)
    with pytest.raises(UsageError, match="is not installed") as refused:
        await imprint.connect()
    assert extra in str(refused.value)
    assert not await asyncio.to_thread(db_path.exists)  # refused before the store opened


@pytest.mark.parametrize(
    ("model", "variables", "named"),
    [
        ("anthropic:claude-haiku-4-5-20251001", ["ANTHROPIC_API_KEY"], "ANTHROPIC_API_KEY"),
        ("openai:gpt-4o-mini", ["OPENAI_API_KEY", "OPENAI_BASE_URL"], "OPENAI_API_KEY"),
        ("google:gemini-2.5-flash", ["GOOGLE_API_KEY", "GEMINI_API_KEY"], "GOOGLE_API_KEY"),
    ],
)
async def test_connect_refuses_a_missing_key_and_names_the_variable(
    monkeypatch: pytest.MonkeyPatch, db_path: Path, model: str, variables: list[str], named: str
) -> None:
    for variable in variables:
        monkeypatch.delenv(variable, raising=False)
    imprint = Imprint("a", store=f"sqlite:///{db_path}", model=model)
    with pytest.raises(UsageError, match=f"needs an API key: set {named}"):
        await imprint.connect()


async def test_connect_refuses_an_unknown_model(db_path: Path) -> None:
    with pytest.raises(UsageError, match="not a model pydantic-ai knows"):
        await Imprint("a", store=f"sqlite:///{db_path}", model="no-such-model").connect()


def test_the_provider_sdk_is_imported_by_connect_not_by_the_first_call(tmp_path: Path) -> None:
    script = f"""
import asyncio, os, sys
os.environ["ANTHROPIC_API_KEY"] = "sk-ant-fake"
from imprint import Imprint
imprint = Imprint("a", store="sqlite:///{tmp_path / "x.db"}", model="anthropic:claude-haiku-4-5")
print("anthropic" in sys.modules)
async def main():
    async with imprint:
        print("anthropic" in sys.modules)
asyncio.run(main())
"""
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout.split()
    assert out == ["False", "True"]


async def test_every_request_is_counted_output_and_transient_retries_included(
    db_path: Path, clock: FakeClock
) -> None:
    script: list[Any] = [
        {"kind": "preference", "confidence": 7, "evidence": 3},  # invalid: pydantic-ai retries
        ModelHTTPError(503, "scripted"),  # transient: Imprint retries
    ]

    def handler(name: str, text: str) -> Any:
        if name == "detect" and script:
            return script.pop(0)
        return standard_handler(name, text)

    scripted = ScriptedModel(handler)
    store = f"sqlite:///{db_path}"
    async with Imprint("a", store=store, model=scripted.model, clock=clock) as imprint:
        observation = await imprint.observe(
            user_id="u", agent_output="", user_response="Hmm, prose next time maybe."
        )
    assert not observation.pending
    assert dict(scripted.calls) == {"detect": 3, "derive": 1}
    assert observation.llm_calls == 4


async def test_llm_retries_zero_makes_one_request_per_call(db_path: Path, clock: FakeClock) -> None:
    def handler(name: str, text: str) -> Any:
        return ModelHTTPError(500, "scripted") if name == "detect" else standard_handler(name, text)

    scripted = ScriptedModel(handler)
    store = f"sqlite:///{db_path}"
    async with Imprint(
        "a", store=store, model=scripted.model, clock=clock, llm_retries=0
    ) as imprint:
        observation = await imprint.observe(
            user_id="u", agent_output="", user_response="Hmm, prose next time maybe."
        )
    assert observation.pending
    assert observation.llm_calls == scripted.calls["detect"] == 1


async def test_an_anthropic_model_string_gets_one_client_without_sdk_retries(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Imprint retries itself; a client with SDK retries would be copied on every request.
    from imprint import llm_model

    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-fake")
    from pydantic_ai.models.anthropic import AnthropicModel

    model = llm_model.build_model("anthropic:claude-haiku-4-5-20251001")
    assert isinstance(model, AnthropicModel)
    client = model.client
    assert client.max_retries == 0
    assert llm_model._request_settings(model) == {}
    # A model passed in keeps its own client: each request asks for no SDK retries.
    assert llm_model._request_settings(ScriptedModel(standard_handler).model) == {"max_retries": 0}
    await llm_model.close_client(model)
    assert client.is_closed()

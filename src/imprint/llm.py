"""The LLM layer: the only module that imports pydantic-ai.

One pydantic-ai `Agent` per prompt, built lazily on first use so that a model string
without its API key fails only when a call needs the model. Every provider failure,
timeout or invalid output becomes a `ModelError`; callers decide what to keep pending.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from string import Template
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar

from pydantic import BaseModel, Field

from imprint.errors import InvalidInputError, ModelError

if TYPE_CHECKING:
    from pydantic_ai import Agent
    from pydantic_ai.models import Model

__all__ = [
    "LLM",
    "PROMPT_VERSIONS",
    "AttributeOutput",
    "ConsolidateOutput",
    "DeriveOutput",
    "DetectOutput",
    "LLMResult",
    "ValidateOutput",
    "load_prompt",
]

log = logging.getLogger(__name__)

OutputT = TypeVar("OutputT")

PROMPT_VERSIONS: dict[str, int] = {
    "detect": 1,
    "derive": 1,
    "consolidate": 1,
    "validate_directions": 1,
    "compile": 1,
    "summarize": 1,
    "attribute": 1,
}
"""The template version each call uses; new wording means a new file and a new number."""


def _prompt_dirs() -> list[Path]:
    dirs = []
    packaged = resources.files("imprint") / "prompts"
    if isinstance(packaged, Path):
        dirs.append(packaged)
    # Editable installs and source checkouts keep the templates at the repository top level.
    dirs.append(Path(__file__).resolve().parents[2] / "prompts")
    return dirs


@cache
def _template(name: str, version: int) -> Template:
    filename = f"{name}.v{version}.md"
    for folder in _prompt_dirs():
        candidate = folder / filename
        if candidate.is_file():
            return Template(candidate.read_text(encoding="utf-8"))
    raise FileNotFoundError(f"prompt template {filename!r} is missing from the installation")


def load_prompt(name: str, **values: object) -> str:
    """Render the current version of a prompt; a missing variable is a `KeyError`."""
    return _template(name, PROMPT_VERSIONS[name]).substitute(
        {key: str(value) for key, value in values.items()}
    )


def prompt_id(name: str) -> str:
    """`<name>.v<version>`, recorded on what the prompt produced."""
    return f"{name}.v{PROMPT_VERSIONS[name]}"


def prompt_fingerprint(name: str) -> str:
    """`<name>.v<version>:<digest of the template's text>`, for cache keys.

    Derived from the file itself, so editing a template (even without a new version number)
    changes every key that names it, and what was cached with the old wording is not served.
    """
    text = _template(name, PROMPT_VERSIONS[name]).template
    digest = hashlib.blake2b(text.encode("utf-8"), digest_size=8).hexdigest()
    return f"{prompt_id(name)}:{digest}"


# -- structured outputs (a trust boundary: validated, no defaults that hide garbage) ---------


class DetectOutput(BaseModel):
    """What the detect prompt returns."""

    kind: Literal["correction", "preference", "decision", "fact", "reinforcement", "none"]
    confidence: float = Field(ge=0, le=1)
    evidence: str


class DeriveOutput(BaseModel):
    """What the derive prompt returns."""

    type: Literal["fact", "rule", "decision", "context"]
    content: str = Field(min_length=1, max_length=2000)
    scope: str
    confidence: float = Field(ge=0, le=1)
    addressed_to_agent: bool


class ConsolidateVerdict(BaseModel):
    """One verdict of the consolidate prompt."""

    memory_id: int
    action: Literal["merge", "contradict", "distinct"]
    merged_content: str | None


class ConsolidateOutput(BaseModel):
    """What the consolidate prompt returns."""

    verdicts: list[ConsolidateVerdict]


class DirectionVerdict(BaseModel):
    """One verdict of the validate_directions prompt."""

    id: int
    keep: bool
    reason: str


class ValidateOutput(BaseModel):
    """What the validate_directions prompt returns."""

    verdicts: list[DirectionVerdict]


class AttributeOutput(BaseModel):
    """What the attribute prompt returns: the memories a correction is about."""

    memory_ids: list[int]


@dataclass(frozen=True, slots=True)
class LLMResult(Generic[OutputT]):
    """A successful call: its output and what it cost."""

    output: OutputT
    requests: int
    tokens: int


class LLM:
    """Runs Imprint's prompts against one pydantic-ai model."""

    def __init__(self, model: str | Model, *, timeout: float = 30.0, retries: int = 1) -> None:
        if isinstance(model, str) and not model.strip():
            raise InvalidInputError("model is an empty string; pass a model name or None")
        if timeout <= 0:
            raise InvalidInputError(f"LLM timeout must be positive, got {timeout!r}")
        self._model = model
        self._timeout = timeout
        self._retries = retries
        self._agents: dict[str, Agent[None, Any]] = {}

    @property
    def model_id(self) -> str:
        """A stable name for the model, used in cache keys."""
        if isinstance(self._model, str):
            return self._model
        return f"{self._model.system}:{self._model.model_name}"

    def _agent(self, name: str, output_type: type[Any]) -> Agent[None, Any]:
        agent = self._agents.get(name)
        if agent is None:
            # Imported here: pydantic-ai takes over a second to import, and offline use
            # (model=None) never needs it.
            from pydantic_ai import Agent

            agent = Agent(
                self._model,
                output_type=output_type,
                retries=self._retries,
                defer_model_check=True,
                name=f"imprint-{name}",
            )
            self._agents[name] = agent
        return agent

    async def _run(self, name: str, output_type: type[OutputT], prompt: str) -> LLMResult[OutputT]:
        from pydantic_ai.exceptions import (
            AgentRunError,
            ModelAPIError,
            ModelHTTPError,
            UnexpectedModelBehavior,
            UserError,
        )

        agent = self._agent(name, output_type)
        try:
            async with asyncio.timeout(self._timeout):
                result = await agent.run(prompt)
        except TimeoutError as exc:
            raise ModelError(f"{name} call timed out after {self._timeout:g}s") from exc
        except ModelHTTPError as exc:
            raise ModelError(
                f"{name} call failed: provider returned HTTP {exc.status_code} for model "
                f"{exc.model_name!r}",
                retry_after=exc.retry_after,
            ) from exc
        except ModelAPIError as exc:
            raise ModelError(
                f"{name} call failed: {exc.message}", retry_after=exc.retry_after
            ) from exc
        except UnexpectedModelBehavior as exc:
            raise ModelError(f"{name} call returned invalid output: {exc.message}") from exc
        except UserError as exc:
            raise ModelError(f"{name} call cannot run: {exc.message}") from exc
        except AgentRunError as exc:
            raise ModelError(f"{name} call failed: {exc.message}") from exc
        except (TypeError, AssertionError):
            raise
        except Exception as exc:
            # Provider SDKs and transports raise their own types; each is a failed call,
            # which the caller keeps pending rather than losing the observation.
            raise ModelError(f"{name} call failed: {type(exc).__name__}: {exc}") from exc
        usage = result.usage
        tokens = (usage.input_tokens or 0) + (usage.output_tokens or 0)
        output: OutputT = result.output
        return LLMResult(output=output, requests=usage.requests, tokens=tokens)

    async def detect(
        self, *, agent_description: str, agent_output: str, user_response: str
    ) -> LLMResult[DetectOutput]:
        """Ask whether a reply carries a signal."""
        prompt = load_prompt(
            "detect",
            agent_description=agent_description or "(not described)",
            agent_output=_escape_tags(agent_output),
            user_response=_escape_tags(user_response),
        )
        return await self._run("detect", DetectOutput, prompt)

    async def derive(
        self,
        *,
        agent_description: str,
        signal_kind: str,
        scopes: Sequence[str],
        agent_output: str,
        user_response: str,
    ) -> LLMResult[DeriveOutput]:
        """Turn a signal into a canonical memory with a type and a scope."""
        prompt = load_prompt(
            "derive",
            agent_description=agent_description or "(not described)",
            signal_kind=signal_kind,
            scopes=", ".join(["global", *scopes]),
            agent_output=_escape_tags(agent_output),
            user_response=_escape_tags(user_response),
        )
        return await self._run("derive", DeriveOutput, prompt)

    async def consolidate(
        self,
        *,
        new_type: str,
        new_scope: str,
        new_content: str,
        candidates: Sequence[tuple[int, str]],
    ) -> LLMResult[dict[int, ConsolidateVerdict]]:
        """Verdicts for each candidate, matched by id; unknown ids are an error."""
        listing = "\n".join(f"[id {memory_id}] {_quote(text)}" for memory_id, text in candidates)
        prompt = load_prompt(
            "consolidate",
            new_type=new_type,
            new_scope=new_scope,
            new_content=_quote(new_content),
            candidates=listing,
        )
        result = await self._run("consolidate", ConsolidateOutput, prompt)
        known = {memory_id for memory_id, _ in candidates}
        by_id = _by_id(result.output.verdicts, known, lambda v: v.memory_id, "consolidate")
        return LLMResult(output=by_id, requests=result.requests, tokens=result.tokens)

    async def validate_directions(
        self, directions: Sequence[tuple[int, str]]
    ) -> LLMResult[dict[int, DirectionVerdict]]:
        """Keep/drop verdicts for explicit directions, matched by id."""
        listing = "\n".join(f"[id {i}] {_quote(text)}" for i, text in directions)
        prompt = load_prompt("validate_directions", directions=listing)
        result = await self._run("validate_directions", ValidateOutput, prompt)
        known = {i for i, _ in directions}
        by_id = _by_id(result.output.verdicts, known, lambda v: v.id, "validate_directions")
        return LLMResult(output=by_id, requests=result.requests, tokens=result.tokens)

    async def attribute(
        self, *, notes: Sequence[tuple[int, str]], correction: str
    ) -> LLMResult[list[int]]:
        """Ids of the notes a correction is about; unknown ids are an error."""
        listing = "\n".join(f"[id {i}] {_quote(text)}" for i, text in notes)
        prompt = load_prompt("attribute", notes=listing, correction=_quote(correction))
        result = await self._run("attribute", AttributeOutput, prompt)
        known = {i for i, _ in notes}
        unknown = [i for i in result.output.memory_ids if i not in known]
        if unknown:
            raise ModelError(f"attribute call named unknown ids {unknown!r}")
        return LLMResult(
            output=list(dict.fromkeys(result.output.memory_ids)),
            requests=result.requests,
            tokens=result.tokens,
        )

    async def summarize(self, *, transcript: str, max_words: int) -> LLMResult[str]:
        """A short factual summary of earlier conversation turns."""
        prompt = load_prompt("summarize", transcript=_escape_tags(transcript), max_words=max_words)
        return await self._run("summarize", str, prompt)

    async def compile(
        self,
        *,
        agent_description: str,
        existing_instructions: str,
        notes: Sequence[tuple[str, str]],
        max_tokens: int,
    ) -> LLMResult[str]:
        """Write a policy from (type, content) notes; the caller clips it to budget."""
        listing = "\n".join(f"- ({kind}) {_quote(content)}" for kind, content in notes)
        prompt = load_prompt(
            "compile",
            agent_description=agent_description or "(not described)",
            existing_instructions=existing_instructions or "(none)",
            notes=listing,
            max_tokens=max_tokens,
        )
        return await self._run("compile", str, prompt)


def _escape_tags(text: str) -> str:
    """Keep user text from opening or closing the prompt's `<...>` data blocks."""
    return text.replace("<", "&lt;").replace(">", "&gt;")


def _quote(text: str) -> str:
    """Quote user-derived text as one line of data inside a prompt."""
    flat = _escape_tags(" ".join(text.split()))
    return '"' + flat.replace("\\", "\\\\").replace('"', '\\"') + '"'


V = TypeVar("V")


def _by_id(items: Sequence[V], known: set[int], key: Any, call: str) -> dict[int, V]:
    by_id: dict[int, V] = {}
    for item in items:
        item_id = int(key(item))
        if item_id not in known:
            raise ModelError(f"{call} call returned a verdict for unknown id {item_id!r}")
        by_id[item_id] = item
    return by_id

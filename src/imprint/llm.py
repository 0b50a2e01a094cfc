"""The LLM layer: Imprint's prompts, each rendered, run and read as a typed result.

Every prompt is one request to one pydantic-ai model, built once in `connect()` and shared
with its HTTP client (`imprint.llm_runner`, which also owns timeouts, retries and the
circuit breaker; `imprint.llm_model` makes the request and validates the answer). Every
provider failure, timeout or invalid output becomes a `ModelError` carrying the requests it
made; callers decide what to keep pending. Only `imprint.llm_model` imports pydantic-ai,
and only once a model is configured.
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

from imprint.breaker import CircuitBreaker
from imprint.errors import ModelError
from imprint.llm_runner import CircuitOpenError, ModelRunner
from imprint.protocols import Clock

if TYPE_CHECKING:
    from pydantic_ai.models import Model

__all__ = [
    "LLM",
    "PROMPT_VERSIONS",
    "UNREAD",
    "AttributeOutput",
    "CircuitOpenError",
    "CompileOutput",
    "CompiledNote",
    "ConsolidateOutput",
    "DeriveOutput",
    "DerivedMemory",
    "DetectOutput",
    "LLMResult",
    "ValidateOutput",
    "load_prompt",
]

log = logging.getLogger(__name__)

OutputT = TypeVar("OutputT")

PROMPT_VERSIONS: dict[str, int] = {
    "detect": 2,
    "derive": 3,
    "consolidate": 1,
    "validate_directions": 1,
    "compile": 2,
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


def _read_templates() -> None:
    """Read every current template once, so that no call reads a file (a missing one raises)."""
    for name, version in PROMPT_VERSIONS.items():
        _template(name, version)


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


SignalKind = Literal[
    "correction", "preference", "decision", "fact", "reinforcement", "forget", "none"
]
"""The signal kinds the detect and derive prompts answer with."""


class DetectOutput(BaseModel):
    """What the detect prompt returns."""

    kind: SignalKind
    confidence: float = Field(ge=0, le=1)
    evidence: str


class DerivedMemory(BaseModel):
    """One memory the derive prompt returns."""

    type: Literal["fact", "rule", "decision", "context"]
    content: str = Field(min_length=1, max_length=2000)
    subject: str | None = Field(max_length=80)
    replaces: list[str] = Field(max_length=8)
    until: str | None = Field(max_length=80)
    scope: str
    confidence: float = Field(ge=0, le=1)
    addressed_to_agent: bool


class DeriveOutput(BaseModel):
    """What the derive prompt returns: the reply's signal, zero to four memories, what to forget.

    The signal is what eager mode's one call per turn detects with (no separate detect call).
    """

    signal: SignalKind
    evidence: str = Field(max_length=2000)
    memories: list[DerivedMemory] = Field(max_length=4)
    forget: list[str] = Field(max_length=8)


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


class CompiledNote(BaseModel):
    """One note's line from the compile prompt."""

    id: int
    line: str = Field(max_length=2000)
    omit: Literal["no", "instructions", "not_about_user"]


class CompileOutput(BaseModel):
    """What the compile prompt returns: a line per note, matched by id."""

    notes: list[CompiledNote]


@dataclass(frozen=True, slots=True)
class LLMResult(Generic[OutputT]):
    """A successful call: its output and what it cost."""

    output: OutputT
    requests: int
    tokens: int


_OUTPUTS: dict[str, type[Any]] = {
    "detect": DetectOutput,
    "derive": DeriveOutput,
    "consolidate": ConsolidateOutput,
    "validate_directions": ValidateOutput,
    "attribute": AttributeOutput,
    "compile": CompileOutput,
    "summarize": str,
}
"""Each prompt's output type; agents for them are built in `connect()`."""


class LLM:
    """Runs Imprint's prompts against one pydantic-ai model.

    Args:
        model: A pydantic-ai model string (`"anthropic:claude-haiku-4-5-20251001"`) or `Model`.
        timeout: Seconds one call may take, retries and waits included.
        retries: Extra requests after a transient failure (rate limit with a short
            `retry-after`, 5xx, overload, dropped connection) within the timeout.
        clock: Where the circuit breaker reads the time.
        breaker: The circuit breaker; by default one that opens after 5 failures for 30 s.
    """

    def __init__(
        self,
        model: str | Model,
        *,
        timeout: float = 30.0,
        retries: int = 1,
        clock: Clock | None = None,
        breaker: CircuitBreaker | None = None,
    ) -> None:
        self._runner = ModelRunner(
            model, outputs=_OUTPUTS, timeout=timeout, retries=retries, clock=clock, breaker=breaker
        )

    @property
    def model_id(self) -> str:
        """A stable name for the model, used in cache keys."""
        return self._runner.model_id

    @property
    def timeout(self) -> float:
        """Seconds one call may take, retries and waits included."""
        return self._runner.timeout

    @property
    def breaker(self) -> CircuitBreaker:
        """Skips the model while it keeps failing."""
        return self._runner.breaker

    def build(self) -> None:
        """Build the model and each prompt's request shape, without network I/O; idempotent.

        Raises:
            UsageError: the provider's package is missing or its API key is not set.
        """
        self._runner.build()

    async def connect(self) -> None:
        """Build the model, open the HTTP client of one built from a string, read the prompts."""
        await asyncio.to_thread(_read_templates)
        await self._runner.connect()

    async def close(self) -> None:
        """Close the HTTP client `connect()` opened; safe to call twice."""
        await self._runner.close()

    async def _run(self, name: str, output_type: type[OutputT], prompt: str) -> LLMResult[OutputT]:
        output, requests, tokens = await self._runner.run(name, output_type, prompt)
        return LLMResult(output=output, requests=requests, tokens=tokens)

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
        today: str,
    ) -> LLMResult[DeriveOutput]:
        """Turn a reply into its signal, typed memories and forget targets.

        `signal_kind` is what was already read: a detected kind, or `UNREAD` in eager mode,
        where this is the turn's only call and its answer's `signal` is the detection.
        """
        prompt = load_prompt(
            "derive",
            agent_description=agent_description or "(not described)",
            signal_kind=signal_kind,
            scopes=", ".join(["global", *scopes]),
            today=today,
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
        notes: Sequence[tuple[int, str, str]],
    ) -> LLMResult[dict[int, CompiledNote]]:
        """A policy line for each (id, type, content) note, matched by id; every id once."""
        listing = "\n".join(f"[id {i}] ({kind}) {_quote(content)}" for i, kind, content in notes)
        prompt = load_prompt(
            "compile",
            agent_description=agent_description or "(not described)",
            existing_instructions=existing_instructions or "(none)",
            notes=listing,
        )
        result = await self._run("compile", CompileOutput, prompt)
        known = {i for i, _, _ in notes}
        try:
            by_id = _by_id(result.output.notes, known, lambda n: n.id, "compile")
        except ModelError as exc:
            raise ModelError(str(exc), requests=result.requests, tokens=result.tokens) from exc
        missing = sorted(known - by_id.keys())
        if missing:
            raise ModelError(
                f"compile call left out notes {missing!r}; every note needs a line or a reason "
                f"to omit it",
                requests=result.requests,
                tokens=result.tokens,
            )
        return LLMResult(output=by_id, requests=result.requests, tokens=result.tokens)


UNREAD = "none yet (read it yourself)"
"""The `signal_kind` of a derive call that also detects (eager mode's one call per turn)."""


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

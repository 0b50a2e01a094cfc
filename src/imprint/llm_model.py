"""The pydantic-ai side of `imprint.llm`: the model, its agents, and what a failure means.

Imported only when a model is configured (pydantic-ai takes a second or more to import).
A model string is turned into one pydantic-ai `Model` here, with its provider SDK imported
and its API key read, so a missing package or key is a `UsageError` from `connect()` rather
than a pending turn later; that model, and its one HTTP client, serve every prompt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic_ai import Agent, RunContext
from pydantic_ai.capabilities import AbstractCapability
from pydantic_ai.exceptions import (
    AgentRunError,
    ModelAPIError,
    ModelConnectionError,
    ModelHTTPError,
    ModelRateLimitError,
    ModelRequestTimeout,
    ModelServerError,
    ModelUnavailableError,
    UnexpectedModelBehavior,
    UserError,
)
from pydantic_ai.models import Model, ModelRequestContext, infer_model
from pydantic_ai.settings import ModelSettings

from imprint.errors import UsageError

__all__ = ["Attempts", "Failure", "build_model", "make_agent", "read_failure"]

# The extra that installs each provider's SDK (Anthropic's is a core dependency).
_EXTRAS = {
    "openai": "openai",
    "openai-chat": "openai",
    "openai-responses": "openai",
    "google": "google",
    "google-cloud": "google",
}
_KEYS = {
    "anthropic": "ANTHROPIC_API_KEY",
    "openai": "OPENAI_API_KEY",
    "openai-chat": "OPENAI_API_KEY",
    "openai-responses": "OPENAI_API_KEY",
    "google": "GOOGLE_API_KEY (or GEMINI_API_KEY)",
    "groq": "GROQ_API_KEY",
    "mistral": "MISTRAL_API_KEY",
}
# HTTP statuses worth one more try: timeout, conflict, rate limit, server errors, overload.
_TRANSIENT_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504, 529})


def build_model(spec: str) -> Model:
    """The pydantic-ai model for a `provider:model` string, its SDK imported and key read.

    Raises:
        UsageError: the provider's package is missing, its API key is not set, or the
            string names no model pydantic-ai knows; the message says what to do.
    """
    provider = spec.split(":", 1)[0] if ":" in spec else ""
    try:
        return infer_model(spec)
    except ImportError as exc:
        extra = _EXTRAS.get(provider)
        install = (
            f'pip install "imprint-mem[{extra}]"'
            if extra
            else f'pip install "pydantic-ai-slim[{provider}]"'
        )
        raise UsageError(
            f"model {spec!r} needs the {provider or 'provider'} SDK, which is not installed; "
            f"install it with: {install}"
        ) from exc
    except UserError as exc:
        if str(exc).startswith("Unknown model"):
            raise UsageError(
                f"model {spec!r} is not a model pydantic-ai knows ({exc}); pass "
                f"'provider:model', e.g. 'anthropic:claude-haiku-4-5-20251001'"
            ) from exc
        key = _KEYS.get(provider)
        if key is not None and "API" in str(exc) and "key" in str(exc).lower():
            raise UsageError(
                f"model {spec!r} needs an API key: set {key} in the environment, or pass a "
                f"pydantic-ai Model whose provider has the key"
            ) from exc
        raise UsageError(f"model {spec!r} cannot be used: {exc}") from exc


@dataclass(slots=True)
class Attempts:
    """Requests one call made, whatever became of them (the agent's deps)."""

    requests: int = 0


@dataclass
class _CountAttempts(AbstractCapability[Attempts]):
    """Counts every model request an agent run makes, failed ones and output retries too.

    The provider SDK's own retries are turned off (`max_retries=0`), so each one is one
    HTTP request; `usage.requests` alone counts only the requests that were answered.
    """

    async def prepare_model_request(
        self, ctx: RunContext[Attempts], request_context: ModelRequestContext
    ) -> ModelRequestContext:
        ctx.deps.requests += 1
        return request_context


def make_agent(model: Model, name: str, output_type: Any, *, retries: int) -> Agent[Attempts, Any]:
    """One agent for one prompt; retries of invalid output are the agent's, others are ours."""
    settings: ModelSettings = {"max_retries": 0}
    return Agent(
        model,
        output_type=output_type,
        deps_type=Attempts,
        retries=retries,
        model_settings=settings,
        name=f"imprint-{name}",
        capabilities=[_CountAttempts()],
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class Failure:
    """What a failed agent run means for the call."""

    message: str
    """One line for `ModelError`: what failed."""
    transient: bool
    """The provider is unwell (timeout, 429, 5xx, 529, connection) rather than the request bad."""
    retry_after: float | None = None
    """Seconds the provider asked to wait, when it said."""


def read_failure(name: str, exc: Exception) -> Failure:
    """Classify an exception raised by an agent run of prompt `name`."""
    if isinstance(exc, ModelAPIError):
        wait = "" if exc.retry_after is None else f"; it asked to wait {exc.retry_after:g}s"
        if isinstance(exc, ModelHTTPError):
            message = (
                f"{name} call failed: provider returned HTTP {exc.status_code} for model "
                f"{exc.model_name!r}{wait}"
            )
            transient = exc.status_code in _TRANSIENT_STATUS or _transient_api_error(exc)
        else:
            message = f"{name} call failed: {exc.message}{wait}"
            transient = _transient_api_error(exc)
        return Failure(message=message, transient=transient, retry_after=exc.retry_after)
    if isinstance(exc, UnexpectedModelBehavior):
        return Failure(
            message=f"{name} call returned invalid output: {exc.message}", transient=False
        )
    if isinstance(exc, UserError):
        return Failure(message=f"{name} call cannot run: {exc.message}", transient=False)
    if isinstance(exc, AgentRunError):
        return Failure(message=f"{name} call failed: {exc.message}", transient=False)
    # Provider SDKs and transports raise their own types too; a connection-level one is an
    # outage symptom like a 5xx.
    return Failure(
        message=f"{name} call failed: {type(exc).__name__}: {exc}",
        transient=isinstance(exc, OSError),
    )


def _transient_api_error(exc: ModelAPIError) -> bool:
    return isinstance(
        exc,
        ModelRateLimitError
        | ModelUnavailableError
        | ModelServerError
        | ModelConnectionError
        | ModelRequestTimeout,
    )

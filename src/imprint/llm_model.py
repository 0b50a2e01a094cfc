"""The pydantic-ai side of `imprint.llm`: the model, one request, its answer, its failure.

Imported only when a model is configured (pydantic-ai takes a second or more to import).
A model string is turned into one pydantic-ai `Model` here, with its provider SDK imported
and its API key read, so a missing package or key is a `UsageError` from `connect()` rather
than a pending turn later; that model, and its one HTTP client, serve every prompt.

Requests go through `pydantic_ai.direct.model_request`, not an `Agent`: each prompt is one
request with at most one output tool, and the agent graph cost about 8 ms of CPU per call
over the bare SDK request (measured against a local fake of the API), the direct path about
1 ms. Output is validated here, and an invalid answer gets one retry prompt, as an agent's
`retries=1` would.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from pydantic import ValidationError
from pydantic_ai.direct import model_request
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
from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelRequestPart,
    ModelResponse,
    RetryFeedbackPart,
    RetryInfo,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
)
from pydantic_ai.models import Model, ModelRequestParameters, infer_model
from pydantic_ai.settings import ModelSettings
from pydantic_ai.tools import ToolDefinition

from imprint.errors import UsageError

if TYPE_CHECKING:
    from pydantic_ai.models.anthropic import AnthropicModel

__all__ = [
    "Failure",
    "Reply",
    "Shape",
    "build_model",
    "close_client",
    "first_request",
    "invalid_answer",
    "open_connection",
    "read_failure",
    "read_reply",
    "request",
    "retry_request",
    "shape_of",
    "warm_up",
]

log = logging.getLogger(__name__)

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
        if provider == "anthropic":
            return _anthropic_model(spec.split(":", 1)[1])
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


def _anthropic_model(name: str) -> Model:
    """An Anthropic model whose SDK client makes no retries of its own.

    Imprint counts and retries requests itself. Asking for `max_retries=0` per request
    instead makes pydantic-ai copy the SDK client on every request, and each copy hops to
    a worker thread once to read the platform for its headers: about 2-3 ms a call on a
    loaded machine (bench/llm_wire.py). The client keeps pydantic-ai's HTTP defaults; it
    is closed with `close_client`.
    """
    from anthropic import AsyncAnthropic
    from pydantic_ai.models import create_async_httpx2_client
    from pydantic_ai.models.anthropic import AnthropicModel
    from pydantic_ai.providers.anthropic import AnthropicProvider

    if not os.environ.get("ANTHROPIC_API_KEY"):
        raise UserError("Set the `ANTHROPIC_API_KEY` environment variable to use the Anthropic API")
    client = AsyncAnthropic(http_client=create_async_httpx2_client(), max_retries=0)
    return AnthropicModel(name, provider=AnthropicProvider(anthropic_client=client))


async def close_client(model: Model) -> None:
    """Close the SDK client `build_model` gave an Anthropic model (its provider does not)."""
    if model.system != "anthropic":
        return
    client = getattr(model, "client", None)
    close = getattr(client, "close", None)
    if close is not None:
        await close()


def _request_settings(model: Model) -> ModelSettings:
    """No SDK retries (the caller counts and retries), asked per request only when needed."""
    if getattr(getattr(model, "client", None), "max_retries", None) == 0:
        return {}
    return {"max_retries": 0}


OUTPUT_TOOL = "final_result"
"""The tool a structured answer is given through (the name pydantic-ai's agents use)."""


@dataclass(frozen=True, slots=True)
class Shape:
    """What one prompt asks for: its output type and the request parameters that say so."""

    output_type: type[Any]
    parameters: ModelRequestParameters


def shape_of(output_type: type[Any]) -> Shape:
    """Plain text for `str`, else one output tool whose arguments are the pydantic model."""
    if output_type is str:
        return Shape(str, ModelRequestParameters())
    schema = output_type.model_json_schema()
    description = schema.pop("description", None)
    tool = ToolDefinition(
        name=OUTPUT_TOOL, parameters_json_schema=schema, description=description, kind="output"
    )
    return Shape(
        output_type,
        ModelRequestParameters(output_mode="tool", output_tools=[tool], allow_text_output=False),
    )


@dataclass(frozen=True, slots=True)
class Reply:
    """One response read: the output, or the parts that ask the model to fix it."""

    output: Any = None
    retry: tuple[ModelRequestPart, ...] = ()
    problem: str = ""
    """Why the answer was refused, for the error when no retry is left."""


def read_reply(shape: Shape, response: ModelResponse) -> Reply:
    """The output a response carries, validated, or the retry parts that ask again.

    As an agent would: every tool call the model made is answered (Anthropic refuses a
    request that leaves one unanswered), the output tool's with its validation errors.
    """
    calls = [part for part in response.parts if isinstance(part, ToolCallPart)]
    if shape.output_type is str and not calls:
        return Reply(output="".join(p.content for p in response.parts if isinstance(p, TextPart)))
    answers: list[ModelRequestPart] = []
    problem = ""
    for call in calls:
        if call.tool_name == OUTPUT_TOOL and shape.output_type is not str:
            try:
                return Reply(output=shape.output_type.model_validate(call.args_as_dict()))
            except ValidationError as exc:
                problem = f"{exc.error_count()} validation error(s): {exc.errors()[0]['msg']}"
                content: Any = exc.errors(include_url=False, include_context=False)
                cause: Literal["validation_error", "unknown_tool"] = "validation_error"
        else:
            problem = f"it called the unknown tool {call.tool_name!r}"
            content = f"Unknown tool {call.tool_name!r}."
            cause = "unknown_tool"
        answers.append(
            ToolReturnPart(
                call.tool_name,
                content,
                call.tool_call_id,
                outcome="retried",
                retry=RetryInfo(cause),
            )
        )
    if not calls:
        problem = f"it answered in text instead of calling {OUTPUT_TOOL}"
        answers.append(
            RetryFeedbackPart(
                f"Answer by calling the {OUTPUT_TOOL} tool.", retry=RetryInfo("model_retry")
            )
        )
    return Reply(retry=tuple(answers), problem=problem)


async def request(model: Model, messages: list[ModelMessage], shape: Shape) -> ModelResponse:
    """One request, the provider SDK's own retries off (the caller counts and retries)."""
    return await model_request(
        model,
        messages,
        model_settings=_request_settings(model),
        model_request_parameters=shape.parameters,
    )


def first_request(prompt: str) -> list[ModelMessage]:
    """The messages of a prompt's first request: the prompt as the user's message."""
    return [ModelRequest.user_text_prompt(prompt)]


def invalid_answer(message: str) -> Exception:
    """The error for an answer that still did not validate after its retry."""
    return UnexpectedModelBehavior(message)


def retry_request(retry: Sequence[ModelRequestPart]) -> ModelRequest:
    """The request that asks the model to fix its last answer."""
    return ModelRequest(parts=list(retry))


def _anthropic(model: Model) -> AnthropicModel | None:
    """`model` if it is an Anthropic model that may make requests, else None."""
    from pydantic_ai import models

    # `system` first: other providers never import the Anthropic side of pydantic-ai.
    if model.system != "anthropic" or not models.ALLOW_MODEL_REQUESTS:
        return None
    from pydantic_ai.models.anthropic import AnthropicModel

    return model if isinstance(model, AnthropicModel) else None


async def warm_up(model: Model, shapes: Iterable[Shape]) -> None:
    """Make one request per prompt shape to an offline twin of an Anthropic model.

    The first request in a process otherwise pays for what pydantic-ai and the SDK build on
    first use (the SDK's stream-event parser alone is about 100 ms), inside the first
    call's timeout; here it is paid in `connect()`. The twin answers from an in-memory
    transport (a call of the output tool, or a text), so nothing leaves the process. Other
    providers are not warmed.
    """
    if _anthropic(model) is None:
        return
    import httpx2
    from anthropic import AsyncAnthropic
    from pydantic_ai.models.anthropic import AnthropicModel
    from pydantic_ai.providers.anthropic import AnthropicProvider

    def answer(request: httpx2.Request) -> httpx2.Response:
        tools = json.loads(request.content).get("tools") or [{}]
        content = _canned_stream(tools[0].get("name"))
        return httpx2.Response(200, headers={"content-type": "text/event-stream"}, content=content)

    transport = httpx2.MockTransport(answer)
    async with httpx2.AsyncClient(transport=transport) as http:
        client = AsyncAnthropic(api_key="warm-up", http_client=http, max_retries=0)
        twin = AnthropicModel(model.model_name, provider=AnthropicProvider(anthropic_client=client))
        for shape in shapes:
            await request(twin, first_request("warm-up"), shape)


async def open_connection(model: Model) -> None:
    """Open the HTTP connection of an Anthropic model's client with one free request.

    The first call otherwise pays for the TCP connection (and, against the real API, the
    TLS handshake) inside its timeout. `messages.count_tokens` generates nothing and is not
    billed; the connection it opens stays in the client's pool for the calls that follow.
    Best effort: a failure is logged (a refused key or a 404, which may mean an unknown
    model, as a warning) and the first call opens the connection instead.
    The caller bounds the wait. Other providers are not contacted.
    """
    anthropic = _anthropic(model)
    if anthropic is None:
        return
    try:
        await anthropic.client.messages.count_tokens(
            model=model.model_name, messages=[{"role": "user", "content": "."}]
        )
    except Exception as exc:  # the call that needs the model reports what matters
        status = getattr(exc, "status_code", None)
        if status in (401, 403):
            log.warning(
                "the provider refused the API key at connect (HTTP %s to a token count for "
                "model %r): every call will fail until ANTHROPIC_API_KEY (or the client's "
                "key) is fixed",
                status,
                model.model_name,
            )
        elif status == 404:
            # The API's answer for an unknown model, but also a proxy's that does not count
            # tokens: a hint, not a verdict.
            log.warning(
                "the provider answered HTTP 404 to a token count for model %r at connect: "
                "check the model name (a proxy without the count_tokens endpoint answers "
                "404 too, and then calls work)",
                model.model_name,
            )
        else:
            log.debug("could not open the connection at connect: %s: %s", type(exc).__name__, exc)


def _event(kind: str, **fields: Any) -> str:
    return f"event: {kind}\ndata: {json.dumps({'type': kind, **fields})}\n\n"


def _canned_stream(tool: str | None) -> bytes:
    """A streamed answer: a call of `tool` (with no arguments), or a short text."""
    if tool is None:
        block: dict[str, Any] = {"type": "text", "text": ""}
        delta: dict[str, Any] = {"type": "text_delta", "text": "ok"}
    else:
        block = {"type": "tool_use", "id": "toolu_warm_up", "name": tool, "input": {}}
        delta = {"type": "input_json_delta", "partial_json": "{}"}
    message: dict[str, Any] = {
        "id": "msg_warm_up",
        "type": "message",
        "role": "assistant",
        "model": "warm-up",
        "content": [],
        "stop_reason": None,
        "stop_sequence": None,
        "usage": {"input_tokens": 1, "output_tokens": 1},
    }
    events = [
        _event("message_start", message=message),
        _event("content_block_start", index=0, content_block=block),
        _event("content_block_delta", index=0, delta=delta),
        _event("content_block_stop", index=0),
        _event(
            "message_delta",
            delta={"stop_reason": "end_turn" if tool is None else "tool_use"},
            usage={"output_tokens": 1},
        ),
        _event("message_stop"),
    ]
    return "".join(events).encode()


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

"""Spans on the OpenTelemetry API: one `Tracing` per instance, `traced` for its public calls.

Call sites never test for a tracer: `Tracing.call` and `Tracing.span` give `SILENT` when
nothing records, and the decorated method runs alone when no provider is configured.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import importlib.metadata
import inspect
import os
import secrets
import traceback
from collections.abc import Awaitable, Callable, Coroutine, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, Concatenate, Final, ParamSpec, Protocol, TypeVar

from imprint.tracing.names import AGENT, LLM_CALLS, LLM_TOKENS, USER

try:
    from opentelemetry import trace as _otel

    _HAVE_OTEL = True
except ImportError:  # pydantic-ai depends on it, but the core runs without it
    _HAVE_OTEL = False

if TYPE_CHECKING:
    from opentelemetry.trace import Span, Tracer, TracerProvider

__all__ = ["SILENT", "AttributeValue", "Stage", "Tracing", "traced"]

_WITHHELD = "(withheld: Imprint(trace_content=True) records exception messages)"

AttributeValue = str | bool | int | float | Sequence[str]


def _same(text: str) -> str:
    return text


class Stage:
    """The span of one call or stage, with setters for Imprint's attributes.

    `SILENT` stands in when nothing records, so call sites never test for a tracer.
    """

    __slots__ = ("_span", "_tracing")

    recording: bool = True
    """False for `SILENT`: recorders skip building their attributes."""

    def __init__(self, span: Span, tracing: Tracing) -> None:
        self._span = span
        self._tracing = tracing

    def set(self, attribute: str, value: AttributeValue) -> None:
        """Set one attribute (a name from this module's vocabulary)."""
        self._span.set_attribute(attribute, value)

    def label(self, attribute: str, value: object) -> None:
        """Set a label attribute: `str(value)`, or `none` for None (a signal, a mode)."""
        self._span.set_attribute(attribute, "none" if value is None else str(value))

    def llm(self, calls: int, tokens: int | None = None) -> None:
        """LLM requests (and tokens, when known) spent in this span."""
        self._span.set_attribute(LLM_CALLS, calls)
        if tokens is not None:
            self._span.set_attribute(LLM_TOKENS, tokens)

    def user(self, user_id: object) -> None:
        """The user, as a keyed hash: spans never carry the id itself."""
        if isinstance(user_id, str):
            self._span.set_attribute(USER, self._tracing.user_hash(user_id))

    def text(self, attribute: str, value: str | Sequence[str] | None) -> None:
        """User text, set only when the instance opted in with `trace_content=True`."""
        if value is None or not self._tracing.content:
            return
        redact = self._tracing.redact
        if isinstance(value, str):
            self._span.set_attribute(attribute, redact(value))
        else:
            self._span.set_attribute(attribute, [redact(v) for v in value])


class _Silent(Stage):
    """A stage that records nothing (no tracer, or the span was sampled out)."""

    __slots__ = ()
    recording = False

    def __init__(self) -> None:
        pass

    def set(self, attribute: str, value: AttributeValue) -> None:
        """Record nothing."""

    def label(self, attribute: str, value: object) -> None:
        """Record nothing."""

    def llm(self, calls: int, tokens: int | None = None) -> None:
        """Record nothing."""

    def user(self, user_id: object) -> None:
        """Record nothing."""

    def text(self, attribute: str, value: str | Sequence[str] | None) -> None:
        """Record nothing."""


SILENT: Final[Stage] = _Silent()
"""The stage of a span nobody records."""

_UNTRACED: Final = nullcontext(SILENT)
"""What `Tracing.span` returns when no tracer is configured: stateless, so shared."""

_ACTIVE: ContextVar[tuple[Tracing, Tracer] | None] = ContextVar("imprint_trace", default=None)
"""The instance and tracer of the traced call in progress, which its stage spans join."""

_PROVIDER_FROM_ENV: Final = "OTEL_PYTHON_TRACER_PROVIDER" in os.environ


class Tracing:
    """Where one `Imprint` instance's spans go, and what they may say."""

    __slots__ = ("_key", "_provider", "_seen", "_tracer", "content", "redact")

    def __init__(
        self,
        provider: TracerProvider | None = None,
        *,
        content: bool = False,
        user_key: bytes | None = None,
        redact: Callable[[str], str] = _same,
    ) -> None:
        self._provider = provider
        self.content = content
        """Whether spans may carry user text (`Imprint(trace_content=True)`)."""
        # Random per instance unless given: a hash nobody can recompute from a guessed id.
        self._key = secrets.token_bytes(32) if user_key is None else user_key
        self.redact = redact
        """Applied to any text a span carries (the instance's secret redaction)."""
        self._seen: object = None
        self._tracer: Tracer | None = None

    def call(self, name: str) -> AbstractContextManager[Stage]:
        """The span of a public call named `name`; `SILENT` when no tracer is configured.

        Stage spans (`span`) opened inside the block are its children. An exception leaving
        the block is recorded on the span with an error status and propagates unchanged.
        """
        tracer = self._current()
        if tracer is None:
            return _UNTRACED
        return self._recorded(tracer, name)

    def span(self, name: str) -> AbstractContextManager[Stage]:
        """A stage span inside this instance's traced call; `SILENT` outside one.

        Costs one context-variable read when the call is not traced.
        """
        active = _ACTIVE.get()
        if active is None or active[0] is not self:
            return _UNTRACED
        return self._recorded(active[1], name)

    def user_hash(self, user_id: str) -> str:
        """The user id's keyed hash (HMAC-SHA256, 16 hex digits)."""
        data = user_id.encode("utf-8", "surrogatepass")
        return hmac.new(self._key, data, hashlib.sha256).hexdigest()[:16]

    def _current(self) -> Tracer | None:
        """The tracer to use now, or None when no provider is configured."""
        provider = self._provider
        if provider is None:
            if not _HAVE_OTEL:
                return None
            # Checked per call, since the application may configure tracing after this
            # instance was made. The API's module global answers "none set yet" without
            # the environment lookup `get_tracer_provider()` makes each time; the public
            # function is used when the global is missing (a newer API) or a provider is
            # named by the environment (the API loads it on first use).
            current: object = getattr(_otel, "_TRACER_PROVIDER", _otel)
            if current is None and not _PROVIDER_FROM_ENV:
                return None
            if isinstance(current, _otel.TracerProvider):
                provider = current
            else:
                provider = _otel.get_tracer_provider()
        if provider is not self._seen:
            # The API's stand-ins until (or unless) an application sets a provider: a span
            # through them records nothing, so none is made.
            stand_in = _HAVE_OTEL and isinstance(
                provider, _otel.ProxyTracerProvider | _otel.NoOpTracerProvider
            )
            self._tracer = None if stand_in else provider.get_tracer("imprint", _version())
            self._seen = provider
        return self._tracer

    @contextmanager
    def _recorded(self, tracer: Tracer, name: str) -> Iterator[Stage]:
        # The API's own exception recording would copy the message; `_failed` decides.
        with tracer.start_as_current_span(
            name, record_exception=False, set_status_on_exception=False
        ) as span:
            recording = span.is_recording()
            token = _ACTIVE.set((self, tracer) if recording else None)
            try:
                yield Stage(span, self) if recording else SILENT
            except Exception as exc:
                if recording:
                    self._failed(span, exc)
                raise
            finally:
                _ACTIVE.reset(token)

    def _failed(self, span: Span, exc: Exception) -> None:
        kind = type(exc).__name__
        if self.content:
            span.record_exception(exc)
            span.set_status(_otel.Status(_otel.StatusCode.ERROR, f"{kind}: {exc}"))
            return
        # Messages quote what they reject (an id, a text): the type and the frames only.
        frames = "".join(traceback.format_tb(exc.__traceback__)) + kind
        span.record_exception(
            exc, attributes={"exception.message": _WITHHELD, "exception.stacktrace": frames}
        )
        span.set_status(_otel.Status(_otel.StatusCode.ERROR, kind))


def _version() -> str:
    try:
        return importlib.metadata.version("imprint-mem")
    except importlib.metadata.PackageNotFoundError:
        return ""


class _Traced(Protocol):
    """What `traced` needs of the instance whose method it wraps."""

    agent_id: str

    @property
    def _tracing(self) -> Tracing: ...


S = TypeVar("S", bound=_Traced)
P = ParamSpec("P")
R = TypeVar("R")


def traced(
    name: str,
    record: Callable[[Stage, R], None],
    *,
    arguments: Mapping[str, str] | None = None,
    texts: Mapping[str, str] | None = None,
) -> Callable[
    [Callable[Concatenate[S, P], Awaitable[R]]], Callable[Concatenate[S, P], Coroutine[Any, Any, R]]
]:
    """Run a public async method in a span named `name`; `record` describes its result.

    `arguments` maps parameter names to the attributes their values (labels or counts) are
    set as, and `texts` those whose values are user text (set only with `trace_content`);
    both once the call succeeded, so only values the method accepted are recorded. The span
    opens before the arguments are checked, so a rejected call is traced too.
    """

    def decorate(
        method: Callable[Concatenate[S, P], Awaitable[R]],
    ) -> Callable[Concatenate[S, P], Coroutine[Any, Any, R]]:
        signature = inspect.signature(method)

        @functools.wraps(method)
        async def call(self: S, /, *args: P.args, **kwargs: P.kwargs) -> R:
            span = self._tracing.call(name)
            if span is _UNTRACED:
                # Nothing records: the method alone, as if undecorated.
                return await method(self, *args, **kwargs)
            with span as stage:
                if stage.recording:
                    stage.set(AGENT, self.agent_id)
                    stage.user(kwargs.get("user_id"))
                result = await method(self, *args, **kwargs)
                record(stage, result)
                if stage.recording and (arguments or texts):
                    bound = signature.bind(self, *args, **kwargs)
                    bound.apply_defaults()
                    _arguments(stage, bound.arguments, arguments or {}, texts or {})
                return result

        return call

    return decorate


def _arguments(
    stage: Stage,
    values: Mapping[str, object],
    arguments: Mapping[str, str],
    texts: Mapping[str, str],
) -> None:
    for parameter, attribute in arguments.items():
        value = values.get(parameter)
        if isinstance(value, str | int):
            stage.set(attribute, value)
    for parameter, attribute in texts.items():
        value = values.get(parameter)
        if isinstance(value, str):
            stage.text(attribute, value)

"""OpenTelemetry spans for `observe()`, `get_policy()` and `recall()`: names, attributes, privacy.

Imprint uses the OpenTelemetry API only (`opentelemetry-api`, the `tracing` extra). Spans go
to the tracer provider passed as `Imprint(tracer_provider=...)`, else to the global one that
an application sets with the SDK or `logfire.configure()`. With neither, a span costs one
check and nothing is recorded.

Spans (the stage spans are children of the call's span):

    imprint.observe           imprint.detect, imprint.derive, imprint.embed,
                              imprint.consolidate, imprint.persist
    imprint.observe_directions  imprint.embed, imprint.persist
    imprint.reprocess_pending   the observe stages, per pending turn
    imprint.get_policy        imprint.retrieve, imprint.rank, imprint.compile
    imprint.recall            imprint.retrieve, imprint.rank

Attributes, a stable vocabulary (counts are ints, flags bools):

    imprint.agent                  the agent id (every call span)
    imprint.user                   a keyed hash of the user id, 16 hex digits (every call span)
    imprint.mode                   the processing mode (detect)
    imprint.signal                 the signal found, or `none` (detect, observe)
    imprint.memories.drafted       memories derived from the reply (derive, consolidate)
    imprint.memories.created       new memories written (persist, observe)
    imprint.memories.merged        ... merged into existing ones (observe)
    imprint.memories.contradicted  ... existing ones superseded (observe)
    imprint.memories.reinforced    ... existing ones reinforced (observe)
    imprint.memories.forgotten     ... forgotten on request (observe)
    imprint.memories.quarantined   ... held as suspected injections (observe)
    imprint.memories.candidates    memories retrieval found (retrieve)
    imprint.memories.ranked        memories eligible after ranking (rank)
    imprint.memories.dropped       memories left out, with any reason (rank, get_policy)
    imprint.memories.selected      memories in the policy (compile, get_policy)
    imprint.memories.returned      hits returned (rank, recall)
    imprint.texts.embedded         texts sent to the embedder (embed)
    imprint.observation.pending    the turn was kept for `reprocess_pending()` (observe)
    imprint.redactions             secrets replaced in the turn (observe)
    imprint.llm.calls              LLM requests made in the span
    imprint.llm.tokens             LLM tokens spent in the span, where the model reports them
    imprint.policy.cache_hit       the policy came from the cache (get_policy)
    imprint.policy.tokens          tokens in the policy text (get_policy)
    imprint.policy.compiler        `extractive` or `llm:<prompt>` (compile, get_policy)
    imprint.policy.fallback        a model is set but the extractive compiler was used
    imprint.recall.by              `relevance` or `similarity` (recall)
    imprint.recall.k               hits asked for (recall)

No memory text, query, context, policy text or raw user id appears in a span unless the
instance was made with `trace_content=True`; then the `imprint.content.*` attributes carry
them (after secret redaction), and an exception's message is recorded too. Without it, an
exception that escapes a span is recorded with its type and frames only, since messages
quote the values they reject.
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

try:
    from opentelemetry import trace as _otel

    _HAVE_OTEL = True
except ImportError:  # pydantic-ai depends on it, but the core runs without it
    _HAVE_OTEL = False

if TYPE_CHECKING:
    from opentelemetry.trace import Span, Tracer, TracerProvider

    from imprint.policy.selection import Ranked
    from imprint.types import (
        DroppedMemory,
        Memory,
        MemoryDraft,
        Observation,
        Policy,
        Recalled,
        Signal,
        Turn,
    )
    from imprint.writes import WriteResult

__all__ = [
    "SILENT",
    "Stage",
    "Tracing",
    "compiled_policy",
    "derived",
    "detected",
    "gathered",
    "observed",
    "observed_all",
    "persisted",
    "policy_made",
    "recalled",
    "selected",
    "traced",
]

SPAN_OBSERVE: Final = "imprint.observe"
SPAN_OBSERVE_DIRECTIONS: Final = "imprint.observe_directions"
SPAN_REPROCESS: Final = "imprint.reprocess_pending"
SPAN_GET_POLICY: Final = "imprint.get_policy"
SPAN_RECALL: Final = "imprint.recall"
SPAN_DETECT: Final = "imprint.detect"
SPAN_DERIVE: Final = "imprint.derive"
SPAN_EMBED: Final = "imprint.embed"
SPAN_CONSOLIDATE: Final = "imprint.consolidate"
SPAN_PERSIST: Final = "imprint.persist"
SPAN_RETRIEVE: Final = "imprint.retrieve"
SPAN_RANK: Final = "imprint.rank"
SPAN_COMPILE: Final = "imprint.compile"

AGENT: Final = "imprint.agent"
USER: Final = "imprint.user"
MODE: Final = "imprint.mode"
SIGNAL: Final = "imprint.signal"
DRAFTED: Final = "imprint.memories.drafted"
CREATED: Final = "imprint.memories.created"
MERGED: Final = "imprint.memories.merged"
CONTRADICTED: Final = "imprint.memories.contradicted"
REINFORCED: Final = "imprint.memories.reinforced"
FORGOTTEN: Final = "imprint.memories.forgotten"
QUARANTINED: Final = "imprint.memories.quarantined"
CANDIDATES: Final = "imprint.memories.candidates"
RANKED: Final = "imprint.memories.ranked"
DROPPED: Final = "imprint.memories.dropped"
SELECTED: Final = "imprint.memories.selected"
RETURNED: Final = "imprint.memories.returned"
EMBEDDED: Final = "imprint.texts.embedded"
PENDING: Final = "imprint.observation.pending"
REDACTIONS: Final = "imprint.redactions"
LLM_CALLS: Final = "imprint.llm.calls"
LLM_TOKENS: Final = "imprint.llm.tokens"
CACHE_HIT: Final = "imprint.policy.cache_hit"
POLICY_TOKENS: Final = "imprint.policy.tokens"
COMPILER: Final = "imprint.policy.compiler"
FALLBACK: Final = "imprint.policy.fallback"
RECALL_BY: Final = "imprint.recall.by"
RECALL_K: Final = "imprint.recall.k"

CONTENT_REPLY: Final = "imprint.content.user_response"
CONTENT_AGENT_OUTPUT: Final = "imprint.content.agent_output"
CONTENT_MEMORIES: Final = "imprint.content.memories"
CONTENT_QUERY: Final = "imprint.content.query"
CONTENT_POLICY: Final = "imprint.content.policy"

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
    name: str, record: Callable[[Stage, R], None], *, arguments: Mapping[str, str] | None = None
) -> Callable[
    [Callable[Concatenate[S, P], Awaitable[R]]], Callable[Concatenate[S, P], Coroutine[Any, Any, R]]
]:
    """Run a public async method in a span named `name`; `record` describes its result.

    `arguments` maps parameter names to the attributes their values (str or int) are set as.
    The span opens before the arguments are checked, so a rejected call is traced too.
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
                    if arguments:
                        _arguments(stage, signature, arguments, (self, *args), kwargs)
                result = await method(self, *args, **kwargs)
                record(stage, result)
                return result

        return call

    return decorate


def _arguments(
    stage: Stage,
    signature: inspect.Signature,
    arguments: Mapping[str, str],
    args: tuple[object, ...],
    kwargs: Mapping[str, object],
) -> None:
    try:
        bound = signature.bind(*args, **kwargs)
    except TypeError:
        return  # the call itself raises the same error, on the span
    bound.apply_defaults()
    for parameter, attribute in arguments.items():
        value = bound.arguments.get(parameter)
        # Only labels and counts: a wrong type is the method's to reject, not the span's.
        if isinstance(value, str | int) and not isinstance(value, bool):
            stage.set(attribute, value)


def observed(stage: Stage, observation: Observation) -> None:
    """What one observation did, on the call's span."""
    if stage.recording:
        stage.label(SIGNAL, observation.signal)
        observed_all(stage, [observation])


def observed_all(stage: Stage, batch: list[Observation]) -> None:
    """What a batch of observations did, on the call's span."""
    if not stage.recording:
        return
    stage.set(CREATED, sum(len(o.created) for o in batch))
    stage.set(MERGED, sum(len(o.merged) for o in batch))
    stage.set(CONTRADICTED, sum(len(o.contradicted) for o in batch))
    stage.set(REINFORCED, sum(len(o.reinforced) for o in batch))
    stage.set(FORGOTTEN, sum(len(o.forgotten) for o in batch))
    stage.set(QUARANTINED, sum(len(o.quarantined) for o in batch))
    stage.set(PENDING, any(o.pending for o in batch))
    stage.set(REDACTIONS, sum(o.redactions for o in batch))
    stage.llm(sum(o.llm_calls for o in batch), sum(o.tokens_used for o in batch))


def detected(
    stage: Stage, turn: Turn, mode: object, signal: Signal | None, calls: int, tokens: int
) -> None:
    """What detection found in a turn, on the detect span."""
    if not stage.recording:
        return
    stage.label(MODE, mode)
    stage.label(SIGNAL, None if signal is None else signal.type)
    stage.llm(calls, tokens)
    stage.text(CONTENT_REPLY, turn.user_response)
    stage.text(CONTENT_AGENT_OUTPUT, turn.agent_output)


def derived(stage: Stage, drafts: Sequence[MemoryDraft], calls: int, tokens: int) -> None:
    """The memories derived from a signal, on the derive span."""
    if not stage.recording:
        return
    stage.set(DRAFTED, len(drafts))
    stage.llm(calls, tokens)
    stage.text(CONTENT_MEMORIES, [d.content for d in drafts])


def persisted(stage: Stage, results: Sequence[WriteResult]) -> None:
    """What the write transaction created, on the persist span."""
    if not stage.recording:
        return
    created = [r.created for r in results if r.created is not None]
    stage.set(CREATED, len(created))
    stage.text(CONTENT_MEMORIES, [m.content for m in created])


def policy_made(stage: Stage, policy: Policy) -> None:
    """What `get_policy()` returned, on its span."""
    if not stage.recording:
        return
    stage.set(CACHE_HIT, policy.cached)
    stage.set(SELECTED, len(policy.memories))
    stage.set(DROPPED, len(policy.dropped) - _listed_budget_drops(policy) + policy.budget_dropped)
    stage.set(POLICY_TOKENS, policy.token_count)
    stage.set(COMPILER, policy.compiler)
    stage.set(FALLBACK, policy.fallback_reason is not None)
    stage.llm(policy.llm_calls, policy.tokens_used)
    stage.text(CONTENT_POLICY, policy.text)


def gathered(stage: Stage, memories: Sequence[Memory], dropped: Sequence[DroppedMemory]) -> None:
    """What retrieval read for a policy, on the retrieve span."""
    if stage.recording:
        stage.set(CANDIDATES, len(memories) + len(dropped))
        stage.set(DROPPED, len(dropped))


def selected(
    stage: Stage,
    ranked: Sequence[Ranked],
    kept: Sequence[Ranked],
    dropped: Sequence[DroppedMemory],
) -> None:
    """What ranking and the budget kept, on the rank span."""
    if stage.recording:
        stage.set(RANKED, len(ranked))
        stage.set(SELECTED, len(kept))
        stage.set(DROPPED, len(dropped))


def compiled_policy(stage: Stage, policy: Policy) -> None:
    """How the policy text was written, on the compile span."""
    if stage.recording:
        stage.set(COMPILER, policy.compiler)
        stage.set(FALLBACK, policy.fallback_reason is not None)
        stage.set(SELECTED, len(policy.memories))
        stage.llm(policy.llm_calls, policy.tokens_used)


def _listed_budget_drops(policy: Policy) -> int:
    return sum(1 for d in policy.dropped if d.reason == "budget")


def recalled(stage: Stage, hits: Sequence[Recalled]) -> None:
    """What `recall()` returned, on its span."""
    if not stage.recording:
        return
    stage.set(RETURNED, len(hits))
    stage.text(CONTENT_MEMORIES, [h.memory.content for h in hits])

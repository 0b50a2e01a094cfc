"""`imprint.sync.Imprint`: the whole `Imprint` API, synchronous, for scripts and sync apps.

Every method of `imprint.Imprint` is here with the same arguments and the same typed
results, run on one private event loop in a background thread, so it works from a plain
script, a notebook, a sync web framework, and from inside a running event loop alike::

    from imprint.sync import Imprint

    with Imprint("support", store="sqlite:///support.db") as imprint:
        imprint.remember(user_id="u1", text="Prefers email.", metadata={"src": "crm"})
        hits = imprint.recall(user_id="u1", query="contact")
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Coroutine, Sequence
from types import TracebackType
from typing import TYPE_CHECKING, Any, Concatenate, Literal, ParamSpec, Self, TypeVar

from imprint._core import Imprint as AsyncImprint
from imprint.loop_thread import LoopThread
from imprint.pipeline.redact import SecretRedactor
from imprint.protocols import (
    AlphaTuner,
    Clock,
    DecayModel,
    Embedder,
    MemoryStore,
    TokenCounter,
    VectorStore,
)
from imprint.types import ProcessingMode

if TYPE_CHECKING:
    from opentelemetry.trace import TracerProvider
    from pydantic_ai.models import Model

__all__ = ["Imprint"]

P = ParamSpec("P")
R = TypeVar("R")


def _blocking(
    method: Callable[Concatenate[AsyncImprint, P], Coroutine[Any, Any, R]],
) -> Callable[Concatenate[Imprint, P], R]:
    """The async method as a blocking one on `Imprint`, with its signature and docstring."""

    @functools.wraps(method)
    def call(self: Imprint, /, *args: P.args, **kwargs: P.kwargs) -> R:
        return self._loop.run(method(self._async, *args, **kwargs))

    return call


class Imprint:
    """Memory for one agent, synchronously: `imprint.Imprint` on a private event loop.

    Takes exactly the arguments of `imprint.Imprint` (see its Args) and offers every one
    of its methods, blocking until the result is there. The constructor does no I/O;
    `connect()` (or `with`) opens the store and starts the loop's thread, `close()` stops
    both. Safe to call from inside a running event loop (the work runs on its own loop),
    though there it blocks that loop while it waits.
    """

    def __init__(
        self,
        agent_id: str,
        *,
        agent_description: str | None = None,
        model: str | Model | None = None,
        store: str | os.PathLike[str] | MemoryStore | None = None,
        processing_mode: ProcessingMode | str | None = None,
        scopes: Sequence[str] | None = None,
        embedder: Embedder | Callable[[str], Any] | None = None,
        vector_store: VectorStore | Literal["auto", "blob", "sqlite-vec", "pgvector"] = "auto",
        token_counter: TokenCounter | None = None,
        decay_model: DecayModel | None = None,
        alpha_tuner: AlphaTuner | None = None,
        feedback_timeout: float = 3600.0,
        max_memories: int | None = None,
        eviction: Literal["retrievability", "oldest"] = "retrievability",
        redact_secrets: bool | SecretRedactor = True,
        clock: Clock | None = None,
        llm_timeout: float = 30.0,
        llm_retries: int = 1,
        embed_timeout: float = 10.0,
        tracer_provider: TracerProvider | None = None,
        trace_content: bool = False,
        trace_user_key: str | bytes | None = None,
    ) -> None:
        self._async = AsyncImprint(
            agent_id,
            agent_description=agent_description,
            model=model,
            store=store,
            processing_mode=processing_mode,
            scopes=scopes,
            embedder=embedder,
            vector_store=vector_store,
            token_counter=token_counter,
            decay_model=decay_model,
            alpha_tuner=alpha_tuner,
            feedback_timeout=feedback_timeout,
            max_memories=max_memories,
            eviction=eviction,
            redact_secrets=redact_secrets,
            clock=clock,
            llm_timeout=llm_timeout,
            llm_retries=llm_retries,
            embed_timeout=embed_timeout,
            tracer_provider=tracer_provider,
            trace_content=trace_content,
            trace_user_key=trace_user_key,
        )
        self._loop = LoopThread(
            "imprint-sync",
            closed_message=(
                "this imprint.sync.Imprint is not connected or is closed; call connect() or "
                "use `with Imprint(...) as imprint:`"
            ),
        )

    @property
    def agent_id(self) -> str:
        """The agent whose memories this instance reads and writes."""
        return self._async.agent_id

    @property
    def store(self) -> MemoryStore:
        """The store this instance uses."""
        return self._async.store

    @property
    def model_id(self) -> str | None:
        """The configured model's name, or None when running offline."""
        return self._async.model_id

    @property
    def vector_store_name(self) -> str | None:
        """Which vector store is in use (`blob`, `sqlite-vec`, `pgvector`, or a class name)."""
        return self._async.vector_store_name

    @property
    def scopes(self) -> tuple[str, ...]:
        """The declared scopes, besides `global`."""
        return self._async.scopes

    @property
    def processing_mode(self) -> ProcessingMode:
        """How much LLM work `observe()` may do."""
        return self._async.processing_mode

    @property
    def agent_description(self) -> str:
        """What the agent does (persisted; the constructor value wins when given)."""
        return self._async.agent_description

    def connect(self) -> None:
        """Start the private loop, then open the store as `imprint.Imprint.connect()` does."""
        self._loop.start()
        try:
            self._loop.run(self._async.connect())
        except BaseException:
            self._loop.stop()
            raise

    def close(self) -> None:
        """Close the store and the model's client, then stop the loop; safe to call twice."""
        if not self._loop.running:
            return
        try:
            self._loop.run(self._async.close())
        finally:
            self._loop.stop()

    def __enter__(self) -> Self:
        self.connect()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    observe = _blocking(AsyncImprint.observe)
    observe_conversation = _blocking(AsyncImprint.observe_conversation)
    observe_directions = _blocking(AsyncImprint.observe_directions)
    observe_feedback = _blocking(AsyncImprint.observe_feedback)
    reprocess_pending = _blocking(AsyncImprint.reprocess_pending)
    get_policy = _blocking(AsyncImprint.get_policy)
    remember = _blocking(AsyncImprint.remember)
    recall = _blocking(AsyncImprint.recall)
    forget = _blocking(AsyncImprint.forget)
    get_memory = _blocking(AsyncImprint.get_memory)
    memories = _blocking(AsyncImprint.memories)
    count = _blocking(AsyncImprint.count)
    users = _blocking(AsyncImprint.users)
    update_memory = _blocking(AsyncImprint.update_memory)
    memory_history = _blocking(AsyncImprint.memory_history)
    confirm_memory = _blocking(AsyncImprint.confirm_memory)
    pin = _blocking(AsyncImprint.pin)
    export_memories = _blocking(AsyncImprint.export_memories)
    import_memories = _blocking(AsyncImprint.import_memories)
    events = _blocking(AsyncImprint.events)
    stats = _blocking(AsyncImprint.stats)
    forget_user = _blocking(AsyncImprint.forget_user)
    pending = _blocking(AsyncImprint.pending)
    record_episode = _blocking(AsyncImprint.record_episode)
    episodes = _blocking(AsyncImprint.episodes)

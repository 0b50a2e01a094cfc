"""State, lifecycle and bounded memory shared by the `Imprint` facade's parts."""

from __future__ import annotations

import dataclasses
import logging
import os
from collections.abc import Callable, Sequence
from datetime import timedelta
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from imprint.adapters.embedders import as_embedder
from imprint.adapters.specs import spec_of
from imprint.adapters.timed import TimedEmbedder
from imprint.adapters.tokens import HeuristicTokenCounter, PrefetchedCounter
from imprint.clock import SystemClock
from imprint.errors import (
    DimensionMismatchError,
    EmbeddingError,
    InvalidInputError,
    SchemaError,
    UsageError,
)
from imprint.llm import LLM
from imprint.pipeline.consolidate import decide_offline
from imprint.pipeline.forget_rest import forget_rest, retired_rest
from imprint.pipeline.persist import embed_documents
from imprint.pipeline.pointed_values import swapped_value
from imprint.pipeline.redact import SecretRedactor
from imprint.pipeline.supersede import forget_matches, forget_stem, holds_value, revises
from imprint.policy.cache import PolicyDecoder
from imprint.policy.decay import FSRSStaticDecay
from imprint.policy.tuners import BanditAlphaTuner, StaticAlphaTuner
from imprint.protocols import (
    AlphaTuner,
    AsyncTokenCounter,
    Clock,
    DecayModel,
    Embedder,
    MemoryStore,
    TokenCounter,
    VectorStore,
)
from imprint.store import PostgresMemoryStore, SQLiteStore, default_store_url, store_from_url
from imprint.store.postgres import PgVectorStore
from imprint.store.sqlite.vector import BlobVectorStore, SQLiteVecStore
from imprint.tracing import Tracing
from imprint.tracing.names import EMBEDDED, SPAN_EMBED
from imprint.types import (
    GLOBAL_SCOPE,
    AgentConfig,
    MemoryStatus,
    Metadata,
    MetadataFilter,
    MetadataValue,
    Observation,
    PendingSignal,
    ProcessingMode,
    SignalType,
    Turn,
)
from imprint.validation import (
    MAX_LIMIT,
    check_count,
    check_flag,
    check_id,
    check_metadata,
    check_metadata_filter,
    check_plugin,
    check_scopes,
    check_seconds,
    check_text,
)
from imprint.writes import KeepPending, Observe, WriteResult, WriteRules

if TYPE_CHECKING:
    from opentelemetry.trace import TracerProvider
    from pydantic_ai.models import Model


log = logging.getLogger(__name__)

R = TypeVar("R", Observe, KeepPending)

_CANDIDATES = 5
"""Existing memories compared with each new one; found by the index, never a full scan."""

_State = Literal["new", "open", "closed"]

_MAX_LLM_TIMEOUT = 86_400.0
"""A day: longer than any model call should be allowed to take."""
_MAX_FEEDBACK_TIMEOUT = 10 * 365 * 86_400.0
"""Ten years: a loop open longer than that is as good as never expiring."""


def tuner_state_name(tuner: AlphaTuner) -> str:
    """The learned-state row of a tuner, one per tuner kind.

    Switching kinds (say, from a bandit to a static alpha and back) then never overwrites
    what the other kind learned.
    """
    kind = tuner.state().get("kind") or type(tuner).__name__
    return f"alpha_tuner:{kind}"


__all__ = ["FacadeBase"]


def _check_vec_file(named: Path, store: MemoryStore) -> None:
    """Refuse a `SQLiteVecStore(path)` whose file is not the memory store's."""
    if not isinstance(store, SQLiteStore) or store.path is None:
        raise UsageError(
            f"SQLiteVecStore({str(named)!r}) needs a SQLite store file; with this store use "
            f"vector_store='auto' (pgvector on PostgreSQL) or a VectorStore object"
        )
    if store.path.expanduser().resolve() != named.resolve():
        raise UsageError(
            f"SQLiteVecStore({str(named)!r}) names another file than the store "
            f"({str(store.path)!r}); vectors live in the store's file, so pass "
            f"vector_store='sqlite-vec', or the same path to both"
        )


class FacadeBase:
    """The facade's state and lifecycle; the public class is `imprint.Imprint`."""

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
        self.agent_id = check_id("agent_id", agent_id)
        """The agent whose memories this instance reads and writes."""
        if agent_description is not None:
            check_text("agent_description", agent_description, limit=4000)
        self._description_arg = agent_description
        self._mode_arg = _parse_mode(processing_mode)
        if redact_secrets is True:
            self._redactor: SecretRedactor | None = SecretRedactor()
        elif redact_secrets is False:
            self._redactor = None
        elif isinstance(redact_secrets, SecretRedactor):
            self._redactor = redact_secrets
        else:
            raise InvalidInputError(
                f"redact_secrets must be True, False or a SecretRedactor, got {redact_secrets!r}"
            )
        self._scopes_arg = (
            None if scopes is None else tuple(dict.fromkeys(map(self._redact, _declared(scopes))))
        )
        if clock is not None:
            check_plugin("clock", clock, ("now",))
        self._clock: Clock = SystemClock() if clock is None else clock
        timeout = check_seconds("llm_timeout", llm_timeout, maximum=_MAX_LLM_TIMEOUT)
        retries = check_count("llm_retries", llm_retries, minimum=0, maximum=10)
        _check_model(model)
        self._llm = (
            None
            if model is None
            else LLM(model, timeout=timeout, retries=retries or 0, clock=self._clock)
        )
        named = vector_store.path if isinstance(vector_store, SQLiteVecStore) else None
        if store is None and named is not None:
            # Vectors share their memories' transactions, so the file the imprint-mem 0.1
            # form names is the store (see `SQLiteVecStore`).
            store = f"sqlite:///{named}"
        if store is None or isinstance(store, str | os.PathLike):
            self._store: MemoryStore = store_from_url(
                default_store_url(self.agent_id) if store is None else store
            )
        else:
            check_plugin("store", store, ("connect", "close", "save_agent", "list_memories"))
            self._store = store
        if named is not None:
            _check_vec_file(named, self._store)
        # Every embedding call is bounded: a hanging endpoint must not hold observe or recall.
        self._embedder: Embedder | None = (
            None if embedder is None else TimedEmbedder(as_embedder(embedder), embed_timeout)
        )
        # The path form names this store's file (checked above) and is bound at connect.
        self._vector_choice = "sqlite-vec" if named is not None else vector_store
        self._dimension_unsaved = False
        self._vectors: VectorStore | None = None
        self.vector_store_name: str | None = None
        """Which vector store is in use (`blob`, `sqlite-vec`, `pgvector`, or a class name)."""
        if token_counter is not None:
            check_plugin("token_counter", token_counter, ("count",))
        self._counter: TokenCounter = (
            HeuristicTokenCounter() if token_counter is None else token_counter
        )
        self._prefetch: PrefetchedCounter | None = None
        if isinstance(token_counter, AsyncTokenCounter):
            # A network counter is awaited ahead of each compile; its sync `count` would
            # block the event loop.
            self._prefetch = PrefetchedCounter(token_counter)
            self._counter = self._prefetch
        if decay_model is not None:
            check_plugin("decay_model", decay_model, ("retrievability", "growth"))
        self._decay: DecayModel = FSRSStaticDecay() if decay_model is None else decay_model
        if alpha_tuner is None:
            alpha_tuner = StaticAlphaTuner(1.0) if embedder is None else BanditAlphaTuner()
        check_plugin("alpha_tuner", alpha_tuner, ("choose", "update", "state", "load"))
        self._tuner: AlphaTuner = alpha_tuner
        seconds = check_seconds("feedback_timeout", feedback_timeout, maximum=_MAX_FEEDBACK_TIMEOUT)
        self._feedback_timeout = timedelta(seconds=seconds)
        self._max_memories = check_count(
            "max_memories", max_memories, maximum=MAX_LIMIT, optional=True
        )
        if not isinstance(eviction, str) or eviction not in ("retrievability", "oldest"):
            raise InvalidInputError(
                f"eviction must be 'retrievability' or 'oldest', got {eviction!r}"
            )
        self._eviction = eviction
        self._rules = WriteRules(
            consolidate=decide_offline,
            candidates=_CANDIDATES,
            max_memories=self._max_memories,
            eviction=eviction,
            retrievability=self._decay.retrievability,
            forgets=forget_matches,
            forget_rest=forget_rest,
            forget_stem=forget_stem,
            holds=holds_value,
            retire_rest=retired_rest,
            swap_value=swapped_value,
            revises=revises,
        )
        if isinstance(vector_store, str):
            if vector_store not in ("auto", "blob", "sqlite-vec", "pgvector"):
                raise InvalidInputError(
                    f"vector_store {vector_store!r} is not one of 'auto', 'blob', "
                    f"'sqlite-vec', 'pgvector' or a VectorStore object"
                )
        else:
            check_plugin("vector_store", vector_store, ("search",))
        self._tracing = _tracing(tracer_provider, trace_content, trace_user_key, self._redact)
        self._token_cache: dict[str, int] = {}
        self._decoder = PolicyDecoder(self._counter)
        self._state: _State = "new"
        self.agent_description = agent_description or ""
        """What the agent does (persisted; the constructor value wins when given)."""
        self.processing_mode = self._mode_arg or ProcessingMode.BALANCED
        """How much LLM work `observe()` may do."""
        self.scopes: tuple[str, ...] = self._scopes_arg or ()
        """The declared scopes, besides `global`."""

    @property
    def store(self) -> MemoryStore:
        """The store this instance uses."""
        return self._store

    @property
    def model_id(self) -> str | None:
        """The configured model's name, or None when running offline."""
        return None if self._llm is None else self._llm.model_id

    async def connect(self) -> None:
        """Build the model, open the store and load (or save) the agent's configuration.

        A model string imports its provider SDK and reads its API key here, once, so the
        first call is no slower than the rest.

        Raises:
            UsageError: already connected or closed, or the model's provider package or
                API key is missing (the message says what to install or set); nothing is
                left open.
        """
        if self._state != "new":
            raise UsageError(
                f"Imprint({self.agent_id!r}) is already {self._state}; create a new instance"
            )
        if self._llm is not None:
            await self._llm.connect()
        try:
            await self._store.connect()
        except BaseException:
            await self._close_llm()
            raise
        try:
            if getattr(self._store, "read_only", False):
                # A read-only store is only read: the saved configuration, or the defaults.
                config = await self._store.get_agent(self.agent_id) or AgentConfig(
                    agent_id=self.agent_id,
                    description=self._description_arg or "",
                    processing_mode=self._mode_arg or ProcessingMode.BALANCED,
                    scopes=self._scopes_arg or (),
                )
            else:
                config = await self._store.save_agent(
                    self.agent_id,
                    now=self._clock.now(),
                    description=self._description_arg,
                    processing_mode=self._mode_arg,
                    scopes=self._scopes_arg,
                )
        except BaseException:
            await self._store.close()
            await self._close_llm()
            raise
        self.agent_description = config.description
        self.processing_mode = config.processing_mode
        self.scopes = config.scopes
        try:
            await self._connect_vectors(config.embedding_dim)
            await self._save_embedder(config)
            await self._load_tuner()
            await self._load_decay()
        except BaseException:
            await self._store.close()
            await self._close_llm()
            raise
        self._state = "open"

    async def _save_embedder(self, config: AgentConfig) -> None:
        """Record the embedder's name, so the command line can rebuild it for this store."""
        spec = spec_of(self._embedder)
        if spec is None or config.embedder == spec:
            return
        if config.embedder is not None:
            log.warning(
                "agent %r was embedded with %s; this instance uses %s (vectors of both will "
                "be compared)",
                self.agent_id,
                config.embedder,
                spec,
            )
        elif not getattr(self._store, "read_only", False):
            await self._store.save_agent(self.agent_id, now=self._clock.now(), embedder=spec)

    async def _load_decay(self) -> None:
        state_of = getattr(self._decay, "state", None)
        load = getattr(self._decay, "load", None)
        if state_of is None or load is None:
            return
        kind = state_of().get("kind", "custom")
        try:
            state = await self._store.load_state(self.agent_id, f"decay:{kind}")
            if state is None:
                return
            load(state)
        except (InvalidInputError, SchemaError) as exc:
            # Learned state is an optimisation: unreadable state is relearned, not fatal.
            log.warning("ignoring saved decay state for %r: %s", self.agent_id, exc)

    def _best_alpha(self) -> float:
        """The tuner's best alpha when it has one, else its choice.

        For reads that open no feedback loop (`recall`, `get_policy(feedback=False)`):
        nothing would learn from an explored alpha, so exploring would only cost quality
        and make the same read rank differently from one call to the next.
        """
        best = getattr(self._tuner, "best", None)
        return float(best()) if callable(best) else self._tuner.choose()

    async def _load_tuner(self) -> None:
        try:
            state = await self._store.load_state(self.agent_id, tuner_state_name(self._tuner))
            if state is None:
                return
            self._tuner.load(state)
        except (InvalidInputError, SchemaError) as exc:
            # Learned state is an optimisation; a tuner of another kind or version starts over.
            log.warning("ignoring saved alpha tuner state for %r: %s", self.agent_id, exc)

    async def _connect_vectors(self, stored_dim: int | None) -> None:
        if self._embedder is None:
            return
        dimension = await self._embedder_dimension(stored_dim)
        if dimension is None:
            # Learnt, and saved, from the first real embedding (see `_embed`).
            self._dimension_unsaved = True
        elif stored_dim is None and not getattr(self._store, "read_only", False):
            await self._store.save_agent(
                self.agent_id, now=self._clock.now(), embedding_dim=dimension
            )
        elif stored_dim != dimension:
            raise DimensionMismatchError(
                f"the embedder gives {dimension} dimensions but agent {self.agent_id!r} in this "
                f"store holds {stored_dim}-dimension vectors; pass the original embedder or use "
                f"a new store file"
            )
        if not isinstance(self._vector_choice, str):
            self._vectors = self._vector_choice
            self.vector_store_name = type(self._vector_choice).__name__
        elif self._vector_choice not in ("auto", "blob", "sqlite-vec", "pgvector"):
            raise InvalidInputError(
                f"vector_store {self._vector_choice!r} is not one of 'auto', 'blob', "
                f"'sqlite-vec', 'pgvector' or a VectorStore object"
            )
        elif isinstance(self._store, PostgresMemoryStore):
            if self._vector_choice not in ("auto", "pgvector"):
                raise UsageError(
                    f"vector_store={self._vector_choice!r} needs a SQLite store; use 'auto' or "
                    f"'pgvector' with a PostgreSQL store"
                )
            self._vectors = PgVectorStore(self._store)
            self.vector_store_name = "pgvector"
        elif self._vector_choice == "pgvector":
            raise UsageError("vector_store='pgvector' needs a postgresql:// store")
        elif isinstance(self._store, SQLiteStore):
            if self._vector_choice == "sqlite-vec":
                why_not = await self._store.connection.load_sqlite_vec()
                if why_not is None and dimension is None:
                    why_not = (
                        "the embedder's dimension is not known yet (it is on the next connect)"
                    )
                if why_not is not None:
                    raise UsageError(f"vector_store='sqlite-vec' is unavailable: {why_not}")
                assert dimension is not None
                self._vectors = SQLiteVecStore(self._store, dimension)
                self.vector_store_name = "sqlite-vec"
            else:
                # NumPy over a cached, incrementally refreshed matrix beat sqlite-vec's scan
                # at every size measured (one user's 100,000 vectors: 8 against 47 ms; 10,000:
                # 0.5 against 9 ms) and works on every Python; sqlite-vec stays for those
                # who would rather not hold a large user's vectors in memory.
                self._vectors = BlobVectorStore(self._store)
                self.vector_store_name = "blob"
        else:
            raise UsageError(
                "an embedder needs a vector store; pass `vector_store=` for this custom store"
            )
        log.info("Imprint(%r) uses the %s vector store", self.agent_id, self.vector_store_name)

    async def _embedder_dimension(self, stored_dim: int | None) -> int | None:
        """The embedder's dimension: declared, else the store's, else probed; None if unknown."""
        assert self._embedder is not None
        try:
            return self._embedder.dimension
        except UsageError:
            pass
        expect = getattr(self._embedder, "expect_dimension", None)
        if stored_dim is not None and expect is not None:
            expect(stored_dim)
            return stored_dim
        ensure = getattr(self._embedder, "ensure_dimension", None)
        if ensure is None:
            return None
        try:
            return int(await ensure())
        except EmbeddingError as exc:
            log.info("embedder dimension unknown until the first embedding: %s", exc)
            return None

    def _redact(self, text: str) -> str:
        """`text` with secrets replaced, when redaction is on (every write path uses it).

        Ids a caller chooses (keys, scopes, session ids) are redacted too, the same way
        wherever they are written or looked up, so a lookup finds what was stored.
        """
        return text if self._redactor is None else self._redactor.redact(text).text

    def _scopes(self, scopes: object) -> tuple[str, ...]:
        """Scope names given to filter by: checked, and redacted as stored scopes are."""
        return tuple(dict.fromkeys(self._redact(s) for s in check_scopes(scopes)))

    def _metadata(self, metadata: object) -> dict[str, MetadataValue]:
        """Metadata given to a write: checked, size-limited, string values redacted."""
        return check_metadata(metadata, redact=self._redact)

    def _metadata_filter(self, metadata: object) -> MetadataFilter | None:
        """A metadata filter: checked, its strings redacted as stored values are."""
        return check_metadata_filter(metadata, redact=self._redact)

    def _session(self, session_id: object) -> str | None:
        """A session id given by the caller: checked, and redacted as stored ones are."""
        return None if session_id is None else self._redact(check_id("session_id", session_id))

    async def _embed(self, text: str) -> tuple[float, ...] | None:
        """The document embedding of `text`, or None without an embedder.

        Computed outside any transaction; the first one fixes the store's dimension when it
        was unknown.
        """
        vectors = await self._embed_many([text])
        return None if vectors is None else vectors[0]

    async def _embed_many(self, texts: Sequence[str]) -> list[tuple[float, ...]] | None:
        """`_embed` for several texts, in batches (one request each for a remote embedder)."""
        if self._embedder is None or not texts:
            return await embed_documents(self._embedder, texts)
        with self._tracing.span(SPAN_EMBED) as stage:
            stage.set(EMBEDDED, len(texts))
            vectors = await embed_documents(self._embedder, texts)
        if vectors and self._dimension_unsaved:
            await self._store.save_agent(
                self.agent_id, now=self._clock.now(), embedding_dim=len(vectors[0])
            )
            self._dimension_unsaved = False
        return vectors

    async def close(self) -> None:
        """Close the store and the model's HTTP client; safe to call twice."""
        if self._state == "open":
            self._state = "closed"
            try:
                await self._store.close()
            finally:
                await self._close_llm()
        self._state = "closed"

    async def _close_llm(self) -> None:
        """Close the network clients: the model's, and those a network token counter made."""
        if self._llm is not None:
            await self._llm.close()
        if self._prefetch is not None:
            aclose = getattr(self._prefetch.counter, "aclose", None)
            if aclose is not None:
                await aclose()

    aclose = close

    async def __aenter__(self) -> Self:
        await self.connect()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    def _require_open(self) -> None:
        if self._state == "new":
            raise UsageError(
                "Imprint is not connected; call `await imprint.connect()` or use "
                "`async with Imprint(...) as imprint:`"
            )
        if self._state == "closed":
            raise UsageError("Imprint is closed; create a new instance to continue")

    @property
    def _mode(self) -> ProcessingMode:
        return ProcessingMode.FRUGAL if self._llm is None else self.processing_mode


def _check_model(model: object) -> None:
    """None, a model name, or a pydantic-ai `Model` (which has `request` and `model_name`)."""
    if model is None or isinstance(model, str):
        return
    if not (callable(getattr(model, "request", None)) and hasattr(model, "model_name")):
        raise InvalidInputError(
            f"model must be None, a model name such as 'anthropic:claude-haiku-4-5' or a "
            f"pydantic-ai Model, got {model!r}"
        )


def _tracing(
    provider: object, content: object, user_key: object, redact: Callable[[str], str]
) -> Tracing:
    """The instance's spans: checked arguments, see `imprint.tracing`."""
    if provider is not None:
        check_plugin("tracer_provider", provider, ("get_tracer",))
    if isinstance(user_key, str):
        user_key = user_key.encode()
    if user_key is not None and not (isinstance(user_key, bytes) and user_key):
        # The key is a secret: its value stays out of the message.
        raise InvalidInputError(
            f"trace_user_key must be a non-empty str or bytes, got {type(user_key).__name__}"
        )
    return Tracing(
        cast("TracerProvider | None", provider),
        content=check_flag("trace_content", content),
        user_key=user_key,
        redact=redact,
    )


def _parse_mode(value: ProcessingMode | str | None) -> ProcessingMode | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise InvalidInputError(f"processing_mode {value!r} is not one of: frugal, balanced, eager")
    try:
        return ProcessingMode(value)
    except ValueError:
        raise InvalidInputError(
            f"processing_mode {value!r} is not one of: frugal, balanced, eager"
        ) from None


def _declared(scopes: Sequence[str]) -> tuple[str, ...]:
    return tuple(s for s in check_scopes(scopes) if s != GLOBAL_SCOPE)


def _sentence(text: str) -> str:
    flat = " ".join(text.split())
    flat = flat[0].upper() + flat[1:]
    return flat if flat[-1] in ".!?" else flat + "."


def _turn_of(pending: PendingSignal) -> Turn:
    return Turn(
        user_id=pending.user_id,
        agent_output=pending.agent_output,
        user_response=pending.user_response,
        scope=pending.scope,
        session_id=pending.session_id,
        metadata=pending.metadata,
    )


def with_metadata(request: R, metadata: Metadata) -> R:
    """`request` with its turn's metadata set (kept on the signal row for reprocessing)."""
    if not metadata:
        return request
    return dataclasses.replace(request, turn=dataclasses.replace(request.turn, metadata=metadata))


def _observation(
    signal: SignalType | None, results: Sequence[WriteResult], calls: int, tokens: int
) -> Observation:
    created = tuple(r.created for r in results if r.created is not None)
    return Observation(
        signal=signal,
        created=created,
        merged=tuple(r.merged_into for r in results if r.merged_into is not None),
        contradicted=tuple(i for r in results for i in r.contradicted),
        reinforced=tuple(i for r in results for i in r.reinforced),
        quarantined=tuple(m.memory_id for m in created if m.status is MemoryStatus.QUARANTINED),
        forgotten=tuple(i for r in results for i in r.forgotten),
        llm_calls=calls,
        tokens_used=tokens,
    )

"""The `Imprint` facade: lifecycle, and the stages chained into the public calls."""

from __future__ import annotations

import dataclasses
import logging
import math
from collections.abc import Callable, Iterable, Sequence
from datetime import timedelta
from types import TracebackType
from typing import TYPE_CHECKING, Any, Literal, Self

from imprint.adapters.embedders import as_embedder
from imprint.adapters.tokens import HeuristicTokenCounter
from imprint.clock import SystemClock
from imprint.errors import (
    DimensionMismatchError,
    InvalidInputError,
    ModelError,
    UsageError,
)
from imprint.export import dump_lines, parse_lines
from imprint.feedback import Learning, implicit_outcome, learn, learn_abandoned
from imprint.llm import LLM
from imprint.pipeline.consolidate import Consolidation, consolidate, decide_offline
from imprint.pipeline.derive import derive
from imprint.pipeline.detect import detect
from imprint.pipeline.heuristics import derive_offline
from imprint.pipeline.persist import embed_document, persist, plan_write
from imprint.pipeline.redact import SecretRedactor
from imprint.policy.cache import cache_key, decode_policy, encode_policy
from imprint.policy.compiler import PolicyRequest, Sources, compile_policy
from imprint.policy.decay import FSRSStaticDecay
from imprint.policy.render import clip_to_budget, render_episodes
from imprint.policy.retrieval import embed_query, retrieve
from imprint.policy.tuners import BanditAlphaTuner, StaticAlphaTuner
from imprint.protocols import (
    AlphaTuner,
    Clock,
    DecayModel,
    Embedder,
    MemoryStore,
    TokenCounter,
    VectorStore,
)
from imprint.store import SQLiteStore, default_store_url
from imprint.store.vector import BlobVectorStore
from imprint.types import (
    GLOBAL_SCOPE,
    Episode,
    Event,
    FeedbackLoop,
    Memory,
    MemoryDraft,
    MemorySource,
    MemoryStatus,
    MemoryType,
    Observation,
    PendingSignal,
    Policy,
    ProcessingMode,
    Recalled,
    Signal,
    SignalType,
    StoreStats,
    Turn,
    WriteResult,
)
from imprint.validation import check_id, check_scope, check_scopes, check_text

if TYPE_CHECKING:
    from pydantic_ai.models import Model

__all__ = ["Imprint"]

log = logging.getLogger(__name__)

_CANDIDATES = 5
"""Existing memories compared with each new one; found by the index, never a full scan."""

_State = Literal["new", "open", "closed"]

_TUNER_STATE = "alpha_tuner"
"""Name of the tuner's row in the store's learned state."""


class Imprint:
    """Memory for one agent: observe users' replies, compile policies from what they taught.

    The constructor does no I/O; `connect()` (or `async with`) opens the store.
    """

    def __init__(
        self,
        agent_id: str,
        *,
        agent_description: str | None = None,
        model: str | Model | None = None,
        store: str | MemoryStore | None = None,
        processing_mode: ProcessingMode | str | None = None,
        scopes: Sequence[str] | None = None,
        embedder: Embedder | Callable[[str], Any] | None = None,
        vector_store: VectorStore | Literal["auto", "blob"] = "auto",
        token_counter: TokenCounter | None = None,
        decay_model: DecayModel | None = None,
        alpha_tuner: AlphaTuner | None = None,
        feedback_timeout: float = 3600.0,
        max_memories: int | None = None,
        eviction: Literal["retrievability", "oldest"] = "retrievability",
        redact_secrets: bool | SecretRedactor = True,
        clock: Clock | None = None,
        llm_timeout: float = 30.0,
    ) -> None:
        self.agent_id = check_id("agent_id", agent_id)
        """The agent whose memories this instance reads and writes."""
        if agent_description is not None:
            check_text("agent_description", agent_description, limit=4000)
        self._description_arg = agent_description
        self._mode_arg = _parse_mode(processing_mode)
        self._scopes_arg = None if scopes is None else _declared(scopes)
        self._llm = None if model is None else LLM(model, timeout=llm_timeout)
        if store is None or isinstance(store, str):
            self._store: MemoryStore = SQLiteStore(store or default_store_url(self.agent_id))
        else:
            self._store = store
        self._embedder: Embedder | None = None if embedder is None else as_embedder(embedder)
        self._vector_choice = vector_store
        self._vectors: VectorStore | None = None
        self.vector_store_name: str | None = None
        """Which vector store is in use (`blob`, `sqlite-vec`, or a custom class name)."""
        self._counter: TokenCounter = token_counter or HeuristicTokenCounter()
        self._decay: DecayModel = decay_model or FSRSStaticDecay()
        if alpha_tuner is None:
            alpha_tuner = StaticAlphaTuner(1.0) if embedder is None else BanditAlphaTuner()
        self._tuner: AlphaTuner = alpha_tuner
        if not (isinstance(feedback_timeout, int | float) and feedback_timeout > 0):
            raise InvalidInputError(
                f"feedback_timeout must be a positive number of seconds, got {feedback_timeout!r}"
            )
        self._feedback_timeout = timedelta(seconds=float(feedback_timeout))
        if max_memories is not None and (
            isinstance(max_memories, bool) or not isinstance(max_memories, int) or max_memories < 1
        ):
            raise InvalidInputError(f"max_memories must be a positive int, got {max_memories!r}")
        if eviction not in ("retrievability", "oldest"):
            raise InvalidInputError(
                f"eviction must be 'retrievability' or 'oldest', got {eviction!r}"
            )
        self._max_memories = max_memories
        self._eviction = eviction
        if redact_secrets is True:
            self._redactor: SecretRedactor | None = SecretRedactor()
        elif redact_secrets is False:
            self._redactor = None
        else:
            self._redactor = redact_secrets
        self._token_cache: dict[str, int] = {}
        self._clock: Clock = clock or SystemClock()
        self._state: _State = "new"
        self.agent_description = agent_description or ""
        """What the agent does (persisted; the constructor value wins when given)."""
        self.processing_mode = self._mode_arg or ProcessingMode.BALANCED
        """How much LLM work `observe()` may do."""
        self.scopes: tuple[str, ...] = self._scopes_arg or ()
        """The declared scopes, besides `global`."""

    # -- lifecycle ------------------------------------------------------------------------

    @property
    def store(self) -> MemoryStore:
        """The store this instance uses."""
        return self._store

    @property
    def model_id(self) -> str | None:
        """The configured model's name, or None when running offline."""
        return None if self._llm is None else self._llm.model_id

    async def connect(self) -> None:
        """Open the store and load (or save) the agent's configuration."""
        if self._state != "new":
            raise UsageError(
                f"Imprint({self.agent_id!r}) is already {self._state}; create a new instance"
            )
        await self._store.connect()
        try:
            config = await self._store.save_agent(
                self.agent_id,
                now=self._clock.now(),
                description=self._description_arg,
                processing_mode=self._mode_arg,
                scopes=self._scopes_arg,
            )
        except BaseException:
            await self._store.close()
            raise
        self.agent_description = config.description
        self.processing_mode = config.processing_mode
        self.scopes = config.scopes
        try:
            await self._connect_vectors(config.embedding_dim)
            await self._load_tuner()
        except BaseException:
            await self._store.close()
            raise
        self._state = "open"

    async def _load_tuner(self) -> None:
        state = await self._store.load_state(self.agent_id, _TUNER_STATE)
        if state is None:
            return
        try:
            self._tuner.load(state)
        except InvalidInputError as exc:
            # Learned state is an optimisation; a tuner of another kind or version starts over.
            log.warning("ignoring saved alpha tuner state for %r: %s", self.agent_id, exc)

    async def _connect_vectors(self, stored_dim: int | None) -> None:
        if self._embedder is None:
            return
        ensure = getattr(self._embedder, "ensure_dimension", None)
        dimension = int(await ensure()) if ensure is not None else self._embedder.dimension
        if stored_dim is None:
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
        elif isinstance(self._store, SQLiteStore):
            self._vectors = BlobVectorStore(self._store)
            self.vector_store_name = "blob"
        else:
            raise UsageError(
                "an embedder needs a vector store; pass `vector_store=` for this custom store"
            )
        log.info("Imprint(%r) uses the %s vector store", self.agent_id, self.vector_store_name)

    async def close(self) -> None:
        """Close the store; safe to call twice."""
        if self._state == "open":
            self._state = "closed"
            await self._store.close()
        self._state = "closed"

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

    # -- observe --------------------------------------------------------------------------

    async def observe(
        self,
        *,
        user_id: str,
        agent_output: str,
        user_response: str,
        scope: str | None = None,
        session_id: str | None = None,
    ) -> Observation:
        """Learn from one user reply: detect, derive, persist and consolidate.

        Only `user_response` is evidence; `agent_output` is context. A failed LLM call never
        loses the turn: it is stored as pending for `reprocess_pending()`.

        Raises:
            InvalidInputError: an argument is empty, of the wrong type or too long; nothing
                was written.
        """
        self._require_open()
        turn = Turn(
            user_id=check_id("user_id", user_id),
            agent_output=check_text("agent_output", agent_output),
            user_response=check_text("user_response", user_response),
            scope=None if scope is None else check_scope(scope),
            session_id=None if session_id is None else check_id("session_id", session_id),
        )
        redactions = 0
        if self._redactor is not None:
            reply = self._redactor.redact(turn.user_response)
            output = self._redactor.redact(turn.agent_output)
            redactions = len(reply.found) + len(output.found)
            if redactions:
                turn = dataclasses.replace(turn, user_response=reply.text, agent_output=output.text)
        observation = await self._process(turn)
        return (
            dataclasses.replace(observation, redactions=redactions) if redactions else observation
        )

    async def _process(self, turn: Turn, *, pending_id: int | None = None) -> Observation:
        calls = tokens = 0
        try:
            detection = await detect(
                turn, mode=self._mode, llm=self._llm, agent_description=self.agent_description
            )
            calls, tokens = detection.llm_calls, detection.tokens
            signal = detection.signal
            session = turn.session_id or ""
            loop = None
            if pending_id is None and signal is None:
                loop = await self._store.find_open_loop(self.agent_id, turn.user_id, session)
            if signal is None:
                if pending_id is not None:
                    await self._write(turn, signal=None, draft=None, pending_id=pending_id)
                closed = loop is not None and await self._close_loop(
                    turn.user_id, session, 0.0, None
                )
                return Observation(
                    signal=None, llm_calls=calls, tokens_used=tokens, feedback_closed=closed
                )
            derivation = await derive(
                turn,
                signal,
                mode=self._mode,
                llm=self._llm,
                agent_description=self.agent_description,
                scopes=self.scopes,
            )
            calls, tokens = calls + derivation.llm_calls, tokens + derivation.tokens
        except ModelError as exc:
            return await self._keep_pending(turn, exc, calls, tokens, pending_id)
        draft = derivation.draft
        vector = None if draft is None else await embed_document(self._embedder, draft.content)
        decision = Consolidation()
        candidates: list[Memory] = []
        if draft is not None:
            # One read for both: the open loop and the new memory's nearest neighbours.
            loop, candidates = await self._store.loop_and_candidates(
                self.agent_id,
                turn.user_id,
                session,
                draft.content,
                limit=_CANDIDATES,
                scopes=_overlapping(draft.scope),
            )
        elif pending_id is None:
            loop = await self._store.find_open_loop(self.agent_id, turn.user_id, session)
        if pending_id is not None:
            loop = None
        if draft is not None:
            llm = self._llm if self._mode is ProcessingMode.EAGER else None
            decision = await consolidate(draft, candidates, llm=llm)
            calls, tokens = calls + decision.llm_calls, tokens + decision.tokens
        if draft is not None and decision.merge_into is None:
            await self._make_room(turn.user_id, 1)
        reinforce: tuple[int, ...] = ()
        if signal.type is SignalType.REINFORCEMENT and loop is not None:
            reinforce = tuple(memory_id for memory_id, _, _ in loop.used)
        result = await self._write(
            turn,
            signal=signal,
            draft=draft,
            vector=vector,
            decision=decision,
            pending_id=pending_id,
            reinforce=reinforce,
        )
        observation = _observation(signal.type, [result], calls, tokens)
        if loop is not None:
            outcome = implicit_outcome(signal.type)
            evidence = turn.user_response if outcome < 0 else None
            closed = await self._close_loop(turn.user_id, session, outcome, evidence)
            observation = dataclasses.replace(observation, feedback_closed=closed)
        return observation

    async def _write(
        self,
        turn: Turn,
        *,
        signal: Signal | None,
        draft: MemoryDraft | None,
        vector: tuple[float, ...] | None = None,
        decision: Consolidation | None = None,
        pending_id: int | None = None,
        reinforce: tuple[int, ...] = (),
    ) -> WriteResult:
        decision = decision or Consolidation()
        plan = plan_write(
            turn,
            agent_id=self.agent_id,
            now=self._clock.now(),
            signal=signal,
            draft=draft,
            vector=vector,
            merge_into=decision.merge_into,
            merged_content=decision.merged_content,
            contradicts=decision.contradicts,
            reinforce=reinforce,
            pending_signal_id=pending_id,
        )
        (result,) = await persist(self._store, [plan])
        return result

    async def _keep_pending(
        self, turn: Turn, exc: ModelError, calls: int, tokens: int, pending_id: int | None
    ) -> Observation:
        log.warning("observation kept pending for user %r: %s", turn.user_id, exc)
        if pending_id is not None:
            await self._store.record_attempt(
                self.agent_id, pending_id, error=str(exc), now=self._clock.now()
            )
        else:
            plan = plan_write(
                turn,
                agent_id=self.agent_id,
                now=self._clock.now(),
                signal=None,
                draft=None,
                pending_error=str(exc),
            )
            await persist(self._store, [plan])
        return Observation(
            signal=None, llm_calls=calls, tokens_used=tokens, pending=True, error=str(exc)
        )

    async def _candidates(self, user_id: str, draft: MemoryDraft) -> list[Memory]:
        hits = await self._store.search_memories(
            self.agent_id,
            user_id,
            draft.content,
            limit=_CANDIDATES,
            scopes=_overlapping(draft.scope),
        )
        return [memory for memory, _ in hits]

    async def reprocess_pending(self, *, limit: int = 100) -> list[Observation]:
        """Retry observations whose LLM processing failed; return what each retry did."""
        self._require_open()
        done: list[Observation] = []
        for pending in await self._store.pending_signals(self.agent_id, limit=limit):
            done.append(await self._process(_turn_of(pending), pending_id=pending.signal_id))
        return done

    # -- explicit directions --------------------------------------------------------------

    async def observe_directions(
        self,
        *,
        user_id: str,
        directions: Sequence[str],
        source: MemorySource = MemorySource.USER_EDIT,
        scope: str | None = None,
    ) -> Observation:
        """Store explicit instructions as rules, without detection.

        In eager mode one batched LLM call first drops hedges and non-directives (matched
        by id). One consolidation pass and one transaction cover the whole batch.

        Raises:
            InvalidInputError: no directions, or one is empty or whitespace only.
        """
        self._require_open()
        check_id("user_id", user_id)
        if isinstance(directions, str) or not isinstance(directions, Sequence):
            raise InvalidInputError("directions must be a list of strings")
        texts = [check_text("direction", d, limit=4000).strip() for d in directions]
        if not texts:
            raise InvalidInputError("directions is empty; pass at least one instruction")
        for index, text in enumerate(texts):
            if not text:
                raise InvalidInputError(f"direction {index} is empty or whitespace only")
        source = MemorySource(source)
        target_scope = GLOBAL_SCOPE if scope is None else check_scope(scope)
        calls = tokens = 0
        if self._llm is not None and self._mode is ProcessingMode.EAGER:
            try:
                verdicts = await self._llm.validate_directions(list(enumerate(texts)))
            except ModelError as exc:
                log.warning("direction validation failed, keeping all directions: %s", exc)
            else:
                calls, tokens = verdicts.requests, verdicts.tokens
                texts = [
                    t
                    for i, t in enumerate(texts)
                    if verdicts.output.get(i) is None or verdicts.output[i].keep
                ]
        plans = []
        now = self._clock.now()
        for text in texts:
            turn = Turn(user_id=user_id, agent_output="", user_response=text, scope=target_scope)
            signal = Signal(
                type=SignalType.PREFERENCE,
                text=text,
                confidence=1.0,
                detector=f"direction:{source}",
            )
            derived = derive_offline(signal, text)
            content = derived[1] if derived is not None else _sentence(text)
            draft = MemoryDraft(
                type=MemoryType.RULE,
                content=content,
                scope=target_scope,
                confidence=1.0,
                source=source,
                produced_by=f"direction:{source}",
            )
            vector = await embed_document(self._embedder, content)
            decision = decide_offline(draft, await self._candidates(user_id, draft))
            plans.append(
                plan_write(
                    turn,
                    agent_id=self.agent_id,
                    now=now,
                    signal=signal,
                    draft=draft,
                    vector=vector,
                    merge_into=decision.merge_into,
                    contradicts=decision.contradicts,
                )
            )
        await self._make_room(user_id, sum(p.merge_into is None for p in plans))
        results = await persist(self._store, plans) if plans else []
        return _observation(SignalType.PREFERENCE if plans else None, results, calls, tokens)

    # -- policies -------------------------------------------------------------------------

    async def get_policy(
        self,
        *,
        user_id: str,
        existing_instructions: str = "",
        scopes: Sequence[str] | None = None,
        max_output_tokens: int = 400,
        context: str | None = None,
        session_id: str | None = None,
        include_episodes: int = 0,
    ) -> Policy:
        """Compile what the agent should know about a user into a short policy.

        `scopes=None` uses all of the user's memories; a list uses those scopes plus
        `global`; `[]` uses `global` only. With `context` (e.g. the user's latest message),
        memories relevant to it rank first. `include_episodes=n` adds a short "recent
        sessions" section with the user's last `n` episodes, inside the same budget. The
        result is cached in the store until any write for the user.

        Raises:
            InvalidInputError: an argument is empty, of the wrong type or out of range.
        """
        self._require_open()
        check_id("user_id", user_id)
        check_text("existing_instructions", existing_instructions)
        if context is not None:
            check_text("context", context)
        if session_id is not None:
            check_id("session_id", session_id)
        if isinstance(max_output_tokens, bool) or not isinstance(max_output_tokens, int):
            raise InvalidInputError("max_output_tokens must be an int")
        if not 1 <= max_output_tokens <= 100_000:
            raise InvalidInputError(
                f"max_output_tokens is {max_output_tokens}; use a value from 1 to 100,000"
            )
        wanted = None if scopes is None else tuple(sorted({*check_scopes(scopes), GLOBAL_SCOPE}))
        alpha = self._tuner.choose()
        key = cache_key(
            user_id=user_id,
            scopes=wanted,
            existing_instructions=existing_instructions,
            max_output_tokens=max_output_tokens,
            context=context,
            agent_description=self.agent_description,
            model_id=self.model_id,
            prompt_version="compile.v1",
            extra=(alpha if context else None, include_episodes),
        )
        # The cache comes first: a hit does no per-memory work.
        hit = await self._store.cache_get(self.agent_id, user_id, key)
        if hit is not None:
            return await self._open_loop(user_id, session_id, decode_policy(hit), alpha, context)
        version = await self._store.user_version(self.agent_id, user_id)
        request = PolicyRequest(
            agent_id=self.agent_id,
            user_id=user_id,
            scopes=wanted,
            existing_instructions=existing_instructions,
            max_output_tokens=max_output_tokens,
            context=context,
            agent_description=self.agent_description,
            now=self._clock.now(),
        )
        if isinstance(include_episodes, bool) or not isinstance(include_episodes, int):
            raise InvalidInputError("include_episodes must be an int")
        episode_text = ""
        if include_episodes > 0:
            recent = await self._store.episodes(self.agent_id, user_id, limit=include_episodes)
            episode_text = render_episodes(
                recent, counter=self._counter, max_tokens=max_output_tokens // 4
            )
        if episode_text:
            # The episodes' share comes out of the memories' budget, so the whole stays in it.
            spent = self._counter.count(episode_text) + 2
            request = dataclasses.replace(
                request, max_output_tokens=max(1, max_output_tokens - spent)
            )
        if len(self._token_cache) > 50_000:
            self._token_cache.clear()
        policy = await compile_policy(
            request,
            sources=Sources(store=self._store, vectors=self._vectors, embedder=self._embedder),
            counter=self._counter,
            decay=self._decay,
            alpha=alpha,
            llm=self._llm,
            token_cache=self._token_cache,
        )
        if episode_text:
            text = f"{policy.text}\n\n{episode_text}" if policy.text else episode_text
            text = clip_to_budget(text, counter=self._counter, max_tokens=max_output_tokens)
            policy = dataclasses.replace(policy, text=text, token_count=self._counter.count(text))
        if policy.fallback_reason is None:
            await self._store.cache_put(
                self.agent_id,
                user_id,
                key,
                version=version,
                payload=encode_policy(policy),
                now=request.now,
            )
        return await self._open_loop(user_id, session_id, policy, alpha, context)

    async def _open_loop(
        self,
        user_id: str,
        session_id: str | None,
        policy: Policy,
        alpha: float,
        context: str | None,
    ) -> Policy:
        now = self._clock.now()
        used = [(m.memory.memory_id, m.bm25_rank, m.dense_rank) for m in policy.memories]
        loop_id, expired = await self._store.open_loop(
            self.agent_id,
            user_id,
            session_id or "",
            used=used,
            alpha=alpha if context and self._vectors is not None else None,
            now=now,
            expire_before=now - self._feedback_timeout,
        )
        for stale in expired:
            await self._apply(stale.user_id, learn_abandoned(stale))
        return dataclasses.replace(policy, loop_id=loop_id)

    async def _make_room(self, user_id: str, incoming: int) -> None:
        """Evict memories so `incoming` new ones fit under `max_memories`.

        Near-duplicates were already merged by consolidation, so what is left is eviction:
        by lowest retrievability (pinned and user-given memories last), or the oldest.
        """
        if self._max_memories is None or incoming <= 0:
            return
        active = await self._store.count_memories(self.agent_id, user_id)
        excess = active + incoming - self._max_memories
        if excess <= 0:
            return
        if self._eviction == "oldest":
            victims = await self._store.list_memories(self.agent_id, user_id, limit=excess)
        else:
            now = self._clock.now()
            memories = await self._store.list_memories(self.agent_id, user_id)
            victims = sorted(
                memories,
                key=lambda m: (
                    m.pinned or m.source is MemorySource.USER_EDIT,
                    self._decay.retrievability(m, now),
                    m.memory_id,
                ),
            )[:excess]
        for victim in victims:
            await self._store.set_status(
                self.agent_id,
                user_id,
                victim.memory_id,
                MemoryStatus.EVICTED,
                now=self._clock.now(),
                reason=f"max_memories={self._max_memories}",
            )

    # -- episodes ---------------------------------------------------------------------------

    async def record_episode(
        self,
        *,
        user_id: str,
        goal: str,
        turns: int,
        outcome: str,
        session_id: str | None = None,
        summary: str | None = None,
    ) -> Episode:
        """Record a finished session (episodic memory) for later policies.

        Raises:
            InvalidInputError: empty goal or outcome, or `turns` not a non-negative int.
        """
        self._require_open()
        check_id("user_id", user_id)
        goal = check_text("goal", goal, limit=2000).strip()
        outcome = check_text("outcome", outcome, limit=2000).strip()
        if not goal or not outcome:
            raise InvalidInputError("goal and outcome must be non-empty text")
        if isinstance(turns, bool) or not isinstance(turns, int) or turns < 0:
            raise InvalidInputError(f"turns must be a non-negative int, got {turns!r}")
        if summary is not None:
            summary = check_text("summary", summary, limit=8000).strip() or None
        return await self._store.add_episode(
            self.agent_id,
            user_id,
            session_id=None if session_id is None else check_id("session_id", session_id),
            goal=goal,
            turns=turns,
            outcome=outcome,
            summary=summary,
            now=self._clock.now(),
        )

    async def episodes(self, *, user_id: str, limit: int = 3) -> list[Episode]:
        """The user's most recent sessions, newest first."""
        self._require_open()
        check_id("user_id", user_id)
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise InvalidInputError(f"limit must be a positive int, got {limit!r}")
        return await self._store.episodes(self.agent_id, user_id, limit=limit)

    # -- feedback -------------------------------------------------------------------------

    async def observe_feedback(
        self, *, user_id: str, outcome: float, session_id: str | None = None
    ) -> bool:
        """Score the last policy given to this user (and session); return whether a loop closed.

        `outcome` runs from -1 (it went badly) through 0 (neutral) to 1 (it went well).

        Raises:
            InvalidInputError: `outcome` is not a number in [-1, 1], or an id is empty.
        """
        self._require_open()
        check_id("user_id", user_id)
        if session_id is not None:
            check_id("session_id", session_id)
        if (
            isinstance(outcome, bool)
            or not isinstance(outcome, int | float)
            or not math.isfinite(outcome)
            or not -1.0 <= outcome <= 1.0
        ):
            raise InvalidInputError(f"outcome must be a number from -1 to 1, got {outcome!r}")
        return await self._close_loop(user_id, session_id or "", float(outcome), None)

    async def _close_loop(
        self, user_id: str, session: str, outcome: float, evidence: str | None
    ) -> bool:
        now = self._clock.now()
        loop, expired = await self._store.close_loop(
            self.agent_id,
            user_id,
            session,
            outcome=outcome,
            now=now,
            expire_before=now - self._feedback_timeout,
        )
        if loop is None:
            return False
        if expired:
            await self._apply(user_id, learn_abandoned(loop))
            return True
        memories = await self._store.get_memories(
            self.agent_id, user_id, [memory_id for memory_id, _, _ in loop.used]
        )
        blamed = None
        if outcome < 0 and evidence and memories:
            blamed = await self._blame(user_id, loop, memories, evidence)
        await self._apply(user_id, learn(loop, outcome, memories, self._decay, blamed=blamed))
        return True

    async def _blame(
        self, user_id: str, loop: FeedbackLoop, memories: Sequence[Memory], evidence: str
    ) -> int | None:
        """The used memory a correction is about: LLM in eager mode, else nearest match."""
        used = [m.memory_id for m in memories]
        if self._llm is not None and self._mode is ProcessingMode.EAGER:
            try:
                named = await self._llm.attribute(
                    notes=[(m.memory_id, m.content) for m in memories], correction=evidence
                )
            except ModelError as exc:
                log.warning("attribution call failed, using similarity instead: %s", exc)
            else:
                return named.output[0] if named.output else None
        if self._vectors is not None and self._embedder is not None:
            vector = await embed_query(self._embedder, evidence)
            hits = await self._vectors.search(
                self.agent_id, user_id, vector, limit=1, memory_ids=used
            )
            return hits[0][0] if hits else None
        for memory_id, _ in await self._store.search_text(
            self.agent_id, user_id, evidence, limit=50, statuses=None
        ):
            if memory_id in used:
                return memory_id
        return None

    async def _apply(self, user_id: str, learning: Learning) -> None:
        await self._store.apply_outcome(
            self.agent_id,
            user_id,
            factors=learning.factors,
            touched=learning.touched,
            now=self._clock.now(),
        )
        if learning.rewards:
            for alpha, reward in learning.rewards:
                self._tuner.update(alpha, reward)
            await self._store.save_state(
                self.agent_id, _TUNER_STATE, self._tuner.state(), now=self._clock.now()
            )

    # -- scratchpad-style memory ----------------------------------------------------------

    async def remember(
        self,
        *,
        user_id: str,
        text: str,
        key: str | None = None,
        type: MemoryType = MemoryType.FACT,
        scope: str = GLOBAL_SCOPE,
    ) -> Memory:
        """Store a memory as given, without detection; a `key` overwrites that user's memory.

        Raises:
            InvalidInputError: empty ids or text, or text over the size limit.
        """
        self._require_open()
        check_id("user_id", user_id)
        content = check_text("text", text).strip()
        if not content:
            raise InvalidInputError("text is empty; pass the memory's content")
        if key is not None:
            check_id("key", key)
        draft = MemoryDraft(
            type=MemoryType(type),
            content=content,
            scope=check_scope(scope),
            confidence=1.0,
            source=MemorySource.USER_EDIT,
            produced_by="remember",
            key=key,
        )
        vector = await embed_document(self._embedder, content)
        if key is None or await self._store.get_by_key(self.agent_id, user_id, key) is None:
            await self._make_room(user_id, 1)
        turn = Turn(user_id=user_id, agent_output="", user_response=content, scope=draft.scope)
        (result,) = await persist(
            self._store,
            [
                plan_write(
                    turn,
                    agent_id=self.agent_id,
                    now=self._clock.now(),
                    signal=None,
                    draft=draft,
                    vector=vector,
                )
            ],
        )
        memory_id = result.created.memory_id if result.created else result.merged_into
        assert memory_id is not None
        return await self._store.get_memory(self.agent_id, user_id, memory_id)

    async def recall(
        self,
        *,
        user_id: str,
        query: str,
        k: int = 5,
        scopes: Sequence[str] | None = None,
    ) -> list[Recalled]:
        """The user's `k` memories most relevant to `query`, best first.

        BM25 and (with an embedder) dense similarity are fused by weighted RRF and scaled by
        retrievability. `scopes` works as in `get_policy()`.

        Raises:
            InvalidInputError: empty user id, non-string query or `k` below 1.
        """
        self._require_open()
        check_id("user_id", user_id)
        check_text("query", query)
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise InvalidInputError(f"k must be a positive int, got {k!r}")
        wanted = None if scopes is None else {*check_scopes(scopes), GLOBAL_SCOPE}
        candidates = await retrieve(
            store=self._store,
            vectors=self._vectors,
            embedder=self._embedder,
            agent_id=self.agent_id,
            user_id=user_id,
            query=query,
            scopes=None if wanted is None else sorted(wanted),
            alpha=self._tuner.choose(),
            depth=max(50, 4 * k),
        )
        memories = {
            m.memory_id: m
            for m in await self._store.get_memories(
                self.agent_id, user_id, [c.memory_id for c in candidates]
            )
        }
        now = self._clock.now()
        hits = []
        for c in candidates:
            memory = memories.get(c.memory_id)
            if memory is None or memory.status is not MemoryStatus.ACTIVE:
                continue
            if wanted is not None and memory.scope not in wanted:
                continue
            score = c.score * self._decay.retrievability(memory, now)
            hits.append(
                Recalled(memory=memory, score=score, bm25_rank=c.bm25_rank, dense_rank=c.dense_rank)
            )
        hits.sort(key=lambda r: (-r.score, r.memory.memory_id))
        return hits[:k]

    async def forget(
        self, *, user_id: str, key: str | None = None, memory_id: int | None = None
    ) -> Memory | None:
        """Forget one memory by key or id; return it, or None when no memory has that key.

        Raises:
            InvalidInputError: neither or both of `key` and `memory_id` given.
            NotFoundError: `memory_id` is not one of this user's memories.
        """
        self._require_open()
        check_id("user_id", user_id)
        if (key is None) == (memory_id is None):
            raise InvalidInputError("pass exactly one of key= or memory_id=")
        if key is not None:
            found = await self._store.get_by_key(self.agent_id, user_id, check_id("key", key))
            if found is None:
                return None
            memory_id = found.memory_id
        assert memory_id is not None
        if isinstance(memory_id, bool) or not isinstance(memory_id, int):
            raise InvalidInputError(f"memory_id must be an int, got {memory_id!r}")
        return await self._store.set_status(
            self.agent_id,
            user_id,
            memory_id,
            MemoryStatus.FORGOTTEN,
            now=self._clock.now(),
            reason="forget",
        )

    # -- reading and editing memories -----------------------------------------------------

    async def memories(
        self,
        *,
        user_id: str,
        status: MemoryStatus | None = MemoryStatus.ACTIVE,
        scopes: Sequence[str] | None = None,
        types: Sequence[MemoryType] | None = None,
        limit: int | None = None,
        offset: int = 0,
    ) -> list[Memory]:
        """A user's memories, oldest first; `status=None` for every status."""
        self._require_open()
        check_id("user_id", user_id)
        return await self._store.list_memories(
            self.agent_id,
            user_id,
            statuses=None if status is None else [MemoryStatus(status)],
            scopes=None if scopes is None else check_scopes(scopes),
            types=types,
            limit=limit,
            offset=offset,
        )

    async def count(self, *, user_id: str) -> int:
        """How many active memories the user has."""
        self._require_open()
        return await self._store.count_memories(self.agent_id, check_id("user_id", user_id))

    async def confirm_memory(self, *, user_id: str, memory_id: int) -> Memory:
        """Release a quarantined memory into policies after a person confirmed it."""
        self._require_open()
        memory = await self._store.get_memory(
            self.agent_id, check_id("user_id", user_id), memory_id
        )
        if memory.status is not MemoryStatus.QUARANTINED:
            raise InvalidInputError(
                f"memory {memory_id} is {memory.status}, not quarantined; nothing to confirm"
            )
        return await self._store.set_status(
            self.agent_id,
            user_id,
            memory_id,
            MemoryStatus.ACTIVE,
            now=self._clock.now(),
            reason="confirmed",
        )

    async def pin(self, *, user_id: str, memory_id: int, pinned: bool = True) -> Memory:
        """Pin a memory so it never decays out and is evicted last."""
        self._require_open()
        return await self._store.set_pinned(
            self.agent_id, check_id("user_id", user_id), memory_id, pinned, now=self._clock.now()
        )

    async def export_memories(self, *, user_id: str) -> list[str]:
        """The user's memories (every status) as JSONL lines: a header, then one per memory."""
        self._require_open()
        check_id("user_id", user_id)
        memories = await self._store.list_memories(self.agent_id, user_id, statuses=None)
        return list(dump_lines(self.agent_id, user_id, memories, exported_at=self._clock.now()))

    async def import_memories(self, lines: Iterable[str], *, user_id: str | None = None) -> int:
        """Load an export (for its own user, or for `user_id`); return how many were added.

        The whole file is validated before anything is written, then written in one
        transaction. Active memories are re-embedded when an embedder is configured.

        Raises:
            InvalidInputError: the file is not a valid Imprint export.
        """
        self._require_open()
        exported_user, records = parse_lines(lines)
        target = check_id("user_id", user_id if user_id is not None else exported_user)
        now = self._clock.now()
        memories = [
            Memory(agent_id=self.agent_id, user_id=target, **r.model_dump()) for r in records
        ]
        vectors: list[Sequence[float] | None] = []
        for memory in memories:
            vectors.append(
                await embed_document(self._embedder, memory.content)
                if memory.status is MemoryStatus.ACTIVE
                else None
            )
        ids = await self._store.import_memories(
            self.agent_id, target, memories, vectors=vectors, now=now
        )
        return len(ids)

    async def events(self, *, user_id: str, after_seq: int = 0, limit: int = 100) -> list[Event]:
        """The user's event log, oldest first."""
        self._require_open()
        return await self._store.events(
            self.agent_id, check_id("user_id", user_id), after_seq=after_seq, limit=limit
        )

    async def stats(self) -> StoreStats:
        """Counts for this agent: users, memories by status and type, pending, loops."""
        self._require_open()
        return await self._store.stats(self.agent_id)

    async def forget_user(self, *, user_id: str) -> int:
        """Erase every trace of a user for this agent; return the number of rows removed."""
        self._require_open()
        return await self._store.forget_user(
            self.agent_id, check_id("user_id", user_id), now=self._clock.now()
        )

    async def pending(self, *, limit: int = 100) -> list[PendingSignal]:
        """Observations waiting for `reprocess_pending()`."""
        self._require_open()
        return await self._store.pending_signals(self.agent_id, limit=limit)


def _overlapping(scope: str) -> list[str] | None:
    """Scopes that overlap `scope`: itself and global; a global memory overlaps all."""
    return None if scope == GLOBAL_SCOPE else [scope, GLOBAL_SCOPE]


def _parse_mode(value: ProcessingMode | str | None) -> ProcessingMode | None:
    if value is None:
        return None
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
    )


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
        llm_calls=calls,
        tokens_used=tokens,
    )

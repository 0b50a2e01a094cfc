"""The write path on the facade: `observe()`, `observe_directions()`, reprocessing."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from imprint.errors import (
    EmbeddingError,
    InvalidInputError,
    ModelError,
)
from imprint.facade.base import _CANDIDATES, _observation, _overlapping, _sentence, _turn_of
from imprint.facade.learning import FeedbackMixin
from imprint.feedback import implicit_outcome
from imprint.llm import CircuitOpenError
from imprint.pipeline.consolidate import Consolidation, consolidate, decide_offline
from imprint.pipeline.derive import derive
from imprint.pipeline.detect import detect
from imprint.pipeline.heuristics import derive_offline, looks_like_injection
from imprint.pipeline.persist import persist, plan_write
from imprint.pipeline.screen import screen_draft, screen_merge
from imprint.types import (
    GLOBAL_SCOPE,
    CandidateMemory,
    FeedbackLoop,
    MemoryDraft,
    MemorySource,
    MemoryType,
    Observation,
    ProcessingMode,
    Signal,
    SignalType,
    Turn,
    WriteResult,
)
from imprint.validation import (
    MAX_LIMIT,
    check_count,
    check_enum,
    check_id,
    check_scope,
    check_text,
)

log = logging.getLogger(__name__)


__all__ = ["ObserveMixin"]


@dataclass(frozen=True, slots=True, kw_only=True)
class _Understood:
    """A turn whose signal was found and derived, before embedding and writing."""

    turn: Turn
    signal: Signal
    draft: MemoryDraft | None
    calls: int
    tokens: int


class ObserveMixin(FeedbackMixin):
    """The observe pipeline: detect, derive, persist, consolidate."""

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
            scope=None if scope is None else self._redact(check_scope(scope)),
            session_id=self._session(session_id),
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
        understood = await self._understand(turn, pending_id)
        if isinstance(understood, Observation):
            return understood
        draft = understood.draft
        try:
            vector = None if draft is None else await self._embed(draft.content)
        except EmbeddingError as exc:
            # The turn is kept, as for a failed LLM call, and reprocessed later.
            return await self._keep_pending(
                turn, exc, understood.calls, understood.tokens, pending_id
            )
        return await self._settle(understood, vector, pending_id)

    async def _understand(self, turn: Turn, pending_id: int | None) -> _Understood | Observation:
        """Detect and derive (the LLM part); an `Observation` when the turn ends there."""
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
                closed = (
                    loop is not None
                    and (await self._close_loop(turn.user_id, session, 0.0, None))[0]
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
        draft = (
            None
            if derivation.draft is None
            else screen_draft(derivation.draft, redact=self._redact)
        )
        return _Understood(turn=turn, signal=signal, draft=draft, calls=calls, tokens=tokens)

    async def _settle(
        self, understood: _Understood, vector: tuple[float, ...] | None, pending_id: int | None
    ) -> Observation:
        """Consolidate and write a derived turn whose draft is embedded."""
        turn, signal, draft = understood.turn, understood.signal, understood.draft
        calls, tokens = understood.calls, understood.tokens
        session = turn.session_id or ""
        loop: FeedbackLoop | None = None
        offline = self._llm is None or self._mode is not ProcessingMode.EAGER
        if draft is not None and offline and pending_id is None and self._max_memories is None:
            return await self._write_offline(turn, signal, draft, vector, calls, tokens)
        decision = Consolidation()
        candidates: list[CandidateMemory] = []
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
            decision, draft = screen_merge(decision, draft, turn, redact=self._redact)
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
        return await self._closing(observation, turn, signal, loop)

    async def _closing(
        self, observation: Observation, turn: Turn, signal: Signal, loop: FeedbackLoop | None
    ) -> Observation:
        """Close the session's open loop with the outcome this turn implies, if one was open."""
        if loop is None:
            return observation
        outcome = implicit_outcome(signal.type)
        evidence = turn.user_response if outcome < 0 else None
        closed, calls, tokens = await self._close_loop(
            turn.user_id, turn.session_id or "", outcome, evidence
        )
        return dataclasses.replace(
            observation,
            feedback_closed=closed,
            llm_calls=observation.llm_calls + calls,
            tokens_used=observation.tokens_used + tokens,
        )

    async def _write_offline(
        self,
        turn: Turn,
        signal: Signal,
        draft: MemoryDraft,
        vector: tuple[float, ...] | None,
        calls: int,
        tokens: int,
    ) -> Observation:
        """The common path: offline consolidation decided inside the write transaction."""
        plan = plan_write(
            turn,
            agent_id=self.agent_id,
            now=self._clock.now(),
            signal=signal,
            draft=draft,
            vector=vector,
        )
        result, loop = await self._store.write_consolidated(
            plan,
            decide=_decide,
            limit=_CANDIDATES,
            scopes=_overlapping(draft.scope),
            reinforce_open_loop=signal.type is SignalType.REINFORCEMENT,
        )
        observation = _observation(signal.type, [result], calls, tokens)
        return await self._closing(observation, turn, signal, loop)

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
        self,
        turn: Turn,
        exc: ModelError | EmbeddingError,
        calls: int,
        tokens: int,
        pending_id: int | None,
    ) -> Observation:
        log.warning("observation kept pending for user %r: %s", turn.user_id, exc)
        if isinstance(exc, ModelError):
            calls, tokens = calls + exc.requests, tokens + exc.tokens
        if isinstance(exc, CircuitOpenError) and pending_id is not None:
            pass  # nothing was tried, so it is not an attempt
        elif pending_id is not None:
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
            signal=None,
            llm_calls=calls,
            tokens_used=tokens,
            pending=True,
            error=str(exc),
            retry_after=getattr(exc, "retry_after", None),
        )

    async def reprocess_pending(self, *, limit: int = 100) -> list[Observation]:
        """Retry observations whose LLM processing failed; return what each retry did.

        The turns are detected and derived one by one, their memories embedded in one
        batch, then written in order. While the model is paused (its circuit breaker is
        open after repeated failures, or it asked to wait), reprocessing stops and leaves
        the remaining turns pending without counting an attempt.
        """
        self._require_open()
        limit = check_count("limit", limit, maximum=MAX_LIMIT) or 100
        steps: list[tuple[int, _Understood | Observation]] = []
        for pending in await self._store.pending_signals(self.agent_id, limit=limit):
            if self._llm is not None and self._llm.breaker.wait() is not None:
                break
            steps.append(
                (pending.signal_id, await self._understand(_turn_of(pending), pending.signal_id))
            )
        texts = [s.draft.content for _, s in steps if isinstance(s, _Understood) and s.draft]
        failed: EmbeddingError | None = None
        vectors: list[tuple[float, ...]] | None = None
        try:
            vectors = await self._embed_many(texts)
        except EmbeddingError as exc:
            failed = exc
        embedded = iter(vectors or [])
        done: list[Observation] = []
        for pending_id, step in steps:
            if isinstance(step, Observation):
                done.append(step)
            elif step.draft is None:
                done.append(await self._settle(step, None, pending_id))
            elif failed is not None:
                done.append(
                    await self._keep_pending(step.turn, failed, step.calls, step.tokens, pending_id)
                )
            else:
                vector = None if vectors is None else next(embedded)
                done.append(await self._settle(step, vector, pending_id))
        return done

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
        texts = [self._redact(check_text("direction", d, limit=4000)).strip() for d in directions]
        if not texts:
            raise InvalidInputError("directions is empty; pass at least one instruction")
        for index, text in enumerate(texts):
            if not text:
                raise InvalidInputError(f"direction {index} is empty or whitespace only")
        source = check_enum("source", source, MemorySource)
        target_scope = GLOBAL_SCOPE if scope is None else self._redact(check_scope(scope))
        calls = tokens = 0
        if self._llm is not None and self._mode is ProcessingMode.EAGER:
            try:
                verdicts = await self._llm.validate_directions(list(enumerate(texts)))
            except ModelError as exc:
                log.warning("direction validation failed, keeping all directions: %s", exc)
                calls, tokens = exc.requests, exc.tokens
            else:
                calls, tokens = verdicts.requests, verdicts.tokens
                texts = [
                    t
                    for i, t in enumerate(texts)
                    if verdicts.output.get(i) is None or verdicts.output[i].keep
                ]
        plans = []
        now = self._clock.now()
        drafts: list[tuple[Turn, Signal, MemoryDraft]] = []
        for text in texts:
            turn = Turn(user_id=user_id, agent_output="", user_response=text, scope=target_scope)
            signal = Signal(
                type=SignalType.PREFERENCE,
                text=text,
                confidence=1.0,
                detector=f"direction:{source}",
            )
            # Directions may come from a model's tool call as well as a person: checked too.
            held = looks_like_injection(text)
            derived = None if held else derive_offline(signal, text)
            content = derived[1] if derived is not None else _sentence(text)
            draft = MemoryDraft(
                type=MemoryType.RULE,
                content=content,
                scope=target_scope,
                confidence=1.0,
                source=source,
                produced_by=f"direction:{source}",
                quarantined=held,
            )
            drafts.append((turn, signal, draft))
        vectors = await self._embed_many([draft.content for _, _, draft in drafts])
        for index, (turn, signal, draft) in enumerate(drafts):
            plans.append(
                plan_write(
                    turn,
                    agent_id=self.agent_id,
                    now=now,
                    signal=signal,
                    draft=draft,
                    vector=None if vectors is None else vectors[index],
                )
            )
        await self._make_room(user_id, len(plans))
        # Consolidated inside one write transaction, in order: each direction sees the ones
        # before it, and no concurrent writer can slip between a decision and its write.
        results = (
            await self._store.write_consolidated_many(
                plans, decide=_decide, limit=_CANDIDATES, scopes=_overlapping(target_scope)
            )
            if plans
            else []
        )
        # A later direction may have merged into an earlier one: report what is stored now.
        created = [r.created.memory_id for r in results if r.created is not None]
        fresh = {
            m.memory_id: m for m in await self._store.get_memories(self.agent_id, user_id, created)
        }
        results = [
            dataclasses.replace(r, created=fresh.get(r.created.memory_id, r.created))
            if r.created is not None
            else r
            for r in results
        ]
        return _observation(SignalType.PREFERENCE if plans else None, results, calls, tokens)


def _decide(
    new: MemoryDraft, candidates: list[CandidateMemory]
) -> tuple[int | None, tuple[int, ...]]:
    """Offline consolidation as the store runs it inside a write transaction."""
    decision = decide_offline(new, candidates)
    return decision.merge_into, decision.contradicts

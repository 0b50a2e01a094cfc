"""The write path on the facade: `observe()`, `observe_directions()`, reprocessing."""

from __future__ import annotations

import dataclasses
import logging
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from imprint.errors import (
    EmbeddingError,
    InvalidInputError,
    ModelError,
)
from imprint.facade.base import _CANDIDATES, _observation, _sentence, _turn_of, with_metadata
from imprint.facade.learning import FeedbackMixin
from imprint.feedback import implicit_outcome
from imprint.llm import LLM, CircuitOpenError
from imprint.pipeline.consolidate import (
    consolidate,
    consolidate_unresolved,
    offline,
    offline_query,
)
from imprint.pipeline.derive import Derivation, derive
from imprint.pipeline.detect import detect
from imprint.pipeline.heuristics import derive_offline, looks_like_injection
from imprint.pipeline.persist import keep_pending, observe_turn
from imprint.pipeline.read import detect_and_derive
from imprint.pipeline.screen import screen_draft, screen_merge
from imprint.store.facts import overlapping_scopes
from imprint.tracing import derived, detected, observed, observed_all, persisted, traced
from imprint.tracing.names import (
    DRAFTED,
    SPAN_CONSOLIDATE,
    SPAN_DERIVE,
    SPAN_DETECT,
    SPAN_OBSERVE,
    SPAN_OBSERVE_DIRECTIONS,
    SPAN_PERSIST,
    SPAN_REPROCESS,
)
from imprint.types import (
    GLOBAL_SCOPE,
    MemoryDraft,
    MemorySource,
    MemoryType,
    Metadata,
    Observation,
    PendingSignal,
    ProcessingMode,
    Signal,
    SignalType,
    Turn,
)
from imprint.validation import (
    MAX_LIMIT,
    check_count,
    check_enum,
    check_id,
    check_scope,
    check_text,
)
from imprint.writes import Consolidation, ForgetRequest, LoopClose, NewMemory, Observe

log = logging.getLogger(__name__)


__all__ = ["ObserveMixin"]

_MIN_LEASE = timedelta(minutes=10)
_MAX_LEASE = timedelta(hours=6)


class ObserveMixin(FeedbackMixin):
    """The observe pipeline: detect, derive, embed, consolidate, write."""

    @traced(SPAN_OBSERVE, observed)
    async def observe(
        self,
        *,
        user_id: str,
        agent_output: str,
        user_response: str,
        scope: str | None = None,
        session_id: str | None = None,
        metadata: Metadata | None = None,
    ) -> Observation:
        """Learn from one user reply: detect, derive, persist and consolidate.

        Only `user_response` is evidence; `agent_output` is context. A failed LLM call never
        loses the turn: it is stored as pending for `reprocess_pending()`. `metadata` (a flat
        dict of str, int, float or bool) is attached to the memories the reply yields.

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
            metadata=self._metadata(metadata),
        )
        turn, redactions = self._redacted(turn)
        observation = await self._process(turn)
        return (
            dataclasses.replace(observation, redactions=redactions) if redactions else observation
        )

    def _redacted(self, turn: Turn) -> tuple[Turn, int]:
        """The turn with secrets replaced in both texts, and how many were found."""
        if self._redactor is None:
            return turn, 0
        reply = self._redactor.redact(turn.user_response)
        output = self._redactor.redact(turn.agent_output)
        redactions = len(reply.found) + len(output.found)
        if redactions:
            turn = dataclasses.replace(turn, user_response=reply.text, agent_output=output.text)
        return turn, redactions

    async def _process(self, turn: Turn, *, pending_id: int | None = None) -> Observation:
        """Detect -> derive -> embed -> consolidation verdicts -> one write transaction."""
        understood = await self._understand(turn, pending_id)
        if isinstance(understood, Observation):
            return understood
        try:
            # One batch for all of a reply's memories: one request to a remote embedder.
            vectors = await self._embed_many([d.content for d in understood.drafts])
        except EmbeddingError as exc:
            # The turn is kept, as for a failed LLM call, and reprocessed later.
            return await self._keep_pending(turn, exc, understood.cost, pending_id)
        return await self._settle(understood, vectors, pending_id)

    async def _understand(self, turn: Turn, pending_id: int | None) -> _Understood | Observation:
        """Detect and derive (the LLM part); an `Observation` when the turn ends there."""
        cost = _Cost()
        try:
            if self._mode is ProcessingMode.EAGER and self._llm is not None:
                signal, derivation = await self._detect_and_derive(turn, self._llm, cost)
            else:
                signal, derivation = await self._detect(turn, cost), None
            if signal is None and pending_id is None and not await self._loop_is_open(turn):
                # Most turns end here: no signal and no feedback loop to close, no write.
                return Observation(signal=None, llm_calls=cost.calls, tokens_used=cost.tokens)
            if derivation is None:
                derivation = (
                    Derivation() if signal is None else await self._derive(turn, signal, cost)
                )
        except ModelError as exc:
            return await self._keep_pending(turn, exc, cost, pending_id)
        drafts = tuple(screen_draft(d, redact=self._redact) for d in derivation.drafts)
        # Each draft is its own write, and a revising one takes back what the session's
        # latest write created: written first, that is still the user's last word, not
        # a sibling of the same reply ("use main" before "we renamed it to main").
        drafts = tuple(sorted(drafts, key=lambda d: not d.revises))
        if turn.metadata:
            drafts = tuple(dataclasses.replace(d, metadata=turn.metadata) for d in drafts)
        return _Understood(
            turn=turn,
            signal=signal,
            drafts=drafts,
            forget=derivation.forget,
            retired=derivation.retired,
            cost=cost,
        )

    async def _settle(
        self,
        understood: _Understood,
        vectors: Sequence[tuple[float, ...]] | None,
        pending_id: int | None,
    ) -> Observation:
        """Consolidate (the LLM's verdict, or the rules in the write) and write the turn."""
        memories = await self._new_memories(understood, vectors)
        return await self._write_turn(understood, memories, pending_id)

    async def _new_memories(
        self, understood: _Understood, vectors: Sequence[tuple[float, ...]] | None
    ) -> list[NewMemory]:
        """The turn's drafts with their vectors and consolidation verdicts, screened."""
        turn, cost = understood.turn, understood.cost
        memories: list[NewMemory] = []
        contents = [d.content for d in understood.drafts]
        with self._tracing.span(SPAN_CONSOLIDATE) as stage:
            calls, tokens = cost.calls, cost.tokens
            for index, draft in enumerate(understood.drafts):
                consolidation = await self._consolidation(turn.user_id, draft, contents, cost)
                consolidation, screened = screen_merge(
                    consolidation, draft, turn, redact=self._redact
                )
                vector = None if vectors is None else vectors[index]
                memories.append(
                    NewMemory(draft=screened, vector=vector, consolidation=consolidation)
                )
            stage.set(DRAFTED, len(memories))
            stage.llm(cost.calls - calls, cost.tokens - tokens)
        return memories

    async def _detect(self, turn: Turn, cost: _Cost) -> Signal | None:
        with self._tracing.span(SPAN_DETECT) as stage:
            detection = await detect(
                turn, mode=self._mode, llm=self._llm, agent_description=self.agent_description
            )
            detected(
                stage, turn, self._mode, detection.signal, detection.llm_calls, detection.tokens
            )
        cost.add(detection.llm_calls, detection.tokens)
        return detection.signal

    async def _detect_and_derive(
        self, turn: Turn, llm: LLM, cost: _Cost
    ) -> tuple[Signal | None, Derivation]:
        """Eager mode: one derive call that also detects, traced as the two stages."""
        with self._tracing.span(SPAN_DETECT) as stage:
            detection, derivation = await detect_and_derive(
                turn,
                llm=llm,
                agent_description=self.agent_description,
                scopes=self.scopes,
                now=self._clock.now(),
            )
            detected(
                stage, turn, self._mode, detection.signal, detection.llm_calls, detection.tokens
            )
        cost.add(detection.llm_calls, detection.tokens)
        if detection.signal is not None:
            with self._tracing.span(SPAN_DERIVE) as stage:
                derived(stage, derivation.drafts, derivation.llm_calls, derivation.tokens)
        return detection.signal, derivation

    async def _loop_is_open(self, turn: Turn) -> bool:
        """A read on the caller's thread, no transaction: the common turn costs no write."""
        session = turn.session_id or ""
        return await self._store.find_open_loop(self.agent_id, turn.user_id, session) is not None

    async def _derive(self, turn: Turn, signal: Signal, cost: _Cost) -> Derivation:
        with self._tracing.span(SPAN_DERIVE) as stage:
            derivation = await derive(
                turn,
                signal,
                mode=self._mode,
                llm=self._llm,
                agent_description=self.agent_description,
                scopes=self.scopes,
                now=self._clock.now(),
            )
            derived(stage, derivation.drafts, derivation.llm_calls, derivation.tokens)
        cost.add(derivation.llm_calls, derivation.tokens)
        return derivation

    async def _consolidation(
        self, user_id: str, draft: MemoryDraft, siblings: Sequence[str], cost: _Cost
    ) -> Consolidation:
        """How a draft consolidates: the LLM's verdict, asked before the write, or the rules.

        Eager mode asks about every candidate. Balanced mode asks only when the offline
        rules cannot settle a candidate on the draft's subject (`unresolved`), so a draft
        without a subject costs no read and no call. `siblings` are the contents of the
        reply's other memories, which it never contradicts.
        """
        llm, mode = self._llm, self._mode
        if llm is None or mode is ProcessingMode.FRUGAL or draft.quarantined:
            return offline(draft, siblings)
        if mode is ProcessingMode.BALANCED and draft.subject is None:
            return offline(draft, siblings)
        candidates = await self._store.candidates(
            self.agent_id,
            user_id,
            offline_query(draft),
            limit=_CANDIDATES,
            scopes=overlapping_scopes(draft.scope),
        )
        if mode is ProcessingMode.EAGER:
            decided = await consolidate(draft, candidates, llm=llm)
        else:
            decided = await consolidate_unresolved(draft, candidates, llm=llm, siblings=siblings)
        cost.add(decided.llm_calls, decided.tokens)
        return decided.verdict

    async def _write_turn(
        self, understood: _Understood, memories: Sequence[NewMemory], pending_id: int | None
    ) -> Observation:
        """The one write transaction, then what the feedback loop it closed teaches.

        A reply holding several memories is several requests of one `write()`: the first
        carries what it asks to forget or retire and the loop it closes; every request
        records the turn as the signal of its own memory, which is consolidated against
        what the ones before it left.
        """
        turn, signal, cost = understood.turn, understood.signal, understood.cost
        kind = None if signal is None else signal.type
        outcome = implicit_outcome(kind)
        # A reprocessed turn closes no loop: the loop it answered is long gone.
        feedback = None if pending_id is not None else self._loop_close(turn.session_id, outcome)
        requests = self._turn_requests(understood, memories, pending_id, feedback)
        with self._tracing.span(SPAN_PERSIST) as stage:
            results = await self._store.write(requests, rules=self._rules)
            persisted(stage, results)
        evidence = turn.user_response if outcome < 0 else None
        closed, calls, tokens = await self._learn_from(
            turn.user_id, results[0].loop, evidence=evidence
        )
        cost.add(calls, tokens)  # an attribution call, in eager mode
        observation = _observation(kind, results, cost.calls, cost.tokens)
        return dataclasses.replace(observation, feedback_closed=closed) if closed else observation

    def _turn_requests(
        self,
        understood: _Understood,
        memories: Sequence[NewMemory],
        pending_id: int | None,
        feedback: LoopClose | None,
    ) -> list[Observe]:
        """One turn's write requests: one per memory (at least one), the turn's metadata set."""
        turn, signal = understood.turn, understood.signal
        now = self._clock.now()
        first = memories[0] if memories else None
        requests = [
            observe_turn(
                turn,
                agent_id=self.agent_id,
                now=now,
                signal=signal,
                memory=first,
                resolves=pending_id,
                feedback=feedback,
                forget=understood.forget,
                retire=understood.retired,
            ),
            *(
                observe_turn(turn, agent_id=self.agent_id, now=now, signal=signal, memory=m)
                for m in memories[1:]
            ),
        ]
        return [with_metadata(r, turn.metadata) for r in requests]

    async def _keep_pending(
        self, turn: Turn, exc: ModelError | EmbeddingError, cost: _Cost, pending_id: int | None
    ) -> Observation:
        log.warning("observation kept pending for user %r: %s", turn.user_id, exc)
        if isinstance(exc, ModelError):
            cost.add(exc.requests, exc.tokens)
        if isinstance(exc, CircuitOpenError) and pending_id is not None:
            pass  # nothing was tried, so it is not an attempt
        elif pending_id is not None:
            await self._store.record_attempt(
                self.agent_id, pending_id, error=str(exc), now=self._clock.now()
            )
        else:
            request = keep_pending(
                turn, agent_id=self.agent_id, now=self._clock.now(), error=str(exc)
            )
            with self._tracing.span(SPAN_PERSIST):
                await self._store.write([with_metadata(request, turn.metadata)], rules=self._rules)
        return Observation(
            signal=None,
            llm_calls=cost.calls,
            tokens_used=cost.tokens,
            pending=True,
            error=str(exc),
            retry_after=getattr(exc, "retry_after", None),
        )

    @traced(SPAN_REPROCESS, observed_all)
    async def reprocess_pending(self, *, limit: int = 100) -> list[Observation]:
        """Retry observations whose LLM processing failed; return what each retry did.

        The turns are claimed first (a lease in the store, so a concurrent reprocessor,
        in this process or another, passes over them and never pays the LLM for the same
        turn), detected and derived one by one, their memories embedded in one batch, then
        written in order. While the model is paused (its circuit breaker is
        open after repeated failures, or it asked to wait), reprocessing stops and leaves
        the remaining turns pending without counting an attempt.
        """
        self._require_open()
        limit = check_count("limit", limit, maximum=MAX_LIMIT) or 100
        holder = uuid.uuid4().hex
        now = self._clock.now()
        claimed = await self._store.claim_pending(
            self.agent_id, holder=holder, now=now, until=now + self._lease(limit), limit=limit
        )
        try:
            return await self._reprocess(claimed)
        finally:
            # Claims on turns not tried (the model paused, or a failure) end now; a tried
            # turn's claim ended with its write or its recorded attempt.
            await self._store.release_pending(
                self.agent_id, [p.signal_id for p in claimed], holder=holder
            )

    def _lease(self, limit: int) -> timedelta:
        """How long a reprocessor holds its claimed turns if it never releases them (a crash).

        Long enough for every claimed turn to spend its detect, derive and consolidate calls
        at the full timeout, so a slow but live reprocessor keeps its claim; capped, so a
        crash does not hold a large batch for days (past the cap a live reprocessor may
        share its last turns, and the store still applies each once).
        """
        per_turn = 4 * (self._llm.timeout if self._llm is not None else 0.0)
        return min(_MAX_LEASE, _MIN_LEASE + timedelta(seconds=limit * per_turn))

    async def _reprocess(self, claimed: Sequence[PendingSignal]) -> list[Observation]:
        steps: list[tuple[int, _Understood | Observation]] = []
        for pending in claimed:
            if self._llm is not None and self._llm.breaker.wait() is not None:
                break
            steps.append(
                (pending.signal_id, await self._understand(_turn_of(pending), pending.signal_id))
            )
        texts = [d.content for _, s in steps if isinstance(s, _Understood) for d in s.drafts]
        failed: EmbeddingError | None = None
        vectors: list[tuple[float, ...]] | None = None
        try:
            vectors = await self._embed_many(texts)
        except EmbeddingError as exc:
            failed = exc
        offset = 0
        done: list[Observation] = []
        for pending_id, step in steps:
            if isinstance(step, Observation):
                done.append(step)
            elif step.drafts and failed is not None:
                done.append(await self._keep_pending(step.turn, failed, step.cost, pending_id))
            else:
                count = len(step.drafts)
                mine = None if vectors is None else vectors[offset : offset + count]
                offset += count
                done.append(await self._settle(step, mine, pending_id))
        return done

    @traced(SPAN_OBSERVE_DIRECTIONS, observed)
    async def observe_directions(
        self,
        *,
        user_id: str,
        directions: Sequence[str],
        source: MemorySource = MemorySource.USER_EDIT,
        scope: str | None = None,
        metadata: Metadata | None = None,
    ) -> Observation:
        """Store explicit instructions as rules, without detection.

        In eager mode one batched LLM call first drops hedges and non-directives (matched
        by id). One consolidation pass and one transaction cover the whole batch. `metadata`
        is attached to every rule stored.

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
        tags = self._metadata(metadata)
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
        now = self._clock.now()
        drafts: list[tuple[Turn, Signal, MemoryDraft]] = []
        for text in texts:
            turn = Turn(
                user_id=user_id,
                agent_output="",
                user_response=text,
                scope=target_scope,
                metadata=tags,
            )
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
                metadata=tags,
            )
            drafts.append((turn, signal, draft))
        vectors = await self._embed_many([draft.content for _, _, draft in drafts])
        requests: list[Observe] = [
            with_metadata(
                observe_turn(
                    turn,
                    agent_id=self.agent_id,
                    now=now,
                    signal=signal,
                    memory=NewMemory(
                        draft=draft,
                        vector=None if vectors is None else vectors[index],
                        consolidation=offline(draft),
                    ),
                ),
                tags,
            )
            for index, (turn, signal, draft) in enumerate(drafts)
        ]
        # Consolidated inside one write transaction, in order: each direction sees the ones
        # before it, and no concurrent writer can slip between a decision and its write.
        with self._tracing.span(SPAN_PERSIST) as stage:
            results = await self._store.write(requests, rules=self._rules)
            persisted(stage, results)
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
        return _observation(SignalType.PREFERENCE if requests else None, results, calls, tokens)


class _Cost:
    """LLM requests and tokens one observation has spent so far."""

    __slots__ = ("calls", "tokens")

    def __init__(self) -> None:
        self.calls = 0
        self.tokens = 0

    def add(self, calls: int, tokens: int) -> None:
        self.calls += calls
        self.tokens += tokens


@dataclass(frozen=True, slots=True, kw_only=True)
class _Understood:
    """A turn detected and derived (the LLM part), before embedding and writing."""

    turn: Turn
    signal: Signal | None
    drafts: tuple[MemoryDraft, ...]
    forget: ForgetRequest | None
    retired: tuple[str, ...]
    cost: _Cost

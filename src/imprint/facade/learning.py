"""Feedback loops on the facade: close, attribute, learn, open."""

from __future__ import annotations

import dataclasses
import logging
import math
from collections.abc import Sequence

from imprint.errors import (
    EmbeddingError,
    InvalidInputError,
    ModelError,
)
from imprint.facade.base import FacadeBase, tuner_state_name
from imprint.feedback import Learning, learn, learn_abandoned
from imprint.policy.retrieval import embed_query
from imprint.types import (
    FeedbackLoop,
    Memory,
    Policy,
    ProcessingMode,
)
from imprint.validation import check_id
from imprint.writes import ClosedLoop, CloseFeedback, LoopClose

log = logging.getLogger(__name__)


__all__ = ["FeedbackMixin"]


class FeedbackMixin(FacadeBase):
    """Feedback: `observe_feedback()` and the loop bookkeeping the other calls use."""

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
        session_id = self._session(session_id)
        if (
            isinstance(outcome, bool)
            or not isinstance(outcome, int | float)
            or not math.isfinite(outcome)
            or not -1.0 <= outcome <= 1.0
        ):
            raise InvalidInputError(f"outcome must be a number from -1 to 1, got {outcome!r}")
        request = CloseFeedback(
            agent_id=self.agent_id,
            user_id=user_id,
            now=self._clock.now(),
            close=self._loop_close(session_id, float(outcome)),
        )
        (result,) = await self._store.write([request], rules=self._rules)
        closed, _, _ = await self._learn_from(user_id, result.loop, evidence=None)
        return closed

    def _loop_close(self, session_id: str | None, outcome: float) -> LoopClose:
        """Close the session's open loop with `outcome`, or as expired past the timeout."""
        now = self._clock.now()
        return LoopClose(
            session_id=session_id or "",
            outcome=outcome,
            expire_before=now - self._feedback_timeout,
        )

    async def _learn_from(
        self, user_id: str, closed: ClosedLoop | None, *, evidence: str | None
    ) -> tuple[bool, int, int]:
        """Apply what a loop the write just closed teaches: (closed, LLM requests, tokens).

        Attribution may ask an embedder or an LLM, so it runs after the write's
        transaction; the loop is closed in that transaction, so its learning is applied once.
        """
        if closed is None:
            return False, 0, 0
        loop = closed.loop
        if closed.expired:
            await self._apply(user_id, learn_abandoned(loop))
            return True, 0, 0
        memories = await self._store.get_memories(
            self.agent_id, user_id, [memory_id for memory_id, _, _ in loop.used]
        )
        blamed, calls, tokens = None, 0, 0
        if closed.outcome < 0 and evidence and memories:
            blamed, calls, tokens = await self._blame(user_id, loop, memories, evidence)
        learning = learn(loop, closed.outcome, memories, self._decay, blamed=blamed)
        await self._learn_decay(learning, memories)
        await self._apply(user_id, learning)
        return True, calls, tokens

    async def _learn_decay(self, learning: Learning, memories: Sequence[Memory]) -> None:
        """Feed a decay model that learns (it has `learn_memory`) and save its state."""
        learn_memory = getattr(self._decay, "learn_memory", None)
        state = getattr(self._decay, "state", None)
        if learn_memory is None or not learning.recalls:
            return
        now = self._clock.now()
        by_id = {m.memory_id: m for m in memories}
        for memory_id, recalled in learning.recalls:
            if memory_id in by_id:
                learn_memory(by_id[memory_id], now, recalled)
        if state is not None:
            saved = state()
            await self._store.save_state(
                self.agent_id, f"decay:{saved.get('kind', 'custom')}", saved, now=now
            )

    async def _blame(
        self, user_id: str, loop: FeedbackLoop, memories: Sequence[Memory], evidence: str
    ) -> tuple[int | None, int, int]:
        """The used memory a correction is about: LLM in eager mode, else nearest match.

        Returns the memory (or None), and the LLM requests and tokens spent finding it.
        """
        used = [m.memory_id for m in memories]
        calls = tokens = 0
        if self._llm is not None and self._mode is ProcessingMode.EAGER:
            try:
                named = await self._llm.attribute(
                    notes=[(m.memory_id, m.content) for m in memories], correction=evidence
                )
            except ModelError as exc:
                log.warning("attribution call failed, using similarity instead: %s", exc)
                calls, tokens = exc.requests, exc.tokens
            else:
                return (named.output[0] if named.output else None), named.requests, named.tokens
        if self._vectors is not None and self._embedder is not None:
            try:
                vector = await embed_query(self._embedder, evidence)
            except EmbeddingError as exc:
                # The turn is already stored; attribution falls back to full-text search.
                log.warning("attribution embedding failed, using full-text search: %s", exc)
            else:
                hits = await self._vectors.search(
                    self.agent_id, user_id, vector, limit=1, memory_ids=used
                )
                return (hits[0][0] if hits else None), calls, tokens
        for memory_id, _ in await self._store.search_text(
            self.agent_id, user_id, evidence, limit=50, statuses=None
        ):
            if memory_id in used:
                return memory_id, calls, tokens
        return None, calls, tokens

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
                self.agent_id,
                tuner_state_name(self._tuner),
                self._tuner.state(),
                now=self._clock.now(),
            )

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

"""`observe_conversation()`: a whole transcript observed in order, written in one batch."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from imprint.errors import EmbeddingError, InvalidInputError
from imprint.facade.base import _observation
from imprint.facade.observing import ObserveMixin, _Understood
from imprint.feedback import implicit_outcome
from imprint.history.turns import conversation_turns
from imprint.types import Metadata, Observation, Turn
from imprint.validation import check_id, check_scope, check_text
from imprint.writes import Observe

__all__ = ["MAX_CONVERSATION_TURNS", "ConversationMixin"]

MAX_CONVERSATION_TURNS = 1000
"""Most user messages one `observe_conversation()` call takes."""


class ConversationMixin(ObserveMixin):
    """`observe_conversation()`."""

    async def observe_conversation(
        self,
        *,
        user_id: str,
        messages: Sequence[Any],
        scope: str | None = None,
        session_id: str | None = None,
        metadata: Metadata | None = None,
    ) -> list[Observation]:
        """Learn from a whole transcript; return one `Observation` per user message.

        `messages` are role/content dicts (OpenAI chat or Responses items, Anthropic
        content blocks) or pydantic-ai messages. Each user message is paired with the
        assistant message before it (context only, as in `observe()`), and the turns are
        detected and derived in order; their memories are embedded in one batch and written
        in one transaction, in order, so a later turn merges with or contradicts what an
        earlier one taught. System messages, tool calls and tool results are skipped. A turn
        whose LLM call fails is kept pending, as in `observe()`.

        Raises:
            InvalidInputError: `messages` is not a list of messages, has more than 1,000
                user messages, or a text is too long; nothing was written.
        """
        self._require_open()
        check_id("user_id", user_id)
        pairs = conversation_turns(messages)
        if len(pairs) > MAX_CONVERSATION_TURNS:
            raise InvalidInputError(
                f"messages hold {len(pairs):,} user messages; the limit is "
                f"{MAX_CONVERSATION_TURNS:,}, so pass the transcript in parts"
            )
        base = Turn(
            user_id=user_id,
            agent_output="",
            user_response="",
            scope=None if scope is None else self._redact(check_scope(scope)),
            session_id=self._session(session_id),
            metadata=self._metadata(metadata),
        )
        turns: list[tuple[Turn, int]] = []
        for index, (said, reply) in enumerate(pairs):
            turn = dataclasses.replace(
                base,
                agent_output=check_text(f"messages (turn {index}, assistant)", said),
                user_response=check_text(f"messages (turn {index}, user)", reply),
            )
            turns.append(self._redacted(turn))
        steps = [await self._understand(turn, None) for turn, _ in turns]
        return await self._write_conversation(steps, [count for _, count in turns])

    async def _write_conversation(
        self, steps: list[_Understood | Observation], redactions: list[int]
    ) -> list[Observation]:
        texts = [d.content for s in steps if isinstance(s, _Understood) for d in s.drafts]
        try:
            vectors = await self._embed_many(texts)
        except EmbeddingError as exc:
            # As in observe(): the turns are kept, pending, and reprocessed later.
            done = [
                await self._keep_pending(s.turn, exc, s.cost, None)
                if isinstance(s, _Understood) and s.drafts
                else s
                for s in steps
            ]
            return [o for o in done if isinstance(o, Observation)]
        requests: list[Observe] = []
        sizes: list[int] = []
        offset = 0
        for step in steps:
            if not isinstance(step, _Understood):
                continue
            count = len(step.drafts)
            mine = None if vectors is None else vectors[offset : offset + count]
            offset += count
            memories = await self._new_memories(step, mine)
            kind = None if step.signal is None else step.signal.type
            feedback = self._loop_close(step.turn.session_id, implicit_outcome(kind))
            turn_requests = self._turn_requests(step, memories, None, feedback)
            requests += turn_requests
            sizes.append(len(turn_requests))
        results = await self._store.write(requests, rules=self._rules)
        observations: list[Observation] = []
        start = 0
        turn_sizes = iter(sizes)
        for step, found in zip(steps, redactions, strict=True):
            if isinstance(step, Observation):
                observation = step
            else:
                size = next(turn_sizes)
                mine_results = results[start : start + size]
                start += size
                kind = None if step.signal is None else step.signal.type
                outcome = implicit_outcome(kind)
                evidence = step.turn.user_response if outcome < 0 else None
                closed, calls, tokens = await self._learn_from(
                    step.turn.user_id, mine_results[0].loop, evidence=evidence
                )
                step.cost.add(calls, tokens)
                observation = _observation(kind, mine_results, step.cost.calls, step.cost.tokens)
                if closed:
                    observation = dataclasses.replace(observation, feedback_closed=True)
            if found:
                observation = dataclasses.replace(observation, redactions=found)
            observations.append(observation)
        return observations

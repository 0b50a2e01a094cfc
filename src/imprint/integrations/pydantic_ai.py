"""Give a pydantic-ai `Agent` memory with Imprint.

```python
memory = ImprintMemory(imprint, user_id="rami", session_id="s1")
result = await memory.run(agent, "Review this diff, please.")
```

`run()` observes the user's message as the reply to the agent's previous answer, runs the
agent with instructions compiled from the user's memories (`get_policy()` with the message
as context) and with the conversation history trimmed (or summarised) to a budget, and keeps
the history for the next turn. The history holds at most one notice or summary of what was
dropped, whatever the number of turns. The pieces are also usable alone: `instructions` as
an agent's dynamic instructions, `history_processor` inside a `ProcessHistory` capability.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from types import TracebackType
from typing import Any, Self

from pydantic_ai import Agent, RunContext
from pydantic_ai.agent import AgentRunResult
from pydantic_ai.capabilities import ProcessHistory
from pydantic_ai.messages import ModelMessage

from imprint._core import Imprint
from imprint.errors import InvalidInputError, ModelError
from imprint.history import summarize_and_trim, trim_messages
from imprint.llm import LLM

__all__ = ["ImprintMemory"]

log = logging.getLogger(__name__)

_HEADING = "What you have learned about this user (notes, not instructions from them):"


class ImprintMemory:
    """Memory for one user's conversation with a pydantic-ai agent.

    Args:
        imprint: A connected `Imprint`.
        user_id: The user talking to the agent.
        session_id: The conversation, for feedback loops and episodes.
        scopes: Passed to `get_policy()`.
        existing_instructions: The agent's own instructions, so the policy does not
            repeat them.
        max_policy_tokens: Budget of the memory instructions.
        max_turns: Turns of history kept (None: no turn limit).
        max_history_tokens: Tokens of history kept (None: no token limit).
        summarize: Replace dropped turns with a summary instead of a notice; uses
            `summary_model` when given (falling back to the extractive summary when a call
            fails), else an extractive summary offline.
        summary_model: A pydantic-ai model (string or `Model`) for summaries; a string's
            HTTP client is opened on the first summary and closed by `aclose()` (or
            `async with ImprintMemory(...)`).

    Raises:
        UsageError: `summary_model` is a string whose provider package or API key is missing.
    """

    def __init__(
        self,
        imprint: Imprint,
        *,
        user_id: str,
        session_id: str | None = None,
        scopes: Sequence[str] | None = None,
        existing_instructions: str = "",
        max_policy_tokens: int = 400,
        max_turns: int | None = 20,
        max_history_tokens: int | None = None,
        summarize: bool = False,
        summary_model: Any = None,
    ) -> None:
        if not isinstance(user_id, str) or not user_id.strip():
            raise InvalidInputError("user_id must be a non-empty string")
        self.imprint = imprint
        self.user_id = user_id
        self.session_id = session_id
        self.scopes = scopes
        self.existing_instructions = existing_instructions
        self.max_policy_tokens = max_policy_tokens
        self.max_turns = max_turns
        self.max_history_tokens = max_history_tokens
        self.summarize = summarize
        self._summary_llm = None if summary_model is None else LLM(summary_model)
        if self._summary_llm is not None:
            # Built now, so a missing package or key fails here rather than mid-conversation.
            self._summary_llm.build()
        self.turns = 0
        """User messages observed so far in this session (what `end_session()` records)."""
        self.messages: list[ModelMessage] = []
        """The conversation so far (trimmed as it goes)."""
        self.last_output: str | None = None
        """The agent's last answer, observed with the user's next message."""

    async def instructions(self, ctx: RunContext[Any]) -> str:
        """Dynamic instructions: the user's compiled policy, with the prompt as context."""
        prompt = ctx.prompt if isinstance(ctx.prompt, str) else None
        policy = await self.imprint.get_policy(
            user_id=self.user_id,
            existing_instructions=self.existing_instructions,
            scopes=self.scopes,
            max_output_tokens=self.max_policy_tokens,
            context=prompt,
            session_id=self.session_id,
        )
        return f"{_HEADING}\n{policy.text}" if policy.text else ""

    async def history_processor(self, messages: list[ModelMessage]) -> list[ModelMessage]:
        """Trim (or summarise) the history to the configured budget."""
        if self.max_turns is None and self.max_history_tokens is None:
            return messages
        if not self.summarize:
            return trim_messages(
                messages, max_turns=self.max_turns, max_tokens=self.max_history_tokens
            )
        summarizer = None
        if self._summary_llm is not None:
            llm = self._summary_llm

            async def summarizer(transcript: str) -> str:
                try:
                    await llm.connect()
                    return (await llm.summarize(transcript=transcript, max_words=150)).output
                except ModelError as exc:
                    # An empty summary makes `summarize_and_trim` write the extractive one.
                    log.warning("history summary failed, summarising offline instead: %s", exc)
                    return ""

        return await summarize_and_trim(
            messages,
            max_turns=self.max_turns,
            max_tokens=self.max_history_tokens,
            summarizer=summarizer,
        )

    async def aclose(self) -> None:
        """Close the summary model's HTTP client, if `summary_model` was a model string."""
        if self._summary_llm is not None:
            await self._summary_llm.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    def capabilities(self) -> list[ProcessHistory[Any]]:
        """Capabilities to pass to `Agent(...)` or `agent.run(...)`."""
        return [ProcessHistory(self.history_processor)]

    async def observe(self, user_message: str) -> None:
        """Observe the user's message as the reply to the agent's last answer (if any)."""
        await self.imprint.observe(
            user_id=self.user_id,
            agent_output=self.last_output or "",
            user_response=user_message,
            session_id=self.session_id,
        )
        self.last_output = None
        self.turns += 1

    async def run(
        self, agent: Agent[Any, Any], user_message: str, **kwargs: Any
    ) -> AgentRunResult[Any]:
        """One turn: observe, run the agent with memory and history, keep the history."""
        await self.observe(user_message)
        result = await agent.run(
            user_message,
            message_history=self.messages,
            instructions=self.instructions,
            capabilities=self.capabilities(),
            **kwargs,
        )
        self.messages = await self.history_processor(list(result.all_messages()))
        self.last_output = str(result.output)
        return result

    async def end_session(self, *, goal: str, outcome: str, summary: str | None = None) -> None:
        """Record this conversation as an episode, with every turn counted (not the kept ones)."""
        kept = sum(1 for m in self.messages if m.kind == "request")
        turns = max(self.turns, kept)
        await self.imprint.record_episode(
            user_id=self.user_id,
            goal=goal,
            turns=turns,
            outcome=outcome,
            session_id=self.session_id,
            summary=summary,
        )

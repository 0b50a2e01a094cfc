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
an agent's dynamic instructions, `history_processor` inside a `ProcessHistory` capability,
and `toolset()`, tools the agent calls itself to search, save and forget the user's memories.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import Any, Literal, Self

from pydantic_ai import Agent, ModelRetry, RunContext
from pydantic_ai.agent import AgentRunResult
from pydantic_ai.capabilities import ProcessHistory
from pydantic_ai.messages import ModelMessage
from pydantic_ai.toolsets import FunctionToolset

from imprint._core import Imprint
from imprint.errors import InvalidInputError, NotFoundError
from imprint.integrations._history import fit_history, summarizer_for
from imprint.types import Memory, MemoryType

__all__ = ["ImprintMemory", "MemoryNote"]

_HEADING = "What you have learned about this user (notes, not instructions from them):"


@dataclass(frozen=True, slots=True, kw_only=True)
class MemoryNote:
    """A memory as the memory tools show it to the agent."""

    memory_id: int
    """The id `forget_memory` takes."""
    content: str
    """What the memory says."""
    type: str
    """fact, rule, decision or context."""
    scope: str
    """Whom or what it applies to."""
    score: float | None = None
    """Relevance to the search, higher is better; None for a saved memory."""

    @classmethod
    def of(cls, memory: Memory, score: float | None = None) -> MemoryNote:
        """The note for `memory`."""
        return cls(
            memory_id=memory.memory_id,
            content=memory.content,
            type=str(memory.type),
            scope=memory.scope,
            score=score,
        )


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
        include_episodes: Past sessions (episodes) shown in the instructions, newest first,
            within `max_policy_tokens`; 0 for none.

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
        include_episodes: int = 0,
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
        self.include_episodes = include_episodes
        self._summarizer = summarizer_for(summary_model)
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
            include_episodes=self.include_episodes,
        )
        return f"{_HEADING}\n{policy.text}" if policy.text else ""

    async def history_processor(self, messages: list[ModelMessage]) -> list[ModelMessage]:
        """Trim (or summarise) the history to the configured budget."""
        return await fit_history(
            messages,
            max_turns=self.max_turns,
            max_tokens=self.max_history_tokens,
            summarize=self.summarize,
            summarizer=self._summarizer,
        )

    async def aclose(self) -> None:
        """Close the summary model's HTTP client, if `summary_model` was a model string."""
        if self._summarizer is not None:
            await self._summarizer.aclose()

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

    def toolset(self, *, max_results: int = 10) -> FunctionToolset[Any]:
        """Tools for the agent to search, save and forget this user's memories itself.

        `search_memory(query, k)` ranks the user's memories by Imprint's hybrid retrieval
        (within `scopes`), `save_memory(text, kind, key)` stores one as given and
        `forget_memory(memory_id)` forgets one. They are bound to `user_id`: the model
        never names a user, so it cannot reach another user's memories. Pass the toolset
        with `toolsets=[memory.toolset()]`, beside the automatic policy.

        Args:
            max_results: Most memories one search returns, whatever `k` the model asks for.
        """
        imprint, user_id, scopes = self.imprint, self.user_id, self.scopes

        async def search_memory(query: str, k: int = 5) -> list[MemoryNote]:
            """Search what you remember about the user, best match first.

            Args:
                query: What to look for, in a few words.
                k: How many memories to return.
            """
            try:
                hits = await imprint.recall(
                    user_id=user_id, query=query, k=max(1, min(k, max_results)), scopes=scopes
                )
            except InvalidInputError as exc:
                raise ModelRetry(str(exc)) from exc
            return [MemoryNote.of(hit.memory, hit.score) for hit in hits]

        async def save_memory(
            text: str,
            kind: Literal["fact", "rule", "decision", "context"] = "fact",
            key: str | None = None,
        ) -> MemoryNote:
            """Remember something about the user for later conversations.

            Args:
                text: The memory as one short statement, e.g. "The user prefers metric units."
                kind: fact (about the user), rule (how to behave), decision (a choice the
                    user made) or context (background).
                key: A name to overwrite later (saving again under it replaces the memory).
            """
            try:
                memory = await imprint.remember(
                    user_id=user_id, text=text, key=key, type=MemoryType(kind)
                )
            except InvalidInputError as exc:
                raise ModelRetry(str(exc)) from exc
            return MemoryNote.of(memory)

        async def forget_memory(memory_id: int) -> str:
            """Forget one memory of the user, by the id a search returned.

            Args:
                memory_id: The memory's id.
            """
            try:
                memory = await imprint.forget(user_id=user_id, memory_id=memory_id)
            except (InvalidInputError, NotFoundError) as exc:
                raise ModelRetry(f"{exc}; search first and use an id it returns") from exc
            assert memory is not None  # forgetting by id returns the memory or raises
            return f"Forgot memory {memory.memory_id}: {memory.content}"

        return FunctionToolset([search_memory, save_memory, forget_memory], id="imprint_memory")

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
        turns = max(self.turns, sum(1 for m in self.messages if m.kind == "request"))
        await self.imprint.record_episode(
            user_id=self.user_id,
            goal=goal,
            turns=turns,
            outcome=outcome,
            session_id=self.session_id,
            summary=summary,
        )

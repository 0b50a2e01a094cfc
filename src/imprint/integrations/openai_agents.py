"""Imprint memory for the OpenAI Agents SDK: a run hook and a trimming session.

```python
hooks = ImprintHooks(imprint, user_id="rami", session_id="s1")
agent = Agent(name="assistant", instructions=hooks.instructions("You are helpful."))
session = ImprintSession(SQLiteSession("s1", "history.db"), max_turns=20)
result = await Runner.run(agent, "No, write in paragraphs.", hooks=hooks, session=session)
```

`ImprintHooks` observes each user turn when the agent starts (the user's latest message
as the reply to the assistant message before it) and `hooks.instructions(base)` adds the
user's compiled policy, ranked by that message, to the agent's instructions.
`ImprintSession` wraps any SDK session (its storage) and keeps the history within a turn
or token budget with Imprint's trimming, or replaces dropped turns with a summary.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from imprint._core import Imprint
from imprint.errors import InvalidInputError
from imprint.history.messages import message_lines
from imprint.integrations._extras import missing_extra
from imprint.integrations._history import fit_history, summarizer_for

try:
    from agents import Agent, RunContextWrapper, RunHooks
    from agents.items import TResponseInputItem
    from agents.memory import Session
    from agents.memory.session_settings import SessionSettings
except ModuleNotFoundError as exc:
    raise missing_extra(__name__, "openai-agents", exc, root="agents") from exc

__all__ = ["ImprintHooks", "ImprintSession"]

_HEADING = "What you have learned about this user (notes, not instructions from them):"

Instructions = Callable[[RunContextWrapper[Any], Agent[Any]], Awaitable[str]]


def _text(item: Mapping[str, Any]) -> str:
    return " ".join(text for _, text in message_lines(item, pydantic=False, limit=None)).strip()


def _last_exchange(items: Sequence[Any]) -> tuple[str, str] | None:
    """(assistant message, user message) of the latest user message in a history."""
    for index in range(len(items) - 1, -1, -1):
        item = items[index]
        if isinstance(item, Mapping) and item.get("role") == "user":
            before = ""
            for earlier in reversed(items[:index]):
                if isinstance(earlier, Mapping) and earlier.get("role") == "assistant":
                    before = _text(earlier)
                    break
            return before, _text(item)
    return None


class ImprintHooks(RunHooks[Any]):
    """Run hooks that observe each user turn, with instructions that carry the policy.

    Use one instance per conversation (user and session).

    Args:
        imprint: A connected `Imprint`.
        user_id: The user talking to the agent.
        session_id: The conversation, for feedback loops.
        scopes: Passed to `get_policy()`.
        max_policy_tokens: Budget of the memory notes.
    """

    def __init__(
        self,
        imprint: Imprint,
        *,
        user_id: str,
        session_id: str | None = None,
        scopes: Sequence[str] | None = None,
        max_policy_tokens: int = 400,
    ) -> None:
        if not isinstance(user_id, str) or not user_id.strip():
            raise InvalidInputError("user_id must be a non-empty string")
        self.imprint = imprint
        self.user_id = user_id
        self.session_id = session_id
        self.scopes = scopes
        self.max_policy_tokens = max_policy_tokens
        self._observed: tuple[int, str] | None = None

    async def on_agent_start(self, context: Any, agent: Any) -> None:
        """Observe the turn's user message, once, before the instructions are built."""
        await self.observe_turn(getattr(context, "turn_input", None) or [])

    async def observe_turn(self, items: Sequence[Any]) -> None:
        """Observe the latest user message in `items` unless it was observed already."""
        exchange = _last_exchange(items)
        if exchange is None:
            return
        agent_output, user_message = exchange
        users = sum(1 for i in items if isinstance(i, Mapping) and i.get("role") == "user")
        # A handoff starts the next agent on the same input: observe a message only once.
        if (users, user_message) == self._observed or not user_message:
            return
        self._observed = (users, user_message)
        await self.imprint.observe(
            user_id=self.user_id,
            agent_output=agent_output,
            user_response=user_message,
            session_id=self.session_id,
        )

    def instructions(self, base: str = "") -> Instructions:
        """Dynamic instructions for `Agent(instructions=...)`: `base` plus the policy."""

        async def with_policy(context: RunContextWrapper[Any], agent: Agent[Any]) -> str:
            exchange = _last_exchange(getattr(context, "turn_input", None) or [])
            policy = await self.imprint.get_policy(
                user_id=self.user_id,
                existing_instructions=base,
                scopes=self.scopes,
                max_output_tokens=self.max_policy_tokens,
                context=exchange[1] if exchange and exchange[1] else None,
                session_id=self.session_id,
            )
            parts = [base.strip(), f"{_HEADING}\n{policy.text}" if policy.text else ""]
            return "\n\n".join(part for part in parts if part)

        return with_policy


class ImprintSession:
    """An SDK `Session` that keeps another session's history within a budget.

    Items are stored by `history` (e.g. `SQLiteSession`); after each `add_items` the
    stored history is cut to whole turns within `max_turns` / `max_tokens`, with one
    system notice saying how much was dropped, or with a summary of it when `summarize`
    is set (by `summary_model`, else extractive and offline). A tool call never loses its
    output. As with any compaction, dropped items are gone from `history`.

    Args:
        history: The session that stores the items.
        max_turns: User turns kept (None: no turn limit).
        max_tokens: Tokens kept, about four characters each (None: no token limit).
        summarize: Replace dropped turns with a summary instead of a notice.
        summary_model: A pydantic-ai model (string or `Model`) for summaries.
    """

    def __init__(
        self,
        history: Session,
        *,
        max_turns: int | None = 20,
        max_tokens: int | None = None,
        summarize: bool = False,
        summary_model: Any = None,
    ) -> None:
        self.history = history
        self.session_id = history.session_id
        self.session_settings: SessionSettings | None = history.session_settings
        self.max_turns = max_turns
        self.max_tokens = max_tokens
        self.summarize = summarize
        self._summarizer = summarizer_for(summary_model)

    async def get_items(self, limit: int | None = None) -> list[TResponseInputItem]:
        """The stored history (the latest `limit` items when given)."""
        return await self.history.get_items(limit)

    async def add_items(self, items: list[TResponseInputItem]) -> None:
        """Store new items, then cut the history to the budget if it is over."""
        await self.history.add_items(items)
        if self.max_turns is None and self.max_tokens is None:
            return
        stored: list[Any] = await self.history.get_items()
        kept = await fit_history(
            stored,
            max_turns=self.max_turns,
            max_tokens=self.max_tokens,
            summarize=self.summarize,
            summarizer=self._summarizer,
        )
        if len(kept) == len(stored) and all(a == b for a, b in zip(kept, stored, strict=True)):
            return
        await self.history.clear_session()
        await self.history.add_items(kept)

    async def pop_item(self) -> TResponseInputItem | None:
        """Remove and return the latest item."""
        return await self.history.pop_item()

    async def clear_session(self) -> None:
        """Forget the whole history."""
        await self.history.clear_session()

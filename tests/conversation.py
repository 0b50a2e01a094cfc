"""A user's conversation with an assistant, end to end: the helpers the tests of updates share."""

from __future__ import annotations

from typing import Any

from imprint import Imprint
from imprint.testing import FakeClock


def make(store_url: str, clock: FakeClock) -> Imprint:
    """An assistant on `store_url` whose time is `clock`."""
    return Imprint(
        "assistant", store=store_url, clock=clock, agent_description="A personal assistant."
    )


async def say(imprint: Imprint, reply: str, agent: str = "Noted.") -> Any:
    """Observe the user's `reply` to the agent's `agent` message, in one session."""
    return await imprint.observe(
        user_id="u", agent_output=agent, user_response=reply, session_id="s1"
    )


async def active_text(imprint: Imprint) -> str:
    """The user's active memories, joined by " | "."""
    return " | ".join(m.content for m in await imprint.memories(user_id="u"))


async def every_text(imprint: Imprint) -> str:
    """Every memory of the user's whatever its status (history, retired, forgotten), by " | "."""
    return " | ".join(m.content for m in await imprint.memories(user_id="u", status=None))


async def say_later(
    imprint: Imprint,
    clock: FakeClock,
    reply: str,
    *,
    agent: str = "Hi again! What's up?",
    days: int = 21,
    session_id: str = "s2",
) -> Any:
    """Observe the user's `reply` `days` later, in a new session."""
    clock.advance(days=days)
    return await imprint.observe(
        user_id="u", agent_output=agent, user_response=reply, session_id=session_id
    )


async def active_after_change(store_url: str, clock: FakeClock, before: str, after: str) -> str:
    """The user's active memories after `before`, then `after` said three weeks later."""
    async with make(store_url, clock) as imprint:
        await say(imprint, before)
        await say_later(imprint, clock, after)
        return await active_text(imprint)


async def assert_replaced(
    store_url: str, clock: FakeClock, before: str, after: str, old: str, new: str
) -> None:
    """`after`, said three weeks after `before`, leaves `old` in no active memory, `new` in one."""
    active = await active_after_change(store_url, clock, before, after)
    assert old not in active
    assert new in active

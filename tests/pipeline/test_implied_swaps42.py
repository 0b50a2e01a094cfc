"""A value of the user's the agent got wrong, put right without "not" (round 42).

"sorry, three kids" after "with your two kids", "no no, Dundee" after "you're in Dublin",
"it's actually Thursday" after "So your deadline is Friday?": the reply opens by putting
something right and names a value of the kind the agent said of the user (a count of the
same things, a day, a time, a place). The agent's clause with the user's value is the
fact, and the agent's value is retired. A plain answer to a question, or a value of
another kind, puts nothing right.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.mistaken_things import implied_swap
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("reply", "agent", "swap"),
    [
        ("sorry, three kids, I always forget the baby lol", "So with your two kids...",
         "three kids, not two kids"),
        ("no no, Dundee. Scotland not Ireland", "Noted, you're in Dublin.", "Dundee, not Dublin"),
        ("it's actually Thursday, got moved up", "So your deadline is Friday?",
         "Thursday, not Friday"),
        ("nope, 7pm", "Great, your flight lands at 5pm.", "7pm, not 5pm"),
        ("*4 cats", "With your 3 cats, a bigger flat helps.", "4 cats, not 3 cats"),
    ],
)  # fmt: skip
def test_the_value_put_right_is_read_as_a_swap(reply: str, agent: str, swap: str) -> None:
    assert implied_swap(reply, agent) == swap


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("no, Python", "What language do you use?"),
        ("no, I don't", "Do you have kids?"),
        ("sorry, three kids", "I recommend two rooms for the guests."),
        ("no, Thursday works better for me", "Shall we meet on Friday?"),
        ("actually, 3 bedrooms", "With your two kids, you'll want a garden."),
    ],
)
def test_no_value_of_the_users_put_right(reply: str, agent: str) -> None:
    reading = understand(reply, agent)
    assert implied_swap(reply, agent) is None or not any(
        s.type is MemoryType.FACT and "not" in s.content for s in reading.statements
    )


@pytest.mark.parametrize(
    ("reply", "agent", "fact"),
    [
        ("sorry, three kids, I always forget the baby lol", "So with your two kids...",
         "The user has three kids."),
        ("no no, Dundee. Scotland not Ireland", "Noted, you're in Dublin.",
         "The user is in Dundee."),
        ("it's actually Thursday, got moved up", "So your deadline is Friday?",
         "The user's deadline is Thursday."),
    ],
)  # fmt: skip
def test_the_fact_is_the_agents_clause_put_right(reply: str, agent: str, fact: str) -> None:
    facts = [s.content for s in understand(reply, agent).statements if s.type is MemoryType.FACT]
    assert facts == [fact]


async def test_the_wrong_count_goes(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I have two kids and work from home")
        await say(
            imprint, "sorry, three kids, I always forget the baby lol", "So with your two kids..."
        )
        active = await active_text(imprint)
        assert "three kids" in active
        assert "two kids" not in active

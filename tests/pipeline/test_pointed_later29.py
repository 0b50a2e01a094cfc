"""Read from blind set c29: a change said of "it" weeks later, a pick by number with its reason,
an ask for units with a lasting reason, an opening question that asks nothing of the user."""

from __future__ import annotations

import pytest

from imprint import Imprint
from imprint.pipeline.answers import answered_fact
from imprint.pipeline.picked_pointers import numbered_pick
from imprint.pipeline.pointed_values import pointed_change, retires_pointed
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say


async def _later(imprint: Imprint, reply: str) -> None:
    """`reply` in a session of its own, weeks after the first."""
    await imprint.observe(
        user_id="u", agent_output="Hi again!", user_response=reply, session_id="s2"
    )


async def test_a_day_moved_weeks_later_retires_the_old_day(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my daughter Isla has swim club mondays 6-7, so dinner is late that day")
        clock.advance(days=30)
        await _later(
            imprint, "argh they switched it to wednesday from next week. redo the plan pls"
        )
        active = await active_text(imprint)
        assert "wednesday" in active, active
        assert "mondays" not in active, active


async def test_a_new_figure_weeks_later_retires_the_rate(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "quote for a logo. my rate is $60/hr, usually 8 hours")
        clock.advance(days=40)
        await _later(imprint, "new quote pls, 2 logos. oh and its 70 now, everyone went up")
        active = await active_text(imprint)
        assert "70 now" in active, active
        assert "$60/hr" not in active, active


async def test_a_bare_figure_leaves_an_age_alone(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm 38 and I teach yoga")
        clock.advance(days=40)
        await _later(imprint, "oh and its 45 now, the studio put prices up")
        active = await active_text(imprint)
        assert "38" in active, active


async def test_with_two_days_held_it_stays_unclear(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my son has piano lessons on tuesdays")
        await say(imprint, "and my daughter has choir on fridays")
        clock.advance(days=30)
        await _later(imprint, "they moved it to thursday")
        active = await active_text(imprint)
        assert "tuesdays" in active and "fridays" in active, active


@pytest.mark.parametrize(
    ("content", "old", "retires"),
    [
        ("They moved it to thursday.", "practice is on tuesdays", True),
        ("Its 40 now.", "The user's rate is GBP 35/hr.", True),
        ("Its 40 now.", "The user is 38.", False),
        ("Its 40 now.", "The user's rate is 40/hr.", False),
    ],
)
def test_what_a_change_of_it_retires(content: str, old: str, retires: bool) -> None:
    assert pointed_change(content)
    assert retires_pointed(content, old) is retires


@pytest.mark.parametrize("content", ["It's fine now.", "They moved to Leeds.", "I moved it."])
def test_no_change_of_it(content: str) -> None:
    assert not pointed_change(content)


@pytest.mark.parametrize(
    "reply",
    ["the second one, my kids have never been abroad", "2 because the flights are cheaper"],
)
def test_a_pick_by_number_with_its_reason(reply: str) -> None:
    agent = "Three ideas: 1) Lake District cottage, 2) Porto city break, 3) Center Parcs."
    assert numbered_pick(reply, agent) == "Porto city break"


def test_a_list_of_numbers_is_no_pick_by_number() -> None:
    agent = "Three ideas: 1) Lake District cottage, 2) Porto city break, 3) Center Parcs."
    assert numbered_pick("3, 4 and 5 are all fine", agent) is None


def test_what_can_i_make_for_you_asks_nothing_of_the_user() -> None:
    assert (
        answered_fact(("10 quiz questions on volcanoes.",), "Hi! What can I make for you?") is None
    )


def test_an_ask_for_units_with_a_lasting_reason_is_a_rule() -> None:
    reading = understand(
        "can u give distances in km pls, my bike computer is set to km", "It's 12 miles."
    )
    assert any(s.type is MemoryType.RULE and "km" in s.content for s in reading.statements), reading

"""A value agreed with a condition ("curfew is 11:30 now as long as ...") and habits asked about."""

from __future__ import annotations

import pytest

from imprint.pipeline.habits import habit_in
from imprint.pipeline.pointed_values import value_now
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    "sentence",
    [
        "we agreed bedtime is 9:30 now as long as homework is done",
        "her allowance is $15 now provided she does the dishes",
        "the fee's 40 now because the hall put prices up",
        "fees changed on march 3, its 60 now for all of them",
    ],
)
def test_a_new_value_with_a_condition_or_a_reason_is_kept(sentence: str) -> None:
    content = value_now(sentence)
    assert content is not None, sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "its 3am now and im up",
        "its 2pm now so i should eat",
        "its fine now as long as it works",
        "at 10:30 now i am leaving",
    ],
)
def test_the_time_of_day_and_a_state_are_no_new_value(sentence: str) -> None:
    assert value_now(sentence) is None


async def test_a_curfew_agreed_weeks_later_retires_the_old_one(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my daughter is 15, her curfew is 10pm on school nights")
        clock.advance(days=40)
        await say(
            imprint,
            "update, she turned 16 and we agreed curfew is 11pm now as long as she calls",
        )
        active = await active_text(imprint)
        assert "11pm" in active, active
        assert "10pm" not in active, active


@pytest.mark.parametrize(
    "sentence",
    [
        "how do I keep the garage tidy every weekend",
        "should we water the tomatoes every day",
        "ok how do we split the bills every month",
        "why do I wake up at 4 every night",
    ],
)
def test_a_habit_asked_about_without_its_mark_is_no_habit(sentence: str) -> None:
    assert habit_in(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "habit"),
    [
        ("so we go swimming every friday", "we go swimming every friday"),
        ("I water the tomatoes every day", "I water the tomatoes every day"),
    ],
)
def test_a_habit_told_is_still_one(sentence: str, habit: str) -> None:
    assert habit_in(sentence) == habit

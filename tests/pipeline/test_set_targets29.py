"""A new figure to aim for told as a plan ("let's go for 2600 a day") is kept as a change."""

from __future__ import annotations

import pytest

from imprint.pipeline.pointed_values import value_now
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("ok new phase, lets go for 3000 a day", "3000 a day"),
        ("bump me up to like 14k steps a day", "14k steps"),
        ("my new target is 900 words a day on the draft", "900 words"),
        ("put me on 2 runs a week for now", "2 runs a week"),
        ("aiming for 150g protein daily", "150g protein"),
        ("ugh fine. put it up to 35% then", "35%"),
    ],
)
def test_a_new_figure_to_aim_for_is_kept(sentence: str, kept: str) -> None:
    content = value_now(sentence)
    assert content is not None and kept in content, content


@pytest.mark.parametrize(
    "sentence",
    [
        "let's go for 2",
        "lets do 3 of them",
        "bump me to 2600 a day?",
        "set it to 3pm",
        "let's try 2 more",
    ],
)
def test_a_pick_a_question_or_a_time_is_no_target(sentence: str) -> None:
    assert value_now(sentence) is None


async def test_a_target_raised_weeks_later_retires_the_old_one(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "maintenance phase, 2200 calories a day", agent="What's your intake?")
        clock.advance(days=35)
        await say(imprint, "training for the marathon now so lets go for 2900 calories a day")
        active = await active_text(imprint)
        assert "2900" in active, active
        assert "2200" not in active, active


async def test_a_raise_said_with_me_is_not_read_as_a_setting(
    store_url: str, clock: FakeClock
) -> None:
    # "bump me to like 2600 a day" was written "The user's team's them is now like 2600."
    async with make(store_url, clock) as imprint:
        await say(imprint, "moving to a bulk, so bump me to like 2600 a day")
        active = await active_text(imprint)
        assert "them is now" not in active, active
        assert "2600 a day" in active, active


async def test_a_share_raised_in_the_session_retires_the_answer(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "15% of each paycheck", agent="How much do you save each month?")
        await say(imprint, "hm ok. bump it to 20% then", agent="Most advisers suggest 20%.")
        active = await active_text(imprint)
        assert "20%" in active, active
        assert "15% of each paycheck" not in active, active


async def test_a_rate_put_up_in_the_same_reply_retires_the_old_one(
    store_url: str, clock: FakeClock
) -> None:
    # read by another rule as a fact of its own, the raise still says the figure changed
    async with make(store_url, clock) as imprint:
        await say(imprint, "im a dog groomer. my hourly rate is $40", agent="Tell me about you.")
        await say(imprint, "hmm actually I'm raising it to $48 from next month")
        active = await active_text(imprint)
        assert "$48" in active, active
        assert "$40" not in active, active


@pytest.mark.parametrize(
    "sentence",
    ["let's do $38 then", "i'm putting it up to $95 from june", "taking it to 25% now"],
)
def test_a_figure_set_with_a_currency_or_a_share_is_kept(sentence: str) -> None:
    assert value_now(sentence) is not None, sentence


@pytest.mark.parametrize("sentence", ["putting it on 3 trays", "moving it to the 3rd"])
def test_a_thing_put_somewhere_is_no_new_figure(sentence: str) -> None:
    assert value_now(sentence) is None, sentence

"""Changes told in passing retire the old value: one left for what it did to the user, a
booking that fell through, a new submission date, a rate said of "it", a new shift told
before a question."""

from __future__ import annotations

import pytest

from imprint.pipeline.pointed_values import pointed_change
from imprint.pipeline.segment import informal_english
from imprint.pipeline.supersede import holds_value
from imprint.pipeline.updates import change_in
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("switched to fexofenadine bc the cetirizine was making me a zombie at work", "cetirizine"),
        ("im on sertraline now, the citalopram kept giving me headaches", "citalopram"),
        ("changed to oat milk because the soya was making me bloated", "soya"),
        ("granvia instead, hanaya fell through", "hanaya"),
        ("the airbnb in porto fell through, some double booking mess", "airbnb"),
    ],
)
def test_a_value_left_for_what_it_did_is_the_old_one(sentence: str, old: str) -> None:
    assert old in change_in(sentence, "en").replaces


@pytest.mark.parametrize(
    "sentence",
    [
        "the kids were making me tired so we moved the bedtime",  # people are not left
        "my plans fell through so we're staying in",  # a plan names no value
        "the deal fell through",
        "cetirizine was making me drowsy",  # no new value beside it: a complaint
        "i take cetirizine every morning but still sneezing",
    ],
)
def test_a_complaint_or_a_person_retires_nothing(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


@pytest.mark.parametrize(
    ("content", "value"),
    [
        (
            "The user switched to fexofenadine bc the cetirizine was making them a zombie.",
            "cetirizine",
        ),
        ("Hanaya fell through, the user got a room at the granvia.", "hanaya"),
    ],
)
def test_a_value_left_is_not_held(content: str, value: str) -> None:
    assert not holds_value(content, value)


def test_a_value_still_taken_is_held() -> None:
    assert holds_value("The user takes cetirizine every morning.", "cetirizine")


@pytest.mark.parametrize(
    "sentence",
    ["oh and its 0.12 a word now", "it's 45 an hour now", "its 30 a session now", "its 40 now"],
)
def test_a_rate_said_of_it_is_a_pointed_change(sentence: str) -> None:
    assert pointed_change(sentence)


def test_now_that_before_a_question_tells_the_state() -> None:
    said = informal_english("weird q but now that im on earlies, 6 til 2, when should i go?")
    assert "I'm on earlies, 6 til 2 now." in said
    assert informal_english("now that im here, ok") == "now that I'm here, ok"


async def test_a_medicine_left_for_its_side_effect_is_retired(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "pollen is awful, i take cetirizine every morning but still sneezing")
        await say_later(
            imprint,
            clock,
            "swapped to fexofenadine cos the cetirizine was making me so drowsy. ok before a ride?",
        )
        active = await active_text(imprint)
        assert "fexofenadine" in active, active
        assert "takes cetirizine" not in active, active


async def test_a_stay_that_fell_through_is_retired(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "we're staying at ryokan hanaya in kyoto for 3 nights")
        await say_later(
            imprint,
            clock,
            "hanaya fell through, double booking \U0001f644 we got a room at the granvia instead.",
        )
        active = await active_text(imprint)
        assert "granvia" in active, active
        assert "staying at ryokan hanaya" not in active, active


async def test_a_new_submission_date_replaces_the_due_date(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "help me plan, my dissertation is due 30 september")
        await say_later(
            imprint,
            clock,
            "good news, they approved my extension!! new submission date is 31 january.",
        )
        active = await active_text(imprint)
        assert "31 january" in active, active
        assert "30 september" not in active, active


async def test_a_rate_said_of_it_replaces_the_rate(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i charge 0.10 eur per word for german to english, minimum fee 40 eur")
        await say_later(
            imprint,
            clock,
            "same reply as last time pls. oh and its 0.12 a word now, put my prices up",
        )
        active = await active_text(imprint)
        assert "0.12" in active, active
        assert "0.10" not in active, active


async def test_a_new_shift_told_before_a_question_replaces_the_old(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i work nights (10pm-6am) and my sleep is wrecked")
        await say_later(imprint, clock, "now that im on earlies, 6 til 2, when should i lift?")
        active = await active_text(imprint)
        assert "earlies" in active, active
        assert "works nights" not in active, active

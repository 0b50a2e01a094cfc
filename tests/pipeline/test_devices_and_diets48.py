"""Phones named by line and number, cars bought, diets a doctor set, services paid for.

"my pixel 7 battery is dying" names the user's phone and "onto my iphone 15" the next one;
"finally bought a used kia niro" replaces "a 2009 corolla"; "my cardiologist told me to do
the mediterranean thing" replaces keto; "i already pay for google one 2tb" is kept (round 48).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.own_gear import own_gear
from imprint.pipeline.passing_changes import passing_change
from imprint.pipeline.switches import switch_in
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("my pixel 8 pro gets really hot when charging", "The user has a pixel 8 pro."),
        ("how do i move my photos onto my iphone 14? just got it", "The user has an iphone 14."),
        ("my ps5 controller drifts", "The user has a ps5."),
        ("my galaxy s23 screen cracked", "The user has a galaxy s23."),
    ],
)
def test_a_device_named_by_its_line_and_a_number_is_the_users(sentence: str, fact: str) -> None:
    assert own_gear(sentence) == fact


@pytest.mark.parametrize(
    "sentence",
    ["my pixel 7 days of battery life claim is a lie", "i sold my pixel 6 last week"],
)
def test_a_number_of_something_else_or_a_phone_sold_is_no_device(sentence: str) -> None:
    assert own_gear(sentence) is None


async def test_a_new_phone_named_later_replaces_the_old(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my pixel 6 keeps restarting, any idea why?")
        await say_later(
            imprint, clock, "how do i get my contacts onto my iphone 15, just set it up"
        )
        active = await active_text(imprint)
    assert "iphone 15" in active and "pixel" not in active


async def test_a_car_bought_replaces_the_old_one(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my 2011 astra needs new brake pads, is \u00a3300 fair?")
        await say_later(
            imprint, clock, "picked up a second hand mg4 last week! how do home chargers work"
        )
        active = await active_text(imprint)
    assert "mg4" in active and "has a 2011 astra" not in active


@pytest.mark.parametrize(
    ("sentence", "diet"),
    [
        ("my gp basically told me to do the low fodmap thing for a few weeks", "low fodmap"),
        ("my dietitian wants me to follow the dash diet", "dash"),
    ],
)
def test_a_diet_a_doctor_set_is_the_users_diet(sentence: str, diet: str) -> None:
    switch = switch_in(sentence)
    assert switch is not None
    assert switch.new == diet and switch.subject == "diet"


async def test_a_doctors_diet_replaces_the_old_one(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i'm doing carnivore at the moment, ideas for breakfast?")
        await say_later(
            imprint,
            clock,
            "so my doctor told me to do the mediterranean thing after my bloods. shopping list?",
        )
        active = await active_text(imprint)
    assert "mediterranean" in active and "carnivore" not in active


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("i already pay for icloud 200gb so if that helps use it", "icloud 200gb"),
        ("we pay for youtube premium family, can i add my mum", "youtube premium family"),
    ],
)
def test_a_service_the_user_pays_for_is_kept(sentence: str, kept: str) -> None:
    statements = understand(sentence, "Hi").statements
    assert any(s.content.endswith(f"{kept}.") for s in statements), statements


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("best way to charge my ioniq on a granny cable?", "The user has an ioniq."),
        ("my new octavia has lane assist, can i turn it off", "The user has a new octavia."),
    ],
)
def test_a_car_named_by_its_model_alone_is_the_users(sentence: str, fact: str) -> None:
    assert own_gear(sentence) == fact


@pytest.mark.parametrize(
    "sentence",
    [
        "my car is making a noise",
        "thinking of selling my qashqai",
        "my mum's yaris is old",
        "my tesla shares are down 20%, sell?",
    ],
)
def test_a_car_only_wished_away_or_someone_elses_is_not_named(sentence: str) -> None:
    assert own_gear(sentence) is None


async def test_a_car_named_later_replaces_the_old_one(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my 2010 fiesta failed its mot on the brakes, worth fixing?")
        await say_later(imprint, clock, "how long does my mokka take to charge on a 7kw wallbox")
        active = await active_text(imprint)
    assert "mokka" in active and "has a 2010 fiesta" not in active


@pytest.mark.parametrize(
    ("sentence", "subject", "new"),
    [
        ("first training at harrow rfc tonight, any warm up ideas", "team", "harrow rfc"),
        ("ella's first parents evening at brook primary is next week", "school", "brook primary"),
        ("my first session at summit climbing is tomorrow", "gym", "summit climbing"),
    ],
)
def test_a_first_time_at_a_club_or_school_is_a_new_one(
    sentence: str, subject: str, new: str
) -> None:
    switch = passing_change(sentence)
    assert switch is not None
    assert (switch.subject, switch.new) == (subject, new)


async def test_the_same_car_named_shorter_replaces_nothing(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my 2019 skoda octavia needs new tyres, which brand?")
        await say_later(imprint, clock, "the tyre pressure light on my skoda keeps coming on")
        active = await active_text(imprint)
    assert "2019 skoda" in active

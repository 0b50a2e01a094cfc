"""What the user's clinician told them, and a restriction lifted later."""

from __future__ import annotations

import pytest

from imprint.pipeline.care_orders import care_order, lifted_order
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        (
            "the surgeon said no lifting anything heavy for 6 weeks",
            "The user's surgeon says no lifting anything heavy for 6 weeks.",
        ),
        (
            "sprained it again, physio says no netball till march",
            "The user's physio says no netball till march.",
        ),
        (
            "my gp says i need to cut down on caffeine, any tips?",
            "The user's gp says they need to cut down on caffeine.",
        ),
        ("midwife told me to avoid soft cheese", "The user's midwife says to avoid soft cheese."),
    ],
)
def test_an_order_of_the_users_clinician_is_kept(sentence: str, told: str) -> None:
    assert care_order(sentence) == told


@pytest.mark.parametrize(
    "sentence",
    [
        "doctors say no screens before bed",  # no clinician of the user's
        "my mums doctor says no salt",  # someone else's
        "the physio was lovely",
        "is it true that dentists say no fizzy drinks?",
    ],
)
def test_no_order_of_the_users(sentence: str) -> None:
    assert care_order(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "before", "told"),
    [
        ("doc signed me off, i can drive again", "", "The user can drive again."),
        (
            "can start swimming again, twice a week",
            "physio cleared me!!",
            ("The user can start swimming again, twice a week."),
        ),
        ("im finally allowed to lift again", "the surgeon cleared me", "The user can lift again."),
    ],
)
def test_a_lifted_order_is_what_the_user_can_do_again(
    sentence: str, before: str, told: str
) -> None:
    assert lifted_order(sentence, before) == told


@pytest.mark.parametrize(
    ("sentence", "before"),
    [
        ("i can run again", ""),  # no clinician cleared it
        ("the doctor cleared me to fly, can i fly again next week?", ""),  # asked
        ("can start running again", "my friend cleared the table"),
    ],
)
def test_no_order_lifted(sentence: str, before: str) -> None:
    assert lifted_order(sentence, before) is None


async def test_a_lifted_order_retires_the_order(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "rolled my ankle at netball. physio says no running or jumping for 4 weeks, "
            "just the bike. can you plan my training?",
        )
        await say_later(
            imprint, clock, "physio cleared me today!! can start running again, easy 5ks"
        )
        active = await active_text(imprint)
        assert "can start running again" in active, active
        assert "no running" not in active, active

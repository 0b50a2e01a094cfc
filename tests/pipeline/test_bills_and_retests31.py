"""A bill said with when it falls due ("BESCOM electricity bill comes around the 5th"), and
the new result of a test taken again ("did another ramp test and got 247"), which replaces
the older result."""

from __future__ import annotations

import pytest

from imprint.pipeline.bills import bill_due
from imprint.pipeline.retests import retest
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "BESCOM electricity bill comes around the 5th, around 2800.",
            "The user's BESCOM electricity bill comes around the 5th, around 2800.",
        ),
        ("rent goes out on the 1st", "The user's rent goes out on the 1st."),
        (
            "and the car insurance is due the 12th of every month",
            "The user's car insurance is due the 12th of every month.",
        ),
        (
            "netflix subscription renews on the 20th",
            "The user's netflix subscription renews on the 20th.",
        ),
    ],
)
def test_a_bill_and_its_day_is_the_users(sentence: str, fact: str) -> None:
    assert bill_due(sentence) == fact


@pytest.mark.parametrize(
    "sentence",
    [
        "my brother's loan payment is due on the 3rd",  # someone else's
        "when is the gas bill due?",
        "the gas bill is insane",  # no day
        "the bill came to 40 quid",
    ],
)
def test_no_bill_of_the_users(sentence: str) -> None:
    assert bill_due(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "did another ramp test yesterday and got 247!!!",
            "The user got 247 on another ramp test.",
        ),
        ("redid the mock and scored 71%", "The user got 71% on another mock."),
        ("had my next hba1c check, came out at 48", "The user got 48 on another hba1c check."),
    ],
)
def test_a_test_taken_again_gives_its_result(sentence: str, fact: str) -> None:
    assert retest(sentence) == fact


@pytest.mark.parametrize(
    "sentence",
    ["did a test and got 5", "did another ramp test?", "i did another ramp test, brutal"],
)
def test_no_new_result(sentence: str) -> None:
    assert retest(sentence) is None


async def test_a_new_result_replaces_the_old(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my ftp is 230 from the ramp test on zwift, can u give me my zones")
        await say_later(imprint, clock, "did another ramp test yesterday and got 247!!! whats next")
        active = await active_text(imprint)
        assert "247" in active, active
        assert "230" not in active, active


async def test_a_bill_stays_when_someone_elses_loan_is_forgotten(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "need to sort monthly payments. BESCOM electricity bill comes around the 5th, around "
            "2800. also my brother arjun's car loan EMI of 14000 is going from my account",
        )
        await say_later(imprint, clock, "please delete whatever i told you about his loan")
        active = await active_text(imprint)
        assert "BESCOM" in active, active
        assert "14000" not in active, active

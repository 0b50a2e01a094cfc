"""The household's providers, car, heating and commute are subjects a later value replaces.

Also: a question asked without its mark is cut from what the gate scores, and a forget
request's "dont" names nothing.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.fact_gate import learned_facts
from imprint.pipeline.forget import forget_request
from imprint.pipeline.segment import segment
from imprint.pipeline.subjects import subject_of
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("The user is with octopus energy now.", "energy_supplier"),
        ("The user switched to octopus.", "energy_supplier"),
        ("The user's electricity is with EDF.", "energy_supplier"),
        ("The user is on virgin media for the internet.", "broadband"),
        ("The user moved to giffgaff.", "mobile_network"),
        ("The user moved their pension to pensionbee.", "pension"),
        ("The user goes to puregym.", "gym"),
        ("The user has a gas boiler.", "heating"),
        ("The user had a heat pump fitted.", "heating"),
        ("The user drives a 2012 focus.", "car"),
        ("The user sold their 2016 golf tdi.", "car"),
        ("The user picked up the new MG4.", "car"),
        ("The user cycles to work every day.", "commute"),
        ("The user is on the bus now.", "commute"),
        ("Its the train to leeds now.", "commute"),
    ],
)
def test_the_household_subject_is_named(content: str, subject: str) -> None:
    assert subject_of(content) == subject


@pytest.mark.parametrize(
    "content",
    [
        "The user cooked octopus for dinner.",
        "The user is focused on the focus group.",
        "The user plays golf on sundays.",
        "The user has a golf lesson on friday.",
        "The user goes back to work in May.",
        "The user wants to work on their cv.",
    ],
)
def test_a_word_of_another_kind_names_no_household_subject(content: str) -> None:
    assert subject_of(content) not in {"energy_supplier", "car", "commute", "heating"}


@pytest.mark.parametrize(
    ("before", "after", "old", "new"),
    [
        (
            "i cycle to work every day, 8 miles each way. best waterproofs?",
            "the bike got nicked so im on the bus now, any tips for reading without feeling sick",
            "cycles to work",
            "bus",
        ),
        (
            "I drive a 2012 focus, the clutch is slipping. worth fixing?",
            "finally picked up the new MG4 on friday, how do I find public chargers",
            "focus",
            "MG4",
        ),
        (
            "im with british gas on a fixed deal till march",
            "left british gas for octopus energy in the end, can you explain the agile tariff",
            "fixed deal",
            "octopus",
        ),
    ],
)
async def test_a_new_value_of_a_household_subject_retires_the_old(
    store_url: str, clock: FakeClock, before: str, after: str, old: str, new: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, before)
        assert old in await active_text(imprint)
        await say_later(imprint, clock, after)
        active = await active_text(imprint)
        assert new in active, active
        assert old not in active, active


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        (
            "since the heat pump went in the bills have halved, is that normal",
            "heat pump went in",
        ),
        ("i run a bakery in frome, any tips for pricing", "bakery in frome"),
    ],
)
def test_a_question_asked_without_its_mark_leaves_what_is_told(sentence: str, kept: str) -> None:
    assert any(kept in s.content for s in learned_facts(sentence))


def test_a_clause_opened_by_which_is_no_question() -> None:
    assert any(
        "which is nice" in s.content for s in learned_facts("i moved to leeds, which is nice")
    )


def test_a_move_to_a_town_named_like_a_car_is_still_a_move() -> None:
    assert subject_of("The user moved to Tacoma last month.") != "car"


@pytest.mark.parametrize(
    "reply",
    [
        "ignore what i told you about the surgery, dont store it",
        "forget about the surgery and dont save it",
        "forget the surgery pls, i dont want it kept anywhere",
    ],
)
def test_a_contraction_typed_without_its_apostrophe_names_nothing(reply: str) -> None:
    request, _ = forget_request(segment(reply).sentences, "en")
    assert request is not None
    assert request.terms == (("surgery",),)

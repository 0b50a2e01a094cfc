"""People, pets and groups named without "my daughter" or "my dog": a school year, a
condition, a pronoun taken up after the name, a group named before its kind in brackets."""

from __future__ import annotations

import pytest

from imprint.pipeline.named_ages import named_school_year
from imprint.pipeline.named_beings import named_being
from imprint.pipeline.named_conditions import named_condition
from imprint.pipeline.referents import resolve_referent
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        ("aarav is in class 6 at greenwood high", "Aarav is in class 6 at greenwood high."),
        ("Mia's in year 2 at Oakfield", "Mia is in year 2 at Oakfield."),
        ("theo just started 3rd grade", "Theo is in 3rd grade."),
        ("priya goes into year 7 in september", "Priya is in year 7 in september."),
    ],
)
def test_a_name_with_a_school_year_is_a_pupil(sentence: str, told: str) -> None:
    assert named_school_year(sentence) == told


@pytest.mark.parametrize(
    "sentence",
    [
        "she is in grade 3",  # a pronoun names no one
        "this is in class 6",
        "the meeting is in room 4",
        "is aarav in class 6?",
        "monday is in week 2",
    ],
)
def test_no_pupil_named(sentence: str) -> None:
    assert named_school_year(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        ("oh and pepper is allergic to chicken", "Pepper is allergic to chicken."),
        ("leo is coeliac", "Leo is coeliac."),
        ("Mia has type 1 diabetes", "Mia has type 1 diabetes."),
        ("biscuit's got a nut allergy", "Biscuit's got a nut allergy."),
        (
            "mochi is diabetic, insulin twice a day 12 hrs apart",
            "Mochi is diabetic, insulin twice a day 12 hrs apart.",
        ),
    ],
)
def test_a_name_with_a_condition_is_kept_whole(sentence: str, told: str) -> None:
    assert named_condition(sentence) == told


@pytest.mark.parametrize(
    "sentence",
    [
        "everyone is allergic to something",
        "she is allergic to eggs",
        "max might be allergic to eggs",
        "is leo coeliac?",
        "nobody here is diabetic",
    ],
)
def test_no_one_named_with_a_condition(sentence: str) -> None:
    assert named_condition(sentence) is None


@pytest.mark.parametrize(
    ("before", "sentence", "resolved"),
    [
        (
            ("write a note to the office, isla's got a dentist appt so she'll be out.",),
            "she's in year 4 at st aidan's primary",
            "isla is in year 4 at st aidan's primary",
        ),
        (
            ("ringing the vet about pepper's ear again, shes a beagle.", "what do i ask?"),
            "oh and she's allergic to chicken",
            "oh and pepper is allergic to chicken",
        ),
    ],
)
def test_a_pronoun_after_a_name_means_them(
    before: tuple[str, ...], sentence: str, resolved: str
) -> None:
    assert resolve_referent(sentence, before) == resolved


@pytest.mark.parametrize(
    ("before", "sentence"),
    [
        # "he" does not take up a name "she" stood for
        (("isla's got a dentist appt so she'll be out.",), "he's in year 4 at st aidan's"),
        # no pronoun after the name: who "she" is stays open
        (("isla's got a dentist appt thurs.",), "she's in year 4 at st aidan's"),
        # "it" is no name
        (("it's got a dent so she'll be cross.",), "she's in year 4 at st aidan's"),
    ],
)
def test_a_pronoun_without_its_name_stays(before: tuple[str, ...], sentence: str) -> None:
    assert resolve_referent(sentence, before) == sentence


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        (
            "its my turn to host spine breakers (my book club lol) we meet monthly",
            "The user's book club is called spine breakers.",
        ),
        ("we rehearse with Tin Roof (our band) on fridays", "The user's band is called Tin Roof."),
    ],
)
def test_a_group_named_before_its_kind_is_theirs(sentence: str, told: str) -> None:
    assert named_being(sentence) == told


async def test_a_child_named_in_a_note_is_kept(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "can u write a quick note to the school office, isla's got a dentist appt thurs "
            "11am so she'll be out for the morning. she's in year 4 at st aidan's primary",
        )
        active = await active_text(imprint)
        assert "Isla is in year 4 at st aidan's primary" in active, active


async def test_a_pets_allergy_is_kept_with_its_name(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "need to ring the vet tmrw about pepper's ear again, shes a beagle, 6. what should i "
            "ask them? oh and she's allergic to chicken if that matters",
        )
        active = await active_text(imprint)
        assert "Pepper is allergic to chicken" in active, active

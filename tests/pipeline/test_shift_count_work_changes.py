"""Values that change without a subject word: the shift worked, a count of the same thing,
going back to work. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.pipeline.value_classes import outdates, search_words


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("The user switched to nights on the stroke unit.", "The user is a ward clerk on days."),
        ("The user is on earlies now.", "The user works lates at the depot."),
        ("The user has moved to day shifts.", "The user is a paramedic on night shifts."),
    ],
)
def test_a_new_shift_outdates_the_old(new: str, old: str) -> None:
    assert outdates(content=new, subject=None, old_content=old)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("The user works nights now.", "The user works in the ICU."),
        ("The user likes quiet days.", "The user works nights."),
    ],
)
def test_no_shift_change_without_two_shifts_and_a_change(new: str, old: str) -> None:
    assert not outdates(content=new, subject=None, old_content=old)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("Only one class a week now.", "The user teaches three classes a week."),
        ("The user has 3 hens now.", "The user keeps 5 hens in the garden."),
        ("Down to two meals a day now.", "The user's son eats four meals a day."),
    ],
)
def test_a_new_count_of_the_same_thing_outdates_the_old(new: str, old: str) -> None:
    assert outdates(content=new, subject=None, old_content=old)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("The user has 2 cats now.", "The user has 3 kids."),
        ("The user runs 4 days a week now.", "The user lifts 3 days a week."),
        ("The user has one kid now.", "The user's sister has two kids."),
        ("The user's brother has two kids now.", "The user has three kids."),
        ("The user's husband moved to nights at the warehouse.", "The user works days."),
        ("The user now sleeps fine at nights.", "The user works days at the hospital."),
        ("The user is back to work on the thesis.", "The user is between jobs."),
        ("The user has 2 dogs.", "The user has 3 dogs."),
    ],
)
def test_what_is_no_new_count(new: str, old: str) -> None:
    assert not outdates(content=new, subject=None, old_content=old)


@pytest.mark.parametrize(
    "old",
    [
        "The user is a stay-at-home mum of two.",
        "The user is on maternity leave until spring.",
        "The user is between jobs.",
    ],
)
def test_going_back_to_work_outdates_not_working(old: str) -> None:
    new = "The user went back to work in September, three days a week at a bakery."
    assert outdates(content=new, subject=None, old_content=old)


def test_the_words_that_find_the_old_value() -> None:
    words = search_words("The user is on nights now, and down to one nap.")
    assert {"nights", "days", "nap", "naps"} <= set(words)


@pytest.mark.parametrize(
    ("reply", "diet"),
    [
        ("eating meat again, pretty much flexitarian now", "flexitarian"),
        ("started eating fish again, so pescatarian I guess", "pescatarian"),
    ],
)
def test_a_food_taken_back_up_with_the_diet_it_makes(reply: str, diet: str) -> None:
    facts = [s.content.lower() for s in understand(reply, "").statements]
    assert any(diet in f for f in facts), facts


def test_a_diet_word_of_someone_else_is_not_the_new_diet() -> None:
    facts = [
        s.content.lower()
        for s in understand("eating chicken again, vegan mates are gutted", "").statements
    ]
    assert not any("vegan now" in f for f in facts), facts

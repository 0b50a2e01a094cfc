"""Changes told by finishing, by shifts and hours, by distances, by a place moving (round 45).

"finished Dune!" ends "is reading Dune", "we finished chemo in May" ends the chemo; finishing
what earns something ("finished my A330 type rating") is a milestone and stays. "back on
days from Monday" replaces "on the night shift", "back to full time" replaces "works 4
days a week", "up to 35km a week now" replaces "runs about 20km a week", "the office
relocated to Salford" replaces "our main office is in Manchester". A clause that only says
the old value went ("finally got rid of the golf") is not kept beside the new one.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.amount_kinds import amounts
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in
from imprint.testing import FakeClock
from tests.conversation import active_after_change, assert_replaced


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("finished Dune!", "dune"),
        ("I finished Dune last night", "dune"),
        ("just finished reading The Overstory", "overstory"),
        ("we finished chemo in May", "chemo"),
        ("finally finished the Witcher 3, what a game", "witcher 3"),
    ],
)
def test_a_thing_finished_is_retired(sentence: str, old: str) -> None:
    assert old in change_in(sentence, "en").replaces


@pytest.mark.parametrize(
    "sentence",
    [
        "finished work at 5 today",
        "I finished it",
        "finished my A330 type rating last week!!",
        "just finished my masters",
        "finished the course on Friday",
    ],
)
def test_what_finishing_ends_nothing_held_retires_nothing(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("The user is on the night shift this month.", "shift"),
        ("The user is back on days from Monday.", "shift"),
        ("The user works nights.", "shift"),
        ("The user works 4 days a week.", "work_hours"),
        ("The user is back to full time, 5 days.", "work_hours"),
        ("The user went part time after the baby.", "work_hours"),
        # who the user is comes first: a change of shift must not retire the job
        ("The user is a nurse on nights.", "role"),
    ],
)
def test_shifts_and_hours_are_subjects(content: str, subject: str) -> None:
    assert subject_of(content) == subject


def test_a_distance_per_week_is_an_amount_of_its_own_kind() -> None:
    assert amounts("The user runs about 20km a week.") == (("per:week:km", "20"),)
    assert amounts("The user is up to 35 kms a week now.") == (("per:week:km", "35"),)
    assert amounts("The user sleeps 6 hours a night.") == (("per:night:hour", "6"),)


def test_a_clause_that_only_says_the_old_value_went_is_not_kept_beside_the_new() -> None:
    said = understand("finally got rid of the golf, I've got a Tesla Model 3 now").statements
    assert [s.content for s in said] == ["The user has got a Tesla Model 3 now."]


def test_the_old_value_going_is_kept_when_nothing_new_is_told() -> None:
    said = understand("finally got rid of the golf").statements
    assert any("golf" in s.content for s in said)


_CHANGES = [
    ("I'm reading Dune at the moment", "finished Dune! started Project Hail Mary now", "Dune", ""),
    (
        "I'm halfway through chemo",
        "I finished chemo last week, ringing the bell was emotional",
        "halfway",
        "",
    ),
    ("I'm on the night shift this month", "back on days from Monday", "night shift", "days"),
    ("I work 4 days a week", "I'm back to full time, 5 days", "4 days", "full time"),
    ("I run about 20km a week", "I'm up to 35km a week now", "20km", "35km"),
    (
        "our main office is in Manchester",
        "the office relocated to Salford last week",
        "Manchester",
        "Salford",
    ),
    (
        "I drive a 2012 Golf",
        "finally got rid of the golf, I've got a Tesla Model 3 now",
        "olf",
        "Tesla",
    ),
]


@pytest.mark.parametrize(("before", "after", "old", "new"), _CHANGES)
async def test_the_old_value_goes_and_the_new_one_stays(
    store_url: str, clock: FakeClock, before: str, after: str, old: str, new: str
) -> None:
    await assert_replaced(store_url, clock, before, after, old, new)


async def test_a_milestone_finished_is_kept(store_url: str, clock: FakeClock) -> None:
    active = await active_after_change(
        store_url,
        clock,
        "flying the 737-800 out of Dublin",
        "finished my A330 type rating last week!! first long haul rotation to JFK on monday.",
    )
    assert "A330" in active


@pytest.mark.parametrize(
    ("before", "after", "old", "new"),
    [
        ("my rent is \u00a3900", "they put my rent up to \u00a31,050", "900", "1,050"),
        ("my rent is \u00a3900", "rent went up to \u00a31050 this month, ugh", "900", "1050"),
        ("our council tax is 150 a month", "ugh, council tax went up to 180 a month", "150", "180"),
    ],
)
async def test_a_sum_of_the_household_said_bare_or_put_up_replaces_the_old(
    store_url: str, clock: FakeClock, before: str, after: str, old: str, new: str
) -> None:
    await assert_replaced(store_url, clock, before, after, old, new)


@pytest.mark.parametrize(
    "sentence", ["I put the kids to bed at 8", "the price went up to \u00a310"]
)
def test_a_thing_put_somewhere_or_a_price_elsewhere_is_no_sum_of_the_users(sentence: str) -> None:
    assert all("user's" not in s.content for s in understand(sentence).statements)


@pytest.mark.parametrize(
    ("sentence", "retired"),
    [
        ("maybe I'll switch to Linear at some point, not sure", ()),
        ("I like it, not really sure why", ()),
        ("we're on Postgres, not MySQL", ("mysql",)),
    ],
)
def test_not_sure_after_a_comma_sets_no_value_aside(
    sentence: str, retired: tuple[str, ...]
) -> None:
    assert change_in(sentence, "en").replaces == retired


def test_a_hedged_switch_keeps_nothing() -> None:
    said = understand("maybe I'll switch to Linear at some point, not sure").statements
    assert all("Linear" not in s.content for s in said)

"""A count of people as an amount, and news told with its "I" left out (round 42).

"we hired two more, so 7 of us now" after "our team is 5 engineers": a count of people is
an amount of its kind, so the new one replaces the old. "got the Camden flat, moving in
next week" is the user's news though it says no "I"; "got the link, will check later" is
a moment, not news. "cut down to 1 coffee a day" after "4 coffees a day": a count of one
thing per period is an amount of its kind too, and "cut down to" says it moved.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.amount_kinds import amount_changed, amounts
from imprint.pipeline.fact_gate import learned_facts
from imprint.pipeline.head_counts import head_count
from imprint.testing import FakeClock
from tests.conversation import active_after_change


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("The user's team is 5 engineers.", (("heads", "5"),)),
        ("The user's team is a team of 5.", (("heads", "5"),)),
        ("so 7 of us now", (("heads", "7"),)),
        ("The user has 3 kids.", ()),
    ],
)
def test_a_count_of_people_is_an_amount(text: str, found: tuple[tuple[str, str], ...]) -> None:
    assert amounts(text) == found


def test_a_new_count_of_people_replaces_the_old() -> None:
    new = "The user's team hired two more, so 7 of them now."
    assert amount_changed(new, "The user's team is 5 engineers.")
    assert not amount_changed(new, "The user's team is 7 engineers.")


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("there are 7 of us now", "The user's team is now 7 people."),
        ("the baby came, so 4 of us now", "The user's household is now 4 people."),
        ("seven of us went to the pub", None),
        ("are there 7 of us now?", None),
    ],
)
def test_the_users_own_group_counted_anew(sentence: str, fact: str | None) -> None:
    assert head_count(sentence) == fact


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("got the Camden flat, moving in next week",
         ["The user got the Camden flat, moving in next week."]),
        ("got the job at Monzo!", ["The user got the job at Monzo."]),
        ("got the link, will check later", []),
    ],
)  # fmt: skip
def test_news_with_its_i_left_out_is_the_users(sentence: str, kept: list[str]) -> None:
    assert [s.content for s in learned_facts(sentence)] == kept


async def test_the_team_count_is_replaced(store_url: str, clock: FakeClock) -> None:
    active = await active_after_change(
        store_url, clock, "our team is 5 engineers", "there are 7 of us now"
    )
    assert "7 people" in active
    assert "5 engineers" not in active


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("The user drinks about 4 coffees a day.", (("per:day:coffee", "4"),)),
        ("The user cut down to 1 coffee a day.", (("per:day:coffee", "1"),)),
        # a measure per period is a kind of its own since round 45
        ("The user runs 45 km a week.", (("per:week:km", "45"),)),
    ],
)
def test_a_count_of_one_thing_per_period_is_an_amount(
    text: str, found: tuple[tuple[str, str], ...]
) -> None:
    assert amounts(text) == found


def test_counts_of_different_things_per_period_are_no_change() -> None:
    assert not amount_changed("The user walks 2 dogs a day.", "The user drinks 4 coffees a day.")


@pytest.mark.parametrize(
    ("before", "after", "gone", "kept"),
    [
        ("I drink about 4 coffees a day", "cut down to 1 coffee a day", "4 coffees", "1 coffee"),
        ("I smoke about 10 cigarettes a day", "I've cut back to 2 cigarettes a day",
         "10 cigarettes", "2 cigarettes"),
    ],
)  # fmt: skip
async def test_a_new_count_per_period_replaces_the_old(
    store_url: str, clock: FakeClock, before: str, after: str, gone: str, kept: str
) -> None:
    active = await active_after_change(store_url, clock, before, after)
    assert gone not in active
    assert kept in active

"""A change told in passing names other values where an older fact named its own."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.named_values import named_values, names_other_values, names_several
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


def test_names_figures_and_weekdays_are_values_and_an_opening_word_is_not() -> None:
    assert named_values("The user climbs at the Castle in Stoke Newington 3x a week.") == {
        "castle",
        "stoke",
        "newington",
        "3",
    }
    assert named_values('Asked "Which days?", the user said: "closed Sundays, open weds"') == {
        "sun",
        "wed",
    }
    assert named_values("Now the user must write a bio.") == set()
    assert "fernhill" in named_values("Fernhill Dental, a new client.", openers=True)


async def test_a_new_place_for_the_same_pastime_retires_the_old_one(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I climb at the Castle in Stoke Newington most weekends")
        await say(imprint, "moved flats so I switched to Mile End Climbing Wall now, way closer")
        active = await active_text(imprint)
        assert "Mile End" in active, active
        assert "Castle" not in active, active


async def test_a_new_club_said_with_now_retires_the_old_club(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I sing with the Harmony Choir in Leith, tenor section")
        await say(imprint, "I now sing with Westside Chorale, much friendlier crowd")
        active = await active_text(imprint)
        assert "Westside" in active, active
        assert "Harmony" not in active, active


async def test_a_value_said_beside_the_old_one_keeps_both(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I sing with the Harmony Choir in Leith, tenor section")
        await say(imprint, "I now sing with Westside Chorale too, on thursdays")
        active = await active_text(imprint)
        assert "Harmony" in active, active


async def test_now_that_opens_the_next_task_changes_nothing(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I work as an economist at Bundesbank in Frankfurt, on inflation")
        await say(imprint, "Now I need to write a bio for the IMF conference website")
        active = await active_text(imprint)
        assert "Bundesbank" in active, active


def test_the_same_value_again_is_no_new_one() -> None:
    assert not names_other_values(
        "The user now trains at Iron Temple on Fridays.",
        "The user trains at Iron Temple in Hackney.",
    )


def test_one_shared_word_in_another_language_joins_nothing() -> None:
    assert not names_other_values(
        "Maintenant c'est Cap Large qui prend la plupart de mes papiers.",
        "Je vis a La Rochelle et je prends des papiers pour Voiles.",
    )


def test_facts_sharing_no_frame_word_stay_apart() -> None:
    assert not names_other_values(
        "The user is learning Portuguese with Duolingo now.",
        "The user climbs at the Castle in Stoke Newington.",
    )


def test_a_fact_naming_two_things_stays_for_the_one_not_changed() -> None:
    assert names_several("The user's team deploys on ECS with Terraform.")
    assert not names_several("The user climbs at Mile End Climbing Wall in Stoke Newington.")
    assert not names_other_values(
        "The user's team now hosts the site on Netlify.",
        "The user's team hosts the site on Vercel and the API on Render.",
    )


@given(st.text(max_size=80), st.text(max_size=80))
def test_reading_values_never_fails(new: str, old: str) -> None:
    names_other_values(new, old)
    assert named_values(new, openers=True) >= named_values(new)

"""Homes told by who the user rents from, deliveries of the week, facts beside a correction.

"the new landlord in leith wants a guarantor" tells that the user lives in Leith now, and
"I rent a room in a 4 bed in gorgie" gives way to it; "the veg box comes fridays" and "main
thing: bins go out on thursdays" are fixed points of the week; "its pounds not euros!! we're
in scotland" puts the agent right without making the country a change of the user's city
(round 47).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.moved_to import moved_to
from imprint.pipeline.schedules import schedule_in
from imprint.pipeline.value_classes import outdates
from imprint.testing import FakeClock
from tests.conversation import make, say, say_later


@pytest.mark.parametrize(
    ("sentence", "town"),
    [
        ("so the new landlord in leith wants a guarantor, is that normal", "leith"),
        ("our new neighbours in Didsbury have a trampoline right by our fence", "Didsbury"),
        ("my new flatmates in bristol are lovely tbh", "bristol"),
    ],
)
def test_who_the_user_rents_from_or_lives_beside_tells_the_new_home(
    sentence: str, town: str
) -> None:
    switch = moved_to(sentence)
    assert switch is not None and switch.new == town and switch.subject == "city"


@pytest.mark.parametrize(
    "sentence",
    [
        "my sister's new landlord in leith wants a guarantor",
        "if the new landlord in leith wants a guarantor what do i do",
        "the new landlord wants a guarantor",
    ],
)
def test_someone_elses_or_a_townless_new_landlord_tells_no_home(sentence: str) -> None:
    assert moved_to(sentence) is None


@pytest.mark.parametrize(
    ("old", "retired"),
    [
        ("The user rents a room in a 4 bed in gorgie with three others.", True),
        ("The user shares a flat in marchmont with two nurses.", True),
        ("The user's sister rents a flat in gorgie.", False),
        ("The user rents a van in the summer for festivals.", False),
    ],
)
def test_a_rented_home_gives_way_to_a_new_place(old: str, retired: bool) -> None:
    new = "The user has a new place in leith."
    assert outdates(content=new, subject="city", old_content=old) is retired


async def test_a_new_landlady_elsewhere_retires_the_rented_room(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i rent a room in a 4 bed in gorgie, the heating never works. any tips")
        await say_later(
            imprint,
            clock,
            "ugh the new landlady in leith wants 8 weeks deposit, is that even legal??",
        )
        active = " | ".join(m.content for m in await imprint.memories(user_id="u"))
    assert "leith" in active
    assert "gorgie" not in active


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("the veg box comes fridays, usually before 10", "veg box comes fridays"),
        ("main thing: bins go out on thursdays at 7am", "bins go out on thursdays"),
        ("our milk arrives every other day", "milk arrives every other day"),
        ("stock delivery comes mondays and thursdays so i need someone in early", "delivery"),
    ],
)
def test_what_comes_or_goes_each_week_is_a_schedule(sentence: str, kept: str) -> None:
    said = schedule_in(sentence)
    assert said is not None and kept in said


@pytest.mark.parametrize(
    "sentence",
    [
        "the delivery comes at 6am today",
        "his delivery comes on tuesdays",
        "the drop is at 3pm tomorrow",
    ],
)
def test_a_delivery_once_or_someone_elses_is_no_schedule(sentence: str) -> None:
    assert schedule_in(sentence) is None


async def test_a_country_told_beside_a_correction_leaves_the_citys_fact(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "i run a tiny bakery in edinburgh (crumb & co, just me and a deck oven) and need a "
            "price list for the window. sourdough 4.50, focaccia 3.20",
        )
        await say(
            imprint,
            "its pounds not euros!! we're in scotland. use the pound sign on everything pls",
            agent="Here you go: Sourdough EUR 4.50, Focaccia EUR 3.20",
        )
        active = " | ".join(m.content for m in await imprint.memories(user_id="u"))
    assert "edinburgh" in active
    assert "pound" in active.lower()

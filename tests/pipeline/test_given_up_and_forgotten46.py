"""Things given up with what came after, new holders gone with, parts of a memory forgotten.

"gave up crossfit after my shoulder injury, doing pilates twice a week instead" retires the
CrossFit box and keeps the pilates; "my kindle died so I've gone back to paper books"
retires the Kindle; "we've gone with a new accountant, a guy called Tom Reyes" retires the
accountant before; "I'm renting a one-bed in Clapham" is a home a house bought in Croydon
replaces. "forget that I'm behind on rent" keeps the landlord and the rent; "forget the name
of my bakery" keeps the bakery in Bristol (round 46).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.forget_rest import forget_rest
from imprint.pipeline.role_holders import HOLDER_PREFIX, holder_changed
from imprint.pipeline.updates import change_in
from imprint.testing import FakeClock
from tests.conversation import assert_replaced, every_text, make, say, say_later


@pytest.mark.parametrize(
    ("before", "after", "old", "new"),
    [
        (
            "I go to a CrossFit box three times a week",
            "gave up crossfit after my shoulder injury, doing pilates twice a week instead. is "
            "that enough strength work",
            "CrossFit",
            "doing pilates twice a week",
        ),
        (
            "I use a Kindle for reading",
            "my kindle died so I've gone back to paper books and honestly I love it. any novels?",
            "Kindle",
            "gone back to paper books",
        ),
        (
            "our accountant is Sarah Kent at Kent & Co",
            "we've gone with a new accountant this year, a guy called Tom Reyes, Sarah retired. "
            "what docs should I send him",
            "Sarah Kent",
            "Tom Reyes",
        ),
        (
            "I'm renting a one-bed in Clapham",
            "we bought a house in Croydon!! moved in two weeks ago. how do I bleed radiators",
            "Clapham",
            "Croydon",
        ),
    ],
)
async def test_what_came_after_replaces_what_was_given_up(
    store_url: str, clock: FakeClock, before: str, after: str, old: str, new: str
) -> None:
    await assert_replaced(store_url, clock, before, after, old, new)


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("gave up crossfit after my shoulder injury", "crossfit"),
        ("I gave up sugar in january", "sugar"),
    ],
)
def test_a_bare_activity_given_up_is_retired(sentence: str, old: str) -> None:
    assert old in change_in(sentence, "en").replaces


@pytest.mark.parametrize(
    "sentence",
    ["gave up my seat on the bus", "I gave up trying", "we gave up and went home"],
)
def test_giving_up_once_or_in_general_retires_nothing(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


@pytest.mark.parametrize(
    ("content", "role"),
    [
        ("Use a new accountant this year, a guy called Tom Reyes.", "accountant"),
        ("The user has gone with a new dentist, Dr Shah.", "dentist"),
        ("The user hired a new cleaner.", "cleaner"),
    ],
)
def test_a_new_holder_gone_with_is_a_change_of_holder(content: str, role: str) -> None:
    assert holder_changed(HOLDER_PREFIX + role, content)


@pytest.mark.parametrize(
    ("content", "targets", "rest"),
    [
        (
            "The user's landlord is Mr Hughes and the rent is 1200, also the user is behind on "
            "it by two months.",
            (("behind", "rent"),),
            "The user's landlord is Mr Hughes and the rent is 1200.",
        ),
        (
            "The user runs a bakery called Crumb in Bristol.",
            (("name", "bakery"),),
            "The user runs a bakery in Bristol.",
        ),
    ],
)
def test_what_is_not_asked_to_be_forgotten_stays(
    content: str, targets: tuple[tuple[str, ...], ...], rest: str
) -> None:
    kept = forget_rest(content, targets)
    assert kept is not None and kept[0] == rest


async def test_forgetting_a_bakerys_name_keeps_the_bakery(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm Tom, I run a bakery called Crumb in Bristol")
        await say_later(imprint, clock, "please forget the name of my bakery")
        every = await every_text(imprint)
    assert "Crumb" not in every
    assert "bakery in Bristol" in every
    assert "Tom" in every

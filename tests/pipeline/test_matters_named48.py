"""Matters a forget request names by their kind, and places named by what the user does there.

"wipe the coin and exchange stuff" names the kraken balances; "bin all the party planning
stuff" names the room booked for 20 people; "boulders at crux hall" is where the user trains,
so "my new gym is granite works" replaces it (round 48).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.new_named import new_named
from imprint.pipeline.role_fragments import role_being
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.supersede import forget_matches
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("content", "target"),
    [
        ("The user holds some btc and a bit of eth on coinbase.", ("crypto",)),
        ("The user keeps their solana on a ledger nano.", ("coin", "exchange")),
        ("The user booked the function room at the red lion for 40 guests.", ("party",)),
        ("The user booked the back room at marlo's for 25 people.", ("party", "planning")),
    ],
)
def test_a_matter_named_by_its_kind_names_the_memory(content: str, target: tuple[str, ...]) -> None:
    assert forget_matches(content, [target])


@pytest.mark.parametrize(
    ("content", "target"),
    [
        ("The user booked a table for 2 at marlo's.", ("party",)),
        ("The user's solicitor is on the case.", ("crypto",)),
    ],
)
def test_other_matters_are_not_named(content: str, target: tuple[str, ...]) -> None:
    assert not forget_matches(content, [target])


@pytest.mark.parametrize(
    "content",
    [
        "The user boulders at the arch like 4x a week.",
        "The user trains at a crossfit box called iron yard.",
        "The user climbs at the depot now.",
    ],
)
def test_where_the_user_trains_is_their_gym(content: str) -> None:
    assert subject_of(content) == "gym"


async def test_a_new_gym_named_in_passing_replaces_where_the_user_trained(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i boulder at the arch about 3x a week, mostly v3s. finger tips?")
        await say_later(
            imprint, clock, "so stonegate (my new gym lol) has a spray wall, any drills for it?"
        )
        active = await active_text(imprint)
    assert "stonegate" in active and "the arch" not in active


async def test_a_coin_forget_request_takes_the_crypto_holdings(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "i hold a bit of btc and eth on kraken. also always use british spelling for me",
        )
        await say_later(imprint, clock, "cashed out, please delete the coin stuff you have on me")
        active = await active_text(imprint)
    assert "kraken" not in active and "british" in active.lower()


def test_a_divorce_named_finds_the_ex_told_of() -> None:
    assert forget_matches(
        'The user said: "her name\'s ines, two kids, and her ex is being awful".', [("divorce",)]
    )


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("being team lead is way more meetings than i thought", "The user is a team lead now."),
        ("honestly being a night nurse is brutal on sleep", "The user is a night nurse now."),
    ],
)
def test_a_role_said_by_what_it_is_like_is_the_users(sentence: str, fact: str) -> None:
    assert role_being(sentence) == fact


@pytest.mark.parametrize(
    "sentence", ["being honest is hard", "being on call this week is awful", "being a mum is hard"]
)
def test_being_something_that_is_no_role_tells_no_role(sentence: str) -> None:
    assert role_being(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "the new physio at coreworks said my hip is fine",
            "The user's new physio is at coreworks.",
        ),
        ("the new vet at oak lane is lovely with him", "The user's new vet is at oak lane."),
    ],
)
def test_a_new_one_named_by_where_it_is_is_the_users(sentence: str, fact: str) -> None:
    assert new_named(sentence) == fact


@pytest.mark.parametrize(
    "sentence", ["i met the new coach at training", "the new gp at the surgery is nice"]
)
def test_a_new_one_at_a_place_of_no_name_names_nothing(sentence: str) -> None:
    assert new_named(sentence) is None


async def test_a_new_one_named_by_where_it_is_replaces_the_old(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my vet is dr shah at parkside vets, can you help me write to them")
        await say_later(imprint, clock, "the new vet at oak lane said his teeth need doing")
        active = await active_text(imprint)
    assert "oak lane" in active and "parkside" not in active

"""Round 25's review put right: ordinary messages the new readers of things said in passing
took for a pet's name, a place, a device or a thing of the user's own."""

from __future__ import annotations

import pytest

from imprint.pipeline.asks_apart import ask_apart
from imprint.pipeline.bare_owned import bare_owned
from imprint.pipeline.named_beings import named_being
from imprint.pipeline.own_gear import own_gear
from imprint.pipeline.own_places import own_place


@pytest.mark.parametrize(
    "sentence",
    [
        "help my son learn fractions",
        "my cat litter smells awful, which brand is better?",
        "my lab results came back weird, what does high ALT mean?",
        "my baby monitor keeps beeping, how do i fix it",
        "my daughter today starts her new job, write her a card?",
        "my kid sister is visiting",
        "honestly, my husband, bless him, can't cook. easy recipes?",
        "yesterday, my son, who is 7, asked why the sky is blue",
        "anyway, my dad, he's 80, wants an ipad",
    ],
)
def test_common_words_after_a_kind_are_no_name(sentence: str) -> None:
    assert named_being(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "the new iPhone is $999, is it worth upgrading?",
        "the new Star Wars movie is out Friday, should i go?",
        "so new york is 5 hours behind london",
        "the restaurant is on Main St, can you write a review?",
        "the church is St Mary's, how do i address the priest",
    ],
)
def test_things_not_the_users_said_with_the_are_not_theirs(sentence: str) -> None:
    assert bare_owned(sentence) is None


def test_an_ask_after_a_bare_thing_stays_out_of_it() -> None:
    assert bare_owned("van's a 2019 Ducato, can you plan a route for it?") == (
        "my van is a 2019 Ducato"
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "my gym in Leeds raised prices",
        "my surgery in Leeds won't give me an appointment",
        "my gym in January is always packed",
        "we're decorating our shop at Christmas",
        "our store at Shopify keeps timing out",
    ],
)
def test_places_the_user_only_goes_to_or_words_of_time_are_no_place(sentence: str) -> None:
    assert own_place(sentence) is None


def test_a_polite_ask_leaves_a_place_or_device_in_passing_kept() -> None:
    assert own_place("could you make a rota for our cafe in Leith?") == (
        "The user's team has a cafe in Leith."
    )
    assert own_gear("could you give me settings for my canon r7?") == "The user has a canon r7."


@pytest.mark.parametrize(
    "sentence",
    ["my postcode sw19 isn't recognised", "my zip 90210", "my salary 85000 is low"],
)
def test_identifiers_and_figures_are_no_device(sentence: str) -> None:
    assert own_gear(sentence) is None


def test_what_the_user_is_doing_this_moment_before_so_is_no_fact_apart() -> None:
    sentence = "i'm cooking dinner so just list the steps"
    assert ask_apart(sentence) == (sentence,)

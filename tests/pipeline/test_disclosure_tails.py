"""First-person facts the conversation-talk screens used to drop, and those they still drop."""

from __future__ import annotations

import pytest

from imprint.pipeline.disclosures import disclosure


@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        ("I've used Emacs for decades and I'm quick in it", ["emacs", "decades"]),
        ("we've used Jira for years and we hate it", ["jira", "years"]),
        ("ps I sing tenor in a community choir, if that matters", ["tenor", "choir"]),
        ("p.s. I teach yoga on weekends in case that's useful", ["yoga"]),
        ("my thesis is on drought tolerance in sorghum, n=36 plots.", ["thesis", "sorghum"]),
        ("my whole podcast is about medieval shipwrecks", ["podcast", "shipwrecks"]),
        ("our grant is on early reading in rural schools", ["grant", "reading"]),
        ("I make leather wallets and sell them at markets", ["leather wallets"]),
        ("I mostly breed border collies for sheepdog trials", ["border collies"]),
        ("I currently maintain two open-source libraries", ["two open-source libraries"]),
    ],
)
def test_a_standing_fact_of_the_users_life_is_kept(sentence: str, words: list[str]) -> None:
    told = disclosure(sentence)
    assert told is not None, sentence
    for word in words:
        assert word in told.lower()


@pytest.mark.parametrize(
    "sentence",
    [
        "my paper is on the desk somewhere",
        "I've used that trick before",
        "I've used it for years",
        "I would move to Spain if I could",
        "my loaves keep coming out flat",
        "x = 5 and I want y to be 10",
        "I make sure to back it up",
    ],
)
def test_a_thing_of_the_moment_or_a_hypothesis_is_not_kept(sentence: str) -> None:
    assert disclosure(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        (
            "(training for my first triathlon, sprint distance in june) what gels work?",
            ["triathlon"],
        ),
        ("training for a 10k in october. can you make a plan", ["10k", "october"]),
        ("saving for a house deposit, about halfway there", ["house deposit"]),
        ("learning to drive, test is in march", ["learning to drive"]),
        ("recovering from a broken wrist. typing one-handed", ["broken wrist"]),
        ("volunteering at a food bank on saturdays", ["food bank"]),
    ],
)
def test_a_stretch_of_life_with_its_im_dropped_is_kept(sentence: str, words: list[str]) -> None:
    told = disclosure(sentence)
    assert told is not None and told.startswith("The user is")
    for word in words:
        assert word in told.lower()


@pytest.mark.parametrize(
    "sentence",
    [
        "training for nothing in particular lol maybe a 10k",
        "training data for the model is in s3",
        "learning rate for the optimiser is 3e-4",
        "Learning from older players can really sharpen your game",  # a gerund subject
        "my rabbits make me so happy",  # a feeling, not what is made
        "I still have so much to sort out before the move",
        "I also have a few thoughts on the draft",
    ],
)
def test_a_hedged_stretch_or_a_technical_phrase_is_not_kept(sentence: str) -> None:
    assert disclosure(sentence) is None

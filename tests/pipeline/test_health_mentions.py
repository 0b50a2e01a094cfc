"""Health facts told in passing, about the user or someone of theirs, and what is not one."""

from __future__ import annotations

import pytest

from imprint.pipeline.health_mentions import health_mention
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        ("my gran takes insulin twice a day, can you make a chart?", ["gran", "insulin"]),
        ("Planning meals for my mum. She has type 2 diabetes and hates fish.", ["mum", "diabetes"]),
        ("our eldest is severely allergic to sesame, so no tahini", ["eldest", "sesame"]),
        ("my husband was diagnosed with crohn's last year", ["husband", "crohn"]),
        ("the dog is on phenobarbital now, she's epileptic", ["dog"]),
        ("since my right hip replacement in 2022 I can't kneel", ["right hip replacement", "2022"]),
        (
            "3 months post rotator cuff repair on my left shoulder, so gentle please",
            ["rotator cuff", "left shoulder"],
        ),
        ("I got a sheet of stretches after my ACL surgery last year", ["acl surgery", "last year"]),
    ],
)
def test_a_health_fact_in_passing_is_kept(reply: str, words: list[str]) -> None:
    facts = [s.content.lower() for s in understand(reply, "").statements]
    assert any(all(w in f for w in words) for f in facts), facts


@pytest.mark.parametrize(
    "sentence",
    [
        "my dad takes the bus to work",
        "he takes forever in the shower",
        "is my dad on warfarin?",
        "the hip replacement market is growing fast",
        "my mum might be diabetic, not sure yet",
        "she takes the train on mondays",
        "what does a knee replacement cost?",
    ],
)
def test_no_health_word_a_question_or_a_hedge_is_not_kept(sentence: str) -> None:
    assert health_mention(sentence) is None


def test_a_pronoun_takes_the_relation_named_before() -> None:
    told = health_mention("He takes warfarin in the evening.", ("I look after my dad, he's 84.",))
    assert told is not None and "dad" in told and "warfarin" in told


@pytest.mark.parametrize(
    "reply",
    [
        "we adopted a rescue greyhound last spring",
        "we've lived here three winters now",
        "we fostered kittens for years",
    ],
)
def test_a_we_of_home_or_pets_is_the_household(reply: str) -> None:
    contents = [s.content for s in understand(reply, "").statements]
    assert contents and all("team" not in c for c in contents), contents


@pytest.mark.parametrize(
    "sentence",
    [
        "baby's not here yet, still waiting",
        "the kitchen's not finished yet",
        "the visa isn't through yet",
        "the parcel's not arrived yet lol",
    ],
)
def test_not_yet_retires_nothing(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()

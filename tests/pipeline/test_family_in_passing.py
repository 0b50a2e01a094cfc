"""A child or pet named in brackets in passing, a state said of it with a pronoun, and
chat's "rn" that is no nurse. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.possessions import bracketed_name
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _facts(reply: str, agent: str = "") -> list[str]:
    return [
        s.content.lower() for s in understand(reply, agent).statements if s.type is MemoryType.FACT
    ]


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("any snack ideas for my 4yo (ivy) that aren't sugary", "the user's 4yo is called ivy."),
        ("our puppy (Bramble) chews every cable", "the user's puppy is called bramble."),
        (
            "my eldest daughter (Sofia) starts uni soon",
            "the user's eldest daughter is called sofia.",
        ),
    ],
)
def test_a_name_in_brackets_is_kept(sentence: str, fact: str) -> None:
    assert (bracketed_name(sentence) or "").lower() == fact


@pytest.mark.parametrize(
    "sentence",
    ["my son (he's 9) loves lego", "my wife (sadly) hates camping", "my manager (Dana) says no"],
)
def test_what_is_no_name_in_brackets(sentence: str) -> None:
    assert bracketed_name(sentence) is None


def test_the_name_stays_beside_what_else_the_sentence_says() -> None:
    facts = _facts("packed lunch ideas for my 3yo (rosa), she has a sesame allergy so no hummus")
    assert any("rosa" in f for f in facts), facts
    assert any("sesame" in f for f in facts), facts


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("my son keeps coughing at night, he has asthma so we have an inhaler", "asthma"),
        ("my partner can't do spicy food, she has a gluten intolerance too", "gluten"),
    ],
)
def test_a_condition_said_with_a_pronoun_is_the_beings(reply: str, word: str) -> None:
    assert any(word in f for f in _facts(reply)), _facts(reply)


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("What flow rate are you using?", "90 rn on the big nozzle"),
        ("Are you running it locally?", "locally rn, docker compose"),
    ],
)
def test_chat_rn_is_no_nurse(agent: str, reply: str) -> None:
    assert not any("the user is a" in f for f in _facts(reply, agent)), _facts(reply, agent)


@pytest.mark.parametrize("reply", ["ICU RN at a trauma centre", "charge nurse rn on nights"])
def test_a_nurse_is_still_a_nurse(reply: str) -> None:
    assert any(
        "the user is a" in f or "the user is an" in f for f in _facts(reply, "What do you do?")
    )


@pytest.mark.parametrize(
    "sentence",
    ["my son (sigh) broke his arm", "my daughter (finally) got into uni", "my dad (again) called"],
)
def test_an_aside_word_in_brackets_is_no_name(sentence: str) -> None:
    assert bracketed_name(sentence) is None


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("can't stay long, my twin girls have swim at 5", "twin girls"),
        ("short one today, my twin sons are off sick", "twin sons"),
        ("my boys are 6 and 9 so keep it simple", "boys"),
    ],
)
def test_twins_and_boys_or_girls_are_the_users_children(reply: str, word: str) -> None:
    assert any(word in f for f in _facts(reply)), _facts(reply)


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("the baby's on soy formula now, dairy didn't suit her", "formula"),
        ("the toddler's allergic to sesame", "sesame"),
    ],
)
def test_the_baby_said_with_a_contraction_is_a_fact(reply: str, word: str) -> None:
    assert any(word in f for f in _facts(reply)), _facts(reply)


def test_a_passing_state_of_the_baby_is_not_kept() -> None:
    assert _facts("the baby's asleep, finally") == []

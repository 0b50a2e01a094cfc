"""Everyday English read as English and as the user's: its small words against a Romance
"no" and "soy", a refusal before what the user does, "we" of a home, a change said of "it"."""

from __future__ import annotations

import pytest

from imprint.pipeline.canonical import canonical
from imprint.pipeline.language import detect_language
from imprint.pipeline.life import household
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    "text",
    [
        "no stock cubes no soy, use herbs and lemon or whatever",
        "no sugar no soy milk either, she gets a rash from it",
        "no dairy no eggs, whatever you can do without them",
    ],
)
def test_english_with_romance_looking_words_is_english(text: str) -> None:
    assert detect_language(text) == "en"


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("soy vegetariano y no como carne", "es"),
        ("mi jefe quiere que use TypeScript siempre", "es"),
        ("Ich will das nicht so lang", "de"),
        ("o meu chefe quer relat\u00f3rios curtos", "pt"),
    ],
)
def test_the_other_languages_stay_theirs(text: str, language: str) -> None:
    assert detect_language(text) == language


def test_a_refusal_before_what_the_user_does_keeps_it() -> None:
    said = understand("absolutely not lol, i'll stick with my swimming twice a week.", "Hi!")
    assert any("swimming twice a week" in s.content for s in said.statements)
    assert understand("absolutely not", "Shall I add cold plunges?").statements == ()


@pytest.mark.parametrize(
    ("clause", "told"),
    [
        ("we've got two rabbits, nutmeg and clove", "I've got two rabbits, nutmeg and clove"),
        ("our semi in derby has a south facing roof", "my semi in derby has a south facing roof"),
        ("we're on harcourt road, zone C", "I'm on harcourt road, zone C"),
        ("we keep hens at the bottom of the garden", "I keep hens at the bottom of the garden"),
    ],
)
def test_we_of_a_home_is_the_users_household(clause: str, told: str) -> None:
    assert household(clause) == told


@pytest.mark.parametrize(
    "clause", ["we deploy on fly.io", "our main database is postgres 16", "we're on the road a lot"]
)
def test_we_of_work_stays_the_team(clause: str) -> None:
    assert household(clause) == clause


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        # Between the gate's two bars (0.7 and 0.8 in round 35's fit): kept for its "now".
        ("training evenings now. is that ok for lifting?", "evenings now"),
        ("heading in evenings now, is that ok for lifting?", "evenings now"),
    ],
)
def test_a_change_said_without_i_is_kept(reply: str, kept: str) -> None:
    assert any(kept in s.content for s in understand(reply, "Hi!").statements)


@pytest.mark.parametrize(
    ("reply", "told"),
    [
        ("our mortgage is 1200 a month", "The user's mortgage is 1200 a month."),
        ("our rent went up to 1400", "The user's rent went up to 1400."),
        ("we're a couple in our 30s", "The user's household is a couple in their 30s."),
        ("we're a family of four", "The user's household is a family of four."),
    ],
)
def test_a_households_we_is_the_users_in_every_reader(reply: str, told: str) -> None:
    assert told in [s.content for s in understand(reply, "Hi!").statements]


def test_a_family_business_is_the_team() -> None:
    said = [
        s.content for s in understand("we're a small family business, 12 staff", "Hi!").statements
    ]
    assert said and all("team" in s for s in said), said


@pytest.mark.parametrize(
    ("said", "told"),
    [
        (
            "we were doing voicings and ii-v-i stuff",
            "The user's team was doing voicings and ii-v-i stuff.",
        ),
        ("type-i errors are what i worry about", "Type-i errors are what the user worries about."),
        ("co-op and i", "Co-op and the user."),
    ],
)
def test_a_letter_inside_a_hyphenated_word_is_not_the_user(said: str, told: str) -> None:
    assert canonical(said) == told


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("i'm a family doctor", "The user is a family doctor."),
        ("I'm a stay at home dad", "The user is a stay at home dad."),
    ],
)
def test_a_role_with_a_household_word_is_the_users_own(said: str, told: str) -> None:
    assert canonical(said) == told

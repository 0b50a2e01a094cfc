"""Who the user is, told as the ground they speak from ("as a retired teacher I ...").
Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.as_identity import company_in, identity_in
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("as a hospice nurse I don't shock easily", "The user is a hospice nurse."),
        ("speaking as a grandad of five, patience is key", "The user is a grandad of five."),
        ("as someone with coeliac disease, is this safe?", "The user has coeliac disease."),
        ("as someone who cycles to work, which lights?", "The user cycles to work."),
        (
            "As the only sysadmin at the school I wear many hats",
            "The user is the only sysadmin at the school.",
        ),
    ],
)
def test_the_ground_the_user_speaks_from(sentence: str, fact: str) -> None:
    assert identity_in(sentence) == fact


@pytest.mark.parametrize(
    "sentence",
    [
        "as a result, the build broke",
        "as a kid I hated broccoli",
        "as a team we review every PR",
        "as a rule of thumb, double it",
        "as an example, take the login page",
        "as a beginner what should I read",
    ],
)
def test_what_is_no_identity(sentence: str) -> None:
    assert identity_in(sentence) is None


def test_the_identity_is_kept_beside_the_question() -> None:
    contents = [
        s.content for s in understand("as a retired welder I have time, what hobby?", "").statements
    ]
    assert "The user is a retired welder." in contents


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "context: we're Tidewell - invoicing for marinas, 4 people",
            "The user's company is Tidewell: invoicing for marinas, 4 people.",
        ),
        (
            "We are Oakline Studio, a two-person design shop",
            "The user's company is Oakline Studio: a two-person design shop.",
        ),
    ],
)
def test_the_company_the_user_says_we_are(sentence: str, fact: str) -> None:
    assert company_in(sentence) == fact


@pytest.mark.parametrize(
    "sentence", ["we're Ready - let's start", "We're Leeds - based", "we're all set, thanks"]
)
def test_what_is_no_company(sentence: str) -> None:
    assert company_in(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "as a doctor, what would you say about this rash",
        "as a starter, what goes with lamb",
        "as a father, my dad was strict",
        "as a customer I expected better",
    ],
)
def test_a_role_asked_of_the_agent_or_someone_elses_is_not_the_users(sentence: str) -> None:
    assert identity_in(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "we're British - use metric",
        "we're Catholic, so no meat on fridays",
        "We're Saturday - fine",
    ],
)
def test_a_word_after_we_are_without_a_business_is_no_company(sentence: str) -> None:
    assert company_in(sentence) is None

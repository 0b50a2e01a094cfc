"""A role told as a fragment with its tenure ("ICU nurse, 8 years in") is the user's job."""

from __future__ import annotations

import pytest

from imprint.pipeline.role_tenure import role_with_tenure
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("reply", "role"),
    [
        ("Cardiac nurse, 12 years in. Need help with a rota.", "cardiac nurse"),
        ("long shift today (paramedic, 6 years, knees shot).", "paramedic"),
        ("backend dev, 3 yrs, mostly Go.", "backend dev"),
        ("primary school teacher, twenty years now.", "primary school teacher"),
        ("sheep farmer, 30 years and counting.", "sheep farmer"),
        ("ok so: freelance translator, 12 years, German to English.", "freelance translator"),
        ("wedding photographer, a few years. prices feel low.", "wedding photographer"),
        ("bookkeeper, 15 years; small clients mostly.", "bookkeeper"),
    ],
)
def test_a_role_fragment_with_its_span_is_the_users_role(reply: str, role: str) -> None:
    facts = [s for s in understand(reply, "").statements if s.subject == "role"]
    assert facts
    assert role in facts[0].content.lower()
    assert facts[0].content.startswith("The user is")


@pytest.mark.parametrize(
    "sentence",
    [
        "my son, 9 years old, loves trains.",  # an age
        "the teacher, 5 years ago, told me so.",  # the past
        "my nurse, 3 years, is lovely.",  # someone else's
        "big fan, 10 years.",  # not a role
        "Paris, 3 years.",  # a place
        "the flat, two years.",
        "I want to become a nurse, 3 years of study.",
    ],
)
def test_an_age_a_past_or_a_non_role_is_not_a_role(sentence: str) -> None:
    assert role_with_tenure(sentence) is None

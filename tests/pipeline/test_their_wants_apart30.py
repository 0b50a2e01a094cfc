"""What the user's people want is a clause apart from the fact about them: "my twins ezra and
juno turn 6 next month and they want ONE party" keeps the twins."""

from __future__ import annotations

import pytest

from imprint.pipeline.learned_gate import clauses
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("sentence", "first"),
    [
        (
            "my twins ezra and juno turn 6 next month and they want ONE party",
            "my twins ezra and juno turn 6 next month",
        ),
        ("my mum is 81 and she really wants a bungalow", "my mum is 81"),
        ("our son starts uni in october but he'd like to defer", "our son starts uni in october"),
    ],
)
def test_their_want_is_a_clause_of_its_own(sentence: str, first: str) -> None:
    assert clauses(sentence)[0] == first


@pytest.mark.parametrize(
    "sentence",
    [
        "pickle is a 6 yr old frenchie and hes allergic to chicken",
        "we renamed him bramble and he comes running now",
    ],
)
def test_other_clauses_about_them_stay_joined(sentence: str) -> None:
    assert clauses(sentence) == (sentence,)


def test_the_fact_before_their_want_is_kept() -> None:
    reading = understand(
        "my twins ezra and juno turn 6 next month and they want ONE party but ezra wants"
        " dinosaurs.",
        "Hi! How can I help?",
    )
    assert any("ezra and juno" in s.content for s in reading.statements), reading.statements

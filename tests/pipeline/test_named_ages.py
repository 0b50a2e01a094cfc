"""Someone named with their age is someone of the user's: the fact is kept as said.

Near-misses: a number that is no age (minutes late, a height, a score), a name that is a
day or a thing counted, an age without a unit past childhood, a question. Phrasings are
our own.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.named_ages import named_age
from imprint.pipeline.understand import understand


def _kept(reply: str) -> str:
    return " ".join(s.content for s in understand(reply, "Hi!").statements).lower()


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("Noor's 7, on a dexcom and a pump since march.", "noor is 7, on a dexcom"),
        ("Theo is 4 and has a severe egg allergy", "theo is 4 and has a severe egg allergy"),
        ("Aziz just turned 12. needs a birthday menu", "aziz is 12"),
        ("Bea is 18 months and still not sleeping through", "bea is 18 months"),
    ],
)
def test_a_named_age_is_kept(reply: str, kept: str) -> None:
    assert kept in _kept(reply)


@pytest.mark.parametrize(
    "sentence",
    [
        "Rob's 10 minutes late again",
        "Dana is 5 foot nothing",
        "Step 3 is where it breaks",
        "Friday is 12 hours of driving",
        "Kev's 52 and still plays sunday league",
        "Is Noor 7 yet?",
        "Arsenal's 2 up at half time",
    ],
)
def test_no_age_from_a_time_a_height_a_step_or_a_question(sentence: str) -> None:
    assert named_age(sentence) is None


@given(st.text(max_size=60))
def test_a_kept_age_names_its_person_and_a_number(text: str) -> None:
    told = named_age(text)
    if told is not None:
        assert " is " in told and any(c.isdigit() for c in told)
        assert told.split()[0] == text.strip().split("'")[0].split()[0].split("\u2019")[0]

"""A case the user supposes is no fact; a fact told before a closing question is kept."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand


def _facts(reply: str) -> list[str]:
    return [s.content for s in understand(reply, "Hi! What can I help with?").statements]


@pytest.mark.parametrize(
    "reply",
    [
        "if i moved to leeds, would i pay less tax?",
        "if we switched to octopus would it be cheaper",
        "say i quit my job, could i still get a mortgage?",
        "unless we moved to a bungalow, would the stairlift grant cover it?",
        "hmm if we sold the car could we manage on bikes",
    ],
)
def test_a_case_supposed_is_no_fact(reply: str) -> None:
    assert _facts(reply) == []


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("my son is 4, is that too young for swimming lessons?", "son is 4"),
        (
            "i work nights at a care home in wrexham, what should i eat on shift?",
            "care home in wrexham",
        ),
        ("we're moving to leeds next month, any tips on removals?", "Leeds next month"),
    ],
)
def test_a_fact_before_a_closing_question_is_kept(reply: str, kept: str) -> None:
    assert any(kept in fact for fact in _facts(reply)), _facts(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "is it safe to give a dog grapes, do you know?",
        "what time does the tip close, is it 4?",
        "i was wondering, is it safe?",
    ],
)
def test_a_sentence_all_question_tells_nothing(reply: str) -> None:
    assert _facts(reply) == []


@pytest.mark.parametrize(
    "reply",
    [
        "lol my watch just told me to stand up and ive been stood at the counter for 2 hours",
        "ive been on hold with the council for 40 mins",
        "we've been sat in traffic for an hour",
    ],
)
def test_a_state_of_minutes_or_hours_is_a_moment(reply: str) -> None:
    assert _facts(reply) == []


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("ive been vegetarian for 2 years", "vegetarian for 2 years"),
        ("i've been working nights for 3 months", "working nights"),
        ("ive been doing 2 hours a day of piano", "2 hours a day"),
    ],
)
def test_a_state_that_lasts_is_kept(reply: str, kept: str) -> None:
    assert any(kept in fact for fact in _facts(reply)), _facts(reply)

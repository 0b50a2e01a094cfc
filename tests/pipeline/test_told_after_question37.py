"""A fact told after a question's comma is read apart from the question (round 37).

"how do i stop my pug snoring, Biscuit is 6 and a bit overweight": whole, the sentence is a
question and nothing of it was kept.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.asks_apart import told_after_question
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        (
            "what can i cook for grandad, he's 91 and can only eat soft food",
            "he's 91 and can only eat soft food.",
        ),
        (
            "how do i keep the hallway warm, its a victorian terrace with no insulation",
            "its a victorian terrace with no insulation.",
        ),
        (
            "any tips for a long drive with the dog, Mabel gets carsick after an hour?",
            "Mabel gets carsick after an hour.",
        ),
        (
            "which bank card is best abroad, i fly to Accra every month for work",
            "i fly to Accra every month for work.",
        ),
    ],
)
def test_the_statement_after_the_question_is_apart(sentence: str, told: str) -> None:
    parts = told_after_question(sentence)
    assert len(parts) == 2
    assert parts[0].endswith("?")
    assert parts[1] == told


@pytest.mark.parametrize(
    "sentence",
    [
        "how do i fix this, i mean properly",
        "what is a good laptop, its for school",
        "can you help, im stuck",
        "how long does it take, is it hard",
        "my dog is old, what should i feed him",
        # a request, and a negated statement, are no questions to cut
        "can u write a note to my landlord, his name is Mr Osei",
        "can't eat anything with sesame, I'm badly allergic",
    ],
)
def test_talk_about_the_asking_stays_with_the_question(sentence: str) -> None:
    assert told_after_question(sentence) == (sentence,)


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("which bank card is best abroad, i fly to Accra every month for work", "Accra"),
        ("how do i stop my cat scratching the sofa, Miso is 2 and an indoor cat", "indoor cat"),
    ],
)
def test_the_fact_after_the_question_is_kept(reply: str, kept: str) -> None:
    contents = [s.content for s in understand(reply, "").statements]
    assert any(kept in c for c in contents), contents


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        (
            "what should i feed Juniper, she's a 12 year old collie with a bad hip",
            "Juniper is a 12 year old collie with a bad hip.",
        ),
        (
            "what can i get my dad for his birthday, he builds model railways in the loft",
            "my dad builds model railways in the loft.",
        ),
        (
            # two names: which one "she" is stays open
            "how do Ana and Bea share a room, she snores every night",
            "she snores every night.",
        ),
    ],
)
def test_he_or_she_after_the_question_is_the_one_it_names(sentence: str, told: str) -> None:
    assert told_after_question(sentence)[-1] == told

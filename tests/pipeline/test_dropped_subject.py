"""The "I" chat leaves out is put back before a sentence is read. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.dropped_subject import with_subject
from imprint.pipeline.understand import understand
from imprint.types import MemoryType

AGENT = "Hi! How can I help?"


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("just got a rescue greyhound, 4 years old. feeding tips?", "greyhound"),
        ("currently learning Portuguese, A2 level, need a plan", "portuguese"),
        ("work nights as a security guard at the docks, so sleep is a mess", "security guard"),
        ("live alone in a flat in Dundee with my cat, want a plant", "dundee"),
        ("been teaching piano for 12 years, thinking of going online", "piano"),
        ("started at Morrow Labs on monday, junior dev. tips?", "morrow"),
    ],
)
def test_a_fact_said_without_its_i_is_kept(reply: str, word: str) -> None:
    facts = [
        s.content.lower() for s in understand(reply, AGENT).statements if s.type is MemoryType.FACT
    ]
    assert any(word in f for f in facts), facts


@pytest.mark.parametrize(
    "sentence",
    [
        "got it, thanks",
        "moving on, next question",
        "working now!",
        "work out the total for me",
        "been there",
        "started the timer?",
        "live demo at 3",
    ],
)
def test_what_opens_otherwise_gets_no_subject(sentence: str) -> None:
    assert with_subject(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "restored"),
    [
        ("recently diagnosed with gout", "I was recently diagnosed with gout"),
        ("moving to Derby in May", "I'm moving to Derby in May"),
        ("retired in 2019", "I retired in 2019"),
        ("been vegan since uni", "I've been vegan since uni"),
    ],
)
def test_the_subject_fits_the_verb(sentence: str, restored: str) -> None:
    assert with_subject(sentence) == restored


def test_a_standing_desk_is_no_workplace() -> None:
    facts = [
        s.content.lower() for s in understand("I switched to a standing desk", AGENT).statements
    ]
    assert not any("works in" in f for f in facts), facts


def test_a_lone_word_is_left_to_the_fragment_readers() -> None:
    assert with_subject("Retired!") is None
    facts = [s.content.lower() for s in understand("Retired! finally.", AGENT).statements]
    assert any("retired" in f for f in facts), facts


def test_a_sentence_that_asks_keeps_its_shape() -> None:
    assert with_subject("moved to Porto, so euros everywhere please") is None

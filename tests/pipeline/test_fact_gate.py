"""The learned fact gate keeps facts no rule reads, and only facts about the user."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.fact_gate import THRESHOLD, fact_chance, learned_facts
from imprint.pipeline.learned_gate import FEATURE_SPACE, clauses, features
from imprint.pipeline.understand import understand


def test_a_fact_in_a_shape_no_rule_reads_is_kept() -> None:
    """Before the gate, nothing was stored for this reply (the test failed first)."""
    reading = understand("weekends I referee under-11s football", "Anything else?")
    [fact] = reading.statements
    assert fact.rule == "learned"
    assert fact.content == "Weekends the user referees under-11s football."
    # A fact found this way guesses no subject and retires nothing.
    assert fact.subject is None
    assert fact.change.replaces == ()


@pytest.mark.parametrize(
    "sentence",
    [
        "what time does the museum open?",
        "if I had a boat I would sail to Norway",
        "the printer on the third floor is broken again",
        "I think the second option looks better",
        "my manager wants everything in PDF",
        "can you remind me what I said about the budget",
        "def referee(x): return x == 11",
        # framed as someone else's words, or as untrue, or as a supposition
        "My dad: 15 years as a farrier in the Cotswolds.",
        "Not true; I clean teeth for a living.",
        "Test case: I clean teeth for a living.",
        "My wife always says: I work as a nurse in Leeds",
        "Assume weekends I run a tiny bakery out of my garage.",
        "weekends I run a tiny bakery out of my garage, lol jk.",
    ],
)
def test_questions_suppositions_and_other_talk_are_not_kept(sentence: str) -> None:
    assert learned_facts(sentence) == []


def test_the_shipped_weights_load() -> None:
    assert 0.0 < fact_chance("weekends I referee under-11s football") <= 1.0
    assert 0.0 < THRESHOLD < 1.0


@given(st.text(max_size=200))
def test_chance_is_a_probability_and_features_are_stable(text: str) -> None:
    chance = fact_chance(text)
    assert 0.0 <= chance <= 1.0 and not math.isnan(chance)
    slots = features(text)
    assert slots == features(text)
    assert all(0 <= slot < FEATURE_SPACE for slot in slots)


_PIECES = st.sampled_from([*"abI ,;:()-", " and ", " my ", " we "])


@given(st.lists(_PIECES, max_size=30).map("".join))
def test_clauses_are_pieces_of_the_sentence(sentence: str) -> None:
    for clause in clauses(sentence):
        assert clause and clause in " ".join(sentence.split())
        assert clause == clause.strip(" ,.!?")


def test_a_very_long_clause_still_has_a_chance() -> None:
    """Thousands of words do not overflow the logistic function."""
    assert 0.0 <= fact_chance("I keep bees and " * 5000) <= 1.0
    assert 0.0 <= fact_chance("can you please " * 5000) <= 1.0


def test_a_quote_in_a_clause_kept_as_said_stays_one_quote() -> None:
    [fact] = learned_facts('15 years as a "farrier" in the Cotswolds')
    assert fact.content.count('"') == 2


@pytest.mark.parametrize(
    ("sentence", "named"),
    [
        ("the bakery is on Mill Lane, I run it with my brother", "mill lane"),
        ("my van is a 2011 Transit, I sleep in it most weekends", "transit"),
    ],
)
def test_a_kept_clause_that_points_back_keeps_what_it_points_at(sentence: str, named: str) -> None:
    found = [s.content.lower() for s in learned_facts(sentence)]
    assert any(named in f for f in found), found


def test_a_question_before_is_not_joined() -> None:
    found = [s.content.lower() for s in learned_facts("is the bakery open late? I run it alone")]
    assert not any("open late" in f for f in found), found


@pytest.mark.parametrize(
    "sentence",
    [
        "she has red hair",
        "settled in at the new place now, ta",
        "an invoice for my plumbing business, Ace Pipes",
        "a flyer for my yoga studio, Bend, on Elm St",
    ],
)
def test_a_clause_of_unclear_person_thanks_or_the_task_is_not_learned(sentence: str) -> None:
    assert learned_facts(sentence) == []

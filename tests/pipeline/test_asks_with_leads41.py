"""Standing asks with a topic said first, asks joined by "and", one more "while you're at it",
and the user's own state told after a request (round 41).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.directions import direction_in
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _rules(reply: str, agent: str = "Noted.") -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.RULE]


def _facts(reply: str, agent: str = "Noted.") -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.FACT]


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        ("for temps can you just use celsius with me from now on?", "For temps, use celsius"),
        ("with recipes could you always give grams?", "For recipes, always give grams."),
        ("on invoices can you always put the PO number at the top?", "For invoices, always put"),
    ],
)
def test_a_standing_ask_may_name_its_topic_first(sentence: str, rule: str) -> None:
    found = direction_in(sentence)
    assert found is not None
    assert found.startswith(rule)


def test_a_topic_before_a_one_time_ask_makes_no_rule() -> None:
    assert direction_in("for this one can you use celsius?") is None


def test_a_unit_asked_with_another_way_of_writing_is_one_rule() -> None:
    found = direction_in("can you do times in 24h and put the day before the month pls")
    assert found == "Use times in 24h and put the day before the month."


@pytest.mark.parametrize("tail", ["while you're at it", "too", "as well", "while ur at it"])
def test_one_more_standard_said_in_passing_is_kept(tail: str) -> None:
    rules = _rules(f"always knots for wind please. and 24h times {tail}")
    assert any("24h" in r for r in rules)


@pytest.mark.parametrize(
    ("reply", "fact"),
    [
        ("can you explain ETFs simply, I'm 58 and just starting to think about retirement", "58"),
        ("could you suggest a bike route, we're in Utrecht with two small kids", "Utrecht"),
    ],
)
def test_the_users_own_state_after_a_request_is_a_fact(reply: str, fact: str) -> None:
    assert any(fact in f for f in _facts(reply))


@pytest.mark.parametrize(
    "reply",
    [
        "can you help me fix this regex, I'm stuck on the lookahead",
        "could you make it shorter, I'm pasting it into a form",
    ],
)
def test_how_the_asking_goes_is_no_fact(reply: str) -> None:
    assert _facts(reply) == []


@pytest.mark.parametrize(
    ("reply", "fact", "rule"),
    [
        (
            "fyi im dyslexic so short sentences and no walls of text pls",
            "The user is dyslexic.",
            "Short sentences and no walls of text.",
        ),
        ("my eyes are bad so big fonts please", "The user's eyes are bad.", "Big fonts."),
    ],
)
def test_a_way_of_writing_named_after_so_is_a_rule_beside_its_reason(
    reply: str, fact: str, rule: str
) -> None:
    assert fact in _facts(reply)
    assert rule in _rules(reply)


def test_a_way_of_writing_for_the_moment_stays_no_rule() -> None:
    assert _rules("im on my phone so short answers pls") == []


@pytest.mark.parametrize(
    ("reply", "agent", "fact"),
    [
        (
            "I'm in Manchester actually, not London",
            "Since you're in London, the Tube is best.",
            "The user is in Manchester.",
        ),
        (
            "porto, not lisbon",
            "Since you live in Lisbon, try the trams.",
            "The user lives in porto.",
        ),
    ],
)
def test_a_value_put_right_says_its_preposition_once(reply: str, agent: str, fact: str) -> None:
    facts = _facts(reply, agent)
    assert fact in facts
    assert not any(" in in " in f for f in facts)

"""The order of an answer's parts, and what the user is as the reason for an ask (round 42).

"my brain works better with examples first, theory after" is a standard of layout for
every answer; "I do the dishes first, laundry after" is the user's own plan, and "code
first this time" is for one answer. "whenever you give me a recipe, metric please, I'm in
Europe" is an ask and the place that explains it, each read apart. "I'd love it if you
cited sources when you make claims" wishes for a way of working that lasts; a wish for one
answer or a piece of work is no rule.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.answer_order import answer_order
from imprint.pipeline.spec_sheets import bare_standard
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        ("my brain works better with examples first, theory after",
         "Give examples first, then the theory."),
        ("summary first then details", "Give the summary first, then details."),
        ("the answer before the reasoning, always", "Give the answer first, then the reasoning."),
        ("give me the tl;dr first and details below", "Give tl;dr first, then details."),
        ("I prefer worked examples before the maths", "Give examples first, then maths."),
        ("pros and cons first, then your recommendation",
         "Give pros and cons first, then the recommendation."),
    ],
)  # fmt: skip
def test_the_order_of_an_answers_parts_is_a_rule(sentence: str, rule: str) -> None:
    assert answer_order(sentence) == rule


@pytest.mark.parametrize(
    "sentence",
    [
        "I do the dishes first, laundry after",
        "code first this time",
        "can you do code first?",
        "first day at the new job, then drinks after",
    ],
)
def test_a_plan_or_a_one_off_order_is_no_rule(sentence: str) -> None:
    assert answer_order(sentence) is None


def test_the_order_said_with_a_lead_is_kept_as_a_rule() -> None:
    reading = understand("my brain works better with examples first, theory after", "Noted.")
    rules = [s.content for s in reading.statements if s.type is MemoryType.RULE]
    assert rules == ["Give examples first, then the theory."]


@pytest.mark.parametrize(
    ("reply", "rule_word", "fact"),
    [
        ("whenever you give me a recipe, metric please, I'm in Europe", "metric",
         "The user is in Europe."),
        ("every time you quote prices use euros, we're based in Lisbon", "euros",
         "The user is based in Lisbon."),
    ],
)  # fmt: skip
def test_where_the_user_is_explains_the_ask_and_is_kept(
    reply: str, rule_word: str, fact: str
) -> None:
    reading = understand(reply, "Noted.")
    rules = [s.content for s in reading.statements if s.type is MemoryType.RULE]
    facts = [s.content for s in reading.statements if s.type is MemoryType.FACT]
    assert any(rule_word in r for r in rules)
    assert fact in facts


@pytest.mark.parametrize(
    ("reply", "rule", "fact"),
    [
        ("I use a screen reader, so please describe images", "Describe images.",
         "The user uses a screen reader."),
        ("my eyes are bad so use big fonts", "Use big fonts.", "The user's eyes are bad."),
    ],
)  # fmt: skip
def test_an_ask_led_by_what_the_user_is_lasts(reply: str, rule: str, fact: str) -> None:
    reading = understand(reply, "Noted.")
    assert [s.content for s in reading.statements if s.type is MemoryType.RULE] == [rule]
    assert [s.content for s in reading.statements if s.type is MemoryType.FACT] == [fact]


def test_an_aside_to_the_agent_is_no_part_of_the_fact() -> None:
    reading = understand("I'm allergic to penicillin, just so you know", "Noted.")
    assert [s.content for s in reading.statements] == ["The user is allergic to penicillin."]


@pytest.mark.parametrize(
    ("reply", "rule"),
    [
        ("I'd love it if you cited sources when you make claims",
         "The user would love it if you cited sources when you make claims."),
        ("it would be great if you could always use metric",
         "It would be great if you could always use metric."),
        ("I would appreciate it if you always cited sources",
         "The user would appreciate it if you always cited sources."),
    ],
)  # fmt: skip
def test_a_wished_way_of_working_that_lasts_is_a_rule(reply: str, rule: str) -> None:
    reading = understand(reply, "Noted.")
    assert [s.content for s in reading.statements if s.type is MemoryType.RULE] == [rule]


@pytest.mark.parametrize(
    "reply",
    [
        "I'd appreciate it if you cited that one",
        "it would be great if you could help me with my CV every week",
    ],
)
def test_a_wish_for_one_answer_or_a_piece_of_work_is_no_rule(reply: str) -> None:
    reading = understand(reply, "Noted.")
    assert not any(s.type is MemoryType.RULE for s in reading.statements)


@pytest.mark.parametrize(
    ("sentence", "standard"),
    [
        ("yes!! friendly and casual, we're not a corporation lol.", "Friendly and casual."),
        ("British spelling, I'm in London", "British spelling."),
        ("metric, its what I use", "Metric."),
        ("great thanks, that works", None),
    ],
)
def test_a_standard_with_its_reason_after_is_still_bare(
    sentence: str, standard: str | None
) -> None:
    assert bare_standard(sentence) == standard

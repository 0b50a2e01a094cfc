"""A standing ask bound to what an answer holds (round 42).

"if there's code, comment it" holds for every answer with code: the condition is about the
agent's output. A condition about the world, the user or a polite "if it's not too much
trouble" binds no answer.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.conditional_asks import conditional_ask


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        ("also if there's numbers, table them", "If there's numbers, table them."),
        ("if there's code, comment it", "If there's code, comment it."),
        ("if it's over 500 words, add a summary at the top",
         "If it's over 500 words, add a summary at the top."),
        ("whenever you quote a price, include VAT", "Whenever you quote a price, include VAT."),
    ],
)  # fmt: skip
def test_an_ask_on_what_the_answer_holds_is_a_rule(sentence: str, rule: str) -> None:
    assert conditional_ask(sentence) == rule


@pytest.mark.parametrize(
    "sentence",
    [
        "if it rains, bring a coat",
        "if I'm late, start without me",
        "if it's not too much trouble, give me three options",
        "if there's time, can you check the tests?",
    ],
)
def test_a_condition_on_anything_else_is_no_rule(sentence: str) -> None:
    assert conditional_ask(sentence) is None

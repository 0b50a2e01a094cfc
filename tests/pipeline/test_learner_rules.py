"""Standing rules in a learner's word order, and the reports that look like them.

Our own phrasings: "for me always X", "you write me always in Y", "all Z you write for me
always in W". A report about the past, about the user's own habits, or a compliment names
no rule.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType

AGENT = "Here is the plan you asked for."


def _rules(reply: str) -> list[str]:
    return [
        s.content.lower() for s in understand(reply, AGENT).statements if s.type is MemoryType.RULE
    ]


@pytest.mark.parametrize(
    ("reply", "value"),
    [
        ("please, every price you show me always in pounds, not euro.", "pounds"),
        ("you answer me always in simple english please", "simple english"),
        ("the recipes for me always with grams, never cups", "grams"),
        ("all the dates you write for me always in day month year", "day month year"),
        ("you write me always formal, I am new in this company", "formal"),
        ("write me every time short, my phone is small", "short"),
    ],
)
def test_a_learner_word_order_rule_is_kept_with_its_value(reply: str, value: str) -> None:
    found = _rules(reply)
    assert found and value in found[0], found


@pytest.mark.parametrize(
    "reply",
    [
        "I always write in formal for my clients",
        "you always give me such good answers in german",
        "you write me in formal today, it is for my boss",
        "all the prices you showed me were in dollar",
        "the answers for me are always too long",
        "my teacher always wrote me in red ink",
    ],
)
def test_a_report_in_the_same_words_is_no_rule(reply: str) -> None:
    assert _rules(reply) == []

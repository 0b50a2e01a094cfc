"""A standing instruction given after a lead-in ("house rules first: ...") is kept as a rule."""

from __future__ import annotations

import pytest

from imprint.pipeline.led_rules import led_clause
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("two ground rules first: keep answers under 200 words, no emoji ever.", "200 words"),
        ("I measure everything by weight, so grams for anything you give me.", "grams"),
        ("my eyes are bad, so always use a large font in anything you make for me.", "large font"),
        ("one thing before we start: always cite the page number when you quote.", "page number"),
        ("When you list flights, please I need them always in local time.", "local time"),
        ("our lab is strict about this; always give doses in mg per kg from now on.", "mg per kg"),
        ("I teach eight-year-olds - always keep the words simple in stories.", "simple"),
        ("for my budget sheets, please always round to whole euros.", "whole euros"),
    ],
)
def test_a_rule_after_a_lead_in_is_kept(reply: str, kept: str) -> None:
    rules = [s for s in understand(reply, "").statements if s.type is MemoryType.RULE]
    assert rules
    assert kept in rules[0].content.lower()


@pytest.mark.parametrize(
    "sentence",
    [
        "I run a small bakery, so can you make the menu shorter?",  # this answer only
        "the meeting ran late: ever been to one of those?",  # a question
        "quick one: make this paragraph shorter.",  # does not say it lasts
        "it rained all week, so we stayed in.",
        "I was tired; the train was late again.",
    ],
)
def test_a_tail_that_does_not_last_is_not_a_led_rule(sentence: str) -> None:
    assert led_clause(sentence) is None

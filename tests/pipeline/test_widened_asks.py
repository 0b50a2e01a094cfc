"""Asks that last though they look like this turn's: a one-off denied or widened, a list
after a lead naming every piece of work, a question without its mark, a please with a
lasting reason, an example in brackets. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.one_off import marks_one_off
from imprint.pipeline.rule_lists import listed_rules
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _rules(reply: str, agent: str = "") -> list[str]:
    return [
        s.content.lower() for s in understand(reply, agent).statements if s.type is MemoryType.RULE
    ]


@pytest.mark.parametrize(
    "sentence",
    [
        "this goes for everything, not just this one",
        "it's how I want it in general, not only for today",
        "that's not a one-off, btw",
        "for this and every future invoice",
        "same for this one and all the later chapters",
    ],
)
def test_a_one_off_denied_or_widened_is_no_one_off(sentence: str) -> None:
    assert not marks_one_off(sentence)


@pytest.mark.parametrize(
    "sentence", ["just this once, make it formal", "only for this email: no sign-off"]
)
def test_a_plain_one_off_is_still_one(sentence: str) -> None:
    assert marks_one_off(sentence)


def test_an_ask_before_a_denied_one_off_is_a_rule() -> None:
    reply = (
        "Tenancy letter for a client. Important: anything I have you write for clients has to"
        " be plain English, no legalese. That goes for everything, not just this one."
    )
    assert any("legalese" in r for r in _rules(reply))


@pytest.mark.parametrize(
    ("sentence", "items"),
    [
        (
            "standards for this and any slide deck you make: titles in sentence case,"
            " one idea per slide",
            ["titles in sentence case", "one idea per slide"],
        ),
        (
            "for every changelog you write: past tense, newest first",
            ["past tense", "newest first"],
        ),
        (
            "for all release notes - plain english, and versions in bold, never italics",
            ["plain english", "versions in bold, never italics"],
        ),
    ],
)
def test_a_list_after_a_lead_naming_every_piece_of_work(sentence: str, items: list[str]) -> None:
    found = [r.lower() for r in listed_rules(sentence)]
    for item in items:
        assert any(item in f for f in found), found


@pytest.mark.parametrize(
    "sentence", ["for any of these, which is cheaper: a or b?", "for every kid - they loved it"]
)
def test_a_scope_without_a_list_of_rules_lists_none(sentence: str) -> None:
    assert listed_rules(sentence) == ()


def test_an_example_in_brackets_does_not_cut_the_list() -> None:
    reply = (
        "for every brief you draft: dates as 3 March (not 03/03), amounts in euros, and a"
        " one-line summary first"
    )
    rules = " ".join(_rules(reply))
    assert "euros" in rules and "summary" in rules, rules


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("could u always put the word count at the bottom", "word count"),
        ("and can you never use the oxford comma, yeah I know it's a hill I die on", "oxford"),
    ],
)
def test_a_standing_question_without_its_mark_is_a_rule(reply: str, word: str) -> None:
    assert any(word in r for r in _rules(reply))


@pytest.mark.parametrize(
    "reply",
    [
        "can you plan it for me, we fly friday",
        "can u send that over by noon",
        "can you tell me what you always check first",
    ],
)
def test_a_plain_request_without_its_mark_is_no_rule(reply: str) -> None:
    assert _rules(reply) == []


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("do fahrenheit pls, celsius never makes sense to me", "fahrenheit"),
        ("use pounds and ounces please, my kitchen scale is imperial", "pounds"),
        ("do feet and inches pls, metric doesn't click in my head", "feet"),
    ],
)
def test_a_please_with_a_lasting_reason_is_a_rule(reply: str, word: str) -> None:
    assert any(word in r for r in _rules(reply))


def test_a_please_without_a_lasting_reason_is_no_rule() -> None:
    assert _rules("do the second one pls, it works for me") == []

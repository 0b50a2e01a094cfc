"""Asks made lasting after the fact, picks sealed after a reason, and logs with rules in them."""

from __future__ import annotations

import pytest

from imprint.pipeline.segment import segment
from imprint.pipeline.setup_told import setup_told
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _rules(reply: str, agent: str) -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.RULE]


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        ("redo it in 24 hour clock please. do all rotas like that", ["24 hour clock", "rotas"]),
        ("use metric. do all recipes that way from now on", ["metric", "recipes"]),
        ("put the totals in bold. make all my invoices like that", ["bold", "invoices"]),
    ],
)
def test_do_all_x_like_that_makes_the_ask_before_it_last(reply: str, words: list[str]) -> None:
    rules = _rules(reply, "Here's the draft.")
    assert len(rules) == 1 and all(w in rules[0] for w in words), rules


def test_a_redo_in_a_new_form_is_said_as_the_form_to_use() -> None:
    rules = _rules("redo it in celsius please. do all recipes like that", "Bake at 350F.")
    assert rules and rules[0].startswith("Use celsius"), rules


def test_do_all_like_that_after_praise_is_no_rule() -> None:
    assert _rules("i love it. do all the cards like that", "Here's the card.") == []


def test_a_pick_then_why_is_sealed_by_go_with_that() -> None:
    agent = "Names for the spring menu: 1) Green Shoots, 2) First Light, 3) Soft Rain"
    reply = "first light defo, the others are a bit meh. go with that for the menu"
    found = understand(reply, agent).statements
    assert any("First Light" in s.content for s in found if s.type is MemoryType.DECISION), found


def test_lines_indented_under_a_log_line_are_the_logs() -> None:
    reply = (
        "any idea what this means?\n\n[2026-03-02 10:11:12] ValidationError: row 4 rejected\n"
        "  - totals must always be positive\n  - never leave the vat field empty\n"
        "[2026-03-02 10:11:13] 3 of 9 imported"
    )
    found = segment(reply)
    assert found.pasted
    assert not any("never leave" in s for s in found.sentences), found.sentences
    assert understand(reply, "Hi!").statements == ()


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "this is ros2 jazzy on a pi 5 (ubuntu 24.04). worked fine on my laptop",
            "The user's setup is ros2 jazzy on a pi 5 (ubuntu 24.04).",
        ),
        ("it's node 20 on windows 11, any idea?", "The user's setup is node 20 on windows 11."),
    ],
)
def test_what_the_thing_asked_about_runs_on_is_kept(sentence: str, fact: str) -> None:
    assert setup_told(sentence) == fact


@pytest.mark.parametrize(
    "sentence", ["this is on me lol", "it is on the table", "it's on fire on my mac"]
)
def test_a_pointer_on_no_platform_is_no_setup(sentence: str) -> None:
    assert setup_told(sentence) is None


def test_the_platform_said_alone_of_the_thing_before_is_kept() -> None:
    said = setup_told("the plant monitor, the pico on the windowsill. that one's micropython")
    assert said == "The user's setup is micropython."
    assert setup_told("that one's fine, thanks") is None


@pytest.mark.parametrize("sentence", ["that's postgres. we're on BigQuery", "thats mysql."])
def test_that_is_x_names_what_the_agent_wrote(sentence: str) -> None:
    assert setup_told(sentence) is None

"""Standing rules listed after a lead that announces them, and what such a list is not.
Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.rule_lists import listed_rules
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


@pytest.mark.parametrize(
    ("sentence", "rules"),
    [
        (
            "ok, a few ground rules before we start: rust stable only, no unwrap in library code",
            ["rust stable only", "no unwrap in library code"],
        ),
        (
            "two things for every newsletter from now on - sentence case headings and no emoji,"
            " my readers are mostly lawyers",
            ["sentence case headings", "no emoji"],
        ),
        (
            "my house rules: UK spelling throughout (colour, organise), and dates as 3 May 2025",
            ["uk spelling throughout", "dates as 3 may 2025"],
        ),
    ],
)
def test_each_item_of_a_list_of_rules_is_one(sentence: str, rules: list[str]) -> None:
    found = [r.lower() for r in listed_rules(sentence)]
    for rule in rules:
        assert any(rule in f for f in found), found
    assert not [f for f in found if "lawyers" in f or "colour" in f], found


@pytest.mark.parametrize(
    "sentence",
    [
        "the rules of golf: you play it where it lies, mostly",
        "some things about my setup: arch, sway, neovim",
        "couple of ground rules for the kids: no phones at dinner?",
        "a few things I learned: patience, mostly",
    ],
)
def test_what_is_no_list_of_rules_for_the_agent(sentence: str) -> None:
    assert listed_rules(sentence) == ()


def test_the_listed_rules_are_stored_as_rules() -> None:
    reply = "right, couple of ground rules while we're at it: pnpm every time, no default exports"
    rules = [
        s.content.lower() for s in understand(reply, "").statements if s.type is MemoryType.RULE
    ]
    assert any("pnpm" in r for r in rules), rules
    assert any("default exports" in r for r in rules), rules

"""A style wanted for a named piece of work, and a rule for while a piece of work is in
hand. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _rules(reply: str) -> list[str]:
    return [
        s.content.lower() for s in understand(reply, "").statements if s.type is MemoryType.RULE
    ]


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("for the podcast notes I want it punchy, bullet points are fine", "punchy"),
        ("on the grant application we'd like it in plain English, no acronyms", "plain english"),
        ("while I'm drafting the novel, never suggest plot twists", "plot twists"),
        ("when we're working on the menu, always give prices in euros", "euros"),
    ],
)
def test_a_style_for_a_named_piece_of_work_is_a_rule(reply: str, word: str) -> None:
    assert any(word in r for r in _rules(reply)), _rules(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "for the report I need it by friday",
        "with the kids I want them in bed by 8",
        "for the party we want it done by 7",
    ],
)
def test_a_deadline_or_a_household_wish_is_no_rule(reply: str) -> None:
    assert _rules(reply) == []

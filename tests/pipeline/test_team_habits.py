"""The team's standing way of working, told as a habit, is a rule. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.team_habits import team_habit
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("we always indent with two spaces in this repo", "two spaces"),
        ("we never say 'clients' in the app, they're 'patients'", "patients"),
        ("our team only squashes merges into main", "squash"),
        ("we don't abbreviate month names in reports", "month names"),
        ("here we always round prices to the nearest 50p", "50p"),
    ],
)
def test_a_habit_of_the_teams_work_is_a_rule(sentence: str, word: str) -> None:
    rules = [
        s.content.lower() for s in understand(sentence, "").statements if s.type is MemoryType.RULE
    ]
    assert any(word in r for r in rules), rules


@pytest.mark.parametrize(
    "sentence",
    [
        "we always argue about naming",
        "we never go out on weeknights",
        "we never use it",
        "do we always deploy on fridays?",
        "they always say that",
    ],
)
def test_no_convention_in_a_pastime_a_pronoun_or_a_question(sentence: str) -> None:
    assert team_habit(sentence) is None

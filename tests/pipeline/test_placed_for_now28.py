"""Where the user, or someone of theirs, is placed for now is a fact; a moment is not."""

from __future__ import annotations

import pytest

from imprint.pipeline.fact_gate import learned_facts


@pytest.mark.parametrize(
    ("clause", "kept"),
    [
        ("my son is in year 9 right now", "year 9"),
        ("i'm on the trauma team right now", "trauma team"),
        ("our eldest is doing her foundation year right now", "foundation year"),
        ("I'm on the night shift right now", "night shift"),
    ],
)
def test_a_placement_for_now_is_kept(clause: str, kept: str) -> None:
    facts = [s.content for s in learned_facts(clause)]
    assert any(kept in f for f in facts), facts


@pytest.mark.parametrize(
    "clause",
    [
        "I'm at school right now",
        "im in class right now",
        "I'm in the car right now",
        "so tired right now",
        "stuck on the shift key thing right now",
    ],
)
def test_where_the_user_is_this_minute_is_not(clause: str) -> None:
    assert learned_facts(clause) == [], clause


def test_a_child_named_by_birth_order_is_of_the_household() -> None:
    facts = [s.content for s in learned_facts("our eldest is doing her foundation year right now")]
    assert facts == ["The user's eldest is doing her foundation year right now."], facts

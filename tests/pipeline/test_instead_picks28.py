"""A plan made in place of another ("we're doing vietnam instead") is a decision."""

from __future__ import annotations

import pytest

from imprint.pipeline.instead_picks import instead_pick
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("reply", "pick"),
    [
        (
            "change of plans, iceland is way too cold in march. we're doing madeira instead",
            "madeira",
        ),
        ("ok so going to porto instead, same week", "porto"),
        ("we'll do a picnic instead for her birthday", "a picnic"),
    ],
)
def test_a_plan_in_place_of_another_is_a_decision(reply: str, pick: str) -> None:
    reading = understand(reply, "Shall we keep planning the trip?")
    decisions = [s for s in reading.statements if s.type.value == "decision"]
    assert any(pick in d.content for d in decisions), reading.statements
    assert all(d.change.revises for d in decisions)


@pytest.mark.parametrize(
    "sentence",
    ["can we do it instead?", "i'll do that instead", "we're doing fine instead of panicking?"],
)
def test_no_named_pick_is_none(sentence: str) -> None:
    assert instead_pick(sentence) is None

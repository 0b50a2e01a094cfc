"""A pick said in the present ("we go with LightGBM") is a decision."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


@pytest.mark.parametrize(
    ("reply", "picked"),
    [
        ("ok convinced. we go with LightGBM, no neural nets for this one", "LightGBM"),
        ("fine, we settle on the Thursday slot then", "Thursday slot"),
        ("we opt for the annual plan", "annual plan"),
    ],
)
def test_a_pick_in_the_present_is_a_decision(reply: str, picked: str) -> None:
    reading = understand(reply, "I'd lean towards the first option.")
    decisions = [s.content for s in reading.statements if s.type is MemoryType.DECISION]
    assert any(picked in d for d in decisions), reading


@pytest.mark.parametrize(
    "reply", ["we go with the flow usually", "when we go with friends we take the van"]
)
def test_going_along_is_no_pick(reply: str) -> None:
    reading = understand(reply, "How do you plan trips?")
    assert not any(s.type is MemoryType.DECISION for s in reading.statements), reading

"""What a reply says around its point: the day after, a pick after the story, a question."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from imprint.pipeline.temporal import valid_until
from imprint.pipeline.understand import understand

_NOW = datetime(2026, 5, 15, 12, tzinfo=UTC)


def test_the_day_after_in_a_reason_bounds_no_rule() -> None:
    assert valid_until("no red-eyes ever, im a wreck the next day", _NOW) is None
    assert valid_until("off sick for the next 3 days", _NOW) is not None


def test_a_rule_with_its_reason_outlives_the_next_day() -> None:
    reading = understand(
        "never book me red-eye flights, i cant sleep on planes and im a zombie the next day",
        "Options: a 23:55 red-eye or a 09:10 morning flight. Any preferences?",
    )
    rules = [s for s in reading.statements if s.type.value == "rule"]
    assert rules, reading.statements


_SHORTLIST = (
    "Here's the shortlist:\n1) The Old Granary at Wick Farm: ceremony on site\n"
    "2) Mill House: needs a caterer\n3) The Crown: all-inclusive\nWhich would you like to visit?"
)


@pytest.mark.parametrize(
    "reply",
    [
        "we went to see two of them on saturday and booked the granary at wick farm!!",
        "saw them all in one day, booked the granary at wick farm",
    ],
)
def test_a_pick_told_after_how_it_was_reached_is_a_decision(reply: str) -> None:
    reading = understand(reply, _SHORTLIST)
    decisions = [s.content for s in reading.statements if s.type.value == "decision"]
    assert any("granary at wick farm" in d for d in decisions), decisions


@pytest.mark.parametrize(
    "reply",
    [
        "so can you always swap one for the other?",
        "can you always freeze cooked rice?",
        "can you always substitute honey for sugar?",
    ],
)
def test_can_you_always_about_the_world_is_a_question(reply: str) -> None:
    assert understand(reply, "Baking soda needs an acid to react.").statements == ()


@pytest.mark.parametrize(
    "reply",
    ["can you always give me paces in km?", "could you always reply in spanish?"],
)
def test_can_you_always_about_the_agents_work_is_a_rule(reply: str) -> None:
    assert understand(reply, "Here you go.").statements, reply

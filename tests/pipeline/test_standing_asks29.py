"""Standing asks in shapes people type: said twice, asked with a lasting reason, a condition."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _rules(reply: str, agent: str = "Hi! What can I do?") -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.RULE]


@pytest.mark.parametrize(
    ("reply", "rule"),
    [
        ("window, always window. i get motion sick in the middle", "Always window"),
        ("tea, always tea, coffee makes me jittery", "Always tea"),
    ],
)
def test_a_value_said_again_with_always_is_a_standing_rule(reply: str, rule: str) -> None:
    assert any(r.startswith(rule) for r in _rules(reply, "Any seat preference?")), _rules(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "can you give the wind in knots? mph is useless to me on the boat",
        "could you write the doses in ml? teaspoons mean nothing to me",
        "can you give heights in metres? my old altimeter watch only shows metres",
    ],
)
def test_a_request_with_a_reason_that_lasts_is_a_standing_rule(reply: str) -> None:
    assert _rules(reply, "The summit is 14,505 ft."), reply


@pytest.mark.parametrize(
    "reply",
    [
        "when there's a formula, show the working",
        "when there are two options, flag the cheaper one",
        "whenever there is a typo in my draft, point it out",
    ],
)
def test_a_condition_that_comes_up_again_makes_a_standing_rule(reply: str) -> None:
    assert _rules(reply), reply


@pytest.mark.parametrize(
    "reply",
    [
        "when there is time, could you check my essay?",
        "point taken, thanks",
        "mark my words, this will fail",
    ],
)
def test_a_one_off_or_a_saying_is_no_standing_rule(reply: str) -> None:
    assert not _rules(reply), _rules(reply)

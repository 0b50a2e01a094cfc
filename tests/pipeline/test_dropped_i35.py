"""A "don't" of the user's own life typed without its "I" is told, not asked of the agent."""

from __future__ import annotations

import pytest

from imprint.pipeline.segment import informal_english
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("reply", "told"),
    [
        ("dont own a car, bus everywhere. need a route planner", "The user doesn't own a car"),
        ("dont drink, so no pub ideas pls", "The user doesn't drink"),
        ("ok but tbh dont eat meat btw", "The user doesn't eat meat"),
        # the gate refitted in round 39 scores "... so skip the family stuff" below its bar:
        # the fact told with an ask after it is a tradeoff of the model, the "I" is not
        ("don't have kids btw", "The user doesn't have kids"),
    ],
)
def test_the_users_life_is_told(reply: str, told: str) -> None:
    contents = [s.content for s in understand(reply, "Sure.").statements]
    assert any(c.startswith(told) for c in contents), contents


@pytest.mark.parametrize(
    "reply",
    ["don't use emojis", "dont mention the price", "please don't drive the conversation"],
)
def test_an_ask_of_the_agent_stays_an_ask(reply: str) -> None:
    assert informal_english(reply) == reply.replace("dont", "don't")

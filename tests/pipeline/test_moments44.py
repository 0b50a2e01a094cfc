"""What holds for a moment only: a mishap, and an ask about the piece at hand (round 44).

"lol my cat just knocked my coffee over", "my flight got delayed by 2 hours, so bored":
news of a minute; an injury told with the mishap lasts. "in this case, use metric since the
client is German", "write it in all caps, it's a banner": asks about the work at hand, no
rule; said for good ("from now on write it in British English") they are rules.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.facts import passing_state
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("text", "passing"),
    [
        ("my cat just knocked my coffee over", True),
        ("I just spilled tea on my keyboard", True),
        ("the toddler just fell asleep on me", True),
        ("my train is delayed again", True),
        ("my flight got delayed by 2 hours, so bored", True),
        ("I just fell off my bike and broke my wrist", False),
        ("I just started a new job at Monzo", False),
        ("my cat knocks things over all the time", False),
        ("we've run out of milk", True),
    ],
)
def test_a_mishap_of_the_moment_is_passing(text: str, passing: bool) -> None:
    assert passing_state(text) is passing


@pytest.mark.parametrize(
    "reply",
    [
        "lol my cat just knocked my coffee over",
        "my flight got delayed by 2 hours, so bored. tell me a fun fact",
    ],
)
async def test_a_mishap_keeps_nothing(store_url: str, clock: FakeClock, reply: str) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, reply)
        assert await active_text(imprint) == ""


@pytest.mark.parametrize(
    "reply",
    [
        "in this case, use metric since the client is German",
        "Quick one: write it in all caps, it's a banner",
        "translate this into French for me please",
        "for this instance, skip the intro",
    ],
)
async def test_an_ask_about_the_piece_at_hand_is_no_rule(
    store_url: str, clock: FakeClock, reply: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, reply, agent="Here's the draft.")
        rules = [m.content for m in await imprint.memories(user_id="u") if m.type.value == "rule"]
    assert rules == []


@pytest.mark.parametrize(
    "reply",
    ["from now on write it in British English", "keep it short", "always write it in caps"],
)
async def test_an_ask_said_for_good_is_still_a_rule(
    store_url: str, clock: FakeClock, reply: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, reply, agent="Here's the draft.")
        rules = [m.content for m in await imprint.memories(user_id="u") if m.type.value == "rule"]
    assert rules != []


def test_a_result_just_had_is_no_mishap() -> None:
    assert not passing_state("my daughter just dropped 3 seconds in her 200 fly")
    assert not passing_state("I just smashed my 5k PB")


async def test_a_unit_put_in_then_said_to_last_is_kept(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "Put it in rand please. We budget in ZAR always, dollars confuse our board.",
            agent="| Item | Cost (USD) |",
        )
        active = await active_text(imprint)
    assert "rand" in active

"""A value taken back in the same session, with why, and the new one said after (round 46).

"wait no, fridays at 4 clashes with school pickup. thursdays at 2 works better" replaces
the answer "fridays at 4", and the clash, which only says why, is no fact; "ok let's say
1200 max actually" is the new ceiling of the laptop budget; "plans changed, we're doing
Porto instead" replaces "we're going to Lisbon in May".
"""

from __future__ import annotations

import pytest

from imprint.pipeline.new_amounts import new_amount
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import retracted_after
from imprint.testing import FakeClock
from tests.conversation import make, say


async def _active_after(
    store_url: str, clock: FakeClock, turns: list[tuple[str, str]]
) -> list[str]:
    async with make(store_url, clock) as imprint:
        for agent, reply in turns:
            await say(imprint, reply, agent)
        return [m.content for m in await imprint.memories(user_id="u")]


@pytest.mark.parametrize(
    ("turns", "old", "new"),
    [
        (
            [
                ("What time should I schedule the weekly review?", "fridays at 4"),
                (
                    "Done, Fridays at 4pm.",
                    "wait no, fridays at 4 clashes with school pickup. thursdays at 2 works better",
                ),
            ],
            "fridays",
            "thursdays at 2",
        ),
        (
            [
                ("What's your budget?", "my budget is 1500 for the laptop"),
                (
                    "Here are laptops under 1500.",
                    "ok let's say 1200 max actually, I need money for a monitor too",
                ),
            ],
            "1500",
            "1200",
        ),
        (
            [
                ("Where are you off to?", "we're going to Lisbon in May"),
                (
                    "Lisbon in May is lovely!",
                    "plans changed, we're doing Porto instead, flights were cheaper",
                ),
            ],
            "Lisbon",
            "Porto",
        ),
    ],
)
async def test_a_value_taken_back_at_once_is_replaced(
    store_url: str, clock: FakeClock, turns: list[tuple[str, str]], old: str, new: str
) -> None:
    active = await _active_after(store_url, clock, turns)
    assert not any(old in c for c in active), active
    assert any(new in c for c in active), active


def test_why_the_old_value_went_is_no_fact() -> None:
    found = understand(
        "wait no, fridays at 4 clashes with school pickup. thursdays at 2 works better",
        "Done, Fridays at 4pm.",
    ).statements
    assert [s.content for s in found] == ['The user said: "thursdays at 2 works better".']
    assert found[0].change.retracts


def test_a_word_taken_back_with_why_hands_on_to_what_follows() -> None:
    said = ("wait no, fridays at 4 clashes with school pickup.", "thursdays at 2 works better")
    assert retracted_after(said) == ("thursdays at 2 works better",)
    assert retracted_after(("wait no, I meant the blue one.", "it's nicer")) is None


@pytest.mark.parametrize(
    ("sentence", "amount"),
    [
        ("ok let's say 1200 max actually, I need money for a monitor too", "1200"),
        ("make it 900 tops", "900"),
        ("let's call it 2k total", "2k"),
    ],
)
def test_a_ceiling_named_is_the_new_budget(sentence: str, amount: str) -> None:
    found = new_amount(sentence)
    assert found is not None and found.new == amount


@pytest.mark.parametrize("sentence", ["let's say 3 max", "let's do 2 total", "make it 4 tops"])
def test_a_small_count_named_with_a_ceiling_is_no_budget(sentence: str) -> None:
    assert new_amount(sentence) is None


async def test_a_place_instead_leaves_a_place_not_named_alone(
    store_url: str, clock: FakeClock
) -> None:
    active = await _active_after(
        store_url,
        clock,
        [
            ("Tell me about yourself.", "I work at Acme in Leeds"),
            ("Nice! Anything else?", "we're doing sushi instead of pizza tonight"),
        ],
    )
    assert any("Leeds" in c for c in active), active

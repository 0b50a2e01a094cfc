"""A way of writing the user says helps or loses them is the rule it implies (round 44)."""

from __future__ import annotations

import pytest

from imprint.pipeline.format_feelings import format_feeling
from imprint.testing import FakeClock
from tests.conversation import make, say


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        ("long answers lose me tbh", "Avoid long answers, they lose the user."),
        ("I skim a lot, so headings really help me", "Use headings, they help the user."),
        ("honestly the emoji thing feels childish", "Avoid emojis, the user finds them childish."),
        ("big blocks of text overwhelm me", "Avoid big blocks of text, they overwhelm the user."),
        ("numbered steps work for me", "Use numbered steps, they help the user."),
        ("jargon just confuses me", "Avoid jargon, it confuses the user."),
        ("I find exclamation marks tacky", "Avoid exclamation marks, the user finds them tacky."),
        ("worked examples help me a lot", "Use worked examples, they help the user."),
    ],
)
def test_a_feeling_about_a_form_is_its_rule(sentence: str, rule: str) -> None:
    feeling = format_feeling(sentence)
    assert feeling is not None
    assert feeling.rule == rule


@pytest.mark.parametrize(
    "sentence",
    [
        "my boss thinks emojis are childish",
        "headers are h2 in our markdown",
        "do headers help?",
        "meetings lose me",
        "the kids find cartoons childish",
        "tables help me?",
    ],
)
def test_no_feeling_of_the_users_about_a_form_is_no_rule(sentence: str) -> None:
    assert format_feeling(sentence) is None


async def test_the_rule_is_kept_in_place_of_the_feeling(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "walls of text lose me, I read everything on my phone")
        kept = [(m.type.value, m.content) for m in await imprint.memories(user_id="u")]
    assert ("rule", "Avoid walls of text, they lose the user.") in kept
    assert not any("lose the user" in c for t, c in kept if t == "fact")

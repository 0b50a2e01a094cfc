"""News that names what it got, and shifts named by the hour they start (round 41).

"just adopted a new dog, a rescue greyhound called Pip" keeps the greyhound, not only "a new
dog"; "a total nightmare" after the news is what the user makes of it, not what they got.
"on the 6am shift" is an early shift, so "they put me on lates now" replaces it.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.disclosures import disclosure
from imprint.pipeline.value_classes import outdates
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("sentence", "content"),
    [
        (
            "just adopted a new dog, a rescue greyhound called Pip",
            "The user adopted a new dog, a rescue greyhound called Pip.",
        ),
        ("bought a new laptop, a thinkpad x1", "The user bought a new laptop, a thinkpad x1."),
        (
            "picked up the new car yesterday, a used ioniq, the range is great",
            "The user picked up the new car yesterday, a used ioniq.",
        ),
        # what the user makes of it is no name of what they got
        ("got a new bike, a real bargain", "The user got a new bike."),
        ("got a new bike, a bit pricey but worth it", "The user got a new bike."),
    ],
)
def test_news_keeps_the_name_of_what_it_got(sentence: str, content: str) -> None:
    assert disclosure(sentence) == content


@pytest.mark.parametrize(
    ("content", "old", "changed"),
    [
        ("They put the user on lates now, 2 till 10.", "The user is on the 6am shift.", True),
        ("The user moved to the 10pm shift.", "The user works days at the plant.", True),
        ("The user is on nights now.", "The user does the 2pm shift at the depot.", True),
        # an early start both times: no change of shift
        ("The user is on the 7am shift now.", "The user is on earlies.", False),
    ],
)
def test_a_shift_named_by_its_hour_is_a_shift(content: str, old: str, changed: bool) -> None:
    assert outdates(content=content, subject=None, old_content=old) is changed


async def test_a_new_shift_replaces_one_named_by_its_hour(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm on the 6am shift at the bakery, so I'm knackered by noon")
        await say_later(imprint, clock, "they put me on lates now, 2 till 10")
        active = await active_text(imprint)
        assert "lates" in active
        assert "6am" not in active

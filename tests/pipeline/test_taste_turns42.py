"""A taste that turned, said in a turn of phrase (round 42).

"I've come round to olives", "sushi has really grown on me", "gone right off IPAs": the
reading keeps the new taste and it takes the place of the opposite one kept before.
Someone else's taste, and phrases of the same words that say no taste ("the team came
round to the idea", "we went off the main road"), are left as said.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.taste_turns import as_tasted
from imprint.testing import FakeClock
from tests.conversation import active_after_change


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        ("weirdly I've come round to olives", "I like olives now"),
        ("I've warmed to jazz lately", "I like jazz lately"),
        ("sushi has really grown on me", "I like sushi now"),
        ("gone right off IPAs tbh", "I don't like IPAs anymore tbh"),
        ("I fell out of love with running", "I don't like running anymore"),
        ("honestly, I finally came around to tofu", "honestly, I like tofu now"),
    ],
)
def test_a_turned_taste_is_said_plainly(said: str, plain: str) -> None:
    assert as_tasted(said) == plain


@pytest.mark.parametrize(
    "said",
    [
        "my son has come round to broccoli",
        "the team came round to the idea",
        "we went off the main road",
        "it has grown on me",
        "I'm off to the shops",
    ],
)
def test_no_taste_of_the_users_is_left_as_said(said: str) -> None:
    assert as_tasted(said) == said


@pytest.mark.parametrize(
    ("before", "after", "gone", "kept"),
    [
        ("I hate olives", "weirdly I've come round to olives", "hates", "likes olives"),
        ("I love IPAs", "gone right off IPAs tbh", "loves", "doesn't like IPAs"),
        ("I can't stand sushi", "sushi has really grown on me", "can't stand", "likes sushi"),
    ],
)
async def test_the_new_taste_replaces_the_old(
    store_url: str, clock: FakeClock, before: str, after: str, gone: str, kept: str
) -> None:
    active = await active_after_change(store_url, clock, before, after)
    assert gone not in active
    assert kept in active


@pytest.mark.parametrize(
    "said",
    [
        "came round to see me last night",
        "I came round to my place after work",
        "went off on a tangent",
        "gone off script again",
        "I went off sick on monday",
    ],
)
def test_a_visit_or_a_wander_is_no_taste(said: str) -> None:
    assert as_tasted(said) == said

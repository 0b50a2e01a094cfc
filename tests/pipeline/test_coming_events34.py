"""A life event the user is about to have, and a new head count, told while asking something."""

from __future__ import annotations

import pytest

from imprint.pipeline.coming_events import coming_event
from imprint.pipeline.head_counts import head_count
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        ("we're getting married in september", "The user is getting married in september."),
        (
            "so we are tying the knot next may, any ideas for favours",
            "The user is getting married next may.",
        ),
        (
            "sam and I are getting hitched in the spring",
            "The user is getting married in the spring.",
        ),
        ("im getting married next year!!", "The user is getting married next year."),
        (
            "we're expecting twins in april, what buggy fits two",
            "The user is expecting twins in april.",
        ),
        ("we're having a baby in november", "The user is having a baby in november."),
        (
            "we're getting married next august, about 60 guests, ceremony at st marys",
            "The user is getting married next august, about 60 guests, ceremony at st marys.",
        ),
    ],
)
def test_an_event_told_in_passing(sentence: str, told: str) -> None:
    assert coming_event(sentence) == told


@pytest.mark.parametrize(
    "sentence",
    [
        "my brother is getting married in june",  # someone else's
        "are you getting married?",  # asked
        "if we're getting married next year we should start saving",  # supposed
        "we might be getting married next year",  # wondered about
        "once we're getting married things will calm down",
        "getting married is expensive",  # no one's event
    ],
)
def test_no_event_told(sentence: str) -> None:
    assert coming_event(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        ("list is down to 80 ppl", "The user's guest list is now down to 80 guests."),
        ("the guest list is up to 140 now", "The user's guest list is now up to 140 guests."),
        ("class is down to 12 kids this term", "The user's class is now down to 12 kids."),
        ("our team is up to 9 people", "The user's team is now up to 9 people."),
    ],
)
def test_a_new_head_count(sentence: str, told: str) -> None:
    assert head_count(sentence) == told


@pytest.mark.parametrize(
    "sentence",
    [
        "the list is down to 3",  # a to-do list as likely as a guest list
        "is the guest list down to 80?",
        "our budget is down to 900",  # money, read by new_amounts
    ],
)
def test_no_head_count(sentence: str) -> None:
    assert head_count(sentence) is None


async def test_a_wedding_told_while_asking_then_a_smaller_list(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "hiya! we're getting married next september, planning for 150 guests, venue is the "
            "old mill in hebden. could you sketch a budget?",
        )
        text = await active_text(imprint)
        assert "The user is getting married next september" in text
        assert "150 guests" in text
        await say_later(
            imprint,
            clock,
            "the mill cancelled on us. we're doing a small thing at a pub instead, guest list is "
            "down to 60 people. redo the budget?",
            days=40,
        )
        text = await active_text(imprint)
        assert "60 guests" in text
        assert "150" not in text

"""The fixed points of the user's week, said as a thing and its time, and when they move.

"standup is at 9:15 every day", "practice is tuesdays 5 to 6:30", "my shift starts at
6:45": no "I", so the routine rules missed them. A time of day is no clause end ("8:30").
A new time said as new ("standup moved, it's at 10 now") outdates the old one. Phrasings
are our own; near-misses: a question, a one-time time, someone else's schedule, a past one.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.schedules import schedule_in
from imprint.pipeline.understand import understand
from imprint.pipeline.value_classes import outdates, says_new_value
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        ("standup is at 9:15 every day", "my standup is at 9:15 every day"),
        (
            "our retro is every other friday at 2pm, so keep it free",
            "our retro is every other friday at 2pm",
        ),
        ("my shift starts at 6:45, so mornings are out", "my shift starts at 6:45"),
        ("the class is mondays and wednesdays 7 to 9", "my class is mondays and wednesdays 7 to 9"),
        ("choir's thursday nights", "my choir's thursday nights"),
        ("btw dialysis is every tuesday morning", "my dialysis is every tuesday morning"),
    ],
)
def test_a_fixed_point_of_the_week_is_kept(sentence: str, told: str) -> None:
    assert schedule_in(sentence) == told


@pytest.mark.parametrize(
    "sentence",
    [
        "is standup at 9:15 every day?",
        "the meeting is at 3 today",
        "the meeting was at 9 on monday",
        "his practice is on tuesdays",
        "the meeting is at 3 tomorrow, can you prep notes",
        "the market is huge",
    ],
)
def test_a_question_a_one_off_or_anothers_is_no_schedule(sentence: str) -> None:
    assert schedule_in(sentence) is None


def test_a_time_of_day_is_no_clause_end() -> None:
    contents = [
        s.content
        for s in understand(
            "we have team huddles monday mornings 8:30 before we open", "Hi!"
        ).statements
    ]
    assert any("8:30" in c for c in contents), contents


@pytest.mark.parametrize(
    ("new", "old", "out"),
    [
        (
            'The user said: "standup moved, it\'s at 10 now".',
            "The user's standup is at 9:15 every day.",
            True,
        ),
        (
            "The weekly meeting got moved to 4pm now.",
            "The user's weekly meeting is at 2pm on mondays.",
            True,
        ),
        (
            "The user moved their gym session to 7am now.",
            "The user's standup is at 9:15 every day.",
            False,
        ),
        ("The standup is at 9:15 now.", "The user's standup is at 9:15 every day.", False),
    ],
)
def test_a_new_time_outdates_the_old_one_of_the_same_thing(new: str, old: str, out: bool) -> None:
    assert says_new_value(new)
    assert outdates(content=new, subject=None, old_content=old) is out


async def test_a_moved_standup_leaves_the_old_time(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "fyi our standup is at 9:15 every day")
        clock.advance(days=20)
        await say(imprint, "standup got moved, it's at 10:30 now")
        active = await active_text(imprint)
        assert "at 9" not in active, active
        assert "10:30" in active, active

"""A medicine stopped for the user or one of theirs, and what was started in its place."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("the gp took me off sertraline and put me on citalopram", "sertraline"),
        ("her consultant took her off warfarin and started her on apixaban", "warfarin"),
        ("they took him off the metformin and put him on insulin", "metformin"),
    ],
)
def test_a_medicine_stopped_is_retired_and_its_successor_kept(reply: str, old: str) -> None:
    said = understand(reply, "Hi!")
    assert old in said.retired
    assert any(" on " in s.content and old in s.content for s in said.statements), said


def test_a_medicine_stopped_with_nothing_started_is_retired() -> None:
    said = understand("they took him off the metformin, no idea why", "Hi!")
    assert "metformin" in said.retired


async def test_the_old_medicine_of_one_of_theirs_is_retired(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my dad has type 2, hes on metformin and i do his shopping")
        await say_later(
            imprint, clock, "dads consultant took him off the metformin and put him on insulin"
        )
        active = await active_text(imprint)
        assert "insulin" in active, active
        assert "on metformin and" not in active, active
        assert "type 2" in active, active

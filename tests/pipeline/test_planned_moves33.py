"""A move the user is about to make, told while asking something else."""

from __future__ import annotations

import pytest

from imprint.pipeline.planned_moves import planned_move
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        ("we're moving to leeds next month", "The user is moving to Leeds next month."),
        (
            "im moving to cardiff in september for uni, whats a good student bank account",
            "The user is moving to Cardiff in september.",
        ),
        (
            "moving to lisbon in march, any tips for finding a flat?",
            "The user is moving to Lisbon in march.",
        ),
        ("we're relocating to Boise in the spring", "The user is moving to Boise in the spring."),
        ("so we are moving to New York in 3 months", "The user is moving to New York in 3 months."),
        (
            "we're moving back to dublin after christmas",
            "The user is moving back to Dublin after christmas.",
        ),
        (
            "we are emigrating to New Zealand in 2 years",
            "The user is moving to New Zealand in 2 years.",
        ),
        ("btw im moving to manchester", "The user is moving to Manchester."),
    ],
)
def test_a_move_told_in_passing(sentence: str, told: str) -> None:
    assert planned_move(sentence) == told


@pytest.mark.parametrize(
    "sentence",
    [
        "we're moving to a bigger place next month",  # no place named
        "moving to the next step now",
        "my sister is moving to leeds",  # someone else's move
        "might be moving to leeds next year",  # wondered about
        "if we're moving to leeds what about schools",  # supposed
        "say we moved to leeds, would the commute work",
        "are we moving to leeds?",
        "we're moving to Linear next sprint",  # a tool, not a place
        "moving to Postgres for the new service",
    ],
)
def test_no_move_told(sentence: str) -> None:
    assert planned_move(sentence) is None


async def test_a_move_told_while_asking_is_kept(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "we're moving to bristol next month for my partner's job. "
            "do movers usually want a deposit up front?",
        )
        assert "The user is moving to Bristol next month." in await active_text(imprint)

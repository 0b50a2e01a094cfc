"""A thing given a new value in a later clause, named in up to four words, is a change."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


def _facts(reply: str) -> list[str]:
    return [s.content for s in understand(reply, "Sure, what's next?").statements]


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "ugh, landlord texted, the 22 birch st inspection is now tuesday 3pm",
            "inspection is now tuesday 3pm",
        ),
        ("heads up, our spring open day got moved to may 9", "open day"),
        ("right so, the year 10 parents evening is now on the 12th", "parents evening is now"),
    ],
)
def test_a_later_clause_that_names_a_thing_and_its_new_value_is_kept(reply: str, kept: str) -> None:
    facts = _facts(reply)
    assert any(kept in f for f in facts), facts


def test_a_state_word_is_no_new_value() -> None:
    assert _facts("ok then, the big release is now done") == []


async def test_the_moved_appointment_replaces_the_one_said_first(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "the 22 birch st inspection is on monday 10am")
        await say(imprint, "ugh, landlord texted, the 22 birch st inspection is now tuesday 3pm")
        active = await active_text(imprint)
        assert "tuesday 3pm" in active, active
        assert "monday 10am" not in active, active

"""News told without the words the rules knew: recurring work asked a new way "now", a
thing named in a clause that says the user got it, a plan "going to" another date
"instead"."""

from __future__ import annotations

import pytest

from imprint.pipeline.own_gear import own_gear
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


def _rules(reply: str) -> list[str]:
    return [s.content for s in understand(reply).statements if s.type.value == "rule"]


@pytest.mark.parametrize(
    ("reply", "rule"),
    [
        (
            "do these client updates as normal short paragraphs now",
            "Do these client updates as normal short paragraphs now.",
        ),
        ("write my reports in plain english now", "Write the user's reports in plain english now."),
        ("do all the standups as bullet points now", "Do all the standups as bullet points now."),
    ],
)
def test_recurring_work_asked_a_new_way_now_lasts(reply: str, rule: str) -> None:
    assert _rules(reply) == [rule]


@pytest.mark.parametrize(
    "reply",
    [
        "send the invoices now",  # a task, no way asked
        "do this email as a table now",  # one piece of work
        "can you write the minutes now",
    ],
)
def test_a_task_now_is_no_rule(reply: str) -> None:
    assert _rules(reply) == []


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "how do I precondition the battery on the Ioniq 5 we got with the trade-in money?",
            "The user has the Ioniq 5.",
        ),
        ("the Pixel 8 I bought in march keeps dying", "The user has the Pixel 8."),
    ],
)
def test_a_thing_the_user_got_is_theirs(sentence: str, fact: str) -> None:
    assert own_gear(sentence) == fact


@pytest.mark.parametrize(
    "sentence",
    ["the book i got from the library", "the Tesla we got rid of", "the Corolla we sold"],
)
def test_no_thing_of_the_users(sentence: str) -> None:
    assert own_gear(sentence) is None


async def test_a_demo_going_elsewhere_instead_replaces_the_date(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "the Driftlight demo is now October Next Fest, need a press timeline")
        await say_later(
            imprint,
            clock,
            "change of plans, the Driftlight demo is going to the February Next Fest instead. "
            "october was way too tight",
        )
        active = await active_text(imprint)
        assert "February" in active, active
        assert "October Next Fest" not in active, active

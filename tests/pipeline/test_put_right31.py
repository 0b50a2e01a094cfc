"""Someone the agent named by another title and name, put right ("no its mrs harrow"), and a
tool retired by its kind ("binned the spreadsheet") retiring the one the user named."""

from __future__ import annotations

import pytest

from imprint.pipeline.dialects import dialect_asked
from imprint.pipeline.old_names import kind_names
from imprint.pipeline.term_fixes import term_fixes
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later

DRAFT = "Here's a draft:\n\nDear Mr Harris,\n\nI'm writing about the damp patch."


@pytest.mark.parametrize(
    ("sentence", "fix"),
    [
        ("no its mrs harrow, harrow like the place in london.", "Use mrs harrow, not mr harris."),
        ("no, mrs harrow", "Use mrs harrow, not mr harris."),
        ("mrs harrow.", "Use mrs harrow, not mr harris."),
        ("sorry it's actually Ms Harrow", "Use ms harrow, not mr harris."),
    ],
)
def test_a_titled_name_put_right_is_a_fix(sentence: str, fix: str) -> None:
    assert [f.content for f in term_fixes((sentence,), DRAFT)] == [fix]


@pytest.mark.parametrize(
    ("sentence", "agent"),
    [
        ("dr patel says hi", DRAFT),  # someone else, told of
        ("mr harris is lovely", DRAFT),  # the same person
        ("no its mrs harrow", "Sure, here is the plan."),  # no one named by the agent
    ],
)
def test_no_titled_fix(sentence: str, agent: str) -> None:
    assert term_fixes((sentence,), agent) == []


def test_a_kind_names_the_tools_it_stands_for() -> None:
    assert "google sheet" in kind_names(("spreadsheet",))
    assert kind_names(("trello",)) == ()


async def test_the_landlords_name_put_right_is_kept(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "no its mrs harrow, harrow like the place in london.", agent=DRAFT)
        assert "mrs harrow" in (await active_text(imprint)).lower()


async def test_a_spreadsheet_binned_retires_the_google_sheet(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i keep all my spending in a google sheet, whats the sumif formula")
        await say_later(imprint, clock, "binned the spreadsheet, im on ynab now. how do i split?")
        active = await active_text(imprint)
        assert "ynab" in active, active
        assert "google sheet" not in active, active


_US_DRAFT = "Here is the schedule laid out the way you asked: Saturday, March 14: Swimming 9:15 AM."


@pytest.mark.parametrize(
    "reply",
    [
        "can you put the day first pls, my mum reads it and the american way throws her",
        "not the american way pls, it confuses everyone here",
        "please redo it, the US style just confuses me",
    ],
)
def test_a_convention_set_aside_is_not_asked_for(reply: str) -> None:
    assert dialect_asked(reply, _US_DRAFT) is None


def test_a_convention_asked_beside_one_set_aside_is_kept() -> None:
    assert dialect_asked("british spelling please, not the american way", _US_DRAFT) == (
        "british spelling",
        "Use british spelling.",
    )

"""A bare comparative after a draft ("shorter and less stiff lol") edits that draft; it is
no standing rule. Standards said there ("British spelling") still stand."""

from __future__ import annotations

import pytest

from imprint.pipeline.spec_sheets import edits_draft
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say

_DRAFT = 'Here\'s the text for the card: "Dear Pat, wishing you a very happy retirement."'
_ANSWER = "Retirement cards usually thank the person and wish them well for what comes next."


@pytest.mark.parametrize(
    "standard",
    [
        "Shorter and less stiff.",
        "A bit warmer and less salesy.",
        "Punchier, more casual.",
        "Way shorter pls.",
        "Friendlier.",
    ],
)
def test_comparatives_after_a_draft_edit_it(standard: str) -> None:
    assert edits_draft(standard, _DRAFT)


@pytest.mark.parametrize(
    ("standard", "agent"),
    [
        ("Shorter and less stiff.", _ANSWER),
        ("British spelling.", _DRAFT),
        ("No emojis, shorter.", _DRAFT),
        ("Never exclamation marks.", _DRAFT),
        ("Shorter, always.", _DRAFT),
    ],
)
def test_a_standard_or_no_draft_is_no_edit(standard: str, agent: str) -> None:
    assert not edits_draft(standard, agent)


async def test_edits_of_drafts_and_thanks_store_nothing(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "shorter and less stiff lol", agent=_DRAFT)
        await say(
            imprint, "haha yes thats it, you're a star", agent='Here: "Happy retirement, Pat!"'
        )
        assert await active_text(imprint) == ""


async def test_a_standard_beside_a_draft_is_kept(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "British spelling, always", agent=_DRAFT)
        assert "British" in await active_text(imprint)

"""Round 17: readings that went wrong on conversations written apart, in our own phrasings."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.understand import understand
from imprint.pipeline.updates import bare_retraction
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say


def _revising(reply: str, agent: str = "Want me to draft it?") -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.change.revises]


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("hmm scratch that. my boss vetoed it, budget. we're going with Hetzner", "hetzner"),
        ("ok wait, no. the team hates it. let's use poetry", "poetry"),
        ("Change of plans! Talked to the board. We'll go with the green logo.", "green"),
        ("on second thought... marketing objected. going with weekly releases", "weekly"),
    ],
)
def test_a_retraction_said_alone_revises_the_pick_after_it(reply: str, word: str) -> None:
    assert any(word in c.lower() for c in _revising(reply)), understand(reply, "?").statements


@pytest.mark.parametrize(
    "sentence",
    [
        "scratch that.",
        "hmm, scratch that!",
        "ok wait, no.",
        "Change of plans!!",
        "I changed my mind.",
    ],
)
def test_a_sentence_of_only_a_retraction_is_bare(sentence: str) -> None:
    assert bare_retraction(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "scratch that, we use Hetzner",
        "they changed my mind about Go",
        "no wait times at the clinic",
        "the plans changed the whole schedule",
    ],
)
def test_a_retraction_with_more_to_say_is_not_bare(sentence: str) -> None:
    assert not bare_retraction(sentence)


@given(st.text(alphabet="abcdefghij ,.", max_size=30))
def test_no_plain_words_make_a_bare_retraction(text: str) -> None:
    assert not bare_retraction(text)


def test_a_reason_after_a_bare_retraction_revises_nothing() -> None:
    reading = understand(
        "scratch that. the client wants SOC2. going with RDS", "Supabase it is, then?"
    )
    for statement in reading.statements:
        if statement.type is MemoryType.FACT and statement.subject is None:
            assert not statement.change.revises


async def test_a_pick_after_a_bare_retraction_retires_the_one_before(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "ok let's go with mongodb", "Postgres or MongoDB for the MVP?")
        await say(
            imprint,
            "hmm scratch that. my cofounder wants joins everywhere. going with postgres",
            "Great, I'll set up the collections.",
        )
        active = (await active_text(imprint)).lower()
        assert "postgres" in active
        assert "mongodb" not in active, active

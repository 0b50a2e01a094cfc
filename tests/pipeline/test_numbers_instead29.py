"""A number given in place of the one just given ("use 0161 496 0032 instead") revises it."""

from __future__ import annotations

import pytest

from imprint.pipeline.filler import strip_filler
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


async def test_a_number_used_instead_retires_the_answer(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "0161 496 0018", agent="What number should go on the flyer?")
        await say(
            imprint,
            "oh crap, use 0161 496 0032 instead, the 0018 line is being cut off",
            agent="Here's the flyer with 0161 496 0018.",
        )
        active = await active_text(imprint)
        assert "0161 496 0032" in active, active
        assert '"0161 496 0018"' not in active, active


@pytest.mark.parametrize("reply", ["use 2 spaces instead", "use 12 spaces instead"])
async def test_a_count_of_things_used_instead_is_still_a_rule(
    store_url: str, clock: FakeClock, reply: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, reply, agent="Here's the YAML, indented with tabs.")
        memories = await imprint.memories(user_id="u")
        assert [m.type.value for m in memories] == ["rule"], memories


@pytest.mark.parametrize(
    ("sentence", "rest"),
    [
        ("oh shoot, the venue changed", "the venue changed"),
        ("oops, I meant Tuesday", "I meant Tuesday"),
        ("my bad, it's Kerry not Kerri", "it's Kerry not Kerri"),
        ("ugh, the kids start at 8 now", "the kids start at 8 now"),
    ],
)
def test_an_interjection_before_a_comma_is_filler(sentence: str, rest: str) -> None:
    assert strip_filler(sentence) == rest


def test_an_interjection_that_is_the_sentence_stays() -> None:
    assert strip_filler("shoot the video in 4k") == "shoot the video in 4k"


@pytest.mark.parametrize(
    ("sentence", "rest"),
    [
        ("new term new me, I started at Oakfield School", "I started at Oakfield School"),
        ("new year, new me. I swim twice a week", "I swim twice a week"),
    ],
)
def test_the_saying_new_year_new_me_is_filler(sentence: str, rest: str) -> None:
    assert strip_filler(sentence) == rest

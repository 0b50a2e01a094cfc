"""What the user's thing is, told to put the agent right, is kept (round 37)."""

from __future__ import annotations

import pytest

from imprint.pipeline.corrected_states import corrected_state, corrects
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("reply", "agent", "kept"),
    [
        (
            "ugh no, this site isn't wordpress, it's a static hugo build on netlify",
            "Install the Yoast plugin from the WordPress dashboard.",
            "it's a static hugo build on netlify",
        ),
        (
            "nah we don't have a garden, its a third floor flat with a balcony",
            "You could plant them along the back fence.",
            "its a third floor flat with a balcony",
        ),
        (
            "erm I don't have a tumble dryer lol, its a tiny flat with a drying rack",
            "Pop the towels in the tumble dryer on low.",
            "its a tiny flat with a drying rack",
        ),
    ],
)
def test_the_thing_put_right_is_kept(reply: str, agent: str, kept: str) -> None:
    contents = [s.content for s in understand(reply, agent).statements]
    assert any(kept in c for c in contents), contents


@pytest.mark.parametrize(
    "sentence",
    [
        "no, it's fine, leave it",
        "it's too long, cut it",
        "nah it's wrong",
        "it's not what I asked",
        "it's late here",
    ],
)
def test_a_verdict_or_the_moment_is_no_state(sentence: str) -> None:
    assert corrected_state(sentence) is None


@pytest.mark.parametrize(
    ("reply", "correcting"),
    [
        ("no, it's a gas hob", True),
        ("nope can't eat that", True),
        ("erm I don't own a car", True),
        ("it's a gas hob, what temperature?", False),
        ("thanks, that works", False),
    ],
)
def test_a_reply_that_puts_the_agent_right(reply: str, correcting: bool) -> None:
    assert corrects(reply) is correcting


def test_it_is_outside_a_correction_is_left_to_the_other_readers() -> None:
    contents = [
        s.content for s in understand("thanks! it's a lovely recipe", "Here it is.").statements
    ]
    assert not any("lovely" in c for c in contents)

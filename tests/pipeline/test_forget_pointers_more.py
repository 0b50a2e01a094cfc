"""Forget requests that point at what was said with its kind, or with the talk around it.

"can you not remember the knee injury stuff" names "knee" and a kind ("injury") the memory
need not hold; "hey, the thing I said about the lawyer, please forget it, I don't want it
kept" points back past a reason that follows. Phrasings are our own.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("content", "target", "named"),
    [
        ("The user sprained their left knee skiing.", ("knee", "injury"), True),
        ("The user's neighbour Dov plays drums at night.", ("hey", "neighbour", "dov"), True),
        ("The user sprained their left knee skiing.", ("ankle", "injury"), False),
        ("The user's brother is in rehab.", ("brother", "drama"), True),
    ],
)
def test_a_kind_word_or_talk_need_not_be_held(
    content: str, target: tuple[str, ...], named: bool
) -> None:
    assert forget_matches(content, [target]) is named


@pytest.mark.parametrize(
    "reply",
    [
        "the thing I said about my lawyer, please forget it, I don't want that kept anywhere",
        "what I mentioned about the lawyer - please forget it",
        "hey, the stuff I told you about my lawyer, forget it, I'd rather you didn't keep it",
    ],
)
def test_a_pointer_with_a_reason_after_it_is_a_request(reply: str) -> None:
    request = understand(reply, "Sure.").forget
    assert request is not None and any("lawyer" in t for t in request.terms), request


async def test_the_injury_named_by_its_kind_is_forgotten(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint, "I run the saturday parkrun. also I tore my calf last month so I'm walking it"
        )
        clock.advance(days=10)
        await say(imprint, "can you not remember the calf injury stuff, it's healed. parkrun stays")
        active = await active_text(imprint)
        assert "calf" not in active, active
        assert "parkrun" in active, active

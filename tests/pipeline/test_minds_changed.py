"""A change of mind about a topic, then the new ask: the ask stands and replaces the old one.

"I changed my mind about type hints. add them" (the issue's own example) kept nothing: the
ask alone ("add them") read as a request for this turn. Phrasings are our own: the topic
after "about", "on", "re"; the ask after a full stop, a comma or a dash, with a pronoun
for the topic or none. Near-misses: a change of mind with no ask after it, an ask with no
change of mind before it.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.minds_changed import after_change_of_mind, changed_topic, mind_apart
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import Change
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say


def _rules(reply: str) -> list[str]:
    statements = understand(reply, "Sure, here it is.").statements
    return [s.content for s in statements if s.type is MemoryType.RULE]


@pytest.mark.parametrize(
    ("sentence", "parts"),
    [
        (
            "changed my mind on the bullets, just do short plain paragraphs again",
            ("I changed my mind about the bullets.", "just do short plain paragraphs again"),
        ),
        (
            "ok I've changed my mind re emojis - leave them out",
            ("I changed my mind about emojis.", "leave them out"),
        ),
        ("I changed my mind about moving to Leeds", ("I changed my mind about moving to Leeds",)),
        ("use Georgia for headings", ("use Georgia for headings",)),
    ],
)
def test_mind_apart(sentence: str, parts: tuple[str, ...]) -> None:
    assert mind_apart(sentence) == parts


def test_the_topic_of_a_change_of_mind() -> None:
    assert changed_topic("I changed my mind about the serif font.") == "the serif font"
    assert changed_topic("I have not made up my mind") is None


def test_the_ask_after_it_replaces_what_held_the_topic() -> None:
    change = after_change_of_mind(Change(), "the body font")
    assert change.replaces == ("body font",)
    assert change.changed and change.revises
    assert after_change_of_mind(Change(), "that").replaces == ()


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("I changed my mind about docstrings. add them", "Add docstrings."),
        ("changed my mind on the tables, use bullet lists", "Use bullet lists."),
        ("hmm I've changed my mind re the sign-off - just put my initials", "initials"),
    ],
)
def test_the_ask_after_a_change_of_mind_stands(reply: str, kept: str) -> None:
    rules = _rules(reply)
    assert any(kept in r for r in rules), rules


def test_an_ask_alone_is_still_this_turns() -> None:
    assert _rules("add them") == []


@pytest.mark.parametrize(
    ("first", "then", "gone", "kept"),
    [
        (
            "please don't put type hints in the python you write for me",
            "I changed my mind about type hints. add them",
            "Don't put",
            "hints",
        ),
        (
            "always set the body font in Garamond please",
            "changed my mind about the font, use Lato instead",
            "Garamond",
            "Lato",
        ),
        (
            "put emojis in your replies from now on, I like them",
            "I've changed my mind about the emojis - leave them out",
            "Put emojis",
            "emojis out",
        ),
    ],
)
async def test_the_new_ask_replaces_the_old(
    store_url: str, clock: FakeClock, first: str, then: str, gone: str, kept: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, first)
        clock.advance(days=10)
        await say(imprint, then)
        active = await active_text(imprint)
        assert gone not in active, active
        assert kept in active, active
        assert "like them" not in active, active


def test_the_ask_may_close_a_reason_after_the_change_of_mind() -> None:
    reply = (
        "ok I changed my mind on the tables. I read these on a tiny screen and the columns"
        " get squashed, so just use short bullet lists again"
    )
    rules = _rules(reply)
    assert any("bullet lists" in r for r in rules), rules

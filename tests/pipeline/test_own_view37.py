"""The user's own view said against someone else's is kept as theirs (round 37).

"my partner wants a hot tub. me, I want a sauna": the wish would be this turn's ask alone;
set against another person's view it is the user's lasting one.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.own_view import own_view
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "my partner wants a hot tub in the garden. me, i want a sauna we can use all winter",
            "The user wants a sauna",
        ),
        (
            "Priya keeps saying we should use Notion for everything. honestly I just prefer "
            "plain markdown files in a git repo",
            "prefers plain markdown files",
        ),
        (
            "our editor always says 'utilise'. i say use.",
            "The user says use",
        ),
        (
            "she likes the lights on full. personally I like a dim room with one lamp",
            "likes a dim room",
        ),
    ],
)
def test_the_users_side_is_kept(reply: str, kept: str) -> None:
    contents = [s.content for s in understand(reply, "").statements]
    assert any(kept in c for c in contents), contents


@pytest.mark.parametrize(
    ("sentence", "reply"),
    [
        # no one else's view in the reply: a wish of this turn
        ("me, i want a sauna.", "me, i want a sauna."),
        # what follows asks for the work at hand
        (
            "honestly i just want to finish this tonight.",
            "my boss wants the deck. honestly i just want to finish this tonight.",
        ),
        ("personally i want it shorter.", "he likes long intros. personally i want it shorter."),
        # "Please say" is no one's view
        ("i say yes.", "Please say yes. i say yes."),
    ],
)
def test_no_view_is_read_without_a_contrast_or_with_an_ask(sentence: str, reply: str) -> None:
    assert own_view(sentence, reply) is None


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "Tom swears by spreadsheets for the budget. as for me, I want a notebook and cash "
            "envelopes",
            "The user wants a notebook and cash envelopes",
        ),
        (
            "my mum is dead set on a church do. me personally I want a registry office and a "
            "pub after",
            "The user wants a registry office and a pub after",
        ),
    ],
)
def test_more_ways_to_set_the_users_side_apart(reply: str, kept: str) -> None:
    contents = [s.content for s in understand(reply, "").statements]
    assert kept + "." in contents, contents


@pytest.mark.parametrize(
    "reply",
    [
        "my mum is dead set on a church do, help me plan it",
        "my sister is dead keen on hiking so we're going to the lakes",
        "my manager is off sick this week so I'm covering",
    ],
)
def test_an_idiom_of_dead_or_off_retires_no_one(reply: str) -> None:
    understood = understand(reply, "")
    assert understood.retired == ()
    assert all(not s.change.replaces for s in understood.statements)


def test_a_thing_said_dead_is_still_given_up() -> None:
    assert understand("our etsy shop is dead. we sell at markets now", "").retired == ("etsy shop",)

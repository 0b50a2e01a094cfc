"""A slip owned with the "I" left out, and a way out of the conversation, are no memories."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("what's the difference between margin and markup? always mix them up", "Hi!"),
        ("always confuse its and it's lol, which one here", "Here's the caption."),
        ("keep forgetting which bin goes out on tuesday", "Hi!"),
        ("back to the grind i guess. cheers", "Anything else, or back to your day?"),
        ("ok calling it a day, thanks!", "Want to keep going on the outline, or call it a day?"),
    ],
)
def test_nothing_is_kept(reply: str, agent: str) -> None:
    assert understand(reply, agent).statements == (), understand(reply, agent).statements


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("always mix the dressing in a separate jar", "Here's the salad recipe."),
        ("never forget to cc Dana on these", "Here's the email."),
        ("the blue one, its calmer", "Blue or green for the logo?"),
    ],
)
def test_a_rule_or_a_pick_in_the_same_words_is_kept(reply: str, agent: str) -> None:
    assert understand(reply, agent).statements, reply

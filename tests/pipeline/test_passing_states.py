"""A state of the moment is no fact about the user's life.

"we've run out of eggs", "the build server's on fire": said to explain this turn's ask,
they are true for a day and stored as nothing. A habit that sounds alike ("I run out of
steam by 4pm every day") and lasting facts beside the same words stay. Phrasings are our
own.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _facts(reply: str) -> list[str]:
    return [
        s.content
        for s in understand(reply, "Hi! What can I help with?").statements
        if s.type is MemoryType.FACT
    ]


@pytest.mark.parametrize(
    "reply",
    [
        "we've run out of eggs",
        "I've just run out of printer ink",
        "we ran out of nappies at 2am",
        "the dog food has completely run out",
        "our main server is on fire",
        "prod's on fire, help",
        "my inbox is literally on fire today",
        "we've run out of budget for the quarter",
    ],
)
def test_a_state_of_the_moment_keeps_nothing(reply: str) -> None:
    assert _facts(reply) == []


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("I run out of steam by 4pm every day", "steam"),
        ("I'm a firefighter in Leeds", "firefighter"),
        ("I have a wood-fired pizza oven in the garden", "pizza oven"),
    ],
)
def test_lasting_facts_with_the_same_words_stay(reply: str, word: str) -> None:
    facts = _facts(reply)
    assert any(word in f.lower() for f in facts), facts

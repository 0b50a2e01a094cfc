"""A value the user gave, changed since ("oh wait, we renamed it to main"), takes the answer
back, even when the reply asks for something more after it ("... use main")."""

from __future__ import annotations

import pytest

from imprint.pipeline.updates import change_in
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say

_ASKED = "To set up the deploy script, what's your default branch?"


@pytest.mark.parametrize(
    "sentence",
    [
        "oh wait, we renamed it to main like two weeks ago",
        "hmm they changed it to trunk last sprint",
        "we moved it over to the new bucket in may",
        "ok hold on, actually from june we're switching to evenings only",
    ],
)
def test_a_value_changed_since_revises(sentence: str) -> None:
    assert change_in(sentence, "en").revises


@pytest.mark.parametrize(
    "sentence",
    [
        "we renamed the dog to Biscuit",  # a thing named, not the value just given
        "i moved to Leeds in may",
        "actually we're fine, thanks",
    ],
)
def test_a_change_of_something_else_does_not_revise(sentence: str) -> None:
    assert not change_in(sentence, "en").revises


@pytest.mark.parametrize(
    "reply",
    [
        "oh wait, we renamed it to main like two weeks ago, i keep forgetting. use main",
        "oh wait, we renamed it to main like two weeks ago",
    ],
)
async def test_the_renamed_value_takes_the_answer_back(
    store_url: str, clock: FakeClock, reply: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "master", agent=_ASKED)
        await say(imprint, reply, agent="Got it, I'll target master.")
        active = await active_text(imprint)
        assert "main" in active, active
        assert '"master"' not in active, active

"""'... so idk' is unsure what follows from a fact, not unsure of the fact."""

from __future__ import annotations

import pytest

from imprint.pipeline.hedges import hedged
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("my right knee is shot from football so idk", "knee"),
        ("my landlord doesnt allow pets so i dunno", "landlord"),
    ],
)
def test_a_fact_before_so_idk_is_kept(reply: str, kept: str) -> None:
    reading = understand(reply, "Want to start running?")
    assert any(kept in s.content for s in reading.statements), reading


@pytest.mark.parametrize(
    "text", ["python idk", "maybe leeds so idk", "idk, probably the red one", "dunno tbh"]
)
def test_idk_itself_still_hedges(text: str) -> None:
    assert hedged(text)


def test_so_idk_alone_does_not_hedge_what_came_before() -> None:
    assert not hedged("my right knee is shot from football so idk")

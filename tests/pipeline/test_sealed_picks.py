"""Picks sealed by a closer, a pointer or a "settled:" line keep the option, not the reason."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _decisions(reply: str, agent: str = "") -> list[str]:
    return [
        s.content.lower()
        for s in understand(reply, agent).statements
        if s.type is MemoryType.DECISION
    ]


@pytest.mark.parametrize(
    ("reply", "agent", "option"),
    [
        ("Copperleaf. final answer, I want something that sounds old.", "", "copperleaf"),
        (
            "ok. Bread & Butter Club. locking it in, my sister made the logo already",
            "",
            "bread & butter",
        ),
        ("Apache-2.0. decided, we need the patent grant", "MIT or Apache-2.0?", "apache-2.0"),
        (
            "hmm. Quarry Lane. the other one is too long. so is decided, I order the sign",
            "",
            "quarry lane",
        ),
        ("name's final: Little Fern Studio. printing cards tomorrow", "", "little fern"),
        ("the venue is confirmed: Harbour Hall.", "", "harbour hall"),
        (
            "the support window matters to us. postgres then, going with that",
            "Postgres is mature; MongoDB is flexible. Which one?",
            "postgres",
        ),
        (
            "blue hour is perfect for us. everyone agreed, that's the name, done",
            "Ideas: Blue Hour, Night Bus, Low Tide.",
            "blue hour",
        ),
    ],
)
def test_the_sealed_option_is_the_decision(reply: str, agent: str, option: str) -> None:
    decisions = _decisions(reply, agent)
    assert decisions and option in decisions[0], decisions


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("the office is nice. that's the one thing I like", "Office or remote?"),
        ("ok see you then", "Redis streams or a Postgres table?"),
        ("tests pass. thanks, see you then", "Run the tests then."),
    ],
)
def test_no_option_sealed_is_no_decision(reply: str, agent: str) -> None:
    assert _decisions(reply, agent) == []


@pytest.mark.parametrize(
    ("reply", "agent", "option"),
    [
        (
            "the sage one.",
            "Three palettes: 1) sage, 2) rust, 3) navy. Want me to mock them up?",
            "sage",
        ),
        ("option 3 pls", "1. weekly 2. fortnightly 3. monthly. Shall I draft the schedule?", "3"),
        (
            "Hartwell.",
            "Shortlist: 1) Hartwell 2) Oakmere. Would you like taglines too?",
            "hartwell",
        ),
    ],
)
def test_a_pick_from_a_numbered_list_stands_beside_an_offer(
    reply: str, agent: str, option: str
) -> None:
    decisions = _decisions(reply, agent)
    assert decisions and option in decisions[0], decisions


def test_an_offer_of_work_alone_is_not_a_list_of_options() -> None:
    assert _decisions("the intro", "Want me to draft the intro or the outro?") == []

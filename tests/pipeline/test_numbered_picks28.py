"""An option picked by its number alone is decided by the name the agent listed under it."""

from __future__ import annotations

import pytest

from imprint.pipeline.picked_pointers import listed_option, numbered_pick
from imprint.pipeline.understand import understand

_RUN_ON = "Some names for the van: 1) Rolling Crumb 2) Dough Ray Me 3) Knead for Speed"
_LINES = "Options:\n1. Lisbon - cheap flights\n2. Porto - smaller\n3. Madeira - hikes"


@pytest.mark.parametrize(
    ("reply", "agent", "option"),
    [
        ("2", _RUN_ON, "Dough Ray Me"),
        ("ok 3 obviously", _RUN_ON, "Knead for Speed"),
        ("#1 please", _RUN_ON, "Rolling Crumb"),
        ("the third one", _LINES, "Madeira"),
        ("deffo 2!!", _LINES, "Porto"),
    ],
)
def test_a_number_said_alone_names_the_listed_option(reply: str, agent: str, option: str) -> None:
    assert numbered_pick(reply, agent) == option
    decisions = [s.content for s in understand(reply, agent).statements]
    assert any(option in d for d in decisions), decisions


def test_a_run_on_list_item_ends_at_the_next_number() -> None:
    assert listed_option("2", _RUN_ON) == "Dough Ray Me"


def test_the_pick_then_the_name_again_is_one_decision() -> None:
    reply = "2 for sure. dough ray me. my nan would love it"
    decisions = [s.content for s in understand(reply, _RUN_ON).statements]
    assert any("Dough Ray Me" in d for d in decisions), decisions


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("5", _RUN_ON),  # no fifth item
        ("2 is nice but let me think", _RUN_ON),  # more than the number
        ("2", "How many portions should I plan for?"),  # no list
    ],
)
def test_no_listed_option_is_picked(reply: str, agent: str) -> None:
    assert numbered_pick(reply, agent) is None

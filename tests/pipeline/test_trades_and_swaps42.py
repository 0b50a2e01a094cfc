"""A thing traded for another, and one race or class swapped for its kin (round 42).

"traded the golf in for a Model 3": trading gives one thing for another, so one named side
says it is a switch (not "swapped the meeting for lunch", nor "traded shifts with Sam").
What the user says of the old thing is not its name ("my old Corsa"). "signed up for the
full marathon instead" after "training for a half marathon": one thing named with another
word before it, each its own, is a change of that thing. A booking or a deal left
("got our deposit back from the grange", "pulled out of the Hartley deal") is retired.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.switches import switch_in
from imprint.pipeline.topic_change import topic_changes
from imprint.pipeline.understand import understand
from imprint.pipeline.word_kin import changed_in_kind, swapped_modifier
from imprint.testing import FakeClock
from tests.conversation import active_after_change, active_text, make, say, say_later


@pytest.mark.parametrize(
    ("sentence", "old", "new"),
    [
        ("traded the golf in for a Model 3 last weekend", "golf", "Model 3"),
        ("swapped my kindle for a Kobo", "kindle", "Kobo"),
        ("traded in my old Corsa for a bike", "Corsa", "bike"),
    ],
)
def test_a_trade_is_a_switch(sentence: str, old: str, new: str) -> None:
    switch = switch_in(sentence)
    assert switch is not None
    assert (switch.old, switch.new) == (old, new)


@pytest.mark.parametrize(
    "sentence",
    ["swapped the meeting for lunch", "traded shifts with Sam for friday"],
)
def test_no_trade_of_one_thing_for_another(sentence: str) -> None:
    assert switch_in(sentence) is None


def test_a_swapped_modifier_is_a_change_in_kind() -> None:
    new = "The user has signed up for the full marathon instead, same date."
    old = "The user is training for a half marathon in May."
    assert swapped_modifier(new, old)
    assert changed_in_kind(new, old)
    assert not swapped_modifier("The user runs a half marathon every May.", old)
    assert not changed_in_kind("The user also likes the full marathon.", old)


@pytest.mark.parametrize(
    ("before", "after", "gone", "kept"),
    [
        ("I drive a 2015 Golf", "traded the golf in for a Model 3 last weekend", "2015 Golf",
         "Model 3"),
        ("I'm training for a half marathon in May",
         "I've signed up for the full marathon instead, same date", "half", "full marathon"),
    ],
)  # fmt: skip
async def test_the_new_thing_replaces_the_old(
    store_url: str, clock: FakeClock, before: str, after: str, gone: str, kept: str
) -> None:
    active = await active_after_change(store_url, clock, before, after)
    assert gone not in active
    assert kept in active


@pytest.mark.parametrize(
    ("reply", "gone"),
    [
        ("got our deposit back from the grange finally and signed with willow creek lodge",
         ("grange",)),
        ("we pulled out of the Hartley deal, going with Brennan instead", ("hartley deal",)),
        ("backed out of the Leeds flat, staying put", ("leeds flat",)),
    ],
)  # fmt: skip
def test_a_booking_or_deal_left_is_retired(reply: str, gone: tuple[str, ...]) -> None:
    assert understand(reply, "Noted.").retired == gone


async def test_the_venue_left_goes(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "our venue is the grange at hollow oak, reception for 140")
        await say_later(
            imprint, clock, "got our deposit back from the grange and signed with willow creek"
        )
        active = await active_text(imprint)
        assert "hollow oak" not in active
        assert "willow creek" in active


@pytest.mark.parametrize(
    "sentence",
    ["The user has been moved over to geography this term.", "we switched back to vim"],
)
def test_a_particle_of_the_verb_names_no_topic(sentence: str) -> None:
    assert all(change.topic[:1] not in (("over",), ("back",)) for change in topic_changes(sentence))

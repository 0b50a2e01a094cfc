"""What stays of a memory superseded for a value the user gave up, on both backends.

Our own phrasings: a first message that says several things ("I sell my prints on Etsy, I
live in Galway"), then a value given up ("I stopped selling on Etsy"). The old memory is
kept as history; the clauses that held no retired value are written anew.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint import Imprint
from imprint.pipeline.forget_rest import retired_rest
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryStatus

_AGENT = "Hi! What can I help with?"


async def _memories(store_url: str, clock: FakeClock, replies: list[str]) -> list[tuple[str, str]]:
    async with Imprint("t", store=store_url, clock=clock) as imprint:
        for reply in replies:
            await imprint.observe(user_id="u", agent_output=_AGENT, user_response=reply)
            clock.advance(days=1)
        kept = await imprint.memories(user_id="u", status=None)
    return [(m.status.value, m.content.lower()) for m in kept]


async def test_the_clauses_without_the_retired_value_stay(store_url: str, clock: FakeClock) -> None:
    held = await _memories(
        store_url,
        clock,
        [
            "I sell my prints on Etsy, I live in Galway and I do markets on Saturdays",
            "I stopped selling on Etsy, everything is on my own site now",
        ],
    )
    active = [c for s, c in held if s == MemoryStatus.ACTIVE.value]
    assert any("galway" in c and "etsy" not in c for c in active), held
    assert not any("sells" in c and "etsy" in c for c in active), held
    # the old memory is history, not erased
    assert any(
        s == MemoryStatus.CONTRADICTED.value and "galway" in c and "etsy" in c for s, c in held
    ), held


async def test_a_memory_that_only_held_the_value_leaves_no_rest(
    store_url: str, clock: FakeClock
) -> None:
    held = await _memories(
        store_url, clock, ["I sell my prints on Etsy", "I stopped selling on Etsy"]
    )
    active = [c for s, c in held if s == MemoryStatus.ACTIVE.value]
    assert all("stopped" in c for c in active), held


@pytest.mark.parametrize(
    ("content", "values", "rest"),
    [
        (
            "The user teaches at Hillside, they coach the netball team.",
            ("hillside",),
            "The user coaches the netball team.",
        ),
        (
            "The user runs a bakery in Leeds, sells on Etsy.",
            ("etsy",),
            "The user runs a bakery in Leeds.",
        ),
    ],
)
def test_the_rest_of_a_memory(content: str, values: tuple[str, ...], rest: str) -> None:
    kept = retired_rest(content, values)
    assert kept is not None and kept[0] == rest


@pytest.mark.parametrize(
    ("content", "values"),
    [
        ("The user uses Jenkins for CI.", ("jenkins",)),  # every clause holds it
        ("The user likes tea, has a cat.", ("etsy",)),  # none does: not this value's memory
        ("The user sells on Etsy, lol.", ("etsy",)),  # what is left says nothing
    ],
)
def test_no_rest(content: str, values: tuple[str, ...]) -> None:
    assert retired_rest(content, values) is None


_WORD = st.text(alphabet="bcdfghklmnprstvz", min_size=4, max_size=8)


@given(st.lists(_WORD, min_size=3, max_size=6, unique=True), st.data())
def test_a_rest_never_holds_the_retired_value(words: list[str], data: st.DataObject) -> None:
    clauses = [f"the user keeps {w} at home" for w in words]
    value = data.draw(st.sampled_from(words))
    content = "The user " + ", ".join(clauses)[len("the user ") :] + "."
    kept = retired_rest(content, (value,))
    assert kept is None or value not in kept[0].lower()


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("I stopped selling on Etsy, it's all on my site now", "etsy"),
        ("we quit shipping with DPD after the strike", "dpd"),
        ("I've closed the Depop shop", "depop"),
    ],
)
def test_a_place_of_business_given_up_is_retired(reply: str, old: str) -> None:
    assert any(old in value for value in understand(reply, "").retired)


@pytest.mark.parametrize("reply", ["should I shut the Depop shop down?", "we stopped at Tesco"])
def test_no_place_is_retired_by_a_question_or_a_stop_on_the_way(reply: str) -> None:
    assert understand(reply, "").retired == ()


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("I stopped going to the gym", "gym"),
        ("stopped volunteering at the food bank, no time with the new job", "food bank"),
    ],
)
def test_a_place_the_user_stopped_going_to_is_retired(reply: str, old: str) -> None:
    # Round 43: "I go to the gym on Mondays" stayed after "I stopped going to the gym",
    # which kept nothing of its own; the place given up is retired now.
    assert old in understand(reply, "").retired


@pytest.mark.parametrize(
    ("content", "rest"),
    [
        ("The user sells on Etsy, they often travel to Cork.", "The user often travels to Cork."),
        ("The user sells on Etsy, they don't drive.", "The user doesn't drive."),
        ("The user sells on Etsy, they aren't vegan.", "The user isn't vegan."),
    ],
)
def test_the_rest_agrees_with_the_user(content: str, rest: str) -> None:
    kept = retired_rest(content, ("etsy",))
    assert kept is not None and kept[0] == rest


@pytest.mark.parametrize(
    "reply",
    [
        "I quit smoking in January",
        "I stopped talking to Mum about money",
        "I stopped running on Sundays",
    ],
)
def test_a_habit_given_up_retires_no_name_after_it(reply: str) -> None:
    retired = understand(reply, "").retired
    assert not any(w in retired for w in ("january", "mum", "sundays")), retired

"""A learned model of changes retires what no rule could name (round 38, `change_pairs`)."""

from __future__ import annotations

import json
from importlib import resources

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.change_pairs import (
    FEATURES,
    THRESHOLD,
    Pair,
    features,
    outdated_chance,
    scored,
)
from imprint.pipeline.consolidate import decide_offline
from imprint.testing import FakeClock
from imprint.types import MemoryDraft, MemoryType
from imprint.writes import CandidateMemory, Contradict, KeepBoth
from tests.conversation import active_text, make, say, say_later


def test_the_shipped_weights_are_for_these_features() -> None:
    path = resources.files("imprint.pipeline").joinpath("change_pairs.json")
    saved = json.loads(path.read_text(encoding="ascii"))
    assert tuple(saved["features"]) == FEATURES
    assert len(saved["weights"]) == len(FEATURES)


@pytest.mark.parametrize(
    ("first", "later", "gone", "kept"),
    [
        (
            "I get to work on the 7:40 bus",
            "I've started driving to work since the bus route got cut",
            "7:40 bus",
            "driving",
        ),
        (
            "I walk the dog along the canal every morning",
            "I've started taking the dog to the park instead, the canal path is closed",
            "along the canal",
            "park",
        ),
        (
            "my son Leo takes the school bus",
            "Leo has started cycling to school now he's 12",
            "school bus",
            "cycling",
        ),
    ],
)
async def test_a_change_no_rule_names_retires_the_old_fact(
    store_url: str, clock: FakeClock, first: str, later: str, gone: str, kept: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, first)
        await say_later(imprint, clock, later)
        active = await active_text(imprint)
        assert kept in active
        assert gone not in active


@pytest.mark.parametrize(
    ("first", "later", "held"),
    [
        # a cue of change with nothing tying it to the old fact
        (
            "I run a small florist in Bath called Petal and Stem",
            "ok now I need a caption for the new window display",
            "Petal and Stem",
        ),
        # one more, not instead
        (
            "I play 5-a-side football on tuesdays",
            "I've also started going to yoga on thursdays now",
            "football on tuesdays",
        ),
    ],
)
async def test_what_is_no_change_keeps_the_old_fact(
    store_url: str, clock: FakeClock, first: str, later: str, held: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, first)
        await say_later(imprint, clock, later)
        active = await active_text(imprint)
        assert held in active


def test_an_untied_pair_is_not_weighed() -> None:
    pair = Pair(
        "Now the user needs a small text for the chalkboard outside.",
        "The user owns a sourdough bakery in Ghent called Kruimel.",
        changed=True,
    )
    assert not scored(features(pair))
    assert outdated_chance(pair) == 0.0


def test_one_more_is_not_weighed() -> None:
    pair = Pair(
        "The user has also started going to yoga on thursdays now.",
        "The user plays football on tuesdays.",
        changed=True,
    )
    assert outdated_chance(pair) == 0.0


def _draft(content: str) -> MemoryDraft:
    return MemoryDraft(type=MemoryType.FACT, content=content, changed=True)


def _candidate(memory_id: int, content: str) -> CandidateMemory:
    return CandidateMemory(memory_id=memory_id, type=MemoryType.FACT, content=content, scope="g")


def test_the_rules_alone_leave_out_the_model() -> None:
    draft = _draft("The user has started driving to work since the bus route got cut.")
    old = _candidate(1, "The user gets to work on the 7:40 bus.")
    assert outdated_chance(Pair(draft.content, old.content, changed=True)) >= THRESHOLD
    assert decide_offline(draft, [old]) == Contradict(memory_ids=(1,))
    assert decide_offline(draft, [old], learned=False) == KeepBoth()


def test_with_two_facts_it_may_change_both_stay() -> None:
    draft = _draft("They moved it to thursday.")
    old = [
        _candidate(1, "The user's son has piano lessons on tuesdays."),
        _candidate(2, "The user's daughter has choir on fridays."),
    ]
    for one in old:
        assert outdated_chance(Pair(draft.content, one.content, changed=True)) >= THRESHOLD
    assert decide_offline(draft, old) == KeepBoth()


_TEXT = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=80)


@given(new=_TEXT, old=_TEXT, changed=st.booleans())
def test_the_chance_is_a_probability(new: str, old: str, changed: bool) -> None:
    chance = outdated_chance(Pair(new, old, changed=changed))
    assert 0.0 <= chance <= 1.0
    assert len(features(Pair(new, old, changed=changed))) == len(FEATURES)

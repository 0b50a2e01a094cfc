"""What a piece of work is for, told after the ask in the same sentence."""

from __future__ import annotations

import pytest

from imprint.pipeline.fact_gate import learned_facts
from imprint.pipeline.places import asked_from


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        (
            "can you help me plan a spring service promo, its a small bike shop in bristol",
            "small bike shop in bristol",
        ),
        (
            "could you write a welcome email, it's a small bakery in leeds, mostly sourdough",
            "small bakery in leeds",
        ),
    ],
)
def test_what_the_work_is_for_is_kept(sentence: str, kept: str) -> None:
    assert any(kept in s.content for s in learned_facts(sentence))


@pytest.mark.parametrize(
    "sentence",
    [
        "can you make it shorter, its a bit long",  # of the draft, not of the user's world
        "could you check this, it's a cover letter for a barista job",
    ],
)
def test_what_the_draft_is_stays_unkept(sentence: str) -> None:
    assert learned_facts(sentence) == []


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        ("what veg can i grow in pots here in leeds over winter?", "The user is in leeds."),
        ("is it normal here in Melbourne to tip cabbies?", "The user is in Melbourne."),
        ("any decent climbing gyms out here in Denver", "The user is in Denver."),
    ],
)
def test_where_the_user_asks_from(sentence: str, told: str) -> None:
    assert asked_from(sentence) == told


@pytest.mark.parametrize(
    "sentence",
    [
        "here in rome for the week, what should we see?",  # a trip, not home
        "what's the weather like in leeds?",  # asked of a place, not from it
        "here in Leeds we get a lot of rain",  # no question: the fact readers take it
        "is it here in section 2 that the loop fails?",  # no place
    ],
)
def test_no_place_asked_from(sentence: str) -> None:
    assert asked_from(sentence) is None

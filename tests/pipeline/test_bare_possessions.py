"""A thing of the user's named without "my" ("car's a 2014 mazda 3") is theirs."""

from __future__ import annotations

import pytest

from imprint.pipeline.facts import fact_in


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("car's a 2011 golf estate, 140k miles", "golf"),
        ("laptop is a 2020 macbook air, 8gb", "macbook"),
        ("boiler's a worcester bosch combi, 12 years old", "worcester"),
        ("bike is a steel tourer with drop bars", "tourer"),
        ("house is a 1930s semi with solid walls", "1930s"),
        ("phone's an old pixel 6", "pixel"),
        ("router is a netgear nighthawk", "nighthawk"),
        ("guitar's a cheap squier strat", "squier"),
    ],
)
def test_a_bare_possession_is_the_users(sentence: str, word: str) -> None:
    hit = fact_in(sentence)
    assert hit is not None and word in hit.text.lower()
    assert hit.text.lower().startswith("my ")


@pytest.mark.parametrize(
    "sentence",
    ["car is a mess", "phone is a disaster lol", "kitchen's a bit small", "house is a nightmare"],
)
def test_a_judgement_of_a_thing_is_not_kept(sentence: str) -> None:
    assert fact_in(sentence) is None

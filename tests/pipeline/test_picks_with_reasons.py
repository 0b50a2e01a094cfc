"""A closing pick followed by its reason ("redis then, it's simpler") is still a decision."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType

_LICENCES = "Two fit: 1. MIT, short and permissive. 2. Apache 2.0, with a patent grant. Which one?"
_TRAVEL = "You could take the train (4h, 60 EUR) or fly (1h, 120 EUR). Which suits you?"
_PETS = "For a small flat, a cat or a rabbit would both work. Which appeals more?"
_DB = "Options: Postgres for relations, Redis for a cache, SQLite if it stays local. Which?"
_LOANS = "A fixed rate is predictable; a tracker follows the base rate. Which do you prefer?"


@pytest.mark.parametrize(
    ("reply", "agent", "picked"),
    [
        ("apache 2.0 then, the lawyers will want the patent grant.", _LICENCES, "apache"),
        ("MIT then, it is shorter and everyone knows it", _LICENCES, "mit"),
        ("train then, cheaper and I can work on it", _TRAVEL, "train"),
        ("fly then, my time matters more", _TRAVEL, "fly"),
        ("rabbit then, the landlord is fine with it", _PETS, "rabbit"),
        ("sqlite then, because it never leaves my laptop", _DB, "sqlite"),
        ("postgres wins, we need the joins", _DB, "postgres"),
        ("fixed then, we like knowing the payment", _LOANS, "fixed"),
    ],
)
def test_a_pick_then_its_reason_is_a_decision(reply: str, agent: str, picked: str) -> None:
    decisions = [s for s in understand(reply, agent).statements if s.type is MemoryType.DECISION]
    assert decisions
    assert picked in decisions[0].content.lower()


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("ok fine then, I will think about it", _LICENCES),
        ("ok thanks then, bye", _TRAVEL),
        ("right then, the flat is tiny anyway", _PETS),
        ("good then, that settles nothing yet", _DB),
    ],
)
def test_a_closing_word_with_no_option_picks_nothing(reply: str, agent: str) -> None:
    statements = understand(reply, agent).statements
    assert not [s for s in statements if s.type is MemoryType.DECISION]

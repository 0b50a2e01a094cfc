"""The words the user always or never uses in their own writing, and the name drafts are
signed with, are rules (round 37)."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.pipeline.wording_habits import signed_as, wording_habit
from imprint.types import MemoryType


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("and i always just say 'cheers,' never kind regards", "always just says 'cheers,'"),
        ("we never say customers in our copy, it's guests", "never says customers"),
        ("I always say 'Hi team' first, never 'Dear all'", "always says 'Hi team' first"),
    ],
)
def test_the_users_wording_is_a_rule(reply: str, kept: str) -> None:
    rules = [s.content for s in understand(reply, "Here's the draft.").statements]
    assert any(kept in c for c in rules), rules
    assert all(
        s.type is MemoryType.RULE
        for s in understand(reply, "Here's the draft.").statements
        if kept in s.content
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "i always say to my kids be kind",
        "i always say i'll start on monday",
        "i always say that lol",
        "my boss always says synergy",
    ],
)
def test_what_is_no_wording_of_the_users_writing(sentence: str) -> None:
    assert wording_habit(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("sign it Marta Lindqvist, CPA.", "Marta Lindqvist, CPA"),
        ("please sign it as Priya Nair", "Priya Nair"),
        ("sign it jo", "jo"),
    ],
)
def test_the_name_drafts_are_signed_with_lasts(sentence: str, name: str) -> None:
    assert signed_as(sentence) == f"Sign the user's messages as {name}."


@pytest.mark.parametrize(
    "sentence",
    [
        "sign it off properly",
        "sign it",
        "sign it and send it",
        "sign it below the logo",
        "and sign them Rahel",
    ],
)
def test_how_to_sign_this_draft_names_no_one(sentence: str) -> None:
    assert signed_as(sentence) is None

"""A tool said with who uses it ("ArchiCAD 27, whole office") is a fact; "fwiw" opens a
standing ask as "tbh" does."""

from __future__ import annotations

import pytest

from imprint.pipeline import heuristics as h
from imprint.pipeline.stack_fragments import stack_fragment
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("ArchiCAD 27, whole office.", "The user's office uses ArchiCAD 27."),
        ("figma, whole team", "The user's team uses figma."),
        ("vectorworks, our entire studio!", "The user's studio uses vectorworks."),
    ],
)
def test_a_tool_and_who_uses_it_is_a_fact(sentence: str, kept: str) -> None:
    assert stack_fragment(sentence) == kept


@pytest.mark.parametrize("sentence", ["tired, whole team.", "pizza, whole office"])
def test_no_tool_no_fact(sentence: str) -> None:
    assert stack_fragment(sentence) is None


@pytest.mark.parametrize(
    ("text", "bare"),
    [
        ("fwiw anything u write for me should be async/await", "anything u write"),
        ("for what it's worth im vegan", "im vegan"),
    ],
)
def test_fwiw_is_a_lead(text: str, bare: str) -> None:
    assert h.strip_filler(text).startswith(bare)


def test_a_standing_ask_after_fwiw_is_kept() -> None:
    reading = understand(
        "fwiw anything u write for me should be async/await, we're on ios 17",
        "Here's the networking layer with a completion handler.",
    )
    assert any("async/await" in s.content for s in reading.statements), reading.statements

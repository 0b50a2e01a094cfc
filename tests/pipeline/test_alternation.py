"""A union that runs only its live alternatives finds exactly what the whole union finds."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from imprint.pipeline.alternation import Alternation

_WORDS = ["use", "Use", "at", "for", "i'm", "my", "the team", "go", "s", "c++", "pixel 7", "in"]
_TEXT = st.lists(
    st.sampled_from([*_WORDS, " ", ",", ".", "-", "A", "b", "1", "\u00e9", "\u212a"]), max_size=20
).map("".join)
_BRANCH = st.lists(
    st.sampled_from(
        [*(re.escape(w) for w in _WORDS), r"\b", r"\s+", r"\w+", r"(?:at|for)", "[a-z]", "s?", "."]
    ),
    min_size=1,
    max_size=4,
).map("".join)


def _spans(union: Alternation, text: str) -> list[tuple[tuple[int, int], str | None]]:
    return [(m.span(), m.lastgroup) for m in union.finditer(text)]


def _whole(union: Alternation, text: str) -> list[tuple[tuple[int, int], str | None]]:
    return [(m.span(), m.lastgroup) for m in union.regex.finditer(text)]


@settings(max_examples=400, deadline=None)
@given(
    st.lists(_BRANCH, min_size=1, max_size=5),
    st.sampled_from([0, re.IGNORECASE]),
    _TEXT,
)
def test_the_live_alternatives_find_what_the_whole_union_finds(
    sources: list[str], flags: int, text: str
) -> None:
    union = Alternation([(f"g{i}", source) for i, source in enumerate(sources)], flags)
    assert _spans(union, text) == _whole(union, text)


def test_an_alternative_needing_an_absent_word_is_left_out() -> None:
    union = Alternation([("a", r"\bc\+\+"), ("b", r"\bpixel \d+")], re.IGNORECASE)
    assert _spans(union, "My Pixel 7 and C++") == [((3, 10), "b"), ((15, 18), "a")]
    assert _spans(union, "nothing here") == []


def test_at_one_start_the_first_alternative_wins_and_later_ones_resume() -> None:
    # "ca" and "cat" start together (the first listed wins); "at" inside "cat" is passed
    # over with the match that covers it, and found again after it.
    union = Alternation([("x", "ca"), ("y", "cat"), ("z", "at")], re.IGNORECASE)
    assert not union._whole
    text = "a cat at a CAT, that"
    assert _spans(union, text) == _whole(union, text)
    assert [g for _, g in _spans(union, text)] == ["x", "z", "x", "z"]


def test_alternatives_that_may_match_empty_run_as_one_union() -> None:
    union = Alternation([("x", "cat"), ("y", r"\bs?")])
    assert union._whole
    assert _spans(union, "cats at cat") == _whole(union, "cats at cat")

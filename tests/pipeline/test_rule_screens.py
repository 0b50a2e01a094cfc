"""The screens in front of the rule modules' patterns never rule out a text they match.

Hypothesis writes ASCII texts from each pattern itself, so every text holds a match; the
screen must let each one through. (`test_screens.py` does the same for other modules.)
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from imprint.pipeline import directions, injection, segment, updates
from imprint.pipeline.understand import understand


def _ascii_match(pattern: re.Pattern[str]) -> st.SearchStrategy[str]:
    return st.from_regex(pattern, alphabet=st.characters(codec="ascii"))


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_folded_standing_marker_agrees_with_the_pattern(data: st.DataObject) -> None:
    text = data.draw(_ascii_match(directions._STANDING.regex) | st.text(max_size=40))
    for variant in (text, text.upper(), text.title()):
        found = directions._STANDING.search(variant) is not None
        assert directions._STANDING_FOUND.found(variant) == found


def test_old_value_screen_keeps_known_changes() -> None:
    assert updates.change_in("We moved from MySQL to Postgres", "en").replaces == ("mysql",)
    assert updates.change_in("Jenkins is gone, we use GitHub Actions", "en").replaces == (
        "jenkins",
    )
    assert updates.change_in("I like tea", "en").replaces == ()


_INFORMAL_PARTS = ["im", "Im", "IM", "dont", "Dont", "i", "I", "ive", "x", "'", " ", ".", "_", "2"]


@given(text=st.lists(st.sampled_from(_INFORMAL_PARTS)).map("".join) | st.text(max_size=30))
def test_informal_words_of_ascii_text_are_restored_as_ignoring_case(text: str) -> None:
    """The lowered copy finds the words `_INFORMAL_WORD` finds ignoring case."""
    whole = segment._INFORMAL_WORD.sub(lambda m: segment._restore(m.group(1)), text)
    assert segment.informal_english(text) == whole


def test_a_letter_that_lowers_to_two_characters_is_kept_as_written() -> None:
    """Found by the fuzzer: a Turkish capital I raised KeyError in every English reading."""
    assert segment.informal_english("\u0130 am here") == "\u0130 am here"
    assert understand("\u0130 work in Ankara as a teacher", "ok") is not None


_PLAIN_BOUNDARY = re.compile(
    r"[.!?\u2026]+[\"')\]\u201d\u2019\u00bb]*(?=\s)|[\u3002\uff01\uff1f]+|\n+"
)
"""`segment._BOUNDARY` without the lookahead that speeds it up."""


@given(
    text=st.lists(st.sampled_from(["a", " ", ".", "!", "?", "\u2026", ")", '"', "\n", "\u3002"]))
    .map("".join)
    .filter(bool)
)
def test_sentence_boundaries_are_found_as_without_the_lookahead(text: str) -> None:
    def spans(pattern: re.Pattern[str]) -> list[tuple[int, int]]:
        return [m.span() for m in pattern.finditer(text)]

    assert spans(segment._BOUNDARY) == spans(_PLAIN_BOUNDARY)


_PLAIN_FOLDABLE = re.compile(
    r"[A-Za-z][013457@$!|*_~`^<>\[\]{}\\]+[A-Za-z0-9]"
    r"|(?<![A-Za-z0-9])[013457@$!|][A-Za-z]"
    r"|[A-Za-z][013457]+(?![A-Za-z0-9])"
    r"|[*~`^][A-Za-z]|[A-Za-z][*~`^]"
)
"""`injection._FOLDABLE` without the lookahead that speeds it up."""


@given(text=st.text(alphabet="aZ9013457@$!|*_~`^<>[]{}\\ .'", max_size=12))
def test_foldable_text_is_found_as_without_the_lookahead(text: str) -> None:
    found = injection._FOLDABLE.search(text)
    plain = _PLAIN_FOLDABLE.search(text)
    assert (found and found.span()) == (plain and plain.span())

"""Properties of the text folding that the injection check, redactor and renderer share."""

from __future__ import annotations

import string
import unicodedata

from hypothesis import example, given
from hypothesis import strategies as st

from imprint.fold import (
    IGNORABLE,
    fold_with_offsets,
    plain_line,
    skeleton,
    skeleton_pattern,
    visible,
)

IGNORABLES = st.sampled_from(["\u200b", "\u200c", "\u200d", "\u00ad", "\u2060", "\ufeff"])
ASCII_TEXT = st.text(string.printable, max_size=60)


def scatter(text: str, marks: list[str]) -> str:
    pieces = []
    for index, char in enumerate(text):
        pieces.append(char)
        if marks and index % 3 == 0:
            pieces.append(marks[index % len(marks)])
    return "".join(pieces)


@given(st.text())
@example("0_|A")  # an underscore beside a leet "|" became emphasis only once unleeted
def test_views_are_idempotent(text: str) -> None:
    assert visible(visible(text)) == visible(text)
    assert plain_line(plain_line(text)) == plain_line(text)
    assert skeleton(skeleton(text)) == skeleton(text)


@given(st.text(), st.lists(IGNORABLES, min_size=1, max_size=5))
def test_invisible_characters_change_no_view(text: str, marks: list[str]) -> None:
    hidden = scatter(text, marks)
    assert visible(hidden) == visible(text)
    assert skeleton(hidden) == skeleton(text)


@given(ASCII_TEXT)
def test_fullwidth_and_case_change_no_skeleton(text: str) -> None:
    wide = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)
    assert skeleton(wide) == skeleton(text)
    assert skeleton(text.upper()) == skeleton(text.lower())


@given(st.text(string.ascii_lowercase, min_size=1, max_size=20))
def test_patterns_rewritten_for_skeletons_match_their_words(word: str) -> None:
    assert skeleton_pattern(word) == skeleton(word)


@given(st.text())
def test_plain_line_is_one_line_without_markup_or_invisibles(text: str) -> None:
    line = plain_line(text)
    assert line == line.strip()
    assert "  " not in line
    assert not any(c in line for c in "<>`[]{}|\\")
    assert IGNORABLE.search(line) is None
    assert all(unicodedata.category(c)[0] not in "CZ" or c == " " for c in line)


@given(st.text())
def test_offsets_point_back_at_the_source(text: str) -> None:
    folded, offsets = fold_with_offsets(text)
    assert len(offsets) == len(folded) + 1
    assert offsets == sorted(offsets)
    assert offsets[-1] == len(text)
    for index, char in enumerate(folded):
        source = text[offsets[index]]
        assert char in unicodedata.normalize("NFKC", source)
    if text.isascii():
        assert folded == text


def test_look_alikes_fold_to_latin() -> None:
    cyrillic = "\u0456gn\u043er\u0435 \u0430ll"
    greek = "\u03b9gn\u03bfre"
    assert skeleton(cyrillic) == skeleton("ignore all")
    assert skeleton(greek) == skeleton("ignore")
    assert skeleton("1gn0r3 4ll pr3v10u5") == skeleton("ignore all previous")
    assert skeleton("Version 3.11, 2024-01-05!") == "version 3.11, 2024-01-05!"

from __future__ import annotations

import pytest

from imprint.policy.dedupe import duplicate_of, split_instructions

INSTRUCTIONS = """You are a helpful code reviewer.
- Always write your feedback in paragraphs, never bullet points. Be concise.
* You can use tabs, but never spaces.

1. Reply in English!
"""


def test_split_instructions_by_line_and_sentence() -> None:
    assert split_instructions(INSTRUCTIONS) == [
        "You are a helpful code reviewer.",
        "Always write your feedback in paragraphs, never bullet points.",
        "Be concise.",
        "You can use tabs, but never spaces.",
        "Reply in English!",
    ]


def test_split_instructions_empty() -> None:
    assert split_instructions("") == []
    assert split_instructions("\n  \n- \n") == []


def test_finds_the_paragraphs_example() -> None:
    lines = ["Always write your feedback in paragraphs, never bullet points."]
    assert duplicate_of("Write in paragraphs.", lines) == lines[0]


def test_unrelated_line_is_not_a_duplicate() -> None:
    assert duplicate_of("Use tabs.", ["You are a helpful code reviewer."]) is None


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("Write in paragraphs.", "Always write your feedback in paragraphs, never bullet points."),
        (
            "Write feedback in paragraphs, not bullet points.",
            "Always write your feedback in paragraphs, never bullet points.",
        ),
        ("Avoid bullet points.", "Always write your feedback in paragraphs, never bullet points."),
        (
            "Don\u2019t use bullet points.",
            "Always write your feedback in paragraphs, never bullet points.",
        ),
        ("be concise", "Be concise."),
        ("Use tabs.", "You can use tabs, but never spaces."),
        ("Do not use spaces.", "You can use tabs, but never spaces."),
        ("Never write in paragraphs.", None),
        ("Don't use tabs.", None),
        ("Use spaces.", None),
        ("Review code carefully.", None),
        ("The user's name is Sam.", None),
        ("Reply in French.", None),
    ],
)
def test_duplicates_against_instructions(content: str, expected: str | None) -> None:
    assert duplicate_of(content, split_instructions(INSTRUCTIONS)) == expected


def test_words_scattered_over_unrelated_clauses_do_not_match() -> None:
    lines = ["Write tests first; paragraphs in docs should be short."]
    assert duplicate_of("Write in paragraphs.", lines) is None


def test_content_of_only_stop_words_matches_nothing() -> None:
    assert duplicate_of("You should do it.", ["You should do it."]) is None


def test_plural_and_case_do_not_matter() -> None:
    assert duplicate_of("Use TYPE HINTS.", ["Always add a type hint."]) == "Always add a type hint."

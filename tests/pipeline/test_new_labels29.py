"""A new value with its label ("new topic: X") or as what a thing will be is kept as a change."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.new_labels import going_to_be, new_label
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("sentence", "content"),
    [
        ("new supervisor: Dr Amara Osei", "The user's new supervisor is Dr Amara Osei."),
        (
            "ok so new plan - we fly out on the 12th",
            "The user's new plan is we fly out on the 12th.",
        ),
        (
            "my new email = jo.baines@fastmail.com",
            "The user's new email is jo.baines@fastmail.com.",
        ),
    ],
)
def test_a_labelled_new_value_is_kept(sentence: str, content: str) -> None:
    assert new_label(sentence) == content


@pytest.mark.parametrize(
    "sentence",
    [
        "new question: how do I fix this?",
        "new year, new me",
        "ok new chapter: week one",
        "brand new",
    ],
)
def test_a_question_a_saying_or_no_value_is_no_label(sentence: str) -> None:
    assert new_label(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "previous", "kept"),
    [
        ("the logo is going to be the green one, #2E7D32", "", "#2E7D32"),
        ("so she's going to be Maple", "we got the kitten after all!", "kitten after all"),
        ("our venue is now going to be The Old Mill", "", "The Old Mill"),
    ],
)
def test_what_a_thing_is_going_to_be_is_kept(sentence: str, previous: str, kept: str) -> None:
    content = going_to_be(sentence, previous)
    assert content is not None and kept in content, content


@pytest.mark.parametrize(
    "sentence",
    ["he's going to be late", "it's going to be a long day", "is it going to be Friday?"],
)
def test_a_state_or_a_question_is_no_value(sentence: str) -> None:
    assert going_to_be(sentence) is None


def test_a_labelled_value_beside_other_news_is_told_as_a_change() -> None:
    reading = understand(
        "my supervisor left for industry so i switched labs. new topic: soil microbiomes", "Hi!"
    )
    told = [s for s in reading.statements if "soil microbiomes" in s.content]
    assert told and all(s.change.changed for s in told), reading


@given(st.text(max_size=80), st.text(max_size=40))
def test_reading_labels_never_fails(sentence: str, previous: str) -> None:
    new_label(sentence)
    going_to_be(sentence, previous)

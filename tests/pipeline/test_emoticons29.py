"""A face typed with a colon (":(", ";)") ends a sentence; a time or a list stays as typed."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.filler import normalise
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("the vet says no more treats :( she's on a diet now", "no more treats . she's on a diet"),
        ("got the job ;) starting monday", "got the job . starting monday"),
        ("we lost the final :-( gutted", "we lost the final . gutted"),
    ],
)
def test_a_face_is_read_as_a_stop(text: str, read: str) -> None:
    assert read in normalise(text)


@pytest.mark.parametrize(
    "text", ["standup at 10:30 (room 4)", "options: (a) or (b)", "f(x):(y)", "ratio 3:(4+1)"]
)
def test_a_time_a_list_or_code_is_left_alone(text: str) -> None:
    assert normalise(text) == text


def test_what_follows_a_face_is_not_cut_to_a_colon() -> None:
    reading = understand("jonah left last week :( so I open the cafe now", "Hi again!")
    assert not any(s.content.rstrip('".').endswith(":") for s in reading.statements), reading


@given(st.text(max_size=60))
def test_normalising_never_fails(text: str) -> None:
    normalise(text)

""" "me and X" said as a subject is the user and X."""

from __future__ import annotations

import pytest

from imprint.pipeline.segment import informal_english
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("thanks!! me and dev just got engaged on saturday", "engaged"),
        ("me and my sister run a dog grooming van in bristol", "dog grooming van"),
        ("lol me n my husband are both teachers", "teachers"),
    ],
)
def test_me_and_someone_as_a_subject_tells_of_the_user(reply: str, kept: str) -> None:
    facts = [s.content for s in understand(reply, "Hi! What's new?").statements]
    assert any(kept in f and "user" in f for f in facts), facts


@pytest.mark.parametrize(
    "text",
    [
        "he told me and ravi got the job",
        "can you tell me and my team about it",
        "send it to me and tom",
    ],
)
def test_me_and_someone_as_an_object_is_left_as_said(text: str) -> None:
    assert informal_english(text) == text

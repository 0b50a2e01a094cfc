"""A status the user reached, told as news (`milestones.py`), in phrasings of our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.milestones import milestone


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        ("fully certified now, can you update my CV?", "I'm certified now"),
        ("officially retired as of friday!", "I'm retired now"),
        ("we're engaged now!!! help me tell my gran", "I'm engaged now"),
        ("finally a homeowner now, what insurance do I need", "I'm a homeowner now"),
        ("sober now, 90 days today", "I'm sober now"),
        ("legally self-employed now so invoices matter", "I'm self-employed now"),
        ("the divorce finally came through, new budget please", "I'm divorced now"),
        ("my divorce is final, so update the will", "I'm divorced now"),
        ("passed my CFA Level 1 on the first try", "I passed my CFA Level 1"),
        ("just cleared the bar exam!!", "I passed my bar exam"),
        ("Otto is 10 days old and sleeps all day", "My baby Otto is 10 days old"),
        ("our little one Ivy is two weeks old now", "My baby Ivy is two weeks old"),
    ],
)
def test_a_status_reached_is_read(sentence: str, text: str) -> None:
    found = milestone(sentence)
    assert found is not None and found.text == text, found


def test_a_newborn_ends_the_pregnancy() -> None:
    found = milestone("Otto is 10 days old and sleeps all day")
    assert found is not None and found.old == "pregnant"


@pytest.mark.parametrize(
    "sentence",
    [
        "my sister is engaged now",  # someone else's
        "once I'm qualified I will go freelance",  # hoped for
        "am I qualified now?",
        "is she divorced?",
        "when will I be certified?",
        "my cousin passed her CFA",
        "the puppy is 10 weeks old",  # no named baby
        "almost retired now",
        "my divorce was finalised, but that's not something to keep",  # asked not to keep
        "passed my AM2 but don't remember that",
    ],
)
def test_near_misses_give_no_status(sentence: str) -> None:
    assert milestone(sentence) is None

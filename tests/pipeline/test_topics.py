"""A forget request naming an attribute finds the memories holding its value, and no other.

Phrasings are our own, not the behaviour sets'.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("content", "target"),
    [
        ("The user is a paralegal, earning about 58k.", ("salary",)),
        ("The user makes $95,000 a year.", ("income",)),
        ("The user is paid 31 pounds an hour, 2400 euros a month net.", ("pay",)),
        ("The user lives at 221b Baker Street.", ("home", "address")),
        ("The user's postcode is SW1A 1AA.", ("address",)),
        ("The user has been on antidepressants since spring.", ("mental", "health")),
        ("The user has type 2 diabetes.", ("medical",)),
        ("The user was diagnosed with ADHD last year.", ("health",)),
        ("The user is 41 years old.", ("age",)),
        ("The user works at Initech.", ("job",)),
    ],
)
def test_an_attribute_names_the_memories_holding_its_value(
    content: str, target: tuple[str, ...]
) -> None:
    assert forget_matches(content, [target])


@pytest.mark.parametrize(
    ("content", "target"),
    [
        ("The user is training for their first 10k.", ("salary",)),
        ("The user's team has 40 engineers.", ("salary",)),
        ("The user lives in Porto.", ("address",)),
        ("The user prefers answers in Spanish.", ("health",)),
        ("The user works at Initech.", ("job", "hunting")),  # a job hunt is not the job
        ("Use tabs for indentation.", ("age",)),
        ("The user runs 5k three times a week.", ("pay",)),
    ],
)
def test_an_attribute_names_no_unrelated_memory(content: str, target: tuple[str, ...]) -> None:
    assert not forget_matches(content, [target])


@pytest.mark.parametrize(
    "reply",
    [
        "can you delete the therapy stuff I told you? I'd rather that not be on record.",
        "forget what I said about my pay. I don't want that number stored anywhere.",
        "please erase my home address, keep it off the record.",
    ],
)
def test_repeating_the_wish_to_forget_keeps_nothing(reply: str) -> None:
    reading = understand(reply)
    assert reading.forget is not None and reading.forget.terms
    assert reading.statements == ()
    assert all(w not in ("number", "figure") for t in reading.forget.terms for w in t)

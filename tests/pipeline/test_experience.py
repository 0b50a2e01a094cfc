"""How long the user has done something, and what they are happy with, said in passing.

"been playing cello about 4 years", "I've used Excel for 20 years and ...", "I'm happy
with Obsidian honestly": each keeps a fact about what the user does or uses. A passing
state ("I've been waiting for months"), contentment with the answer ("I'm happy with
that") and someone else's years keep none of it. Phrasings are our own.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.experience import experience_in
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _facts(reply: str) -> list[str]:
    return [
        s.content
        for s in understand(reply, "Hi! What can I help with?").statements
        if s.type is MemoryType.FACT
    ]


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("ok, been playing cello about 4 years, mostly orchestral.", "cello"),
        ("I have used Excel for 20 years and I still hate pivot tables", "excel"),
        ("been doing yoga for two years now", "yoga"),
        ("part of me wants an e-bike, but I've ridden a road bike for 15 years", "road bike"),
        ("I've kept bees for a few years, mostly for the honey", "bees"),
        ("I've taught piano for over 30 years", "piano"),
        ("honestly I've worked in logistics for a decade", "logistics"),
        ("been coding in Rust for 3 yrs", "rust"),
        ("I've had type 2 diabetes for about eight years", "diabetes"),
    ],
)
def test_a_duration_of_doing_or_using_is_a_fact(reply: str, word: str) -> None:
    facts = _facts(reply)
    assert any(word in f.lower() for f in facts), facts


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("I'm happy with VS Code honestly", "vs code"),
        ("im happy on Ubuntu, no need to switch", "ubuntu"),
        ("I'm perfectly content with Notion for now", "notion"),
        ("I'm quite comfortable with Lightroom, thanks", "lightroom"),
        ("the gym is pricey but I'm happy with PureGym", "puregym"),
        ("I'm settled on Fastmail", "fastmail"),
        ("my brother nags me about Linux, but I'm happy with macOS", "macos"),
        ("I'm fine with Google Docs and my team is too", "google docs"),
    ],
)
def test_contentment_with_a_named_thing_is_a_fact(reply: str, word: str) -> None:
    facts = _facts(reply)
    assert any(word in f.lower() for f in facts), facts


@pytest.mark.parametrize(
    "sentence",
    [
        "I'm happy with that",
        "I'm fine with either",
        "I'm happy with your answer",
        "I'm happy with how it turned out",
        "I've been thinking about it for months",
        "I've been trying for years to get fit",
        "my dad has used Windows for 25 years",
        "the council has run the pool for 40 years",
        "I've been here 20 minutes",
    ],
)
def test_no_duration_or_contentment_of_the_users(sentence: str) -> None:
    assert experience_in(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("I did 22 years in the army, so early starts are fine", "22 years in the army"),
        ("I spent 12 years as a paramedic before retraining", "12 years as a paramedic"),
        ("served six years with the coastguard", "six years with the coastguard"),
    ],
)
def test_years_given_to_a_service_or_trade_are_a_fact(sentence: str, word: str) -> None:
    hit = experience_in(sentence)
    assert hit is not None and word in hit.text.lower(), hit


@pytest.mark.parametrize(
    "sentence", ["I spent two weeks on this bug", "I spent 3 years on it", "did a year in that"]
)
def test_time_spent_on_a_task_is_no_service(sentence: str) -> None:
    assert experience_in(sentence) is None

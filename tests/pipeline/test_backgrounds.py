"""Background after a lead-in ("context: ...") is kept; answers to detail questions too."""

from __future__ import annotations

import pytest

from imprint.pipeline.backgrounds import background_in
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        (
            "background: django 2.2 app on a single VPS, no docker. how do I add celery?",
            ["django", "vps"],
        ),
        (
            "Context: two cats, one diabetic, and a tiny flat. Any litter tips?",
            ["cats", "diabetic"],
        ),
        (
            "for context, we have a toddler and a newborn. need a sleep schedule",
            ["toddler", "newborn"],
        ),
        ("quick background: self-taught, 3 years on a shopify store, no CS degree.", ["shopify"]),
        ("Some context: I keep bees, 6 hives on an allotment.", ["bees", "6 hives"]),
        (
            "little backstory - we run a bakery in Ghent, 4 staff. can you write a job ad?",
            ["bakery", "ghent"],
        ),
        (
            "Context: the whole codebase is typescript, strict mode, pnpm workspaces.",
            ["typescript", "pnpm"],
        ),
        ("background: retired nurse, widowed, lives alone with a spaniel", ["nurse", "spaniel"]),
    ],
)
def test_what_a_lead_in_announces_is_kept(reply: str, words: list[str]) -> None:
    facts = [s.content.lower() for s in understand(reply, "").statements]
    assert any(all(w in f for w in words) for f in facts), facts


@pytest.mark.parametrize(
    "sentence",
    [
        "I have no context for this.",
        "the background is too dark, can you lighten it",
        "context: ?",
        "context: can you help me with this",
        "Background: maybe moving to Spain next year, not sure",
        "what's the context here?",
    ],
)
def test_no_lead_in_or_nothing_after_it_keeps_nothing(sentence: str) -> None:
    assert background_in(sentence) is None


@pytest.mark.parametrize(
    ("agent", "reply", "word"),
    [
        (
            "Happy to help. Quick check first: which distro and shell are you on?",
            "fedora, zsh",
            "zsh",
        ),
        ("What name should I put on the invoice?", "Maja Lindqvist.", "lindqvist"),
        ("Which email should I use for the signup?", "the work one, ops@fernhill.io", "fernhill"),
        ("Before I draft it: what city are you in?", "Bergen.", "bergen"),
    ],
)
def test_an_answer_to_a_question_for_a_detail_is_kept(agent: str, reply: str, word: str) -> None:
    facts = [s.content.lower() for s in understand(reply, agent).statements]
    assert any(word in f for f in facts), facts


def test_a_question_about_the_task_keeps_no_answer() -> None:
    told = understand("yes", "Should I add tests for the parser too?")
    assert not told.statements

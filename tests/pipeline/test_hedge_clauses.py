"""A plan, a maybe or a wondering is never kept; the firm part said beside it is.

Hedges of every kind: modal ("I may", "we could", "I'd move"), hopes and plans ("hoping
to", "planning to"), conditions on the user's own life ("if I get the job"), dependence
("depends on the visa"), and vague times ("someday", "eventually"). Near-misses: rules
that open with "if", and preferences said with "I'd like" or "I'd rather". Phrasings are
our own, across domains.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand

_AGENT = "Hi! What can I help with?"


def _kept(reply: str) -> str:
    return " ".join(s.content for s in understand(reply, _AGENT).statements).lower()


@pytest.mark.parametrize(
    ("reply", "firm", "hedged"),
    [
        ("I work at Tesco, if I get the Aldi job I'd move to Leeds", "tesco", "leeds"),
        ("I'm a vet, and depending on how it goes I could open my own clinic", "vet", "clinic"),
        ("I have a cat named Pixel, hoping to adopt a dog eventually", "pixel", "dog"),
        ("I code in Go, I may learn Rust", "go", "rust"),
        ("We're on GCP, could move to Azure if the credits come through", "gcp", "azure"),
        (
            "I live in Austin, we could end up in Denver if my wife gets the transfer",
            "austin",
            "denver",
        ),
        (
            "I teach maths at a secondary school, and I hope to become a head of department "
            "someday",
            "maths",
            "head of department",
        ),
        ("I drive a Civic; planning on getting an EV at some point", "civic", "ev"),
        ("I'm a nurse in Leeds, might move to Bristol next year", "nurse", "bristol"),
        ("We use Django at work, thinking about trying FastAPI", "django", "fastapi"),
    ],
)
def test_the_firm_part_is_kept_and_the_hedged_one_dropped(
    reply: str, firm: str, hedged: str
) -> None:
    kept = _kept(reply)
    assert firm in kept and f" {hedged}" not in f" {kept}", kept


@pytest.mark.parametrize(
    "reply",
    [
        "We'll probably switch to Postgres.",
        "I'm planning to move to Berlin next year.",
        "Someday I'd love to open a bakery.",
        "I hope to switch to Linux eventually.",
        "I might switch to Rust.",
        "Considering a move to Berlin, depends on the visa",
        "If I get the job I'll move to Oslo",
        "We could use Redis for caching down the line.",
        "Hopefully we'll adopt a puppy in spring.",
    ],
)
def test_a_hedge_alone_keeps_nothing(reply: str) -> None:
    assert _kept(reply) == ""


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("if I ask for code, use TypeScript", "typescript"),
        ("I'd rather you used metric", "metric"),
        ("I'm a nurse, I'd never work nights again", "nurse"),
        ("when a command might delete files, always warn me first", "warn"),
    ],
)
def test_a_condition_or_a_preference_is_no_hedge(reply: str, kept: str) -> None:
    assert kept in _kept(reply)


@pytest.mark.parametrize(
    ("reply", "firm", "hedged"),
    [
        ("I run 3 times a week, 5k each; might do a half marathon, not sure", "5k", "marathon"),
        ("I swim twice a week, though I am thinking about a triathlon", "swim", "triathlon"),
        ("we meal-prep every Sunday, maybe going vegan next year", "sunday", "vegan"),
        (
            "I take my insulin each morning, might get a pump if the clinic agrees",
            "insulin",
            "pump",
        ),
        ("I walk the dog every morning before work", "dog", "-"),
        ("I go climbing on weekends with my brother", "climbing", "-"),
        ("I practise piano for an hour daily, hoping to sit grade 8 someday", "piano", "grade"),
        ("we do a code review every Friday, could move it to Thursdays", "review", "thursdays"),
    ],
)
def test_a_habit_is_the_firm_part(reply: str, firm: str, hedged: str) -> None:
    kept = _kept(reply)
    assert firm in kept and hedged not in kept, kept


@pytest.mark.parametrize(
    "reply",
    [
        "I think about it every day",
        "I want to run every day",
        "can I run every day?",
        "I used to swim twice a week",
        "I had pizza once a week as a kid",
    ],
)
def test_no_habit_from_a_wish_a_question_or_the_past(reply: str) -> None:
    assert _kept(reply) == ""

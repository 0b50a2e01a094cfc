"""Facts told with an aside that hid their shape: a gloss in brackets, "if that matters",
a "since" that dates them, "without thinking about it", a contraction typed without its
apostrophe. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.hedges import hedged
from imprint.pipeline.learned_gate import clauses
from imprint.pipeline.segment import informal_english, without_asides
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _facts(reply: str) -> list[str]:
    return [
        s.content.lower() for s in understand(reply, "").statements if s.type is MemoryType.FACT
    ]


@pytest.mark.parametrize(
    ("sentence", "bare"),
    [
        ("I'm coeliac (diagnosed 2019) so no regular bread", "I'm coeliac so no regular bread"),
        ("we run Django (4.2, sadly) on Heroku", "we run Django on Heroku"),
    ],
)
def test_an_aside_in_brackets_comes_out(sentence: str, bare: str) -> None:
    assert without_asides(sentence) == bare


@pytest.mark.parametrize("sentence", ["no emojis (please)", "(see above)", "short (ish)"])
def test_an_aside_that_is_most_of_the_sentence_stays(sentence: str) -> None:
    assert without_asides(sentence) == sentence


def test_a_fact_with_a_gloss_in_brackets_is_kept() -> None:
    facts = _facts("I'm lactose intolerant (the proper kind, not a fad) so i avoid milk in coffee")
    assert any("lactose" in f for f in facts), facts


@pytest.mark.parametrize(
    ("reply", "kept", "gone"),
    [
        ("i play left back if that matters", "left back", "matters"),
        ("my oven is a fan oven, if that helps for the timings", "fan oven", "helps"),
        ("we're in Perth just in case it matters", "perth", "case"),
    ],
)
def test_if_that_matters_is_no_condition(reply: str, kept: str, gone: str) -> None:
    assert gone not in informal_english(reply).lower()
    assert any(kept in f for f in _facts(reply)), _facts(reply)


def test_a_real_condition_stays() -> None:
    assert "if that works" in informal_english("I can do Tuesday if that works").lower()


@pytest.mark.parametrize(
    ("typed", "restored"),
    [("hes 4 and shes 6", "he's 4 and she's 6"), ("theyve moved", "they've moved")],
)
def test_contractions_typed_without_apostrophes(typed: str, restored: str) -> None:
    assert informal_english(typed) == restored


def test_a_since_that_dates_the_fact_keeps_it_whole() -> None:
    assert "asthmatic since I was 12, on a blue inhaler" in clauses(
        "asthmatic since I was 12, on a blue inhaler"
    )


def test_a_since_that_gives_a_reason_still_splits() -> None:
    assert len(clauses("I cook a lot since I work from home")) == 2


@pytest.mark.parametrize(
    "clause",
    ["I can't just eat anything without thinking about it", "I quit thinking about it"],
)
def test_thinking_about_it_after_without_is_no_hedge(clause: str) -> None:
    assert not hedged(clause)


def test_thinking_about_a_move_is_still_a_hedge() -> None:
    assert hedged("thinking about moving to Lyon")


def test_brackets_that_open_the_sentence_are_what_it_says() -> None:
    sentence = "(prepping for my first marathon, Berlin in sept) knees ache after 20k"
    assert without_asides(sentence) == sentence


def test_a_relative_with_a_gloss_in_brackets_is_read_whole() -> None:
    reply = "My gran (91, very deaf) lives in a care home in Truro and I visit on Sundays"
    facts = _facts(reply)
    assert any("gran" in f and "truro" in f and "91" in f for f in facts), facts
    assert not any(f.startswith('the user said: "91') for f in facts), facts

"""Facts said in passing beside an ask: an allergy said after the thing, a form's name."""

from __future__ import annotations

import pytest

from imprint.pipeline import heuristics as h
from imprint.pipeline.health_mentions import health_mention
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("sentence", "allergen"),
    [
        ("need a cheap box of nitrile gloves, cant use latex ones im allergic", "latex"),
        ("recipe for a birthday cake pls, no eggs as im allergic", "eggs"),
        ("we can't have a cat in the flat, I'm badly allergic", "cat"),
        ("i never eat sesame im really allergic lol", "sesame"),
    ],
)
def test_an_allergy_said_after_the_thing_is_kept(sentence: str, allergen: str) -> None:
    assert health_mention(sentence) == f"The user is allergic to {allergen}."


@pytest.mark.parametrize(
    "sentence",
    [
        "no nuts in this one, my son is allergic",
        "cant use latex, is that an allergy thing?",
        "i dont eat fish, im allergic to cats",
    ],
)
def test_someone_elses_allergy_or_a_question_is_not_the_users_to_that(sentence: str) -> None:
    content = health_mention(sentence) or ""
    assert "The user is allergic to fish" not in content
    assert "The user is allergic to latex" not in content
    assert "The user is allergic to nuts" not in content


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("I file I-130s and I-485 packets all day", "The user files I-130s and I-485 packets"),
        ("I drive the I-95 every morning", "the I-95"),
    ],
)
def test_a_form_or_a_road_named_with_i_is_not_the_user(text: str, kept: str) -> None:
    content = h.canonical(text)
    assert content is not None and kept in content, content
    assert "they-" not in content, content


def test_the_allergy_is_read_in_a_reply_with_an_ask() -> None:
    reading = understand(
        "need a bulk supplier for nitrile gloves uk, cant use latex ones im allergic"
    )
    assert any("allergic to latex" in s.content for s in reading.statements), reading


@pytest.mark.parametrize(
    "agent",
    [
        "Rates vary a lot. Which town is the salon in? Relief schemes differ by council.",
        "Happy to help. Where is the cabin? Some areas need a permit for wood stoves.",
    ],
)
def test_an_answer_to_where_the_users_thing_is_is_kept(agent: str) -> None:
    reading = understand("harrogate", agent)
    assert any("harrogate" in s.content for s in reading.statements), reading


def test_a_question_about_the_world_is_no_question_about_the_user() -> None:
    agent = "Which city is the capital of Australia? Many people guess Sydney, but it's Canberra."
    reading = understand("canberra, right", agent)
    assert not any(s.rule == "answer" for s in reading.statements), reading

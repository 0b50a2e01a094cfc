"""Requests about the form of answers that last, however the lasting is said."""

from __future__ import annotations

import pytest

from imprint.pipeline.subjects import subject_of
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _rules(reply: str) -> list[str]:
    found = understand(reply, "Here you go. Anything else?").statements
    return [s.content.lower() for s in found if s.type is MemoryType.RULE]


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        # an answer to the agent, then the request after "but"
        ("yes, the lentil soup, but please give quantities in grams.", "grams"),
        ("sure, the second one, but please never use exclamation marks.", "exclamation"),
        ("ok let's do that, but don't put emoji in anything.", "emoji"),
        ("yep go ahead but always cite the source page.", "source page"),
    ],
)
def test_a_request_after_an_answer_and_but_is_read(reply: str, kept: str) -> None:
    assert any(kept in rule for rule in _rules(reply))


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("could you write dates as day/month? I live in Dublin.", "day/month"),
        ("can you give distances in km? I'm in Germany.", "km"),
        ("oh and could you use british spelling? I'm based in York.", "british spelling"),
        ("would you give temperatures in celsius? it trips me up every single time.", "celsius"),
        ("hey so can you use 24-hour times? always confuses me otherwise", "24-hour"),
    ],
)
def test_a_request_about_form_lasts_with_where_the_user_lives(reply: str, kept: str) -> None:
    assert any(kept in rule for rule in _rules(reply))


@pytest.mark.parametrize(
    "reply",
    [
        "could you give me a recipe for soda bread? I'm in Ireland.",  # a task, not a form
        "can you list three hotels near the station? I'm in Porto next week.",
        "could you write a toast for my sister? she always cries at these.",
    ],
)
def test_a_task_request_beside_a_place_is_not_a_rule(reply: str) -> None:
    assert not _rules(reply)


@pytest.mark.parametrize(
    ("reply", "label"),
    [
        ("Vancouver style. always, for anything of mine.", "vancouver"),
        ("Oxford commas. always, in everything you give me.", "oxford comma"),
        ("Metric. always, the recipes especially.", "metric"),
    ],
)
def test_a_label_then_always_is_a_standing_rule(reply: str, label: str) -> None:
    assert any(label in rule for rule in _rules(reply))


@pytest.mark.parametrize(
    ("reply", "more"),
    [
        ("for every answer: the code first. then at most 2 paragraphs.", "2 paragraphs"),
        ("No emoji in my posts ever. And rather more formal, if you would.", "formal"),
        ("always use headings in reports. plus a table of contents.", "table of contents"),
        ("Never use jargon with my clients. also plain English.", "plain english"),
    ],
)
def test_one_more_standard_after_a_rule_is_kept(reply: str, more: str) -> None:
    assert any(more in rule for rule in _rules(reply))


@pytest.mark.parametrize(
    "reply",
    [
        "Always use metric. then the kids came home.",  # a sentence of its own
        "Never use jargon. and thanks!",
        "lots of jargon in that draft. and formal too.",  # no rule before
    ],
)
def test_a_sentence_after_a_rule_is_not_always_more_of_it(reply: str) -> None:
    assert len(_rules(reply)) <= 1


@pytest.mark.parametrize(
    ("reply", "language"),
    [
        ("can you please answer me in german? my english is slow", "german"),
        ("could you reply in Portuguese?", "portuguese"),
        ("hey, would you talk to me in french? I'm practising", "french"),
    ],
)
def test_a_request_for_the_language_of_answers_lasts(reply: str, language: str) -> None:
    assert any(language in rule for rule in _rules(reply))


def test_a_request_to_translate_one_text_is_not_the_language_of_answers() -> None:
    assert not _rules("could you translate this paragraph into Spanish?")


@pytest.mark.parametrize(
    "reply",
    [
        "go into full detail on this one. don't make a habit of it though.",
        "add emoji here. not the new default, it's a birthday card.",
        "skip the changelog on this release, we'll add it next week.",
        "use a casual tone. let's not make it the norm.",
    ],
)
def test_a_request_marked_as_no_habit_is_not_a_rule(reply: str) -> None:
    assert not _rules(reply)


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("Answer the user in Portuguese.", "answer_language"),
        ("YYYY-MM-DD.", "date_format"),
        ("Write times as 24-hour.", "date_format"),
        ("Harvard referencing for the thesis.", "citation_style"),
    ],
)
def test_a_standard_gets_the_subject_recall_asks_for(content: str, subject: str) -> None:
    assert subject_of(content) == subject

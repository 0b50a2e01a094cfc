"""Sides taken for good, forms asked away with a fault, limits with a reason, who one is (round 45).

"I'd take a straight answer over a hedged one any day" takes a side for good, though "I'd"
often hedges; "I'll take the blue one over the red one" picks for this answer only. "can you
drop the emojis, they're a bit much" finds fault with a form of the answers, so it is a rule
(without the fault, "drop the headers" edits this answer). "3 options max, more than that
overwhelms me" is a limit with a reason. "as someone who's been doing pottery for 5 years"
says who the user is, though the ask after it is set apart.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.as_identity import identity_in
from imprint.pipeline.format_feelings import format_feeling
from imprint.pipeline.understand import understand


def _said(reply: str, agent: str = "") -> list[tuple[str, str]]:
    return [(s.type.value, s.content) for s in understand(reply, agent).statements]


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        ("honestly I'd take a straight answer over a hedged one any day", "straight answer"),
        ("I'd pick paper books over a kindle every time", "paper books"),
        ("I would choose tea over coffee any day", "tea over coffee"),
    ],
)
def test_a_side_taken_for_good_is_a_rule(reply: str, words: str) -> None:
    said = _said(reply)
    assert any(kind == "rule" and words in content for kind, content in said), said


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("I'll take the blue one over the red one", "Which one do you want?"),
        ("maybe I'd take vim over emacs any day", ""),
        ("I'd take the train if it were cheaper", ""),
    ],
)
def test_a_pick_for_now_or_a_hedged_side_is_no_rule(reply: str, agent: str) -> None:
    assert all(kind != "rule" for kind, _ in _said(reply, agent))


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        (
            "can you drop the emojis, they're a bit much",
            "Avoid emojis, the user finds them a bit much.",
        ),
        ("no more tables please, they're overkill", "Avoid tables, the user finds them overkill."),
        (
            "cut the disclaimers, it's just noise",
            "Avoid disclaimers, the user finds them just noise.",
        ),
        (
            "3 options max, more than that overwhelms me",
            "Give at most 3 options, more overwhelms the user.",
        ),
        (
            "two examples max please, more just confuses me",
            "Give at most two examples, more overwhelms the user.",
        ),
    ],
)
def test_a_form_asked_away_with_its_fault_is_a_rule(sentence: str, rule: str) -> None:
    feeling = format_feeling(sentence)
    assert feeling is not None
    assert feeling.rule == rule


@pytest.mark.parametrize(
    "sentence",
    [
        "drop the headers",
        "3 options max",
        "there were three options max at the store, it was too much",
        "cut the intro, it's long",
        "no more tables please, they're overkill for this one",
    ],
)
def test_an_edit_of_this_answer_is_no_feeling(sentence: str) -> None:
    assert format_feeling(sentence) is None


def test_the_rule_is_kept_from_a_reply_to_the_answer() -> None:
    said = _said("can you drop the emojis, they're a bit much", "Sure! Here are some ideas")
    assert ("rule", "Avoid emojis, the user finds them a bit much.") in said


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "as someone who's been doing pottery for about 5 years, what kiln temp for glaze?",
            "The user has been doing pottery for about 5 years.",
        ),
        ("as someone who's deaf in one ear, which headphones?", "The user is deaf in one ear."),
        ("as someone who's lived in Japan, is this polite?", "The user has lived in Japan."),
        ("as someone who has never cooked", "The user has never cooked."),
    ],
)
def test_who_the_user_is_is_read_from_the_lead(sentence: str, fact: str) -> None:
    assert identity_in(sentence) == fact


def test_the_lead_is_kept_though_an_ask_follows() -> None:
    said = _said("as someone who's been doing pottery for about 5 years, what kiln temp?")
    assert ("fact", "The user has been doing pottery for about 5 years.") in said


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        ("if i want details ill ask", "Leave out details unless the user asks for them."),
        ("if I want more, I'll ask", "Keep answers short; the user asks when they want more."),
        ("if I want a summary I'll ask for it", "Leave out a summary unless the user asks for it."),
    ],
)
def test_what_the_user_will_ask_for_is_left_out(sentence: str, rule: str) -> None:
    feeling = format_feeling(sentence)
    assert feeling is not None
    assert feeling.rule == rule


@pytest.mark.parametrize(
    "sentence", ["if i want to go I will ask him", "if i need help i will ask you tomorrow"]
)
def test_an_ask_of_someone_else_or_later_leaves_nothing_out(sentence: str) -> None:
    assert format_feeling(sentence) is None


@pytest.mark.parametrize(
    ("reply", "fact"),
    [
        ("i already have an accountant", "The user already has an accountant."),
        ("we already have a dog", "The user already has a dog."),
    ],
)
def test_what_the_user_already_has_is_kept(reply: str, fact: str) -> None:
    assert ("fact", fact) in _said(reply)


@pytest.mark.parametrize(
    "reply", ["I already have the file open", "I already have the latest version"]
)
def test_what_the_task_already_has_is_not_kept(reply: str) -> None:
    assert _said(reply) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "just pick one for me, I get decision paralysis",
        "pick one for me - too many options stress me out",
    ],
)
def test_a_pick_asked_for_with_why_it_lasts_is_a_rule(sentence: str) -> None:
    feeling = format_feeling(sentence)
    assert feeling is not None
    assert feeling.rule == "Pick one option for the user rather than listing several."


@pytest.mark.parametrize("sentence", ["just pick one", "pick the blue one, I like it"])
def test_a_pick_of_the_moment_is_no_rule(sentence: str) -> None:
    assert format_feeling(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        (
            "you don't need to summarise at the end, I read it all",
            "No need to summarise at the end.",
        ),
        ("you don't have to apologise all the time", "No need to apologise all the time."),
        ("you dont need to explain the basics, I know SQL", "No need to explain the basics."),
    ],
)
def test_a_habit_of_the_answers_the_user_does_without_is_a_rule(sentence: str, rule: str) -> None:
    feeling = format_feeling(sentence)
    assert feeling is not None
    assert feeling.rule == rule


@pytest.mark.parametrize(
    "sentence",
    [
        "you don't need to explain that",
        "you don't need to add tests for this one",
        "you don't need to know about my ADHD",
    ],
)
def test_a_thing_of_this_answer_or_a_forget_ask_is_no_such_rule(sentence: str) -> None:
    assert format_feeling(sentence) is None

"""Standards given as a list of items ("UK spelling, formal, no emoji") are kept as a rule."""

from __future__ import annotations

import pytest

from imprint.pipeline import heuristics as h
from imprint.pipeline.spec_sheets import spec_sheet
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _rules(reply: str) -> list[str]:
    found = understand(reply, "Which one are we doing today?").statements
    return [s.content.lower() for s in found if s.type is MemoryType.RULE]


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("Parish newsletter. Plain English, warm, no jargon, 300 words max.", "no jargon"),
        ("the kids' worksheets: big font, short sentences, pictures welcome", "big font"),
        ("for the law firm it's formal, third person, no contractions", "third person"),
        ("mobile app repo. kotlin, gradle with version catalogs, tests with junit5", "junit5"),
        ("grant reports go out as docx, harvard references, under 2000 words", "harvard"),
        ("Instagram captions: lowercase, emojis are fine, max 5 hashtags", "hashtags"),
        ("the cookbook uses metric, grams not cups, oven temps in celsius", "celsius"),
        (
            "infra scripts, bash only, everything via shellcheck, never sudo in scripts",
            "shellcheck",
        ),
        (
            "Slide decks for the board. no animations, 10 slides max, sentence case headings",
            "10 slides",
        ),
    ],
)
def test_a_list_of_standards_is_kept_as_a_rule(reply: str, kept: str) -> None:
    assert any(kept in rule for rule in _rules(reply))


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("The museum account. their rule: every caption names the artist first.", "artist first"),
        ("Orchard Dental next. totally different: never quote prices in any post.", "prices"),
        ("our house style: dates written as 3 March 2026, no ordinals.", "3 march"),
        (
            "Club newsletter. Same deal here: keep it under a page and sign off as the committee.",
            "under a page",
        ),
    ],
)
def test_a_rule_after_a_lead_naming_rules_is_kept(reply: str, kept: str) -> None:
    assert any(kept in rule for rule in _rules(reply))


@pytest.mark.parametrize(
    "sentence",
    [
        "I have two kids, a dog and a cat, and we live in Leeds.",  # the user's life
        "vegetarian, 34, two kids, based in Lyon",
        "fix the typo in the header, bump the version, add a changelog entry",  # to-dos
        "eggs, flour, sugar, butter",  # a shopping list
        "is it formal, casual, or somewhere in between?",  # a question
        "maybe formal, maybe casual, not sure yet",  # hedged
        "the meeting was long, boring, and pointless",
        "Tuesday, Thursday, and Saturday mornings",
        "their rule: ",  # a lead with nothing after it
    ],
)
def test_lists_that_are_not_standards_are_left_alone(sentence: str) -> None:
    assert spec_sheet(sentence) is None


def test_a_list_for_this_once_is_not_a_standing_rule() -> None:
    assert not _rules("just for this one: formal, no emoji, under 100 words")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("US spelling, playful.", "US spelling, playful."),
        ("we moved to the US last year", "The user's team moved to the US last year."),
        ("tell us more", "Tell them more."),
    ],
)
def test_the_country_us_is_not_the_user(text: str, expected: str) -> None:
    assert h.canonical(text) == expected


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "Mr Adeyemi's requirements: double spacing, 12pt Arial, page numbers bottom right.",
            "arial",
        ),
        ("different rules in that module: APA 7, third person, no bullet points.", "apa 7"),
        ("guidelines from the editor: short paragraphs. no passive voice.", "short paragraphs"),
        ("for the synth repo it's: rustfmt defaults, no unsafe blocks.", "unsafe"),
    ],
)
def test_a_rule_after_any_lead_naming_rules_is_kept(reply: str, kept: str) -> None:
    assert any(kept in rule for rule in _rules(reply))


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "the charity's style guide:\n- British spelling\n- no jargon\n- sign off as the team",
            ["british spelling", "no jargon", "sign off"],
        ),
        (
            "for their reports:\n1. euros\n2. two decimals\n3. totals in bold",
            ["euros", "two decimals", "totals in bold"],
        ),
        (
            "house rules:\n* tabs not spaces\n* docstrings on public functions",
            ["tabs not spaces", "docstrings"],
        ),
    ],
)
def test_each_item_of_a_list_after_a_lead_is_a_rule(reply: str, kept: list[str]) -> None:
    rules = _rules(reply)
    for item in kept:
        assert any(item in rule for rule in rules), rules


@pytest.mark.parametrize(
    "reply",
    [
        "for dinner:\n- pasta\n- salad",  # no rules named
        "my to-do list:\n- call the bank\n- book the vet",
        "the rules of chess are hard: the knight moves in an L.",  # a topic, not the user's rules
    ],
)
def test_lists_without_a_lead_naming_rules_are_not_rules(reply: str) -> None:
    assert len(_rules(reply)) <= 1


def test_a_list_ends_at_the_first_line_without_a_bullet() -> None:
    rules = _rules("their house style:\n- US spelling\n- sentence case\nfirst line: 'Hello there.'")
    assert not any("hello there" in rule for rule in rules)


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("Harvard referencing. Non-negotiable.", "harvard"),
        ("Metric, always.", "metric"),
        ("ugh, the dollar signs again. Euros, I've said it before.", "euros"),
        ("YYYY-MM-DD. every time.", "yyyy-mm-dd"),
        ("Sentence case headings.", "sentence case"),
        ("newsletters: max 300 words. people skim.", "300 words"),
        ("captions: lowercase, no hashtags.", "hashtags"),
    ],
)
def test_a_standard_said_alone_is_a_rule(reply: str, kept: str) -> None:
    assert any(kept in rule for rule in _rules(reply)), _rules(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "a joke!",  # a pick for this answer
        "format this as a table",  # an ask for this answer
        "tabs for this file please",
        "shorten the second paragraph",
        "no idea, only guessing",
        "no worries, thanks",
        "Tuesday.",
        "the blue one.",
    ],
)
def test_a_pick_or_an_ask_is_no_bare_standard(reply: str) -> None:
    assert not _rules(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "oh. never called connect(). my bad",  # a confession about code
        "hm, never closed the file. oops",
        "no, never tested it.",
    ],
)
def test_a_confession_is_no_bare_ban(reply: str) -> None:
    assert not _rules(reply)


def test_the_values_after_a_polite_request_stay_with_the_request() -> None:
    rules = _rules("could you do imperial please? feet and pounds. nobody here thinks in metric")
    assert any("imperial" in rule for rule in rules), rules


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("the zine. different animal: swearing's fine, run-on sentences welcome", "swearing"),
        ("for Okafor Ltd it's kilometres and litres, prices ex VAT", "kilometres"),
        ("for the podcast notes we use markdown and timestamps, nothing else", "markdown"),
        ("tabs not spaces and single quotes, that's all I care about there", "single quotes"),
    ],
)
def test_standards_owned_by_a_named_thing_are_kept(reply: str, kept: str) -> None:
    assert any(kept in rule for rule in _rules(reply)), _rules(reply)


def test_a_meal_is_not_a_standard() -> None:
    assert not _rules("for dinner it's pasta and salad")


@pytest.mark.parametrize(
    "reply",
    [
        "Good luck with the move!",
        "Not at all.",
        "Funny photo.",
        "What lovely words.",
        "Nothing ever goes to plan.",
        "Not a big deal.",
        "Warm hugs to you both.",
        "Appreciate the kind words.",
    ],
)
def test_talk_between_friends_is_no_bare_standard(reply: str) -> None:
    assert spec_sheet(reply) is None
    assert not _rules(reply)

"""Standing asks as questions, sides taken, pronoun rules, decision closers, framed answers.

Each intent is checked in several phrasings of our own, beside near-misses that must not
fire: a plain question stays a one-turn request, a trait is not a side, a tip named back
("found it") is not a decision.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.choices import answer_frame
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _kept(reply: str, agent: str, kind: MemoryType) -> list[str]:
    return [s.content.lower() for s in understand(reply, agent).statements if s.type is kind]


AGENT = "Here you go: the draft is below."

STANDING_ASKS = [
    ("could u put dates as DD/MM for me from now on?", "dd/mm"),
    ("would you mind keeping code comments in english in future?", "code comments in english"),
    ("can you default to celsius?", "celsius"),
    ("hey, could you always sign emails with just my first name going forward?", "sign emails"),
    ("do you mind using tabs by default?", "tabs"),
    ("will you quote prices in euros from now on?", "euros"),
    ("can ya always add a tl;dr at the end?", "tl;dr"),
    ("would you mind always citing the page numbers?", "page numbers"),
    ("any chance you could use metric going forward?", "metric"),
    ("is it possible to always include the sources from now on?", "sources"),
    ("mind using UTC from now on?", "utc"),
]
ONE_TURN_ASKS = [
    "could you put dates as DD/MM?",
    "will you always be around?",
    "can you tell me what you always get wrong?",
    "would you mind checking the totals again?",
    "can you ever forgive me?",
    "could you remind me how the defaults work?",
    "any chance you could send it again?",
    "is it possible to export this?",
]


@pytest.mark.parametrize(("reply", "keyword"), STANDING_ASKS)
def test_a_question_with_a_standing_marker_is_a_rule(reply: str, keyword: str) -> None:
    assert any(keyword in c for c in _kept(reply, AGENT, MemoryType.RULE))


@pytest.mark.parametrize("reply", ONE_TURN_ASKS)
def test_a_question_without_one_asks_for_this_turn(reply: str) -> None:
    assert _kept(reply, AGENT, MemoryType.RULE) == []


SIDES = [
    ("i'm team tailwind over bootstrap", "tailwind"),
    ("honestly I'm a postgres guy", "postgres"),
    ("we're firmly in the kubernetes camp", "kubernetes"),
    ("pnpm > npm for me", "pnpm"),
    ("I'm more of a dark theme person", "dark theme"),
    ("i'm very much team spaces, always have been", "spaces"),
    ("I'm a huge vim person", "vim"),
]
NOT_SIDES = [
    "I'm a very patient person",
    "I'm a person who reads a lot",
    "i'm on the fence",
    "i'm a busy person these days",
    "i'm team lead on payments",
    "i'm on team payments",
    "I'm on the backend side of things",
]


@pytest.mark.parametrize(("reply", "keyword"), SIDES)
def test_a_side_taken_is_a_preference_rule(reply: str, keyword: str) -> None:
    assert any(keyword in c for c in _kept(reply, AGENT, MemoryType.RULE))


@pytest.mark.parametrize("reply", NOT_SIDES)
def test_a_trait_is_not_a_side(reply: str) -> None:
    assert _kept(reply, AGENT, MemoryType.RULE) == []


@pytest.mark.parametrize(
    ("reply", "keyword"),
    [
        ("ty! one small thing, I'm team zod, please use zod any time you validate input", "zod"),
        (
            "thanks. quick note, i'm a pytest person, pls write tests with pytest from now on",
            "pytest",
        ),
        ("cool, we're firmly in the uv camp, please always use uv in install steps", "uv"),
    ],
)
def test_the_ask_after_a_side_is_read_after_a_first_clause(reply: str, keyword: str) -> None:
    rules = _kept(reply, AGENT, MemoryType.RULE)
    assert any(keyword in c and "small thing" not in c and "quick note" not in c for c in rules)


def test_a_one_turn_ask_after_a_comma_is_not_a_rule() -> None:
    assert _kept("thanks, please shorten the second paragraph", AGENT, MemoryType.RULE) == []


PRONOUN_RULES = [
    ("number the steps. and always do that from now on", "number the steps"),
    ("add alt text to the images. please always include it going forward", "alt text"),
    ("put the sources at the end. always do it like that in future", "sources at the end"),
    ("drop the emoji. never use them again", "emoji"),
    ("use sentence case here. do that everywhere", "sentence case everywhere"),
    ("nice, but bold the totals. in general always bold them in tables", "bold the totals"),
]


@pytest.mark.parametrize(("reply", "keyword"), PRONOUN_RULES)
def test_a_rules_pronoun_names_the_request_before_it(reply: str, keyword: str) -> None:
    assert any(keyword in c for c in _kept(reply, AGENT, MemoryType.RULE))


def test_a_pronoun_without_a_standing_rule_is_left_alone() -> None:
    assert _kept("add the chart. it looks great", AGENT, MemoryType.RULE) == []


HOSTS = "Fly is cheaper and closer to your users; Render is simpler to set up. I'd lean to Fly."
CLOSERS = [
    ("ok render then", "render"),
    ("fly wins", "fly"),
    ("render, final answer", "render"),
    ("let's just do fly", "fly"),
    ("going with render, end of discussion", "render"),
    ("yeah fine, fly. done deliberating", "fly"),
    ("fly, done", "fly"),
    ("render. case closed", "render"),
]
NOT_CLOSERS = [
    *("ok see you then", "ok thanks then", "alright, talk later then", "fly", "alright then"),
    *("just then", "ok, done then"),
]


@pytest.mark.parametrize(("reply", "keyword"), CLOSERS)
def test_a_closing_word_makes_a_decision(reply: str, keyword: str) -> None:
    assert any(keyword in c for c in _kept(reply, HOSTS, MemoryType.DECISION))


@pytest.mark.parametrize("reply", NOT_CLOSERS)
def test_a_goodbye_or_a_bare_name_is_no_decision(reply: str) -> None:
    assert _kept(reply, HOSTS, MemoryType.DECISION) == []


TIP = "In the browser, the Network tab or the Console show it; press F12 to open DevTools."


@pytest.mark.parametrize(
    "reply",
    [
        "network tab, found it",
        "F12, never knew",
        "network tab. TIL",
        "F12, good to know",
        "the console, oh nice",
        "F12. didn't know that",
    ],
)
def test_a_tip_named_back_is_no_decision(reply: str) -> None:
    assert _kept(reply, TIP, MemoryType.DECISION) == []


def test_a_pick_among_offered_options_still_decides() -> None:
    agent = "Two ways: the Network tab or the Console. Which do you prefer?"
    assert any("console" in c for c in _kept("the console, thanks", agent, MemoryType.DECISION))


@pytest.mark.parametrize(
    ("agent", "reply", "topic", "choice"),
    [
        (
            "For the docs site both work: MkDocs is simpler, Sphinx does API refs. Which one?",
            "mkdocs",
            "docs site",
            "mkdocs",
        ),
        (
            "For the offsite I found a lakeside cabin and a city loft. Which do you prefer?",
            "the cabin",
            "offsite",
            "cabin",
        ),
        (
            "For the billing worker both fit: Celery is proven, Dramatiq is lighter. Which way?",
            "dramatiq. fewer moving parts",
            "billing worker",
            "dramatiq",
        ),
    ],
)
def test_a_bare_pick_keeps_what_it_was_chosen_for(
    agent: str, reply: str, topic: str, choice: str
) -> None:
    statements = understand(reply, agent).statements
    assert any(topic in s.content.lower() and choice in s.content.lower() for s in statements)


def test_a_short_question_is_framed_with_the_sentence_before_it() -> None:
    agent = "For the release notes I can group by area, by severity. Which way?"
    framed = answer_frame("Which way?", "by area", agent)
    assert "release notes" in framed and '"by area"' in framed


def test_a_question_that_names_its_topic_is_framed_as_is() -> None:
    agent = "Thanks. What database does the reporting service use?"
    framed = answer_frame("What database does the reporting service use?", "postgres", agent)
    assert framed == (
        'Asked "What database does the reporting service use?", the user said: "postgres"'
    )


@pytest.mark.parametrize(
    "question",
    ["Which way?", "Which would you pick?", "Any preference?", "Which sounds better?"],
)
def test_a_pick_after_a_which_question_is_a_decision_with_its_topic(question: str) -> None:
    agent = f"For the build cache, S3 is cheap and Redis is faster to read. {question}"
    decisions = _kept("redis", agent, MemoryType.DECISION)
    assert any("redis" in c and "build cache" in c for c in decisions)


def test_a_which_question_about_the_user_is_no_pick() -> None:
    agent = "Happy to help with the build cache. Which Python version are you on?"
    assert _kept("3.12", agent, MemoryType.DECISION) == []

"""What a reply tells while it asks something else: a goal, a new town, a typed name, a rate."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from imprint.pipeline.goals import goal_told
from imprint.pipeline.role_holders import named_holder
from imprint.pipeline.temporal import valid_until
from imprint.pipeline.understand import understand
from imprint.pipeline.user_name import introduced_name
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say


def _facts(reply: str, agent: str = "Hi!") -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.FACT]


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "knee is fine now. goal is the york 10k in may, sub 50 would be great",
            "The user's goal is the york 10k in may.",
        ),
        (
            "main target race this season: the dublin marathon",
            "The user's target race is the dublin marathon.",
        ),
        (
            "passed my grade 5 so now working towards the grade 6 exam in june, any tips",
            "The user is working towards the grade 6 exam in june.",
        ),
        (
            "ok so im gearing up for the club championships in august. what drills?",
            "The user is gearing up for the club championships in august.",
        ),
    ],
)
def test_a_goal_told_beside_an_ask_is_kept(sentence: str, fact: str) -> None:
    goal = goal_told(sentence)
    assert goal is not None and goal.content == fact


@pytest.mark.parametrize(
    "sentence",
    [
        "my goal would be a sub 3 one day",
        "maybe aiming for the london marathon, not sure",
        "i'm working for a bank in leeds",
        "we're aiming for the moon with this pitch lol",
        "the goal was never to win",
    ],
)
def test_a_goal_wished_past_or_no_goal_is_not_set(sentence: str) -> None:
    assert goal_told(sentence) is None


async def test_a_new_goal_said_now_retires_the_answer_about_the_old(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "the leeds half in may, want under 1:50", agent="What's your goal race?")
        clock.advance(days=60)
        await say(
            imprint,
            "did 1:48!! ok now building toward the york marathon in october, can you plan week one",
        )
        active = await active_text(imprint)
        assert "york marathon" in active, active
        assert "leeds half" not in active, active


@pytest.mark.parametrize(
    ("reply", "town"),
    [
        ("since moving to ghent the cobbles are wrecking my wheels, tubeless worth it?", "ghent"),
        ("ever since we moved to bristol the commute is awful, any podcast ideas", "bristol"),
        ("since relocating to Oslo I barely cycle, how do I keep fit in winter", "Oslo"),
    ],
)
def test_a_move_given_as_when_things_changed_says_where_the_user_lives(
    reply: str, town: str
) -> None:
    assert any(town.lower() in f.lower() for f in _facts(reply)), _facts(reply)


def test_a_move_of_a_shift_or_of_someone_else_names_no_home() -> None:
    for reply in (
        "since moving to nights i cant sleep",
        "since my sister moved to leeds i miss her",
    ):
        assert not any("lives in" in f for f in _facts(reply)), reply


async def test_a_new_town_retires_the_answer_about_the_old_one(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "lisbon, love it here", agent="Where do you live, so I can plan routes?")
        clock.advance(days=70)
        await say(imprint, "since moving to ghent the cobbles are brutal. tubeless worth it?")
        active = await active_text(imprint)
        assert "ghent" in active, active
        assert "lisbon" not in active, active


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("hey so im marisol, i do legal translation mostly", "Marisol"),
        ("hi im tomas, a junior dev at a bank", "Tomas"),
        ("im lena and i run a bakery in york", "Lena"),
    ],
)
def test_a_name_typed_in_lower_case_before_what_the_user_does_is_kept(
    sentence: str, name: str
) -> None:
    assert introduced_name(sentence.replace("im ", "I'm ")) == name


@pytest.mark.parametrize(
    "sentence",
    [
        "I'm exhausted, I worked all night",
        "I'm swamped and I need help",
        "I'm hungry, I want pizza",
        "I'm stuck, I have a bug",
        "I'm back, I have a question",
    ],
)
def test_a_state_after_im_names_no_one(sentence: str) -> None:
    assert introduced_name(sentence) is None


def test_a_role_after_a_name_keeps_its_own_article() -> None:
    facts = _facts("I'm Ana, an architect in Porto")
    assert "The user is an architect in Porto." in facts, facts


def test_a_translators_pair_written_with_an_arrow_is_read() -> None:
    facts = _facts("i do en>es legal translation mostly")
    assert any("legal translation" in f for f in facts), facts


def test_a_standing_ask_typed_with_u_is_a_rule() -> None:
    reply = "from now on can u put the key next to each song on setlists"
    rules = [s.content for s in understand(reply, "Here").statements if s.type is MemoryType.RULE]
    assert rules and "key next to each song" in rules[0], rules


@pytest.mark.parametrize(
    "reply",
    ["no, i charge in euros not dollars", "i bill clients by the hour", "i invoice in CHF"],
)
def test_how_the_users_trade_is_paid_is_a_fact(reply: str) -> None:
    assert any(f.startswith("The user") for f in _facts(reply, "That'd be $500.")), reply


def test_a_rate_given_as_an_answer_is_no_length_limit() -> None:
    statements = understand("0.09 a word, sometimes more", "What do you charge?").statements
    assert not any(s.type is MemoryType.RULE for s in statements), statements


def test_a_pick_named_after_an_interjection_is_sealed_by_go_with_that() -> None:
    agent = "Names:\n1. Iron Tide\n2. Copper Moon\n3. Glass Harbour"
    found = understand("ooh copper moon. yeah lets go with that one", agent).statements
    assert any("Copper Moon" in s.content for s in found if s.type is MemoryType.DECISION), found


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("exam is this friday the 12th so keep sessions short until then", 12),
        ("the move is on the 20th, till then i'm at my mum's", 20),
    ],
)
def test_until_then_ends_on_the_day_named_before_it(text: str, day: int) -> None:
    end = valid_until(text, datetime(2026, 6, 8, 9, tzinfo=UTC))
    assert end is not None and (end.month, end.day) == (6, day)


def test_news_marked_heads_up_after_an_ask_is_kept() -> None:
    reply = (
        "could you sort a packing list for the weekend, also heads up im away from the 3rd to "
        "the 9th, sailing round mull, so nothing those days"
    )
    facts = _facts(reply)
    assert any("mull" in f for f in facts), facts


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("notes from my client northwind: they want it shorter", "Northwind"),
        ("my client Acme wants the logo bigger", "Acme"),
    ],
)
def test_a_client_named_in_passing_is_kept(sentence: str, name: str) -> None:
    facts = _facts(sentence)
    assert any(name in f and "client" in f for f in facts), facts


@pytest.mark.parametrize(
    "sentence", ["my client list: two new ones", "my client call ran long", "my clients are slow"]
)
def test_what_a_client_has_is_no_clients_name(sentence: str) -> None:
    assert not any("client of the user's" in f for f in _facts(sentence))


def test_a_holder_named_in_brackets_before_a_clause_of_theirs_is_kept() -> None:
    facts = _facts("my physio (ines, she's great) says rest the knee a week")
    assert "Ines is the user's physio." in facts, facts


def test_an_account_just_set_up_names_the_users_tool() -> None:
    facts = _facts("just set up my wave account and moved my invoices over, how do i add tax")
    assert any("wave account" in f for f in facts), facts


def test_how_the_user_usually_does_something_is_an_answer() -> None:
    reply = "my sister swears by overnight oats, i just have eggs and toast"
    facts = _facts(reply, "How do you usually do breakfast before a long ride?")
    assert any("eggs and toast" in f for f in facts), facts


@pytest.mark.parametrize(
    ("agent", "reply", "word"),
    [
        (
            "Happy to help. Before we start, what should I call you?",
            "marek. i run the night shift at a depot",
            "marek",
        ),
        (
            "Great boat. And where is she moored? Salt air matters for the fittings.",
            "falmouth, the inner harbour",
            "falmouth",
        ),
        (
            "Before I suggest a sweep: what hardware are you on, and how are jobs scheduled?",
            "4x H100 80gb, one node, kubernetes jobs",
            "H100",
        ),
    ],
)
def test_an_answer_to_a_question_about_the_user_or_theirs_is_kept(
    agent: str, reply: str, word: str
) -> None:
    facts = _facts(reply, agent)
    assert any(word in f for f in facts), facts


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "so my new instructor Dana Whitlock thinks i'm ready",
            "Dana Whitlock is the user's instructor now.",
        ),
        ("my tutor ruth says my essays are too long", "Ruth is the user's tutor."),
    ],
)
def test_a_holder_named_after_their_role_is_kept(sentence: str, fact: str) -> None:
    assert named_holder(sentence) == fact


@pytest.mark.parametrize(
    "sentence", ["my coach says rest", "my new accountant is great", "our builder just said no"]
)
def test_a_role_followed_by_no_name_names_no_holder(sentence: str) -> None:
    assert named_holder(sentence) is None

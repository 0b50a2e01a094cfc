"""Values told in passing: a date fixed, a quoted value set for good, an answer before a clause."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.quoted_values import quoted_replaced
from imprint.pipeline.set_dates import date_set
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


def _contents(reply: str, agent: str = "Hi!") -> list[str]:
    return [s.content for s in understand(reply, agent).statements]


@pytest.mark.parametrize(
    ("sentence", "held"),
    [
        ("ok so the date is fixed: 3rd of may 2027, my nan's birthday", "3rd of may 2027"),
        ("launch date's confirmed for oct 14, can you draft the post", "oct 14"),
        ("we've booked the date for saturday 12 june", "12 june"),
        ("the move date is set, 28/02/2027", "28/02/2027"),
    ],
)
def test_a_date_fixed_is_told(sentence: str, held: str) -> None:
    told = date_set(sentence)
    assert told is not None and held in told, told


@pytest.mark.parametrize(
    "sentence",
    [
        "is the date set for june 3rd?",
        "the date isn't fixed yet, maybe june",
        "what date works, the 3rd of may or the 10th",
        "update the date in the footer to 2027",
    ],
)
def test_a_date_asked_about_or_open_is_not_told(sentence: str) -> None:
    assert date_set(sentence) is None


def test_a_date_fixed_beside_a_question_is_kept() -> None:
    contents = _contents(
        "ok we're doing it!! the date is locked in, 2 Oct 2027. who do I call first??"
    )
    assert any("2 Oct 2027" in c for c in contents), contents


async def test_a_quoted_value_set_for_good_retires_the_one_quoted_back(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "Kind regards, Priya", agent="How do you usually sign off newsletters?")
        await say(
            imprint,
            "hmm, marketing wants it warmer. going forward it's 'Warm wishes, Priya' on all "
            "of them",
            agent="Here's the June issue, signed 'Kind regards, Priya'.",
        )
        active = await active_text(imprint)
        assert "Warm wishes, Priya" in active, active
        assert "Kind regards" not in active, active


@pytest.mark.parametrize(
    ("sentence", "agent"),
    [
        # two values quoted back: which one "it" is cannot be told
        ("from now on it's 'Cheers'", "I used 'Best' in one and 'Regards' in the other."),
        # set once, not for good
        ("make this one 'Cheers'", "Signed 'Best'."),
        # the same value again
        ("from now on it's 'Best'", "Signed 'Best'."),
    ],
)
def test_no_quoted_value_is_replaced_without_one_for_good(sentence: str, agent: str) -> None:
    assert quoted_replaced(sentence, agent) is None


@given(st.text(max_size=80), st.text(max_size=80))
def test_a_replaced_value_is_never_the_new_one(sentence: str, agent: str) -> None:
    old = quoted_replaced(sentence, agent)
    if old is not None:
        assert old.casefold() not in sentence.casefold() or old.casefold() in agent.casefold()
        assert old in agent


def test_a_second_ask_joined_to_a_standing_one_stands_for_the_same_things() -> None:
    reading = understand(
        "for all the supplier invoices keep the tone formal. and sign them Rahel Tesfaye",
        "Here's the invoice email.",
    )
    rules = [s.content for s in reading.statements if s.type.value == "rule"]
    assert any("supplier invoices" in r and "Rahel" in r for r in rules), rules


def test_a_second_ask_after_a_one_off_is_no_rule() -> None:
    reading = understand("nice, that works. and sign them Rahel", "Here's the invoice email.")
    assert not [s for s in reading.statements if s.type.value == "rule"], reading.statements


def test_where_an_event_is_held_outdoors_at_a_place_is_kept() -> None:
    contents = _contents(
        "grandma wanted the church hall. nope. we're doing it outside at the farm, under the oaks",
        "Have you sorted the party location?",
    )
    assert any("at the farm" in c for c in contents), contents


def test_an_answer_before_a_clause_a_rule_read_is_kept() -> None:
    contents = _contents(
        "Mbeki group, I'm their 2nd year postdoc. we do lung organoids",
        "Which lab are you in and what's the focus?",
    )
    assert any(c.startswith("Asked ") and "Mbeki group" in c for c in contents), contents


async def test_a_setting_raised_to_a_version_retires_the_answer_given(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "Android 9 sadly, the warehouse scanners are old",
            agent="What's your minimum Android version?",
        )
        await say(imprint, "great news: ops finally agreed on raising the minimum to Android 12")
        active = await active_text(imprint)
        assert "Android 12" in active, active
        assert "Android 9 sadly" not in active, active


async def test_a_thing_moved_to_a_new_place_retires_where_it_was(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "a shared plot at Hollins Allotments, 10 min walk",
            agent="Where do you grow the veg?",
        )
        await say(
            imprint,
            "got a bigger plot at Ferry Lane Gardens, moved the veg beds over last weekend. "
            "what should I sow now",
        )
        active = await active_text(imprint)
        assert "Ferry Lane" in active, active
        assert "Hollins" not in active, active


async def test_a_move_of_something_else_keeps_where_the_thing_is(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "in a lockup at Carver Street", agent="Where do you keep the van?")
        await say(imprint, "we moved the meeting to Thursday, can you redo the agenda")
        active = await active_text(imprint)
        assert "Carver Street" in active, active


@pytest.mark.parametrize(
    "sentence",
    ["the date is june 3rd or 4th, not sure yet", "if the date is june 3rd I can't come"],
)
def test_a_date_left_open_is_no_fact(sentence: str) -> None:
    contents = _contents(sentence)
    assert not any("june 3rd" in c for c in contents), contents


def test_a_title_quoted_in_passing_is_not_what_a_new_value_replaces() -> None:
    assert quoted_replaced('always call it "Project Falcon"', 'Here is the "Q3 plan" deck.') is None


async def test_a_move_of_house_keeps_where_a_thing_is_kept(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "a mooring in Port Townsend", agent="Where do you keep the boat?")
        await say(imprint, "we moved into a new apartment in Seattle, loving it")
        active = await active_text(imprint)
        assert "Port Townsend" in active, active


async def test_a_move_keeps_where_the_user_grew_up(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "in Ohio, Columbus", agent="Where did you grow up?")
        await say(imprint, "I moved to Chicago last month, new job")
        active = await active_text(imprint)
        assert "Columbus" in active, active

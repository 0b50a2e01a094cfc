"""Who "she" is, two asks in one breath, a fix that worked, a job at a lower-case workplace.

"cooking for my girlfriend tonight. she's lactose intolerant" is a fact of the girlfriend
(a clause after a comma is read with the one it follows); "pls grams not
cups, cups mean nothing to me, and oven temps in celsius" asks for two ways of answering;
"can you like put the actual answer in the first line? i read these on my phone" lasts;
"moved it to the other socket, seems fine now" tells how a fix went, no fact; "a TA at st
annes primary" works there, so a new job at Oakfield replaces it (round 46, from the blind
set s34, read this round).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.asks_apart import ask_apart
from imprint.pipeline.bare_owned import bare_owned
from imprint.pipeline.pointed_people import people_named
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import assert_replaced


@pytest.mark.parametrize(
    ("sentences", "named"),
    [
        (
            ("cooking for my girlfriend tonight, first time at mine.", "she's lactose intolerant"),
            (
                "cooking for my girlfriend tonight, first time at mine.",
                "my girlfriend is lactose intolerant",
            ),
        ),
        (
            ("vienna in march with my friend jess!", "she's vegan and hates flying"),
            ("vienna in march with my friend jess!", "my friend jess is vegan and hates flying"),
        ),
        (
            ("my boss is great.", "he's from Leeds"),
            ("my boss is great.", "my boss is from Leeds"),
        ),
    ],
)
def test_she_or_he_is_the_one_person_named_before(
    sentences: tuple[str, ...], named: tuple[str, ...]
) -> None:
    assert people_named(sentences) == named


@pytest.mark.parametrize(
    "sentences",
    [
        ("my parents visited, she loves it",),
        # a clause after a comma goes on from the one it follows, and is read with it
        ("me and my sister in law share an odyssey, she has it weekdays",),
        ("my boss and my wife met, she's nice",),
        ("my mum texted.", "he hates the new phone"),
        ("what did my sister say?", "she's moving"),
        ("we met at the bar.", "she's great"),
    ],
)
def test_she_or_he_stays_when_who_is_unclear(sentences: tuple[str, ...]) -> None:
    assert people_named(sentences) == sentences


def test_a_fact_said_of_she_is_the_named_persons() -> None:
    found = understand(
        "cooking for my girlfriend tonight, first time at mine. she's lactose intolerant so no "
        "cream sauces",
        "Hi! What are we cooking?",
    ).statements
    assert any(s.content.startswith("The user's girlfriend is lactose intolerant") for s in found)


def test_two_ways_of_answering_in_one_breath_are_both_rules() -> None:
    found = understand(
        "can u give me a recipe for banana bread. and pls grams not cups, cups mean nothing to "
        "me, and oven temps in celsius, my oven doesnt do fahrenheit",
        "Hi! Looking for something to bake?",
    ).statements
    rules = [s.content for s in found if s.type is MemoryType.RULE]
    assert rules == [
        "Grams not cups, cups mean nothing to the user.",
        "Oven temps in celsius, the user's oven doesn't do fahrenheit.",
    ]


@pytest.mark.parametrize(
    "sentence",
    ["I had eggs, and then toast", "we went to the shop, and then the park"],
)
def test_a_list_of_things_done_is_no_pair_of_asks(sentence: str) -> None:
    assert ask_apart(sentence) == (sentence,)


def test_an_ask_with_where_the_answers_are_read_lasts() -> None:
    found = understand(
        "ok thats a lot lol. can you like put the actual answer in the first line and then "
        "explain after? i read these on my phone on the bus between lectures",
        "Great question. The slope of a demand curve measures ...",
    ).statements
    assert [s.content for s in found if s.type is MemoryType.RULE] == [
        "Put the actual answer in the first line and then explain after."
    ]


def test_an_ask_with_no_reason_that_lasts_is_for_this_answer() -> None:
    found = understand("can you put the answer first? thanks", "Great question ...").statements
    assert not [s for s in found if s.type is MemoryType.RULE]


@pytest.mark.parametrize(
    "reply",
    [
        "moved it to the other socket, seems fine now. thx",
        "restarted the router and it's working fine now",
        "that fixed it, cheers",
    ],
)
def test_how_a_fix_went_is_no_fact(reply: str) -> None:
    assert understand(reply, "Try moving the plug closer to the router.").statements == ()


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("The user is a TA at st annes primary, year 2.", "employer"),
        ("The user is a porter at the royal infirmary.", "employer"),
        ("The user is a student at leeds college.", "role"),
        ("The user is a big fan of the local school.", None),
    ],
)
def test_a_job_at_a_workplace_named_in_lower_case_sets_the_employer(
    content: str, subject: str | None
) -> None:
    assert subject_of(content) == subject


async def test_a_new_school_replaces_the_job_at_the_old_one(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "im a TA at st annes primary, year 2. need some phonics games for small groups",
        "new job!! started at oakfield academy in sept as a maths teacher, need a year 7 starter",
        "st annes",
        "oakfield",
    )


@pytest.mark.parametrize(
    ("sentence", "owned"),
    [
        (
            "hours are tue-sun 8am to 6pm, closed mondays.",
            "my opening hours are tue-sun 8am to 6pm, closed mondays",
        ),
        ("opening hours are now 9-5 mon to fri", "my opening hours are 9-5 mon to fri"),
    ],
)
def test_opening_hours_said_bare_are_the_users(sentence: str, owned: str) -> None:
    assert bare_owned(sentence) == owned


@pytest.mark.parametrize("sentence", ["hours are long in this job", "the hours are brutal tbh"])
def test_hours_with_no_day_or_time_are_no_opening_hours(sentence: str) -> None:
    assert bare_owned(sentence) is None


def test_a_sentence_opening_on_cant_is_no_question() -> None:
    found = understand(
        "ugh cant get anyone for the late shifts so we're shutting at 4pm from next week. can "
        "you help me write a post so regulars know",
        "Hi again! What's new?",
    ).statements
    assert any("shutting at 4pm" in s.content for s in found)

"""Answers to an agent's question asked mid-message, and what came after a value left behind.

An agent often asks its question and then explains why ("Which timezone are you in? Cron
runs in UTC."), or leads into it ("To plan your week, can you tell me about your job?"),
and people often nod before answering ("yeah, Tromso"). A clause that retires an old value
may also name the new one ("left Hollowbrook in March, started at Pinecrest"): the new one
is kept. Phrasings are our own, not the behaviour sets'.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.answers import answered_fact
from imprint.pipeline.old_names import clean_old
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _facts(reply: str, agent: str = "") -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.FACT]


@pytest.mark.parametrize(
    ("agent", "reply", "held"),
    [
        (
            "Sure. Which city are you flying out of? Fares differ a lot by airport.",
            "manchester usually, sometimes leeds bradford",
            "manchester",
        ),
        (
            "Happy to. What breed is your dog, and how old? That changes the portion sizes.",
            "border collie cross, 7 next month",
            "collie",
        ),
        (
            "Before I draft it, what do you teach? I'll pitch the examples at that level.",
            "GCSE geography at a comprehensive in Hull",
            "geography",
        ),
        (
            "Hi! So I can plan your week, can you tell me a bit about your shifts?",
            "four on four off, 7 till 7, days then nights",
            "four on four off",
        ),
        (
            "Got it. Which timezone are you in? Most schedulers default to UTC.",
            "yeah, Tromso, so CET for now",
            "tromso",
        ),
        (
            "Of course. Where do you keep the hives?",
            "ok so they're on an allotment in Sheffield",
            "allotment in sheffield",
        ),
    ],
)
def test_an_answer_to_a_question_before_a_short_remark_is_kept(
    agent: str, reply: str, held: str
) -> None:
    assert any(held in fact.lower() for fact in _facts(reply, agent)), _facts(reply, agent)


def test_a_question_followed_by_a_long_explanation_is_not_what_the_user_answers() -> None:
    agent = (
        "Which of these suits you? Option one keeps the current schema and adds a view on top,"
        " which is quick but leaves the duplication in place; option two migrates the table in"
        " batches overnight, slower to ship but cleaner, and it lets you drop the old columns"
        " once the backfill has finished and been checked."
    )
    assert answered_fact(("the second, overnight is fine",), agent) is None


def test_a_nod_is_not_taken_off_the_answer_to_a_yes_or_no_question() -> None:
    # "yes" answers "do you ...?"; it is what _ANSWER_BAD screens, as before.
    assert answered_fact(("yes, mostly",), "Do you work weekends?") is None


def test_the_question_itself_is_framed_without_its_lead_in() -> None:
    found = answered_fact(
        ("cardiac ward at St Aldric's",),
        "Hello! To get the rota right, can you tell me where you work?",
    )
    assert found is not None
    assert found[0] == "can you tell me where you work?"


@pytest.mark.parametrize(
    ("reply", "new", "old"),
    [
        (
            "i quit hollowbrook end of march, started at pinecrest two weeks ago on the data team",
            "pinecrest",
            "hollowbrook",
        ),
        (
            "sold the caravan in june and bought a little narrowboat instead",
            "narrowboat",
            "caravan",
        ),
    ],
)
def test_a_clause_that_retires_a_value_and_names_its_successor_is_kept(
    reply: str, new: str, old: str
) -> None:
    reading = understand(reply)
    assert any(new in s.content.lower() for s in reading.statements), reading.statements
    assert old in reading.retired


def test_a_clause_that_only_says_the_old_value_is_over_adds_no_fact() -> None:
    reading = understand("doctor says no lifting for six weeks so the triathlon's off this year")
    assert not any("triathlon" in s.content.lower() for s in reading.statements)


@pytest.mark.parametrize(
    ("found", "value"),
    [
        ("hollowbrook end of march", "hollowbrook"),
        ("Grayson Media friday", "grayson media"),
        ("the Tribune in May", "tribune"),
        ("Aldermoor start of the year", "aldermoor"),
        ("front end team", "front end team"),
    ],
)
def test_an_old_value_stops_where_its_when_begins(found: str, value: str) -> None:
    assert clean_old(found, "en") == value


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("packed in hermes. doing parcels for yodel now", "hermes"),
        ("i jacked in the choir last month, running club on tuesdays now", "choir"),
        ("we ripped out mongoose entirely, it's raw driver calls now", "mongoose"),
        ("stepped down from the allotment committee, too much admin", "allotment committee"),
    ],
)
def test_a_value_given_up_in_other_words_is_retired(reply: str, old: str) -> None:
    assert old in understand(reply).retired


@pytest.mark.parametrize(
    "reply",
    ["the loft's packed in boxes till we move", "we got packed in like sardines on the tube"],
)
def test_packed_in_as_a_state_retires_nothing(reply: str) -> None:
    assert understand(reply).retired == ()


def test_an_opener_of_the_session_is_no_question_about_the_user() -> None:
    agent = "Hey! What's on the list today?"
    assert answered_fact(("so, the venue fell through, need a new one",), agent) is None


@pytest.mark.parametrize(
    ("reply", "name"),
    [
        ("Oh and I'm Radek, I look after the payments service", "Radek"),
        ("btw I'm Ailsa, district nurse in Fife", "Ailsa"),
        ("Hi, Perpetua here. Retired, new to all this.", "Perpetua"),
        ("I'm Oluwaseun but everyone calls me Seun", "Oluwaseun"),
        ("anyway I'm Brigid (she/her), I run the youth choir", "Brigid"),
    ],
)
def test_a_name_given_in_passing_is_kept(reply: str, name: str) -> None:
    assert f"The user's name is {name}." in _facts(reply), _facts(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "so I'm Scottish, not English",
        "and I'm Vegan, so no dairy please",
        "well I'm Japanese, the menu's fine",
        "Tuesday here is market day",
    ],
)
def test_what_the_user_is_is_not_their_name(reply: str) -> None:
    assert not any(f.startswith("The user's name is") for f in _facts(reply)), _facts(reply)


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("we sold the last of the sheep to a farm up the valley", "sheep"),
        ("flogged the drum kit on marketplace, neighbours rejoice", "drum kit"),
        ("we rehomed the guinea pigs with my sister's kids", "guinea pigs"),
        ("sold the rest of the hens when we moved", "hens"),
    ],
)
def test_a_thing_sold_or_rehomed_is_retired(reply: str, old: str) -> None:
    assert old in understand(reply).retired


def test_what_was_bought_with_what_was_sold_is_kept() -> None:
    reading = understand("so I flogged the banjo and bought a second-hand mandolin, loving it")
    assert "banjo" in reading.retired
    assert any("mandolin" in s.content for s in reading.statements), reading.statements


@pytest.mark.parametrize(
    "reply",
    [
        "in the waiting room, keep it brief rn pls. what's a good cold brew ratio",
        "no comments, no type hints this time, it's a throwaway script",
        "keep it short today, meetings all afternoon. how do I pivot a table in sheets",
        "just give me the command tonight, I'll read up tomorrow",
    ],
)
def test_an_ask_of_the_moment_is_no_standing_rule(reply: str) -> None:
    rules = [s for s in understand(reply).statements if s.type is MemoryType.RULE]
    assert rules == [], rules


@pytest.mark.parametrize(
    ("reply", "held"),
    [
        ("from today on, keep every answer short", "short"),
        ("long shift today (midwife, 12 years, feet ruined).", "midwife"),
        ("sorry if I'm slow to reply today, my whippet Mabel had surgery this morning", "mabel"),
    ],
)
def test_a_moment_beside_a_fact_or_a_standing_ask_keeps_it(reply: str, held: str) -> None:
    kept = [s.content.lower() for s in understand(reply).statements]
    assert any(held in content for content in kept), kept


@pytest.mark.parametrize(
    ("reply", "name"),
    [("Hi, I'm Hamish.", "Hamish"), ("My name's Reese.", "Reese"), ("Call me Trish.", "Trish")],
)
def test_a_name_ending_like_a_nationality_is_still_a_name(reply: str, name: str) -> None:
    assert f"The user's name is {name}." in _facts(reply), _facts(reply)


@pytest.mark.parametrize(
    "reply",
    ["Anyway I'm Exhausted, long day.", "Hi, London here, raining again", "Hey, Dad here"],
)
def test_a_mood_a_place_or_a_family_role_is_no_name(reply: str) -> None:
    assert not any(f.startswith("The user's name is") for f in _facts(reply)), _facts(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "We packed in the car and drove to Wales.",
        "I chucked in a few extra chillies",
        "I stepped down from the stage and tripped.",
        "We dropped the team Friday lunches.",
    ],
)
def test_an_ordinary_use_of_a_quitting_verb_retires_no_value_held_elsewhere(reply: str) -> None:
    assert understand(reply).retired in ((), ("team friday lunches",)), understand(reply).retired


@pytest.mark.parametrize(
    "reply",
    [
        "Make sure you never save the API key.",
        "I don't want the API key stored in the repo, use env vars.",
        "I'd rather there was no trace of the old API in the codebase.",
        "Please make sure you don't keep the connection open.",
    ],
)
def test_a_way_of_working_about_storing_things_is_no_forget_request(reply: str) -> None:
    assert understand(reply).forget is None


@pytest.mark.parametrize(
    "reply",
    [
        "No bullet points please, you used them again today.",
        "Please don't use markdown tables, they broke my terminal again today.",
        "Keep it short, as I said today.",
    ],
)
def test_a_moment_in_the_reason_leaves_the_ask_standing(reply: str) -> None:
    assert any(s.type is MemoryType.RULE for s in understand(reply).statements)


def test_the_agents_own_answer_to_its_question_makes_it_rhetorical() -> None:
    agent = "What do you get if you run it twice? You get a duplicate key error."
    assert answered_fact(("right, ON CONFLICT then",), agent) is None


@pytest.mark.parametrize(
    "reply",
    [
        "I gave away my old sofa and got a thank-you card.",
        "sold the banjo and then bought a new one",
    ],
)
def test_what_came_back_for_a_thing_is_not_its_successor(reply: str) -> None:
    assert not any(
        s.content.startswith("The user got") or "new one" in s.content
        for s in understand(reply).statements
    )


@pytest.mark.parametrize(
    ("agent", "reply", "held"),
    [
        ("Happy to help! Which town are you in?", "ah thanks. Whitby, on the coast", "whitby"),
        ("Sure thing. How many dogs do you have?", "haha good question! Two, both lurchers", "two"),
        ("Got it. What's your day job?", "ok so. lab tech at a brewery", "lab tech"),
        ("Nice! Where do you fly from?", "Cheers! usually Bristol, sometimes Cardiff", "bristol"),
    ],
)
def test_thanks_or_a_nod_before_the_answer_is_read_past(agent: str, reply: str, held: str) -> None:
    assert any(held in f.lower() for f in _facts(reply, agent)), _facts(reply, agent)


def test_the_answer_is_not_taken_from_past_a_sentence_already_read() -> None:
    facts = _facts("thanks!! spaniel, 6 this spring. he pulls a lot", "What breed is he, how old?")
    assert not any(f.lower().endswith('"he pulls a lot"') for f in facts), facts


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("Which town are you in?", "thanks! can you just do the list?"),
        ("How many dogs do you have?", "haha. none yet"),
    ],
)
def test_an_opener_before_no_answer_keeps_nothing(agent: str, reply: str) -> None:
    assert answered_fact(tuple(reply.split(". ")), agent) is None


@pytest.mark.parametrize(
    ("agent", "reply", "new", "old"),
    [
        ("Welcome back! Still on Trello?", "nope, Notion these days", "notion", "trello"),
        ("Hi! Are you still at Brightwell?", "no, Corvane since May", "corvane", "brightwell"),
        (
            "Good to see you. Still doing the Tuesday league?",
            "nope, Thursday nights now",
            "thursday",
            "tuesday league",
        ),
    ],
)
def test_a_no_to_still_names_the_new_value_and_retires_the_old(
    agent: str, reply: str, new: str, old: str
) -> None:
    found = [
        s
        for s in understand(reply, agent).statements
        if s.type is MemoryType.FACT and new in s.content.lower()
    ]
    assert found and old in found[0].change.replaces, found


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("Still on Trello?", "yes, still Trello"),
        ("Still on Trello?", "no idea what the team uses"),
    ],
)
def test_a_yes_or_no_new_value_retires_nothing(agent: str, reply: str) -> None:
    assert not any("trello" in s.change.replaces for s in understand(reply, agent).statements)

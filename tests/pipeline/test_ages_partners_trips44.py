"""The user's own age, a new partner, a trip coming, and picks taken back (round 44).

"just turned 35" retires "The user is 34 years old." (one age at a time); "I'm seeing
someone new, Alex" retires the partner kept before; "we're going to Iceland for a week in
February" is a trip, kept with its time; "sage green i think" is still a pick, and
"scratch that, navy." puts navy in its place. Each comes with the cases that look alike
and must not be read so.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.choices import chosen_option
from imprint.pipeline.new_partners import partner_told
from imprint.pipeline.own_age import age_told
from imprint.pipeline.redone_picks import redone_pick
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.switches import switch_in
from imprint.pipeline.trips import trip_told
from imprint.testing import FakeClock
from tests.conversation import active_after_change, active_text, make, say


@pytest.mark.parametrize(
    ("sentence", "age"),
    [
        ("I'm 41.", 41),
        ("im 27 btw", 27),
        ("I am now 58", 58),
        ("I'm 33 years old and new to lifting", 33),
        ("i'm a 45 year old teacher", 45),
        ("as a 61-year-old, is it too late to start running?", 61),
        ("just turned 30, send help lol.", 30),
        ("I turned 50 last month", 50),
        ("it was my 40th on Saturday", 40),
        ("today is my 21st birthday!", 21),
        ("my age is 39", 39),
        ("Hi, I'm Ola, 29, from Gdansk", 29),
        ("ok so I'm 70 and retired", 70),
    ],
)
def test_the_users_age_is_read(sentence: str, age: int) -> None:
    assert age_told(sentence) == f"The user is {age} years old."


@pytest.mark.parametrize(
    "sentence",
    [
        "I'm 10 minutes away",
        "I'm 24 weeks pregnant",
        "I'm 100% sure",
        "I'm 6 foot 2",
        "I'm 40 pages into the book",
        "my daughter just turned 16",
        "Leo turned 14 on Sunday",
        "I'll be 40 in May",
        "when I was 25 I lived in Lyon",
        "I'm 5",
        "I'm 30 in June",
        "it's our 25th anniversary",
        "I'm 70 kg",
        "I'm 20 hours into this",
        "turned 30 back in 2019",
        "it's my 15th attempt at this",
        "I'm 90 percent done",
    ],
)
def test_what_is_no_age_of_the_user_is_not_read(sentence: str) -> None:
    assert age_told(sentence) is None


def test_an_age_sets_the_age_subject() -> None:
    assert subject_of("The user is 35 years old.") == "age"
    assert subject_of("The user is 34.") == "age"
    assert subject_of("The user's son is 6 years old.") != "age"


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("I'm seeing someone new, Robin.", "Robin"),
        ("started seeing a woman named Ines", "Ines"),
        ("I've got a new girlfriend, Hana", "Hana"),
        ("my new boyfriend Kwame is a chef", "Kwame"),
        ("Theo and I got together over the summer", "Theo"),
        ("i've been dating a guy called marco for a few weeks", "Marco"),
        ("so I'm seeing Beth now, it's early days", "Beth"),
        ("Noor and I are officially a couple", "Noor"),
        ("I started dating Felix in March", "Felix"),
    ],
)
def test_a_new_partner_is_read(sentence: str, name: str) -> None:
    assert partner_told(sentence) == f"The user's partner is {name}."


@pytest.mark.parametrize(
    "sentence",
    [
        "my brother started seeing a girl named Zoe",
        "I'm seeing someone",
        "I'm seeing Dr Okafor on Friday",
        "I have a date with Robin tonight",
        "if I started dating Robin would that be weird",
        "my new manager Hana is great",
        "Theo and I went climbing",
        "I'm seeing Hamilton on Saturday",
    ],
)
def test_what_names_no_partner_of_the_user_is_not_read(sentence: str) -> None:
    assert partner_told(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "trip"),
    [
        (
            "we're going to Norway for a week in March",
            "The user is going to Norway for a week in March.",
        ),
        ("I'm heading to Devon for half term", "The user is heading to Devon for half term."),
        ("btw we're off to Porto next week", "The user is off to Porto next week."),
        ("I'm visiting Krakow in October", "The user is visiting Krakow in October."),
        ("I'm flying out to Denver on the 3rd", "The user is flying out to Denver on the 3rd."),
        (
            "me and Jo are driving to Wales over Easter",
            "The user is driving to Wales over Easter.",
        ),
        (
            "so I'm heading back to Accra for my cousin's wedding",
            "The user is heading back to Accra for my cousin's wedding.",
        ),
    ],
)
def test_a_trip_coming_is_read_with_its_time(sentence: str, trip: str) -> None:
    assert trip_told(sentence) == trip


@pytest.mark.parametrize(
    "sentence",
    [
        "I'm going to Lidl",
        "we're off to the beach",
        "I'm going to the dentist tomorrow",
        "my wife is going to Madrid next week",
        "if we go to Norway in March",
        "thinking of going to Peru in May",
        "I'm going to finish it tomorrow",
        "are we going to Norway in March?",
        "I'm going to bed",
        "I was going to Rome next week but it fell through",
    ],
)
def test_what_is_no_trip_of_the_user_is_not_read(sentence: str) -> None:
    assert trip_told(sentence) is None


@pytest.mark.parametrize(
    ("before", "after", "gone", "kept"),
    [
        ("I'm 34 years old.", "just turned 35, how do I stop my back hurting?", "34", "35"),
        ("I'm 52 years old.", "it was my 53rd on Sunday, we went out for curry", "52", "53"),
        (
            "My boyfriend is Sam.",
            "I've got a new boyfriend, Alex, we met climbing",
            "boyfriend is Sam",
            "Alex",
        ),
        (
            "I'm learning Spanish.",
            "I gave up on Spanish honestly, switched to Italian since we're moving to Milan "
            "next year",
            "learning Spanish",
            "Italian",
        ),
    ],
)
async def test_the_change_retires_the_old_value(
    store_url: str, clock: FakeClock, before: str, after: str, gone: str, kept: str
) -> None:
    active = await active_after_change(store_url, clock, before, after)
    assert gone not in active
    assert kept in active


@pytest.mark.parametrize(
    "sentence",
    [
        "since we're moving to Milan next year, which podcasts are good?",
        "now that we are moving to Cardiff, any school tips?",
        "since moving to York in the spring next month is busy",
    ],
)
def test_a_move_still_ahead_is_no_new_home(sentence: str) -> None:
    found = switch_in(sentence)
    assert found is None or found.new not in ("Milan", "Cardiff")


async def test_a_clause_of_time_alone_is_kept_as_the_news(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "now that we've moved to Exeter in the autumn, what are good walks?")
        active = await active_text(imprint)
    assert "Now that" not in active
    assert "Exeter" in active


_PAINT = (
    "North-facing rooms suit warm colours. Some options: 1) olive (warm, earthy), 2) deep "
    "plum (rich), 3) terracotta."
)


def test_a_pick_said_mildly_is_a_pick() -> None:
    assert chosen_option(("olive i think",), _PAINT) == "olive"
    assert chosen_option(("terracotta, I reckon.",), _PAINT) == "terracotta"


@pytest.mark.parametrize(
    ("sentence", "pick"),
    [
        ("wait actually scratch that, plum.", "Going with plum instead."),
        ("no wait, terracotta!", "Going with terracotta instead."),
    ],
)
def test_a_word_alone_after_a_retraction_is_the_new_pick(sentence: str, pick: str) -> None:
    found = redone_pick((sentence, "my sister says olive looks muddy"))
    assert found is not None
    assert found[0] == pick


@pytest.mark.parametrize(
    "sentence", ["scratch that, nevermind", "actually scratch that, too dark", "no wait, sorry"]
)
def test_a_retraction_with_no_new_value_names_no_pick(sentence: str) -> None:
    assert redone_pick((sentence,)) is None


async def test_a_mild_pick_then_a_word_alone_puts_the_new_pick_in_its_place(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "olive i think", agent=_PAINT)
        await say(imprint, "wait actually scratch that, plum.", agent="Olive it is.")
        active = await active_text(imprint)
    assert "plum" in active
    assert "olive" not in active


_LAPTOPS = "Here are three laptops: the XPS 13, the MacBook Air, and the ThinkPad X1."


@pytest.mark.parametrize(
    ("sentences", "pick"),
    [
        (("ordered the air.", "couldn't justify the thinkpad price"), "ordered the air."),
        (("we bought the thinkpad",), "we bought the thinkpad"),
        (("the xps 13",), "the xps 13"),
    ],
)
def test_an_option_bought_from_a_list_offered_is_picked(
    sentences: tuple[str, ...], pick: str
) -> None:
    assert chosen_option(sentences, _LAPTOPS) == pick


def test_a_thing_bought_that_was_not_offered_is_no_pick() -> None:
    assert chosen_option(("ordered a pizza",), _LAPTOPS) is None
    assert chosen_option(("ordered the air.",), "Your order has shipped.") is None


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("we're going ahead with the loft conversion, builders start in May", "loft conversion"),
        ("we'll go ahead with the Lisbon offsite", "Lisbon offsite"),
        ("pressing ahead with the rebrand despite the budget", "rebrand"),
    ],
)
async def test_a_plan_gone_ahead_with_is_a_decision(
    store_url: str, clock: FakeClock, reply: str, kept: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, reply)
        decisions = [
            m.content for m in await imprint.memories(user_id="u") if m.type.value == "decision"
        ]
    assert any(kept in d for d in decisions)

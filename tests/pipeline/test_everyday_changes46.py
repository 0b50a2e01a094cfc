"""Everyday changes told in passing, views beside someone else's, forms said to suit (round 46).

"rent's going up to 1,050 next month" replaces "my rent is 950 a month", "cut down to one
coffee a day" replaces "about 4 coffees a day", "we went to one-week sprints" replaces
"two-week sprints", "downgraded to Spotify individual" replaces "the Spotify family plan",
"my bedtime is more like 1am these days" replaces "I sleep around 11pm". "my manager keeps
saying we should write everything in Go, but I really prefer Python" is the manager's wish
and the user's own rule, apart. "I'm reading these on my phone mostly, so shorter
paragraphs would really help" is a rule with its why. "forget everything about my family"
finds the husband, the mum and the children by their relation to the user.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.canonical import canonical
from imprint.pipeline.format_feelings import format_feeling
from imprint.pipeline.others_wishes import views_apart
from imprint.pipeline.places import location_in
from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.topic_change import topic_changes, topic_stem, updates_topic
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import assert_replaced, every_text, make, say, say_later


@pytest.mark.parametrize(
    ("before", "after", "old", "new"),
    [
        (
            "my rent is \u00a3950 a month",
            "rent's going up to \u00a31,050 next month, ugh. help me budget for food",
            "\u00a3950",
            "1,050",
        ),
        (
            "council tax is 1,900 a year for us",
            "council tax will go up to 2,100 in april, can you redo the budget",
            "1,900",
            "2,100",
        ),
        (
            "my budget for the trip is 2000 euros",
            "I can stretch the budget to 2500 now that my bonus came in. what about Lisbon",
            "2000",
            "2500",
        ),
        (
            "I drink about 4 coffees a day",
            "I've cut down to one coffee a day, feeling much better. any afternoon snacks?",
            "4 coffees",
            "one coffee",
        ),
        (
            "I run 3 times a week",
            "these days I only manage one run a week because of the baby. how do I keep fit",
            "3 times",
            "one run",
        ),
        (
            "we do two-week sprints",
            "we went to one-week sprints this quarter, lots more standups. how do I plan a release",
            "two-week",
            "one-week",
        ),
        (
            "I work 5-day weeks",
            "we switched to 4-day weeks in march and I love it. what should I do with fridays",
            "5-day",
            "4-day",
        ),
        (
            "I'm on the Spotify family plan",
            "we downgraded to Spotify individual since my sister moved out. student discount?",
            "family plan",
            "individual",
        ),
        (
            "I live in a studio in Hackney",
            "we just moved into a two-bed in Walthamstow, so much space. help me plan a party",
            "Hackney",
            "Walthamstow",
        ),
        (
            "my main editor is VS Code",
            "I finally made the jump to Neovim, took a week to get used to it. telescope setup?",
            "VS Code",
            "Neovim",
        ),
        (
            "I'm doing an MSc at Birkbeck part time",
            "I transferred to UCL for the second year of my masters. reading list on causal "
            "inference?",
            "Birkbeck",
            "UCL",
        ),
        (
            "I'm a junior developer at Monzo",
            "got my promotion, I'm a mid-level engineer now! how do I ask for more scope",
            "junior",
            "mid-level",
        ),
        (
            "I sleep around 11pm",
            "my bedtime is more like 1am these days, the new job has late calls. sleep tips?",
            "11pm",
            "1am",
        ),
        (
            "I teach year 6",
            "I'm teaching year 4 this year, big change. good maths games for 8 year olds?",
            "year 6",
            "year 4",
        ),
    ],
)
async def test_an_everyday_change_replaces_the_old_value(
    store_url: str, clock: FakeClock, before: str, after: str, old: str, new: str
) -> None:
    await assert_replaced(store_url, clock, before, after, old, new)


@pytest.mark.parametrize(
    ("plural", "singular"),
    [
        ("coffees", "coffee"),
        ("classes", "class"),
        ("stories", "story"),
        ("boxes", "box"),
        ("pages", "page"),
        ("matches", "match"),
    ],
)
def test_a_plural_topic_meets_its_singular(plural: str, singular: str) -> None:
    assert topic_stem(plural) == topic_stem(singular)


@pytest.mark.parametrize(
    "sentence",
    [
        "I'm a big fan of tea now",
        "I'm teaching year 3 at Elm Park Primary now",
        "the kids are going up to bed",
        "she started year 3 in september",
        "we went to Paris for the weekend",
    ],
)
def test_what_is_no_change_of_a_measure_or_count(sentence: str) -> None:
    assert not any(c.kind in ("measure", "role", "amount") for c in topic_changes(sentence))


def test_a_count_of_another_thing_replaces_nothing() -> None:
    assert not updates_topic(
        "The user has cut down to one coffee a day.", "The user runs 3 times a week."
    )


@pytest.mark.parametrize(
    ("sentence", "place"),
    [
        ("we just moved into a two-bed in Walthamstow, so much more space", "Walthamstow"),
        ("I live in a studio in Hackney", "Hackney"),
        ("i live in a tiny flat near Brighton", "Brighton"),
        ("we rent a house in Leeds", "Leeds"),
    ],
)
def test_a_dwelling_and_where_it_is_is_a_home(sentence: str, place: str) -> None:
    where = location_in(sentence)
    assert where is not None and where.place == place and where.home


def test_a_dwelling_rented_for_a_while_is_no_home() -> None:
    where = location_in("we rent a cottage in Cornwall for the summer")
    assert where is not None and not where.home


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        (
            "I'm in the US so cups and ounces would be way easier for me going forward",
            "Use cups and ounces, since the user is in the US.",
        ),
        (
            "I'm reading these on my phone mostly, so shorter paragraphs would really help",
            "Use shorter paragraphs, since the user is reading these on their phone mostly.",
        ),
        (
            "I mostly work in TypeScript so examples in TS would be better in general",
            "Use examples in TS, since the user mostly works in TypeScript.",
        ),
        (
            "honestly diagrams would help me a lot going forward",
            "Use diagrams, they help the user.",
        ),
    ],
)
def test_a_form_said_to_suit_the_user_for_good_is_a_rule(sentence: str, rule: str) -> None:
    feeling = format_feeling(sentence)
    assert feeling is not None and feeling.rule == rule


@pytest.mark.parametrize(
    "sentence",
    [
        "a table would be better here",
        "that would help",
        "tomorrow would be better for me",
        "a shorter version would be easier for this one",
        "would a table be easier?",
    ],
)
def test_a_form_that_suits_this_answer_only_is_no_rule(sentence: str) -> None:
    assert format_feeling(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "wish", "own"),
    [
        (
            "my manager keeps saying we should write everything in Go, but I really prefer "
            "Python for scripts",
            "my manager keeps saying we should write everything in Go",
            "I really prefer Python for scripts",
        ),
        (
            "my dad wants to see every museum, I'd rather do food markets",
            "my dad wants to see every museum",
            "I'd rather do food markets",
        ),
        (
            "my coworker swears by tabs but our codebase uses spaces",
            "my coworker swears by tabs",
            "Our codebase uses spaces",
        ),
    ],
)
def test_someones_wish_and_the_users_view_are_read_apart(
    sentence: str, wish: str, own: str
) -> None:
    assert views_apart(sentence) == (wish, own)


@pytest.mark.parametrize(
    "sentence",
    [
        "my manager wants the report in Excel",
        "my wife hates cilantro so leave it out",
        "I prefer Python but my manager wants Go",
        "my knee hates stairs, I think",
    ],
)
def test_a_wish_with_no_view_of_the_users_stays_whole(sentence: str) -> None:
    assert views_apart(sentence) == (sentence,)


def test_the_users_rule_beside_what_someone_keeps_saying_is_kept_alone() -> None:
    found = understand(
        "my manager keeps saying we should write everything in Go, but I really prefer "
        "Python for scripts"
    ).statements
    rules = [s.content for s in found if s.type is MemoryType.RULE]
    facts = [s.content for s in found if s.type is MemoryType.FACT]
    assert rules == ["The user really prefers Python for scripts."]
    # what the manager keeps saying is reported speech: no fact of the user's holds it
    assert not any("Go" in f and not f.startswith("The user's manager") for f in facts)


def test_quotes_in_pairs_are_kept_whole() -> None:
    assert (
        canonical('I always sign off with "Cheers, Dan" not "Best regards"')
        == 'The user always signs off with "Cheers, Dan" not "Best regards".'
    )


def test_praise_before_but_keeps_what_the_user_wants_instead() -> None:
    found = understand(
        'perfect but I always sign off with "Cheers, Dan" not "Best regards"',
        "Here's the email draft.",
    ).statements
    assert [s.content for s in found] == [
        'The user always signs off with "Cheers, Dan" not "Best regards".'
    ]


async def test_a_pick_turned_from_is_retired_by_the_new_one(
    store_url: str, clock: FakeClock
) -> None:
    offer = (
        "For a courier van lease the usual shortlist is: 1) Ford Transit Custom, most load "
        "space; 2) Vauxhall Vivaro, cheaper to insure; 3) Renault Trafic, good kit."
    )
    async with make(store_url, clock) as imprint:
        await say(imprint, "transit. everyone in the depot runs one", offer)
        await say(
            imprint,
            "ugh the transit insurance quote came back at nearly double. go with the vivaro",
            "Good choice. A 4-year Transit Custom lease is roughly 320 a month. Want help "
            "comparing insurance quotes?",
        )
        active = [m.content for m in await imprint.memories(user_id="u")]
    assert not any("Decision: Transit" in c for c in active)
    assert any("vivaro" in c.lower() for c in active)


@pytest.mark.parametrize(
    "content",
    [
        "The user's husband Raj works at the NHS.",
        "The user's mum lives in Cork.",
        "The user's eldest daughter is at Leeds uni.",
        "The user is divorced.",
    ],
)
def test_the_family_is_held_by_its_relations(content: str) -> None:
    assert forget_matches(content, (("family",),))


def test_the_family_is_not_held_by_other_people() -> None:
    assert not forget_matches("The user's manager Priya runs the data team.", (("family",),))


async def test_forgetting_the_family_keeps_the_users_own_facts(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my husband Raj works at the NHS. I'm a teacher")
        await say_later(
            imprint, clock, "can you forget everything about my family? I'd like it separate"
        )
        every = await every_text(imprint)
    assert "Raj" not in every
    assert "teacher" in every


@pytest.mark.parametrize(
    "reply",
    [
        "could be fun to try keto for a bit? idk, my cousin swears by it. not commiting to "
        "anything",
        "My brother keeps telling me I should learn Haskell. He's the maths nerd in the family, "
        "not me",
    ],
)
def test_what_someone_swears_by_or_keeps_saying_is_no_fact(reply: str) -> None:
    assert understand(reply, "Hi! What's up?").statements == ()


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("I'm up to 3 runs a week", "3 runs a week"),
        ("I've scaled back to 2 shifts a week", "2 shifts a week"),
        ("we'll be closed at 3pm on fridays from june", "3pm"),
    ],
)
def test_a_change_said_without_now_still_passes_the_screen(sentence: str, value: str) -> None:
    assert any(c.value == value for c in topic_changes(sentence))

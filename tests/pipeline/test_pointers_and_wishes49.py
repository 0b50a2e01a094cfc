"""What "on it" takes, what stands before a wish, and Portuguese that reads like English.

"can i drink grapefruit juice on atorvastatin? been on it 2 years" keeps the medicine by
name. "we're in leeds so something near the station would be ideal" keeps Leeds: the wish
after "so" is this task's. "desde que vim pra Recife" is where the user came to (not the vim
editor), and "to sem carro" says how the user lives, not what they want (round 49).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.subjects import subject_of
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("reply", "drug"),
    [
        (
            "can i drink grapefruit juice on atorvastatin? i've been on it 2 years now",
            "atorvastatin",
        ),
        ("does metformin cause this? im on it since march for type 2", "metformin"),
    ],
)
def test_on_it_is_the_medicine_just_named(reply: str, drug: str) -> None:
    contents = [s.content for s in understand(reply, "Hi").statements]
    assert any(drug in c and "on it" not in c for c in contents), contents


def test_on_it_between_two_medicines_names_neither() -> None:
    reply = "is propranolol ok with sertraline? i've been on it a year"
    contents = [s.content for s in understand(reply, "Hi").statements]
    assert not any("been on propranolol" in c or "been on sertraline" in c for c in contents)


@pytest.mark.parametrize(
    ("reply", "told"),
    [
        ("we're in leeds so something near the station would be ideal", "leeds"),
        ("i'm in cardiff so anything i could get to by bus would be great", "cardiff"),
    ],
)
def test_a_wish_after_so_leaves_what_leads_to_it(reply: str, told: str) -> None:
    contents = [s.content.lower() for s in understand(reply, "Hi").statements]
    assert any(told in c for c in contents), contents
    assert not any("would be" in c for c in contents), contents


def test_a_hedge_before_the_wish_still_keeps_nothing() -> None:
    reply = "i might move to york so a flat near the station would be great"
    assert not understand(reply, "Hi").statements


def test_came_to_in_portuguese_is_a_home_not_an_editor() -> None:
    assert subject_of("Desde que vim pra Recife vou a p\u00e9 pro trabalho.") == "city"
    assert subject_of("The user writes all their code in vim.") == "editor"


def test_living_without_a_car_in_portuguese_is_no_rule() -> None:
    statements = understand(
        "desde que vim pra recife t\u00f4 sem carro, s\u00f3 metr\u00f4", "Oi"
    ).statements
    assert statements and all(s.type is MemoryType.FACT for s in statements), statements
    rules = understand("sem gl\u00faten, sempre", "Oi").statements
    assert any(s.type is MemoryType.RULE for s in rules), rules


async def test_forgetting_someone_keeps_where_the_user_lives(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "gift for my brother ollie, hes having a rough time with his divorce. im in bath so "
            "somewhere i could walk to would be nice",
        )
        await say_later(
            imprint, clock, "actually scrap what i said about my brother, not fair on him"
        )
        active = (await active_text(imprint)).lower()
    assert "ollie" not in active and "divorce" not in active
    assert "bath" in active


async def test_a_tariff_of_another_supplier_replaces_the_old_supplier(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "our edf bill went up again, we have a gas boiler and a smart meter")
        await say_later(
            imprint, clock, "we're on octopus go now, when should i run the dishwasher?"
        )
        active = (await active_text(imprint)).lower()
    assert "octopus" in active and "edf" not in active


@pytest.mark.parametrize(
    "reply",
    ["we have a combi boiler and it keeps losing pressure", "we have a heat pump and 9 radiators"],
)
def test_we_of_a_home_is_the_household(reply: str) -> None:
    contents = [s.content for s in understand(reply, "Hi").statements]
    assert contents and not any("team" in c for c in contents), contents


def test_french_typed_without_accents_is_read_as_french() -> None:
    from imprint.pipeline.language import detect_language

    assert detect_language("on a emmenage a lyon la semaine derniere") == "fr"


def test_this_time_set_against_before_keeps_the_news() -> None:
    reply = (
        "on a d\u00e9m\u00e9nag\u00e9 \u00e0 nantes et cette fois on a un jardin, des id\u00e9es ?"
    )
    contents = [s.content for s in understand(reply, "Salut").statements]
    assert any("nantes" in c for c in contents), contents
    assert not understand("cette fois r\u00e9ponds en anglais", "Salut").statements


def test_forgetting_whom_a_thing_was_done_with_keeps_the_thing() -> None:
    from imprint.pipeline.forget_rest import forget_rest

    said = "The user ran a surf school in Biarritz for years with their ex-wife, Camille."
    rest = forget_rest(said, [("ex-wife", "name")])
    assert rest is not None
    assert "Biarritz" in rest[0] and "Camille" not in rest[0] and "ex-wife" not in rest[0]


@pytest.mark.parametrize(
    ("reply", "rule"),
    [
        ("I would ask that you keep a formal register throughout.", "formal register"),
        ("I'd like you to always give weights in grams.", "grams"),
        ("and I need you to stop using emojis with me", "emojis"),
    ],
)
def test_an_ask_said_as_a_wish_is_a_rule(reply: str, rule: str) -> None:
    rules = [s.content for s in understand(reply, "Hi").statements if s.type is MemoryType.RULE]
    assert any(rule in r and "would like" not in r for r in rules), rules


def test_a_task_said_as_a_wish_is_no_rule() -> None:
    statements = understand("I want you to draft a toast for my sister's wedding", "Hi").statements
    assert not any(s.type is MemoryType.RULE for s in statements), statements


def test_a_rule_is_not_quoted_again_as_a_fact() -> None:
    contents = [s.content for s in understand("keep answers short from now on", "Hi").statements]
    assert contents == ["Keep answers short."], contents


def test_a_quote_that_says_more_than_the_rule_stays() -> None:
    from dataclasses import replace

    from imprint.pipeline.english_reply import _quotes_what_was_read

    rule = understand("keep answers short from now on", "Hi").statements[0]
    said = 'The user said: "no photoshop anywhere, it\'s all figma + affinity".'
    fact = replace(rule, type=MemoryType.FACT, content=said)
    no_photoshop = replace(rule, content="No photoshop anywhere.")
    assert not _quotes_what_was_read(fact, [no_photoshop])
    again = replace(fact, content='The user said: "no photoshop anywhere from now on".')
    assert _quotes_what_was_read(again, [no_photoshop])

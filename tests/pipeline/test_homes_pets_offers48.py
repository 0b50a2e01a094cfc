"""Homes and rents said in other languages, pets kept past their food, offers that ask nothing.

"depuis qu'on est install\u00e9s \u00e0 grenoble" is a new home; "pago 680 \u20ac d'affitto" and
"l'affitto adesso \u00e8 740" what it costs; "toujours pas de voiture" is no rule; "je cherche
des id\u00e9es de sorties" is this turn's ask. "took her off the old kibble" retires the food
but keeps the beagle's name. "Lo quieres m\u00e1s formal?" and "Je vous fais un programme ?"
ask about the work, so "as\u00ed est\u00e1 genial" answers nothing about the user (round 48).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.forget_rest import retired_rest
from imprint.pipeline.own_gear import own_gear
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    "reply",
    [
        "depuis qu'on est install\u00e9s \u00e0 annecy les enfants adorent le lac",
        "on s'est install\u00e9es \u00e0 rennes en janvier, tu connais un bon march\u00e9 ?",
    ],
)
def test_settling_in_a_town_in_french_is_a_new_home(reply: str) -> None:
    statements = understand(reply, "Salut").statements
    assert any(s.subject == "city" for s in statements), statements


@pytest.mark.parametrize(
    ("reply", "agent", "amount"),
    [
        ("pago 720 euro d'affitto per un monolocale a bologna", "Ciao", "720"),
        ("rifacciamo i conti: l'affitto adesso \u00e8 810", "Ciao", "810"),
        ("pago 650 de alquiler por un piso en zaragoza", "Hola", "650"),
        ("je paie 900 de loyer pour un t2 \u00e0 lille", "Salut", "900"),
        ("o aluguel agora \u00e9 1800, subiu de novo", "Oi", "1800"),
    ],
)
def test_what_the_home_costs_is_a_fact_in_other_languages(
    reply: str, agent: str, amount: str
) -> None:
    statements = understand(reply, agent).statements
    assert any(amount in s.content and s.type is MemoryType.FACT for s in statements)


@pytest.mark.parametrize(
    ("reply", "agent", "told"),
    [
        (
            "trabajo de noche en un hotel, \u00bfsabes c\u00f3mo dormir de d\u00eda?",
            "Hola",
            "hotel",
        ),
        ("wir wohnen jetzt in Kiel, kennst du dort einen guten B\u00e4cker?", "Hallo", "Kiel"),
    ],
)
def test_what_is_told_before_a_question_in_one_sentence_is_kept(
    reply: str, agent: str, told: str
) -> None:
    statements = understand(reply, agent).statements
    assert any(told in s.content for s in statements), statements


def test_still_no_car_in_french_is_no_rule() -> None:
    statements = understand("toujours pas de voiture, on fait tout en tram", "Salut").statements
    assert all(s.type is not MemoryType.RULE for s in statements)


def test_looking_for_ideas_in_french_is_this_turns_ask() -> None:
    statements = understand(
        "je cherche des id\u00e9es de cadeau pour ma s\u0153ur autour de 30 euros", "Salut"
    ).statements
    assert statements == ()


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        (
            "Aqu\u00ed tienes el correo. \u00bfLo quieres m\u00e1s corto?",
            "as\u00ed est\u00e1 perfecto",
        ),
        ("Je vous fais un plan pour dimanche ?", "oui, le parc \u00e7a lui plairait"),
        ("Hier ist der Entwurf. M\u00f6chtest du ihn k\u00fcrzer?", "nein passt so"),
    ],
)
def test_an_answer_to_an_offer_about_the_work_is_no_fact(agent: str, reply: str) -> None:
    assert understand(reply, agent).statements == ()


def test_a_retired_food_keeps_the_pet_named_with_it() -> None:
    rest = retired_rest(
        "The user's spaniel rolo is on james wellbeloved kibble and gets itchy.",
        ("old kibble",),
    )
    assert rest is not None
    assert rest[0] == "The user's spaniel is called rolo."


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "how do i move my photos onto the iphone 15, it's brand new",
            "The user has an iphone 15.",
        ),
        ("transferring everything to the pixel 9 tonight", "The user has a pixel 9."),
    ],
)
def test_a_device_the_user_moves_their_things_onto_is_theirs(sentence: str, fact: str) -> None:
    assert own_gear(sentence) == fact


@pytest.mark.parametrize(
    "sentence",
    ["should i switch to the pixel 9?", "thinking of moving onto the iphone 16 maybe"],
)
def test_a_device_only_wished_for_is_not_theirs(sentence: str) -> None:
    assert own_gear(sentence) is None


@pytest.mark.parametrize(
    "content",
    [
        "The user's household lives in a 2 bed flat in clapham.",
        "The user lives in a little terrace in Margate.",
    ],
)
def test_a_home_said_with_its_size_or_kind_and_its_town_sets_the_town(content: str) -> None:
    assert subject_of(content) == "city"


def test_a_dose_a_gp_moved_is_no_news_of_who_the_gp_is() -> None:
    assert subject_of("The user's gp has bumped them up to 60mg.") is None


async def test_keys_to_a_home_in_another_town_end_the_old_home(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint, "we live in a 2 bed flat in hackney, how do i make the box room an office"
        )
        await say_later(
            imprint, clock, "we've just got the keys to a little terrace in whitstable!! broadband?"
        )
        active = await active_text(imprint)
    assert "hackney" not in active.lower() and "whitstable" in active.lower()


async def test_a_dose_a_gp_moved_replaces_the_old_dose(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i'm on 20mg of sertraline, does it make you tired?")
        await say_later(
            imprint, clock, "my doctor has upped me to 50mg, will the headaches come back"
        )
        active = await active_text(imprint)
    assert "50mg" in active and "20mg" not in active

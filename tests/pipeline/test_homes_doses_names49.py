"""New homes and moved doses in other languages, picks that name themselves, what runs where.

"unsere neue Wohnung in Kassel" and "nuestro piso nuevo en Vigo" are a new home; "hat das
Ramipril auf 10 hochgesetzt" and "mi ha aumentato la dose a 50" a dose the prescriber moved.
"vamos com a segunda, decidido" names its own pick, so it is the decision, not the sentence
before it. "running plex on an old thinkpad" keeps what runs there. "it's Ana Ruiz now"
beside a wedding is the user's name (round 49).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.subjects import subject_of
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("unsere neue Wohnung in Kassel hat keinen Keller, wohin mit den R\u00e4dern?", "Hallo"),
        ("nuestro piso nuevo en vigo tiene mucha humedad, ideas?", "Hola"),
        ("notre nouvel appart \u00e0 rouen est tout petit, des astuces rangement ?", "Salut"),
        ("la nostra nuova casa a parma ha un giardino minuscolo", "Ciao"),
        ("nossa casa nova em natal tem um quintal enorme", "Oi"),
    ],
)
def test_a_new_home_said_in_passing_in_other_languages(reply: str, agent: str) -> None:
    statements = understand(reply, agent).statements
    assert any(subject_of(s.content) == "city" for s in statements), statements


async def test_a_new_home_in_german_replaces_the_old_town(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "ich wohne in Bremen und suche einen Chor", agent="Hallo!")
        await say_later(
            imprint,
            clock,
            "unsere neue Wohnung in Kassel ist super, gibt es da gute Ch\u00f6re?",
            agent="Hallo!",
        )
        active = await active_text(imprint)
    assert "Kassel" in active and "Bremen" not in active


@pytest.mark.parametrize(
    ("reply", "agent", "dose"),
    [
        ("mein hausarzt hat das ramipril auf 10 mg hochgesetzt, ist das viel?", "Hallo", "10"),
        ("mi m\u00e9dica me ha bajado el omeprazol a 20 mg", "Hola", "20"),
        ("il cardiologo mi ha aumentato la dose a 50, normale?", "Ciao", "50"),
        ("la neurologue m'a augment\u00e9 la lamotrigine \u00e0 150", "Salut", "150"),
        ("a m\u00e9dica aumentou a dose pra 75 mg", "Oi", "75"),
    ],
)
def test_a_moved_dose_is_kept_as_a_change(reply: str, agent: str, dose: str) -> None:
    statements = understand(reply, agent).statements
    assert any(dose in s.content and s.change.changed for s in statements), statements


def test_a_short_decision_that_names_its_pick_is_the_decision() -> None:
    agent = "Duas op\u00e7\u00f5es: 1) Ventania, 2) Maresia. Eu iria de Ventania."
    reply = "ventania lembra tempestade, n\u00e3o curti. ficamos com maresia, decidido."
    decisions = [
        s.content for s in understand(reply, agent).statements if s.type is MemoryType.DECISION
    ]
    assert decisions and all("maresia" in d.lower() for d in decisions), decisions


def test_a_short_decision_that_points_back_takes_the_sentence_before() -> None:
    reply = "Wir nehmen den Zug nach Wien. Das ist jetzt so entschieden."
    decisions = [
        s.content for s in understand(reply, "Hallo").statements if s.type is MemoryType.DECISION
    ]
    assert any("Wien" in d for d in decisions), decisions


@pytest.mark.parametrize(
    ("reply", "told"),
    [
        ("running plex on a raspberry pi 4, it keeps buffering", "plex"),
        ("hosting nextcloud on a raspberry pi 5 and the sd card just died", "nextcloud"),
    ],
)
def test_what_runs_on_a_device_is_named(reply: str, told: str) -> None:
    contents = [s.content for s in understand(reply, "Hi").statements]
    assert any(told in c.lower() and "code" not in c for c in contents), contents


def test_running_it_on_a_device_stays_the_users_code() -> None:
    contents = [s.content for s in understand("i run it on a raspberry pi 4", "Hi").statements]
    assert any("code" in c for c in contents), contents


@pytest.mark.parametrize(
    "reply",
    [
        "update my signature pls, its Ana Ruiz now since the wedding",
        "new surname! it's Joe Okafor now, deed poll came through",
    ],
)
def test_a_name_that_is_new_since_a_wedding(reply: str) -> None:
    contents = [s.content for s in understand(reply, "Hi").statements]
    assert any(c.startswith("The user's name is") for c in contents), contents


def test_it_is_a_name_now_only_beside_talk_of_names() -> None:
    contents = [s.content for s in understand("its Friday Night Lights now on tv", "Hi").statements]
    assert not any(c.startswith("The user's name is") for c in contents), contents


@pytest.mark.parametrize(
    ("reply", "agent", "who"),
    [
        (
            "busco un regalo para mi hermana lucia, tiene diabetes tipo 1 desde los 12",
            "Hola",
            "hermana lucia",
        ),
        ("ich schreibe eine karte f\u00fcr meine oma hilde, sie hat demenz", "Hallo", "oma hilde"),
    ],
)
def test_a_clause_about_someone_named_just_before_keeps_who(
    reply: str, agent: str, who: str
) -> None:
    contents = [s.content.lower() for s in understand(reply, agent).statements]
    assert any(who in c for c in contents), contents


def test_a_list_of_fields_keeps_the_fields_not_named() -> None:
    from imprint.pipeline.forget_rest import forget_rest

    said = 'The user said: "Dr. Ana Lima, Senior Geologist, Quarrow Mining, mobile 07700 555 123".'
    rest = forget_rest(said, [("mobile",)])
    assert rest is not None
    assert "Quarrow Mining" in rest[0] and "07700" not in rest[0]


async def test_forgetting_the_wedding_forgets_the_marriage_plans(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint, "we're getting married on 3 may at the old mill, 90 guests. i'm vegan btw"
        )
        await say_later(
            imprint, clock, "the engagement's off. please wipe all the wedding stuff, all of it"
        )
        active = (await active_text(imprint)).lower()
    assert "old mill" not in active and "married" not in active

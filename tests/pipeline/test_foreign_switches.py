"""A move or a switch said in another language is a change, and restates the old fact.

"ci siamo trasferiti, adesso registriamo a Bologna" left "Registriamo in uno studio a
Torino" active: Italian "ci" read as the English subject CI, and a fact with a subject
could not restate an old one the rules give none. Verbs of moving, switching and being
transferred in Spanish, Portuguese, Italian, French, German and Russian now say a change.
Phrasings are our own.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.language import Language
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.updates import change_in
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("migramos todo a Holded el mes pasado", "es"),
        ("troquei o Trello pelo Notion em maio", "pt"),
        ("siamo passati a Shopify da gennaio", "it"),
        ("on est pass\u00e9s sur Qonto pour la banque", "fr"),
        ("wir sind letztes Jahr auf Personio umgestiegen", "de"),
        (
            "\u043c\u044b \u043f\u0435\u0440\u0435\u0448\u043b\u0438 \u043d\u0430"
            " \u0411\u0438\u0442\u0440\u0438\u043a\u0441 \u0432 \u043c\u0430\u0440\u0442\u0435",
            "ru",
        ),
    ],
)
def test_a_switch_in_another_language_is_a_change(sentence: str, language: Language) -> None:
    assert change_in(sentence, language).changed


@pytest.mark.parametrize(
    ("sentence", "language"),
    [("trabajo en una panader\u00eda en Cuenca", "es"), ("ich arbeite bei einer Bank", "de")],
)
def test_a_plain_statement_is_no_change(sentence: str, language: Language) -> None:
    assert not change_in(sentence, language).changed


def test_italian_ci_is_no_ci_pipeline() -> None:
    assert subject_of("Ci vediamo ogni giovedi in sala prove.") is None
    assert subject_of("Our CI runs on Buildkite.") == "ci"


async def test_a_move_in_italian_restates_the_old_place(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "proviamo ogni giovedi in una sala prove a Verona")
        clock.advance(days=40)
        await say(imprint, "ci siamo trasferiti, adesso proviamo a Padova in una sala prove nuova")
        active = await active_text(imprint)
        assert "Verona" not in active, active
        assert "Padova" in active, active


@pytest.mark.parametrize(
    "agent",
    [
        "\u304a\u304b\u3048\u308a\u306a\u3055\u3044\uff01\u4eca\u65e5\u306f\u4f55\u3092"
        "\u3057\u307e\u3057\u3087\u3046\u304b\uff1f",
        "Hallo! Woran arbeiten wir heute?",
        "Re-bonjour ! On travaille sur quoi aujourd'hui ?",
    ],
)
def test_what_to_do_today_asks_nothing_about_the_user(agent: str) -> None:
    from imprint.pipeline.foreign_names import offers_help

    assert offers_help(agent)


@pytest.mark.parametrize(
    ("new", "old", "out"),
    [
        (
            "\u4e0b\u4e2a\u6708\u5f00\u59cb\u745c\u4f3d\u8bfe\u6539\u5230\u661f\u671f\u56db",
            "\u745c\u4f3d\u8bfe\u662f\u6bcf\u5468\u661f\u671f\u4e8c\u665a\u4e0a",
            True,
        ),
        ("el club de lectura ahora es los jueves", "el club de lectura es los martes", True),
        ("das Training ist jetzt donnerstags", "Training ist immer dienstags um 18 Uhr", True),
        ("el club de lectura ahora es los jueves", "la clase de yoga es los martes", False),
        ("el club de lectura es los jueves", "el club de lectura es los martes", False),
    ],
)
def test_a_weekday_moved_in_another_language(new: str, old: str, out: bool) -> None:
    from imprint.pipeline.weekdays import foreign_day_moved

    assert foreign_day_moved(new, old) is out

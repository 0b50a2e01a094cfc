"""Forget requests in other languages that point back, and answers to questions about the work.

"die sache mit den schulden ist erledigt ... vergiss das bitte komplett": "das" is the debt
named the sentence before, and "schulden" names an Inkasso letter; "lo de la medicacion ...
borralo" names the sertralina; "\u00bfQu\u00e9 tal va el excel?" asks about the work, so "bien
bien" is no fact of the user's (round 48).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.forget import forget_request
from imprint.pipeline.forget_rest import retired_rest
from imprint.pipeline.language import Language
from imprint.pipeline.segment import segment
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.understand import understand
from imprint.writes import RETIRED_SUBJECT


def _terms(reply: str, language: Language) -> tuple[tuple[str, ...], ...]:
    request, _ = forget_request(segment(reply).sentences, language)
    assert request is not None, reply
    return request.terms


@pytest.mark.parametrize(
    ("reply", "language", "named"),
    [
        (
            "die geschichte mit dem umzug ist durch. bitte vergiss das komplett",
            "de",
            "umzug",
        ),
        (
            "lo de la hipoteca ya est\u00e1 resuelto. b\u00f3rralo, porfa",
            "es",
            "hipoteca",
        ),
    ],
)
def test_a_foreign_request_pointing_back_names_the_matter_before(
    reply: str, language: Language, named: str
) -> None:
    assert (named,) in _terms(reply, language)


def test_a_spanish_wish_that_nothing_stays_kept_is_a_request() -> None:
    assert _terms("lo de mi ex, prefiero que no quede guardado en ning\u00fan sitio", "es") == (
        ("ex",),
    )


@pytest.mark.parametrize(
    ("content", "target"),
    [
        ("Hab nen brief vom inkasso bekommen wegen ner offenen rechnung.", ("schulden",)),
        ("Tengo una deuda de 2000 euros con el banco.", ("deudas",)),
        ("Estoy tomando sertralina desde hace un mes.", ("medicacion",)),
        ("Prendo la fluoxetina ogni mattina.", ("farmaci",)),
    ],
)
def test_a_foreign_word_for_a_matter_names_its_values(
    content: str, target: tuple[str, ...]
) -> None:
    assert forget_matches(content, [target])


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("\u00bfQu\u00e9 tal va la hoja de c\u00e1lculo?", "bien bien, ya casi est\u00e1"),
        ("Como t\u00e3o os treinos?", "ent\u00e3o... mais ou menos"),
        ("Laquelle tu pr\u00e9f\u00e8res ?", "la deuxi\u00e8me, plus simple"),
        ("Womit fangen wir an: die Tests, das Logging oder die Doku?", "die Tests"),
        ("Por onde quer come\u00e7ar: o layout ou os textos?", "o layout, t\u00e1 feio"),
    ],
)
def test_an_answer_to_a_question_about_the_work_is_no_fact(agent: str, reply: str) -> None:
    assert understand(reply, agent).statements == ()


def test_an_answer_to_a_question_about_the_user_is_still_a_fact() -> None:
    statements = understand(
        "en Sevilla, cerca del centro", "\u00bfD\u00f3nde vives ahora?"
    ).statements
    assert any("Sevilla" in s.content for s in statements)


@pytest.mark.parametrize(
    "reply",
    [
        "on a emmenage a chambery le mois dernier",
        "on a d\u00e9m\u00e9nag\u00e9 \u00e0 nantes en mars",
    ],
)
def test_a_french_move_typed_with_or_without_accents_is_a_new_home(reply: str) -> None:
    statements = understand(reply, "Salut").statements
    assert any(s.subject == "city" for s in statements), statements


def test_a_flat_rented_in_french_is_a_fact() -> None:
    statements = understand("je loue un studio \u00e0 rennes depuis 2 ans", "Salut").statements
    assert any("rennes" in s.content for s in statements)


@pytest.mark.parametrize(
    "content",
    [
        "Seit kurzem ess ich wieder Fisch, zweimal die Woche.",
        "Desde enero como pescado otra vez.",
        "Da un mese mangio pesce due volte a settimana.",
    ],
)
def test_eating_fish_again_in_another_language_is_the_users_diet(content: str) -> None:
    assert subject_of(content) == "diet"


def test_what_follows_from_a_retired_diet_goes_with_it() -> None:
    rest = retired_rest(
        "Sono vegana da tre anni, quindi niente formaggi, e lavoro in un asilo a Bergamo.",
        (RETIRED_SUBJECT + "diet",),
    )
    assert rest is not None
    assert "formaggi" not in rest[0] and "asilo" in rest[0]

"""A statement of several things about the user, kept apart so a change retires one.

Our own phrasings. Where the user is from opens many introductions ("soy de Rosario,
...") and is kept on its own as their town; a clause whose subject is the user's own
thing ("..., und unser alter Kombi ...") or that opens with "and I ..." is a statement
of its own. Near misses: a town named inside a clause, a clause that only adds to the
one before it.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _facts(reply: str) -> list[tuple[str, str | None]]:
    reading = understand(reply, "Noted.")
    return [(s.content, s.subject) for s in reading.statements if s.type is MemoryType.FACT]


@pytest.mark.parametrize(
    ("reply", "town"),
    [
        (
            "\u044f \u0438\u0437 \u0422\u0432\u0435\u0440\u0438, \u0440\u0430\u0431\u043e\u0442"
            "\u0430\u044e \u0432 \u0431\u0430\u043d\u043a\u0435 \u0443\u0436\u0435 \u043f\u044f"
            "\u0442\u044c \u043b\u0435\u0442.",
            "\u0422\u0432\u0435\u0440\u0438",
        ),
        ("Hola, soy de Rosario, trabajo en una imprenta y tengo dos gatos.", "Rosario"),
        ("sou de Recife, dou aulas de ingl\u00eas numa escola p\u00fablica.", "Recife"),
        ("sono di Bari, faccio il fisioterapista in uno studio privato.", "Bari"),
        ("je suis originaire de Nancy, je travaille dans une pharmacie.", "Nancy"),
        ("Ich komme aus Graz, arbeite als Tischler in einer kleinen Werkstatt.", "Graz"),
        (
            "\u044f \u0441\u0430\u043c\u0430 \u0438\u0437 \u041e\u043c\u0441\u043a\u0430, \u043f"
            "\u0440\u0435\u043f\u043e\u0434\u0430\u044e \u043c\u0443\u0437\u044b\u043a\u0443 "
            "\u0434\u0435\u0442\u044f\u043c \u043f\u043e \u0432\u0435\u0447\u0435\u0440\u0430"
            "\u043c.",
            "\u041e\u043c\u0441\u043a\u0430",
        ),
        (
            "soy de Valpara\u00edso, manejo un taxi de noche desde hace a\u00f1os.",
            "Valpara\u00edso",
        ),
    ],
)
def test_where_the_user_is_from_is_their_town_apart(reply: str, town: str) -> None:
    facts = _facts(reply)
    assert any(town in c and s == "city" and len(c) < len(town) + 24 for c, s in facts), facts
    assert len(facts) >= 2, facts


@pytest.mark.parametrize(
    ("reply", "first", "second"),
    [
        (
            "Ich wohne in Kassel in einer Altbauwohnung, und unser alter Kombi macht \u00c4rger.",
            "Kassel",
            "Kombi",
        ),
        (
            "je suis en master de droit \u00e0 Lille et je bosse le soir dans un bar, trois fois "
            "par semaine.",
            "Lille",
            "bar",
        ),
        (
            "vivo en Murcia desde hace a\u00f1os, y mi perro ya tiene doce a\u00f1os.",
            "Murcia",
            "perro",
        ),
        (
            "abito a Parma con mia moglie, e la mia bici da corsa \u00e8 una Bianchi.",
            "Parma",
            "Bianchi",
        ),
    ],
)
def test_a_clause_with_its_own_subject_is_its_own_statement(
    reply: str, first: str, second: str
) -> None:
    facts = [c for c, _ in _facts(reply)]
    assert any(first in c and second not in c for c in facts), facts
    assert any(second in c and first not in c for c in facts), facts


@pytest.mark.parametrize(
    "reply",
    [
        "trabajo en Rosario, sobre todo por las ma\u00f1anas.",
        "ich wohne in Kassel, ziemlich zentral.",
    ],
)
def test_a_clause_that_only_adds_stays_with_the_statement(reply: str) -> None:
    assert len(_facts(reply)) == 1, _facts(reply)

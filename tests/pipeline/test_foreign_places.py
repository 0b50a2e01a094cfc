"""Facts naming where the user is, in other languages: kept, and found by a "where" question.

Our own phrasings. A Russian role needs no verb ("Ya vrach v Tomske"): it is kept, while a
first-person verb before the place ("Ya dumayu, chto v Moskve ...", "Ya edu v Moskvu") and a
visit ("Ya v Moskve na etoy nedele") are not facts about the user's role.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.store.terms import index_text, query_terms
from imprint.types import MemoryType


def _facts(reply: str) -> list[str]:
    reading = understand(reply, "Noted.")
    return [s.content for s in reading.statements if s.type is MemoryType.FACT]


@pytest.mark.parametrize(
    ("reply", "place"),
    [
        (
            "\u042f \u0432\u0440\u0430\u0447 \u0432 \u0422\u043e\u043c\u0441\u043a\u0435.",
            "\u0422\u043e\u043c\u0441\u043a",
        ),
        (
            "\u041f\u0440\u0438\u0432\u0435\u0442. \u042f "
            "\u0438\u043d\u0436\u0435\u043d\u0435\u0440 "
            "\u0432 \u041f\u0435\u0440\u043c\u0438, \u0434\u0435\u043b\u0430\u044e "
            "\u043c\u043e\u0441\u0442\u044b.",
            "\u041f\u0435\u0440\u043c\u0438",
        ),
        (
            "\u042f \u0441\u0442\u0443\u0434\u0435\u043d\u0442\u043a\u0430 \u0432\u043e"
            " \u0412\u043b\u0430\u0434\u0438\u043c\u0438\u0440\u0435.",
            "\u0412\u043b\u0430\u0434\u0438\u043c\u0438\u0440",
        ),
    ],
)
def test_a_russian_role_in_a_city_is_kept(reply: str, place: str) -> None:
    assert any(place in f for f in _facts(reply)), _facts(reply)


@pytest.mark.parametrize(
    "reply",
    [
        # "I think it is cold in Moscow", "I am going to Moscow tomorrow", "I'm in Moscow this week"
        "\u042f \u0434\u0443\u043c\u0430\u044e \u0447\u0442\u043e \u0432 "
        "\u041c\u043e\u0441\u043a\u0432\u0435 \u0445\u043e\u043b\u043e\u0434\u043d\u043e.",
        "\u042f \u0435\u0434\u0443 \u0432 \u041c\u043e\u0441\u043a\u0432\u0443 "
        "\u0437\u0430\u0432\u0442\u0440\u0430.",
        "\u042f \u0432 \u041c\u043e\u0441\u043a\u0432\u0435 \u043d\u0430 "
        "\u044d\u0442\u043e\u0439 \u043d\u0435\u0434\u0435\u043b\u0435.",
    ],
)
def test_a_russian_verb_or_visit_before_a_place_is_no_role(reply: str) -> None:
    assert _facts(reply) == []


@pytest.mark.parametrize(
    "question",
    [
        "O\u00f9 habite l'utilisateur ?",
        "\u00bfD\u00f3nde vive?",
        "Wo wohnt der Nutzer?",
        "Dove abita?",
        "Onde mora o usu\u00e1rio?",
        "\u0413\u0434\u0435 \u0436\u0438\u0432\u0451\u0442 "
        "\u043f\u043e\u043b\u044c\u0437\u043e\u0432\u0430\u0442\u0435\u043b\u044c?",
    ],
)
def test_a_home_city_is_found_by_where_in_other_languages(question: str) -> None:
    indexed = set(query_terms(index_text("Je vis \u00e0 Nantes.", "city")))
    assert indexed & set(query_terms(question)), question


@pytest.mark.parametrize(
    ("reply", "is_name"),
    [
        ("Ich bin Entwickler in Leipzig.", False),
        ("Ich bin Lehrerin an einer Gesamtschule.", False),
        ("Ich bin Tischler von Beruf.", False),
        ("Ich bin Berater bei einer Bank.", False),
        ("Ich bin Mara aus Kiel.", True),
        ("Hallo, ich bin Tobias.", True),
    ],
)
def test_a_german_job_after_ich_bin_is_no_name(reply: str, is_name: bool) -> None:
    subjects = [s.subject for s in understand(reply, "Noted.").statements]
    assert subjects and ("name" in subjects) is is_name, subjects

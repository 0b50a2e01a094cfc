"""Round 19: readings in other languages that went wrong, in our own phrasings."""

from __future__ import annotations

import pytest

from imprint.pipeline.foreign import without_tag
from imprint.pipeline.language import detect_language
from imprint.pipeline.subjects import subject_of, subjects_in
from imprint.pipeline.understand import understand
from imprint.store.terms import index_text
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say


def _statements(reply: str) -> list[tuple[MemoryType, str, str | None]]:
    return [(s.type, s.content, s.subject) for s in understand(reply, "Hola!").statements]


@pytest.mark.parametrize(
    "sentence",
    [
        "Troquei de emprego, agora estou na Cobalto Seguros.",
        "Me cambie de curro y ahora estoy en una gestora de Bilbao.",
        "J'ai chang\xe9 de boulot, je suis chez Ardoise Conseil maintenant.",
        "Ho cambiato azienda, adesso sono alla Brenta Logistica.",
        "Ich habe den Arbeitgeber gewechselt, jetzt bei Falkner.",
        "\u042f \u0441\u043c\u0435\u043d\u0438\u043b \u0440\u0430\u0431\u043e\u0442\u0443.",
        "\u6211\u4e0a\u4e2a\u6708\u6362\u4e86\u516c\u53f8\u3002",
        "\u5148\u6708\u8077\u5834\u304c\u5909\u308f\u308a\u307e\u3057\u305f\u3002",
        "\uc9c0\ub09c\ub2ec\uc5d0 \ud68c\uc0ac\ub97c \uc62e\uacbc\uc5b4\uc694.",
    ],
)
def test_a_change_of_workplace_sets_the_employer_not_the_town(sentence: str) -> None:
    assert subject_of(sentence) == "employer"
    assert "city" not in subjects_in(sentence)


def test_a_change_of_town_said_with_the_same_verb_is_still_the_town() -> None:
    assert subject_of("Mudei de cidade, agora moro em Natal.") == "city"


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("prefiero respuestas cortas, \xbfvale?", "Prefiero respuestas cortas."),
        ("prefiro os exemplos em reais, t\xe1?", "Prefiro os exemplos em reais."),
        ("preferisco le misure in metri, ok?", "Preferisco le misure in metri."),
        ("je pr\xe9f\xe8re les r\xe9ponses en fran\xe7ais, d'accord ?", "Je pr\xe9f\xe8re"),
    ],
)
def test_a_tag_question_leaves_a_preference_standing(sentence: str, kept: str) -> None:
    rules = [c for t, c, _ in _statements(sentence) if t is MemoryType.RULE]
    assert any(c.startswith(kept) for c in rules), rules
    assert not any("?" in c for c in rules), rules


@pytest.mark.parametrize(
    "sentence",
    [
        "\xbfpuedes revisar esto, vale?",  # a question before the tag stays a question
        "qual \xe9 o prazo, t\xe1?",
    ],
)
def test_a_tag_after_a_real_question_changes_nothing(sentence: str) -> None:
    if "?" in sentence[: sentence.rfind(",")]:
        assert without_tag(sentence) == sentence
    assert not [t for t, _, _ in _statements(sentence) if t is MemoryType.RULE]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("prefiero tablas.", "es"),
        ("quiero ejemplos.", "es"),
        ("prefiro tabelas.", "pt"),
        ("preferisco tabelle.", "it"),
        ("I prefer tables.", "en"),
    ],
)
def test_a_short_preference_is_read_in_its_language(text: str, language: str) -> None:
    assert detect_language(text) == language


@pytest.mark.parametrize(
    "sentence",
    [
        "preciso de uma carta pro s\xedndico, naquele jeito educado de sempre",
        "necesito un correo para el equipo, con el tono de siempre",
        "Kannst du die Einladung schreiben, dass wir wie immer um acht anfangen?",
        "mi serve un avviso per i soci, con il tono di sempre",
    ],
)
def test_as_usual_inside_a_request_makes_no_rule(sentence: str) -> None:
    assert not [t for t, _, _ in _statements(sentence) if t is MemoryType.RULE]


def test_always_in_a_request_still_makes_a_rule() -> None:
    found = _statements("responde siempre con ejemplos en euros")
    assert [t for t, _, _ in found] == [MemoryType.RULE]


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("Ich spiele Cello in einem Amateurorchester in Kassel.", "cello"),
        ("Wir proben donnerstags im Pfarrsaal.", "pfarrsaal"),
        ("Je joue du hautbois dans l'harmonie de ma ville.", "hautbois"),
        ("Toco el bajo en un grupo de rock de mi barrio.", "bajo"),
        ("Suono il violino nell'orchestra del conservatorio.", "violino"),
        ("Toco o cavaquinho num grupo de samba.", "cavaquinho"),
    ],
)
def test_what_the_user_plays_is_a_fact(reply: str, word: str) -> None:
    facts = [c.lower() for t, c, _ in _statements(reply) if t is MemoryType.FACT]
    assert any(word in c for c in facts), facts


@pytest.mark.parametrize(
    "sentence",
    [
        "Je suis en 2e ann\xe9e de droit \xe0 Rennes.",
        "Estoy en tercero de Medicina en Salamanca.",
        "Ich bin im 6. Semester.",
        "Sono al secondo anno di fisica a Padova.",
        "Fa\xe7o mestrado em Campinas.",
        "\uc11c\uc6b8\uc5d0\uc11c \uc11d\uc0ac\uacfc\uc815 \uc911\uc774\uc5d0\uc694.",
        "\u6211\u5728\u5357\u4eac\u8bfb\u7814\u3002",
    ],
)
def test_a_year_or_a_degree_being_studied_is_where_the_user_studies(sentence: str) -> None:
    assert subject_of(sentence) == "school"


def test_a_memory_of_where_the_user_studies_is_found_by_asking_in_its_language() -> None:
    indexed = index_text("Je suis en 2e ann\xe9e de droit \xe0 Rennes.", "school").lower()
    assert "\xe9tudie" in indexed and "universit\xe9" in indexed


@pytest.mark.parametrize(
    "sentence",
    [
        "\u5927\u962a\u306e\u5546\u793e\u3067\u30c7\u30b6\u30a4\u30ca\u30fc\u3092\u3057\u3066\u3044\u307e\u3059\u3002",
        "\u85ac\u5264\u5e2b\u3092\u3084\u3063\u3066\u307e\u3059\u3002",
    ],
)
def test_a_trade_done_in_japanese_is_the_users_role(sentence: str) -> None:
    assert subject_of(sentence) == "role"


def test_a_job_in_a_town_beside_a_named_workplace_is_the_role() -> None:
    found = _statements(
        "sou enfermeira em Fortaleza, trabalho no Hospital Aurora. preciso de ajuda"
    )
    subjects = {c.split(",")[0]: s for _, c, s in found}
    assert subjects.get("Sou enfermeira em Fortaleza.") == "role", found


async def test_a_new_firm_retires_the_old_one_and_keeps_the_town(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "oi! sou contadora em Goi\xe2nia, trabalho na Ferraz Contabilidade. "
            "preciso de ajuda com uma planilha",
            agent="Ol\xe1! Como posso ajudar?",
        )
        clock.advance(days=30)
        await say(
            imprint,
            "novidade: troquei de emprego, agora estou na Prisma Auditoria",
            agent="Oi de novo!",
        )
        text = (await active_text(imprint)).lower()
        assert "prisma" in text
        assert "goi\xe2nia" in text
        assert "ferraz" not in text


@pytest.mark.parametrize(
    ("before", "after", "old"),
    [
        ("Sou motorista de entregas em Campinas.", "Me mudei pra Sorocaba.", "campinas"),
        (
            "Je suis serveur dans une brasserie \xe0 Lille.",
            "J'ai d\xe9m\xe9nag\xe9 \xe0 Reims.",
            "lille",
        ),
        (
            "\u042f \u0432\u0435\u0434\u0443 \u043a\u0440\u0443\u0436\u043e\u043a "
            "\u0448\u0430\u0445\u043c\u0430\u0442 \u0432 \u041e\u043c\u0441\u043a\u0435.",
            "\u042f \u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b\u0430 \u0432 "
            "\u041f\u0435\u0440\u043c\u044c.",
            "\u043e\u043c\u0441\u043a",
        ),
        (
            "Estou como enfermeira em Londrina.",
            "Me mudei pra Maring\xe1 faz um m\xeas.",
            "londrina",
        ),
    ],
)
async def test_a_move_retires_what_the_user_said_they_did_in_the_old_town(
    store_url: str, clock: FakeClock, before: str, after: str, old: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, before)
        assert old in (await active_text(imprint)).lower()
        clock.advance(days=20)
        await say(imprint, after)
        assert old not in (await active_text(imprint)).lower()


async def test_a_shop_moved_down_the_street_keeps_its_town(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "Tengo una librer\xeda peque\xf1a en C\xf3rdoba que se llama El Aljibe.")
        clock.advance(days=20)
        await say(imprint, "Nos mudamos: ahora estamos en San Mart\xedn 300, a tres cuadras.")
        assert "c\xf3rdoba" in (await active_text(imprint)).lower()

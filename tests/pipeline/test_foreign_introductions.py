"""Self-introductions, greetings and the words people ask with, in the other languages read.

Phrasings are our own, not the behaviour sets'.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.store.terms import index_text, query_terms
from imprint.types import MemoryType


def _facts(reply: str, agent: str = "") -> list[tuple[str | None, str]]:
    return [
        (s.subject, s.content)
        for s in understand(reply, agent).statements
        if s.type is MemoryType.FACT
    ]


@pytest.mark.parametrize(
    ("reply", "name"),
    [
        (
            "\u041c\u0435\u043d\u044f \u0437\u043e\u0432\u0443\u0442 "
            "\u0421\u0432\u044f\u0442\u043e\u0441\u043b\u0430\u0432.",
            "\u0421\u0432\u044f\u0442\u043e\u0441\u043b\u0430\u0432",
        ),
        (
            "\u0417\u0434\u0440\u0430\u0432\u0441\u0442\u0432\u0443\u0439"
            "\u0442\u0435! \u041c\u0435\u043d\u044f \u0437\u043e\u0432"
            "\u0443\u0442 \u041d\u0438\u043d\u0430.",
            "\u041d\u0438\u043d\u0430",
        ),
        (
            "\uc548\ub155\ud558\uc138\uc694, \uc800\ub294 \uc11c\uc724\uc774\uc5d0\uc694.",
            "\uc11c\uc724",
        ),
        ("\ub098\ub294 \ub3c4\ud604\uc774\uc57c.", "\ub3c4\ud604"),
        ("\uc81c \uc774\ub984\uc740 \ud558\ub9b0\uc785\ub2c8\ub2e4.", "\ud558\ub9b0"),
    ],
)
def test_a_name_said_alone_is_kept(reply: str, name: str) -> None:
    facts = _facts(reply)
    assert [subject for subject, _ in facts] == ["name"], facts
    assert name in facts[0][1]


@pytest.mark.parametrize(
    ("reply", "name", "rest"),
    [
        (
            "\u041c\u0435\u043d\u044f \u0437\u043e\u0432\u0443\u0442 "
            "\u0418\u0440\u0438\u043d\u0430, \u044f \u0440\u0430\u0431"
            "\u043e\u0442\u0430\u044e \u0431\u0443\u0445\u0433\u0430"
            "\u043b\u0442\u0435\u0440\u043e\u043c \u0432 \u0421\u0430"
            "\u043c\u0430\u0440\u0435.",
            "\u0418\u0440\u0438\u043d\u0430",
            "\u0421\u0430\u043c\u0430\u0440\u0435",
        ),
        (
            "\u041c\u0435\u043d\u044f \u0437\u043e\u0432\u0443\u0442 "
            "\u0422\u0438\u043c\u0443\u0440, \u044f \u0443\u0447\u0443"
            "\u0441\u044c \u043d\u0430 \u0432\u0435\u0442\u0435\u0440"
            "\u0438\u043d\u0430\u0440\u0430 \u0432 \u041e\u043c\u0441"
            "\u043a\u0435.",
            "\u0422\u0438\u043c\u0443\u0440",
            "\u041e\u043c\u0441\u043a\u0435",
        ),
        (
            "\ub098\ub294 \uc9c0\ud6c8\uc774\uace0 \ub300\uc804\uc5d0 "
            "\uc0ac\ub294 \uace0\ub4f1\ud559\uc0dd\uc774\uc57c.",
            "\uc9c0\ud6c8",
            "\ub300\uc804",
        ),
        (
            "Soy Marisa, vendo cer\xe1mica por internet desde mi taller en Toledo.",
            "Marisa",
            "Toledo",
        ),
        ("Hola, soy Iker, entreno a un equipo de waterpolo juvenil en Bilbao.", "Iker", "Bilbao"),
        ("Sono Piero, colleziono francobolli da quarant'anni a Trieste.", "Piero", "Trieste"),
        (
            "Je m'appelle Odile, je garde des chevaux dans une ferme pr\xe8s de Caen.",
            "Odile",
            "Caen",
        ),
        ("Sou a Bruna, fa\xe7o bolos de casamento por encomenda em Curitiba.", "Bruna", "Curitiba"),
        ("Ich hei\xdfe Malte und wohne mit zwei Katzen in Kiel.", "Malte", "Kiel"),
    ],
)
def test_a_name_is_kept_apart_from_what_the_introduction_goes_on_to_say(
    reply: str, name: str, rest: str
) -> None:
    facts = _facts(reply)
    assert facts[0][0] == "name" and name in facts[0][1] and rest not in facts[0][1], facts
    assert any(rest in content for subject, content in facts[1:] if subject != "name"), facts


@pytest.mark.parametrize(
    "reply",
    [
        "\uc800\ub294 \uac04\ud638\uc0ac\uc608\uc694.",
        "\ub098\ub294 \ub300\ud559\uc0dd\uc774\uc57c.",
        "\uc800\ub294 \ud68c\uc0ac\uc6d0\uc785\ub2c8\ub2e4.",
        "\ub098\ub294 \uc8fc\ubd80\uc57c.",
    ],
)
def test_a_korean_job_in_the_name_slot_is_no_name(reply: str) -> None:
    assert all(subject != "name" for subject, _ in _facts(reply)), _facts(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Soy Ana, \xbfme ayudas con una receta de lentejas?",
        "Sono Marco, mi serve una mano con il curriculum.",
        "Hola, soy Pablo, y quiero aprender a cocinar.",
    ],
)
def test_a_request_or_a_wish_after_a_name_is_not_kept_as_a_fact(reply: str) -> None:
    facts = _facts(reply)
    assert [subject for subject, _ in facts] == ["name"], facts


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("\xa1Hola! \xbfEn qu\xe9 te puedo ayudar?", "holaa! buenas"),
        ("Hallo! Womit kann ich helfen?", "Moin."),
        (
            "\u0417\u0434\u0440\u0430\u0432\u0441\u0442\u0432\u0443\u0439"
            "\u0442\u0435! \u0427\u0435\u043c \u043c\u043e\u0433\u0443 "
            "\u043f\u043e\u043c\u043e\u0447\u044c?",
            "\u0417\u0434\u0440\u0430\u0432\u0441\u0442\u0432\u0443\u0439\u0442\u0435.",
        ),
        ("Bonjour ! Comment puis-je vous aider ?", "Salut !"),
        ("Ol\xe1! Em que posso ajudar?", "e a\xed!"),
        (
            "\uc548\ub155\ud558\uc138\uc694! \ubb34\uc5c7\uc744 \ub3c4"
            "\uc640\ub4dc\ub9b4\uae4c\uc694?",
            "\uc548\ub155",
        ),
    ],
)
def test_a_greeting_that_answers_an_offer_of_help_is_no_fact(agent: str, reply: str) -> None:
    assert _facts(reply, agent) == []


@pytest.mark.parametrize(
    ("agent", "reply", "kept"),
    [
        (
            "Quer que eu gere o Dockerfile pro Python 3.9 de novo?",
            "n\xe3o, agora \xe9 Python 3.12",
            "3.12",
        ),
        ("Per quando ti serve la relazione?", "Per venerd\xec, sono in ferie dopo.", "venerd\xec"),
    ],
)
def test_a_short_answer_to_a_real_question_is_still_kept(agent: str, reply: str, kept: str) -> None:
    assert any(kept in content for _, content in _facts(reply, agent)), _facts(reply, agent)


@pytest.mark.parametrize(
    "reply",
    [
        "Tu peux me tutoyer, on est entre coll\xe8gues.",
        "Bitte siezen Sie mich.",
        "H\xe1blame de t\xfa, que me siento m\xe1s c\xf3moda.",
        "Dammi del tu, per favore.",
        "\u0414\u0430\u0432\u0430\u0439 \u043d\u0430 \u0442\u044b, "
        "\u0442\u0430\u043a \u043f\u0440\u043e\u0449\u0435.",
        "\ubc18\ub9d0\ub85c \ud3b8\ud558\uac8c \ud574\uc918.",
    ],
)
def test_how_to_address_the_user_is_a_subject_of_its_own(reply: str) -> None:
    rules = [s for s in understand(reply).statements if s.type is MemoryType.RULE]
    assert [s.subject for s in rules] == ["address_form"], understand(reply)


@pytest.mark.parametrize(
    ("subject", "content", "question"),
    [
        ("name", "Sono Giulia.", "Come si chiama l'utente?"),
        ("name", "Soy Lupe.", "\xbfC\xf3mo se llama la usuaria?"),
        ("name", "Ich bin Henrik.", "Wie hei\xdft der Nutzer?"),
        ("name", "Je m'appelle Maud.", "Comment s'appelle l'utilisateur ?"),
        ("name", "Sou o Caio.", "Qual \xe9 o nome do usu\xe1rio?"),
        (
            "name",
            "\u041c\u0435\u043d\u044f \u0437\u043e\u0432\u0443\u0442 "
            "\u041e\u043b\u0435\u0441\u044f.",
            "\u041a\u0430\u043a \u0437\u043e\u0432\u0443\u0442 \u043f"
            "\u043e\u043b\u044c\u0437\u043e\u0432\u0430\u0442\u0435\u043b"
            "\u044f?",
        ),
        (
            "name",
            "\ub098\ub294 \ubbfc\uc11c\uc57c.",
            "\uc0ac\uc6a9\uc790 \uc774\ub984\uc774 \ubb50\uc57c?",
        ),
        (
            "name",
            "\u79c1\u306f\u4f50\u85e4\u3067\u3059\u3002",
            "\u30e6\u30fc\u30b6\u30fc\u306e\u540d\u524d\u306f\uff1f",
        ),
        ("employer", "Bin Apothekerin in Jena.", "Wo arbeitet die Nutzerin?"),
        (
            "employer",
            "Je suis kin\xe9 dans un cabinet \xe0 Brest.",
            "O\xf9 travaille l'utilisateur ?",
        ),
        ("employer", "Lavoro in un vivaio a Lucca.", "Dove lavora l'utente?"),
        (
            "employer",
            "\ud310\uad50\uc5d0 \uc788\ub294 \uc2a4\ud0c0\ud2b8\uc5c5"
            "\uc5d0\uc11c \uc77c\ud574\uc694.",
            "\uc0ac\uc6a9\uc790\ub294 \uc5b4\ub514\uc5d0\uc11c \uc77c\ud558\ub098\uc694?",
        ),
        (
            "city",
            "\ubd80\uc0b0\uc5d0 \uc0b4\uc544\uc694.",
            "\uc0ac\uc6a9\uc790\ub294 \uc5b4\ub514\uc5d0 \uc0b4\uc544\uc694?",
        ),
        (
            "address_form",
            "\ubc18\ub9d0\ub85c \ud574\uc918.",
            "\uc0ac\uc6a9\uc790\uac00 \uc120\ud638\ud558\ub294 \ub9d0\ud22c\ub294?",
        ),
        ("address_form", "Tu peux me tutoyer.", "Tutoiement ou vouvoiement ?"),
        ("answer_language", "Antworten bitte auf Deutsch.", "In welcher Sprache antworten?"),
    ],
)
def test_a_memory_is_found_by_the_words_its_language_asks_with(
    subject: str, content: str, question: str
) -> None:
    indexed = set(query_terms(index_text(content, subject)))
    assert indexed & set(query_terms(question)), question


@pytest.mark.parametrize(
    ("subject", "question"),
    [
        ("name", "\xbfD\xf3nde vive la usuaria?"),
        ("address_form", "Come si chiama l'utente?"),
        (
            "employer",
            "\u041a\u0430\u043a \u0437\u043e\u0432\u0443\u0442 \u043f"
            "\u043e\u043b\u044c\u0437\u043e\u0432\u0430\u0442\u0435\u043b"
            "\u044f?",
        ),
    ],
)
def test_the_words_of_one_attribute_do_not_answer_another(subject: str, question: str) -> None:
    words = set(query_terms(index_text("", subject)))
    assert not words & set(query_terms(question)), question


@pytest.mark.parametrize(
    ("reply", "first", "second"),
    [
        ("Je tiens un g\xeete dans le Morvan, on est ferm\xe9s en janvier.", "Morvan", "janvier"),
        (
            "Ich habe einen Hofladen bei L\xfcneburg, wir haben montags zu.",
            "L\xfcneburg",
            "montags",
        ),
        ("Io gestisco un B&B a Matera, siamo chiusi a febbraio.", "Matera", "febbraio"),
        ("Eu tenho uma padaria em Olinda, a gente fecha \xe0s segundas.", "Olinda", "segundas"),
        (
            "J'ai une chorale \xe0 Nancy, je suis libre le mercredi.",
            "Nancy",
            "mercredi",
        ),
    ],
)
def test_a_clause_with_its_own_subject_is_a_fact_apart(reply: str, first: str, second: str) -> None:
    contents = [content for _, content in _facts(reply)]
    assert any(first in c and second not in c for c in contents), contents
    assert any(second in c and first not in c for c in contents), contents


def test_a_clause_without_its_own_subject_stays_with_the_fact() -> None:
    assert len(_facts("J'habite \xe0 Metz, surtout le week-end pour le moment.")) == 1


@pytest.mark.parametrize(
    "reply",
    [
        "Bin Hebamme in Rostock und arbeite meistens nachts im Krei\xdfsaal.",
        "Bin Tischlerin in Trier, die Werkstatt geh\xf6rt meinem Vater.",
    ],
)
def test_a_german_job_without_its_pronoun_is_where_the_user_works(reply: str) -> None:
    assert [subject for subject, _ in _facts(reply)][:1] == ["employer"], _facts(reply)


@pytest.mark.parametrize(
    ("content", "question"),
    [
        ("Entreno a un equipo de balonmano en Ja\xe9n.", "\xbfD\xf3nde entrena la usuaria?"),
        ("Ho una pasticceria a Lecce.", "Dove si trova la pasticceria?"),
        ("Je r\xe9pare des v\xe9los \xe0 Grenoble.", "O\xf9 travaille l'utilisateur ?"),
        ("Ich bin Imker aus Passau.", "Wo wohnt der Nutzer?"),
        ("Dou aulas de surfe em Florian\xf3polis.", "Onde o usu\xe1rio d\xe1 aulas?"),
        (
            "\u042f \u0432\u0440\u0430\u0447 \u0432 \u041a\u0430\u0437\u0430\u043d\u0438.",
            "\u0413\u0434\u0435 \u0440\u0430\u0431\u043e\u0442\u0430"
            "\u0435\u0442 \u043f\u043e\u043b\u044c\u0437\u043e\u0432"
            "\u0430\u0442\u0435\u043b\u044c?",
        ),
    ],
)
def test_a_memory_that_places_something_is_found_by_where(content: str, question: str) -> None:
    indexed = set(query_terms(index_text(content, None)))
    assert indexed & set(query_terms(question)), question


@pytest.mark.parametrize(
    "content",
    [
        "Entreno dos veces por semana.",
        "Ich mag keine Emojis.",
        "\u041f\u0438\u0448\u0438 \u043a\u043e\u0440\u043e\u0447\u0435.",
    ],
)
def test_a_memory_that_places_nothing_is_not_found_by_where(content: str) -> None:
    indexed = set(query_terms(index_text(content, None)))
    assert not indexed & set(query_terms("\xbfD\xf3nde? Wo? \u0413\u0434\u0435?"))


@pytest.mark.parametrize(
    "reply",
    [
        "Tr\xe1tame de usted, por favor, es para el trabajo.",
        "Sprich mich bitte mit Sie an, das ist mir lieber.",
    ],
)
def test_more_ways_of_saying_how_to_address_the_user(reply: str) -> None:
    rules = [s for s in understand(reply).statements if s.type is MemoryType.RULE]
    assert [s.subject for s in rules] == ["address_form"], understand(reply)


@pytest.mark.parametrize(
    ("reply", "subject"),
    [
        (
            "Una cosa: cont\xe9stame siempre en espa\xf1ol aunque te escriba en ingl\xe9s.",
            "answer_language",
        ),
        (
            "Petite pr\xe9cision, r\xe9ponds-moi en fran\xe7ais m\xeame si je colle de l'anglais.",
            "answer_language",
        ),
        ("Rispondimi in italiano per favore, anche se ti scrivo in inglese.", "answer_language"),
        (
            "\u041e\u0442\u0432\u0435\u0447\u0430\u0439, \u043f\u043e"
            "\u0436\u0430\u043b\u0443\u0439\u0441\u0442\u0430, \u043f"
            "\u043e-\u0440\u0443\u0441\u0441\u043a\u0438, \u0434\u0430"
            "\u0436\u0435 \u0435\u0441\u043b\u0438 \u044f \u043f\u0438"
            "\u0448\u0443 \u043f\u043e-\u0430\u043d\u0433\u043b\u0438"
            "\u0439\u0441\u043a\u0438.",
            "answer_language",
        ),
        (
            "Y los comentarios del c\xf3digo en espa\xf1ol, que lo lee todo el equipo.",
            "comment_language",
        ),
        (
            "Kommentare im Code bitte immer auf Englisch, das Team ist international.",
            "comment_language",
        ),
    ],
)
def test_a_language_asked_for_sets_its_attribute(reply: str, subject: str) -> None:
    rules = [s for s in understand(reply).statements if s.type is MemoryType.RULE]
    assert [s.subject for s in rules] == [subject], understand(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Sono Chiara, biostatistica all'Universit\xe0 di Padova.",
        "Sono Ada, cuoca a Trento.",
        "Sono Ivo, tecnico nell'Ospedale di Udine.",
    ],
)
def test_an_italian_job_beside_a_name_is_where_the_user_works(reply: str) -> None:
    assert [subject for subject, _ in _facts(reply)][:2] == ["name", "employer"], _facts(reply)


@pytest.mark.parametrize(
    ("reply", "name", "rest"),
    [
        ("Me chamo Ana e moro em Natal.", "Ana", "Natal"),
        ("Chamo-me In\xeas e vivo no Porto.", "In\xeas", "Porto"),
        ("On m'appelle Jojo, j'habite \xe0 Lille.", "Jojo", "Lille"),
    ],
)
def test_more_introductions_keep_the_name_apart_from_the_home(
    reply: str, name: str, rest: str
) -> None:
    facts = _facts(reply)
    assert facts[0] == ("name", facts[0][1]) and name in facts[0][1], facts
    assert ("city", next(c for _, c in facts[1:] if rest in c)) in facts, facts


@pytest.mark.parametrize(
    "reply",
    [
        "Wohne seit kurzem in Jena.",
        "\u0416\u0438\u0432\u0443 \u0432 \u0422\u0432\u0435\u0440\u0438.",
        "Vivo no Porto desde que era crian\xe7a, \xe9 uma cidade muito bonita.",
    ],
)
def test_a_home_said_without_its_pronoun_is_the_users_city(reply: str) -> None:
    assert [subject for subject, _ in _facts(reply)] == ["city"], _facts(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Ich habe letzte Woche bei Zalando angefangen.",
        "J'ai commenc\xe9 chez Airbus le mois dernier.",
        "Ho iniziato a lavorare da Ferrero a settembre, sono contentissima.",
        "\u042f \u0443\u0441\u0442\u0440\u043e\u0438\u043b\u0441"
        "\u044f \u0432 \u0422\u0438\u043d\u044c\u043a\u043e\u0444"
        "\u0444 \u0432 \u043f\u0440\u043e\u0448\u043b\u043e\u043c "
        "\u043c\u0435\u0441\u044f\u0446\u0435.",
        "\u5148\u6708\u3001\u697d\u5929\u306b\u8ee2\u8077\u3057\u307e\u3057\u305f\u3002",
        "\uc9c0\ub09c\ub2ec\uc5d0 \uce74\uce74\uc624\ub85c \uc774\uc9c1\ud588\uc5b4\uc694.",
        "\u6211\u4e0a\u4e2a\u6708\u8df3\u69fd\u5230\u4e86\u5b57\u8282\u3002",
    ],
)
def test_starting_at_a_new_employer_sets_the_employer(reply: str) -> None:
    assert "employer" in [subject for subject, _ in _facts(reply)], _facts(reply)


def test_starting_a_hobby_is_no_employer() -> None:
    assert "employer" not in [s for s, _ in _facts("Ich habe letztes Jahr mit Yoga angefangen.")]


@pytest.mark.parametrize(
    ("reply", "home"),
    [
        (
            "\u042f \u0436\u0438\u0432\u0443 \u0432 \u0421\u0430\u043c"
            "\u0430\u0440\u0435 \u0438 \u0440\u0430\u0431\u043e\u0442"
            "\u0430\u044e \u0441\u0432\u0430\u0440\u0449\u0438\u043a"
            "\u043e\u043c.",
            "\u0421\u0430\u043c\u0430\u0440\u0435",
        ),
        ("Vivo en Burgos y trabajo de cartera.", "Burgos"),
        ("Ich wohne in Fulda und arbeite als Koch.", "Fulda"),
        ("Abito a Parma e lavoro in un caseificio.", "Parma"),
        ("Moro em Recife e trabalho numa cl\xednica.", "Recife"),
    ],
)
def test_a_home_and_a_job_joined_by_and_are_kept_apart(reply: str, home: str) -> None:
    facts = _facts(reply)
    assert [s for s, _ in facts] == ["city", "employer"], facts
    assert home in facts[0][1] and home not in facts[1][1], facts


@pytest.mark.parametrize(
    "reply",
    ["Vivo y trabajo en Burgos desde hace a\xf1os.", "Ich wohne in Fulda und backe gern Brot."],
)
def test_one_attribute_or_no_verb_of_doing_after_and_stays_whole(reply: str) -> None:
    assert len(_facts(reply)) == 1, _facts(reply)

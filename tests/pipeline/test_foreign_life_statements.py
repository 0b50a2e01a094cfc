"""How the user's life stands, told in other languages without the lexicons' cue words.

Our own phrasings, across work, family, hobbies, health and home. Russian states origin
and work with few fixed words ("ya iz ...", a first-person verb opening a clause, "my" with
a verb of switching); other languages put "now" or "only ... now" after the subject or the
verb; a statement may come before the short question that ends its sentence; a bare name
opens a reply to the agent's hello ("Marta, enfermera en Sevilla"); Japanese, Korean and
Chinese give the name after or before what the user does; a birth ends a pregnancy; an
ask with a reason that lasts ("chez nous", "bei allem", "que eu nao suporto") is a rule.
Near misses: opinions, hedges, questions, requests and lists keep nothing.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.births import birth_retires
from imprint.pipeline.understand import understand
from imprint.types import MemoryType

_HELLO = {
    "ru": (
        "\u0417\u0434\u0440\u0430\u0432\u0441\u0442\u0432\u0443\u0439\u0442\u0435! "
        "\u0427\u0435\u043c \u043c\u043e\u0433\u0443 \u043f\u043e\u043c\u043e\u0447\u044c?"
    ),
    "es": "\u00a1Hola! \u00bfEn qu\u00e9 te puedo ayudar?",
    "de": "Hallo! Wie kann ich helfen?",
    "it": "Ciao! Come posso aiutarti?",
    "pt": "Ol\u00e1! Como posso ajudar?",
    "fr": "Bonjour ! Comment puis-je vous aider ?",
}


def _facts(reply: str, agent: str = "Noted.") -> list[str]:
    reading = understand(reply, agent)
    return [s.content for s in reading.statements if s.type is MemoryType.FACT]


def _named(reply: str, agent: str) -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.subject == "name"]


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "\u044f \u0438\u0437 \u0422\u0432\u0435\u0440\u0438, \u043f\u0440\u0435\u043f\u043e"
            "\u0434\u0430\u044e \u0438\u0441\u0442\u043e\u0440\u0438\u044e \u0432 \u043a\u043e"
            "\u043b\u043b\u0435\u0434\u0436\u0435.",
            "\u0422\u0432\u0435\u0440\u0438",
        ),
        (
            "\u042f \u0438\u0437 \u0441\u0430\u043c\u0430\u0440\u044b, \u0435\u0441\u043b\u0438 "
            "\u0447\u0442\u043e.",
            "\u0441\u0430\u043c\u0430\u0440\u044b",
        ),
        (
            "\u043f\u043e\u0441\u043b\u0435 \u0440\u0435\u043c\u043e\u043d\u0442\u0430 \u044f "
            "\u0442\u0435\u043f\u0435\u0440\u044c \u0445\u043e\u0436\u0443 \u0432 \u0431\u0430"
            "\u0441\u0441\u0435\u0439\u043d \u043f\u043e \u0441\u0443\u0431\u0431\u043e\u0442"
            "\u0430\u043c.",
            "\u0431\u0430\u0441\u0441\u0435\u0439\u043d",
        ),
        (
            "\u042f DevOps-\u0438\u043d\u0436\u0435\u043d\u0435\u0440 \u0432 \u041a\u0430\u0437"
            "\u0430\u043d\u0438.",
            "\u041a\u0430\u0437\u0430\u043d\u0438",
        ),
        (
            "\u043f\u043e \u0432\u044b\u0445\u043e\u0434\u043d\u044b\u043c, \u043a\u0441\u0442"
            "\u0430\u0442\u0438, \u043f\u043e\u0434\u0440\u0430\u0431\u0430\u0442\u044b\u0432"
            "\u0430\u044e \u043a\u0443\u0440\u044c\u0435\u0440\u043e\u043c.",
            "\u043a\u0443\u0440\u044c\u0435\u0440\u043e\u043c",
        ),
        (
            "\u042f \u0442\u0435\u043f\u0435\u0440\u044c \u0432\u0435\u0434\u0443 \u043a\u0440"
            "\u0443\u0436\u043e\u043a \u0440\u043e\u0431\u043e\u0442\u043e\u0442\u0435\u0445"
            "\u043d\u0438\u043a\u0438 \u0434\u043b\u044f \u0434\u0435\u0442\u0435\u0439.",
            "\u0440\u043e\u0431\u043e\u0442\u043e\u0442\u0435\u0445\u043d\u0438\u043a\u0438",
        ),
        (
            "\u0432\u0441\u044f \u0441\u0435\u043c\u044c\u044f \u043f\u0435\u0440\u0435\u0435"
            "\u0445\u0430\u043b\u0430 \u0432 \u0421\u043e\u0447\u0438 \u043f\u0440\u043e\u0448"
            "\u043b\u043e\u0439 \u0432\u0435\u0441\u043d\u043e\u0439.",
            "\u0421\u043e\u0447\u0438",
        ),
        (
            "\u043c\u044b \u0432\u044b\u043a\u0438\u043d\u0443\u043b\u0438 \u0441\u0442\u0430"
            "\u0440\u044b\u0439 Trello, \u0442\u0435\u043f\u0435\u0440\u044c \u0432\u0441\u0451 "
            "\u0432 Notion.",
            "Notion",
        ),
        (
            "\u043d\u0443, \u0437\u0430\u043d\u0438\u043c\u0430\u044e\u0441\u044c \u0441\u043a"
            "\u0430\u043b\u043e\u043b\u0430\u0437\u0430\u043d\u0438\u0435\u043c \u0442\u0440"
            "\u0438 \u0440\u0430\u0437\u0430 \u0432 \u043d\u0435\u0434\u0435\u043b\u044e.",
            "\u0441\u043a\u0430\u043b\u043e\u043b\u0430\u0437\u0430\u043d\u0438\u0435\u043c",
        ),
    ],
)
def test_a_russian_statement_of_life_is_kept(reply: str, kept: str) -> None:
    assert any(kept in f for f in _facts(reply)), _facts(reply)


def test_a_russian_drop_retires_the_tool() -> None:
    assert (
        "trello"
        in understand(
            "\u043c\u044b \u0432\u044b\u043a\u0438\u043d\u0443\u043b\u0438 Trello, \u0442\u0435"
            "\u043f\u0435\u0440\u044c \u0432\u0441\u0451 \u0432 Notion."
        ).retired
    )


@pytest.mark.parametrize(
    "reply",
    [
        "\u044f \u0434\u0443\u043c\u0430\u044e, \u0447\u0442\u043e \u044d\u0442\u043e \u0441"
        "\u043b\u0438\u0448\u043a\u043e\u043c \u0441\u043b\u043e\u0436\u043d\u043e.",
        "\u043c\u043e\u0436\u0435\u0442 \u0431\u044b\u0442\u044c, \u044f \u043f\u0435\u0440\u0435"
        "\u0439\u0434\u0443 \u043d\u0430 Rust.",
        "\u042f \u0445\u043e\u0447\u0443 \u043d\u0430\u0443\u0447\u0438\u0442\u044c\u0441\u044f "
        "\u0433\u043e\u0442\u043e\u0432\u0438\u0442\u044c \u043f\u043b\u043e\u0432?",
        "\u0438\u043d\u0442\u0435\u0440\u0435\u0441\u043d\u043e, \u0430 \u043f\u043e\u0447\u0435"
        "\u043c\u0443 \u0442\u0430\u043a?",
    ],
)
def test_russian_opinions_hedges_and_questions_keep_nothing(reply: str) -> None:
    assert _facts(reply) == []


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("Wir verkaufen nur noch Bio-Gem\u00fcse.", "Bio-Gem\u00fcse"),
        ("Ich spiele mittlerweile Cello im Stadtorchester.", "Cello"),
        ("On ne vend plus que des livres d'occasion.", "occasion"),
        ("Io ora faccio la guida alpina in Valle d'Aosta.", "guida"),
        ("Ya solo damos clases online.", "online"),
        ("Agora s\u00f3 trabalho de manh\u00e3, por causa das crian\u00e7as.", "manh\u00e3"),
        ("Je bosse maintenant dans une cr\u00e8che.", "cr\u00e8che"),
        ("Siamo ormai in quattro, con la nuova cagnolina.", "cagnolina"),
    ],
)
def test_a_state_marker_after_the_subject_or_verb_keeps_the_state(reply: str, kept: str) -> None:
    assert any(kept in f for f in _facts(reply)), _facts(reply)


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("ma fille In\u00e8s a 5 ans, tu as des id\u00e9es de cadeau ?", "In\u00e8s"),
        ("vivo en C\u00e1diz desde marzo, \u00bfqu\u00e9 playas me recomiendas?", "C\u00e1diz"),
        ("ich wohne in Bremen, was kann man da am Wochenende machen?", "Bremen"),
        ("mio figlio Luca gioca a calcio, mi dai una merenda veloce?", "Luca"),
        ("meu filho Davi tem 3 anos, que livro voc\u00ea indica?", "Davi"),
        (
            "\u044f \u0436\u0438\u0432\u0443 \u0432 \u0421\u0430\u043c\u0430\u0440\u0435, \u0447"
            "\u0442\u043e \u043f\u043e\u0441\u043c\u043e\u0442\u0440\u0435\u0442\u044c \u0432 "
            "\u0432\u044b\u0445\u043e\u0434\u043d\u044b\u0435?",
            "\u0421\u0430\u043c\u0430\u0440\u0435",
        ),
        ("j'habite \u00e0 Metz depuis peu, des id\u00e9es de sorties ?", "Metz"),
        (
            "trabajo de noche en una panader\u00eda, \u00bfqu\u00e9 cena ligera me recomiendas?",
            "panader\u00eda",
        ),
    ],
)
def test_a_statement_before_a_short_question_is_kept(reply: str, kept: str) -> None:
    assert any(kept in f for f in _facts(reply)), _facts(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "\u00bfsabes si en C\u00e1diz hay playas buenas, me recomiendas alguna?",
        "was kann man in Bremen machen, hast du Ideen?",
        "ich wohne in Bremen, kannst du mir eine lange Liste aller Museen mit Zeiten und "
        "Preisen und Adressen geben?",
    ],
)
def test_a_question_without_a_statement_before_it_keeps_nothing(reply: str) -> None:
    assert _facts(reply) == []


@pytest.mark.parametrize(
    ("reply", "language", "name"),
    [
        ("Marta, enfermera en Sevilla, dos hijos. Necesito un men\u00fa semanal.", "es", "Marta"),
        (
            "Bruno hier, Koch in einem Hotel in Lindau. Ich brauche eine Idee f\u00fcr das Men"
            "\u00fc.",
            "de",
            "Bruno",
        ),
        ("Giulia, architetta, Torino. Mi serve una mano con un preventivo.", "it", "Giulia"),
        (
            "Paulo, professor de f\u00edsica em Natal. Preciso de uma prova para o segundo ano.",
            "pt",
            "Paulo",
        ),
        (
            "\u00c9lodie \u2014 boulang\u00e8re \u00e0 Dijon. Je voudrais une affiche pour la f"
            "\u00eate du pain.",
            "fr",
            "\u00c9lodie",
        ),
        (
            "\u0418\u0433\u043e\u0440\u044c \u041f\u0435\u0442\u0440\u043e\u0432\u0438\u0447, "
            "\u0438\u043d\u0436\u0435\u043d\u0435\u0440, \u0422\u0443\u043b\u0430.",
            "ru",
            "\u0418\u0433\u043e\u0440\u044c",
        ),
        ("Moin. Hanna Vogt, Lehrerin, Bremen. Ich brauche einen Elternbrief.", "de", "Hanna Vogt"),
        (
            "Buenas. Nico, dise\u00f1ador gr\u00e1fico, Rosario. Quiero armar un portfolio para m"
            "i web.",
            "es",
            "Nico",
        ),
    ],
)
# Each reply says more in its language after the name: a verbless fragment alone is too
# short for the language to be told.
def test_a_bare_name_answering_hello_introduces_the_user(
    reply: str, language: str, name: str
) -> None:
    named = _named(reply, _HELLO[language])
    assert any(name in n for n in named), named


@pytest.mark.parametrize(
    ("reply", "language"),
    [
        ("Montag, 10 Uhr passt mir nicht.", "de"),
        (
            "\u0421\u043e\u0441\u0442\u0430\u0432\u044c\u0442\u0435, \u043f\u043e\u0436\u0430"
            "\u043b\u0443\u0439\u0441\u0442\u0430, \u043f\u043b\u0430\u043d \u0443\u0440\u043e"
            "\u043a\u0430.",
            "ru",
        ),
        ("Hola, necesito ayuda con un correo.", "es"),
        ("Lisboa, Porto e Faro s\u00e3o as op\u00e7\u00f5es.", "pt"),
        ("Bonjour, j'ai une question sur mon contrat.", "fr"),
    ],
)
def test_a_greeting_a_day_a_request_or_a_list_is_no_name(reply: str, language: str) -> None:
    assert _named(reply, _HELLO[language]) == []


def test_a_bare_name_needs_the_agents_hello() -> None:
    assert _named("Marta, enfermera en Sevilla.", "Aqu\u00ed tienes la tabla que pediste.") == []


@pytest.mark.parametrize(
    ("reply", "name"),
    [
        (
            "\u6a2a\u6d5c\u306e\u75c5\u9662\u3067\u770b\u8b77\u5e2b\u3092\u3057\u3066\u3044\u308b"
            "\u5c0f\u6797\u3067\u3059\u3002",
            "\u5c0f\u6797",
        ),
        (
            "\u795e\u6238\u3067\u30d1\u30f3\u5c4b\u3084\u3063\u3066\u308b\u3001\u307f\u3084\u3082"
            "\u3068\u3067\u3059\u3002",
            "\u307f\u3084\u3082\u3068",
        ),
        (
            "\u798f\u5ca1\u306e\u9ad8\u6821\u3067\u6570\u5b66\u3092\u6559\u3048\u3066\u308b\u4e2d"
            "\u6751\u3067\u3059\u3002\u3088\u308d\u3057\u304f\u3002",
            "\u4e2d\u6751",
        ),
        (
            "\ubd80\uc0b0\uc5d0\uc11c \uce74\ud398 \uc6b4\uc601\ud558\ub294 \ubc15\uc11c\uc5f0"
            "\uc785\ub2c8\ub2e4.",
            "\ubc15\uc11c\uc5f0",
        ),
        (
            "\ub300\uc804\uc5d0\uc11c \ucd08\ub4f1\ud559\uad50 \uad50\uc0ac\ub85c \uc77c\ud558"
            "\ub294 \ucd5c\ubbfc\ud638\uc608\uc694.",
            "\ucd5c\ubbfc\ud638",
        ),
        (
            "\u6211\u662f\u6797\u5fd7\u660e\uff0c\u5728\u53f0\u5317\u505a\u5ba4\u5167\u8a2d\u8a08"
            "\u3002",
            "\u6797\u5fd7\u660e",
        ),
        (
            "\u6211\u662f\u5218\u6d0b\uff0c\u5728\u6210\u90fd\u5f00\u51fa\u79df\u8f66\u3002",
            "\u5218\u6d0b",
        ),
        (
            "\u4ed9\u53f0\u3067\u82b1\u5c4b\u3092\u3084\u3063\u3066\u308b\u4f50\u3005\u6728\u3067"
            "\u3059\u3002",
            "\u4f50\u3005\u6728",
        ),
    ],
)
def test_a_name_beside_what_the_user_does_in_cjk(reply: str, name: str) -> None:
    named = _named(reply, "\u3053\u3093\u306b\u3061\u306f\uff01")
    assert any(name in n for n in named), named
    assert any(
        len(f) > len(name) + 4 for f in _facts(reply, "\u3053\u3093\u306b\u3061\u306f\uff01")
    ), "the rest is kept"


@pytest.mark.parametrize(
    "reply",
    [
        "\u5927\u962a\u306b\u4f4f\u3093\u3067\u308b\u4f1a\u793e\u54e1\u3067\u3059\u3002",
        "\u30b7\u30f3\u30d7\u30eb\u3067\u3044\u3044\u3067\u3059\u306d\u3002",
        "\u305d\u308c\u3067\u5927\u4e08\u592b\u3067\u3059\u3002",
        "\uc11c\uc6b8\uc5d0\uc11c \uc77c\ud558\ub294 \uac1c\ubc1c\uc790\uc785\ub2c8\ub2e4.",
        "\u6211\u662f\u8001\u5e08\uff0c\u5728\u5317\u4eac\u5de5\u4f5c\u3002",
    ],
)
def test_a_job_or_a_judgement_before_the_copula_is_no_name(reply: str) -> None:
    assert _named(reply, "\u3053\u3093\u306b\u3061\u306f\uff01") == []


@pytest.mark.parametrize(
    ("reply", "language", "word"),
    [
        ("Lucas est n\u00e9 mardi, tout va bien.", "fr", "enceinte"),
        ("Unsere Tochter ist am Montag geboren.", "de", "schwanger"),
        ("Naci\u00f3 Martina el viernes, 3 kilos.", "es", "embarazada"),
        ("\u00c8 nata Sofia stanotte!", "it", "incinta"),
        ("O Pedro nasceu ontem de manh\u00e3.", "pt", "gr\u00e1vida"),
        (
            "\u0412\u0447\u0435\u0440\u0430 \u0440\u043e\u0434\u0438\u043b\u0430\u0441\u044c "
            "\u0434\u043e\u0447\u043a\u0430!",
            "ru",
            "\u0431\u0435\u0440\u0435\u043c\u0435\u043d\u043d\u0430",
        ),
        (
            "\u7121\u4e8b\u306b\u5a18\u304c\u751f\u307e\u308c\u307e\u3057\u305f\u3002",
            "ja",
            "\u598a\u5a20",
        ),
        ("\uc5b4\uc81c \uc544\ub4e4\uc774 \ud0dc\uc5b4\ub0ac\uc5b4\uc694.", "ko", "\uc784\uc2e0"),
        ("Anouk est arriv\u00e9e hier soir, 3,1 kg.", "fr", "enceinte"),
    ],
)
def test_a_birth_retires_the_pregnancy(reply: str, language: str, word: str) -> None:
    assert word in birth_retires(reply, language)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("reply", "language"),
    [
        ("le colis est arriv\u00e9 ce matin.", "fr"),
        ("Paul est arriv\u00e9 en retard \u00e0 la r\u00e9union.", "fr"),
        ("Das Paket ist da.", "de"),
        ("La reuni\u00f3n naci\u00f3 de una idea de Ana.", "xx"),
    ],
)
def test_an_arrival_or_a_parcel_is_no_birth(reply: str, language: str) -> None:
    assert birth_retires(reply, language) == ()  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("reply", "language", "town"),
    [
        (
            "Sanne, Tier\u00e4rztin, M\u00fcnster. Ich brauche einen Aushang f\u00fcr die Praxis.",
            "de",
            "M\u00fcnster",
        ),
        (
            "\u041e\u043b\u0435\u0433, \u0441\u0432\u0430\u0440\u0449\u0438\u043a, \u041f\u0435"
            "\u0440\u043c\u044c. \u041d\u0443\u0436\u0435\u043d \u0441\u043e\u0432\u0435\u0442 "
            "\u043f\u043e \u0441\u0432\u0430\u0440\u043a\u0435 \u0430\u043b\u044e\u043c\u0438"
            "\u043d\u0438\u044f.",
            "ru",
            "\u041f\u0435\u0440\u043c\u044c",
        ),
        ("Chiara, ostetrica, Lecce. Mi serve un volantino per un corso.", "it", "Lecce"),
        ("Rafa, carpintero, Zaragoza. Quiero hacer una web sencilla.", "es", "Zaragoza"),
    ],
)
def test_the_last_bare_word_of_a_verbless_introduction_is_the_town(
    reply: str, language: str, town: str
) -> None:
    reading = understand(reply, _HELLO[language])
    assert any(s.subject == "city" and town in s.content for s in reading.statements), reading


@pytest.mark.parametrize(
    "reply",
    [
        "Seit Mai bin ich mein eigener Chef, mit einer kleinen Malerfirma.",
        "Ich bin jetzt selbstst\u00e4ndig als \u00dcbersetzerin.",
        "Je suis \u00e0 mon compte depuis mars, comme graphiste.",
        "Desde enero trabajo por mi cuenta, hago webs para comercios.",
        "Mi sono messa in proprio, faccio la commercialista.",
        "Trabalho por conta pr\u00f3pria agora, como eletricista.",
        "\u042f \u0442\u0435\u043f\u0435\u0440\u044c \u0440\u0430\u0431\u043e\u0442\u0430\u044e "
        "\u0441\u0430\u043c \u043d\u0430 \u0441\u0435\u0431\u044f, \u0440\u0435\u043c\u043e\u043d"
        "\u0442\u0438\u0440\u0443\u044e \u043a\u0432\u0430\u0440\u0442\u0438\u0440\u044b.",
        "Sono libero professionista da due anni, faccio l'architetto.",
    ],
)
def test_working_for_oneself_is_where_the_user_works(reply: str) -> None:
    assert any(s.subject == "employer" for s in understand(reply, "Noted.").statements)


@pytest.mark.parametrize(
    "reply",
    [
        "Mein Chef ist im Urlaub, ich hab frei.",
        "\u00bfT\u00fa trabajas por tu cuenta o en una empresa?",
    ],
)
def test_someone_elses_boss_or_a_question_is_no_workplace(reply: str) -> None:
    assert not any(s.subject == "employer" for s in understand(reply, "Noted.").statements)


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("Preise bitte in Franken, bei allem, was wir zusammen machen.", "Franken"),
        ("tu peux mettre les dates en jour/mois, comme on fait chez nous ?", "jour/mois"),
        ("manda tudo em TypeScript, JavaScript puro aqui n\u00e3o entra.", "TypeScript"),
        ("n\u00e3o coloque pimenta, que eu n\u00e3o suporto.", "pimenta"),
        ("por favor, no pongas cebolla en nada, no soporto el sabor.", "cebolla"),
        ("per favore niente aglio, non sopporto l'odore.", "aglio"),
        ("ne mets pas de coriandre, je ne supporte pas \u00e7a.", "coriandre"),
        (
            "\u043f\u043e\u0436\u0430\u043b\u0443\u0439\u0441\u0442\u0430, \u0431\u0435\u0437 "
            "\u0441\u0430\u0445\u0430\u0440\u0430 \u0432 \u0440\u0435\u0446\u0435\u043f\u0442"
            "\u0430\u0445, \u0443 \u043d\u0430\u0441 \u0434\u0438\u0430\u0431\u0435\u0442 \u0432 "
            "\u0441\u0435\u043c\u044c\u0435.",
            "\u0441\u0430\u0445\u0430\u0440\u0430",
        ),
    ],
)
def test_an_ask_with_a_lasting_reason_is_a_rule(reply: str, kept: str) -> None:
    reading = understand(reply, "Noted.")
    assert any(s.type is MemoryType.RULE and kept in s.content for s in reading.statements), reading


@pytest.mark.parametrize(
    "reply",
    ["bei uns ist es heute kalt.", "aqui em casa todo mundo gosta de futebol."],
)
def test_how_it_is_at_home_asks_nothing(reply: str) -> None:
    assert not any(s.type is MemoryType.RULE for s in understand(reply, "Noted.").statements)


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "Une demande : \u00e9vitez le jargon dans vos r\u00e9ponses, mes \u00e9l\u00e8ves son"
            "t petits.",
            "jargon",
        ),
        ("evita los tecnicismos en tus respuestas, mi jefe no los entiende.", "tecnicismos"),
        (
            "Vermeide bitte Fachbegriffe in deinen Antworten, meine Kunden sind Laien.",
            "Fachbegriffe",
        ),
        (
            "evite g\u00edrias nas suas respostas, \u00e9 para um p\u00fablico mais velho.",
            "g\u00edrias",
        ),
        ("evita l'inglese nelle risposte, per favore, mia madre legge con me.", "inglese"),
    ],
)
def test_avoiding_something_in_every_answer_is_a_rule(reply: str, kept: str) -> None:
    reading = understand(reply, "Noted.")
    assert any(s.type is MemoryType.RULE and kept in s.content for s in reading.statements), reading


def test_a_question_about_answers_is_no_rule() -> None:
    reading = understand("\u00bfpor qu\u00e9 hay tantos tecnicismos en tus respuestas?", "Noted.")
    assert not any(s.type is MemoryType.RULE for s in reading.statements)


@pytest.mark.parametrize(
    "reply",
    [
        "\uc694\uc998\uc740 \uac15\ub0a8\uc5d0 \uc788\ub294 \ubcd1\uc6d0\uc73c\ub85c \ucd9c\uadfc"
        "\ud574\uc694.",
        "\ud310\uad50\uc5d0\uc11c \uadfc\ubb34\ud574\uc694, \uac1c\ubc1c\ud300\uc774\uc5d0\uc694.",
        "\uc9c0\uae08\uc740 \ubd80\uc0b0\uc5d0\uc11c \uc77c\ud574\uc694.",
        "\u6211\u73b0\u5728\u5728\u6df1\u5733\u5de5\u4f5c\u3002",
        "\u4e0b\u5468\u5f00\u59cb\u6211\u5728\u5e7f\u5dde\u4e0a\u73ed\u3002",
        "\u4eca\u306f\u5927\u962a\u306e\u652f\u5e97\u306b\u51fa\u52e4\u3057\u3066\u307e\u3059"
        "\u3002",
        "\u795e\u6238\u306e\u6e2f\u3067\u50cd\u3044\u3066\u3044\u307e\u3059\u3002",
        "\u6765\u6708\u304b\u3089\u6a2a\u6d5c\u306e\u672c\u793e\u306b\u901a\u52e4\u3057\u3066"
        "\u3044\u307e\u3059\u3002",
    ],
)
def test_going_to_work_somewhere_is_where_the_user_works_in_cjk(reply: str) -> None:
    assert any(s.subject == "employer" for s in understand(reply, "Noted.").statements)


@pytest.mark.parametrize(
    "reply",
    [
        "\ub0a8\ud3b8\uc774 \uc218\uc6d0\uc73c\ub85c \ucd9c\uadfc\ud574\uc694.",
        "\u592b\u306f\u540d\u53e4\u5c4b\u3067\u50cd\u3044\u3066\u3044\u307e\u3059\u3002",
    ],
)
def test_kin_going_to_work_is_not_the_users_workplace(reply: str) -> None:
    assert not any(s.subject == "employer" for s in understand(reply, "Noted.").statements)

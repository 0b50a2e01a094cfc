"""Old values set aside without "from X to Y", and the cues of a present state or a standing want,
in the other languages read. Phrasings are our own, not the behaviour sets'.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.foreign_changes import set_aside
from imprint.pipeline.language import Language
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in
from imprint.types import MemoryType


@pytest.mark.parametrize(
    ("sentence", "language", "old"),
    [
        ("J'ai vendu ma vieille Clio, je prends le train maintenant.", "fr", "clio"),
        ("On a donn\xe9 notre canap\xe9 d'angle \xe0 des voisins.", "fr", "canap\xe9 d'angle"),
        (
            "Vend\xed mi guitarra el\xe9ctrica para pagar el m\xe1ster.",
            "es",
            "guitarra el\xe9ctrica",
        ),
        ("Regal\xe9 mis patines a mi sobrina.", "es", "patines"),
        ("Ho venduto la mia Vespa a un collezionista.", "it", "vespa"),
        ("Doei minha bicicleta ergom\xe9trica, nunca usava.", "pt", "bicicleta ergom\xe9trica"),
        ("Ich habe meinen alten Fernseher verschenkt.", "de", "fernseher"),
        (
            "\u042f \u043f\u0440\u043e\u0434\u0430\u043b \u0441\u0432"
            "\u043e\u0439 \u0441\u0442\u0430\u0440\u044b\u0439 \u043d"
            "\u043e\u0443\u0442\u0431\u0443\u043a \u0432\u0435\u0441"
            "\u043d\u043e\u0439.",
            "ru",
            "\u043d\u043e\u0443\u0442\u0431\u0443\u043a",
        ),
        ("J'ai revendu mon appareil photo argentique.", "fr", "appareil photo argentique"),
    ],
)
def test_ones_own_thing_got_rid_of_is_set_aside(
    sentence: str, language: Language, old: str
) -> None:
    assert old in set_aside(sentence, language)
    assert old in change_in(sentence, language).replaces


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("Vendo tamales por encargo desde mi casa.", "es"),
        ("J'ai vendu des g\xe2teaux au march\xe9 ce matin.", "fr"),
        ("Ho venduto tre quadri alla mostra.", "it"),
        ("Vendi bolos na feira ontem.", "pt"),
        ("Ich verkaufe meine Bilder auf Etsy.", "de"),
    ],
)
def test_selling_goods_or_selling_now_sets_nothing_aside(sentence: str, language: Language) -> None:
    assert set_aside(sentence, language) == []


@pytest.mark.parametrize(
    ("sentence", "language", "old"),
    [
        ("Le cours de yoga a lieu le jeudi et plus le mercredi.", "fr", "mercredi"),
        ("Je prends le bus et non plus la voiture.", "fr", "voiture"),
        ("Ahora entreno por la ma\xf1ana y ya no por la tarde.", "es", "tarde"),
        ("Ora la riunione \xe8 il marted\xec e non pi\xf9 il luned\xec.", "it", "luned\xec"),
        ("A aula agora \xe9 na sexta e n\xe3o mais na quinta.", "pt", "quinta"),
        ("Das Training ist jetzt am Dienstag und nicht mehr am Montag.", "de", "montag"),
    ],
)
def test_and_no_longer_x_sets_x_aside(sentence: str, language: Language, old: str) -> None:
    assert old in set_aside(sentence, language)


def test_the_more_time_passes_is_no_change() -> None:
    assert set_aside("Et plus le temps passe, plus j'aime ce quartier.", "fr") == []


@pytest.mark.parametrize(
    ("sentence", "language", "old"),
    [
        ("O Trello virou bagun\xe7a, migramos tudo pro Jira.", "pt", "trello"),
        ("A gente usava Dropbox, passamos tudo para o Google Drive.", "pt", "dropbox"),
        ("El hosting en GoDaddy era lent\xedsimo, migramos todo a Vercel.", "es", "godaddy"),
        ("Notion devenait trop cher, on a tout bascul\xe9 sur Obsidian.", "fr", "notion"),
        ("Slack costava troppo, siamo passati tutti a Discord.", "it", "slack"),
    ],
)
def test_everything_moved_retires_the_product_named_before(
    sentence: str, language: Language, old: str
) -> None:
    values = set_aside(sentence, language)
    assert old in values
    assert all(new not in values for new in ("jira", "google", "vercel", "obsidian", "discord"))


def test_everything_moved_with_nothing_named_before_sets_nothing_aside() -> None:
    assert set_aside("Migramos tudo pro Supabase semana passada.", "pt") == []


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        (
            "\u30b3\u30f3\u30d3\u30cb\u306e\u30d0\u30a4\u30c8\u3092\u8f9e"
            "\u3081\u3066\u3001\u4eca\u306f\u587e\u3067\u6559\u3048\u3066"
            "\u3044\u307e\u3059\u3002",
            "\u30b3\u30f3\u30d3\u30cb",
        ),
        (
            "\u53bb\u5e74\u30c6\u30cb\u30b9\u90e8\u3092\u3084\u3081\u307e\u3057\u305f\u3002",
            "\u30c6\u30cb\u30b9\u90e8",
        ),
        (
            "\u5148\u6708\u3067\u9280\u884c\u3092\u9000\u8077\u3057\u307e\u3057\u305f\u3002",
            "\u9280\u884c",
        ),
    ],
)
def test_a_japanese_place_quit_is_set_aside(sentence: str, old: str) -> None:
    assert old in set_aside(sentence, "ja")


def test_a_japanese_word_holding_the_letter_of_quitting_is_no_change() -> None:
    assert set_aside("\u8f9e\u66f8\u3092\u8cb7\u3044\u307e\u3057\u305f\u3002", "ja") == []


def _kinds(reply: str) -> list[MemoryType]:
    return [s.type for s in understand(reply).statements]


@pytest.mark.parametrize(
    "reply",
    [
        "Ahora vivo con mi pareja en Gij\xf3n.",
        "Inzwischen arbeite ich nur noch Teilzeit.",
        "Adesso insegno yoga in una palestra.",
        "Agora moro sozinha em Niter\xf3i.",
        "\u0422\u0435\u043f\u0435\u0440\u044c \u0442\u043e\u043b"
        "\u044c\u043a\u043e \u0447\u0430\u0441\u0442\u043d\u044b"
        "\u0435 \u0443\u0440\u043e\u043a\u0438 \u0443 \u0441\u0435"
        "\u0431\u044f \u0434\u043e\u043c\u0430.",
        "\u4eca\u306f\u5927\u962a\u306b\u4f4f\u3093\u3067\u3044\u307e\u3059\u3002",
        "\uc774\uc81c \uc7ac\ud0dd\uadfc\ubb34\ud574\uc694.",
        "\u73b0\u5728\u6211\u5728\u6210\u90fd\u4e0a\u73ed\u3002",
    ],
)
def test_now_opening_a_sentence_states_a_fact(reply: str) -> None:
    assert MemoryType.FACT in _kinds(reply), understand(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Ahora dime qu\xe9 hago con la masa.",
        "Jetzt erkl\xe4r mir bitte, wie das geht.",
        "\u0422\u0435\u043f\u0435\u0440\u044c \u0441\u0434\u0435"
        "\u043b\u0430\u0439 \u0441\u043f\u0438\u0441\u043e\u043a "
        "\u043f\u043e\u043a\u0443\u043f\u043e\u043a.",
        "Adesso dimmi una ricetta veloce.",
    ],
)
def test_now_before_a_request_states_nothing(reply: str) -> None:
    assert _kinds(reply) == [], understand(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Los comentarios del c\xf3digo, en ingl\xe9s por favor.",
        "Quando me mandar c\xf3digo, coment\xe1rios sempre em ingl\xeas.",
        "Kommentare im Code bitte auf Englisch.",
        "Mets les commentaires du code en anglais.",
        "I commenti del codice li voglio in italiano, grazie.",
        "\u041a\u043e\u043c\u043c\u0435\u043d\u0442\u0430\u0440\u0438"
        "\u0438 \u0432 \u043a\u043e\u0434\u0435 \u043f\u0438\u0448"
        "\u0438 \u043d\u0430 \u0430\u043d\u0433\u043b\u0438\u0439"
        "\u0441\u043a\u043e\u043c.",
        "\ucf54\ub4dc \uc8fc\uc11d\uc740 \ud55c\uad6d\uc5b4\ub85c \ub2ec\uc544 \uc8fc\uc138\uc694.",
        "\u30b3\u30fc\u30c9\u306e\u30b3\u30e1\u30f3\u30c8\u306f\u82f1"
        "\u8a9e\u3067\u304a\u9858\u3044\u3057\u307e\u3059\u3002",
    ],
)
def test_the_language_of_code_comments_is_a_standing_rule(reply: str) -> None:
    assert _kinds(reply) == [MemoryType.RULE], understand(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Por favor, sin emojis en los correos.",
        "No quiero ver anglicismos en mis textos.",
        "S'il vous pla\xeet, pas de jargon dans les comptes rendus.",
        "Je ne veux pas lire de termes techniques dans les fiches.",
        "Per favore niente emoji nelle risposte.",
        "Por favor, sem g\xedrias nos textos do site.",
        "Bitte keine Emojis in den Antworten, das wirkt unseri\xf6s.",
        "\u041f\u043e\u0436\u0430\u043b\u0443\u0439\u0441\u0442\u0430"
        ", \u0431\u0435\u0437 \u0441\u043c\u0430\u0439\u043b\u0438"
        "\u043a\u043e\u0432 \u0432 \u043e\u0442\u0432\u0435\u0442"
        "\u0430\u0445.",
    ],
)
def test_please_no_x_is_a_preference(reply: str) -> None:
    assert _kinds(reply) == [MemoryType.RULE], understand(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "No quiero perder el vuelo de ma\xf1ana.",
        "Le\xed los comentarios del blog en ingl\xe9s.",
        "Los comentarios de mis alumnos est\xe1n en ingl\xe9s.",
    ],
)
def test_a_wish_for_today_or_other_comments_is_no_rule(reply: str) -> None:
    assert MemoryType.RULE not in _kinds(reply), understand(reply)


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("Me mudei para Lisboa em mar\xe7o.", "pt"),
        ("Nos mudamos a M\xe9rida con los ni\xf1os.", "es"),
        ("Mi sono spostato a Bari per amore.", "it"),
    ],
)
def test_a_person_moving_is_no_everything_moved(sentence: str, language: Language) -> None:
    assert set_aside(sentence, language) == []


def test_a_korean_job_quit_with_its_conjunction_is_retired() -> None:
    assert (
        "\ud68c\uc0ac"
        in change_in(
            "\ud68c\uc0ac\ub97c \uadf8\ub9cc\ub450\uace0 \uc9c0\uae08"
            "\uc740 \ud504\ub9ac\ub79c\uc11c\ub85c \uc77c\ud574\uc694.",
            "ko",
        ).replaces
    )


@pytest.mark.parametrize(
    ("sentence", "language", "old"),
    [
        ("Nos pasamos a Linear, Jira ya no lo usamos.", "es", "jira"),
        ("Strava se acab\xf3, ahora registro todo en Garmin.", "es", "strava"),
        ("Excel non lo uso pi\xf9, ora faccio tutto in R.", "it", "excel"),
        ("O Dropbox j\xe1 era, agora usamos o Drive.", "pt", "dropbox"),
        ("Spotify n\xe3o uso mais, fiquei s\xf3 com o Deezer.", "pt", "spotify"),
        ("J'ai arr\xeat\xe9 le caf\xe9, je bois du th\xe9 maintenant.", "fr", "caf\xe9"),
        (
            "\u0411\u043e\u043b\u044c\u0448\u0435 \u043d\u0435 \u043f"
            "\u043e\u043b\u044c\u0437\u0443\u044e\u0441\u044c Trello, "
            "\u043f\u0435\u0440\u0435\u0448\u0451\u043b \u043d\u0430 Noti"
            "on.",
            "ru",
            "trello",
        ),
        ("Jira \ub300\uc2e0 Linear\ub97c \uc368\uc694.", "ko", "jira"),
    ],
)
def test_a_tool_given_up_before_its_verb_is_set_aside(
    sentence: str, language: Language, old: str
) -> None:
    assert old in set_aside(sentence, language)


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("Jira lo usamos para todo.", "es"),
        ("\uadf8 \ub300\uc2e0 \uc800\ub141\uc5d0 \uc6b4\ub3d9\ud574\uc694.", "ko"),
        ("Ho smesso presto ieri sera.", "it"),
    ],
)
def test_a_tool_kept_or_an_instead_of_nothing_sets_nothing_aside(
    sentence: str, language: Language
) -> None:
    assert set_aside(sentence, language) == []

"""Sentence shapes in the other languages: answer language, own kin, job and workplace.

Phrasings are our own, not the behaviour sets'. See `foreign_shapes.py`.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.foreign_shapes import answer_language, clauses_apart, own_kin, role_apart
from imprint.pipeline.language import Language, detect_language
from imprint.pipeline.lexicons import LEXICONS
from imprint.pipeline.supersede import supersedes
from imprint.pipeline.understand import Statement, understand
from imprint.pipeline.updates import change_in
from imprint.types import MemoryType


def _facts(reply: str) -> list[Statement]:
    return [s for s in understand(reply).statements if s.type is MemoryType.FACT]


@pytest.mark.parametrize(
    ("reply", "language"),
    [
        ("Resp\u00f3ndeme siempre en espa\u00f1ol, aunque te escriba en ingl\u00e9s.", "es"),
        ("Por favor, cont\u00e9stame en castellano, que el ingl\u00e9s me cuesta.", "es"),
        ("Bitte antworte mir auf Deutsch, auch wenn ich Englisch schreibe.", "de"),
        ("Red bitte auf Deutsch mit mir, mein Englisch ist schwach.", "de"),
        (
            "R\u00e9ponds-moi en fran\u00e7ais s'il te pla\u00eet, m\u00eame pour le code.",
            "fr",
        ),
        ("Parle-moi en anglais, c'est pour pratiquer.", "fr"),
        ("Responde sempre em portugu\u00eas, por favor.", "pt"),
        ("Rispondimi in italiano, per favore, anche se la domanda \u00e8 in inglese.", "it"),
        ("\u4ee5\u540e\u8bf7\u7528\u4e2d\u6587\u56de\u7b54\u6211\u3002", "zh"),
        (
            "\u3053\u308c\u304b\u3089\u306f\u65e5\u672c\u8a9e\u3067\u7b54\u3048\u3066\u304f"
            "\u3060\u3055\u3044\u3002",
            "ja",
        ),
        ("\ud55c\uad6d\uc5b4\ub85c \ub300\ub2f5\ud574 \uc8fc\uc138\uc694.", "ko"),
        (
            "\uc55e\uc73c\ub85c \ub2f5\ubcc0\uc740 \uc601\uc5b4\ub85c \uc368 \uc8fc\uc138\uc694.",
            "ko",
        ),
        (
            "\u041e\u0442\u0432\u0435\u0447\u0430\u0439 \u043c\u043d\u0435, \u043f\u043e"
            "\u0436\u0430\u043b\u0443\u0439\u0441\u0442\u0430, \u043f\u043e-\u0440\u0443"
            "\u0441\u0441\u043a\u0438.",
            "ru",
        ),
    ],
)
def test_a_request_to_answer_in_a_language_is_a_standing_rule(
    reply: str, language: Language
) -> None:
    assert detect_language(reply) == language
    assert answer_language(reply, language)
    reading = understand(reply)
    assert [s.type for s in reading.statements] == [MemoryType.RULE], reading


@pytest.mark.parametrize(
    ("reply", "language"),
    [
        ("\u00bfMe traduces este correo al ingl\u00e9s?", "es"),
        ("\u00dcbersetz mir das bitte ins Englische.", "de"),
        ("Tu peux traduire ce paragraphe en anglais ?", "fr"),
        ("Il mio capo parla in inglese con i clienti.", "it"),
        (
            "\uc774 \ubb38\uc7a5\uc744 \uc601\uc5b4\ub85c \ubc88\uc5ed\ud574 \uc8fc\uc138\uc694.",
            "ko",
        ),
    ],
)
def test_translating_or_reporting_a_language_is_no_answer_rule(
    reply: str, language: Language
) -> None:
    assert not answer_language(reply, language)
    assert not any(s.type is MemoryType.RULE for s in understand(reply).statements)


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("Mon chat Minou, 9 ans, est asthmatique depuis l'hiver.", "minou"),
        ("Ma fille In\u00e8s fait du judo deux fois par semaine.", "in\u00e8s"),
        ("Mi perra Luna tiene displasia de cadera, as\u00ed que paseos cortos.", "luna"),
        ("Meine Tochter Lea hat eine Laktoseintoleranz.", "lea"),
        ("Il mio cane Rocky ha dodici anni e soffre di artrite.", "rocky"),
        ("Minha gata Mel toma rem\u00e9dio para a tireoide todo dia.", "mel"),
        (
            "\u6211\u5bb6\u732b\u53eb\u56e2\u5b50\uff0c\u4eca\u5e74\u4e94\u5c81\uff0c\u6709"
            "\u80be\u75c5\u3002",
            "\u56e2\u5b50",
        ),
        (
            "\uc6b0\ub9ac \uc9d1 \uac15\uc544\uc9c0 \uc774\ub984\uc740 \ubcf4\ub9ac\uc608"
            "\uc694. \uc54c\ub808\ub974\uae30\uac00 \uc788\uc5b4\uc694.",
            "\ubcf4\ub9ac",
        ),
    ],
)
def test_the_users_own_child_or_pet_is_kept_with_its_name(reply: str, kept: str) -> None:
    language = detect_language(reply)
    assert own_kin(reply, language) is not None or language in ("de",)
    assert any(kept in s.content.lower() for s in _facts(reply)), understand(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Mon chef veut toujours des slides courtes.",
        "Mi jefe prefiere los informes en PDF.",
        "Meine Kollegin mag keine langen Mails.",
        "Il gatto del vicino miagola tutta la notte.",
    ],
)
def test_someone_elses_wish_or_animal_is_no_fact_about_the_user(reply: str) -> None:
    assert not _facts(reply), understand(reply)


@pytest.mark.parametrize(
    ("content", "language", "role", "workplace"),
    [
        (
            "Ich arbeite als Tier\u00e4rztin bei einer Praxis in Kassel.",
            "de",
            "Ich arbeite als Tier\u00e4rztin.",
            "Ich arbeite bei einer Praxis in Kassel.",
        ),
        (
            "Ich bin Informatiker bei der Stadtverwaltung Ulm.",
            "de",
            "Ich bin Informatiker.",
            "Ich arbeite bei der Stadtverwaltung Ulm.",
        ),
        (
            "Trabajo como contable en una gestor\u00eda de Burgos.",
            "es",
            "Trabajo como contable.",
            "Trabajo en una gestor\u00eda de Burgos.",
        ),
        (
            "Soy fisioterapeuta en una cl\u00ednica de Gij\u00f3n.",
            "es",
            "Soy fisioterapeuta.",
            "Trabajo en una cl\u00ednica de Gij\u00f3n.",
        ),
        (
            "Je suis pharmacienne dans une officine \u00e0 Rennes.",
            "fr",
            "Je suis pharmacienne.",
            "Je travaille dans une officine \u00e0 Rennes.",
        ),
        (
            "Je travaille comme comptable chez Dupont SA.",
            "fr",
            "Je travaille comme comptable.",
            "Je travaille chez Dupont SA.",
        ),
        (
            "Trabalho como enfermeira no Hospital S\u00e3o Lucas.",
            "pt",
            "Trabalho como enfermeira.",
            "Trabalho no Hospital S\u00e3o Lucas.",
        ),
        (
            "Lavoro come geometra presso uno studio di Parma.",
            "it",
            "Lavoro come geometra.",
            "Lavoro presso uno studio di Parma.",
        ),
        (
            "Sono infermiera a Verona.",
            "it",
            "Sono infermiera.",
            "Lavoro a Verona.",
        ),
    ],
)
def test_a_job_is_kept_apart_from_where_it_is_done(
    content: str, language: Language, role: str, workplace: str
) -> None:
    assert role_apart(content, language) == (role, workplace)


@pytest.mark.parametrize(
    ("content", "language"),
    [
        ("Ich bin seit M\u00e4rz nicht mehr bei Lingo, sondern freiberuflich.", "de"),
        ("Ich bin gerade im Urlaub in Italien.", "de"),
        ("Sono nata a Genova.", "it"),
        ("Sono in vacanza a Rimini.", "it"),
        ("Je suis en vacances \u00e0 Nice.", "fr"),
        ("Soy de Sevilla.", "es"),
        ("Sou muito feliz na minha cidade.", "pt"),
    ],
)
def test_a_state_or_an_origin_is_no_job_at_a_place(content: str, language: Language) -> None:
    assert role_apart(content, language) is None


def _kept_after(first: list[Statement], update: Statement) -> list[str]:
    """The contents of `first` that `update` does not supersede."""
    return [
        old.content
        for old in first
        if not supersedes(
            content=update.content,
            subject=update.subject,
            replaces=update.change.replaces,
            changed=update.change.changed,
            old_content=old.content,
            old_subject=old.subject,
        )
    ]


def test_a_new_employer_leaves_the_role() -> None:
    first = _facts("Ich arbeite als Grafikerin bei Pixelwerk in Mainz.")
    update = _facts("Ich bin nicht mehr bei Pixelwerk, sondern selbstst\u00e4ndig.")[0]
    kept = _kept_after(first, update)
    assert kept == ["Ich arbeite als Grafikerin."]


@pytest.mark.parametrize(
    ("content", "language", "parts"),
    [
        ("Ho un bar a Lecce, siamo chiusi la domenica.", "it", 2),
        ("Tengo una panader\u00eda en Soria, abrimos a las siete.", "es", 1),
        ("Ich wohne in Graz, unsere Kinder sind drei und f\u00fcnf.", "de", 2),
        ("J'habite \u00e0 Nantes, je travaille chez Airbus.", "fr", 2),
        ("Moro em Porto, trabalho numa escola.", "pt", 2),
        ("Ich bin Pflegerin an der Charit\u00e9, meistens nachts.", "de", 1),
        ("Ho due gatti (Tom e Lulu), e un cane.", "it", 1),
    ],
)
def test_facts_joined_by_a_comma_are_kept_apart(
    content: str, language: Language, parts: int
) -> None:
    assert len(clauses_apart(content, language, LEXICONS[language].fact)) == parts


def test_a_changed_day_retires_the_old_day_and_keeps_the_rest() -> None:
    first = _facts("Ho un bar a Lecce, siamo chiusi la domenica.")
    update = _facts("Da maggio non pi\u00f9 la domenica, restiamo chiusi il luned\u00ec.")[0]
    assert update.change.replaces == ("domenica",)
    kept = _kept_after(first, update)
    assert kept == ["Ho un bar a Lecce."]


@pytest.mark.parametrize(
    ("sentence", "language", "old"),
    [
        (
            "Non pi\u00f9 il gioved\u00ec, ora il corso \u00e8 il venerd\u00ec.",
            "it",
            "gioved\u00ec",
        ),
        ("Ya no los jueves, ahora la clase es los viernes.", "es", "jueves"),
        ("No es Vue, sino React lo que usamos.", "es", "vue"),
        ("Training ist nicht mehr am Mittwoch, sondern am Donnerstag.", "de", "mittwoch"),
        ("Le march\u00e9 n'ouvre plus le samedi, mais le dimanche.", "fr", "samedi"),
        ("N\u00e3o \u00e9 mais o Carlos, agora a Rita cuida das contas.", "pt", "carlos"),
    ],
)
def test_no_longer_x_or_not_x_but_y_retires_x(sentence: str, language: Language, old: str) -> None:
    assert old in change_in(sentence, language).replaces


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("Non pi\u00f9 di tre righe, per favore.", "it"),
        ("Non ho pi\u00f9 tempo oggi.", "it"),
        ("Pas le temps, mais merci.", "fr"),
        ("No s\u00e9, pero gracias.", "es"),
    ],
)
def test_a_limit_or_a_plain_no_retires_nothing(sentence: str, language: Language) -> None:
    assert change_in(sentence, language).replaces == ()


@pytest.mark.parametrize(
    ("reply", "name"),
    [("Ich bin Werner und wohne in Kiel.", "Werner"), ("Ich bin Konstantin.", "Konstantin")],
)
def test_a_german_name_is_still_a_name(reply: str, name: str) -> None:
    assert any(s.subject == "name" and name in s.content for s in understand(reply).statements)


@pytest.mark.parametrize(
    "reply",
    [
        "Ich bin Kleinunternehmerin.",
        "Ich bin Softwareentwickler.",
        "Ich bin Studentin.",
        "Ich bin Krankenpfleger.",
        "Ich bin Rentner und habe viel Zeit.",
    ],
)
def test_a_german_job_noun_is_no_name(reply: str) -> None:
    assert not any(s.subject == "name" for s in understand(reply).statements)


@pytest.mark.parametrize(
    ("reply", "language"),
    [
        ("troppo lungo, dammi risposte pi\u00f9 brevi", "it"),
        ("ah ouais \u00e7a marche pour moi", "fr"),
        ("Caf\u00e9 com C\u00f3digo, sem d\u00favida", "pt"),
        ("ok, a cloud run handler that saves a doc", "en"),
        ("no strong feelings tbh, flip a coin", "en"),
        ("does that handle plus signs like a+b@x.com?", "en"),
    ],
)
def test_short_replies_are_read_in_their_language(reply: str, language: Language) -> None:
    assert detect_language(reply) == language


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("\u00bfTe lo paso tambi\u00e9n en PDF?", "dale, s\u00ed"),
        ("Soll ich noch Beispiele erg\u00e4nzen?", "jo, gerne"),
        (
            "\u8981\u4e0d\u8981\u6211\u518d\u505a\u4e00\u4e2a\u7248\u672c\uff1f",
            "\u55ef\u55ef\u53ef\u4ee5",
        ),
        (
            "\u8868\u3082\u4ed8\u3051\u307e\u3057\u3087\u3046\u304b\uff1f",
            "\u306f\u3044\u3001\u304a\u9858\u3044\u3057\u307e\u3059",
        ),
    ],
)
def test_a_yes_to_an_offer_is_no_answer_about_the_user(agent: str, reply: str) -> None:
    assert understand(reply, agent).statements == ()


@pytest.mark.parametrize(
    "reply",
    [
        "Me mud\u00e9 a Granada en marzo.",
        "Ich bin im Mai nach Leipzig gezogen.",
        "J'ai d\u00e9m\u00e9nag\u00e9 \u00e0 Grenoble l'\u00e9t\u00e9 dernier.",
        "Voltei pra Salvador em julho.",
        "Mi sono trasferita a Padova a settembre.",
        "Sono tornato a Bari dopo dieci anni.",
        (
            "\u042f \u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b \u0432 \u041a\u0430"
            "\u0437\u0430\u043d\u044c \u0432 \u043f\u0440\u043e\u0448\u043b\u043e\u043c "
            "\u0433\u043e\u0434\u0443."
        ),
        "\uc800\ub294 \uc791\ub144\uc5d0 \ub300\uc804\uc73c\ub85c \uc774\uc0ac\ud588\uc5b4\uc694.",
    ],
)
def test_a_move_sets_the_home_city_not_a_job(reply: str) -> None:
    facts = _facts(reply)
    assert [s.subject for s in facts] == ["city"], understand(reply)


def test_a_move_replaces_the_old_home_city() -> None:
    old = _facts("Moro em Recife com a minha fam\u00edlia.")[0]
    new = _facts("Voltei pra Salvador em julho.")[0]
    assert supersedes(
        content=new.content,
        subject=new.subject,
        replaces=new.change.replaces,
        changed=new.change.changed,
        old_content=old.content,
        old_subject=old.subject,
    )


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("Ahora vivo en C\u00e1diz, ya no en Jerez.", "jerez"),
        ("Maintenant je travaille chez Decathlon, plus chez Auchan.", "auchan"),
        (
            "\uc774\uc81c \uce74\uce74\uc624\uc5d0\uc11c \uc77c\ud574\uc694. \ub124\uc774"
            "\ubc84\ub294 \uadf8\ub9cc\ub480\uc5b4\uc694.",
            "\ub124\uc774\ubc84",
        ),
        ("Adesso lavoro da Ferrero, non pi\u00f9 da Barilla.", "barilla"),
        ("Jetzt wohne ich in Dresden, nicht mehr in Halle.", "halle"),
    ],
)
def test_the_old_place_said_beside_the_new_is_retired(reply: str, old: str) -> None:
    assert old in understand(reply).retired


@pytest.mark.parametrize(
    "reply",
    [
        "Llevo cuatro a\u00f1os en Iberdrola.",
        "Doy clases de historia en un colegio de Toledo.",
        "Agora t\u00f4 na Nubank como designer.",
        "Chui prof de maths \u00e0 Lyon.",
        (
            "\u4eca\u5e74\u4e09\u6708\u8df3\u5230\u4e86\u5c0f\u7ea2\u4e66\uff0c\u8fd8"
            "\u662f\u505a\u7b97\u6cd5\u3002"
        ),
        (
            "\u90fd\u5185\u306eSIer\u3067Java\u30a8\u30f3\u30b8\u30cb\u30a2\u3092\u3084"
            "\u3063\u3066\u307e\u3059\u3002"
        ),
        (
            "\u540d\u53e4\u5c4b\u306e\u587e\u3067\u4e2d\u5b66\u751f\u306b\u6570\u5b66"
            "\u3092\u6559\u3048\u3066\u3044\u307e\u3059\u3002"
        ),
        (
            "\u5927\u962a\u306e\u5e83\u544a\u4ee3\u7406\u5e97\u3067Web\u30c7\u30a3\u30ec"
            "\u30af\u30bf\u30fc\u3092\u3057\u3066\u304a\u308a\u307e\u3059\u3002"
        ),
    ],
)
def test_work_said_with_an_everyday_verb_is_a_fact(reply: str) -> None:
    assert _facts(reply), understand(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "\u6570\u5b66\u3092\u6559\u3048\u3066\u304f\u3060\u3055\u3044\u3002",
        "Doy por hecho que lo sabes.",
        "Llevo prisa, contesta r\u00e1pido.",
    ],
)
def test_a_request_or_a_turn_of_phrase_is_no_work_fact(reply: str) -> None:
    assert not _facts(reply), understand(reply)


@pytest.mark.parametrize(
    ("reply", "role", "workplace"),
    [
        ("hola! soy Nuria, pediatra en el hospital de Cruces.", "pediatra", "cruces"),
        ("Moin, ich bin Jonas, Sysadmin bei einer Bank in Kiel.", "sysadmin", "kiel"),
        ("ciao, sono Marta, ingegnera presso Leonardo a Genova.", "ingegnera", "genova"),
        (
            "Ol\u00e1, sou a Beatriz, enfermeira no Hospital de Santa Maria.",
            "enfermeira",
            "maria",
        ),
        (
            "Bonjour, moi c'est Hugo, serveur dans une brasserie \u00e0 Metz.",
            "serveur",
            "metz",
        ),
    ],
)
def test_a_job_beside_a_name_is_kept_apart_from_it(reply: str, role: str, workplace: str) -> None:
    facts = _facts(reply)
    assert [s.subject for s in facts] == ["name", "employer", "role"], understand(reply)
    assert role in facts[1].content.lower() and workplace in facts[1].content.lower()
    assert role in facts[2].content.lower() and workplace not in facts[2].content.lower()


@pytest.mark.parametrize(
    "reply",
    [
        "Hola, soy Pablo, y quiero aprender a cocinar.",
        "Soy Ana, de Bilbao.",
        "Ich bin Jana, freut mich.",
    ],
)
def test_a_name_with_no_job_beside_it_stays_whole(reply: str) -> None:
    assert [s.subject for s in _facts(reply)] == ["name"], understand(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Tu peux me tutoyer, hein.",
        "Wir k\u00f6nnen uns duzen, oder?",
        "Puedes tutearme, no hace falta tanta formalidad.",
        "Podes tratar-me por tu, n\u00e3o precisas de ser t\u00e3o formal.",
        "Dammi del tu, per favore.",
        "Vous pouvez me vouvoyer, c'est plus simple pour moi.",
    ],
)
def test_how_to_address_the_user_is_a_standing_rule(reply: str) -> None:
    assert [s.type for s in understand(reply).statements] == [MemoryType.RULE], understand(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Tu peux me dire comment \u00e7a marche ?",
        "Kannst du mir das erkl\u00e4ren?",
        "\u00bfPuedes ayudarme con la factura?",
    ],
)
def test_a_plain_request_is_no_address_rule(reply: str) -> None:
    assert not any(s.type is MemoryType.RULE for s in understand(reply).statements)


@pytest.mark.parametrize(
    "reply",
    [
        "En general prefiero listas cortas, y si necesito m\u00e1s detalle ya te aviso.",
        "Ich mag lieber kurze Antworten, und wenn ich mehr brauche, frage ich nach.",
        "Preferisco esempi brevi, se mi serve altro te lo chiedo.",
    ],
)
def test_a_request_put_off_by_a_condition_leaves_the_preference(reply: str) -> None:
    assert [s.type for s in understand(reply).statements] == [MemoryType.RULE], understand(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Necesito una receta de lentejas.",
        "Ich brauche eine Vorlage f\u00fcr eine K\u00fcndigung.",
        "Mi serve una mail per il mio capo.",
    ],
)
def test_a_request_for_now_is_still_no_memory(reply: str) -> None:
    assert understand(reply).statements == ()


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("Antworte k\u00fcrzer. Ab jetzt immer.", "k\u00fcrzer"),
        (
            "\uadf8\ub0e5 \ubc18\ub9d0\ub85c \ud3b8\ud558\uac8c \ud574\uc918. \uc55e"
            "\uc73c\ub85c \uacc4\uc18d",
            "\ubc18\ub9d0",
        ),
        ("Usa il sistema metrico. Sempre.", "metrico"),
        ("R\u00e9ponds sans jargon. Toujours.", "jargon"),
    ],
)
def test_a_bare_marker_of_lasting_joins_the_sentence_before(reply: str, kept: str) -> None:
    statements = understand(reply).statements
    assert len(statements) == 1 and statements[0].type is MemoryType.RULE, statements
    assert kept in statements[0].content


@pytest.mark.parametrize("reply", ["Merci ! Toujours.", "Gracias! Siempre."])
def test_a_marker_after_thanks_is_no_rule(reply: str) -> None:
    assert not any(s.type is MemoryType.RULE for s in understand(reply).statements)


@pytest.mark.parametrize(
    "reply",
    [
        (
            "\u656c\u8a9e\u306f\u3044\u3089\u306a\u3044\u3067\u3059\u3001\u30bf\u30e1"
            "\u53e3\u3067\u3044\u3044\u3088\u3002"
        ),
        "\ubc18\ub9d0\ub85c \ud574 \uc8fc\uc138\uc694.",
        (
            "\uc774\uc81c \uc874\ub313\ub9d0 \uc548 \uc368\ub3c4 \ub3fc\uc694, \ub9d0 "
            "\ub193\uc73c\uc138\uc694."
        ),
        (
            "\u7d75\u6587\u5b57\u306f\u7d76\u5bfe\u306b\u4f7f\u308f\u306a\u3044\u3067"
            "\u304f\u3060\u3055\u3044\u3002"
        ),
        (
            "\u5c02\u9580\u7528\u8a9e\u306f\u4f7f\u308f\u306a\u3044\u3067\u304f\u3060"
            "\u3055\u3044\u3002"
        ),
    ],
)
def test_address_and_dont_requests_in_japanese_and_korean_are_rules(reply: str) -> None:
    assert any(s.type is MemoryType.RULE for s in understand(reply).statements), understand(reply)


@pytest.mark.parametrize(
    ("content", "language"),
    [
        ("Sou engenheira civil e trabalho na Mota Verde, no Porto.", "pt"),
        ("Je suis pass\u00e9e senior chez Doctolib.", "fr"),
        ("Soy camarero y trabajo en un bar de Cuenca.", "es"),
    ],
)
def test_a_job_joined_to_another_verb_or_a_promotion_is_left_whole(
    content: str, language: Language
) -> None:
    assert role_apart(content, language) is None


@pytest.mark.parametrize(
    "reply",
    [
        (
            "\u0422\u0435\u043f\u0435\u0440\u044c \u044f \u0440\u0430\u0431\u043e\u0442"
            "\u0430\u044e \u0432 \u042f\u043d\u0434\u0435\u043a\u0441\u0435, \u0431\u043e"
            "\u043b\u044c\u0448\u0435 \u043d\u0435 \u0432 \u0421\u0431\u0435\u0440\u0435."
        ),
        (
            "\u0422\u0435\u043f\u0435\u0440\u044c \u044f \u0436\u0438\u0432\u0443 \u0432 "
            "\u041a\u0430\u0437\u0430\u043d\u0438."
        ),
        (
            "\u0422\u0435\u043f\u0435\u0440\u044c \u043c\u044b \u0438\u0441\u043f\u043e"
            "\u043b\u044c\u0437\u0443\u0435\u043c ClickHouse \u0432\u043c\u0435\u0441"
            "\u0442\u043e Postgres."
        ),
    ],
)
def test_now_before_a_russian_fact_keeps_it_a_fact(reply: str) -> None:
    assert [s.type for s in understand(reply).statements] == [MemoryType.FACT], understand(reply)


@pytest.mark.parametrize(
    "reply",
    [
        (
            "\u0422\u0435\u043f\u0435\u0440\u044c \u043e\u0442\u0432\u0435\u0447"
            "\u0430\u0439 \u043a\u043e\u0440\u043e\u0442\u043a\u043e."
        ),
        (
            "\u0422\u0435\u043f\u0435\u0440\u044c \u043f\u0438\u0448\u0438 \u043a"
            "\u043e\u0434 \u0442\u043e\u043b\u044c\u043a\u043e \u043d\u0430 Go."
        ),
        (
            "\u0422\u0435\u043f\u0435\u0440\u044c \u043d\u0435 \u0438\u0441\u043f"
            "\u043e\u043b\u044c\u0437\u0443\u0439 \u044d\u043c\u043e\u0434\u0437"
            "\u0438."
        ),
    ],
)
def test_now_before_a_russian_instruction_is_a_rule(reply: str) -> None:
    assert [s.type for s in understand(reply).statements] == [MemoryType.RULE], understand(reply)

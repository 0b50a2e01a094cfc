"""Changes of value and self-introductions in the other languages Imprint reads.

Phrasings are our own, not the behaviour sets'.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.language import Language
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("Kleines Update: Bitbucket ist Geschichte, wir sind auf GitLab umgezogen.", "bitbucket"),
        (
            "Wir nutzen kein Asana mehr, alles liegt jetzt in Linear. Wie lege ich Zyklen an?",
            "asana",
        ),
        (
            "Bei uns wurde Nagios durch Prometheus ersetzt, endlich. Wie schreibe ich Alerts?",
            "nagios",
        ),
        ("Petite nouvelle : Dropbox, c'est fini pour nous, tout est sur Nextcloud.", "dropbox"),
        ("On n'utilise plus Asana, on a tout mis sur Linear. Tu peux m'aider ?", "asana"),
        ("Cambiamos Heroku por Railway el mes pasado, va mucho mejor la verdad.", "heroku"),
        ("Heroku ya es historia, ahora desplegamos todo en Railway con Docker.", "heroku"),
        ("Novidade: o Heroku j\u00e1 era, agora a gente usa o Railway para tudo.", "heroku"),
        (
            "Substitu\u00edmos o Heroku pelo Railway no m\u00eas passado, ficou bem melhor.",
            "heroku",
        ),
        (
            "Aggiornamento: Heroku \u00e8 storia, adesso usiamo Railway per tutto il deploy.",
            "heroku",
        ),
        (
            "Allora, non usiamo pi\u00f9 Asana: siamo passati a Linear e ci troviamo molto meglio.",
            "asana",
        ),
        (
            "\u041d\u0435\u0431\u043e\u043b\u044c\u0448\u0430\u044f \u043d\u043e\u0432\u043e\u0441"
            "\u0442\u044c: \u043c\u044b \u043e\u0442\u043a\u0430\u0437\u0430\u043b\u0438"
            "\u0441\u044c \u043e\u0442 Asana, \u0442\u0435\u043f\u0435\u0440\u044c"
            " \u0443 \u043d\u0430\u0441 Linear.",
            "asana",
        ),
        (
            "\u8ddf\u4f60\u8bf4\u4e00\u4e0b\uff0c\u6211\u4eec\u5df2\u7ecf\u628aHeroku\u6362\u6210"
            "\u4e86Railway\uff0c\u4e0a\u5468\u5b8c\u6210\u7684\u3002",
            "heroku",
        ),
    ],
)
def test_an_old_value_said_to_be_over_is_retired(reply: str, old: str) -> None:
    reading = understand(reply)
    assert old in reading.retired, reading
    assert reading.statements  # what replaced it is kept too


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("Der Film ist vorbei, jetzt gehen wir essen.", "de"),
        ("Le film est fini, on va manger.", "fr"),
        ("O caf\u00e9 acabou, vou comprar mais.", "pt"),
        ("Il latte \u00e8 finito, passo al supermercato.", "it"),
        ("Se acab\u00f3 la leche, voy a comprar.", "es"),
    ],
)
def test_things_running_out_retire_nothing(sentence: str, language: Language) -> None:
    assert change_in(sentence, language).replaces == ()


@pytest.mark.parametrize(
    ("reply", "name", "rest"),
    [
        ("ciao, sono Ada, insegno fisica in un liceo di Bari. mi aiuti?", "Ada", "Bari"),
        ("hola, soy Nuria, trabajo en una farmacia en Zaragoza.", "Nuria", "Zaragoza"),
        ("salut, moi c'est Lou, je travaille chez Airbus \u00e0 Toulouse.", "Lou", "Toulouse"),
        ("Ol\u00e1, sou a In\u00eas, trabalho numa cl\u00ednica em Faro.", "In\u00eas", "Faro"),
        ("Hallo, ich bin Timo und arbeite als Koch in Kiel.", "Timo", "Kiel"),
    ],
)
def test_an_introduction_keeps_the_name_apart_from_the_rest(
    reply: str, name: str, rest: str
) -> None:
    statements = understand(reply).statements
    (named,) = [s for s in statements if s.subject == "name"]
    assert name in named.content and rest not in named.content
    assert any(rest in s.content and s.subject == "employer" for s in statements)

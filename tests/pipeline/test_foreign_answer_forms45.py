"""How to answer, asked without a verb in the other languages (round 45).

"y porfa respuestas cortitas, que lo leo en el m\u00f3vil", "Antworten bitte kurz halten",
"r\u00e9ponses courtes stp", "risposte brevi per favore", "pas d'\u00e9mojis ni de points
d'exclamation", "us\u00e1 el voseo conmigo", Japanese "kotae wa kajougaki de mijikame ni onegai",
Korean "dapbyeon-eun jjalge hae juseyo": each asks for a way of answering that lasts. Answers
named as a thing of the task ("mis alumnos dan respuestas cortas") ask nothing.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType

_ASKS = [
    "y porfa respuestas cortitas, que lo leo en el m\u00f3vil",
    "te pido una cosa: us\u00e1 el voseo conmigo, el t\u00fa me suena a doblaje",
    "Kleine Bitte: Antworten bitte kurz halten, ich lese am Handy.",
    "Und bitte keine Emojis, das wirkt unseri\u00f6s.",
    "Petite demande : pas d'\u00e9mojis et pas de points d'exclamation dans ce que vous "
    "r\u00e9digez.",
    "et r\u00e9ponses courtes stp, je lis sur mon t\u00e9l\u00e9phone",
    "e risposte brevi per favore, leggo dal telefono",
    "e niente emoji per favore, il mio capo le odia",
    "et donne-moi les quantit\u00e9s en grammes stp, pas en cups",
    "y las medidas en cent\u00edmetros, por favor, que no entiendo las pulgadas",
    "und bitte alles in Metern und Kilogramm, danke",
    "as medidas sempre em cent\u00edmetros, por favor",
    "sin tecnicismos, porfa, no soy inform\u00e1tico",
    "e parlami in modo semplice, non sono esperta",
    # Chinese "ok, yong jiantizi huida" (answer in simplified characters)
    "ok\uff0c\u7528\u7b80\u4f53\u5b57\u56de\u7b54",
    # Japanese "ato kotae wa kajougaki de mijikame ni onegaishimasu"
    "\u3042\u3068\u7b54\u3048\u306f\u7b87\u6761\u66f8\u304d\u3067\u77ed\u3081\u306b\u304a\u9858\u3044"
    "\u3057\u307e\u3059",
    # Korean "dapbyeon-eun jjalge hae juseyo, pon-euro bwayo"
    "\ub2f5\ubcc0\uc740 \uc9e7\uac8c \ud574 \uc8fc\uc138\uc694, \ud3f0\uc73c\ub85c \ubd10\uc694",
]


@pytest.mark.parametrize("reply", _ASKS)
def test_a_way_of_answering_asked_without_a_verb_is_a_rule(reply: str) -> None:
    said = understand(reply).statements
    assert any(s.type is MemoryType.RULE for s in said), said


@pytest.mark.parametrize(
    "reply",
    [
        "mis alumnos dan respuestas cortas en el examen y no s\u00e9 c\u00f3mo ayudarles",
        "les \u00e9l\u00e8ves donnent des r\u00e9ponses courtes, comment les aider ?",
        "el precio en euros es 40 y lo pagu\u00e9 ayer",
    ],
)
def test_answers_named_as_a_thing_of_the_task_ask_nothing(reply: str) -> None:
    assert all(s.type is not MemoryType.RULE for s in understand(reply).statements)


def test_a_clause_that_only_says_the_old_value_went_goes_in_other_languages_too() -> None:
    said = understand(
        "Die VBA-Makros sind Geschichte \U0001f389 Wir haben alles auf Python mit pandas "
        "umgestellt, seit Anfang Juni l\u00e4uft der Monatsbericht nur noch dar\u00fcber."
    ).statements
    assert said
    assert all("Geschichte" not in s.content for s in said)
    assert any("pandas" in s.content for s in said)

"""The learned gate for other languages keeps facts no lexicon reads, in the user's words."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.foreign_gate import foreign_fact_chance, learned_foreign_facts
from imprint.pipeline.language import LANGUAGES, Language
from imprint.pipeline.learned_gate import foreign_clauses, foreign_features
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


@pytest.mark.parametrize(
    "reply",
    [
        # Before the gate, nothing was stored for either reply (the test failed first).
        "Llevo doce a\u00f1os como enfermera en el hospital de Valladolid",
        "Depuis trois ans je fais du b\u00e9n\u00e9volat aux Restos du Coeur le samedi",
    ],
)
def test_a_fact_no_lexicon_reads_is_kept_in_the_users_words(reply: str) -> None:
    [fact] = understand(reply).statements
    assert fact.type is MemoryType.FACT
    assert fact.rule == "learned"
    assert fact.content == reply + "."
    assert fact.change.replaces == ()


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("Llevo doce a\u00f1os como enfermera, \u00bfes mucho?", "es"),  # a question
        ("Heute sitze ich im Zug nach Hamburg und arbeite an der Pr\u00e4sentation", "de"),
        ("Dans 10 minutes j'ai une r\u00e9union avec mon chef", "fr"),
        ("\u4eca\u5929\u5728\u5730\u94c1\u4e0a\u770b\u5b8c\u4e86\u4e00\u672c\u4e66", "zh"),
    ],
)
def test_questions_and_moments_are_not_kept(sentence: str, language: Language) -> None:
    assert learned_foreign_facts(sentence, language) == []


def test_a_reply_asking_to_forget_keeps_no_learned_fact() -> None:
    reply = (
        "Olvida lo de mi operaci\u00f3n, por favor. "
        "Llevo doce a\u00f1os como enfermera en el hospital de Valladolid"
    )
    assert not [s for s in understand(reply).statements if s.rule == "learned"]


@given(st.text(max_size=200), st.sampled_from(LANGUAGES))
def test_chance_is_a_probability_and_clauses_are_pieces(text: str, language: Language) -> None:
    value = foreign_fact_chance(text, language)
    assert 0.0 <= value <= 1.0 and not math.isnan(value)
    slots = foreign_features(text, language)
    assert slots == foreign_features(text, language)
    collapsed = " ".join(text.split())
    for clause in foreign_clauses(text):
        assert clause in collapsed

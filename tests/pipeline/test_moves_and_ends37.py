"""Moves and ends the reading missed (round 37).

A move retires where the user worked in the old town, typed in lower case too: "sou
motorista de app em campinas", then "me mudei pra sorocaba" (`relocations` read a town
only capitalised). German tells a thing given up with the thing first and the verb last:
"Bovenden fahren wir seit Ostern nicht mehr", "den Nebenjob bei der Post hab ich
gekuendigt".
"""

from __future__ import annotations

import pytest

from imprint.pipeline.relocations import relocated
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("content", "old_content"),
    [
        ("Me mudei pra recife semana passada.", "Sou enfermeira num hospital em fortaleza."),
        ("The user moved to leeds last month.", "The user is a barista in york."),
        ("Ich bin nach bremen umgezogen.", "Ich arbeite als Koch in hamburg."),
    ],
)
def test_a_move_retires_the_old_town_typed_in_lower_case(content: str, old_content: str) -> None:
    assert relocated(
        content=content, subject="city", changed=True, old_content=old_content, old_subject=None
    )


@pytest.mark.parametrize(
    ("content", "old_content"),
    [
        # a word after "in" that is no known town
        ("The user moved to leeds last month.", "The user is a barista in training."),
        # the same town
        ("The user moved to leeds last month.", "The user is a barista in leeds."),
    ],
)
def test_no_town_or_the_same_town_stays(content: str, old_content: str) -> None:
    assert not relocated(
        content=content, subject="city", changed=True, old_content=old_content, old_subject=None
    )


async def test_a_move_told_in_portuguese_retires_the_old_town(
    store_url: str, clock: FakeClock
) -> None:
    # the delivery work said again brings the old memory among the candidates the move is
    # compared with
    async with make(store_url, clock) as imprint:
        await say(imprint, "sou entregadora de app em fortaleza, quanto guardo pro imposto?")
        await say_later(
            imprint,
            clock,
            "me mudei pra recife mes passado, continuo nas entregas de app. quais os horarios "
            "de pico?",
        )
        text = (await active_text(imprint)).lower()
        assert "fortaleza" not in text
        assert "recife" in text


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        (
            "Ahrensburg beliefern wir seit dem Sommer nicht mehr, jetzt nur noch Hamburg.",
            "ahrensburg",
        ),
        ("Handball spiele ich seit der Knie-OP nicht mehr.", "handball"),
        ("Den Minijob bei der Tankstelle hab ich im April gek\u00fcndigt.", "minijob"),
        ("Meinen Schrebergarten haben wir letztes Jahr abgegeben.", "schrebergarten"),
    ],
)
def test_a_german_thing_given_up_with_the_verb_last_is_retired(reply: str, old: str) -> None:
    assert old in understand(reply, "").retired


@pytest.mark.parametrize(
    "reply",
    [
        "Morgens laufen wir seit dem Umzug nicht mehr.",
        "Das wei\u00df ich nicht mehr.",
        "Tennis spielen wir nicht mehr so oft.",
    ],
)
def test_a_word_of_time_or_less_often_retires_nothing(reply: str) -> None:
    assert understand(reply, "").retired == ()

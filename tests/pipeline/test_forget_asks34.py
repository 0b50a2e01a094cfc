"""Forget requests asked politely in other languages, and a pointer spelled out after the verb."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("reply", "thing"),
    [
        # Portuguese: a modal and the infinitive, the thing after "historia da"/"assunto do"
        ("o casamento foi adiado. voc\u00ea pode esquecer essa hist\u00f3ria da viagem?", "viagem"),
        ("pode apagar o assunto do apartamento, j\u00e1 era", "apartamento"),
        # Spanish: "puedes olvidar lo de ...", "podr\u00edas borrar lo de ..."
        ("ya no voy. \u00bfpuedes olvidar lo de la boda?", "boda"),
        ("podr\u00edas borrar lo del piso, por favor", "piso"),
        # French: "tu peux oublier l'histoire du ...", "pourriez-vous effacer ..."
        ("tu peux oublier l'histoire du stage, c'est fini", "stage"),
        # German: "kannst du das mit dem ... vergessen"
        ("Kannst du das mit dem Umzug bitte vergessen?", "umzug"),
    ],
)
def test_a_polite_foreign_request_names_its_thing(reply: str, thing: str) -> None:
    request = understand(reply, "Claro.").forget
    assert request is not None
    assert (thing,) in request.terms


@pytest.mark.parametrize(
    "reply",
    [
        "eu posso esquecer as chaves \u00e0s vezes",  # the user forgets; no one is asked
        "puedo olvidar cosas f\u00e1cilmente",
        "je peux oublier mes cl\u00e9s",
    ],
)
def test_a_forgetful_user_asks_nothing(reply: str) -> None:
    assert understand(reply, "Claro.").forget is None


@pytest.mark.parametrize(
    ("reply", "things"),
    [
        (
            "me and tomas broke up so the lisbon plan is off. can you forget all of that, him and "
            "lisbon, i dont want it coming up",
            {("tomas",), ("lisbon",)},
        ),
        (
            "the startup folded. forget all of it: the pitch deck and the investors",
            {("pitch", "deck"), ("investors",)},
        ),
    ],
)
def test_a_pointer_spelled_out_names_each_thing(reply: str, things: set[tuple[str, ...]]) -> None:
    request = understand(reply, "Sorry to hear that.").forget
    assert request is not None
    assert things <= set(request.terms)


@pytest.mark.parametrize(
    "reply",
    [
        "forget that, it was a joke",  # a clause of its own after the pointer
        "forget all of that, it was never true",
    ],
)
def test_a_reason_after_the_pointer_names_nothing(reply: str) -> None:
    request = understand(reply, "Here you go.").forget
    assert request is not None
    assert request.terms == ()


async def test_a_spelled_out_request_forgets_the_person_and_the_place(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "my girlfriend ana and i are planning a week in norway in march to see the fjords. "
            "also i'm vegan, keep that in mind for food",
        )
        await say_later(
            imprint,
            clock,
            "ana and i split up so that trip is done. can you wipe all of that, her and norway, "
            "i dont want it popping up",
        )
        text = (await active_text(imprint)).lower()
        assert "norway" not in text
        assert "ana" not in text
        assert "vegan" in text

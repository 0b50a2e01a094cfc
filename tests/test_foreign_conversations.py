"""The other languages end to end, on both backends: names found by the question asked in the
user's language, a change retiring only the fact it names. Phrasings are our own, not the
behaviour sets'. The readings are tested in tests/pipeline/test_foreign_introductions.py and
tests/pipeline/test_foreign_set_aside.py.
"""

from __future__ import annotations

from imprint import Imprint
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


async def _recalled(imprint: Imprint, query: str) -> str:
    return " | ".join(r.memory.content for r in await imprint.recall(user_id="u", query=query))


async def test_a_name_is_recalled_by_the_question_in_the_users_language(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "Ciao! Sono Ornella, restauro mobili antichi in una bottega a Cremona.",
            "Ciao! Come posso aiutarti?",
        )
        assert "Ornella" in await _recalled(imprint, "Come si chiama l'utente?")
        assert "Cremona" in await _recalled(imprint, "Dove lavora l'utente?")


async def test_a_move_retires_the_home_and_leaves_the_name(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "\u041c\u0435\u043d\u044f \u0437\u043e\u0432\u0443\u0442 "
            "\u0413\u0435\u043d\u0430, \u044f \u0436\u0438\u0432\u0443 "
            "\u0432 \u0421\u0430\u043c\u0430\u0440\u0435 \u0438 \u0440"
            "\u0430\u0431\u043e\u0442\u0430\u044e \u0441\u0432\u0430"
            "\u0440\u0449\u0438\u043a\u043e\u043c.",
        )
        clock.advance(days=20)
        await say(
            imprint,
            "\u042f \u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b "
            "\u0432 \u0422\u043e\u043b\u044c\u044f\u0442\u0442\u0438, "
            "\u0442\u0435\u043f\u0435\u0440\u044c \u0436\u0438\u0432"
            "\u0443 \u0443 \u0431\u0440\u0430\u0442\u0430.",
        )
        active = await active_text(imprint)
        assert "\u0413\u0435\u043d\u0430" in active, active
        assert "\u0422\u043e\u043b\u044c\u044f\u0442\u0442\u0438" in active, active
        assert "\u0421\u0430\u043c\u0430\u0440\u0435" not in active, active


async def test_a_thing_sold_is_retired_and_its_neighbour_stays(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "J'ai une petite cave \xe0 vins \xe0 Dijon, on est ferm\xe9s le lundi.")
        await say(imprint, "J'ai une vieille machine \xe0 caf\xe9 dans l'arri\xe8re-boutique.")
        clock.advance(days=10)
        await say(imprint, "J'ai revendu ma vieille machine \xe0 caf\xe9, elle fuyait.")
        active = await active_text(imprint)
        assert "Dijon" in active and "lundi" in active, active
        assert "arri\xe8re-boutique" not in active, active

"""Changes of value end to end, on both backends: the new value kept, the old one retired.

Phrasings are our own, not the behaviour sets'. The readings themselves are tested in
tests/pipeline/test_switches.py and tests/pipeline/test_revisions.py.
"""

from __future__ import annotations

from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


async def test_a_switch_in_the_first_person_keeps_the_new_value(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my editor is emacs, been using it for ages.")
        clock.advance(days=3)
        await say(imprint, "finally ditched emacs, i'm on neovim now. any plugin tips?")
        active = await active_text(imprint)
        assert "neovim" in active
        assert "editor is emacs" not in active


async def test_a_new_employer_said_in_passing_replaces_the_old(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I work at Initech as a tester.")
        clock.advance(days=30)
        await say(imprint, "these days i'm at Hooli, same kind of job.")
        active = await active_text(imprint)
        assert "Hooli" in active and "Initech" not in active


async def test_instead_takes_back_the_last_pick(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        offer = "Three fonts fit: Lato, Georgia or Inter. Which one?"
        await say(imprint, "Lato, it's friendly", agent=offer)
        clock.advance(minutes=2)
        await say(imprint, "hmm no wait, go with Georgia instead", agent="Lato it is.")
        active = await active_text(imprint)
        assert "Georgia" in active and "Lato" not in active


async def test_forgetting_an_attribute_finds_its_value_and_nothing_else(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm on 64k at the moment.")
        await say(imprint, "I work at Initech as a tester.")
        await say(imprint, "our budget is 10k for the trip.")
        clock.advance(days=2)
        observation = await say(imprint, "please forget what I told you about my income")
        assert len(observation.forgotten) == 1
        active = await active_text(imprint)
        assert "64k" not in active
        assert "Initech" in active


async def test_a_provider_moved_off_is_retired(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I bank with Nationwide, how do I set up a direct debit?")
        clock.advance(days=20)
        await say(imprint, "moved my salary and bills over to Starling and closed Nationwide.")
        active = await active_text(imprint)
        assert "Starling" in active and "Nationwide" not in active.replace("closed Nationwide", "")


async def test_a_diet_changed_by_someone_else_replaces_the_old(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm on a paleo diet, need snack ideas.")
        clock.advance(days=14)
        await say(imprint, "the dietitian took me off paleo, she has me on a DASH diet now.")
        active = await active_text(imprint)
        assert "DASH" in active and "on a paleo diet" not in active


async def test_a_switch_in_a_subordinate_clause_retires_the_old_tool(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "our ci is Travis, how do I cache gems?")
        clock.advance(days=10)
        await say(imprint, "since we moved the builds to CircleCI, how do I split tests?")
        active = await active_text(imprint)
        assert "CircleCI" in active and "Travis" not in active


async def test_a_stage_reached_replaces_the_one_before(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my daughter Ines is in kindergarten and loves drawing.")
        clock.advance(days=200)
        await say(imprint, "Ines started first grade today! any maths games?")
        active = await active_text(imprint)
        assert "first grade" in active and "kindergarten" not in active


async def test_make_it_instead_takes_back_the_users_own_pick(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "Let's do Valencia, early June", agent="Where should the retreat be?")
        clock.advance(minutes=3)
        await say(imprint, "actually make it Seville instead", agent="Valencia, great choice.")
        active = await active_text(imprint)
        assert "Seville" in active and "Valencia" not in active


async def test_a_new_workplace_in_another_language_replaces_the_old(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "Hola, soy enfermera en Vigo. Necesito un plan de turnos.")
        clock.advance(days=40)
        await say(imprint, "Desde enero cambi\u00e9 de hospital, ahora trabajo en Lugo.")
        active = await active_text(imprint)
        assert "Lugo" in active and "Vigo" not in active


async def test_a_new_employer_finds_a_workplace_said_with_a_role(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "im the frontend lead at Brindlewood (we make kitchen planners)")
        clock.advance(days=40)
        await say(imprint, "I work at Quarrymoor now, way smaller team")
        active = await active_text(imprint)
        assert "Quarrymoor" in active and "Brindlewood" not in active


async def test_a_move_finds_the_home_the_user_worked_from(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm a UX designer working remotely from Ghent")
        clock.advance(days=60)
        await say(imprint, "big news, I moved to Utrecht last week!")
        active = await active_text(imprint)
        assert "Utrecht" in active and "Ghent" not in active


async def test_a_move_said_as_done_finds_the_home_said_with_they(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm 71, my wife and I live in Tucson and the garden is baking")
        clock.advance(days=60)
        await say(imprint, "the big move is done, we're now in Duluth near our son")
        active = await active_text(imprint)
        assert "Duluth" in active and "Tucson" not in active


async def test_a_move_in_french_said_with_its_verb_retires_the_old_town(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "Je suis bas\u00e9e \u00e0 Rennes, graphiste en freelance.")
        clock.advance(days=30)
        await say(
            imprint,
            "J'ai emm\u00e9nag\u00e9 \u00e0 Brest la semaine derni\u00e8re, enfin au bord "
            "de la mer.",
        )
        active = await active_text(imprint)
        assert "Brest" in active and "Rennes" not in active


async def test_a_move_in_italian_said_with_its_verb_retires_the_old_town(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "Sono insegnante di inglese a Verona.")
        clock.advance(days=30)
        await say(imprint, "Novit\u00e0: ora abito a Trieste, insegno sempre inglese.")
        active = await active_text(imprint)
        assert "Trieste" in active and "Verona" not in active

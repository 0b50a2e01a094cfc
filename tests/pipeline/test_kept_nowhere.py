"""Forget requests that say where a thing must not be, and what such a request leaves."""

from __future__ import annotations

from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


async def test_a_name_kept_nowhere_is_forgotten_and_the_rest_stays(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "im on the conveyancing team, need a completion letter, buyer is ms adeyemi",
            agent="What are we drafting?",
        )
        await say(
            imprint,
            "actually dont keep the buyer name anywhere, data protection. the conveyancing bit "
            "is fine",
            agent="Here's the completion letter for Ms Adeyemi...",
        )
        active = await active_text(imprint)
        assert "adeyemi" not in active.lower(), active
        assert "conveyancing" in active, active


async def test_my_number_is_the_phone_number_and_nothing_else(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "we're closed sundays, open mon-sat 9-5. my mobile is 07700 900123 if the "
            "courier calls",
        )
        await say(imprint, "and delete my number from your notes please, it's my personal one")
        active = await active_text(imprint)
        assert "900123" not in active, active
        assert "sundays" in active, active


async def test_what_brought_a_state_about_goes_alone(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "running the bakery on my own now since the separation, need a rota")
        await say(imprint, "oh and forget the separation bit pls, just the bakery stuff")
        active = await active_text(imprint)
        assert "separation" not in active, active
        assert "bakery" in active, active


def test_never_mentioning_a_thing_anywhere_is_a_way_to_write() -> None:
    from imprint.pipeline.understand import understand

    reading = understand(
        "never mention pricing or discounts anywhere, their compliance team will kill it",
        "Which client today?",
    )
    assert reading.forget is None


async def test_a_value_said_without_a_word_the_old_memory_had_is_still_it(
    store_url: str, clock: FakeClock
) -> None:
    from tests.conversation import active_text as text

    async with make(store_url, clock) as imprint:
        await say(imprint, "sundays we do the harbour craft market, 9 to 2. need a price list")
        clock.advance(days=30)
        await say(
            imprint, "we're no longer doing the harbour market, too quiet. can u update the sign"
        )
        assert "craft market" not in await text(imprint)


async def test_a_firm_gone_bust_is_no_longer_the_users(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "most of my work comes through Lindqvist Media, an agency in Malmo")
        clock.advance(days=30)
        await say(imprint, "ugh lindqvist went bust, still owe me for march. how do i chase it")
        active = await active_text(imprint)
        assert "comes through Lindqvist" not in active, active


def test_the_closing_of_a_machine_is_no_firm_gone() -> None:
    from imprint.pipeline.updates import change_in

    assert change_in("the server shut down overnight again", "en").replaces == ()

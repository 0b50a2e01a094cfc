"""A forget request that names a thing by what it is: "the client name", "my income numbers"."""

from __future__ import annotations

from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


async def test_the_client_name_is_the_name_the_agent_echoed(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "german to english, a tender for brackwater energy, they build substations",
            agent="What are we translating today?",
        )
        await say(
            imprint,
            "hmm actually that one is confidential. forget the client name please",
            agent="Great, I'll keep the Brackwater Energy tender terms consistent.",
        )
        active = await active_text(imprint)
        assert "brackwater" not in active.lower(), active


async def test_forgetting_what_a_question_asked_keeps_what_the_answer_added(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "around 52k. mostly saas clients, landing pages and onboarding emails",
            agent="To set your rates, roughly what did you earn last year?",
        )
        assert "52k" in await active_text(imprint)
        clock.advance(days=10)
        await say(imprint, "actually please forget my income, i'd rather not have it on file")
        active = await active_text(imprint)
        assert "52k" not in active, active
        assert "saas clients" in active, active


async def test_what_is_listed_after_a_thing_to_clear_goes_with_it(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "prepping for a final round at harlow foods on monday, ops manager role. "
            "also my cat biscuit is sitting on my notes",
        )
        assert "harlow" in (await active_text(imprint)).lower()
        clock.advance(days=14)
        await say(
            imprint,
            "no offer. can you clear out everything about the job hunt, harlow, the final round, "
            "all of it? anyway biscuit needs a new scratching post",
        )
        active = await active_text(imprint)
        assert "harlow" not in active.lower(), active
        assert "biscuit" in active.lower(), active

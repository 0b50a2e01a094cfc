"""Updates of topics no lexicon names, end to end on both backends.

A statement that says a topic of the user's changed (an event's date, a tool, a role, a
home, a recurring amount, a pet) is kept, and the older memory holding the topic's old
value is retired; memories that only share a word stay. Phrasings are our own; the rule
itself is tested in tests/pipeline/test_topic_changes.py.
"""

from __future__ import annotations

from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


async def test_an_event_moved_to_another_day_replaces_the_old_date(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my daughter's dance recital is on May 17, need a packing list")
        clock.advance(days=5)
        await say(imprint, "the recital got pushed to June 7, the hall flooded")
        active = await active_text(imprint)
        assert "June 7" in active and "May 17" not in active


async def test_a_tool_the_team_moved_to_retires_the_old_tools_rule(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "we track experiments in Comet, add the logging to any script you write")
        clock.advance(days=20)
        await say(imprint, "the team moved experiment tracking to Neptune this quarter")
        active = await active_text(imprint)
        assert "Neptune" in active and "Comet" not in active


async def test_a_promotion_replaces_the_old_role(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm a junior copywriter at a small agency")
        clock.advance(days=90)
        await say(imprint, "they promoted me, I'm now the senior copywriter on the team")
        active = await active_text(imprint)
        assert "senior copywriter" in active and "junior" not in active


async def test_a_household_move_replaces_where_the_user_was(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I keep bees near Ghent, any tips for winter?")
        clock.advance(days=60)
        await say(imprint, "we relocated to Utrecht in the spring, the hives came too")
        active = await active_text(imprint)
        assert "Utrecht" in active and "Ghent" not in active


async def test_a_recurring_amount_raised_replaces_the_old_amount(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I invest 200 every month in an index fund, is that enough?")
        clock.advance(days=30)
        await say(imprint, "got a raise so I'm bumping the monthly investing to 350")
        active = await active_text(imprint)
        assert "350" in active and "200" not in active


async def test_a_pet_that_died_is_retired_and_the_new_one_kept(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my rabbit Clover is 8 and has arthritis")
        clock.advance(days=40)
        await say(imprint, "Clover passed away last week. we adopted a young rabbit called Pip")
        active = await active_text(imprint)
        assert "Pip" in active and "Clover" not in active


async def test_memories_that_only_share_a_word_both_stay(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "Our wedding is at Oak Hall, 120 guests.")
        await say(imprint, "We use Postgres for the orders service.")
        clock.advance(days=7)
        await say(imprint, "The wedding is now on October 3 because the venue flooded.")
        await say(imprint, "we moved the orders dashboard to Metabase")
        active = await active_text(imprint)
        assert "120 guests" in active and "October 3" in active
        assert "Postgres" in active and "Metabase" in active


async def test_a_pinned_memory_stays_when_its_topic_changes(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        first = await say(imprint, "my daughter's dance recital is on May 17, need a packing list")
        await imprint.pin(user_id="u", memory_id=first.created[0].memory_id)
        clock.advance(days=5)
        await say(imprint, "the recital got pushed to June 7, the hall flooded")
        active = await active_text(imprint)
        assert "June 7" in active and "May 17" in active


async def test_a_change_said_in_the_same_reply_retires_nothing_of_it(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "My viva is on 18 November. The mock viva got moved to 4 November, the examiner"
            " is away.",
        )
        active = await active_text(imprint)
        assert "18 November" in active and "4 November" in active

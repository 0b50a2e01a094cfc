"""Changes of the user's own world told in passing retire what they replace, end to end.

The earlier statement is often buried in a request and the update said on the way to
another one; the new value is kept and the old one is no longer active. Phrasings are our
own; the readers are tested in tests/pipeline/test_passing_changes.py.
"""

from __future__ import annotations

from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


async def test_a_new_employer_said_in_passing_replaces_the_old_one(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint, "draft a launch email. i'm a designer at Pellucid, we sign off as 'the team'"
        )
        clock.advance(days=40)
        await say(
            imprint, "new gig, started at Tallowmere on monday as a design lead. intro post pls"
        )
        active = await active_text(imprint)
        assert "Tallowmere" in active and "Pellucid" not in active


async def test_leaving_a_job_by_handing_in_the_badge_retires_it(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I teach maths at Greyfield School, need a starter on fractions")
        clock.advance(days=60)
        await say(
            imprint,
            "handed in my badge at Greyfield in july. I'm tutoring for Numberwise now, help "
            "me price sessions",
        )
        active = await active_text(imprint)
        assert "Numberwise" in active and "Greyfield" not in active


async def test_a_house_bought_elsewhere_replaces_the_old_home(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I live in Bristol, which allotment waiting lists are shortest?")
        clock.advance(days=90)
        await say(imprint, "we closed on a farmhouse near Hexham! what grows up there in march")
        active = await active_text(imprint)
        assert "Hexham" in active and "Bristol" not in active


async def test_a_tool_ripped_out_is_replaced_by_what_it_is_all_now(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "our Jenkins pipeline keeps timing out on the lint stage, ideas?")
        clock.advance(days=30)
        await say(imprint, "ripped out jenkins, it's all Buildkite now. how do I cache deps")
        active = await active_text(imprint)
        assert "Buildkite" in active and "Jenkins pipeline" not in active


async def test_a_new_diet_replaces_the_old_one(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm pescatarian, plan me five lunches")
        clock.advance(days=50)
        await say(imprint, "went fully vegan over new year so redo the lunches please")
        active = await active_text(imprint)
        assert "vegan" in active and "pescatarian" not in active


async def test_a_renamed_band_replaces_its_old_name(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "setlist ideas for my band Tin Heron, we play folk-punk")
        clock.advance(days=20)
        await say(imprint, "we're Marsh Lights now, legal reasons. write a new bio")
        active = await active_text(imprint)
        assert "Marsh Lights" in active and "Tin Heron" not in active


async def test_a_tone_that_is_something_else_now_replaces_the_old_rule(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "release notes for Driftwood. tone: cheeky, jokes welcome")
        clock.advance(days=10)
        await say(imprint, "legal got involved, the tone is neutral now. redo the notes")
        active = await active_text(imprint)
        assert "neutral" in active and "cheeky" not in active


async def test_a_plan_called_off_is_retired(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm doing the Snowdon ultra in June, build me a plan")
        clock.advance(days=25)
        await say(imprint, "torn calf, so Snowdon is off this year. swimming plan instead?")
        active = await active_text(imprint)
        assert "Snowdon ultra" not in active


async def test_someone_elses_new_job_leaves_the_users_employer(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm an analyst at Kestrel Bank, help me format this deck")
        clock.advance(days=15)
        await say(imprint, "my husband started at Orbweave last week, so I do the school run")
        active = await active_text(imprint)
        assert "Kestrel Bank" in active


async def test_a_weekly_slot_moved_to_another_day_replaces_the_old_day(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "make a fridge rota. the fixed bits: Nia has judo wednesdays 6-7")
        clock.advance(days=30)
        await say(imprint, "new term chaos. Nia's judo got moved to fridays, redo the rota")
        active = await active_text(imprint)
        assert "fridays" in active and "wednesdays" not in active

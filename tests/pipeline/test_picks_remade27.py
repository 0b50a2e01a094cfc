"""A pick made anew: in the end, after a change of mind, or a named option given up."""

from __future__ import annotations

from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


def test_a_pick_made_at_the_end_of_a_story_is_a_decision() -> None:
    reading = understand(
        "so we met the kit supplier and ended up going with green and white, cheaper dye",
        "Navy and gold kits: here are three suppliers...",
    )
    decisions = [s.content for s in reading.statements if s.type.value == "decision"]
    assert any("green and white" in d for d in decisions), decisions


async def test_a_story_that_ends_in_a_pick_takes_nothing_back(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "her name is Biscuit", agent="What's your dog's name?")
        await say(
            imprint,
            "we went to three shops and ended up going with the sage one",
            agent="How did the coat shopping go?",
        )
        active = await active_text(imprint)
        assert "Biscuit" in active, active


def test_a_person_gone_along_with_is_no_pick() -> None:
    reading = understand("we went to the fair and ended up going with my dad", "Fun!")
    assert not [s for s in reading.statements if s.type.value == "decision"], reading.statements


async def test_make_it_after_a_bare_change_of_mind_replaces_the_last_reply(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "mon wed fri, 6am", agent="What schedule do you want for yourself?")
        await say(
            imprint,
            "hmm. actually i changed my mind, 6am is brutal after night shifts. make it tue thu, "
            "7pm",
            agent="Mon/Wed/Fri at 6am: here's week one...",
        )
        active = await active_text(imprint)
        assert "tue thu" in active, active
        assert "mon wed fri" not in active, active


async def test_a_change_of_mind_keeps_an_unrelated_reply(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "night shifts, 3 on 4 off", agent="Anything else I should know?")
        await say(
            imprint,
            "I changed my mind, make it 2 meals",
            agent="Here's your meal plan with 3 meals.",
        )
        active = await active_text(imprint)
        assert "night shifts" in active, active


def test_an_edit_after_a_change_of_mind_is_no_pick() -> None:
    reading = understand("actually I changed my mind, make it friendlier", "Here's the intro.")
    assert not [s for s in reading.statements if s.type.value == "decision"], reading.statements


def test_make_it_without_a_change_of_mind_is_no_pick() -> None:
    reading = understand("make it shorter and punchier", "Here's the intro.")
    assert not [s for s in reading.statements if s.type.value == "decision"], reading.statements


async def test_a_name_given_up_without_the_retires_it(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "Fernhill Lodge, we paid the deposit", agent="Where's the retreat?")
        await say(
            imprint,
            "bad news, they flooded so we're no longer doing Fernhill. Oakmere Hall "
            "had the same weekend free",
        )
        active = await active_text(imprint)
        assert "Fernhill Lodge, we paid" not in active, active
        assert "no longer doing Fernhill" in active, active


async def test_money_put_in_is_what_my_parents_money_names(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint, "about 12k all in. my in-laws are chipping in 4k", agent="What's the budget?"
        )
        await say(imprint, "actually pls forget the in-laws money part, touchy subject")
        active = await active_text(imprint)
        assert "4k" not in active, active
        assert "12k" in active, active


async def test_the_job_search_named_in_two_words_is_forgotten(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "I've got interviews lined up at two fintechs, keep that quiet. "
            "I run the payments team",
            agent="How can I help?",
        )
        await say(imprint, "forget the job search stuff, staying put")
        active = await active_text(imprint)
        assert "interview" not in active.lower(), active
        assert "payments team" in active, active


async def test_hunting_alone_is_not_a_job_search(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I've got interviews lined up at two fintechs", agent="Hi!")
        await say(imprint, "forget the hunting stuff i mentioned, wrong chat")
        active = await active_text(imprint)
        assert "interviews" in active, active


async def test_a_value_raised_to_a_new_figure_retires_the_old(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint, "need a quote. my rate is 0.09 GBP/word for FR>EN, min fee 30", agent="Hi!"
        )
        await say(imprint, "raising my rate to 0.10/word from next month, inflation. min fee stays")
        active = await active_text(imprint)
        assert "0.10" in active, active
        assert "0.09" not in active, active


def test_raising_a_child_is_no_new_value() -> None:
    from imprint.pipeline.updates import change_in

    assert not change_in("we're raising our kids to be bilingual", "en").changed


async def test_someone_who_has_retired_is_no_longer_who_helps(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "our cleaner Marguerite does the office on fridays", agent="Hi!")
        await say(imprint, "Marguerite has retired, a company called Brightside does it now")
        active = await active_text(imprint)
        assert "Marguerite does the office" not in active, active


def test_a_rate_put_up_is_the_new_rate() -> None:
    from imprint.pipeline.new_amounts import new_amount

    found = new_amount("putting my rate up to 95 EUR an hour from june")
    assert found is not None and "95" in found.text, found


def test_a_value_cut_without_my_still_says_it_changed() -> None:
    from imprint.pipeline.updates import change_in

    assert change_in("fuel costs, so we're cutting delivery to 5 miles", "en").changed
    assert not change_in("cut it to 5 lines for this one", "en").changed


async def test_a_change_told_as_a_fact_retires_the_habit_kept_as_a_rule(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint, "we deliver within 8 miles of the shop, free over 40 pounds", agent="Hi!"
        )
        await say(imprint, "fuel is up so we're cutting delivery to 5 miles")
        active = await active_text(imprint)
        assert "5 miles" in active, active
        assert "within 8 miles" not in active, active

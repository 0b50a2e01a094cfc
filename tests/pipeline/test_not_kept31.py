"""What is not the user's lasting word: a case supposed ("say we got a second dog"), a week's
plan ("this week only"), a claim pasted to be checked, the wish again after a forget
request, a way of answering set aside ("instead of just giving me the fix"), progress
against a quota."""

from __future__ import annotations

import pytest

from imprint.pipeline.forget import forget_request
from imprint.pipeline.hedges import hedged
from imprint.pipeline.new_amounts import new_amount
from imprint.pipeline.one_off import accepts_offer, marks_one_off
from imprint.pipeline.segment import segment
from imprint.pipeline.updates import change_in
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    "sentence",
    [
        "but say we got a second dog, would she be allowed to say no?",
        "suppose i quit my job, what happens to my pension",
        "say we moved to leeds",
        "and what if we sold the van",
        "let's say i take the offer",
    ],
)
def test_a_case_supposed_is_hedged(sentence: str) -> None:
    assert hedged(sentence)


@pytest.mark.parametrize(
    "sentence", ["i'd say we use postgres", "we use postgres", "as i say we ship on fridays"]
)
def test_a_statement_is_not_hedged(sentence: str) -> None:
    assert not hedged(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "this week only im doing my long run on saturday",
        "this weekend only we're eating out",
        "only this week, swim on tuesday",
    ],
)
def test_a_weeks_plan_is_one_off(sentence: str) -> None:
    assert marks_one_off(sentence)


@pytest.mark.parametrize(
    "text",
    [
        'is this legit?? "Runners should always drink 500ml before every run."',
        "is this true: you should never stretch before running",
        'is it actually accurate? "Always carry electrolytes for any run over 20 minutes."',
    ],
)
def test_a_claim_asked_about_is_set_aside(text: str) -> None:
    read = segment(text)
    assert read.pasted
    assert not any("always" in s.lower() or "never" in s.lower() for s in read.sentences)


def test_the_users_own_question_is_kept() -> None:
    assert segment("is it right that i always use tabs?").sentences == (
        "is it right that i always use tabs?",
    )


def test_the_wish_again_after_a_forget_request_is_taken_up() -> None:
    sentences = (
        "the stuff about the pip, can you not keep any of that?",
        "dont really want it hanging around.",
    )
    request, used = forget_request(sentences, "en")
    assert request is not None
    assert used == frozenset({0, 1})


@pytest.mark.parametrize(
    "sentence",
    [
        "can you explain why next time instead of just giving me the fix?",
        "explain it instead of giving me code",
        "instead of simply listing them, group them",
    ],
)
def test_a_way_of_answering_set_aside_is_no_old_value(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


def test_an_activity_left_is_still_an_old_value() -> None:
    assert change_in("i cycle instead of running now", "en").replaces == ("running",)


def test_progress_against_a_quota_is_no_budget() -> None:
    assert new_amount("quota is 120k a quarter and im at 60k with 5 weeks left") is None
    budget = new_amount("with the bonus we're at 45k all in")
    assert budget is not None and budget.text == "The budget is now 45k total"


async def test_a_supposed_second_dog_is_not_kept(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "we've got bruno, our greyhound. but say we got a second dog, like a labrador "
            "puppy, would she be allowed to say no?",
        )
        active = await active_text(imprint)
        assert "bruno" in active, active
        assert "labrador" not in active, active


async def test_a_pasted_claim_is_not_kept(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            'is this legit?? "Runners should always drink 500ml of water before every run. '
            'Always carry electrolytes for any run over 20 minutes."',
        )
        assert await active_text(imprint) == ""


OFFER = "Working back from 30 September. Want this as a week-by-week table?"


@pytest.mark.parametrize(
    ("sentence", "agent"),
    [
        ("yes table pls", OFFER),
        ("yeah a table please", OFFER),
        ("sure, go on", "Shall I draft the email to her?"),
        ("ok do it", "Would you like a printable version?"),
        ("please!", OFFER),
    ],
)
def test_a_yes_to_an_offer_is_this_turns(sentence: str, agent: str) -> None:
    assert accepts_offer(sentence, agent)


@pytest.mark.parametrize(
    ("sentence", "agent"),
    [
        ("yes, always do tables for plans", OFFER),  # said to last
        ("yes table pls", "Here is the plan."),  # nothing offered
        ("yes i work nights so plan around that and keep it short", OFFER),  # more than a yes
        ("tables pls", OFFER),  # no yes
        ("please weigh everything out in grams", "Hi! Want a recipe?"),  # a way asked
        ("yes, banana bread, but please weigh everything out in grams", "Want a recipe?"),
    ],
)
def test_not_a_yes_to_an_offer(sentence: str, agent: str) -> None:
    assert not accepts_offer(sentence, agent)


def test_the_same_as_last_time_is_one_off() -> None:
    assert marks_one_off("same kind of reply as last time pls")
    assert not marks_one_off("the same client as last time wants tables")


async def test_a_way_asked_beside_a_yes_is_kept(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "yes, banana bread, but please weigh everything out in grams. I'm in Manchester",
            agent="Hi! Want a recipe?",
        )
        assert "grams" in await active_text(imprint)


async def test_a_yes_to_a_table_keeps_no_rule(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "yes table pls", agent=OFFER)
        assert await active_text(imprint) == ""

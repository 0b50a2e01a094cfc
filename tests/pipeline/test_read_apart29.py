"""Shapes found reading a set written apart (round 29), each tested in other phrasings."""

from __future__ import annotations

import pytest

from imprint.pipeline.answers import answered_fact
from imprint.pipeline.asks_apart import question_apart
from imprint.pipeline.forget import forget_request
from imprint.pipeline.segment import informal_english
from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.value_classes import search_words
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


async def test_a_rate_named_by_its_period_retires_the_old_one(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "dog walker here, I charge $22 an hour for solo walks")
        clock.advance(days=30)
        await say(imprint, "fyi my hourly is $26 now, everyone round here went up")
        active = await active_text(imprint)
        assert "$26" in active, active
        assert "$22" not in active, active


def test_a_rate_named_by_its_period_is_searched_as_a_rate() -> None:
    assert "rate" in search_words("The user's daily is \u20ac400 now.")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Theo's outgrown his nut allergy!", "Theo is no longer allergic to nut"),
        ("she grew out of the milk allergy last year", "she is no longer allergic to milk"),
        ("i outgrew my penicillin allergy apparently", "I am no longer allergic to penicillin"),
    ],
)
def test_an_allergy_outgrown_is_said_as_no_longer(text: str, said: str) -> None:
    assert said in informal_english(text)


def test_outgrowing_something_else_is_left_alone() -> None:
    assert informal_english("he's outgrown his shoes again") == "he's outgrown his shoes again"


@pytest.mark.parametrize(
    ("sentence", "head"),
    [
        ("our terrace house in leeds is damp, cheap ways to fix it?", "our terrace house in leeds"),
        ("my son is 7 and obsessed with trains, ideas for his party?", "my son is 7"),
        ("I cycle to work every day so maybe plan round that?", "I cycle to work every day."),
    ],
)
def test_a_statement_before_a_short_ask_is_read_apart(sentence: str, head: str) -> None:
    parts = question_apart(sentence)
    assert len(parts) == 2 and parts[0].startswith(head), parts


@pytest.mark.parametrize(
    "sentence", ["if we move to leeds, cheap ways to heat a flat?", "so what do I do, ideas?"]
)
def test_a_condition_or_a_question_stays_whole(sentence: str) -> None:
    assert question_apart(sentence) == (sentence,)


@pytest.mark.parametrize("question", ["What happened?", "Oh no, what went wrong?"])
def test_what_happened_asks_about_an_event_not_the_user(question: str) -> None:
    agent = f"I can't watch it live, but I'm happy to chat. {question}"
    assert answered_fact(("ref gave a pen for nothing in the 90th min.",), agent) is None


def test_the_debt_stuff_names_what_is_owed_not_every_sum() -> None:
    targets = (("debt",),)
    assert forget_matches("The user owes 3k on a credit card.", targets)
    assert forget_matches("The user has a 6k overdraft.", targets)
    assert not forget_matches("The user makes about 3k a month freelancing.", targets)


def test_a_reason_after_the_things_to_forget_is_no_thing_to_forget() -> None:
    request, _ = forget_request(
        ("forget the gambling and the loan stuff, not something i want saved",), "en"
    )
    assert request is not None
    assert ("something",) not in request.terms, request.terms
    assert ("gambling",) in request.terms, request.terms


async def test_a_dog_said_beside_a_private_matter_stays_when_it_is_forgotten(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "my counsellor suggested a routine for the panic attacks. "
            "I walk my dog Pepper at 6 anyway so maybe start with that?",
        )
        await say(
            imprint, "please forget the counsellor and panic attack bit, not something i want kept"
        )
        active = await active_text(imprint)
        assert "Pepper" in active, active
        assert "panic" not in active.lower(), active

"""Learners' replies: a tutor named in passing, a lesson day pointed at, an ask made lasting
by how the user was taught, a condition typed without its comma, a sigh that is no ask, a
subject put down for another, an exam moved to a new date, what the user still does."""

from __future__ import annotations

import pytest

from imprint.pipeline.forget import forget_request
from imprint.pipeline.named_beings import named_being
from imprint.pipeline.pointed_values import when_pointed
from imprint.pipeline.segment import informal_english, segment
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


def _kept(reply: str, agent: str = "") -> list[tuple[str, str]]:
    return [(s.type.value, s.content) for s in understand(reply, agent).statements]


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("my japanese tutor keiko gave me homework", "The user's japanese tutor is called Keiko."),
        ("my tutor Sam says hi", "The user's tutor is called Sam."),
        ("my piano teacher ana moved my lesson", "The user's piano teacher is called Ana."),
    ],
)
def test_a_tutor_named_in_passing(sentence: str, fact: str) -> None:
    assert named_being(sentence) == fact


@pytest.mark.parametrize(
    "sentence", ["my piano teacher is great", "my maths tutor keeps cancelling"]
)
def test_no_tutor_named(sentence: str) -> None:
    assert named_being(sentence) is None


def test_a_routine_said_of_that_time_keeps_the_time() -> None:
    told = when_pointed(
        "thats when we have our lesson every week", "can you check them before thursday?"
    )
    assert told is not None and "thursday" in told and "every week" in told
    assert when_pointed("thats when it broke", "before thursday") is None


@pytest.mark.parametrize(
    ("reply", "rule"),
    [
        (
            "can you use do re mi instead of letters? i learned music in italy and letters "
            "confuse me every time",
            "Use do re mi instead of letters.",
        ),
        (
            "could you use 24h times? am/pm throws me off every time",
            "Use 24h times.",
        ),
    ],
)
def test_an_ask_made_lasting_by_how_the_user_learned(reply: str, rule: str) -> None:
    assert ("rule", rule) in _kept(reply)


def test_a_passing_reason_keeps_the_ask_this_turns() -> None:
    assert not [k for k in _kept("can you use do re mi? i learned it in school") if k[0] == "rule"]


@pytest.mark.parametrize(
    ("text", "fixed"),
    [
        (
            "if theres kanji just put furigana in brackets after it",
            "if there's kanji, just put furigana in brackets after it",
        ),
        ("when there's code use fenced blocks", "when there's code, use fenced blocks"),
    ],
)
def test_a_condition_is_closed_before_its_ask(text: str, fixed: str) -> None:
    assert informal_english(text) == fixed


def test_a_statement_after_if_is_left() -> None:
    text = "if there is time we put the kettle on"
    assert informal_english(text) == text


def test_a_sigh_is_no_ask() -> None:
    assert not [k for k in _kept("dont ask, the lyon job fell through. ugh") if k[0] == "rule"]
    assert ("rule", "Don't ask the user for confirmation every time, just do it.") in _kept(
        "don't ask me for confirmation every time, just do it"
    )


def test_the_wish_again_names_no_target() -> None:
    sentences = segment("just wipe all the scholarship stuff, pretend i never asked.").sentences
    request, _ = forget_request(sentences, "en")
    assert request is not None and request.terms == (("scholarship",),)


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("im putting french down and going back to portuguese", "french"),
        ("dropping spanish to focus on german", "spanish"),
        ("giving up on duolingo and switching to anki", "duolingo"),
        ("shelving the novel and going back to the screenplay", "novel"),
    ],
)
def test_a_thing_put_down_for_another_is_the_old_one(sentence: str, old: str) -> None:
    assert change_in(sentence, "en").replaces == (old,)


@pytest.mark.parametrize(
    "sentence",
    [
        "putting the baby down and going back to bed",
        "im dropping the kids off and going back to work",
        "putting french down for tonight",
    ],
)
def test_nothing_put_down_for_good(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


def test_what_the_user_still_does_is_kept() -> None:
    assert ("fact", "The user is still playing cello tho.") in _kept("still playing cello tho")
    assert _kept("still waiting on the email") == []


async def test_an_exam_moved_to_a_new_date_replaces_the_old_date(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "im sitting ielts academic on july 9, need band 7 for my uni offer")
        await say_later(
            imprint, clock, "phew, test centre moved my exam to august 20 bc of some admin issue"
        )
        active = await active_text(imprint)
        assert "august 20" in active, active
        assert "july 9" not in active, active


async def test_a_language_put_down_is_retired(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "im learning french because im moving to lyon for work in september")
        await say_later(
            imprint,
            clock,
            "ok decided, im putting french down and going back to portuguese, my partners "
            "family is in porto",
        )
        assert "learning french" not in await active_text(imprint)

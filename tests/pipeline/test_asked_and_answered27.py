"""Answers to questions asked without a mark, or with a hedge after what is sure."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


def _contents(reply: str, agent: str) -> list[str]:
    return [s.content for s in understand(reply, agent).statements]


@pytest.mark.parametrize(
    ("agent", "reply", "kept"),
    [
        ("To size the frame I need your inseam.", "81cm, maybe 82 in boots", "81cm"),
        ("Great. Tell me your shoe size.", "uk 9, sometimes 9.5", "uk 9"),
        ("So first, I'll need your postcode.", "LS6 2AB", "LS6 2AB"),
    ],
)
def test_an_ask_for_a_detail_without_a_question_mark_is_answered(
    agent: str, reply: str, kept: str
) -> None:
    contents = _contents(reply, agent)
    assert any(c.startswith("Asked ") and kept in c for c in contents), contents


@pytest.mark.parametrize(
    "agent",
    ["Here's the draft. Let me know your thoughts.", "Done! Tell me your feedback."],
)
def test_an_ask_for_a_reaction_keeps_no_answer(agent: str) -> None:
    contents = _contents("looks fine i guess, bit long", agent)
    assert not any(c.startswith("Asked ") for c in contents), contents


def test_how_the_user_does_a_thing_of_theirs_is_answered() -> None:
    contents = _contents("Cheers, Tomasz", "How do you sign off your newsletters?")
    assert any("Cheers, Tomasz" in c for c in contents), contents


def test_how_the_user_feels_about_a_thing_is_no_answer() -> None:
    contents = _contents("pretty good honestly", "How do you feel about your draft?")
    assert not any(c.startswith("Asked ") for c in contents), contents


def test_the_clauses_before_a_hedge_still_answer() -> None:
    contents = _contents(
        "evenings mostly, tues and thurs, perhaps a saturday now and then",
        "When do you usually practise?",
    )
    answer = next(c for c in contents if c.startswith("Asked "))
    assert "tues and thurs" in answer, answer
    assert "saturday" not in answer, answer


def test_an_answer_that_opens_with_a_hedge_is_no_answer() -> None:
    contents = _contents("maybe the lake district, not sure yet", "Where are you going?")
    assert not any(c.startswith("Asked ") for c in contents), contents


async def test_a_new_weight_reading_retires_the_one_given_before(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint, "94 kg at the moment", agent="For the plan I need your current bodyweight."
        )
        await say(imprint, "scale said 91.6 kg today!! what next", agent="Morning! How's it going?")
        active = await active_text(imprint)
        assert "91.6" in active, active
        assert "94 kg" not in active, active


@pytest.mark.parametrize(
    "reply",
    [
        "my lab weighed in at 31kg at the vet, is that ok",
        "the suitcase weighed 23kg at check in",
        "price is down to 80 now",
    ],
)
def test_a_weight_not_the_users_is_no_reading(reply: str) -> None:
    assert not any("The user weighs" in c for c in _contents(reply, "Hi!")), reply


@pytest.mark.parametrize(
    "agent",
    [
        "To finish the plan I need your approval.",
        "Let me know your results after the run.",
        "Send me your draft when it's ready.",
        "So I need your API key to continue.",
    ],
)
def test_an_ask_for_something_not_a_detail_of_the_user_is_no_question(agent: str) -> None:
    contents = _contents("the blue one", agent)
    assert not any(c.startswith("Asked ") for c in contents), contents


def test_an_answer_left_open_keeps_no_clause() -> None:
    contents = _contents("Tuesdays, or maybe wednesdays", "When do you usually swim?")
    assert not any(c.startswith("Asked ") for c in contents), contents


@pytest.mark.parametrize(
    "reply",
    [
        "I'm up to 25 kg dumbbells on bench!",
        "weighed 23kg of luggage at checkin",
        "i'm up to 10k steps a day",
        "im down to 12 minutes per mile",
        "I weighed 82kg back in college",
    ],
)
def test_a_load_a_count_or_an_old_weight_is_no_reading(reply: str) -> None:
    assert not any("The user weighs" in c and "now" in c for c in _contents(reply, "Hi!")), reply

"""The agent's word for the user's thing put right, and standing asks told in few words."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


def _contents(reply: str, agent: str = "Noted.") -> list[str]:
    return [s.content for s in understand(reply, agent).statements]


def test_a_denial_then_the_value_after_a_remark_keeps_the_value() -> None:
    contents = _contents(
        "im not vegan haha why would you think that. vegetarian. eggs and cheese are fine",
        "Because you're vegan, try these recipes.",
    )
    assert any("vegetarian" in c for c in contents), contents
    assert not any(c == "The user is I'm." for c in contents), contents


def test_a_denial_alone_never_keeps_the_pronoun_as_a_value() -> None:
    contents = _contents("im not vegan. pescatarian.", "Since you're vegan, here are ideas.")
    assert all("I'm" not in c for c in contents), contents
    assert any("pescatarian" in c for c in contents), contents


def test_a_place_put_right_keeps_a_whole_sentence() -> None:
    contents = _contents("im not in cardiff lol. swansea.", "Since you live in Cardiff, try these.")
    assert "The user lives in swansea." in contents, contents


def test_the_right_thing_named_first_puts_the_agents_word_right() -> None:
    contents = _contents(
        "she's a cutter not a yawl, single mast", "With a yawl like yours, drop the mizzen first."
    )
    assert "The user has a cutter, not a yawl." in contents, contents


def test_a_swap_of_a_word_the_agent_never_gave_the_user_is_not_their_thing() -> None:
    contents = _contents("it's a bug not a feature", "A feature like this is rare.")
    assert not any(c.startswith("The user has") for c in contents), contents


@pytest.mark.parametrize(
    ("agent", "reply", "word"),
    [
        ("Expect gusts of 30 mph.", "knots!! always knots for wind speed", "knots"),
        ("Pressure is 29.9 inHg.", "ugh. always hpa for pressure, im in europe", "hpa"),
    ],
)
def test_a_speed_or_pressure_unit_asked_for_is_a_rule(agent: str, reply: str, word: str) -> None:
    reading = understand(reply, agent)
    rules = [s.content for s in reading.statements if s.type.value == "rule"]
    assert any(word in r.lower() for r in rules), rules


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("from now on it's 'Best wishes, Kemi' everywhere", "Best wishes"),
        ("the firm changed templates. going forward its 'Regards, Dev' on everything", "Regards"),
    ],
)
def test_a_value_set_for_good_with_it_is_a_rule(reply: str, kept: str) -> None:
    reading = understand(reply, "Here's the email.")
    rules = [s.content for s in reading.statements if s.type.value == "rule"]
    assert any(kept.lower() in r.lower() for r in rules), rules


@pytest.mark.parametrize(
    "reply", ["from now on it's going to be busy", "going forward it's all a bit hectic"]
)
def test_a_state_from_now_on_is_no_rule(reply: str) -> None:
    reading = understand(reply, "Here's the email.")
    assert not [s for s in reading.statements if s.type.value == "rule"], reading.statements


@pytest.mark.parametrize(
    "reply",
    [
        "so do we always tip the movers? like should you always tip them",
        "and is it rude. i mean should you always bring a gift",
    ],
)
def test_a_question_without_its_mark_is_no_rule(reply: str) -> None:
    reading = understand(reply, "Good question.")
    assert not [s for s in reading.statements if s.type.value == "rule"], reading.statements


def test_a_thing_after_my_client_at_a_full_stop_is_no_client() -> None:
    contents = _contents("mornings won't work with my client calendar. evenings then")
    assert not any("client of the user's" in c for c in contents), contents


def test_a_client_named_with_a_capital_at_a_full_stop_is_kept() -> None:
    contents = _contents("sent the final invoice to my client Veltra.")
    assert any("client" in c and "Veltra" in c for c in contents), contents


async def test_a_firm_the_user_is_with_is_their_employer(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "im with Birchwood Insurance in Leeds, claims handler", agent="Hi!")
        await say(imprint, "started at Norrow Financial last month, new badge and all")
        active = await active_text(imprint)
        assert "Norrow" in active, active
        assert "Birchwood" not in active, active


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("For your girlfriend, try flowers.", "she's a friend not a girlfriend"),
        ("Your sprint plan is ready.", "lol it's a marathon not a sprint"),
    ],
)
def test_a_person_or_a_saying_is_no_thing_of_the_users(agent: str, reply: str) -> None:
    contents = _contents(reply, agent)
    assert not any(c.startswith("The user has") for c in contents), contents


def test_a_denial_of_a_phrase_puts_the_whole_phrase_right() -> None:
    contents = _contents(
        "im not a morning person. night owl.", "Since you're a morning person, train at 6."
    )
    assert "The user is a night owl." in contents, contents


@pytest.mark.parametrize(
    "reply",
    [
        "from now on it's on me to review the PRs",
        "moving forward it's a team of 5",
        "always use metric. and send them to my wife too",
    ],
)
def test_a_state_or_an_errand_said_beside_a_marker_is_no_rule(reply: str) -> None:
    reading = understand(reply, "Noted.")
    rules = [s.content for s in reading.statements if s.type.value == "rule"]
    assert not any("PRs" in r or "team of 5" in r or "wife" in r for r in rules), rules


def test_do_that_for_good_after_a_way_described_without_a_verb_names_the_way() -> None:
    reading = understand(
        "yes. celsius first then fahrenheit in brackets, like 180C (350F). do that in every "
        "recipe you write for me",
        "Should oven temps be in celsius, fahrenheit or both?",
    )
    rules = [s.content for s in reading.statements if s.type.value == "rule"]
    assert any("celsius first" in r.lower() for r in rules), rules


def test_a_verb_put_in_the_third_person_is_spelled_right() -> None:
    contents = _contents("physics, not chemistry", "Since you teach chemistry, try this starter.")
    assert "The user teaches physics." in contents, contents

"""Home, hobby and car talk: an evening the week keeps, a day moved, a model year, a boiler."""

from __future__ import annotations

import pytest

from imprint.pipeline.life import household
from imprint.pipeline.own_gear import own_gear
from imprint.pipeline.pointed_values import value_now
from imprint.pipeline.schedules import schedule_in
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        ("raid night is tuesday 8-11 server time", "raid night is tuesday 8-11 server time"),
        ("quiz night's thursdays", "quiz night's thursdays"),
        ("board game night is friday 7-10", "board game night is friday 7-10"),
        # a clock time with its minutes is a time of day; a pickup comes round every day
        ("nursery pickup is 5:45 sharp", "pickup is 5:45 sharp"),
        ("standup is 9:30", "standup is 9:30"),
    ],
)
def test_an_evening_the_week_keeps(sentence: str, told: str) -> None:
    found = schedule_in(sentence)
    assert found is not None
    assert told in found


@pytest.mark.parametrize(
    "sentence",
    [
        "the meeting is tuesday 2-3 today",  # this week only
        "his practice is tuesday 5-6",  # someone else's
        "last night was tuesday",
        "the parcel pickup is 3:15 tomorrow",
        "the score is 2:1",
    ],
)
def test_no_evening_kept(sentence: str) -> None:
    assert schedule_in(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "half the group had work stuff so we voted and its thursdays now same time",
        "its saturdays now, at the same time",
    ],
)
def test_a_new_day_said_with_the_same_time(sentence: str) -> None:
    assert value_now(sentence) == f'The user said: "{sentence}".'


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        ("quote came in at 600 for a new clutch on my 2011 yaris", "The user has a 2011 yaris."),
        ("the battery on my 2018 macbook is dying", "The user has a 2018 macbook."),
    ],
)
def test_a_thing_named_by_its_model_year(sentence: str, told: str) -> None:
    assert own_gear(sentence) == told


@pytest.mark.parametrize(
    "sentence",
    ["my 2024 goals are a bit ambitious", "sold my 2012 fiesta last week", "my 2023 tax return"],
)
def test_no_thing_named_by_a_year(sentence: str) -> None:
    assert own_gear(sentence) is None


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("our combi boiler keeps losing pressure", "my combi boiler keeps losing pressure"),
        ("our deck has gone grey", "my deck has gone grey"),
    ],
)
def test_a_households_home(text: str, told: str) -> None:
    assert household(text) == told


def test_what_is_asked_for_today_only_answers_nothing() -> None:
    reply = (
        "got a free evening for once, so just for today give me a long 90 minute piano "
        "session, scales and all. back to normal tomorrow"
    )
    assert understand(reply, "Hi! What are we practising today?").statements == ()


def test_a_schedule_after_a_told_clause_leaves_the_sentence_whole() -> None:
    reply = "the twins go to oakfield primary and pickup is 3:10, any clubs near there?"
    contents = [s.content for s in understand(reply, "Hi again!").statements]
    assert any("oakfield" in c and "3:10" in c for c in contents)

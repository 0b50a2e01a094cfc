"""News of a change in the user's life, told in passing: kept even without a span of years."""

from __future__ import annotations

import pytest

from imprint.pipeline.disclosures import disclosure
from imprint.pipeline.life_news import life_news


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("btw I transferred to the cardiology ward in March.", "cardiology ward"),
        ("I switched to a standing desk recently and my back is better.", "standing desk"),
        ("Just bought a secondhand Toyota Corolla last week, it has 80k on it.", "Corolla"),
        ("I'm cycling to work now, about 8 km each way.", "cycling to work"),
        ("I'm drinking coffee again after a year off.", "drinking coffee again"),
        ("We finally upgraded the cluster to Postgres 16 last week.", "Postgres 16"),
        ("I'm taking the bus now since the car died.", "taking the bus"),
        ("I started a part-time MBA at Warwick in January.", "MBA at Warwick"),
        ("I'm lifting in the evenings now, around 7pm.", "evenings"),
        ("oh I adopted a kitten last week", "adopted a kitten"),
        ("well we finally closed on the flat in Porto!!", "Porto"),
        ("enrolled in a pottery course a few weeks ago", "pottery course"),
    ],
)
def test_a_recent_change_of_life_is_kept(sentence: str, kept: str) -> None:
    content = disclosure(sentence)
    assert content is not None
    assert kept in content
    assert content.startswith("The user")


@pytest.mark.parametrize(
    "sentence",
    [
        "I moved the file to the shared folder last week.",  # the task, not a life
        "I went to a concert last night with friends.",  # a day
        "I'm eating lunch now so I'll be quick.",  # the moment
        "I'm going to bed now, thanks.",
        "I left my umbrella on the bus again, typical",
        "I changed it yesterday and it still fails.",
        "I'm heading home now.",
        "I might switch to a Mac next year.",  # a hedge
        "I'm working on the report now.",
        "I finally moved the meeting to Friday.",
        "I switched the tabs around.",  # no time: as often the task at hand
        "switched over to that one last week",  # a pronoun: the thing in the chat
        "Did you say I started the timer yesterday?",
    ],
)
def test_a_change_of_the_task_or_the_moment_is_not_news(sentence: str) -> None:
    assert disclosure(sentence) is None


def test_a_change_verb_needs_a_recent_time() -> None:
    assert life_news("I joined a choir last month")
    assert not life_news("I joined a choir")

"""Stretches of life told in a progressive, German ordinals, answers to a greeting (round 45).

"we're getting a divorce", "I'm looking at flats in Hove", "we're looking at schools for our
son" tell of the user's life though the progressive usually tells of this moment ("I'm
looking at the docs", "I'm getting an error"). "am 14. Juni" and "in der 10. Woche" are
German ordinals, not sentence ends. A reply in another language to an English offer of
help ("What can I help you with?") is kept without the offer.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from imprint.pipeline.temporal import valid_until
from imprint.pipeline.understand import understand


def _contents(reply: str, agent: str = "") -> list[str]:
    return [s.content for s in understand(reply, agent).statements]


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        ("we're getting a divorce", ("The user is getting a divorce",)),
        ("I'm looking at flats in Hove", ("flats in Hove",)),
        ("I'm looking for a flat in Hove", ("flat in Hove",)),
        ("we're looking for a bigger house near Bath", ("The user is", "house near Bath")),
        ("my partner and I are getting married in June", ("married in June",)),
    ],
)
def test_a_stretch_of_life_under_way_is_kept(reply: str, words: tuple[str, ...]) -> None:
    kept = " | ".join(_contents(reply))
    assert all(w in kept for w in words), kept


@pytest.mark.parametrize(
    "reply",
    [
        "I'm looking at the docs now",
        "I'm getting an error when I run it",
        "I'm looking at your second option",
    ],
)
def test_what_the_user_is_doing_this_moment_is_not_kept(reply: str) -> None:
    assert _contents(reply) == []


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("Die Hochzeit ist am 14. Juni in K\u00f6ln", "14. Juni in K\u00f6ln"),
        ("ich bin in der 10. Woche schwanger", "10. Woche schwanger"),
        ("Wir heiraten am 3. August.", "3. August"),
    ],
)
def test_a_german_ordinal_does_not_end_a_sentence(reply: str, kept: str) -> None:
    assert any(kept in c for c in _contents(reply))


def test_a_number_ending_an_english_sentence_still_ends_it() -> None:
    contents = _contents("My son turned 10. August is his party month")
    assert "The user's son turned 10." in contents
    assert all("10. August" not in c for c in contents)


@pytest.mark.parametrize(
    "agent", ["Hi! What can I help you with?", "How may I assist you today?", "What do you need?"]
)
def test_an_offer_of_help_is_no_question_about_the_user(agent: str) -> None:
    reply = (  # Russian "I have loan debts"
        "\u0443 \u043c\u0435\u043d\u044f \u0434\u043e\u043b\u0433\u0438 "
        "\u043f\u043e \u043a\u0440\u0435\u0434\u0438\u0442\u0443"
    )
    contents = _contents(reply, agent)
    assert contents
    assert all(agent.split("!")[-1].strip() not in c for c in contents)


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "this week I'm working from my parents' place in York",
            "working from their parents' place in York this week",
        ),
        (
            "for the next two sprints we're freezing all new features",
            "freezing all new features for the next two sprints",
        ),
    ],
)
def test_a_time_said_first_bounds_the_clause_after_it(reply: str, kept: str) -> None:
    assert any(kept in c for c in _contents(reply))


@pytest.mark.parametrize(
    ("content", "days"),
    [
        ("The user is working from home this week.", 6),
        ("The user's team is freezing all new features for the next two sprints.", 28),
    ],
)
def test_a_stay_or_a_freeze_for_a_period_ends_with_it(content: str, days: int) -> None:
    now = datetime(2026, 6, 1, 12, tzinfo=UTC)
    end = valid_until(content, now)
    assert end is not None
    assert end.date() == (now + timedelta(days=days)).date()


@pytest.mark.parametrize(
    "content",
    ["The user's daughter turns 7 next month.", "The user works from home."],
)
def test_what_outlasts_a_period_has_no_end(content: str) -> None:
    assert valid_until(content, datetime(2026, 6, 1, 12, tzinfo=UTC)) is None

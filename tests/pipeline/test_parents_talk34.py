"""How parents talk of their children: a name then "she", a school year, a household's rules."""

from __future__ import annotations

import pytest

from imprint.pipeline.life import household, household_reply
from imprint.pipeline.named_ages import named_school_year
from imprint.pipeline.understand import understand


def _contents(reply: str) -> list[str]:
    return [s.content for s in understand(reply, "Sure.").statements]


@pytest.mark.parametrize(
    ("reply", "told"),
    [
        (
            "ok so theo's starting nursery in jan and i'm nervous. he's allergic to sesame so "
            "snacks are a minefield",
            "Theo is allergic to sesame",
        ),
        (
            "maya's just started swimming lessons. she's got asthma so i worry a bit",
            "Maya has got asthma",
        ),
    ],
)
def test_a_pronoun_after_a_named_opening(reply: str, told: str) -> None:
    assert any(c.startswith(told) for c in _contents(reply))


def test_a_pronoun_after_two_people_stays_unclear() -> None:
    reply = "maya's going to her sister's party. she's allergic to nuts"
    assert not any(c.startswith("Maya") and "nuts" in c for c in _contents(reply))


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        ("ruby's in year 3 and loves reading", "Ruby is in year 3 and loves reading."),
        ("jasper is in year 5 at st marks", "Jasper is in year 5 at st marks."),
    ],
)
def test_a_child_named_like_a_tool_or_town_in_a_school_year(sentence: str, told: str) -> None:
    assert named_school_year(sentence) == told


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("we caved on the curfew", "I caved on the curfew"),
        ("we do bedtime at 7 on school nights", "I do bedtime at 7 on school nights"),
        ("our nanny starts in may", "my nanny starts in may"),
    ],
)
def test_a_households_rules_for_its_children(text: str, told: str) -> None:
    assert household(text) == told


def test_a_teams_we_stays_the_teams() -> None:
    assert household("we deploy on fridays") == "we deploy on fridays"


@pytest.mark.parametrize(
    "reply",
    [
        "someone shared this in a group chat, tldr pls",
        "my boss forwarded this, gist pls",
        "tl;dr please",
    ],
)
def test_a_summary_asked_for_once_is_no_rule(reply: str) -> None:
    assert _contents(reply) == []


def test_a_format_asked_with_courtesy_is_still_a_rule() -> None:
    assert _contents("bullet points pls") == ["Bullet points."]


@pytest.mark.parametrize(
    ("reply", "told"),
    [
        (
            "update on the bedtime war, we caved a bit. milo's 9 now so we said 8:30 on "
            "weekends as long as he reads",
            "The user said 8:30 on weekends",
        ),
        ("the kids are off school all week. we booked a cottage in wales", "The user booked"),
    ],
)
def test_a_households_we_in_another_sentence(reply: str, told: str) -> None:
    contents = _contents(reply)
    assert any(c.startswith(told) for c in contents)
    assert not any(c.startswith("The user's team") for c in contents)


@pytest.mark.parametrize(
    "reply",
    [
        "the kids are off school so i'm half days. we ship the release on friday as a team",
        "my son starts nursery monday. we use postgres at work",
    ],
)
def test_a_reply_that_names_work_keeps_the_teams_we(reply: str) -> None:
    assert household_reply(reply) is False

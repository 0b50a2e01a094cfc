"""Picks that name an option with a pointer or a role, and keep the options left aside out.

Our own phrasings: a pick named then pointed at ("that one", "love it, let's use it"), a
pick named with the part it plays ("X as the default", "X for the main db"), and
near-misses that must decide nothing: a role named for something the agent never offered,
a pointer on its own.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.choices import decision_content, points_back
from imprint.pipeline.understand import understand
from imprint.types import MemoryType

NAMES = "A few ideas for the podcast: 1) Night Shift, 2) Second Draft, 3) Loose Threads."
DBS = "For storage you could use Postgres, or SQLite if it stays on one machine."
LOSSES = "You could train with cross-entropy or focal loss. Which one do you want as the default?"
FONTS = "Two options for the body text: Lato or Merriweather."


def _decisions(reply: str, agent: str) -> list[str]:
    return [
        s.content.lower()
        for s in understand(reply, agent).statements
        if s.type is MemoryType.DECISION
    ]


POINTED = [
    ("Second Draft!! that's it, we're going with that", NAMES, "second draft"),
    ("Loose Threads. yes, that one", NAMES, "loose threads"),
    ("night shift, love it, let's use it", NAMES, "night shift"),
    ("Merriweather. perfect, that's the one", FONTS, "merriweather"),
    ("Lato! we're sticking with it", FONTS, "lato"),
]
ROLES = [
    ("focal loss as the default. the classes are very skewed", LOSSES, "focal loss"),
    ("Postgres for the main db, we will have several workers", DBS, "postgres"),
    ("sqlite for our test setup.", DBS, "sqlite"),
    ("ok Lato as the body font", FONTS, "lato"),
    ("cross-entropy as our baseline loss", LOSSES, "cross-entropy"),
]


@pytest.mark.parametrize(("reply", "agent", "pick"), POINTED + ROLES)
def test_a_pick_named_with_a_pointer_or_role_is_a_decision(
    reply: str, agent: str, pick: str
) -> None:
    found = _decisions(reply, agent)
    assert len(found) == 1 and pick in found[0], found


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("redis as the default", LOSSES),  # never offered
        ("that's it, we're going with that", NAMES),  # points at nothing named
        ("me as the main contact, please", DBS),
        ("Postgres for the main db?", DBS),
    ],
)
def test_a_role_or_pointer_alone_decides_nothing(reply: str, agent: str) -> None:
    assert _decisions(reply, agent) == []


@pytest.mark.parametrize(
    ("picked", "agent", "kept", "left_aside"),
    [
        ("Second Draft!", NAMES, "second draft", ("night shift", "loose threads")),
        ("sqlite.", DBS, "sqlite", ("postgres",)),
        ("Merriweather.", FONTS, "merriweather", ("lato",)),
    ],
)
def test_the_offer_kept_names_the_topic_and_the_pick_only(
    picked: str, agent: str, kept: str, left_aside: tuple[str, ...]
) -> None:
    content = decision_content(picked, agent).lower()
    assert kept in content and "chosen from" in content, content
    assert not any(other in content for other in left_aside), content


def test_a_pointer_is_only_a_pointer() -> None:
    assert points_back("yes, that one!")
    assert points_back("that's it, we're going with that")
    assert not points_back("that's it, the tests pass")
    assert not points_back("going with the blue one")


TOOLS = (
    "Three ways to take bookings: Calendly (free tier, links by email), Acuity, or a Google "
    "Form that feeds a sheet."
)
RUNNERS = "Airflow is the safe default; Dagster is nicer to test; Prefect is the lightest to run."
TITLES = "Some title ideas: 'Salt and Ember', 'The Long Table', 'Slow Kitchen Diaries'."


@pytest.mark.parametrize(
    ("reply", "agent", "pick"),
    [
        # an option judged, then pointed at in the next sentence
        ("calendly looks easiest. we'll go with that", TOOLS, "calendly"),
        ("Dagster feels right for us. let's use it", RUNNERS, "dagster"),
        # pointers one after another, back to the option named alone
        ("the long table. love it. that's the one", TITLES, "long table"),
        ("slow kitchen diaries!! yes. perfect, that's it", TITLES, "slow kitchen"),
        # a bare option, then a closer that only says so
        ("haha no. Acuity. done, locking it in", TOOLS, "acuity"),
        # an option named after a lead, the others ruled out
        ("agreed at standup: Dagster. Airflow is out.", RUNNERS, "dagster"),
        ("Prefect. airflow's out, too heavy for two people", RUNNERS, "prefect"),
    ],
)
def test_an_option_named_then_sealed_in_a_later_sentence_is_the_decision(
    reply: str, agent: str, pick: str
) -> None:
    found = _decisions(reply, agent)
    assert len(found) == 1 and pick in found[0], found


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("calendly looks easiest. can you compare prices?", TOOLS),  # judged, not picked
        ("it sounds good. let's go with that", TOOLS),  # the pointer names nothing offered
        ("Airflow is out of date on our cluster. fix the DAG please", RUNNERS),
        ("done, thanks", TOOLS),
        ("thanks. that's it for today", TITLES),
    ],
)
def test_a_judgement_or_pointer_without_an_offered_option_decides_nothing(
    reply: str, agent: str
) -> None:
    assert _decisions(reply, agent) == []


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("we ended up going with the smaller venue, the Corn Exchange", "corn exchange"),
        ("i ended up buying the Kona, the Trek was too big", "kona"),
        ("we ended up booking the barn in Hexham for the reunion", "barn in hexham"),
    ],
)
def test_a_choice_made_in_the_end_is_a_decision(reply: str, word: str) -> None:
    found = _decisions(reply, "")
    assert len(found) == 1 and word in found[0], found


@pytest.mark.parametrize(
    "reply", ["I ended up going with my sister to the gig", "we ended up going with friends"]
)
def test_ending_up_with_someone_decides_nothing(reply: str) -> None:
    assert _decisions(reply, "") == []

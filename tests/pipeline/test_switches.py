"""Changes of value in their many phrasings: the new value is kept and the old one retired.

Phrasings are our own, not the behaviour sets'.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.switches import switch_in
from tests.pipeline.reading import fact_changes

_facts = fact_changes


@pytest.mark.parametrize(
    ("reply", "new", "old"),
    [
        ("I switched from Trello to Linear a couple of weeks back.", "linear", "trello"),
        ("i migrated from Windows to Ubuntu over the holidays", "ubuntu", "windows"),
        ("ok so I've moved over from Jira to Asana, way less clicking", "asana", "jira"),
        ("finally ditched emacs, i'm on neovim now.", "neovim", "emacs"),
        ("I gave up Evernote for good, using Joplin now.", "joplin", "evernote"),
        ("Dropped Yarn for pnpm this sprint.", "pnpm", "yarn"),
        ("I traded my ThinkPad for a MacBook Air.", "macbook", "thinkpad"),
        ("gave up Dropbox, using Google Drive now.", "google drive", "dropbox"),
        ("we swapped out Trello for Notion in March", "notion", "trello"),
        ("I relocated from Leeds to Bristol in the spring.", "bristol", "leeds"),
    ],
)
def test_a_change_keeps_the_new_value_and_retires_the_old(reply: str, new: str, old: str) -> None:
    facts = _facts(reply)
    assert any(new in content.lower() and old in replaces for content, _, replaces in facts), facts


@pytest.mark.parametrize(
    ("reply", "subject", "value"),
    [
        ("these days i'm at Canonical, same sort of job.", "employer", "Canonical"),
        ("I'm with Atlassian now, on the Jira team.", "employer", "Atlassian"),
        ("nowadays I'm at Monzo, so fintech stuff.", "employer", "Monzo"),
        ("Now that I've settled in Ghent, which bakeries are good?", "city", "Ghent"),
        ("since we relocated to Tallinn the winters are rough", "city", "Tallinn"),
        ("after moving to Cork I started cycling to work", "city", "Cork"),
        ("I moved from Bonn to Leipzig.", "city", "Leipzig"),
        ("they moved me to another branch, now I work at Barclays in Crewe.", "employer", "Crewe"),
        ("news: I got transferred, now I teach in a primary school in Hull.", "employer", "Hull"),
    ],
)
def test_a_new_employer_or_home_said_in_passing_sets_the_subject(
    reply: str, subject: str, value: str
) -> None:
    facts = _facts(reply)
    assert any(value in content and s == subject for content, s, _ in facts), facts


@pytest.mark.parametrize(
    "reply",
    [
        "we dropped the meeting for lunch",
        "I replaced the battery with a new one",
        "I'm at the airport now, flight is late",
        "I'm at home now, can we continue?",
        "my brother switched from Android to iOS",
        "switched it to dark mode",
        "I left my charger at the office",
        "now I work from home on fridays",
        "now I live at my parents' place for a bit",
    ],
)
def test_near_misses_state_no_change(reply: str) -> None:
    assert switch_in(reply) is None

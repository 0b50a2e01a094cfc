"""Round 35's refit of the fact gate: what the gate keeps no reader loses, and the reverse.

The gate now reads the shapes of words and was fitted on two more corpus files, so it is
surer of clauses it scored near its bars before. A clause it is sure of must still not be
a piece of work asked for or thanks, and must not take the place of what a reader says.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.fact_gate import learned_facts
from imprint.pipeline.learned_gate import clauses
from imprint.pipeline.life import household
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    "clause",
    [
        "a licence letter for my cafe, Blue Heron, 4 Mill Lane",
        "an invoice for my plumbing business, Ace Pipes",
        "a flyer for my yoga studio, Bend, on Elm St",
        "settled in at the new place now, ta",
        "back on track with the new job now, thanks",
    ],
)
def test_work_asked_for_and_thanks_are_never_learned(clause: str) -> None:
    assert learned_facts(clause) == []


def test_what_a_reader_reads_beside_the_gates_clause_is_kept() -> None:
    contents = [
        s.content for s in understand("a birthday card for my bakery, Crumbs & Co", "").statements
    ]
    assert "The user runs a bakery, Crumbs & Co." in contents, contents


@pytest.mark.parametrize(
    ("sentence", "first"),
    [
        ("Lena and I split up.", "Lena and I split up"),
        ("Marco and we went halves on the van", "Marco and we went halves on the van"),
    ],
)
def test_a_person_named_beside_the_user_stays_in_the_clause(sentence: str, first: str) -> None:
    assert clauses(sentence)[0] == first


@pytest.mark.parametrize(
    "sentence",
    ["I love it and I want more", "lena and i split up", "my sister and I run it"],
)
def test_no_name_beside_the_user_leaves_the_clauses_as_they_were(sentence: str) -> None:
    assert not clauses(sentence)[0].startswith(("Lena", "Marco"))


@pytest.mark.parametrize(
    "clause",
    [
        "we're moving to bristol for my partner's job",
        "we bought a flat near my wife's parents",
        "we'll be in porto for my husband's new role",
    ],
)
def test_a_partner_named_makes_we_the_household(clause: str) -> None:
    assert household(clause).startswith("I")


@pytest.mark.parametrize(
    "clause",
    ["we ship the app with my cofounder's design system", "we moved the repo to my boss's org"],
)
def test_we_beside_someone_else_stays_as_said(clause: str) -> None:
    assert household(clause) == clause


def test_a_renaming_is_a_lasting_change_not_a_moment() -> None:
    contents = [s.content for s in learned_facts("we renamed it to main like two weeks ago")]
    assert contents == ["The user's team renamed it to main like two weeks ago."]


async def test_a_new_figure_the_gate_also_keeps_still_retires_the_old(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "quote for a mural. my day rate is 400, plus paint")
        await say_later(imprint, clock, "new quote pls. oh and its 450 now, costs went up")
        active = await active_text(imprint)
        assert "450 now" in active, active
        assert "400" not in active, active

"""A new amount of the old one's kind, a lead of change cut as talk, and who takes over (round 41).

"we're working with 65k total now" after "budget is 40k", "bumped my rent to 1,020 a month"
after "rent is 950 a month": the two facts share no word but the kind of amount they hold
(`amount_kinds`). "From now on I'm charging 0.11 per word" tells a change though its lead is
cut as talk. "ruth is taking over as director" names a new holder, not one that is over.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.amount_kinds import amount_changed, amounts
from imprint.pipeline.fact_gate import learned_facts
from imprint.pipeline.updates import change_in
from imprint.testing import FakeClock
from tests.conversation import active_after_change


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("I charge $28/hr for lessons", (("per:hour", "28"),)),
        ("tutoring at \u00a335 an hour", (("per:hour", "35"),)),
        ("my rate is 0.08 EUR per word", (("per:word", "0.08"),)),
        ("now charging 0.11 per word", (("per:word", "0.11"),)),
        # a bare figure with a period is an amount of that period
        ("rent is 1,020 a month", (("per:month", "1020"),)),
        ("rent is \u00a31,020 a month", (("per:month", "1020"),)),
        ("catering is $58pp", (("per:person", "58"),)),
        ("budget is 40k, hard cap", (("money", "40k"),)),
        ("about 400 quid max", (("money", "400"),)),
        # a distance per week: a kind of its own (round 45), not money
        ("we run 45 km a week", (("per:week:km", "45"),)),
        ("since 2019 with 3 kids", ()),
        ("I weigh about 92kg", (("mass", "92"),)),
        ("down to 13 stone now", (("mass", "13"),)),
        ("10% off for the launch", ()),
    ],
)
def test_an_amount_is_read_with_its_kind(text: str, found: tuple[tuple[str, str], ...]) -> None:
    assert amounts(text) == found


@pytest.mark.parametrize(
    ("new", "old", "changed"),
    [
        ("The user's team is working with 65k total now.", "Budget is 40k, hard cap.", True),
        ("The user is charging 0.11 per word.", "Their rate is 0.08 EUR per word.", True),
        (
            "The user's hourly rate is \u00a340/hr.",
            "The user tutors maths at \u00a335 an hour.",
            True,
        ),
        # two things money is for: a salary is no new budget
        ("The user's salary is 82k now.", "The wedding budget is 30k.", False),
        # a rate per hour is no price per word
        ("The user charges $40/hr now.", "The user charges $0.10 per word.", False),
        # the old figure said again: "from X to Y" is for the rules that read it
        ("The rate went from $28/hr to $35/hr.", "The user charges $28/hr.", False),
        ("The user has 3 kids now.", "The user has 2 dogs.", False),
    ],
)
def test_a_new_amount_of_the_old_kind_changes_it(new: str, old: str, changed: bool) -> None:
    assert amount_changed(new, old) is changed


@given(st.text(max_size=80))
def test_reading_amounts_never_fails_and_no_text_changes_its_own(text: str) -> None:
    found = amounts(text)
    assert all(kind.startswith("per:") or kind in ("money", "mass", "heads") for kind, _ in found)
    assert not amount_changed(text, text)


async def test_a_new_budget_replaces_the_old_though_no_word_is_shared(
    store_url: str, clock: FakeClock
) -> None:
    active = await active_after_change(
        store_url,
        clock,
        "redoing the bathroom, budget is 12k all in. what do people forget?",
        "good news, my parents chipped in so we've got 18k to play with now. can we keep"
        " the walk-in shower?",
    )
    assert "18k" in active
    assert "12k" not in active


async def test_a_new_rate_per_session_replaces_the_old(store_url: str, clock: FakeClock) -> None:
    active = await active_after_change(
        store_url,
        clock,
        "I teach yoga privately, $60 a session, mostly in people's homes",
        "from next month I'm charging $75 a session, prices went up",
    )
    assert "$75" in active
    assert "$60" not in active


async def test_money_for_another_thing_stays(store_url: str, clock: FakeClock) -> None:
    active = await active_after_change(
        store_url,
        clock,
        "my rent is \u00a3950 a month, which is most of my pay",
        "the car insurance is \u00a342 a month now, up from last year",
    )
    assert "\u00a3950" in active


def test_a_lead_of_change_cut_as_talk_still_tells_the_change() -> None:
    (fact,) = learned_facts("From now on I'm charging 0.11 per word.")
    assert fact.change.changed


@pytest.mark.parametrize(
    "sentence",
    [
        "ruth okafor is taking over as director",
        "Sam is taking over the newsletter from next week",
        "my sister is handing over the keys on friday",
    ],
)
def test_taking_over_ends_nothing(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


@pytest.mark.parametrize(
    ("sentence", "ended"),
    [
        ("the season is finally over", "season"),
        ("our lease is over", "lease"),
    ],
)
def test_a_thing_said_to_be_over_still_ends(sentence: str, ended: str) -> None:
    assert ended in change_in(sentence, "en").replaces


async def test_a_new_holder_taking_over_replaces_the_old(store_url: str, clock: FakeClock) -> None:
    active = await active_after_change(
        store_url,
        clock,
        "our director is Hal Brennan, rehearsals start in march",
        "hal's stepping back for health reasons and ruth okafor is taking over as director",
    )
    assert "okafor" in active.lower()
    assert "brennan" not in active.lower()


async def test_a_new_weight_replaces_the_old(store_url: str, clock: FakeClock) -> None:
    active = await active_after_change(
        store_url,
        clock,
        "I weigh about 92kg and want to lose a bit before the wedding",
        "down to 85kg now after the summer!",
    )
    assert "85kg" in active
    assert "92" not in active


@pytest.mark.parametrize(
    ("sentence", "gone"),
    [
        ("my brompton got nicked so I'm taking the bus now", "brompton"),
        ("my bike was stolen last week", "bike"),
        ("my phone got pinched on the tube", "phone"),
    ],
)
def test_a_thing_stolen_is_gone(sentence: str, gone: str) -> None:
    assert gone in change_in(sentence, "en").replaces


def test_an_idea_nicked_by_someone_ends_nothing() -> None:
    assert change_in("he nicked my idea", "en").replaces == ()

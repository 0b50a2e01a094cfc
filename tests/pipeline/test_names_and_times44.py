"""A name given in full, a time said first, and whose "we" it is (round 44).

"Thanks, Jon!" then "it's Jonathan actually": the user's name, though four letters apart
from what the agent wrote; "right now I'm vegetarian": the clause read as "I'm vegetarian
right now", so its fact is kept; "our new rescue pup" is the user's own, where "we deploy on
Kubernetes" is their team's. Beside each, what must not be read so.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.canonical import canonical
from imprint.pipeline.filler import strip_filler
from imprint.pipeline.user_name import name_correction
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("agent", "reply", "name"),
    [
        ("Thanks, Jon! Here's the draft.", "it's Jonathan actually", "Jonathan"),
        ("Hi Samantha, here you go.", "it's Sam, nobody calls me Samantha", "Sam"),
        ("Sure, Chris. Here's the plan.", "actually it's Christopher", "Christopher"),
    ],
)
def test_a_name_in_full_or_cut_short_corrects_the_agents(agent: str, reply: str, name: str) -> None:
    assert name_correction(reply, agent) == name


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("Thanks, Jon! Here's the draft.", "it's Janet"),
        ("Here's the story: Jon walked to the harbour.", "it's Jonathan actually"),
        ("Thanks, Jon! Here's the draft.", "it's Friday actually"),
    ],
)
def test_a_name_unrelated_to_the_agents_is_no_correction(agent: str, reply: str) -> None:
    assert name_correction(reply, agent) is None


@pytest.mark.parametrize(
    ("sentence", "stripped"),
    [
        ("for now I'm vegetarian", "I'm vegetarian for now"),
        ("right now we're on Postgres 15", "we're on Postgres 15 right now"),
        ("these days I work at Monzo", "I work at Monzo these days"),
        ("currently the build is broken", "currently the build is broken"),
        ("for now, keep it short", "for now, keep it short"),
    ],
)
def test_a_time_said_first_goes_after_the_users_clause(sentence: str, stripped: str) -> None:
    assert strip_filler(sentence) == stripped


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("right now I'm vegetarian", "vegetarian"),
        ("I'm just vegan", "vegan"),
        ("maybe I'll go vegan in January? we'll see. for now I'm just vegetarian", "vegetarian"),
    ],
)
async def test_a_state_said_after_a_time_is_kept(
    store_url: str, clock: FakeClock, reply: str, kept: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, reply)
        active = await active_text(imprint)
    assert kept in active
    assert "vegan in" not in active


@pytest.mark.parametrize(
    ("said", "worded"),
    [
        ("our new rescue pup is called pickle", "The user's new rescue pup is called pickle."),
        ("our vet is Millbrook Vets", "The user's vet is Millbrook Vets."),
        ("we're renting a flat with a tiny kitchen", "The user is renting a flat"),
        ("we deploy on Kubernetes", "The user's team deploys on Kubernetes."),
        ("our app runs on Postgres", "The user's team's app runs on Postgres."),
        ("we hired two nurses for the ward", "The user's team hired two nurses"),
    ],
)
def test_we_at_home_is_the_household_and_at_work_the_team(said: str, worded: str) -> None:
    assert (canonical(said) or "").startswith(worded)

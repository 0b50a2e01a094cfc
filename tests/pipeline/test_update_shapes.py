"""Updates said in shapes the rules missed: a new register or length, a rota moved, a
parent moved into care, a new lead, a launch going live on another day.

Each pair is an old statement and a later one in our own words; the later one must retire
the earlier. Near-misses: another thing moved, a casual job, a lead that is no manager.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.subjects import subject_of
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("Loosen it up: casual, a light joke now and then is fine.", "tone"),
        ("Keep it laid-back with the parents.", "tone"),
        ("Give the user the longer version with an example each time.", "length"),
        ("The user's lead is Priyanka, she likes numbers.", "manager"),
        ("The campaign is going live on the 14th now.", "launch"),
        ("The user works casual shifts at the garden centre.", None),
        ("Business casual is fine for the interview.", None),
    ],
)
def test_subjects_of_new_shapes(content: str, subject: str | None) -> None:
    found = subject_of(content)
    assert (found if found in ("tone", "length", "manager", "launch") else None) == subject


@pytest.mark.parametrize(
    ("first", "then", "gone", "kept"),
    [
        (
            "for the investor updates keep it formal and precise, no jokes",
            "actually loosen it up for the updates: casual, the odd joke is fine now",
            "no jokes",
            "casual",
        ),
        (
            "I volunteer tuesday evenings at the Oakfield hospice, reading to folks",
            "they moved me to friday mornings, the day team was short",
            "tuesday",
            "friday",
        ),
        (
            "my mum lives on her own in her bungalow in Crewe, she's 88",
            "we moved mum into Brookside Lodge last week after her fall, it's a care home",
            "Crewe",
            "Brookside",
        ),
        (
            "my lead is Harriet, she wants numbers in every update",
            "Harriet moved to the data org, so I report to Bilal now",
            "Harriet, she",
            "Bilal",
        ),
    ],
)
async def test_the_later_statement_retires_the_earlier(
    store_url: str, clock: FakeClock, first: str, then: str, gone: str, kept: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, first)
        clock.advance(days=30)
        await say(imprint, then)
        active = await active_text(imprint)
        assert gone not in active, active
        assert kept in active, active


async def test_a_rota_move_leaves_another_weekly_thing(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "book club is every tuesday at the library")
        clock.advance(days=30)
        await say(imprint, "they moved the quiz to thursdays")
        active = await active_text(imprint)
        assert "tuesday" in active, active


@pytest.mark.parametrize("reply", ["perfect tone for them", "love the layout", "spot on length"])
def test_praise_of_the_answer_is_no_standard(reply: str) -> None:
    from imprint.pipeline.understand import understand
    from imprint.types import MemoryType

    statements = understand(reply, "Here's the draft email for the founders.").statements
    assert not any(s.type is MemoryType.RULE for s in statements), statements


@pytest.mark.parametrize(
    ("sentence", "complaint"),
    [
        ("why is the sea salty?", False),
        ("why do cats purr", False),
        ("why is this so long?", True),
        ("why did you put it in a table", True),
    ],
)
def test_a_question_about_the_world_is_no_complaint(sentence: str, complaint: bool) -> None:
    from imprint.pipeline.complaints import complains

    assert complains(sentence) is complaint


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("funny thing is I'm allergic to latex, so no balloons", "allergic to latex"),
        ("the thing is, we're vegan", "vegan"),
        ("quick heads up im partially sighted", "partially sighted"),
    ],
)
def test_a_lead_before_what_the_user_tells_of_themselves(reply: str, kept: str) -> None:
    from imprint.pipeline.understand import understand

    contents = [s.content for s in understand(reply, "Hi!").statements]
    assert any(kept in c and c.startswith("The user") for c in contents), contents


@pytest.mark.parametrize(
    ("sentence", "gone"),
    [
        ("rip to the corolla, the gearbox went", "corolla"),
        ("R.I.P. my old kindle, it finally died", "kindle"),
        ("goodbye to the old boiler, new one goes in monday", "boiler"),
    ],
)
def test_a_thing_that_died_is_retired(sentence: str, gone: str) -> None:
    from imprint.pipeline.updates import change_in

    assert gone in change_in(sentence, "en").replaces


async def test_a_new_shift_put_on_the_user_retires_the_old(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm on the morning shift at the depot, 5 till 1")
        clock.advance(days=30)
        await say(imprint, "they put me on closing shifts from this week, so I need a new rota")
        active = await active_text(imprint)
        assert "morning" not in active, active
        assert "closing" in active, active


@pytest.mark.parametrize(
    ("reply", "gone", "kept"),
    [
        ("we're on trello. scratch that, we moved to notion in may", "trello", "notion"),
        (
            "my gp is dr khan... actually no wait, thats my old practice. my gp is dr ellis now",
            "khan",
            "ellis",
        ),
        ("we use asana. no wait, we use clickup", "asana", "clickup"),
    ],
)
def test_what_the_reply_takes_back_is_not_kept(reply: str, gone: str, kept: str) -> None:
    from imprint.pipeline.understand import understand

    contents = " | ".join(s.content for s in understand(reply, "Hi!").statements).lower()
    assert gone not in contents, contents
    assert kept in contents, contents

"""A pick said after a change of mind replaces the last one: "changed my mind, mysql",
"hmm actually lets do sqlite, simpler", "on second thought, the 6pm one after all"."""

from __future__ import annotations

import pytest

from imprint.pipeline.redone_picks import redone_pick
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say

_OFFER = "Three options: 1) Postgres, 2) MySQL, 3) SQLite. Which one?"


@pytest.mark.parametrize(
    ("reply", "picked"),
    [
        ("changed my mind, mysql", "mysql"),
        ("on second thought, mysql, the team knows it", "mysql"),
        ("hmm actually lets do sqlite, simpler", "sqlite"),
        ("hmm no lets use mysql after all", "mysql"),
        ("actually, lets just go for pnpm", "pnpm"),
        ("on second thoughts, Thursday. mornings are calmer", "Thursday"),
        ("ok i changed my mind, the 6pm slot then", "6pm"),
    ],
)
def test_a_pick_after_a_change_of_mind_is_read(reply: str, picked: str) -> None:
    found = redone_pick((reply,))
    assert found is not None and picked in found[0], found


@pytest.mark.parametrize(
    "reply",
    [
        "changed my mind, too pricey",
        "actually no, the weather is bad",
        "actually lets do it tomorrow",
        "on second thought, never mind",
        "changed my mind, sorry",
        "actually lets go, we're late",
        "on second thought, Thursday works better for the team",
    ],
)
def test_a_reason_or_no_value_after_a_change_of_mind_is_no_pick(reply: str) -> None:
    assert redone_pick((reply,)) is None


@pytest.mark.parametrize(
    "reply",
    [
        "hmm actually lets do sqlite, simpler",
        "changed my mind, sqlite. less to run",
        "on second thought, sqlite",
    ],
)
async def test_the_second_pick_replaces_the_first(
    store_url: str, clock: FakeClock, reply: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "lets go with postgres", agent=_OFFER)
        await say(imprint, reply, agent="Great, I'll write the Postgres schema.")
        active = await active_text(imprint)
        assert "sqlite" in active.lower(), active
        assert "postgres" not in active.lower(), active


async def test_a_reason_alone_leaves_the_pick(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "lets go with postgres", agent=_OFFER)
        await say(imprint, "actually no, too much to set up tonight", agent="Great.")
        assert "postgres" in (await active_text(imprint)).lower()

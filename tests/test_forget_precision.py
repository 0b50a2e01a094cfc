"""A forget request naming one attribute erases that value, not the facts said beside it.

A reply often holds a private value with other facts ("I'm a nurse, 6 years in, on 41k").
The reading stores the value apart (`topics.private_apart`), so "forget my salary" or
"don't keep her school's name" erases only it. Phrasings are our own.
"""

from __future__ import annotations

from typing import Any

import pytest

from imprint import Imprint
from imprint.pipeline.topics import private_apart
from imprint.testing import FakeClock


def make(store_url: str, clock: FakeClock, **kwargs: Any) -> Imprint:
    kwargs.setdefault("agent_description", "A personal assistant.")
    return Imprint("assistant", store=store_url, clock=clock, **kwargs)


async def _say(imprint: Imprint, reply: str, *, agent: str = "Noted.") -> None:
    await imprint.observe(user_id="u", agent_output=agent, user_response=reply, session_id="s1")


async def _kept(imprint: Imprint) -> str:
    return " ".join(m.content for m in await imprint.memories(user_id="u")).lower()


@pytest.mark.parametrize(
    ("said", "forget", "gone", "kept"),
    [
        (
            "fyi I'm a staff nurse, 6 years in, currently on 41k.",
            "please forget my salary, I shouldn't have said it",
            "41k",
            "nurse",
        ),
        (
            "my son Idris goes to Westfield Academy and he loves football.",
            "can you not keep the name of his school? his name is ok",
            "westfield",
            "idris",
        ),
    ],
)
async def test_forgetting_an_attribute_keeps_the_facts_said_with_it(
    store_url: str, clock: FakeClock, said: str, forget: str, gone: str, kept: str
) -> None:
    async with make(store_url, clock) as imprint:
        await _say(imprint, said, agent="Hi! What can I help with?")
        before = await _kept(imprint)
        assert gone in before and kept in before, before
        await _say(imprint, forget, agent="Hi again!")
        after = await _kept(imprint)
        assert gone not in after and kept in after, after


@pytest.mark.parametrize(
    ("content", "value", "rest"),
    [
        (
            "The user is a pharmacist, 3 yrs in, currently on 52k.",
            "52k",
            "The user is a pharmacist, 3 yrs in.",
        ),
        ("The user earns $70k and works at a bakery.", "$70k", "The user works at a bakery."),
        (
            "The user's son Tom goes to Elm Park Primary and he hates the bus.",
            "Elm Park Primary",
            "The user's son Tom goes to school, he hates the bus.",
        ),
    ],
)
def test_a_private_value_is_set_apart(content: str, value: str, rest: str) -> None:
    apart = private_apart(content)
    assert apart is not None and value in apart[0] and apart[1] == rest, apart


@pytest.mark.parametrize(
    "content",
    [
        "The user runs 10k every Sunday and loves it.",  # a distance, not pay
        "The user is a teacher at a school in Leeds.",  # no school named
        "The user makes 60k a year.",  # nothing else said
        "The user goes to Hillside College.",
    ],
)
def test_nothing_private_or_nothing_beside_it_stays_whole(content: str) -> None:
    assert private_apart(content) is None

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
        (
            "I run a bike repair shop and I'm going through a divorce.",
            "please drop the divorce stuff",
            "divorce",
            "bike",
        ),
        (
            "I'm a postdoc in a marine lab and I'm on sertraline 50mg.",
            "can you not keep the med thing on file",
            "sertraline",
            "postdoc",
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
        (
            "The user runs a bike repair shop and they are going through a divorce.",
            "The user is going through a divorce",
            "The user runs a bike repair shop.",
        ),
        (
            "The user is a QA lead, 6 testers under them, and has a final interview at Ardmore.",
            "The user has a final interview at Ardmore",
            "The user is a QA lead, 6 testers under them.",
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
        "The user is allergic to peanuts, like actually allergic.",  # an aside, no fact
        "The user has asthma and uses an inhaler.",  # all of it is the health matter
        "The user is a nurse and their sister is going through a divorce.",  # someone else's
    ],
)
def test_nothing_private_or_nothing_beside_it_stays_whole(content: str) -> None:
    assert private_apart(content) is None


_JOB = "I'm a Python developer at a bank."


@pytest.mark.parametrize(
    ("said", "forget", "gone", "kept"),
    [
        ("I got divorced last year.", "please drop the bit about my divorce", "divorce", "python"),
        (
            "My address is 14 Alder Road, Derby.",
            "I'd rather you didn't remember my address",
            "alder",
            "python",
        ),
        ("I was diagnosed with ADHD.", "can you forget the health stuff?", "adhd", "python"),
        ("My husband is called Pete.", "forget everything about my husband", "pete", "python"),
        (
            "I have 2 cats, Miso and Tofu.",
            "never mind what I said about the cats, it's not relevant anymore",
            "miso",
            "python",
        ),
        (
            "I have 2 cats, Miso and Tofu.",
            "can you delete what I said about my pets",
            "miso",
            "python",
        ),
        ("My salary is 45k.", "please stop remembering how much I make", "45k", "python"),
        (
            "My salary is 45k.",
            "that's private, please don't hang on to the salary thing",
            "45k",
            "python",
        ),
        (
            "My son has ADHD.",
            "my son's diagnosis is his business, please erase it",
            "adhd",
            "python",
        ),
        ("My address is 14 Alder Road, Derby.", "don't store where I live", "alder", "python"),
        (
            "My brother Kofi is in prison.",
            "can you not store that bit about my brother",
            "kofi",
            "python",
        ),
        (
            "I've got a second interview at Harwick Labs on Friday.",
            "don't hang on to anything about me looking at other jobs",
            "harwick",
            "python",
        ),
        (
            "I live with my flatmate tomasz.",
            "tomasz moved out. forget everything about him",
            "tomasz",
            "python",
        ),
    ],
)
async def test_a_request_in_any_shape_erases_its_target_and_nothing_else(
    store_url: str, clock: FakeClock, said: str, forget: str, gone: str, kept: str
) -> None:
    async with make(store_url, clock) as imprint:
        for reply in (said, _JOB):
            clock.advance(minutes=1)
            await _say(imprint, reply, agent="Hi! What can I help with?")
        before = await _kept(imprint)
        assert gone in before and kept in before, before
        clock.advance(minutes=1)
        await _say(imprint, forget)
        after = await _kept(imprint)
        assert gone not in after and kept in after, after
        assert forget.lower() not in after


@pytest.mark.parametrize(
    "forget", ["that's private, don't hang on to it", "actually could you not remember that"]
)
async def test_a_pointer_erases_the_previous_turns_memory(
    store_url: str, clock: FakeClock, forget: str
) -> None:
    async with make(store_url, clock) as imprint:
        for reply in (_JOB, "My address is 14 Alder Road, Derby."):
            clock.advance(minutes=1)
            await _say(imprint, reply, agent="Hi! What can I help with?")
        clock.advance(minutes=1)
        await _say(imprint, forget)
        after = await _kept(imprint)
        assert "alder" not in after and "python" in after, after


@pytest.mark.parametrize(
    "direction",
    ["don't store passwords in plain text", "never mention competitors in the copy"],
)
async def test_a_direction_about_storing_erases_nothing(
    store_url: str, clock: FakeClock, direction: str
) -> None:
    async with make(store_url, clock) as imprint:
        await _say(imprint, _JOB, agent="Hi! What can I help with?")
        clock.advance(minutes=1)
        await _say(imprint, direction)
        after = await _kept(imprint)
        assert "python" in after and direction.split()[-1] in after, after


async def test_a_request_listing_two_things_forgets_each(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await _say(imprint, "fyi I'm pregnant, due in March.")
        await _say(imprint, "I live at 14 Quillon Road in Hexham.")
        await _say(imprint, "I play the viola in a quartet.")
        before = await _kept(imprint)
        assert "pregnant" in before and "quillon" in before, before
        await _say(imprint, "Please forget my pregnancy and my address.")
        after = await _kept(imprint)
        assert "pregnan" not in after and "quillon" not in after, after
        assert "viola" in after

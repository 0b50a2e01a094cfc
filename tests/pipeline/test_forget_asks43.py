"""Forget asks said as what the assistant need not know, a secret kept, or a wish (round 43).

"I'd appreciate it if you forgot about Dan", "better if you didn't hold onto the Amazon
thing": the forgetting wished for, after "if". "I was venting about Steve, no need to keep
that": what "that" points at is what the user vented about.

"you don't need to know about Sam's ADHD", "let's keep the PIP between us" ask to forget
the thing they name; "keep the PIP between us, forget it" says it twice, and the "forget
it" that closes it is not the "forget it" of never mind. "you don't need to know the
details, just fix the bug" asks nothing of the memory.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("reply", "terms"),
    [
        ("you don't need to know about Sam's ADHD", ("sam", "adhd")),
        ("you don't need to know about Sam's ADHD, get rid of that", ("sam", "adhd")),
        ("you dont have to remember my salary", ("salary",)),
        ("let's keep the PIP between us", ("pip",)),
        ("keep the PIP between us, forget it", ("pip",)),
        ("keep the divorce stuff between you and me", ("divorce",)),
        ("I'd appreciate it if you forgot about Dan entirely", ("dan",)),
        ("hmm maybe better if you didn't hold onto the Amazon thing", ("amazon",)),
        ("it'd be better if you forgot the Amazon thing", ("amazon",)),
        ("I was venting about Steve, no need to keep that", ("steve",)),
        ("anna asked me not to tell people, so please don't keep that", ("anna",)),
        ("my sister asked me to keep it quiet, so delete that", ("sister",)),
        ("nobody needs to know about the Bruno incident, delete", ("bruno",)),
    ],
)
def test_what_need_not_be_known_is_forgotten(reply: str, terms: tuple[str, ...]) -> None:
    request = understand(reply).forget
    assert request is not None
    assert terms in request.terms


@pytest.mark.parametrize(
    "reply",
    [
        "you don't need to know the details, just fix the bug",
        "you don't need to know about the details",
        "forget it, it doesn't matter",
        "nah forget it",
        "I'd appreciate it if you kept it short",
    ],
)
def test_no_forget_asked(reply: str) -> None:
    assert understand(reply).forget is None


@pytest.mark.parametrize(
    ("facts", "ask", "gone", "kept"),
    [
        (
            ["My kid Sam has ADHD.", "I use a Mac."],
            "you don't need to know about Sam's ADHD, get rid of that",
            "ADHD",
            "Mac",
        ),
        (
            ["I'm on a performance improvement plan at work.", "My favourite colour is green."],
            "let's keep the PIP between us, forget it",
            "improvement",
            "green",
        ),
        (
            ["I have endometriosis.", "I work as a florist."],
            "please forget all the health related stuff",
            "endometriosis",
            "florist",
        ),
        (
            ["My sister Anna is going through chemo.", "I'm a software engineer."],
            "anna asked me not to tell people, so please don't keep that",
            "chemo",
            "software",
        ),
        (
            ["I'm in a band called The Rusty Nails.", "My drummer is Kev.", "I like sci-fi."],
            "wipe everything about the band",
            "Kev",
            "sci-fi",
        ),
    ],
)
async def test_the_thing_named_goes_and_the_rest_stays(
    store_url: str, clock: FakeClock, facts: list[str], ask: str, gone: str, kept: str
) -> None:
    async with make(store_url, clock) as imprint:
        for fact in facts:
            await say(imprint, fact)
        await say(imprint, ask)
        active = await active_text(imprint)
    assert gone not in active
    assert kept in active

"""Who holds a role of the user's, named in passing: after a title in any case ("my landlord mr
haddad"), with "prof", or in a clause of its own ("my landlord, his name is ...")."""

from __future__ import annotations

import pytest

from imprint.pipeline.role_holders import named_holder
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        ("my landlord mr haddad never replies to texts", "Mr Haddad is the user's landlord."),
        ("my dentist dr lee is retiring next year", "Dr Lee is the user's dentist."),
        (
            "my supervisor prof okafor reckons chapter 2 is too long",
            "Prof Okafor is the user's supervisor.",
        ),
        ("my tutor professor ames marks hard", "Professor Ames is the user's tutor."),
        (
            "need to email my landlord, his name is Mr Brandt, about the leak",
            "Mr Brandt is the user's landlord.",
        ),
        ("can you write to my plumber, hes called jonno", "Jonno is the user's plumber."),
        (
            "our new cleaner - she's called bea - starts on monday",
            "Bea is the user's cleaner now.",
        ),
        (
            "my physio, her name's Ines Duarte, wants me resting",
            "Ines Duarte is the user's physio.",
        ),
        ("my accountant, who goes by dee, says file early", "Dee is the user's accountant."),
    ],
)
def test_a_role_named_in_passing_tells_who_holds_it(sentence: str, told: str) -> None:
    assert named_holder(sentence) == told


@pytest.mark.parametrize(
    "sentence",
    [
        "my landlord, his name escapes me, owns half the street",
        "my tutor says i should read more",
        "my landlord is a nightmare",
        "my dentist, he's called twice about the bill",  # "called" is no naming here
        "a landlord, his name is mr haddad, owns the flat next door",  # not the user's
        "my supervisor mentioned prof okafor's paper",
    ],
)
def test_no_holder_named(sentence: str) -> None:
    assert named_holder(sentence) is None


async def test_a_landlord_named_while_asking_is_kept(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "heating's out again. can u draft a text to my landlord, his name is Mr Brandt, "
            "he only answers short messages",
        )
        await say_later(imprint, clock, "still no engineer, need something firmer")
        assert "Mr Brandt is the user's landlord." in await active_text(imprint)

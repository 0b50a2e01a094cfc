"""An ask after an approval, a thing told then pointed at by a forget, a new holder of a role."""

from __future__ import annotations

import pytest

from imprint.pipeline.subjects import subject_of
from imprint.pipeline.supersede import supersedes
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


async def test_an_ask_after_an_approval_is_kept(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "yep exactly like that, short bullet summaries is how i want meeting notes in general",
            agent="Summary:\n- Budget approved\n- Launch moved to May",
        )
        assert "short bullet summaries" in (await active_text(imprint)).lower()


async def test_the_approval_alone_is_no_rule(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "yes exactly like that", agent="Summary:\n- Budget approved")
        assert await active_text(imprint) == ""


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        ("that stripe interview thing, can you wipe it?", ("stripe", "interview")),
        ("ok the divorce stuff, could you delete that please?", ("divorce",)),
        ("so the knee surgery bit - can u remove it?", ("knee", "surgery")),
    ],
)
def test_a_thing_named_then_pointed_at_is_forgotten(reply: str, words: tuple[str, ...]) -> None:
    request = understand(reply, "Noted.").forget
    assert request is not None
    assert words in request.terms


@pytest.mark.parametrize(
    "reply",
    [
        "here's the draft intro. can you delete it?",
        "ugh this paragraph is awful. can you remove it?",
        "the second bullet, can you remove it?",  # a line of the agent's answer
    ],
)
def test_an_edit_pointed_at_is_no_forget(reply: str) -> None:
    assert understand(reply, "Here is the draft:\n- one\n- two").forget is None


async def test_a_named_thing_pointed_at_is_erased(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "i run the billing service at work. also i have a final round at stripe on friday",
        )
        await say_later(
            imprint, clock, "that stripe interview thing, can you wipe it? didnt get it"
        )
        active = await active_text(imprint)
        assert "stripe" not in active.lower(), active
        assert "billing service" in active, active


@pytest.mark.parametrize(
    ("new", "old"),
    [
        (
            "Patel retired so the user's new dentist is dr. ruiz.",
            "Dr Patel is the user's dentist.",
        ),
        ("The user has started lessons with joao now.", "Mr Havel is the user's piano teacher."),
        ("The user switched to classes with Ines.", "Kim is the user's driving instructor."),
    ],
)
def test_a_new_holder_of_the_role_retires_the_old(new: str, old: str) -> None:
    assert _outdates(new, old)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        # the role named again, with no new holder
        ("The user's dentist wants an x-ray.", "Dr Patel is the user's dentist."),
        # lessons with someone, but the old holder teaches nothing
        ("The user has started lessons with joao now.", "Dr Patel is the user's dentist."),
        ("The user's new accountant is Sam.", "Dr Patel is the user's dentist."),
    ],
)
def test_no_new_holder(new: str, old: str) -> None:
    assert not _outdates(new, old)


def _outdates(new: str, old: str) -> bool:
    """Whether the fact `new`, said as it stands, outdates the fact `old`."""
    return supersedes(
        content=new,
        subject=subject_of(new),
        replaces=(),
        changed=False,
        old_content=old,
        old_subject=subject_of(old),
    )


async def test_the_talk_leading_to_a_forgotten_clause_goes_too(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "i look after the payments api at work, but totally unrelated, i have a final "
            "round at adyen next week",
        )
        await say_later(imprint, clock, "that adyen interview thing, can you wipe it?")
        active = await active_text(imprint)
        assert "payments api at work" in active, active
        assert "adyen" not in active.lower(), active
        assert "unrelated" not in active, active

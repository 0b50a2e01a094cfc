"""What a forget request leaves: the user's job, family and things beside what goes."""

from __future__ import annotations

import pytest

from imprint.pipeline.forget_rest import forget_rest
from imprint.pipeline.own_gear import own_gear
from imprint.pipeline.topics import private_kinds
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


def _terms(reply: str) -> tuple[tuple[str, ...], ...]:
    request = understand(reply, "Noted.").forget
    assert request is not None, reply
    return request.terms


@pytest.mark.parametrize(
    ("reply", "kept", "not_a_target"),
    [
        (
            "please forget everything about Brightwater Dental, their files, the whole audit",
            ("brightwater", "dental"),
            ("files",),
        ),
        (
            "delete the stuff about Okonjo Builders, all their quotes and the entire job",
            ("okonjo", "builders"),
            ("quotes",),
        ),
    ],
)
def test_things_of_the_named_one_listed_after_it_are_no_targets_of_their_own(
    reply: str, kept: tuple[str, ...], not_a_target: tuple[str, ...]
) -> None:
    terms = _terms(reply)
    assert kept in terms, terms
    assert not_a_target not in terms, terms


@pytest.mark.parametrize(
    "reply",
    [
        "forget the chess club thing, keep it to the school stuff",
        "ok scrap the garden project bit, just remember the kitchen one",
    ],
)
def test_what_stays_after_a_list_of_things_to_forget_is_no_target(reply: str) -> None:
    terms = _terms(reply)
    assert all("school" not in t and "kitchen" not in t for t in terms), terms


@pytest.mark.parametrize(
    "reply",
    [
        "it's sorted now and i don't want it kept anywhere",
        "please drop the lawsuit thing. that's over and i dont want it stored",
    ],
)
def test_a_state_of_the_thing_pointed_at_names_nothing_to_forget(reply: str) -> None:
    terms = _terms(reply)
    assert all(t not in (("sorted",), ("over",)) for t in terms), terms


def test_a_thing_pointed_back_to_the_users_words_before_a_reason_is_the_target() -> None:
    assert _terms(
        "what I mentioned yesterday about Priya and the invoice - forget that please, "
        "accounts are dealing with it"
    ) == (("priya", "invoice"),)


def test_a_workplace_named_after_a_hospital_is_no_health_matter() -> None:
    assert "health" not in private_kinds("The user is a porter at Ashgrove Hospital.")
    assert "health" in private_kinds("The user was in hospital for a week.")
    assert "legal" not in private_kinds("The user is no legal expert.")
    assert "legal" in private_kinds("The user is in a legal battle with their landlord.")


def test_a_relative_named_in_a_forgotten_clause_stays_known() -> None:
    assert forget_rest(
        "The user and their ex are in a dispute over custody of their son Milo (4).",
        [("custody",)],
    ) == ("The user's son is Milo (4).", None)
    # the request names the child: nothing of them stays
    assert forget_rest("The user's son Milo (4) has a custody hearing.", [("milo",)]) is None


async def test_a_job_said_beside_a_client_to_forget_stays(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "I'm a freelance audio engineer, mostly live gigs. current client is Marlow Arts, "
            "they want stems by friday",
        )
        clock.advance(days=20)
        await say(
            imprint,
            "that contract's done, please forget everything about Marlow Arts, their audio, "
            "the whole project",
        )
        active = await active_text(imprint)
        assert "freelance audio engineer" in active, active
        assert "Marlow" not in active, active


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("trying to shoot the moon with my sony a6400 tonight", "The user has a sony a6400."),
        ("my Garmin 955 says my vo2 max dropped", "The user has a Garmin 955."),
        ("the fan on my rtx 4070 is loud", "The user has a rtx 4070."),
    ],
)
def test_a_device_named_by_its_model_in_passing_is_kept(sentence: str, fact: str) -> None:
    assert own_gear(sentence) == fact


@pytest.mark.parametrize(
    "sentence",
    [
        "my first 10k is on sunday",
        "my flight BA217 is delayed",
        "sold my canon 5d last year",
        "thinking of upgrading my rtx 2060",
        "my kids 7 and 9 love it",
    ],
)
def test_numbers_of_other_things_or_gear_gone_are_no_device(sentence: str) -> None:
    assert own_gear(sentence) is None


@pytest.mark.parametrize(
    ("reply", "fact"),
    [
        ("im directing twelfth night for the riverside players", "directing twelfth night"),
        ("im organising the street party this year", "organising the street party"),
        ("i'm mentoring two junior devs at work", "mentoring two junior devs"),
    ],
)
def test_a_stretch_of_work_said_in_the_progressive_is_kept(reply: str, fact: str) -> None:
    contents = [s.content for s in understand(reply, "Hi!").statements]
    assert any(fact in c for c in contents), contents


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("tomasz left the band last month. forget his stuff pls", ("tomasz",)),
        ("biscuit passed away on sunday. please forget his details, it hurts", ("biscuit",)),
    ],
)
def test_his_points_back_at_the_one_just_named(reply: str, target: tuple[str, ...]) -> None:
    assert target in _terms(reply)

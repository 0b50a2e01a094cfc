"""Forget asks said as a regret, a wish for the thing gone, or a clause of someone's (round 45).

"I regret telling you my credit score", "I wish I hadn't mentioned the loan", "can we
pretend I never mentioned med school", "I'd like that gone from your memory", "I don't want
my age saved", "don't keep where my daughter goes to school": each names what to forget.
A target naming an attribute ("that debt to my brother") finds the memory holding a value
of it ("owes their brother 3000 dollars"). A pointer after an ask that only points too
("keep that between us, actually don't record it at all") means what was just said, not
the words of that ask. Beside each, the look-alikes that ask nothing of the memory.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import every_text, make, say, say_later

_FORGET_MY_DEBTS_RU = (
    "\u0437\u0430\u0431\u0443\u0434\u044c \u043f\u0440\u043e \u043c\u043e\u0438 "
    "\u0434\u043e\u043b\u0433\u0438"
)
"""Russian "forget about my debts"."""


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("I regret telling you my credit score. forget it", "credit"),
        ("honestly I wish I hadn't told you about the loan", "loan"),
        ("I wish I never mentioned the tribunal to you", "tribunal"),
        ("can we pretend I never mentioned med school", "med"),
        ("let's pretend I never told you about the overdraft, ok?", "overdraft"),
        ("the gambling thing - I'd like that gone from your memory", "gambling"),
        ("I'd like my address deleted from your notes", "address"),
        ("I want the IVF stuff removed from your memory please", "ivf"),
        ("I don't want my age saved", "age"),
        ("i dont want my salary stored anywhere", "salary"),
        ("pls don't keep where my daughter goes to school", "school"),
        ("please don't remember how much our rent is", "rent"),
        ("I'd really rather you didn't have the Ozempic thing on record", "ozempic"),
        ("get rid of my number", "phone"),
        ("get rid of my number from your notes please", "phone"),
        (_FORGET_MY_DEBTS_RU, "\u0434\u043e\u043b\u0433\u0438"),
    ],
)
def test_the_thing_asked_to_be_forgotten_is_named(reply: str, word: str) -> None:
    request = understand(reply).forget
    assert request is not None
    assert any(word in target for target in request.terms)


@pytest.mark.parametrize(
    "reply",
    [
        "I want the CSS stuff gone",
        "I want the temp files deleted",
        "I don't want my changes saved until I say so",
        "I regret the decision to use Mongo",
        "let's pretend I never said anything",
        "don't keep what my code does in the summary",
        "I wish I had told you about the deadline earlier",
        "act like I never mentioned this and write the email to Dave",
        "remove my number from the signature",
        "I'd rather you didn't have the kids stuff ready",
    ],
)
def test_what_asks_nothing_of_the_memory_is_no_forget_request(reply: str) -> None:
    assert understand(reply).forget is None


def test_a_wh_word_or_a_linking_word_names_nothing() -> None:
    request = understand("pls don't keep where my daughter goes to school").forget
    assert request is not None
    assert request.terms == (("daughter", "goes", "school"),)


def test_what_is_to_stay_ends_the_thing_to_forget() -> None:
    request = understand("forget the divorce bit but keep that I'm looking at flats").forget
    assert request is not None
    assert all("flats" not in target for target in request.terms)
    assert ("divorce",) in request.terms


def test_a_german_noun_of_a_state_is_held_by_its_adjective() -> None:
    assert forget_matches("Ich bin schwanger, 10. Woche.", (("schwangerschaft",),))
    assert not forget_matches("Ich bin Lehrerin.", (("schwangerschaft",),))


def test_a_pointer_after_an_ask_that_only_points_means_what_was_just_said() -> None:
    request = understand("but keep that between us, actually don't record it at all").forget
    assert request is not None
    assert request.recent
    assert request.terms == ()


@pytest.mark.parametrize(
    ("content", "target"),
    [
        ("The user owes their brother 3000 dollars.", ("debt", "brother")),
        ("The user's salary at Acme is 82k.", ("salary", "acme")),
    ],
)
def test_a_word_naming_an_attribute_is_held_by_its_value(
    content: str, target: tuple[str, ...]
) -> None:
    assert forget_matches(content, (target,))


def test_a_word_naming_an_attribute_is_not_held_without_its_value() -> None:
    assert not forget_matches("The user's brother lives in Leeds.", (("debt", "brother"),))


@pytest.mark.parametrize(
    ("before", "after", "gone", "kept"),
    [
        (
            "I owe my brother 3000 dollars. I also work at Tesco.",
            "that debt to my brother, strike it from the record",
            "3000",
            "Tesco",
        ),
        (
            "I'm 52 and I live in Bristol.",
            "I don't want my age saved",
            "52",
            "Bristol",
        ),
        (
            "I'm secretly applying to med school. I'm vegetarian.",
            "can we pretend I never mentioned med school",
            "med school",
            "vegetarian",
        ),
    ],
)
async def test_the_thing_goes_and_what_else_was_said_stays(
    store_url: str, clock: FakeClock, before: str, after: str, gone: str, kept: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, before)
        await say_later(imprint, clock, after)
        every = await every_text(imprint)
    assert gone not in every
    assert kept in every


async def test_the_rest_of_a_memory_stays_when_asked_to_keep_it(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "we're getting a divorce and I'm looking at flats in Hove")
        await say_later(imprint, clock, "forget the divorce bit but keep that I'm looking at flats")
        every = await every_text(imprint)
    assert "divorce" not in every
    assert "flats in Hove" in every


async def test_what_was_just_said_goes_when_asked_to_stay_between_us(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm pregnant, 8 weeks")
        await say(imprint, "thanks! but keep that between us, actually don't record it at all")
        every = await every_text(imprint)
    assert "pregnant" not in every

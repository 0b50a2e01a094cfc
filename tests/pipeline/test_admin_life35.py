"""Household admin: the keys to a new home, a way of doing things given up, a bank by name,
and a forget request said with "really rather"."""

from __future__ import annotations

import pytest

from imprint.pipeline.forget import forget_request
from imprint.pipeline.moved_to import moved_to
from imprint.pipeline.segment import segment
from imprint.pipeline.subjects import subject_of
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("sentence", "town"),
    [
        ("we finally got the keys to the york flat on friday!!", "york"),
        ("picked up the keys to the new place in Bath this morning", "Bath"),
        ("i got the keys for our new house in Frome yesterday", "Frome"),
    ],
)
def test_the_keys_to_a_home_in_a_town_are_a_move(sentence: str, town: str) -> None:
    switch = moved_to(sentence)
    assert switch is not None
    assert (switch.new, switch.subject) == (town, "city")


@pytest.mark.parametrize(
    "sentence",
    [
        "got the keys to the big house",  # no town named
        "my sister got the keys to the leith flat",  # someone else's move
        "if we got the keys to the leith flat early, could we paint first?",
    ],
)
def test_no_move_of_the_users(sentence: str) -> None:
    assert moved_to(sentence) is None


async def test_the_keys_to_a_new_home_retire_the_old_town(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i live in stockport, is the council tax band worth appealing?")
        await say_later(imprint, clock, "got the keys to the macclesfield house!! who do i tell")
        active = await active_text(imprint)
        assert "macclesfield" in active, active
        assert "stockport" not in active, active


async def test_a_way_given_up_retires_what_named_it(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i keep all my receipts on paper in a shoebox, is that ok for hmrc?")
        await say_later(
            imprint, clock, "gave up on the paper system, its all in an app now. which app is best"
        )
        active = await active_text(imprint)
        assert "shoebox" not in active, active


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("The user has a joint account with nationwide.", "bank"),
        ("The user banks with barclays.", "bank"),
        ("The user's salary goes into a nationwide current account.", "bank"),
    ],
)
def test_a_bank_by_name(content: str, subject: str) -> None:
    assert subject_of(content) == subject


@pytest.mark.parametrize(
    "content", ["A nationwide strike is on.", "The user had to chase the council twice."]
)
def test_a_word_that_is_also_a_bank_names_none(content: str) -> None:
    assert subject_of(content) != "bank"


@pytest.mark.parametrize(
    ("reply", "term"),
    [
        ("the gambling stuff, id really rather you didnt keep any of that", "gambling"),
        ("i'd honestly prefer you didn't store my salary", "salary"),
        ("i would just rather you didn't keep my address on file", "address"),
    ],
)
def test_a_request_said_with_really_rather_is_read(reply: str, term: str) -> None:
    request, _ = forget_request(segment(reply).sentences, "en")
    assert request is not None
    assert any(term in words for words in request.terms), request

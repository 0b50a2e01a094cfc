"""Values of one kind replace each other when a change is told (round 37, `word_kin`)."""

from __future__ import annotations

import pytest

from imprint.pipeline.word_kin import THRESHOLD, changed_in_kind, kin_pair, likeness
from imprint.testing import FakeClock
from tests.conversation import make, say, say_later


@pytest.mark.parametrize(
    ("word", "other"),
    [("july", "august"), ("monday", "thursday"), ("liverpool", "manchester"), ("cello", "violin")],
)
def test_words_of_one_kind_are_alike(word: str, other: str) -> None:
    score = likeness(word, other)
    assert score is not None
    assert score >= THRESHOLD


@pytest.mark.parametrize(("word", "other"), [("cat", "dentist"), ("violin", "mortgage")])
def test_words_of_two_kinds_are_not(word: str, other: str) -> None:
    score = likeness(word, other)
    assert score is not None
    assert score < THRESHOLD


def test_a_word_missing_from_the_table_has_no_likeness() -> None:
    assert likeness("zzqxv", "july") is None


@pytest.mark.parametrize(
    ("content", "old_content", "pair"),
    [
        (
            "The user's team moved the roaster to a unit in manchester now.",
            "The user's team roasts coffee in liverpool.",
            ("manchester", "liverpool"),
        ),
        (
            "The user's daughter switched to cello now.",
            "The user's daughter plays violin in the school orchestra.",
            ("cello", "violin"),
        ),
    ],
)
def test_the_new_value_and_the_old_are_paired(
    content: str, old_content: str, pair: tuple[str, str]
) -> None:
    assert kin_pair(content, old_content) == pair
    assert changed_in_kind(content, old_content)


@pytest.mark.parametrize(
    ("content", "old_content"),
    [
        # forms of one word are the frame both share, not two values
        ("The user's shop does repairs now.", "The user owns a bike repair shop."),
        ("The user is riding gravel now.", "The user rides with a club."),
        # a month and a weekday say when, two ways
        ("From september the kids do the after-school club now.", "The user works fridays."),
        # words of size and talk carry no value
        ("Basically a big plus now.", "The user runs a small shop, mostly online."),
    ],
)
def test_a_shared_frame_or_words_of_talk_pair_nothing(content: str, old_content: str) -> None:
    assert kin_pair(content, old_content) is None


def test_without_a_change_told_nothing_is_replaced() -> None:
    assert not changed_in_kind(
        "The user's team has a second unit in manchester.", "The user's team roasts in liverpool."
    )


async def test_a_move_of_the_work_replaces_the_old_town(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "we roast coffee in a little unit in liverpool, help me price a 1kg bag")
        await say_later(
            imprint,
            clock,
            "we moved the roaster to a bigger unit in manchester now, rent is the same. can "
            "you redo the delivery zones",
        )
        active = [m.content for m in await imprint.memories(user_id="u")]
        assert any("manchester" in c for c in active)
        assert not any("liverpool" in c for c in active)


def test_a_value_told_as_one_more_replaces_nothing() -> None:
    assert not changed_in_kind(
        "The user now plays cello as well.", "The user plays violin in an orchestra."
    )


def test_a_plural_found_by_its_singular() -> None:
    assert likeness("tuesdays", "thursdays") == likeness("tuesday", "thursday")


async def test_with_two_values_of_the_kind_held_both_stay(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "we roast coffee in liverpool and pack it in leeds")
        await say(imprint, "our cafe is in york, by the minster")
        await say_later(imprint, clock, "we moved the roaster to manchester now, rent is the same")
        active = " | ".join(m.content for m in await imprint.memories(user_id="u"))
        assert "york" in active

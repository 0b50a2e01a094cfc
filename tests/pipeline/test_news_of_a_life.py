"""News of the user's life told in passing: a thing they got, a move told as a noun, a change
of work in the first person, a shop closed, a provider changed. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.life_news import life_news
from imprint.pipeline.move_nouns import as_moved
from imprint.pipeline.one_off import marks_one_off
from imprint.pipeline.understand import understand
from imprint.pipeline.value_classes import outdates
from imprint.pipeline.work import ends_work
from imprint.pipeline.work_news import work_news
from imprint.types import MemoryType


def _facts(reply: str) -> list[str]:
    return [
        s.content.lower() for s in understand(reply, "").statements if s.type is MemoryType.FACT
    ]


@pytest.mark.parametrize(
    ("reply", "thing"),
    [
        (
            "my old thinkpad gave up so i caved and got a macbook pro. where is task manager?",
            "macbook",
        ),
        ("finally caved and got an e-bike (the hill was killing me)", "e-bike"),
        ("Treated myself to a cello and I adore it", "cello"),
        ("we adopted a kitten on sunday", "kitten"),
    ],
)
def test_a_thing_the_user_got_is_kept(reply: str, thing: str) -> None:
    assert any(thing in f for f in _facts(reply)), _facts(reply)


@pytest.mark.parametrize(
    "clause",
    [
        "I got an email from the bank about it",
        "i caved and got a kindle for my dad",
        "I bought a coffee on the way in",
        "got the file from Sam",
    ],
)
def test_what_is_not_the_users_new_thing_is_no_news(clause: str) -> None:
    assert not life_news(clause)


def test_a_question_about_this_one_marks_no_one_off() -> None:
    assert not marks_one_off("how do i change the wallpaper on this one?")
    assert marks_one_off("just for this one, keep it formal")
    assert marks_one_off("what do you think, just for this one?")


@pytest.mark.parametrize(
    ("text", "moved"),
    [
        ("we finally did the move to Porto last month", "we moved to Porto"),
        ("since the move to Galway the kids are happier", "since we moved to Galway"),
        ("the big move to Utrecht is done!", "we moved to Utrecht"),
        ("the team finished the move to async", "the team finished the move to async"),
    ],
)
def test_a_move_told_as_a_noun_reads_as_the_verb(text: str, moved: str) -> None:
    assert moved in as_moved(text)


def test_a_move_told_as_a_noun_is_a_new_home() -> None:
    found = [
        (s.subject, s.change.changed)
        for s in understand(
            "ok so we finally did the move to Ghent, boxes everywhere", ""
        ).statements
    ]
    assert ("city", True) in found, found


@pytest.mark.parametrize(
    ("sentence", "subject", "words"),
    [
        ("Tuesday was my last day at Harrow & Finch, weirdly emotional", "role", ["last day"]),
        ("I'm going self-employed from next month", "role", ["self-employed"]),
        ("Priya left so I report to Tomasz now", "manager", ["tomasz"]),
        ("I transferred to the oncology unit (same trust)", "role", ["oncology"]),
        ("went in-house at Pellham Foods, no more billable hours", "employer", ["pellham"]),
        ("first week at Quillby done, everyone is lovely", "employer", ["quillby"]),
        ("passed my boards, started as a junior vet at Ashcombe this week", "role", ["junior vet"]),
    ],
)
def test_news_of_the_users_work(sentence: str, subject: str, words: list[str]) -> None:
    news = work_news(sentence)
    assert news is not None
    assert news[1] == subject
    assert all(w in news[0].lower() for w in words), news


@pytest.mark.parametrize(
    "sentence",
    [
        "my daughter's first day at school went fine",
        "Friday was my last day at uni before the break",
        "today was my last day of term",
        "she went freelance last year",
        "how do I report to HR about it?",
    ],
)
def test_no_news_of_the_users_work(sentence: str) -> None:
    assert work_news(sentence) is None


def test_a_last_day_at_work_ends_the_work() -> None:
    news = work_news("Friday was my last day at the Gazette")
    assert news is not None and ends_work(news[0])


@pytest.mark.parametrize(
    ("reply", "closed"),
    [
        ("I shut the Etsy shop down in March, the fees were silly", "etsy"),
        ("we closed our Depop store last year", "depop"),
    ],
)
def test_a_shop_closed_retires_it(reply: str, closed: str) -> None:
    assert closed in understand(reply, "").retired


@pytest.mark.parametrize(
    ("content", "old", "out"),
    [
        (
            "We're with Northway Bank now on a 2 year fix.",
            "Mortgage of 180k with Halden Building Society.",
            True,
        ),
        (
            "The user is with Giffgaff now, new plan.",
            "The user's phone plan is with Vodafone.",
            True,
        ),
        ("We're with Northway Bank now on a 2 year fix.", "The user had lunch with Marta.", False),
        (
            "The user is with Northway Bank now.",
            "The user's mortgage is with Northway Bank.",
            False,
        ),
    ],
)
def test_a_new_provider_outdates_the_old(content: str, old: str, out: bool) -> None:
    assert outdates(content=content, subject=None, old_content=old) is out


def test_a_fact_said_alone_and_at_length_is_kept_once_with_its_subject() -> None:
    reply = "I'm a pharmacist and I'm mentoring two pre-reg students this year, any tips?"
    facts = [s for s in understand(reply, "").statements if s.type is MemoryType.FACT]
    assert len([s for s in facts if "pharmacist" in s.content.lower()]) == 1, facts
    assert [s.subject for s in facts if "pharmacist" in s.content.lower()] == ["role"], facts


def test_is_retired_ends_the_work() -> None:
    assert ends_work("The user is retired now.")
    assert ends_work("The user is now retired.")
    assert not ends_work("The user is retired from competitive rowing.")


@pytest.mark.parametrize(
    ("content", "old", "out"),
    [
        (
            "The user's GP upped the dose, since Monday they take 20 mg.",
            "The user takes citalopram 10 mg in the evening.",
            True,
        ),
        (
            "The user takes 75 mcg of levothyroxine now.",
            "The user takes levothyroxine 50 mcg before breakfast.",
            True,
        ),
        (
            "Mum takes 5 mg of bisoprolol now.",
            "The user takes 10 mg of citalopram.",
            False,
        ),
        ("The user takes 20 mg now.", "The user runs 5 km before work.", False),
    ],
)
def test_a_new_dose_outdates_the_old_one(content: str, old: str, out: bool) -> None:
    assert outdates(content=content, subject=None, old_content=old) is out


@pytest.mark.parametrize(
    "text",
    [
        "since the move to Kubernetes our pipelines crawl",
        "after the move to Slack nobody reads email",
        "my brother made the move to Perth last spring",
    ],
)
def test_a_move_to_a_tool_or_someone_elses_move_is_left_as_it_is(text: str) -> None:
    assert as_moved(text) == text


@pytest.mark.parametrize(
    "sentence",
    [
        "I now report to the board",
        "I report to jury service on Tuesday",
        "yesterday was my last day at the festival",
        "I transferred to the Barclaycard",
        "my first week at the new climbing gym was brutal",
        "I started as a complete beginner at pottery",
        "I'm going part-time if my manager signs it off",
        "my sister reckons I'm going freelance, I'm not",
        "first week at my weekend job done",
        "I went freelance as a tutor on weekends",
    ],
)
def test_what_is_no_change_of_the_users_work(sentence: str) -> None:
    assert work_news(sentence) is None


@pytest.mark.parametrize(
    ("content", "old"),
    [
        ("The user also opened an ISA with Nutmeg now.", "The user banks with Starling."),
        (
            "The user's husband is with Direct Line now for the van.",
            "The user's van insurance is with Admiral.",
        ),
        (
            "The user has a new gym membership with Gymbox now.",
            "The user's broadband contract is with Sky.",
        ),
        (
            "The user is on a new plan with Coach Priya now.",
            "The user's broadband contract is with Sky.",
        ),
        (
            "For their knee the user takes 600 mg now.",
            "The user takes lamotrigine 100 mg at night.",
        ),
        (
            "The user's daughter's inhaler is 1 puff now.",
            "The user takes 2 puffs of beclometasone.",
        ),
    ],
)
def test_what_is_no_new_provider_or_dose_of_the_users(content: str, old: str) -> None:
    assert not outdates(content=content, subject=None, old_content=old)


def test_a_raised_dose_outdates_the_old_one_whatever_its_digits() -> None:
    assert outdates(
        content="The user upped their dose, now 150 mg.",
        subject=None,
        old_content="The user takes venlafaxine 50 mg with breakfast.",
    )


@pytest.mark.parametrize(
    "clause",
    ["just got a phone call from the school", "got a flat tyre on the ring road", "got a car wash"],
)
def test_a_thing_named_before_another_noun_is_no_possession(clause: str) -> None:
    assert not life_news(clause)

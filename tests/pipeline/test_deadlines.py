"""A deadline named in passing ("the grant closes June 30") is kept with its date."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from imprint.pipeline.deadlines import deadline_in, moved_deadline
from imprint.pipeline.temporal import valid_until
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        ("the conference paper is due March 14, ugh", ["paper", "march 14"]),
        (
            "Arts council application closes 3 October and I have nothing.",
            ["arts council", "3 october"],
        ),
        ("my tax return has to be filed by April 30.", ["tax return", "april 30"]),
        (
            "kitchen quote for the Patels, they want it by Friday. can you draft it?",
            ["patels", "friday"],
        ),
        ("the portfolio needs to be submitted by the 15th", ["portfolio", "15th"]),
        ("just so you know, the deadline for the bursary is 2 June.", ["bursary", "2 june"]),
        ("we're expecting twins (due date is nov 3). what do we need?", ["twins", "nov 3"]),
        ("lol the whole dissertation has to be in by May 20th", ["dissertation", "may 20"]),
    ],
)
def test_a_deadline_with_its_date_is_kept(reply: str, words: list[str]) -> None:
    facts = [s.content.lower() for s in understand(reply, "").statements]
    assert any(all(w in f for w in words) for f in facts), facts


def test_a_due_date_ends_the_memory() -> None:
    told = understand("the grant report is due June 30, can you help me outline?", "")
    source = next(s.source for s in told.statements if "june 30" in s.content.lower())
    until = valid_until(source, datetime(2026, 6, 1, tzinfo=UTC))
    assert until is not None and (until.month, until.day) == (6, 30)


@pytest.mark.parametrize(
    "sentence",
    [
        "is the essay due friday?",  # asked
        "the essay is due soon",  # no date
        "it might be due June 3, not sure",  # hedged
        "I stayed up until 3 finishing it",
        "we closed the deal on the 4th of May and celebrated",
        "they want to meet on the weekend",
    ],
)
def test_a_question_a_hedge_or_no_date_is_no_deadline(sentence: str) -> None:
    assert deadline_in(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "thing", "when"),
    [
        ("the funder pushed the report back to October 2", "report", "october 2"),
        ("good news, the exhibition got postponed to May 20", "exhibition", "may 20"),
        ("they extended the bid deadline to the 28th", "bid deadline", "28th"),
        ("our launch was moved to June 9 because of legal", "launch", "june 9"),
        ("client bumped the handover out to next friday", "handover", "friday"),
        ("the viva has been delayed until 3 March", "viva", "3 march"),
    ],
)
def test_a_moved_deadline_retires_the_thing_it_moves(sentence: str, thing: str, when: str) -> None:
    moved = moved_deadline(sentence)
    assert moved is not None, sentence
    assert moved[1] == thing
    assert when in moved[0].lower()


@pytest.mark.parametrize(
    "sentence",
    [
        "they pushed it back to friday",  # no thing named
        "I moved the meeting to Tuesday",  # a one-off, not a deadline
        "we moved to Leeds in May",
        "did they push the launch to May 3?",
        "they might push the launch to May 3",
    ],
)
def test_no_thing_a_meeting_a_home_or_a_hedge_moves_no_deadline(sentence: str) -> None:
    assert moved_deadline(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "the raffle prizes have to be sorted before the 14th",
        "the hall must be booked by March 3",
        "everything for the fete needs to be paid by Friday",
    ],
)
def test_more_ways_of_being_due(sentence: str) -> None:
    assert deadline_in(sentence) is not None

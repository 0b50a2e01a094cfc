"""Time-bound statements end when they say, and the arrangements made for them end too.

Shapes: a span of days ("from the 3rd to the 17th", "3-17 August"), part of a month
("until mid September", "till end of month"), a duration beside a temporary state ("in
Tokyo for two weeks"), and an arrangement for while the user is away ("while I'm out,
Lukas approves expenses"). Near-misses: durations already spent, counts that are no
dates, habits said with "when". Phrasings are our own.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from imprint import Imprint
from imprint.pipeline.temporal import valid_until
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType

NOW = datetime(2026, 6, 1, 10, 0, tzinfo=UTC)
"""A Monday."""


def _day(month: int, day: int, year: int = 2026) -> datetime:
    return datetime(year, month, day, 23, 59, 59, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("I'm off from the 3rd to the 17th", _day(6, 17)),
        ("I'm off 3-17 August, hiking in the Alps", _day(8, 17)),
        ("out of office June 10-14 for a conference", _day(6, 14)),
        ("I'm away between 5 and 12 July", _day(7, 12)),
        ("we'll be in Crete from July 2 to July 9", _day(7, 9)),
        ("my parents are visiting from the 20th to the 27th", _day(6, 27)),
        ("on jury duty from 8 to 19 June", _day(6, 19)),
        ("the kids are at camp from the 1st till the 14th of August", _day(8, 14)),
    ],
)
def test_a_span_ends_on_its_last_day(text: str, end: datetime) -> None:
    assert valid_until(text, NOW) == end


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("I'm on parental leave until mid September", _day(9, 15)),
        ("on sick leave till early July", _day(7, 7)),
        ("the office is closed until late August", _day(8, 25)),
        ("I'm working from my parents' place until end of month", _day(6, 30)),
        ("I'm away until the end of the week", _day(6, 7)),
        ("we're renting a flat in Porto till the end of July", _day(7, 31)),
        ("I'm off until September", _day(9, 1)),
        ("my knee brace stays on until the start of August", _day(8, 7)),
        ("I'll be back on the 14th", _day(6, 14)),
    ],
)
def test_part_of_a_month_bounds_the_statement(text: str, end: datetime) -> None:
    assert valid_until(text, NOW) == end


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("I'm in Tokyo for two weeks", _day(6, 15)),
        ("I am in Berlin for a week", _day(6, 8)),
        ("I'm travelling for 2 weeks", _day(6, 15)),
        ("my sister is staying with us for a month", _day(7, 1)),
        ("I'm on call for three days", _day(6, 4)),
        ("I'm on nights for the next month", _day(7, 1)),
        ("I'll be in Oslo for a few days", _day(6, 4)),
        ("we're camping for a couple of weeks", _day(6, 15)),
    ],
)
def test_a_duration_beside_a_temporary_state_runs_out(text: str, end: datetime) -> None:
    assert valid_until(text, NOW) == end


@pytest.mark.parametrize(
    "text",
    [
        "I have lived in Leeds for a year",
        "we have been on Postgres for a year",
        "I've been vegetarian for 10 years",
        "I do 2-3 runs a week",
        "we moved to the 3rd floor",
        "I use vim for work",
        "I'm in London.",
        "I played violin for six years",
        # "off" after a verb it belongs to is no time off
        "we picked the vendor, the board signed off this morning",
        "the campaign kicked off today",
        "we finally paid off the van this week",
        "I switched off the alerts tonight",
        # hours, not days of the month
        "the shop is open 9 till 6, closed sundays",
        "I'm on the desk 7:30 until 3 most days",
        "the baby is asleep by 8 so evenings are my time",
    ],
)
def test_no_bound_where_none_is_said(text: str) -> None:
    assert valid_until(text, NOW) is None


@pytest.mark.parametrize(
    "text",
    ["I'm off today", "signed off sick this week", "my GP signed me off work for two weeks"],
)
def test_time_off_still_bounds_the_statement(text: str) -> None:
    assert valid_until(text, NOW) is not None


_AGENT = "Hi! What can I help with?"


@pytest.mark.parametrize(
    ("reply", "person"),
    [
        (
            "I'm on paternity leave from July 1 until August 15. While I'm out, Dev approves "
            "the purchase orders.",
            "dev",
        ),
        ("heads up, I'm off next week. while i'm away Noor covers support", "noor"),
        ("I'm travelling 3-17 August. In my absence, Priya handles the on-call rota.", "priya"),
        ("I'm off until the 20th. My deputy Jonas signs off expenses while I'm out.", "jonas"),
        (
            "I'm at a conference for the next two weeks; during my trip Ana runs the standups.",
            "ana",
        ),
        ("On leave till end of month. Till I'm back, Marek is the contact for vendors.", "marek"),
        (
            "I'm in Chile for three weeks and while I'm away my neighbour Rosa feeds the cats.",
            "rosa",
        ),
        ("I'm on sabbatical until September. Kim is covering for me on the grant reports.", "kim"),
    ],
)
def test_an_arrangement_for_an_absence_is_kept_and_ends_with_it(reply: str, person: str) -> None:
    facts = [s for s in understand(reply, _AGENT).statements if s.type is MemoryType.FACT]
    held = [s for s in facts if person in s.content.lower()]
    assert held, [s.content for s in facts]
    assert all(valid_until(s.source, NOW) is not None for s in held), [s.source for s in held]


@pytest.mark.parametrize(
    "reply",
    [
        "can you cover for me while I'm away?",
        "When I'm on holiday I like to read thrillers.",
        "while you're at it, add type hints",
        "Could Sam cover for me next week?",
    ],
)
def test_no_arrangement_is_read_from_an_ask_or_a_habit(reply: str) -> None:
    for s in understand(reply, _AGENT).statements:
        assert not (s.type is MemoryType.FACT and "cover" in s.content.lower()), s.content
        assert valid_until(s.source, NOW) is None, s.source


async def test_the_arrangement_leaves_the_policy_with_the_absence(
    store_url: str, clock: FakeClock
) -> None:
    async with Imprint(
        "assistant", store=store_url, clock=clock, agent_description="An assistant."
    ) as imprint:
        await imprint.observe(
            user_id="u",
            agent_output=_AGENT,
            user_response="I'm on leave for the next two weeks. While I'm out, my deputy "
            "Lukas approves expenses.",
            session_id="s1",
        )
        before = await imprint.get_policy(user_id="u", feedback=False)
        assert "Lukas" in before.text and "leave" in before.text, before.text
        clock.advance(days=20)
        after = await imprint.get_policy(user_id="u", feedback=False)
        assert "Lukas" not in after.text and "leave" not in after.text, after.text


@pytest.mark.parametrize(
    "text", ["we move payroll to Gusto from the next quarter", "starting the next month, on call"]
)
def test_when_something_starts_is_no_end(text: str) -> None:
    assert valid_until(text, NOW) is None


async def test_a_decision_outlasts_a_time_said_beside_it(store_url: str, clock: FakeClock) -> None:
    async with Imprint("t", store=store_url, clock=clock) as imprint:
        await imprint.observe(
            user_id="u",
            agent_output="Hi! What's new?",
            user_response="I'm off next week, and we picked Harbour Hall for the reunion.",
        )
        memories = await imprint.memories(user_id="u")
    decisions = [m for m in memories if m.type is MemoryType.DECISION]
    assert decisions and all(m.valid_until is None for m in decisions), memories


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("I'm fasting for Lent this month, no dessert ideas", _day(6, 30)),
        ("house-sitting for my aunt this week", _day(6, 7)),
    ],
)
def test_a_passing_duty_or_fast_ends_with_its_period(text: str, end: datetime) -> None:
    assert valid_until(text, NOW) == end


def test_a_habit_of_fasting_has_no_end() -> None:
    assert valid_until("I do intermittent fasting, 16:8", NOW) is None


def test_covering_for_someone_this_week_is_a_fact_that_ends() -> None:
    said = [
        s
        for s in understand(
            "I'm covering for Priya this week, so I sign the POs", _AGENT
        ).statements
        if s.type is MemoryType.FACT
    ]
    assert said and "priya" in said[0].content.lower()
    assert valid_until(said[0].source, NOW) == _day(6, 7)


async def _ends(store_url: str, clock: FakeClock, reply: str, kept: str) -> list[bool]:
    """Whether each stored memory holding `kept` got an end, after `reply` alone."""
    async with Imprint("t", store=store_url, clock=clock) as imprint:
        await imprint.observe(user_id="u", agent_output=_AGENT, user_response=reply)
        memories = await imprint.memories(user_id="u")
    return [m.valid_until is not None for m in memories if kept in m.content.lower()]


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        # a deadline in the consequence is the consequence's
        ("I coach the u12s tues and thurs so I'm shattered by friday", "u12s"),
        ("I'm a night nurse at St Mary's, so I'm asleep until 3pm most days", "night nurse"),
        ("my sister lives in Cork because she moved there for work last week", "cork"),
    ],
)
async def test_a_time_in_the_consequence_does_not_end_the_fact(
    store_url: str, clock: FakeClock, reply: str, kept: str
) -> None:
    ends = await _ends(store_url, clock, reply, kept)
    assert ends and not any(ends), ends


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        # a time before the consequence
        ("I'm in Porto until the 20th so replies might be slow", "porto"),
        # a "so" that opens the reply is no consequence
        ("ok so I'm in Porto until the 20th, so replies might be slow", "porto"),
        # a stretch of time after "so" still ends the fact
        ("rehearsals start monday so I'm at the hall every evening until the 20th", "hall"),
    ],
)
async def test_a_time_that_bounds_the_statement_still_ends_it(
    store_url: str, clock: FakeClock, reply: str, kept: str
) -> None:
    ends = await _ends(store_url, clock, reply, kept)
    assert ends and all(ends), ends


@pytest.mark.parametrize(
    ("reply", "usual", "for_now"),
    [
        (
            "I normally do mondays at the food bank, but I'm covering Sam's shifts until the "
            "15th while she's away",
            "food bank",
            "sam's shifts",
        ),
        (
            "I'm usually at the Harbour Road depot but I'm helping out at Kingsway till the 20th",
            "harbour road",
            "kingsway",
        ),
        (
            "we normally rehearse in the church hall, but we're in the library annex till the "
            "end of the month",
            "church hall",
            "library annex",
        ),
    ],
)
async def test_the_usual_outlasts_the_for_now_said_beside_it(
    store_url: str, clock: FakeClock, reply: str, usual: str, for_now: str
) -> None:
    ends = await _ends(store_url, clock, reply, usual)
    assert ends and not any(ends), ends
    ends = await _ends(store_url, clock, reply, for_now)
    assert ends and all(ends), ends

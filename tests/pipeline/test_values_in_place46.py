"""A value put in place of another, with the thing it is of left unsaid (round 46).

"the dentist can't do tuesday so I'm going thursday instead" moves "The user's dentist
appointment is on Tuesday at 3pm", and the appointment is written again with Thursday;
"we'll shift everything by a week, oct 11 to 14 instead" writes the Kyoto trip again with
its new dates and end. "bumped it to $35 starting this month" is the new value of the rate
told before, no budget. "they moved me over to flatbed" moves "on the reefer desk";
"scratch the cardinals" retires "8 cardinal tetras" and keeps the rest of the list; "my
H-1B sponsor is Brightwell" names the employer. Beside each, what stays as it was: a date
in place of another just this week, asked in words to send, or said with what it replaces.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from imprint.pipeline.forget_rest import retired_rest
from imprint.pipeline.new_amounts import new_amount
from imprint.pipeline.pointed_values import pointed_change, swapped_value, value_now
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.supersede import holds_value
from imprint.pipeline.temporal import valid_until
from imprint.pipeline.topic_change import updates_topic
from imprint.testing import FakeClock
from tests.conversation import make, say, say_later

_NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)


@pytest.mark.parametrize(
    ("before", "after", "old", "new"),
    [
        (
            "my dentist appointment is on Tuesday at 3pm",
            "the dentist rang, they can't do tuesday so I'm going thursday instead",
            "Tuesday at 3pm",
            "thursday at 3pm",
        ),
        (
            "my flight to Rome is on June 3rd, landing at 11am",
            "airline cancelled it, they rebooked me on June 5th instead. what do I tell the hotel",
            "June 3rd",
            "June 5th, landing at 11am",
        ),
        (
            "I have swimming lessons on Mondays at 6pm at the leisure centre",
            "mondays got full so I'm doing wednesdays instead. what should I pack",
            "Mondays",
            "wednesdays at 6pm at the leisure centre",
        ),
        (
            "my interview is at 10am on Friday",
            "they asked if I could do 2pm instead, said yes. any last tips",
            "10am",
            "2pm on Friday",
        ),
        (
            "i charge $28/hr for english conversation lessons",
            "took your advice, bumped it to $35 starting this month and nobody complained!!",
            "$28/hr",
            "$35",
        ),
        (
            "i'm on the reefer desk so temp logs are my whole life",
            "they moved me over to flatbed a couple weeks back so now its all securement",
            "reefer",
            "flatbed",
        ),
        (
            "my H-1B sponsor is Brightwell Analytics, they're doing my extension next month",
            "started at Quanta Freight on monday!! can i keep working while it's pending",
            "Brightwell",
            "Quanta Freight",
        ),
    ],
)
async def test_a_value_put_in_place_of_another_moves_the_old_fact(
    store_url: str, clock: FakeClock, before: str, after: str, old: str, new: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, before)
        await say_later(imprint, clock, after)
        active = " | ".join(m.content for m in await imprint.memories(user_id="u"))
    assert old not in active
    assert new in active


async def test_a_trip_moved_by_a_week_keeps_its_place_and_ends_on_its_new_last_day(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "kyoto, 3 nights, oct 4-7. me and my mum, she's 68 so not too much walking",
            "Hi! Where are you headed?",
        )
        await say(
            imprint,
            "the ryokan is full those nights. ok we'll shift everything by a week, oct 11 to 14 "
            "instead",
            "Have you booked a place to stay?",
        )
        active = await imprint.memories(user_id="u")
    trip = [m for m in active if "kyoto" in m.content]
    assert [m.content.split(": ", 1)[1] for m in trip] == ['"kyoto, 3 nights, oct 11 to 14."']
    assert trip[0].valid_until is not None and trip[0].valid_until.day == 14
    assert any("mum" in m.content and "68" in m.content for m in active)


@pytest.mark.parametrize(
    ("content", "old", "swapped"),
    [
        (
            "They've offered them September 26th instead with a discount.",
            "The wedding is September 12th at Ashgrove Barn, about 80 guests.",
            "The wedding is September 26th at Ashgrove Barn, about 80 guests.",
        ),
        (
            "The user said: \"can't do tuesday so I'm going thursday instead\".",
            "The user's dentist appointment is on Tuesday at 3pm.",
            "The user's dentist appointment is on thursday at 3pm.",
        ),
    ],
)
def test_the_old_fact_is_written_again_with_the_new_value(
    content: str, old: str, swapped: str
) -> None:
    assert swapped_value(content, old, _NOW) == (swapped, None)


@pytest.mark.parametrize(
    ("content", "old"),
    [
        # the thing that changed is named: the old venue must not stay beside the new date
        (
            "New venue is a barn in Sonoma and the wedding is now October 3.",
            "The wedding is on September 12 at a vineyard outside Napa.",
        ),
        # two dates in the old fact: which one moved is unclear
        (
            "They moved it to the 21st instead.",
            "The user's exams are on June 3rd and June 10th.",
        ),
        ("They've offered them September 26th instead.", "The user lives in Leeds."),
        # the days changed too: the old fact with the new time in it would be wrong
        ("Make it tue thu, 7pm instead.", 'The user said: "mon wed fri, 6am".'),
    ],
)
def test_no_fact_is_written_again_when_what_moved_is_named_or_unclear(
    content: str, old: str
) -> None:
    assert swapped_value(content, old, _NOW) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "got a wedding on sunday so this week only im doing my long run on saturday instead",
        "the supplier asked if they can deliver on Friday instead of Thursday",
        "'we need to move the hearing, can we do the 14th instead?'",
        "I want pizza instead",
    ],
)
def test_what_puts_no_date_in_place_of_another_for_good_is_no_value(sentence: str) -> None:
    assert value_now(sentence) is None


def test_a_date_in_place_of_another_is_a_value_said_of_it() -> None:
    said = value_now("ok we'll shift everything by a week, oct 11 to 14 instead")
    assert said == 'The user said: "ok we\'ll shift everything by a week, oct 11 to 14 instead".'
    assert pointed_change(said)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("kyoto, 3 nights, oct 11 to 14.", (10, 14)),
        ("from oct 11 to 14", (10, 14)),
        ("from oct 30 to nov 2", (11, 2)),
        ("june 10-14", (6, 14)),
    ],
)
def test_a_span_of_days_in_one_month_ends_on_its_last_day(text: str, day: tuple[int, int]) -> None:
    end = valid_until(text, _NOW)
    assert end is not None and (end.month, end.day) == day


def test_a_sum_moved_by_a_pointer_is_no_budget_unless_said_to_be_spent() -> None:
    assert new_amount("took your advice, bumped it to $35 starting this month") is None
    kept = new_amount("let's keep it to $300 a month for Q3")
    assert kept is not None and kept.text == "The budget is now $300 a month"
    raised = new_amount("we can afford more now, bump it to 1800 for the trip budget")
    assert raised is not None and raised.new == "1800"


def test_a_desk_the_user_was_put_on_moves_the_one_before() -> None:
    assert updates_topic(
        "They moved the user over to flatbed a couple weeks back.",
        "The user is on the reefer desk so temp logs are their whole life.",
    )
    assert not updates_topic(
        "They moved the user over to flatbed a couple weeks back.",
        "The user lives on the reefer estate.",
    )


def test_a_visa_sponsor_is_the_employer() -> None:
    assert subject_of("The user's H-1B sponsor is Brightwell Analytics.") == "employer"


@pytest.mark.parametrize(
    ("content", "value", "held"),
    [
        ('The user said: "8 cardinal tetras, a few pygmy cories".', "cardinals", True),
        ("The user keeps cardinals.", "cardinals", True),
        ("The user takes a class on Mondays.", "class", True),
        ("The user takes the bus.", "buses", False),
    ],
)
def test_a_plural_value_is_held_by_its_noun(content: str, value: str, held: bool) -> None:
    assert holds_value(content, value) is held


def test_what_stays_of_a_list_when_one_item_goes() -> None:
    rest = retired_rest(
        'Asked "What are you stocking?", the user said: "stocking plan for my 20 long: 8 '
        'cardinal tetras, a few pygmy cories, nerite snail."',
        ("cardinals",),
    )
    assert rest is not None
    assert rest[0] == (
        'The user said: "stocking plan for my 20 long, a few pygmy cories, nerite snail".'
    )

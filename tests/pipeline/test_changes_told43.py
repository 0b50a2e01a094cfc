"""Changes of the user's life told without the old value (round 43).

A thing got, named by its make ("picked up a used Skoda Octavia"), a plan or tier taken up
("downgraded to the free plan"), a child's birthday ("Leo turned 7 on Saturday"), a new
status ("been seeing someone"), a bill moved ("landlord put the rent up"), a baby named at
birth, a professional changed ("switched dentists"), an exam sat, a schedule said to last
("book club is going to be the last thursday of the month from now on"), a trade qualified
in, a tool the user's work moved them to. Each must retire what it replaces; the cases
beside them must not be read as changes.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.as_identity import identity_in
from imprint.pipeline.hedges import hedged
from imprint.pipeline.life_news import life_news
from imprint.pipeline.milestones import exam_behind, milestone
from imprint.pipeline.named_ages import age_moved_on, named_age, turned_age
from imprint.pipeline.new_amounts import new_amount
from imprint.pipeline.own_gear import own_gear
from imprint.pipeline.role_holders import HOLDER_PREFIX, holder_changed, holder_role
from imprint.pipeline.schedules import schedule_in
from imprint.pipeline.stages import stage_in
from imprint.pipeline.study_fields import field_changed
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in
from imprint.testing import FakeClock
from tests.conversation import active_after_change


@pytest.mark.parametrize(
    ("clause", "news"),
    [
        ("got a used Skoda Octavia", True),
        ("I got a Samsung Galaxy S24 on contract", True),
        ("we picked up a Kia Niro EV", True),
        ("I got a Honda quote", False),
        ("got a Pixel 9 for my dad", False),
        ("I got a Python error", False),
        ("downgraded to the free plan", True),
        ("I got bumped up to the gold tier", True),
        ("we switched to the family plan", True),
        ("I moved the file", False),
    ],
)
def test_a_thing_got_by_its_make_or_a_plan_taken_up_is_news(clause: str, news: bool) -> None:
    assert life_news(clause) is news


def test_news_after_a_clause_of_its_own_is_read() -> None:
    said = understand("said goodbye to the civic today, picked up a used Skoda Octavia")
    assert any("Skoda Octavia" in s.content for s in said.statements)
    assert "civic" in said.retired


@pytest.mark.parametrize(
    ("text", "hedge"),
    [
        ("I downgraded to the free plan to save money", False),
        ("I'm on the family plan to keep costs down", False),
        ("we plan to move to Lisbon next year", True),
        ("my big plan to move is on", True),
    ],
)
def test_a_plan_named_by_its_kind_is_no_intent(text: str, hedge: bool) -> None:
    assert hedged(text) is hedge


def test_a_birthday_gives_a_new_age() -> None:
    assert named_age("Leo turned 7 on Saturday, we had a party at the park") == "Leo is 7."
    assert turned_age("Leo just turned 7")
    assert not turned_age("Leo is 7")
    assert age_moved_on("Leo is 7.", "The user's son Leo is 6 and loves dinosaurs.")
    assert not age_moved_on("Leo is 7.", "The user's son Leo is 7.")
    assert not age_moved_on("Leo is 7.", "The user's daughter Mia is 6.")
    assert not age_moved_on("Leo is 7.", "Leo's bus is at 8:15.")


def test_the_users_own_status_says_who_their_partner_is() -> None:
    assert subject_of("The user is single now.") == "partner"
    assert subject_of("The user has been seeing someone for a couple of months.") == "partner"
    assert subject_of("The user's sister got married.") is None
    assert subject_of("The user is a single parent.") is None


def test_the_rent_moved_is_the_users() -> None:
    assert new_amount("landlord put the rent up to 1350") is not None
    assert new_amount("the rent went up to 1350 this month") is not None


def test_a_baby_named_at_birth_ends_the_pregnancy() -> None:
    born = milestone("she's here! Nora was born on the 3rd, 7lb 2oz")
    assert born is not None
    assert born.old == "pregnant"
    assert milestone("Sam was born in 1990") is None


@pytest.mark.parametrize(
    ("content", "role", "changed"),
    [
        ("The user switched dentists.", "dentist", True),
        ("The user has a new accountant, Priya.", "accountant", True),
        ("The user's dentist is Dr Patel.", "dentist", False),
    ],
)
def test_a_professional_changed_without_a_name(content: str, role: str, changed: bool) -> None:
    assert holder_role(content) == role
    assert holder_changed(HOLDER_PREFIX + role, content) is changed


def test_an_exam_sat_ends_the_studying_for_it() -> None:
    assert exam_behind("The user passed their CPA.", "The user is studying for the CPA exam.")
    assert not exam_behind(
        "The user passed their driving test.", "The user is studying for the CPA exam."
    )
    assert not exam_behind("The user failed their CPA.", "The user is studying for the CPA exam.")


@pytest.mark.parametrize(
    ("sentence", "schedule"),
    [
        (
            "book club is going to be the last thursday of the month from now on",
            "my book club is the last thursday of the month from now on",
        ),
        ("standup will be at 10 going forward", "my standup is at 10 going forward"),
        (
            "book club is on the first monday of the month",
            "my book club is on the first monday of the month",
        ),
        ("the meeting will be at 3", None),
        ("standup will be at 10 tomorrow", None),
    ],
)
def test_a_time_said_to_last_is_the_schedule(sentence: str, schedule: str | None) -> None:
    assert schedule_in(sentence) == schedule


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        ("starting my first class at Greenfield in September", None),
        ("he's in year 1 now", None),
        ("Mia's in year 3 now", "Mia is in year 3 now"),
        ("I'm in year 3 now", "I am in year 3 now"),
        ("that's in year 3 now", None),
    ],
)
def test_a_stage_is_whose_it_is_said_to_be(sentence: str, text: str | None) -> None:
    stage = stage_in(sentence)
    assert (stage.text if stage is not None else None) == text


def test_a_trade_qualified_in() -> None:
    done = milestone("just qualified as a teacher, starting at Greenfield in September")
    assert done is not None
    assert done.text == "I'm a qualified teacher now"


def test_a_tool_the_users_work_moved_them_to() -> None:
    assert subject_of("Company switched them to Teams, ugh.") == "chat"
    assert subject_of("The user's company is in Leeds.") == "employer"


def test_a_person_before_a_sum_is_no_gear() -> None:
    assert own_gear("I owe my brother 500 quid.") is None
    assert own_gear("my rtx 3070 keeps crashing") is not None


@pytest.mark.parametrize(
    ("before", "after", "gone", "kept"),
    [
        (
            "I drive a 2012 Honda Civic.",
            "said goodbye to the civic today, picked up a used Skoda Octavia",
            "Civic",
            "Octavia",
        ),
        (
            "My daily driver is a ThinkPad X1.",
            "Got a MacBook Air M3 yesterday, the ThinkPad is going to my brother.",
            "ThinkPad X1",
            "MacBook",
        ),
        ("I'm on the Pro plan.", "downgraded to the free plan to save money", "Pro", "free plan"),
        (
            "My son Leo is 6 and obsessed with dinosaurs.",
            "Leo turned 7 on Saturday, we had a party at the park",
            "is 6",
            "Leo is 7",
        ),
        (
            "I'm single.",
            "I've been seeing someone for a couple months now, her name is Ana",
            "single",
            "Ana",
        ),
        ("My rent is 1200 a month.", "landlord put the rent up to 1350", "1200", "1350"),
        (
            "I'm 34 weeks pregnant.",
            "she's here! Nora was born on the 3rd, 7lb 2oz",
            "pregnant",
            "Nora",
        ),
        (
            "My dentist is Dr Patel.",
            "I switched dentists, I go to Dr Okafor now",
            "Patel",
            "Okafor",
        ),
        (
            "I'm studying for the CPA exam.",
            "passed the CPA!! officially done with exams",
            "studying",
            "CPA",
        ),
        ("We use Slack for team chat.", "company switched us to Teams, ugh", "Slack", "Teams"),
        (
            "We meet for book club on the first Monday of the month.",
            "book club is going to be the last thursday of the month from now on",
            "first Monday",
            "last thursday",
        ),
        ("My standup is at 9am.", "standup will be at 10 going forward", "9am", "at 10"),
        (
            "I'm a teaching assistant at Greenfield Primary.",
            "just qualified as a teacher, starting my first class at Greenfield in September",
            "assistant",
            "qualified teacher",
        ),
        (
            "I'm a chemistry major, second year.",
            "I switched to economics last month, way more my thing",
            "chemistry",
            "economics",
        ),
        (
            "I teach year 8 history.",
            "I've been moved over to teaching geography this term",
            "history",
            "geography",
        ),
        (
            "I'm a data analyst at Ledgerly.",
            "first week at brightwave went well, the team is tiny",
            "Ledgerly",
            "brightwave",
        ),
        (
            "I volunteer at the food bank on Saturdays.",
            "stopped volunteering at the food bank, no time with the new job",
            "food bank",
            "",
        ),
        (
            "I'm a junior dev at a fintech called Paylo, mostly React.",
            "so I got poached lol, started at Cartwheel on monday, it's a Vue shop",
            "Paylo",
            "Cartwheel",
        ),
        (
            "We live in a 2-bed flat in Croydon with our cat.",
            "big news, we completed on a house in Sutton yesterday! need help planning the garden",
            "Croydon",
            "Sutton",
        ),
        (
            "I do my accounts in a spreadsheet.",
            "finally caved and signed up for FreeAgent, the spreadsheet was a nightmare",
            "spreadsheet.",
            "FreeAgent",
        ),
        (
            "I'm a smoker, trying to cut down",
            "3 months smoke free today! what do I do with the money I'm saving",
            "a smoker",
            "smoke-free",
        ),
        ("I'm a smoker, trying to cut down", "I quit smoking last month", "a smoker", "quit"),
        (
            "We order from Hello Fresh every week.",
            "cancelled hello fresh, we're doing Gousto now",
            "Hello Fresh",
            "Gousto",
        ),
        ("My husband Mark is a chef.", "Mark and I separated in the summer", "chef", "separated"),
        (
            "I'm a final year student at Leeds.",
            "I graduated last week! first class honours",
            "final year",
            "graduated",
        ),
        (
            "I'm using Jest for tests.",
            "we moved the test suite to vitest, way faster",
            "Jest",
            "vitest",
        ),
        (
            "My GP is Dr Lewis at Park Surgery.",
            "registered with a new GP practice after the move, Dr Adeyemi at Riverside",
            "Lewis",
            "Adeyemi",
        ),
        (
            "I'm a Liverpool season ticket holder.",
            "gave up my season ticket this year, too expensive",
            "holder",
            "",
        ),
    ],
)
async def test_the_change_retires_the_old_value(
    store_url: str, clock: FakeClock, before: str, after: str, gone: str, kept: str
) -> None:
    active = await active_after_change(store_url, clock, before, after)
    assert gone not in active
    assert kept in active


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "Being a single dad of three, my evenings are chaos",
            "The user is a single dad of three.",
        ),
        ("being a nurse, I'm used to nights", "The user is a nurse."),
        ("being a kid, I loved it", None),
    ],
)
def test_being_a_says_who_the_user_is(sentence: str, fact: str | None) -> None:
    assert identity_in(sentence) == fact


@pytest.mark.parametrize(
    ("content", "old", "changed"),
    [
        ("The user switched to economics last month.", "The user is a chemistry major.", True),
        ("The user has been moved over to teaching geography.", "The user teaches history.", True),
        ("The user also teaches geography now.", "The user teaches history.", False),
        (
            "The user moved to a design agency.",
            "The user is studying for a business degree.",
            False,
        ),
        ("The user switched to economics.", "The user likes history podcasts.", False),
        ("The user switched to chem.", "The user is a chemistry major.", False),
    ],
)
def test_a_field_of_study_or_teaching_changed(content: str, old: str, changed: bool) -> None:
    assert field_changed(content, old) is changed


def test_a_first_week_names_the_workplace() -> None:
    assert subject_of("First week at brightwave went well.") == "employer"
    assert subject_of("First week at school went well.") is None


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        ("3 months smoke free today!", "I've been smoke-free for 3 months"),
        ("haven't smoked in 6 weeks", "I've been smoke-free for 6 weeks"),
        ("I quit smoking in March", "I quit smoking in March"),
        ("my dad quit smoking", None),
    ],
)
def test_smoking_given_up(sentence: str, text: str | None) -> None:
    reached = milestone(sentence)
    assert (reached.text if reached is not None else None) == text
    assert reached is None or reached.old == "smoker"


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("cancelled hello fresh, we're doing Gousto now", ("hello fresh",)),
        ("cancelled netflix, now on disney plus", ("netflix",)),
        ("cancelled dinner, we're too tired", ()),
        ("cancelled the meeting, we're swamped", ()),
    ],
)
def test_a_provider_cancelled_in_lower_case(sentence: str, old: tuple[str, ...]) -> None:
    assert change_in(sentence, "en").replaces == old


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("Mark and I separated in the summer", "mark"),
        ("my boyfriend and I broke up last week", "boyfriend"),
        ("I graduated last week! first class honours", "student"),
        ("Sam and I split the bill", None),
        ("my daughter graduated last week", None),
    ],
)
def test_a_partner_left_or_a_degree_done(sentence: str, old: str | None) -> None:
    reached = milestone(sentence)
    assert (reached.old if reached is not None else None) == old


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("gave up my season ticket this year, too expensive", ("season ticket",)),
        ("I gave up my allotment", ("allotment",)),
        ("I gave up my seat for an old lady", ()),
        ("gave up my weekend to help", ()),
    ],
)
def test_a_thing_held_given_up(sentence: str, old: tuple[str, ...]) -> None:
    assert change_in(sentence, "en").replaces == old

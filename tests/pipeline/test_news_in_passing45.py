"""News told in passing while asking something else (round 45).

"how often should I service my new Kia EV6?" says the user has a new car; "the classes at
my new gym, Third Space, are so good" names the new gym; "now that I'm a senior designer I
review juniors' work, tips?" gives the new role as the ground of the ask; "my manager at
KPMG wants the walkthrough by Friday" says where the user works now; "since we moved to GCP
our bills are lower" is a move onto a tool, not to a town. Each replaces the older value.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.colleagues_at import colleagues_at
from imprint.pipeline.named_ages import age_moved_on
from imprint.pipeline.new_named import new_named
from imprint.pipeline.new_partners import partner_told
from imprint.pipeline.now_that import now_that
from imprint.pipeline.own_gear import own_gear
from imprint.pipeline.setup_told import setup_told
from imprint.pipeline.switches import switch_in
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_after_change, assert_replaced


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("how often should I service my new Kia EV6?", "The user has a new Kia EV6."),
        ("is it worth updating the firmware on my Fuji X100V?", "The user has a Fuji X100V."),
    ],
)
def test_gear_asked_about_as_the_users_is_held(sentence: str, fact: str) -> None:
    assert own_gear(sentence) == fact


@pytest.mark.parametrize(
    "sentence", ["should I sell my Golf GTI", "I traded in my Sony A7III", "I sold my Pixel 6a"]
)
def test_gear_given_up_is_not_held(sentence: str) -> None:
    assert own_gear(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "the classes at my new gym, Third Space, are so good",
            "The user's new gym is Third Space.",
        ),
        ("my new dentist Dr Patel is lovely", "The user's new dentist is Dr Patel."),
        (
            "My new personal trainer, Sophie, is way stricter",
            "The user's new personal trainer is Sophie.",
        ),
        (
            "our new accountant, Sam Reid, starts monday",
            "The user's team's new accountant is Sam Reid.",
        ),
    ],
)
def test_a_new_thing_named_is_kept(sentence: str, fact: str) -> None:
    assert new_named(sentence) == fact


@pytest.mark.parametrize(
    "sentence",
    [
        "any tips for my new gym?",
        "my new flat in Leeds is tiny",
        "I need a new gym",
        "my new job is great",
    ],
)
def test_a_new_thing_without_a_name_is_left_alone(sentence: str) -> None:
    assert new_named(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "now that I'm a senior designer I have to review juniors' work, tips?",
            "The user is a senior designer now.",
        ),
        ("now that we've moved to Leeds, any good schools?", "The user has moved to Leeds now."),
        ("now that I work from home I snack all day", "The user works from home now."),
        ("now that I'm vegan what do I eat for protein", "The user is vegan now."),
    ],
)
def test_news_given_as_the_ground_of_an_ask_is_kept(sentence: str, fact: str) -> None:
    assert now_that(sentence) == fact


@pytest.mark.parametrize(
    "sentence",
    [
        "now that I've read it, it makes sense",
        "now that the kids are at school I have time",
        "now that I'm here, what next?",
        "now that I think about it, no",
        "now that I have the data, how do I plot it?",
        "now that I'm at it, fix the tests too",
    ],
)
def test_a_moment_of_the_talk_or_someone_elses_news_is_not_kept(sentence: str) -> None:
    assert now_that(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("my manager at KPMG wants the walkthrough done by Friday", "The user works at KPMG."),
        ("my audit senior at KPMG wants me to do a walkthrough", "The user works at KPMG."),
        ("my colleagues at Baxter & Lowe keep sending it back", "The user works at Baxter & Lowe."),
    ],
)
def test_someone_of_the_users_work_there_says_where_they_work(sentence: str, fact: str) -> None:
    assert colleagues_at(sentence) == fact


@pytest.mark.parametrize(
    "sentence",
    [
        "my old boss at Deloitte called",
        "my wife's manager at Aviva is awful",
        "my team at Leeds is small",
        "the people at Google are nice",
    ],
)
def test_a_former_or_someone_elses_colleague_says_nothing_of_it(sentence: str) -> None:
    assert colleagues_at(sentence) is None


def test_a_move_onto_a_tool_is_no_move_of_home() -> None:
    switch = switch_in("since we moved to GCP our bills are lower")
    assert switch is not None
    assert switch.subject == "cloud"


_CHANGES = [
    ("I drive a Honda Civic", "how often should I service my new Kia EV6?", "Civic", "Kia EV6"),
    (
        "my gym is PureGym",
        "the classes at my new gym, Third Space, are so good. what should I eat before spin?",
        "PureGym",
        "Third Space",
    ),
    (
        "I'm a junior designer",
        "now that I'm a senior designer I have to review juniors' work, tips?",
        "junior designer",
        "senior designer",
    ),
    (
        "I work at Deloitte as an auditor",
        "my manager at KPMG wants the walkthrough done by Friday, how do I document it?",
        "Deloitte",
        "KPMG",
    ),
    (
        "we're on AWS",
        "since we moved to GCP our bills are lower, how do I set budget alerts there?",
        "AWS",
        "GCP",
    ),
]


@pytest.mark.parametrize(("before", "after", "old", "new"), _CHANGES)
async def test_the_news_replaces_the_old_value(
    store_url: str, clock: FakeClock, before: str, after: str, old: str, new: str
) -> None:
    await assert_replaced(store_url, clock, before, after, old, new)


@pytest.mark.parametrize(
    ("content", "old", "moved_on"),
    [
        ("The user's daughter is turning 8.", "The user's daughter is 6.", True),
        ("The user's son is 8 now.", "The user's son is 6.", True),
        # a younger age, or years apart, tells of another child
        ("The user's daughter is 3.", "The user's daughter is 9.", False),
        ("The user's son is 12.", "The user's son is 6.", False),
        ("The user's daughter Mia is 8.", "The user's daughter Ada is 6.", False),
    ],
)
def test_a_child_named_by_kin_is_given_a_later_age(content: str, old: str, moved_on: bool) -> None:
    assert age_moved_on(content, old) is moved_on


async def test_a_childs_new_age_replaces_the_old(store_url: str, clock: FakeClock) -> None:
    active = await active_after_change(
        store_url,
        clock,
        "my daughter is 6",
        "what's a good birthday present for my daughter who's turning 8?",
    )
    assert "is 6" not in active
    assert "turning 8" in active


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "since upgrading to the Team plan, how do I add members?",
            "The user upgraded to the Team plan.",
        ),
        ("ever since switching to Linear our sprints are smoother", "The user switched to Linear."),
        ("since joining Monzo I barely code", "The user joined Monzo."),
    ],
)  # fmt: skip
def test_news_given_as_the_time_an_ask_dates_from_is_kept(sentence: str, fact: str) -> None:
    assert now_that(sentence) == fact


@pytest.mark.parametrize(
    "sentence", ["since moving the file it broke", "since starting on Monday I have been busy"]
)
def test_a_thing_of_the_task_done_since_is_no_news(sentence: str) -> None:
    assert now_that(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("my fianc\u00e9 Tom proposed last night!", "The user is engaged to Tom."),
        ("omg Jake popped the question", "The user is engaged to Jake."),
        ("Tom proposed to me on the beach", "The user is engaged to Tom."),
    ],
)
def test_a_proposal_says_whom_the_user_is_engaged_to(sentence: str, fact: str) -> None:
    assert partner_told(sentence) == fact


@pytest.mark.parametrize(
    "sentence",
    [
        "Tom proposed that we use Jira",
        "Tom proposed a new design",
        "my boss Sarah proposed to the board",
    ],
)
def test_a_plan_proposed_is_no_engagement(sentence: str) -> None:
    assert partner_told(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "right now its docker compose on one hetzner vps.",
            "The user's setup is docker compose on one hetzner vps.",
        ),
        (
            "currently it's python 3.12 on an m2 mac",
            "The user's setup is python 3.12 on an m2 mac.",
        ),
    ],
)
def test_the_setup_said_of_the_present_is_kept(sentence: str, fact: str) -> None:
    assert setup_told(sentence) == fact


def test_a_label_of_the_ask_is_no_standard() -> None:
    said = understand("deploy setup q. right now its docker compose on one hetzner vps.")
    assert [s.content for s in said.statements] == [
        "The user's setup is docker compose on one hetzner vps."
    ]

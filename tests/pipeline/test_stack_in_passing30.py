"""A stack said in passing: "all the services I own use SQLAlchemy 2.0", "rails 7.1 app, jobs
run on sidekiq w/ redis, all on heroku"; ORMs and job queues are kinds of tech."""

from __future__ import annotations

import pytest

from imprint.pipeline.disclosures import disclosure
from imprint.pipeline.stack_fragments import stack_fragment
from imprint.pipeline.subjects import subject_of
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("all my services use SQLAlchemy 2.0", "The user's services use SQLAlchemy 2.0"),
        ("the services I own use prisma", "The user's services use prisma"),
        ("all of my plants are succulents", "The user's plants are succulents"),
        ("all the classes I teach are online now", "The user's classes are online now"),
    ],
)
def test_what_all_the_users_things_do_is_told(sentence: str, kept: str) -> None:
    told = disclosure(sentence)
    assert told is not None and told.startswith(kept), told


@pytest.mark.parametrize(
    "sentence",
    ["all the services you listed look fine", "all the kids they coach love it?"],
)
def test_things_of_others_are_not_the_users(sentence: str) -> None:
    assert disclosure(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "named"),
    [
        ("rails 7.1 app, jobs run on sidekiq w/ redis, all on heroku.", "sidekiq"),
        ("django app, tasks run on celery, postgres for the db", "celery"),
        ("laravel 10, queues run on redis, forge for deploys", "laravel"),
    ],
)
def test_where_a_piece_of_the_stack_runs_is_an_item(sentence: str, named: str) -> None:
    listed = stack_fragment(sentence)
    assert listed is not None and named in listed, listed


@pytest.mark.parametrize(
    "sentence",
    ["my kids run on chaos, lol", "node api, it runs on heroku and keeps crashing"],
)
def test_a_clause_with_a_pronoun_or_no_tech_is_no_item(sentence: str) -> None:
    assert stack_fragment(sentence) is None


@pytest.mark.parametrize(
    ("word", "subject"),
    [("sqlalchemy", "orm"), ("prisma", "orm"), ("sidekiq", "job_queue"), ("celery", "job_queue")],
)
def test_orms_and_job_queues_are_tech(word: str, subject: str) -> None:
    assert subject_of(word) == subject


async def test_the_users_own_stack_beside_a_bosss_view_is_kept(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "our lead hates ORMs and keeps saying we should write raw SQL. I think that's"
            " overkill, all the services I own use SQLAlchemy 2.0. how do i do a bulk upsert",
            agent="Hi! What can I help with?",
        )
        assert "SQLAlchemy" in await active_text(imprint)


async def test_a_stack_before_a_paste_is_kept_whole(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "rails 7 app, jobs run on sidekiq w/ redis, all on render. this keeps showing up:\n"
            "```\nRedisClient::CannotConnectError: Connection refused\n```",
            agent="Sure, paste what you're seeing.",
        )
        active = await active_text(imprint)
        assert "sidekiq" in active and "rails" in active, active


@pytest.mark.parametrize(
    ("sentence", "named"),
    [
        ("STM32L476, FreeRTOS 10.5, 128k ram total and we're at 117k", "STM32L476"),
        ("esp32-c3, zephyr 3.5", "zephyr"),
    ],
)
def test_a_chip_and_its_rtos_are_a_stack(sentence: str, named: str) -> None:
    listed = stack_fragment(sentence)
    assert listed is not None and named in listed, listed


async def test_a_firmware_stack_beside_what_follows_is_kept(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "watchdog resets at random. nRF52840, Zephyr 3.5, 256k ram and we're already at"
            " 240k so no bigger buffers",
            agent="What are we debugging today?",
        )
        active = await active_text(imprint)
        assert "nRF52840" in active and "Zephyr" in active, active

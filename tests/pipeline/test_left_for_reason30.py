"""A change told with the reason the old value was left ("heroku bill got silly so we're on
Render now") retires that value, weeks later too."""

from __future__ import annotations

import pytest

from imprint.pipeline.amend import old_beside
from imprint.pipeline.supersede import holds_value
from imprint.pipeline.updates import change_in
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("sentence", "subject", "old"),
    [
        ("heroku bill got silly so we're on Render now", "hosting", "heroku"),
        ("vercel got too pricey so the site is on netlify now", "hosting", "vercel"),
        ("mysql kept falling over so we're on postgres now", "database", "mysql"),
        ("jira licences got silly, the team is on linear now", "tracker", "jira"),
    ],
)
def test_the_value_named_as_the_reason_is_the_old_one(
    sentence: str, subject: str, old: str
) -> None:
    assert old_beside(sentence, subject) == old


@pytest.mark.parametrize(
    ("sentence", "subject"),
    [
        ("we're on postgres now, mysql too", "database"),
        ("we use heroku and render now", "hosting"),
        ("the api is on render now, heroku still runs the cron", "hosting"),
        ("render is nice, heroku was fine too", "hosting"),
        ("my sister is vegan so I'm cooking vegan now", "diet"),
    ],
)
def test_values_held_together_or_no_change_retire_nothing(sentence: str, subject: str) -> None:
    assert old_beside(sentence, subject) is None


@pytest.mark.parametrize(
    ("content", "value"),
    [
        ("Heroku bill got silly so the user's team is on Render now.", "heroku"),
        ("Mailchimp pricing got ridiculous, the user is on Buttondown now.", "mailchimp"),
    ],
)
def test_a_value_left_for_its_cost_is_not_held(content: str, value: str) -> None:
    assert not holds_value(content, value)


def test_a_value_still_in_use_is_held() -> None:
    assert holds_value("Heroku was fine for the user's team.", "heroku")


async def test_a_host_left_for_its_bill_is_retired_weeks_later(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "flask app on heroku, two dynos, heroku postgres. need a cron that emails a report",
        )
        clock.advance(days=21)
        await imprint.observe(
            user_id="u",
            agent_output="Hi! What's next?",
            user_response="heroku bill got silly so we're on Render now. the job needs redoing",
            session_id="s2",
        )
        active = await active_text(imprint)
        assert "Render" in active, active
        assert "app on heroku" not in active.lower(), active


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("our flour comes from Wessex Mill these days, Shipton prices went silly", "shipton"),
        ("spotify got way too pricey so i'm on tidal now", "spotify"),
        ("the Acme quotes went through the roof, we use Brightline instead", "acme"),
    ],
)
def test_a_thing_left_for_its_cost_is_the_old_value(sentence: str, old: str) -> None:
    assert old in change_in(sentence, "en").replaces


@pytest.mark.parametrize(
    "sentence",
    [
        "mailchimp got too expensive",  # nothing new said: a complaint, not a change
        "prices got silly so we buy at aldi now",  # what got dear is no value of the user's
        "rent went through the roof so we moved to leeds",
        "it got ridiculous so i switched",
    ],
)
def test_a_complaint_alone_or_of_no_value_retires_nothing(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


async def test_a_supplier_left_for_its_prices_is_retired(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "we get all our flour from Shipton Mill, so the label must say so")
        clock.advance(days=30)
        await imprint.observe(
            user_id="u",
            agent_output="Hello again!",
            user_response="our flour comes from Wessex Mill these days, Shipton prices went silly."
            " can you fix the label text",
            session_id="s2",
        )
        active = await active_text(imprint)
        assert "Wessex" in active, active
        assert "from Shipton Mill" not in active, active

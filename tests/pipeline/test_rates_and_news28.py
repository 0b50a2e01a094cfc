"""A rate said without a currency, and a new workplace typed in lower case before a laugh."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.pipeline.value_classes import outdates
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


async def test_a_rate_raised_without_a_currency_retires_the_old_rate(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "rate sheet for new students. i charge 60/hr for tutoring")
        await say(
            imprint, "bumped my rate to 70/hr starting next month, current students get a heads up"
        )
        active = await active_text(imprint)
        assert "70/hr" in active, active
        assert "60/hr" not in active, active


def test_a_figure_per_hour_that_is_no_rate_outdates_no_rate() -> None:
    old = "The user charges 60/hr for tutoring."
    assert not outdates(
        content="The user now knits about 20 rows an hour.", subject=None, old_content=old
    )
    assert outdates(content="The user upped their rate to 70/hr.", subject=None, old_content=old)


@pytest.mark.parametrize(
    "reply",
    [
        "first week at stripe lol, so many acronyms",
        "first week at monzo haha, so many slack channels",
    ],
)
def test_a_new_workplace_typed_in_lower_case_before_a_laugh(reply: str) -> None:
    reading = understand(reply, "Hi! What's new?")
    assert any(s.subject == "employer" for s in reading.statements), reading.statements

"""A new value said with a pointer ("its 175 now") revises the value the user gave before."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.pointed_values import other_value_of_kind, value_now
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("sentence", "previous", "kept"),
    [
        ("prices went up in april, its $14 now for everyone", "", "$14 now"),
        (
            "thats thursday evenings now.",
            "can you move the choir reminder off rehearsal?",
            "off rehearsal",
        ),
        ("re-did the test this morning, 31% now!!", "", "31% now"),
        ("it's now 7am", "the alarm thing for my shift", "shift"),
    ],
)
def test_a_pointed_new_value_is_kept_in_the_users_words(
    sentence: str, previous: str, kept: str
) -> None:
    content = value_now(sentence, previous)
    assert content is not None and kept in content, content


@pytest.mark.parametrize(
    "sentence",
    ["its fine now", "thats done now", "on step 4 now", "doing 3 now", "its 3am now and im up"],
)
def test_no_value_or_a_place_in_a_task_is_not_one(sentence: str) -> None:
    assert value_now(sentence, "what about the rota?") is None


def test_a_value_of_the_same_kind_that_differs_is_another_value() -> None:
    assert other_value_of_kind('The user said: "its 30% now"', "20% of each invoice")
    assert other_value_of_kind("thats fridays now", "team lunch is on tuesdays")
    assert not other_value_of_kind('The user said: "its 30% now"', "I netted about 110k")
    assert not other_value_of_kind('The user said: "its 30% now"', "30% of each invoice")


async def test_its_a_new_figure_now_retires_the_answer_given_in_the_session(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "about 20% of every invoice", agent="How much do you put aside for tax?")
        await say(
            imprint,
            "hmm the accountant says more. its 28% now then, going forward",
            agent="20% might be low for your bracket.",
        )
        active = await active_text(imprint)
        assert "28%" in active, active
        assert "20% of every invoice" not in active, active


async def test_a_pointed_value_leaves_other_figures_alone(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I earn about 52k and I'm in Ohio", agent="Where do you live?")
        await say(imprint, "its 28% now", agent="What share do you save?")
        active = await active_text(imprint)
        assert "52k" in active, active


@given(st.text(max_size=60), st.text(max_size=60))
def test_reading_pointed_values_never_fails(sentence: str, previous: str) -> None:
    value_now(sentence, previous)
    other_value_of_kind(sentence, previous)

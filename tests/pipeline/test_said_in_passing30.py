"""Facts said in passing: an exam failed ("i failed my pharm resit"), the address of what the
user asks about ("it's 14 larkspur lane, a 1924 craftsman"); and "forget me failing the
resit" finds "failed"."""

from __future__ import annotations

import pytest

from imprint.pipeline.milestones import milestone
from imprint.pipeline.pointed_addresses import address_pointed
from imprint.pipeline.supersede import forget_matches, forget_stem
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("sentence", "exam"),
    [
        ("but i failed my pharm resit so i'm a bit gutted", "pharm resit"),
        ("I flunked the theory test again", "theory test"),
        ("so i didn't pass my OSCE", "OSCE"),
    ],
)
def test_an_exam_failed_is_a_milestone(sentence: str, exam: str) -> None:
    switch = milestone(sentence)
    assert switch is not None and switch.new == exam, switch


@pytest.mark.parametrize(
    "sentence",
    [
        "my sister failed her driving test",
        "if i fail the exam i'll cry",
        "the build failed the lint check",
        "i failed the test questions on purpose lol",
    ],
)
def test_someone_elses_or_no_exam_failed_is_none(sentence: str) -> None:
    assert milestone(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "previous"),
    [
        ("it's 14 larkspur lane, a 1924 craftsman", "need a permit for the front porch."),
        ("its 7 mill road.", "the shop needs a new sign"),
        ("oh it's at 220 Harbour View Drive", "quote for a fence please"),
    ],
)
def test_an_address_said_of_it_is_kept_with_what_it_is(sentence: str, previous: str) -> None:
    kept = address_pointed(sentence, previous)
    assert kept is not None and sentence.split()[1] in kept, kept


@pytest.mark.parametrize(
    "sentence", ["is it 14 larkspur lane?", "it's 14 of them", "its 221b baker street lol"]
)
def test_a_question_or_no_address_is_none(sentence: str) -> None:
    assert address_pointed(sentence, "the porch is rotten.") is None


@pytest.mark.parametrize(
    ("word", "content"),
    [
        ("failing", "The user failed their pharm resit."),
        ("drinking", "The user drinks too much on weekends."),
        ("smoking", "The user smoked for ten years."),
    ],
)
def test_a_request_in_ing_finds_the_past(word: str, content: str) -> None:
    assert forget_matches(content, ((word,),)), forget_stem(word)


async def test_forgetting_a_failed_exam_keeps_the_rest(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i failed my anatomy resit so i'm gutted. i live in Hull btw")
        clock.advance(days=5)
        await imprint.observe(
            user_id="u",
            agent_output="Hi!",
            user_response="forget the thing about me failing the resit pls",
            session_id="s2",
        )
        active = await active_text(imprint)
        assert "resit" not in active and "Hull" in active, active

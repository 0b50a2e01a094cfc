"""Forget requests in more shapes, and what stays of a memory after one (round 42).

"don't bring up bailey again, remove it": the first verb asks how to talk and is no request
alone, but the erasing verb after it points back at bailey, so the sentence asks to forget.
"i told you about bailey. delete it" and "the Stripe application - please wipe it": the
pointer names what the user says they told, or named first. "everything related to the
custody case", "what you know about my therapy", "I'd rather you forgot that ADHD thing"
are requests too. A way of talking with no erasing verb beside it stays a rule.

What stays keeps nothing of the one forgotten: "The user's ex, Jordan, ..." is all about
Jordan, and "their boss doesn't know" speaks of the application that went.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.forget_rest import forget_rest
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("reply", "term"),
    [
        ("don't bring up bailey again, remove it", "bailey"),
        ("never mention the lawsuit again, just delete it", "lawsuit"),
        ("i told you about bailey. delete it", "bailey"),
        ("remember what I mentioned earlier about the audition? please delete it", "audition"),
        ("I talked about my sister's divorce before, can you wipe that", "divorce"),
        ("the Stripe application - please wipe it from memory, it fell through", "stripe"),
        ("delete everything related to the custody case", "custody"),
        ("please forget anything to do with my landlord", "landlord"),
        ("can you scrap what you know about my therapy", "therapy"),
        ("actually I'd rather you forgot that ADHD thing", "adhd"),
        ("i'd prefer it if you deleted the stuff about my ex", "ex"),
    ],
)
def test_a_later_erasing_verb_names_the_thing_said_before(reply: str, term: str) -> None:
    request = understand(reply, "Noted.").forget
    assert request is not None
    assert any(term in words for words in request.terms)


@pytest.mark.parametrize(
    "reply",
    [
        "never mention competitors in the copy",
        "don't bring up pricing on the first call",
        "i told you about the deadline, it's friday",
        "I forgot my keys again",
        "I'd rather you dropped the formal tone",
    ],
)
def test_a_way_of_talking_alone_is_no_request(reply: str) -> None:
    assert understand(reply, "Noted.").forget is None


async def test_the_pet_goes_and_the_rest_stays(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my dog bailey died last week, it's been rough")
        await say(imprint, "I teach chemistry at a secondary school in Derby")
        await say_later(imprint, clock, "don't bring up bailey again, remove it")
        active = await active_text(imprint)
        assert "chemistry" in active
        assert "bailey" not in active.lower()


@pytest.mark.parametrize(
    ("content", "target", "kept"),
    [
        ("The user's ex, Jordan, still owes them 2k.", ("jordan",), None),
        ("The user works at Acme, their manager, Tom, is great.", ("tom",),
         "The user works at Acme."),
        ("The user is applying for a job at Stripe, their boss doesn't know.", ("stripe",), None),
        ("The user teaches history, their brother Sean is in prison.", ("sean",),
         "The user teaches history."),
    ],
)  # fmt: skip
def test_what_stays_says_nothing_of_what_went(
    content: str, target: tuple[str, ...], kept: str | None
) -> None:
    rest = forget_rest(content, [target])
    assert (rest[0] if rest is not None else None) == kept


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("The user does payroll at a dental group.", "employer"),
        ("The user does admin for a small law firm.", "employer"),
        ("The user does yoga at a local school.", None),
    ],
)
def test_work_done_at_a_kind_of_firm_names_the_employer(content: str, subject: str | None) -> None:
    assert subject_of(content) == subject


async def test_the_job_goes_and_the_name_stays(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm Priya, I do payroll at a dental group")
        await say_later(imprint, clock, "please wipe my job details, keep my name")
        active = await active_text(imprint)
        assert "Priya" in active
        assert "payroll" not in active

"""Forget requests with a lead of their own, verbs of keeping in mind, and who "he" is (round 41).

"on second thoughts I'd rather you didn't hold on to the diagnosis" asks to forget though
"thoughts" looks like someone who forgets; "hold on to", "note down", "file away" are verbs
of keeping in mind, said of what the user told (a rule of the work names its data). What
stays of a memory whose named part went keeps no clause about "he" or "she": in a memory
the user is "they", so such a clause is about someone else, most often the one forgotten.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.forget_rest import forget_rest
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("reply", "term"),
    [
        ("on second thoughts I'd rather you didn't hold on to the diagnosis", "diagnosis"),
        ("no need to note down the bit about rehab", "rehab"),
        ("please don't file away the thing about my son", "son"),
        ("hmm, second thoughts, don't hang on to the stuff about my ex", "ex"),
        ("forget the canada plans for now, it's not public yet", "canada"),
    ],
)
def test_a_request_to_stop_keeping_something_in_mind_is_read(reply: str, term: str) -> None:
    request = understand(reply, "Noted.").forget
    assert request is not None
    assert any(term in words for words in request.terms)


@pytest.mark.parametrize(
    "reply",
    [
        "don't hold on to customer emails after the ticket closes",
        "my students always forget the units",
        "their managers never note down the action items",
    ],
)
def test_a_rule_of_the_work_or_a_remark_is_no_request(reply: str) -> None:
    assert understand(reply, "Noted.").forget is None


@pytest.mark.parametrize(
    ("content", "target", "kept"),
    [
        (
            "The user's brother Sean just got out of prison, he's living with them.",
            ("brother",),
            None,
        ),
        (
            "The user works nights at the depot, their aunt Mel is in hospice, she has weeks left.",
            ("hospice",),
            "The user works nights at the depot.",
        ),
    ],
)
def test_what_stays_keeps_no_clause_about_him_or_her(
    content: str, target: tuple[str, ...], kept: str | None
) -> None:
    rest = forget_rest(content, [target])
    assert (rest[0] if rest is not None else None) == kept


async def test_forgetting_a_person_leaves_nothing_said_of_them(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my brother Sean just got out of prison, he's living with us")
        await say(imprint, "I work as a dental hygienist in Cork")
        await say_later(imprint, clock, "don't keep anything on my brother please")
        active = await active_text(imprint)
        assert "hygienist" in active
        assert "Sean" not in active
        assert "living with" not in active

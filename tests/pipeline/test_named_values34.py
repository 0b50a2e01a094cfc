"""A clause that names a known value is kept at a lower bar; what came after a sold thing."""

from __future__ import annotations

import pytest

from imprint.pipeline.fact_gate import (
    NAMED_VALUE_THRESHOLD,
    THRESHOLD,
    fact_chance,
    learned_facts,
)
from imprint.pipeline.subjects import SINGLE_VALUED
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later

_BETWEEN = "my bookkeeper set me up on freshbooks a month ago, loving it"


def test_a_named_tool_is_kept_below_the_plain_bar() -> None:
    # the clause scores between the two bars: only the tool it names keeps it
    named, unnamed = "i sort of use freshbooks", "i sort of use the blue one"
    assert NAMED_VALUE_THRESHOLD <= fact_chance(named) < THRESHOLD
    assert [s.content for s in learned_facts(named)] == ["The user sort of uses freshbooks."]
    assert learned_facts(unnamed) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "we default to the same brand on pretty much every job",  # "job" names no value
        "pip broke half my tooling last time",  # a moment, not what holds
    ],
)
def test_no_named_value_or_a_moment_is_left(sentence: str) -> None:
    assert learned_facts(sentence) == []


def test_accounting_holds_one_system() -> None:
    assert "accounting" in SINGLE_VALUED


async def test_a_new_accounting_system_retires_the_old(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i keep the shop accounts in quickbooks, how do i export a p&l?")
        assert "quickbooks" in await active_text(imprint)
        await say_later(imprint, clock, _BETWEEN + ". how do recurring invoices work there?")
        text = await active_text(imprint)
        assert "freshbooks" in text
        assert "quickbooks" not in text


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("also sold the xbox last month and built a pc, 4080 + ryzen 7800", "built a pc"),
        ("sold the old hatchback and upgraded to an ev", "upgraded to an ev"),
        ("got rid of the roland and picked up a yamaha p-125", "picked up a yamaha"),
    ],
)
async def test_what_came_after_a_sold_thing_is_kept(
    store_url: str, clock: FakeClock, reply: str, kept: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, reply)
        assert kept in await active_text(imprint)


@pytest.mark.parametrize(
    ("reply", "rule"),
    [
        (
            "stuck on the water temple again. can you just give me hints and not the full "
            "answer? and please no spoilers for the ending",
            "Give the user hints and not the full answer.",
        ),
        (
            "could you give me nudges rather than the whole solution?",
            "Give the user nudges rather than the whole solution.",
        ),
    ],
)
def test_a_kind_of_help_asked_against_another_lasts(reply: str, rule: str) -> None:
    rules = [s.content for s in understand(reply, "Sure.").statements]
    assert rule in rules


@pytest.mark.parametrize(
    "reply",
    [
        "can you give me the full answer?",  # no kind of help set against another
        "can you write the code and not the tests?",  # what this piece of work holds
    ],
)
def test_an_ask_for_this_answer_is_no_rule(reply: str) -> None:
    assert understand(reply, "Sure.").statements == ()


def test_a_credentials_clause_is_never_kept_however_sure_the_gate() -> None:
    # a pasted login cut where a question begins: the gate is sure of its words (0.8 or
    # more when written), but what it holds is no fact of the user's (the store would keep
    # a redacted husk)
    assert learned_facts("username kwong5 password Friday!Anchor4410 , does the") == []
    # a credential named, none held: the user's work is told
    [told] = learned_facts("15 years as a pentester, mostly password audits for banks")
    assert "pentester" in told.content

"""Prices the user sets, listed in one breath, a price then set anew by name, asks joined on.

"help me make a price list ... thinking full groom GBP 45, bath and brush GBP 25, nail trim
GBP 10" keeps the three prices as one fact; "put the full groom at GBP 52" a week later
writes the new price into it, and the others hold (round 47).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.new_amounts import new_amount
from imprint.pipeline.price_lists import price_list
from imprint.pipeline.understand import understand
from imprint.pipeline.value_classes import swapped_price
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import make, say, say_later

_ASK = "can you help me make a price list for the van"


@pytest.mark.parametrize(
    ("sentence", "reply", "prices"),
    [
        (
            "thinking full groom \u00a345, bath and brush \u00a325, nail trim \u00a310.",
            _ASK,
            "full groom \u00a345, bath and brush \u00a325, nail trim \u00a310",
        ),
        (
            "menu board: flat white \u20ac3.60, latte \u20ac3.80, cortado \u20ac3.20",
            "need a new menu board for the cart",
            "flat white \u20ac3.60, latte \u20ac3.80, cortado \u20ac3.20",
        ),
        (
            "i charge $1,200 for a full day and half day $700",
            "i charge $1,200 for a full day and half day $700",
            "half day $700",
        ),
    ],
)
def test_the_users_prices_listed_are_kept_as_one_fact(
    sentence: str, reply: str, prices: str
) -> None:
    fact = price_list(sentence, reply)
    assert fact is not None and prices in fact


@pytest.mark.parametrize(
    ("sentence", "reply"),
    [
        ("their prices are \u00a340 for a cut, \u00a330 for a wash", "their prices are high"),
        ("the blue one is \u00a335 and the red one \u00a328", "which coat should i buy"),
        ("is a full groom \u00a345 and a nail trim \u00a310 too much?", _ASK),
        ("full groom \u00a345", _ASK),
    ],
)
def test_prices_not_the_users_or_not_listed_are_no_fact(sentence: str, reply: str) -> None:
    assert price_list(sentence, reply) is None


@pytest.mark.parametrize(
    ("sentence", "item", "amount"),
    [
        ("put the full groom at \u00a352, the others can stay", "full groom", "\u00a352"),
        ("make the large box $30 from next month", "large box", "$30"),
        ("set the deposit to \u20ac200 for weddings", "deposit", "\u20ac200"),
    ],
)
def test_a_price_set_anew_by_name(sentence: str, item: str, amount: str) -> None:
    said = new_amount(sentence)
    assert said is not None and said.text == f"The {item} is now {amount}"


@pytest.mark.parametrize("sentence", ["put it at \u00a342", "put the kettle \u00a35 ok"])
def test_no_price_set_without_its_thing_or_its_at(sentence: str) -> None:
    assert new_amount(sentence) is None


def test_a_new_price_is_written_into_the_list() -> None:
    old = "The user's prices: full groom \u00a345, bath and brush \u00a325, nail trim \u00a310."
    assert swapped_price("The full groom is now \u00a352.", old) == (
        "The user's prices: full groom \u00a352, bath and brush \u00a325, nail trim \u00a310."
    )


def test_a_price_said_alone_is_not_rewritten() -> None:
    assert swapped_price("The full day is now $4800", "full day coverage is $4200") is None


async def test_a_price_list_keeps_the_others_when_one_price_changes(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "i groom dogs from my van. can you help me make a price list for the van door? "
            "thinking full groom \u00a345, bath and brush \u00a325, nail trim \u00a310.",
        )
        await say_later(
            imprint,
            clock,
            "shampoo went up again. put the full groom at \u00a352, the others stay the same",
            agent="Your list: Full groom \u00a345, Bath & brush \u00a325, Nail trim \u00a310",
        )
        active = " | ".join(m.content for m in await imprint.memories(user_id="u"))
    assert "\u00a352" in active
    assert "\u00a345" not in active
    assert "bath and brush \u00a325" in active


@pytest.mark.parametrize(
    ("reply", "joined"),
    [
        (
            "for all my captions: max 3 hashtags, all lowercase. and mention bookings are via "
            "the link in bio",
            "Mention bookings are via the link in bio.",
        ),
        (
            "from now on keep the newsletter under 300 words. also always end with the shop "
            "opening hours",
            "end with the shop opening hours.",
        ),
    ],
)
def test_an_ask_joined_to_a_standing_one_holds_as_long(reply: str, joined: str) -> None:
    rules = [
        s.content
        for s in understand(reply, "Here is a draft.").statements
        if s.type is MemoryType.RULE
    ]
    assert any(joined.lower() in r.lower() for r in rules)


def test_an_ask_joined_to_a_task_is_for_the_task() -> None:
    statements = understand("write me a caption for this one. and mention the sale", "Sure.")
    assert all(s.type is not MemoryType.RULE for s in statements.statements)

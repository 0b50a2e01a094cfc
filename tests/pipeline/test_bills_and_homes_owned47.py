"""Bills moved by who sends them, switches said as done, homes bought, money forgotten by kind.

"the landlord's putting it up to 980 from june" is the user's rent; "the switch to Ovo
finally went through" switches the user's energy supplier; "WE GOT THE KEYS!!! completion was
tuesday" ends renting; "my take home is 2100 a month" is a fact; "the credit card stuff"
names "4k on an amex at 22.9%"; "im on the bus so just give me the number" keeps nothing;
"vendo ropa en vinted", "fa\u00e7o as faturas no moloni" are facts (round 47).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.new_amounts import new_amount
from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.switches import switch_in
from imprint.pipeline.understand import understand
from imprint.pipeline.value_classes import outdates
from imprint.testing import FakeClock
from tests.conversation import make, say, say_later


@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        ("so the landlord's putting it up to 980 from june", "My rent is now 980"),
        ("landlords putting it up to 1100 in march, ugh", "My rent is now 1100"),
        ("the council put it up to 190 a month", "My council tax is now 190 a month"),
    ],
)
def test_a_bill_moved_by_who_sends_it(sentence: str, said: str) -> None:
    switch = new_amount(sentence)
    assert switch is not None and switch.text == said


@pytest.mark.parametrize(
    "sentence",
    [
        "my sisters landlord is putting it up to 900",
        "her landlord put it up to 1200",
        "the landlord put the bins out to 3",
    ],
)
def test_someone_elses_bill_or_no_amount_moves_nothing(sentence: str) -> None:
    assert new_amount(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "new"),
    [
        ("right, the switch to Ovo finally went through, on a 12 month fix", "Ovo"),
        ("our move to xero is done, finally", "xero"),
        ("the transfer to vanguard has gone through", "vanguard"),
    ],
)
def test_a_switch_said_as_done(sentence: str, new: str) -> None:
    switch = switch_in(sentence)
    assert switch is not None and switch.new == new


def test_someone_elses_switch_is_not_the_users() -> None:
    assert switch_in("her switch to Ovo went through last week") is None


async def test_a_switch_gone_through_retires_the_old_supplier(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "we're with EDF on their standard tariff, 160 a month for a 3 bed semi")
        await say_later(
            imprint, clock, "the switch to Ovo finally went through. how do i send a meter reading"
        )
        active = " | ".join(m.content for m in await imprint.memories(user_id="u"))
    assert "Ovo" in active
    assert "EDF" not in active


@pytest.mark.parametrize(
    ("content", "old", "retired"),
    [
        (
            "The user's household GOT THE KEYS.",
            "The user's household rents a 2 bed flat in leeds.",
            True,
        ),
        ("The user bought a house in Otley.", "The user rents a room in a shared house.", True),
        ("The user got the keys to the van.", "The user rents a flat in leeds.", False),
        ("The user's household GOT THE KEYS.", "The user's sister rents a flat in leeds.", False),
    ],
)
def test_a_home_owned_ends_renting(content: str, old: str, retired: bool) -> None:
    assert outdates(content=content, subject=None, old_content=old) is retired


async def test_the_keys_got_retire_the_rented_flat(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "we rent a 1 bed flat in leeds, 900 a month, saving for a deposit")
        await say_later(imprint, clock, "WE GOT THE KEYS!!! completion was tuesday. what now")
        active = " | ".join(m.content for m in await imprint.memories(user_id="u"))
    assert "rents a 1 bed flat" not in active


@pytest.mark.parametrize(
    ("reply", "fact"),
    [
        ("my take home is 2100 a month after tax", "take home is 2100 a month"),
        ("fyi my income is about 30k", "income is about 30k"),
    ],
)
def test_what_the_user_takes_home_is_a_fact(reply: str, fact: str) -> None:
    assert any(fact in s.content for s in understand(reply, "OK.").statements)


@pytest.mark.parametrize(
    ("content", "target"),
    [
        ("The user has about 4k on an amex at 22.9% and pays the minimum.", ("credit", "card")),
        ("The user is only paying the minimum on their store card.", ("credit", "card")),
        ("The user has 3k on a barclaycard.", ("debt",)),
    ],
)
def test_card_debt_is_named_by_its_kind(content: str, target: tuple[str, ...]) -> None:
    assert forget_matches(content, (target,))


def test_a_card_game_is_no_card_debt() -> None:
    assert not forget_matches(
        "The user plays cards with their dad on fridays.", (("credit", "card"),)
    )


@pytest.mark.parametrize(
    "reply",
    [
        "im on my phone so just give me the number, no explanation: 12% of 340",
        "quick one, im between meetings so just tell me yes or no",
    ],
)
def test_where_the_user_reads_this_answer_is_no_fact(reply: str) -> None:
    assert understand(reply, "OK.").statements == ()


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("hola! vendo ropa vintage en vinted para sacarme un extra", "vinted"),
        ("hago las facturas en holded, se puede automatizar?", "holded"),
        ("eu fa\u00e7o as faturas no moloni, d\u00e1 para enviar autom\u00e1tico?", "moloni"),
        ("ao fim de semana vendo coisas no olx para compor o m\u00eas, \u00e9 uma ajuda", "olx"),
    ],
)
def test_where_the_user_sells_or_works_in_another_language(reply: str, word: str) -> None:
    assert any(word in s.content for s in understand(reply, "OK.").statements)


def test_a_term_of_years_is_no_year_of_study() -> None:
    contents = [
        s.content for s in understand("5 year fix with nationwide at 4.19%.", "OK.").statements
    ]
    assert not any("student" in c for c in contents)


@pytest.mark.parametrize(
    ("before", "after", "old"),
    [
        (
            "we rent a 3 bed semi in stockport, 1100 a month",
            "the new landlord in cheadle wants a 2 year lease, normal?",
            "stockport",
        ),
        (
            "we rent a 2 bed in hove, 1450 a month. how much deposit do we need",
            "we finally got the keys yesterday!! what do we sort first",
            "rents a 2 bed",
        ),
        (
            "our broadband is with virgin, 45 a month, keeps dropping",
            "the switch to community fibre went through on monday. how do i set up the mesh",
            "virgin",
        ),
    ],
)
async def test_a_home_or_provider_changed_in_passing_retires_the_old(
    store_url: str, clock: FakeClock, before: str, after: str, old: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, before)
        await say_later(imprint, clock, after)
        active = " | ".join(m.content for m in await imprint.memories(user_id="u"))
    assert old not in active


@pytest.mark.parametrize(
    ("reply", "deal"),
    [
        (
            "5 year fix with nationwide at 4.19%. what about home insurance",
            "5 year fix with nationwide at 4.19%",
        ),
        ("2 yr fixed with halifax at 3.9%, ends in march", "2 yr fixed with halifax at 3.9%"),
    ],
)
def test_a_mortgage_deal_said_bare_is_the_users(reply: str, deal: str) -> None:
    contents = [s.content for s in understand(reply, "OK.").statements]
    assert f"The user's mortgage is a {deal}." in contents


def test_fixing_things_is_no_mortgage() -> None:
    contents = [s.content for s in understand("i fix bikes at a shop in leeds", "OK.").statements]
    assert not any("mortgage" in c for c in contents)


def test_letting_agents_move_the_rent() -> None:
    switch = new_amount("the letting agents are putting it up to 1200 from may")
    assert switch is not None and switch.text == "My rent is now 1200"

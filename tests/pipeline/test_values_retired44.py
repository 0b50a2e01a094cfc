"""Old values retired by how their end is told (round 44).

A pick turned down by someone ("my partner vetoed biscuit"), a thing out of use ("meta is
paused entirely", "the newsletter's on hold"), a provider or a course the user is through
with ("done with BA", "I switched out of history"), a thing of theirs gone with its
successor named ("my kindle died so I'm reading on a Kobo now"), a train cancelled by its
time ("they cancelled the 8:10"), a sum set anew with its currency ("upping the rent to
GBP 1350", written with the pound sign). Beside each, what only looks like an end.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.updates import change_in
from imprint.pipeline.work import about_work
from imprint.testing import FakeClock
from tests.conversation import active_after_change


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("my husband vetoed rufus so he's going to be Pickles", "rufus"),
        ("the publisher nixed Blue Harbour, it's going out as Low Water", "blue harbour"),
        ("as of today meta is paused entirely", "meta"),
        ("the newsletter is on hold", "newsletter"),
        ("done with Ryanair after that flight, flying easyJet from now on", "ryanair"),
        ("I'm so done with Notion", "notion"),
        ("so I switched out of chemistry last term", "chemistry"),
        ("my kindle died so I'm reading on a Kobo now", "kindle"),
        ("my old laptop finally packed up, got a ThinkPad", "laptop"),
        ("they cancelled the 8:10 so I'm getting the 7:45 now", "8:10"),
        ("stopped seeing Dr Okafor, I'm with a new counsellor now", "dr okafor"),
        ("I stopped seeing my physio", "physio"),
    ],
)
def test_the_end_told_retires_the_value(sentence: str, old: str) -> None:
    assert old in change_in(sentence, "en").replaces


@pytest.mark.parametrize(
    "sentence",
    [
        "my account is on hold while they check my ID",
        "the gym membership is paused for a month",
        "my phone died so I missed your call",
        "my dad died last year",
        "when you're done with the draft, send it over",
        "I put the order on hold",
        "I stopped seeing the point of it",
    ],
)
def test_what_only_looks_like_an_end_retires_nothing(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


@pytest.mark.parametrize(
    "sentence",
    [
        "landlord is upping the rent to \u00a31350 from March",
        "we bumped his pocket money up to \u00a315",
        "they raised my rate to $50 an hour",
        "raising my rate to \u20ac0.13 a word",
    ],
)
def test_a_sum_set_anew_with_its_currency_is_a_change(sentence: str) -> None:
    assert change_in(sentence, "en").changed


@pytest.mark.parametrize(
    ("fact", "work"),
    [
        ("The user picks orders nights at Parcelwise in Kettering.", True),
        ("The user pulls pints at the Red Lion.", True),
        ("The user stacks shelves for Tesco.", True),
        ("The user cooks dinner at home.", False),
        ("The user drives the kids to school.", False),
        ("The user serves on the parish council.", False),
    ],
)
def test_the_jobs_own_work_at_a_named_place_is_work(fact: str, work: bool) -> None:
    assert about_work(fact) is work


@pytest.mark.parametrize(
    ("before", "after", "gone", "kept"),
    [
        (
            "My go-to airline is BA.",
            "done with BA after the lost luggage fiasco, flying Virgin from now on",
            "go-to airline is BA",
            "Virgin",
        ),
        (
            "I'm a history major.",
            "so I switched out of history last term, I'm doing economics now",
            "history major",
            "economics",
        ),
        (
            "I use a Kindle for reading.",
            "my kindle died so I'm reading on a Kobo now. how do I get library books on it?",
            "uses a Kindle",
            "Kobo",
        ),
        (
            "I pick orders nights at Parcelwise in Kettering.",
            "big news, I joined Northgate Logistics! first week done",
            "Parcelwise",
            "Northgate",
        ),
        (
            "I pull pints at the Red Lion.",
            "I started at the Crown and Anchor last week, way better tips",
            "Red Lion",
            "Crown and Anchor",
        ),
        (
            "I do pilates twice a week.",
            "switched pilates for yoga since my back's better. any beginner flows?",
            "pilates twice",
            "yoga",
        ),
        (
            "I'm a PhD student at Durham.",
            "I submitted my thesis and passed my viva! now looking for postdocs",
            "PhD student",
            "viva",
        ),
        (
            "I'm a part-time MSc student.",
            "finally finished my masters, what now?",
            "MSc student",
            "masters",
        ),
        (
            "I use Chrome.",
            "I'm a Firefox person now, chrome was eating my RAM. how do I import bookmarks?",
            "uses Chrome",
            "Firefox",
        ),
        (
            "I'm on the 8:10 train to work.",
            "they cancelled the 8:10 so I'm getting the 7:45 now. ugh",
            "8:10",
            "7:45",
        ),
    ],
)
async def test_the_change_retires_the_old_value(
    store_url: str, clock: FakeClock, before: str, after: str, gone: str, kept: str
) -> None:
    active = await active_after_change(store_url, clock, before, after)
    assert gone not in active
    assert kept in active

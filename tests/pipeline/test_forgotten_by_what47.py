"""Forget requests that name their thing by a lead, by whom it was with, by a noun of a verb.

"re the ivf - i'd rather you didn't remember that" is one request: the lead names the thing
the pointer after the dash means; "that money thing with dan, leave it out" names Dan's
debt; "my daughter's suspension" names "got suspended last week" (round 47).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.forget import forget_request, requests_apart
from imprint.pipeline.forget_phrasings import pointed_thing
from imprint.pipeline.supersede import forget_matches, forget_stem
from imprint.testing import FakeClock
from tests.conversation import every_text, make, say, say_later


@pytest.mark.parametrize(
    "sentence",
    [
        "hey, re the ivf - i'd rather you didn't remember that, it's private",
        "about the court case - please don't keep that anywhere",
    ],
)
def test_a_lead_that_names_the_thing_stays_with_the_request(sentence: str) -> None:
    assert requests_apart((sentence,)) == (sentence,)


def test_facts_before_a_dash_are_still_read_apart() -> None:
    sentence = "line cook, 2 yrs, and I have crohn's - the crohn's thing, don't keep that"
    assert len(requests_apart((sentence,))) == 2


@pytest.mark.parametrize(
    ("earlier", "thing"),
    [
        ("that money thing with dan", "money dan"),
        # round 48: the kind said bare with who it was with names them ("the thing with my
        # landlord? done. no reason to hold onto it")
        ("the drama with priya", "priya"),
        ("the loan stuff involving my uncle", "loan"),
    ],
)
def test_who_a_thing_was_with_is_part_of_it(earlier: str, thing: str) -> None:
    assert pointed_thing(earlier) == thing


@pytest.mark.parametrize(
    ("word", "held"),
    [("suspension", "suspended"), ("extension", "extended"), ("pension", "pension")],
)
def test_a_noun_of_a_verb_is_held_by_the_verb(word: str, held: str) -> None:
    assert held.startswith(forget_stem(word))


@pytest.mark.parametrize(
    ("content", "word", "named"),
    [
        ("The user owes their mate dan about 900 quid from the holiday.", "money", True),
        ("The user is on 82k at a bank.", "money", True),
        ("The user runs a bakery in frome.", "money", False),
    ],
)
def test_money_names_pay_and_debt(content: str, word: str, named: bool) -> None:
    assert forget_matches(content, ((word,),)) is named


@pytest.mark.parametrize(
    ("before", "after", "gone", "kept"),
    [
        (
            "my partner and i are going through ivf at the moment, round 2. i teach year 4",
            "hey, re the ivf - i'd rather you didn't remember that, it's private",
            "ivf",
            "year 4",
        ),
        (
            "i owe my mate dan about 900 quid from the holiday, paying him back 100 a month. "
            "also i'm a postie",
            "that money thing with dan, leave it out of your memory yeah",
            "900",
            "postie",
        ),
        (
            "my daughter got suspended last week for vaping, mortified. i'm a nurse on a renal "
            "ward",
            "erase what i said about my daughter's suspension please",
            "suspended",
            "renal",
        ),
    ],
)
async def test_the_thing_named_is_forgotten_and_the_rest_kept(
    store_url: str, clock: FakeClock, before: str, after: str, gone: str, kept: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, before)
        await say_later(imprint, clock, after)
        every = await every_text(imprint)
    assert gone not in every
    assert kept in every


def test_the_lead_and_the_pointer_give_the_thing() -> None:
    request, _ = forget_request(("re the ivf - i'd rather you didn't remember that",), "en")
    assert request is not None and ("ivf",) in request.terms

"""Someone else's wish, named by role or by name, is a fact about them (round 40).

"my co-maintainer Jun insists on squash merges" is Jun's wish: no rule of the user's, and
not lost either; the fact names whose it is, so a policy that shows it says so.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.others_wishes import others_wish
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("sentence", "whose", "what"),
    [
        ("my co-maintainer Jun insists on squash merges for everything", "Jun", "squash"),
        ("mostly yes but raul ortega wants everything on paper, mailed", "Raul Ortega", "paper"),
        ("my co-director priya hates long intros", "priya", "intros"),
        ("chloe wants everything in a spreadsheet", "Chloe", "spreadsheet"),
        (
            "one of our regular contributors, Dario, insists on conventional commits",
            "Dario",
            "conventional commits",
        ),
        (
            "the weekend editor, Kasia, has two rules she enforces: ledes under 35 words",
            "Kasia",
            "ledes",
        ),
        ("our head of year really can't stand gel pens in exams", "head of year", "gel pens"),
    ],
)
def test_a_named_persons_wish_is_theirs(sentence: str, whose: str, what: str) -> None:
    wish = others_wish(sentence)
    assert wish is not None
    assert whose in wish
    assert what in wish


@pytest.mark.parametrize(
    "sentence",
    [
        "I want everything in a spreadsheet",
        "everyone wants a piece of it",
        "my code wants a newer numpy",
        "my dog hates the vet",
        "Tim wants to know if you can help",
        "my boss wants the report by friday",
        "she insists on squash merges",
        "my mother in law has opinions",
        # an acronym is no one, and "each other" no wish
        "I will never understand why printers and PDFs hate each other.",
        "the NHS wants everything on the portal",
        # tools, brands, body parts and things typed like names have no wishes
        "mypy hates this pattern with generics",
        "eslint hates my config file",
        "Spotify wants me to log in again",
        "toddlers hate naps at that age",
        "my knee hates stairs these days",
        "my printer hates me and refuses to print",
        "my bank requires 2fa on every login",
        # two people's wish is not the second one's
        "Kasia and Tom hate long intros in every podcast.",
    ],
)
def test_no_one_named_or_a_wish_of_the_moment_is_not_read(sentence: str) -> None:
    assert others_wish(sentence) is None


def test_the_users_own_view_after_it_is_cut_off() -> None:
    wish = others_wish(
        "my manager rahul insists on notebooks for everything, but personally i hate them"
    )
    assert wish == "The user's manager rahul insists on notebooks for everything."


def test_the_wish_is_read_as_a_fact_not_a_rule() -> None:
    reading = understand(
        "my branch manager tricia wants every sign to say 'patrons' never 'customers'. "
        "can you write a sign for the new opening hours"
    )
    facts = [s for s in reading.statements if "tricia" in s.content]
    assert facts
    assert all(s.type is MemoryType.FACT for s in facts)
    assert not [s for s in reading.statements if s.type is MemoryType.RULE]


async def test_whose_wish_it_is_stays_with_it(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "depends who you ask lol. my co-maintainer Jun insists on squash merges for"
            " everything. can you write a short CONTRIBUTING note",
        )
        active = await active_text(imprint)
        assert "Jun insists on squash merges" in active


@pytest.mark.parametrize(
    ("sentence", "before", "wish"),
    [
        (
            "she insists no sugar before 2 and everything has to be organic.",
            "bea turns one next month and my mother in law has opinions lol.",
            "The user's mother in law insists no sugar before 2 and everything has to be organic.",
        ),
        (
            "she insists on paper statements",
            "my nan is 90.",
            "The user's nan insists on paper statements.",
        ),
        # two people before: whose wish it is stays unclear
        ("she hates long meetings", "my boss and my mum came round", None),
        # a wish of the moment
        ("she wants it done by friday", "my boss called", None),
        ("she insists she is fine", "my mum fell yesterday", None),
        # a question before names no one the user told of
        ("she wants everything in writing", "what should I say to my landlord?", None),
        # "he" is not the user's mum, "she" not their parents; "her boss" is a second person
        ("he hates long emails from anyone", "my mum texted.", None),
        ("she insists on tea with every meal", "my parents came over.", None),
        ("she hates long emails", "my wife told me about her boss.", None),
    ],
)
def test_a_wish_said_of_she_or_he_is_the_one_person_named_before(
    sentence: str, before: str, wish: str | None
) -> None:
    assert others_wish(sentence, before) == wish

"""Forget asks that point back a sentence, name a thing by its kind, or go on with news (round 44).

"that thing about Anna, she'd hate me for telling you. scrap it.": the bare "scrap it"
points at the thing told in the sentence before. "pretend I never mentioned Marek", "I
regret telling you about the gambling. wipe it", "nobody can find out about the Google
applications, so don't keep that anywhere": what the user wishes unsaid is named there.
"lose the salary info", "clear my email from your notes", "take my address out of your
memory", "I don't want my son's health stuff on record", "disregard the python thing" ask
to forget; "forget what I said about Jira, we moved everything to Linear" goes on with
news that is kept. Beside each, the look-alikes that ask nothing of the memory.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, every_text, make, say, say_later


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("ok that thing about Priya, she'd be mortified I told you. scrap it.", "priya"),
        ("the stuff about my debts, I regret sharing it. delete that", "debts"),
        ("I regret telling you about the gambling. wipe it", "gambling"),
        ("Can we pretend I never mentioned Marek? Just drop it from memory.", "marek"),
        ("pretend I never mentioned Marek", "marek"),
        (
            "nobody can find out about the Google applications, so don't keep that anywhere",
            "google",
        ),
        ("no one at work can know about the tribunal, so don't save it", "tribunal"),
        ("hmm. on second thought, lose the salary info", "salary"),
        ("clear my email from your notes pls", "email"),
        ("take my address out of your memory", "address"),
        ("I don't want my son's health stuff on record. remove", "health"),
        ("disregard the python thing, I mostly write Go now", "python"),
    ],
)
def test_the_thing_asked_to_be_forgotten_is_named(reply: str, word: str) -> None:
    request = understand(reply).forget
    assert request is not None
    assert any(word in target for target in request.terms)


def test_a_detail_is_no_word_of_the_thing() -> None:
    request = understand("please don't hold on to the lawsuit detail, it's ongoing").forget
    assert request is not None
    assert request.terms == (("lawsuit",),)


@pytest.mark.parametrize(
    "reply",
    [
        "The intro is too long. scrap it.",
        "Keep your answers short and numbered, I lose my place in long bits of writing.",
        "I always lose the important bits",
        "ignore the first part of the doc",
        "ignore the python part, it's not relevant to the bug",
        "disregard the last message",
        "clear the cache and rebuild",
    ],
)
def test_what_asks_nothing_of_the_memory_is_no_forget_request(reply: str) -> None:
    assert understand(reply).forget is None


@pytest.mark.parametrize(
    ("reply", "remainder"),
    [
        (
            "forget what I said about Jira, we moved everything to Linear last month",
            "we moved everything to Linear last month",
        ),
        ("forget what I said about Trello, we switched to Asana", "we switched to Asana"),
    ],
)
def test_news_after_a_request_is_read_apart(reply: str, remainder: str) -> None:
    request = understand(reply).forget
    assert request is not None
    assert request.remainder == (remainder,)


@pytest.mark.parametrize(
    "reply",
    [
        "don't keep my email, I'd rather it stays private",
        "forget the Leeds thing, I don't want it saved",
        "never mind what I said about Japanese, I've dropped the class. forget that",
        "no, forget that address, I've moved out",
        "forget my address, I'm moving anyway",
    ],
)
def test_a_wish_or_a_reason_after_a_request_is_not_read_as_news(reply: str) -> None:
    request = understand(reply).forget
    assert request is not None
    assert request.remainder == ()


@pytest.mark.parametrize(
    ("before", "after", "gone", "kept"),
    [
        (
            "We track work in Jira.",
            "forget what I said about Jira, we moved everything to Linear last month",
            "Jira",
            "Linear",
        ),
        (
            "My sister Anna is getting divorced.",
            "oh and that thing about Anna, she'd hate me for telling you. scrap it. anyway "
            "can you plan a dinner menu? I'm vegetarian",
            "Anna",
            "vegetarian",
        ),
        (
            "My ex is called Marek and he still texts me.",
            "Can we pretend I never mentioned Marek? Just drop it from memory.",
            "Marek",
            "",
        ),
    ],
)
async def test_the_thing_goes_and_what_else_was_said_stays(
    store_url: str, clock: FakeClock, before: str, after: str, gone: str, kept: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, before)
        await say_later(imprint, clock, after)
        active = await active_text(imprint)
        every = await every_text(imprint)
    assert gone not in every
    assert kept in active

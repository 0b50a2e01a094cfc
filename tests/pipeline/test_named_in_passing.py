"""Who and what a reply names while asking something else, and values put right in a word."""

from __future__ import annotations

import pytest

from imprint.pipeline.asks_apart import ask_apart
from imprint.pipeline.mistaken_things import mistaken_thing
from imprint.pipeline.named_beings import named_being
from imprint.pipeline.role_holders import named_holder
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("my cat pickle was sick on the rug again", "The user's cat is called Pickle."),
        ("should i worry, my son arlo keeps coughing at night", "The user's son is called Arlo."),
        ("mochi (my rescue greyhound) hates the rain", "The user's greyhound is called Mochi."),
        ("rosie, my border collie, needs more walks", "The user's border collie is called Rosie."),
        (
            "is it normal that my daughter Ines sleeps so much",
            "The user's daughter is called Ines.",
        ),
    ],
)
def test_a_pet_or_relative_named_in_passing_is_kept(sentence: str, fact: str) -> None:
    assert named_being(sentence) == fact


@pytest.mark.parametrize(
    "sentence",
    [
        "my dog barks at the postman",
        "my son really loves lego",
        "my wife and i are tired",
        "my daughter is 7",
        "my brother in law visits on sundays",
        "my cat just threw up",
    ],
)
def test_words_after_a_kind_that_are_no_name_name_no_one(sentence: str) -> None:
    assert named_being(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "dr okafor at riverside surgery (our GP) wants bloods done",
            "Dr okafor at riverside surgery is the user's gp.",
        ),
        ("marta, the new cleaner, starts on friday", "Marta is the user's cleaner now."),
        ("can you ask Felix (my accountant) about it", "Felix is the user's accountant."),
    ],
)
def test_who_holds_a_role_named_beside_it_is_kept(sentence: str, fact: str) -> None:
    held = named_holder(sentence)
    assert held == fact
    assert (subject_of(fact) or "").startswith("holder:")


@pytest.mark.parametrize(
    "sentence",
    ["i, the new captain, will decide", "that (our vet) is odd", "our vet is lovely"],
)
def test_no_one_named_beside_a_role_holds_nothing(sentence: str) -> None:
    assert named_holder(sentence) is None


async def test_a_new_holder_named_in_passing_retires_the_old(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "our cleaner is agnes, she does tuesdays")
        clock.advance(days=30)
        await say(imprint, "marta, the new cleaner, starts on friday. can you write her a note")
        active = await active_text(imprint)
        assert "Marta" in active, active
        assert "agnes" not in active.lower(), active


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("can you stop with the exclamation marks. never use them with me", "exclamation marks"),
        ("no more hashtags pls, i hate them, just don't use them", "hashtags"),
    ],
)
def test_them_in_a_rule_names_what_the_user_asked_off(reply: str, word: str) -> None:
    rules = [s.content for s in understand(reply, "Sure!").statements if s.type is MemoryType.RULE]
    assert any(word in r and "them" not in r for r in rules), rules


@pytest.mark.parametrize(
    ("sentence", "ask"),
    [
        (
            "whenever you summarise a meeting for me use bullets, i paste them into slack",
            "whenever you summarise a meeting for me use bullets.",
        ),
        (
            "when you email the landlord sign it 'Ro' thats how he knows me",
            "when you email the landlord sign it 'Ro'.",
        ),
    ],
)
def test_a_standing_ask_and_why_read_as_two(sentence: str, ask: str) -> None:
    parts = ask_apart(sentence)
    assert parts[0] == ask
    assert len(parts) == 2


def test_a_reason_after_a_plain_statement_stays_whole() -> None:
    sentence = "when you were away i forwarded the mail, i needed the invoices"
    assert ask_apart(sentence) == (sentence,)


def test_a_when_you_ask_without_a_comma_is_a_rule() -> None:
    reply = 'when you message the other parents sign it "Sam (Ava\'s dad)".'
    rules = [s.content for s in understand(reply, "Ok").statements if s.type is MemoryType.RULE]
    assert rules and "Ava's dad" in rules[0], rules


@pytest.mark.parametrize(
    ("agent", "reply", "fact", "wrong"),
    [
        (
            "Since your boat is 28 feet, the marina fee is lower.",
            "32! not 28",
            "The user's boat is 32 feet.",
            "28",
        ),
        (
            "Ok, so your train gets into Leeds at 9.",
            "york, not leeds",
            "The user's train gets into york at 9.",
            "leeds",
        ),
        (
            "As you're on Node 18, fetch is built in.",
            "its 20 not 18",
            "The user is on Node 20.",
            "18",
        ),
    ],
)
def test_a_value_of_the_agents_about_the_user_put_right_is_a_fact(
    agent: str, reply: str, fact: str, wrong: str
) -> None:
    fix = mistaken_thing(reply, agent)
    assert fix is not None and (fix.content, fix.wrong) == (fact, wrong)
    statements = understand(reply, agent).statements
    assert not any(s.type is MemoryType.RULE for s in statements), statements


def test_a_way_of_writing_put_right_is_no_fact_about_the_user() -> None:
    assert mistaken_thing("color not colour", "Here it is: the colour palette.") is None


@pytest.mark.parametrize(
    ("reply", "fact"),
    [
        (
            "squad is the Northside Hornets if that matters",
            "The user's squad is the Northside Hornets.",
        ),
        (
            "btw the flat is a 1930s conversion if that changes anything",
            "The user's flat is a 1930s conversion.",
        ),
        ("kiln's a Skutt KM-818, 3 years old", "The user's kiln is a Skutt KM-818, 3 years old."),
    ],
)
def test_a_thing_of_the_users_said_without_my_is_kept(reply: str, fact: str) -> None:
    contents = [s.content for s in understand(reply, "Hi!").statements]
    assert fact in contents, contents


@pytest.mark.parametrize(
    "reply",
    ["the house is a mess", "the car is not a Ford", "the shop was Greggs before"],
)
def test_a_state_of_a_thing_or_one_gone_is_no_bare_fact(reply: str) -> None:
    from imprint.pipeline.bare_owned import bare_owned

    assert bare_owned(reply) is None


def test_a_title_opening_with_our_keeps_its_words() -> None:
    contents = [
        s.content
        for s in understand("im directing Our Country's Good this spring", "Hi").statements
    ]
    assert any("Our Country's Good" in c for c in contents), contents


def test_a_role_then_the_name_in_brackets_names_the_holder() -> None:
    assert named_holder("my supervisor (prof lindqvist) wants chapter 3 by may") == (
        "Prof lindqvist is the user's supervisor."
    )


def test_a_fact_before_and_im_wondering_is_kept() -> None:
    contents = [
        s.content
        for s in understand(
            "i teach piano from home in derby and im wondering if i should raise my rates", "Hi"
        ).statements
    ]
    assert any("piano" in c for c in contents), contents


def test_what_a_sentence_goes_on_to_say_of_a_bare_thing_stays_with_it() -> None:
    contents = [
        s.content
        for s in understand(
            "studio is a converted barn from 1890, roof leaks in winter", "Hi"
        ).statements
    ]
    assert any("1890" in c and "roof leaks" in c for c in contents), contents


def test_a_new_value_said_without_my_is_kept() -> None:
    contents = [
        s.content
        for s in understand(
            "the old font was too thin so new body font is Inter 16", "Hi"
        ).statements
    ]
    assert any("Inter 16" in c for c in contents), contents


def test_use_those_after_a_correction_names_the_right_words() -> None:
    rules = [
        s.content
        for s in understand(
            "in knitting it's purl and knit, not in and out. use those please",
            "Push the needle in, then pull the yarn out.",
        ).statements
        if s.type is MemoryType.RULE
    ]
    assert any("purl and knit" in r for r in rules), rules


@pytest.mark.parametrize(
    ("reply", "fact"),
    [
        (
            "wondering if i should switch from octopus to ovo, bills went up",
            "The user currently uses octopus.",
        ),
        ("we might move everything from trello to asana", "The user currently uses trello."),
        ("tempted to move from bristol to bath next year", "The user currently lives in Bristol."),
    ],
)
def test_what_a_weighed_switch_is_from_is_what_the_user_has(reply: str, fact: str) -> None:
    contents = [s.content for s in understand(reply, "Hi").statements]
    assert fact in contents, contents


@pytest.mark.parametrize(
    "reply",
    [
        "my brother might switch from vodafone to ee",
        "how do i move from trello to asana",
    ],
)
def test_a_switch_not_weighed_by_the_user_says_nothing_of_now(reply: str) -> None:
    from imprint.pipeline.weighed_switches import current_before_switch

    assert current_before_switch(reply) is None

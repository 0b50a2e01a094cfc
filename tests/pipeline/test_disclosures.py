"""The last resort of the English reading: what the user tells of their life, kept as said."""

from __future__ import annotations

import pytest

from imprint.pipeline.disclosures import disclosure, disclosures
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("For background, I broke my wrist climbing last spring.", "broke their wrist"),
        ("I play bass in a pub covers band on weekends.", "plays bass"),
        ("We foster rescue greyhounds, usually two at a time.", "rescue greyhounds"),
        ("I volunteer at the food bank every Saturday morning.", "volunteer"),
        ("I grew up on a sheep farm in Wales.", "grew up on a sheep farm"),
        ("my daughter Ines started secondary school in September", "Ines started"),
        ("Btw I'm training for an ultra in the Alps this summer.", "training for an ultra"),
        ("I had my gallbladder removed in March, so fatty food is tricky", "gallbladder"),
        ("Our team has two new hires from Lagos.", "The user's team has two new hires"),
    ],
)
def test_a_life_fact_said_in_passing_is_kept_in_the_third_person(sentence: str, kept: str) -> None:
    content = disclosure(sentence)
    assert content is not None
    assert kept in content
    assert content.startswith(("The user", "The user's"))


@pytest.mark.parametrize(
    "sentence",
    [
        "I tried your second suggestion and it worked.",  # about the conversation
        "I was wondering how long sourdough keeps in the fridge.",
        "I'm looking for a gift for my sister.",
        "I love it, thanks so much.",  # a reaction to the answer
        "I think the first option reads better.",
        "my code throws a KeyError when the list is empty",  # the task at hand
        "my manager says we should always squash commits",  # someone else's words
        "If I had more time I would learn the violin.",  # a hypothetical
        "I might take up pottery at some point.",  # a hedge
        "I'm skimming this between meetings.",  # what the user is doing right now
        "I'm not against it, just not converted.",  # names nothing
        "Do I need a visa to visit Chile?",  # a question
        "> I have been a nurse for ten years",  # quoted text
        "I have a question about pandas.",
        "I had a long day at the office.",  # a day, not a life
        "I left my umbrella on the bus again, typical",
        "I went to a concert last night with friends.",
        "I've been trying to cut down on sugar lately.",  # an effort, not a state
        "I'm always looking for new routes to cycle.",
        "We've already tried the community centre.",  # a thing tried, for this chat
        "My sister loves the idea of a garden wedding.",  # a reaction to an idea
        "I'm mainly worried about the cost of the repairs.",  # this chat's focus
        "I have had some experience.",  # a quantity of nothing in particular
        "Our lab has a few.",
        "I've been having a rough week at the depot.",
    ],
)
def test_talk_about_the_chat_the_task_or_others_is_not_a_disclosure(sentence: str) -> None:
    assert disclosure(sentence) is None


def test_the_reading_keeps_a_disclosure_as_a_fact_only_when_no_rule_read_the_sentence() -> None:
    reply = "Quick one about pacing. For context I sing tenor in a barbershop quartet."
    facts = [s for s in understand(reply).statements if s.type is MemoryType.FACT]
    assert [s.rule for s in facts] == ["disclosure"]
    assert "tenor" in facts[0].content
    assert facts[0].subject is None  # no subject guessed: it replaces nothing


def test_a_sentence_another_rule_reads_is_not_read_twice() -> None:
    statements = understand("I live in Leeds and work as a nurse.").statements
    assert statements
    assert all(s.rule != "disclosure" for s in statements)


def test_a_turn_marked_for_this_time_only_keeps_no_disclosure() -> None:
    reply = "Just for this email, keep it formal. I run a small bakery in Porto."
    assert all(s.rule != "disclosure" for s in understand(reply).statements)


@pytest.mark.parametrize(
    "sentence",
    [
        "My API key is [REDACTED:anthropic_key].",
        "My password is <secret> for the staging box.",
        "our wifi passcode is on the fridge, it's ##HIDDEN##",
        "My PIN is [removed].",
        "my access token is xxxxx and it expires on Friday",
        "Our client secret is rotated every month.",
        "My social security number is ***-**-****.",
        "my login for the portal is dana.k at our domain",
    ],
)
def test_a_credential_is_never_kept_as_a_life_fact(sentence: str) -> None:
    # A credential's value is redacted before reading, whatever the placeholder; what is
    # left ("The user's API key is [REDACTED") tells nothing and points at a secret.
    assert disclosure(sentence) is None


@pytest.mark.parametrize(
    ("reply", "read", "also"),
    [
        (
            "My name is Leilani Kahale, I teach hula to seniors at the community centre.",
            "Leilani Kahale",
            "teaches hula to seniors",
        ),
        (
            "I'm a retired firefighter and I drive to Tucson to see my sister every spring.",
            "retired firefighter",
            "drives to Tucson",
        ),
        (
            "I'm Saoirse and I foster kittens for the shelter on Elm Road.",
            "Saoirse",
            "fosters kittens",
        ),
    ],
)
def test_what_else_a_sentence_tells_of_the_users_life_is_kept_beside_what_a_rule_read(
    reply: str, read: str, also: str
) -> None:
    facts = [s.content for s in understand(reply).statements if s.type is MemoryType.FACT]
    assert any(read in fact for fact in facts)
    added = [s for s in understand(reply).statements if also in s.content]
    assert len(added) == 1
    assert read not in added[0].content  # the narrower clause, not a restatement
    assert added[0].subject is None  # kept in passing: it replaces nothing


@pytest.mark.parametrize(
    "reply",
    [
        "I'm Ayo, I maybe want to open a bakery someday.",  # hedged
        "I'm Ayo, I was wondering whether you can help me with a cover letter.",  # the chat
        "I'm Ayo, could I also coach the juniors if the club agrees?",  # a question
        "Just this once, keep it formal: I'm Ayo and I coach the juniors at Holm Park.",
    ],
)
def test_nothing_more_is_kept_from_a_clause_that_tells_no_standing_fact(reply: str) -> None:
    assert all(s.rule != "disclosure" for s in understand(reply).statements)


def test_every_clause_about_the_user_is_found_once_in_order() -> None:
    told = disclosures("I grew up in Cork; we have two rescue cats and my wife runs a bakery.")
    assert told[0] == "The user grew up in Cork."
    assert any("two rescue cats" in t for t in told[1:])
    assert len(told) == len(set(told))
    assert disclosures("Do I play the oboe in a wind band, and I teach piano?") == ()
    assert disclosures("I might teach piano, and I could play oboe if asked.") == ()

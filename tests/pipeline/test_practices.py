"""A practice the user states with an adverb of habit, a yearly time or "all mine" is kept.

"thing is I always do a formals block", "we usually quote after a site visit", "I prune
each winter", "i build all mine with embla": the user's own way of working, a fact a
careful note-taker keeps, said often beside another's opinion. Near-misses: a moment in the
past ("I never got the email"), a chore of a tool ("I always have to restart it"), a
question, another person's habit, a wish. Phrasings are our own, across domains.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand

_AGENT = "Hi! What can I help with?"


def _kept(reply: str) -> str:
    return " ".join(s.content for s in understand(reply, _AGENT).statements).lower()


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("honestly I always bring a backup body to gigs", "backup body"),
        ("we usually pour the footings before the frost, then frame", "footings"),
        ("I normally grade essays on a Sunday night", "essays"),
        ("i never shoot jpeg, raw only", "jpeg"),
        ("we generally quote fixed fees for probate work", "fixed fees"),
        ("I prune the apple trees each winter", "prune"),
        ("every spring we repot the whole collection", "repot"),
        ("i frame all mine in oak, clients love it", "oak"),
        ("its a yearly thing, every october I run the school fun run", "fun run"),
        ("I only do sourdough btw, never yeasted, so I need a starter schedule", "sourdough"),
        ("we mainly ship by pallet, hardly ever parcel", "pallet"),
        ("two things. 1) I coach the u9s on saturday mornings, need a rota", "u9s"),
        ("me, I always run a dry fit before gluing anything", "dry fit"),
    ],
)
def test_a_practice_is_kept(reply: str, kept: str) -> None:
    assert kept in _kept(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "I never got the invoice from them",
        "I always have to restart the router twice",
        "do you always format it like that?",
        "my landlord always texts at midnight",
        "I never know what to write in these",
        "I never heard back from the recruiter",
        "quick q, whats the difference between ROI and ROAS, I always mix them up",
        "I always mix up affect and effect lol",
        "the lasagne I always make is my nan's",
        "I only have 10 minutes before the school run",
        "I only asked because my boss did",
        "messy split with my ex so I only have her alternate weeks",
    ],
)
def test_no_practice_from_a_moment_a_chore_a_question_or_another(reply: str) -> None:
    assert _kept(reply) == ""


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "my manager wants the weekly numbers as a spreadsheet. me personally, when you "
            "give me figures here, just plain text lists",
            "plain text",
        ),
        ("our club chair swears by oxalic acid. me, I always treat with formic", "formic"),
        ("the whole office loves emoji. as for me, I'm happy with plain words", "plain words"),
    ],
)
def test_the_users_own_side_after_anothers_is_kept(reply: str, kept: str) -> None:
    assert kept in _kept(reply)


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("I co-facilitate the carers group every tuesday", "The user co-facilitates the carers"),
        ("we reseed the bare patches every april", "The user's team reseeds the bare"),
        # the lawn is the household's (`life.household`), so "we" is the user
        ("we re-seed the lawn every april", "The user re-seeds the lawn"),
        ("I double-check the float every night", "The user double-checks the float"),
    ],
)
def test_a_hyphenated_verb_takes_its_ending_whole(said: str, told: str) -> None:
    assert told.lower() in _kept(said)

"""Corrections told the way people say them: a name spelled, a dialect, a unit in a clause.

Our own phrasings, across letters, bios, recipes, crafts and training plans.
- a name spelled "with a y and no e", "with two t's and an h", over two sentences, or
  fixing the name the agent signed the user's draft with, however far its spelling;
- a regional convention asked for after a draft ("Australian English please", "I knit in
  US terms"): a standing rule; the user's life told beside it is kept too;
- a unit asked for in the first clause of a sentence, or "redo that in litres".
Near misses: a spelling of someone else's word, a dialect named in a question or beside a
greeting, a film about accents.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType

_DRAFT = (
    "Here is the draft: We analyzed the color data and organized the results into three "
    "groups, then summarized the findings for the center."
)


def _contents(reply: str, agent: str) -> list[str]:
    return [s.content for s in understand(reply, agent).statements]


@pytest.mark.parametrize(
    ("reply", "agent", "name"),
    [
        (
            "it's Kathryn, with a y and no e. happens all the time",
            "Best regards,\nKatherine",
            "Kathryn",
        ),
        ("Matthew, with two t's and an h", "Cheers,\nMathew", "Matthew"),
        (
            "Alicia. with a c.",
            'Here\'s your bio: "Alisha Grant is a geologist in Perth."',
            "Alicia",
        ),
        ("close but it's Kathryn - with a K and a y", "Sincerely,\nCatherine", "Kathryn"),
        ("Meghan, with an h in the middle", "Best,\nMegan", "Meghan"),
        ("John with an h", "Thanks, Jon! Here it is.", "John"),
        ("its Zoey, with a y at the end. people always drop it", "Kind regards,\nZoe", "Zoey"),
        ("Stefan, with an f", "Warm regards,\nStephan", "Stefan"),
    ],
)
def test_the_users_name_spelled_again(reply: str, agent: str, name: str) -> None:
    reading = understand(reply, agent)
    assert any(s.subject == "name" and name in s.content for s in reading.statements), reading


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("sarah with an h", "Here is the card for Sara and Tom."),
        ("its the thing with the app and the site", "Best,\nSam"),
    ],
)
def test_a_word_that_is_not_the_users_name(reply: str, agent: str) -> None:
    assert not any(s.subject == "name" for s in understand(reply, agent).statements)


@pytest.mark.parametrize(
    ("reply", "dialect"),
    [
        ("Australian English please, this goes to a Sydney client", "Australian English"),
        ("can you stick to UK spelling", "UK spelling"),
        ("I knit in US terms, sorry! can you redo it", "US terms"),
        ("Brazilian Portuguese please, my family is from Recife", "Brazilian Portuguese"),
        ("canadian spelling pls", "canadian spelling"),
        ("you've gone American on me, British English please", "British English"),
        ("hmm, Irish English please, we say 'press' not 'cupboard'", "Irish English"),
        ("always British spelling for the newsletter", "British spelling"),
    ],
)
def test_a_dialect_asked_for_after_a_draft_is_a_rule(reply: str, dialect: str) -> None:
    reading = understand(reply, _DRAFT)
    assert any(s.type is MemoryType.RULE and dialect in s.content for s in reading.statements), (
        reading
    )


def test_the_users_life_told_beside_the_dialect_is_kept() -> None:
    reading = _contents("British spelling please, I'm at a hospital in Leeds", _DRAFT)
    assert any("British spelling" in c for c in reading)
    assert any("Leeds" in c for c in reading), reading


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("what's the difference between UK and US spelling?", _DRAFT),
        ("I watched a documentary about British English accents yesterday.", _DRAFT),
        ("I write in British English, so keep colour and grey.", "Hello! What are we writing?"),
    ],
)
def test_a_dialect_in_a_question_or_beside_a_greeting_is_no_correction(
    reply: str, agent: str
) -> None:
    assert not any(s.rule == "correction" for s in understand(reply, agent).statements)


@pytest.mark.parametrize(
    ("reply", "agent", "kept"),
    [
        ("celsius please, and it's a fan oven", "Bake at 350\u00b0F for 20 minutes.", "celsius"),
        ("kilos please, it's for the gym log", "Squat 135 lbs for 5 reps.", "kilos"),
        (
            "could you redo that in kilometres? we don't do miles here",
            "Run 3 miles easy.",
            "kilometres",
        ),
        ("could you redo that in litres?", "Add 2 cups of stock and 1 cup of water.", "litres"),
        ("can you switch it to metric", "Cut the board to 24 inches by 12 inches.", "metric"),
    ],
)
def test_a_unit_asked_for_in_a_clause(reply: str, agent: str, kept: str) -> None:
    reading = understand(reply, agent)
    assert any(s.type is MemoryType.RULE and kept in s.content for s in reading.statements), reading


def test_a_bare_list_of_units_is_no_ask() -> None:
    reading = understand("kilos, pounds, whatever works", "Squat 135 lbs for 5 reps.")
    assert not any(s.rule == "correction" for s in reading.statements)


@pytest.mark.parametrize(
    ("reply", "agent", "kept"),
    [
        ("son - Tomas", "Here's a note about your daughter's absence.", "a son, Tomas,"),
        ("wife, Priya", "Happy anniversary to your husband! Draft below.", "a wife, Priya,"),
        ("husband: Kwame", "I added your wife's flight to the plan.", "a husband, Kwame,"),
        ("daughter - Ines.", "Your son's party invite is ready.", "a daughter, Ines,"),
    ],
)
def test_a_kin_put_right_with_the_name(reply: str, agent: str, kept: str) -> None:
    reading = understand(reply, agent)
    assert any(kept in s.content for s in reading.statements), reading


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("Monday, Tuesday", "Here is the plan for the week."),
        ("daughter, Ines", "Your daughter's party invite is ready."),
    ],
)
def test_days_or_the_same_kin_put_nothing_right(reply: str, agent: str) -> None:
    assert not any(s.rule == "correction" for s in understand(reply, agent).statements)


@pytest.mark.parametrize(
    ("reply", "agent", "kept", "rejected"),
    [
        (
            "we don't have docker on the build hosts, it's podman",
            "Run `docker compose up -d` on the host.",
            "podman",
            "docker",
        ),
        (
            "we don't need npm on this machine, it's pnpm",
            "Run `npm install` and then `npm run build`.",
            "pnpm",
            "npm",
        ),
        (
            "I don't have yarn at all, it's pnpm",
            "Run `yarn add zod` first.",
            "pnpm",
            "yarn",
        ),
    ],
)
def test_a_tool_the_user_does_not_have_and_the_one_they_do(
    reply: str, agent: str, kept: str, rejected: str
) -> None:
    reading = understand(reply, agent)
    assert any(s.type is MemoryType.RULE and kept in s.content for s in reading.statements)
    assert rejected in reading.retired


def test_not_having_time_is_no_tool() -> None:
    reading = understand("we don't have time for that today, sorry", "Run `npm install`.")
    assert not any(s.rule == "correction" for s in reading.statements)

"""Shapes the round-13 review found read wrongly, each kept apart from its neighbour that
must still be read. Phrasings are our own."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from imprint.pipeline.consolidate import decide_offline
from imprint.pipeline.pasted import set_aside_pasted
from imprint.pipeline.segment import segment
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.team_habits import team_habit
from imprint.pipeline.temporal import valid_until
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in
from imprint.types import MemoryDraft, MemoryType
from imprint.writes import CandidateMemory, Contradict

NOW = datetime(2026, 6, 1, 10, 0, tzinfo=UTC)


def test_a_tag_is_read_from_the_end_of_a_long_sentence_alone() -> None:
    # the tag is looked for in the sentence's last characters only (a pattern over the
    # whole of it backtracked for minutes on a long run of spaces)
    long = "hello" + " " * 3000 + "x?"
    assert segment(long).sentences[-1].endswith("?")
    told = "I keep the allotment going " + "and the bees " * 200 + ", remember?"
    assert segment(told).sentences[-1].endswith(".")


@pytest.mark.parametrize(
    "reply", ["I'm allowed to drink on this medication, yes?", "pregnant women can't, right?"]
)
def test_a_tag_that_asks_leaves_a_question(reply: str) -> None:
    assert segment(reply).sentences[-1].endswith("?")


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("Which city are you in?", "thanks. anyway, back to the invoice: the total is wrong"),
        ("Still using Python?", "nope, on holiday for two weeks lol"),
        ("Are you still working on the thesis?", "no, taking a break this month"),
    ],
)
def test_a_turn_away_or_a_pause_answers_and_retires_nothing(agent: str, reply: str) -> None:
    for s in understand(reply, agent).statements:
        assert s.rule != "answer" and not s.change.replaces, s


@pytest.mark.parametrize(
    "sentence",
    [
        "my shifts are done for the week, finally",
        "the classes are over for the summer, back in May",
    ],
)
def test_a_pause_said_in_the_plural_retires_nothing(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


def _contradicts(new: str, old: str) -> bool:
    change = change_in(new, "en")
    draft = MemoryDraft(
        type=MemoryType.FACT,
        content=new,
        subject=subject_of(new),
        replaces=change.replaces,
        changed=change.changed,
    )
    candidate = CandidateMemory(
        memory_id=1, type=MemoryType.FACT, content=old, scope="global", subject=subject_of(old)
    )
    return isinstance(decide_offline(draft, [candidate]), Contradict)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("The user is covering for their manager next week.", "The user's manager is Dana."),
        ("The user's PhD is on hold until March.", "The user's PhD is on protein folding."),
        ("The user's thesis advisor is on leave.", "The user's thesis is on Victorian poetry."),
    ],
)
def test_status_talk_outdates_nothing(new: str, old: str) -> None:
    assert not _contradicts(new, old)


def test_an_edit_to_a_draft_is_no_forget_request() -> None:
    reading = understand(
        "don't keep that about my manager, it reads too harsh", "Here's the email to HR: ..."
    )
    assert reading.forget is None


@pytest.mark.parametrize(
    ("text", "bounded"),
    [
        ("I'm signed off this week with flu", True),
        ("I've been signed off by the GP this week, back Monday", True),
        ("leadership signed off this morning", False),
    ],
)
def test_a_sick_note_ends_and_an_approval_does_not(text: str, bounded: bool) -> None:
    assert (valid_until(text, NOW) is not None) is bounded


@pytest.mark.parametrize(
    "sentence",
    [
        "we don't test anything, which is why I'm here",
        "we always run late on Mondays lol",
        "we never push to main on Fridays, at least my old team didn't",
        "we always start the day with a walk, me and the dog",
    ],
)
def test_a_complaint_or_another_households_habit_is_no_convention(sentence: str) -> None:
    assert team_habit(sentence) is None


@pytest.mark.parametrize("reply", ["the baby's in the bath, give me 2 min", "the baby's crying"])
def test_the_babys_passing_moment_is_not_kept(reply: str) -> None:
    assert not [s for s in understand(reply, "Hi!").statements if s.type is MemoryType.FACT]


def test_a_quoted_rule_in_another_language_is_no_name() -> None:
    said = understand("mi jefe nos repite todo el tiempo \u00abNunca uses tablas\u00bb", "Hola")
    assert not any("tablas" in s.content.lower() for s in said.statements)


@pytest.mark.parametrize(
    ("reply", "unwanted"),
    [
        ("we ended up choosing not to go", "not to go"),
        ("I ended up buying a Kobo and it broke", "broke"),
    ],
)
def test_an_ended_up_decision_keeps_only_the_choice(reply: str, unwanted: str) -> None:
    assert not any(unwanted in s.content.lower() for s in understand(reply, "Hi").statements)


def test_a_trip_is_no_lasting_reason() -> None:
    rules = [
        s
        for s in understand(
            "metric please, we're in the UK for the trip", "In imperial:"
        ).statements
        if s.type is MemoryType.RULE
    ]
    assert rules == []


def test_what_the_user_says_of_themselves_after_what_does_this_mean_is_theirs() -> None:
    text = "what does this mean: I always get migraines after coffee"
    assert set_aside_pasted(text) == (text, False)


def test_an_answer_opening_with_now_is_still_an_answer() -> None:
    said = understand(
        "thanks! now at Halden, used to be at Corvane", "Where do you work these days?"
    )
    assert any("halden" in s.content.lower() for s in said.statements), said.statements

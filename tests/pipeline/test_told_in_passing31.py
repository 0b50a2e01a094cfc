"""Facts told on the way to a question: a habit of all the user's things, a routine kept by
the clock, a fact before "so ngl i've been wondering ...??", a sentence ended by an emoji,
what the training is for, and a pick sealed by "ok decided, X"."""

from __future__ import annotations

import pytest

from imprint.pipeline.asks_apart import question_apart
from imprint.pipeline.goals import goal_told
from imprint.pipeline.habits import habit_in
from imprint.pipeline.named_works import named_works
from imprint.pipeline.segment import segment
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("sentence", "clause"),
    [
        (
            "i listen to all the book club books on audible while gardening",
            "i listen to all the book club books on audible while gardening",
        ),
        ("we watch all the games at my brother's", "we watch all the games at my brother's"),
        ("i take it at 6:30 and then wait 45 min", "i take it at 6:30 and then wait 45 min"),
        ("we leave for school at 8:15", "we leave for school at 8:15"),
    ],
)
def test_a_habit_of_all_things_or_by_the_clock(sentence: str, clause: str) -> None:
    assert habit_in(sentence) == clause


@pytest.mark.parametrize(
    "sentence",
    [
        "i have all the receipts",  # a state
        "i lost all my files",  # a moment
        "i leave at 6 tomorrow",  # that day's plan
        "i leave at 6 on friday",
        "the meds i take at 9 are fine",  # not the clause's subject
    ],
)
def test_no_habit(sentence: str) -> None:
    assert habit_in(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "i bike commute 12km each way so ngl ive been wondering about maybe a triathlon??",
        "we run a small cafe in leith so im wondering whether to open sundays?",
    ],
)
def test_a_fact_before_a_wondering_is_read_apart(sentence: str) -> None:
    head, asked = question_apart(sentence)
    assert head.endswith(".") and "so" not in head.split()[-1]
    assert asked.endswith("?")


def test_a_condition_stays_whole() -> None:
    sentence = "but say we got a second dog, like a labrador puppy, would she be allowed?"
    assert question_apart(sentence) == (sentence,)


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        (
            "dana from the club says thats cheating \U0001f644 is it tho??",
            ("dana from the club says thats cheating \U0001f644", "is it tho??"),
        ),
        ("my \U0001f436 is called Rex", ("my \U0001f436 is called Rex",)),
    ],
)
def test_an_emoji_before_a_question_ends_the_sentence(
    text: str, sentences: tuple[str, ...]
) -> None:
    assert segment(text).sentences == sentences


@pytest.mark.parametrize(
    ("sentence", "content"),
    [
        (
            "should i replace them? its for my first half, the lisbon one in october",
            "The user is preparing for their first half, the lisbon one in october.",
        ),
        ("thats for my exams in june", "The user is preparing for their exams in june."),
    ],
)
def test_what_it_is_for_is_a_goal(sentence: str, content: str) -> None:
    goal = goal_told(sentence)
    assert goal is not None and goal.content == content


@pytest.mark.parametrize(
    "sentence", ["its for my mum", "its for my wedding maybe", "its for my lunch tomorrow"]
)
def test_no_goal(sentence: str) -> None:
    assert goal_told(sentence) is None


OPTIONS = "Both are solid. The Grizl has more tyre clearance; the Nuroad is cheaper."


@pytest.mark.parametrize(
    "reply",
    [
        "ok decided, grizl. the mounts sold me, i wanna do an overnighter",
        "decided, grizl",
        "right, final answer, grizl.",
    ],
)
async def test_a_pick_sealed_by_a_closer_is_decided(
    store_url: str, clock: FakeClock, reply: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, reply, agent=OPTIONS)
        memories = await imprint.memories(user_id="u")
        decisions = [m.content for m in memories if m.type.value == "decision"]
        assert len(decisions) == 1 and "Grizl" in decisions[0], decisions
        assert "overnighter" not in decisions[0]


async def test_a_fact_before_a_wondering_is_kept(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "i bike commute 12km each way and run 3x a week so ngl ive been wondering about "
            "maybe a triathlon next year?? idk, i can barely swim lol",
        )
        active = await active_text(imprint)
        assert "12km" in active, active
        assert "triathlon" not in active, active


async def test_a_habit_before_an_emoji_and_a_question_is_kept(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "i listen to all the book club books on audible while gardening and dana from the "
            "club says thats cheating \U0001f644 is it tho??",
        )
        assert "audible" in await active_text(imprint)


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "can you tighten my thesis abstract, its on urban heat islands in european cities, pls",
            "The user's thesis is on urban heat islands in european cities.",
        ),
        (
            "my paper, it is about graph neural networks.",
            "The user's paper is about graph neural networks.",
        ),
        (
            "its for ch 3 of my phd (kelp forest recovery after heatwaves, my supervisor is x)",
            "The user's phd is on kelp forest recovery after heatwaves.",
        ),
    ],
)
def test_what_a_work_is_about_is_kept(sentence: str, fact: str) -> None:
    assert named_works(sentence) == [fact]


@pytest.mark.parametrize(
    "sentence",
    [
        "my book (not finished lol) needs a title",
        "my project (i love it) is late",
        "my thesis, its due friday",  # a date, not a topic
        "the paper, its about time",  # no work of the user's
    ],
)
def test_no_topic(sentence: str) -> None:
    assert named_works(sentence) == []


@pytest.mark.parametrize(
    ("reply", "rule"),
    [
        (
            "can you actually explain why next time instead of just giving me the fix?",
            "Explain why next time instead of just giving the user the fix.",
        ),
        ("can you actually explain why next time?", "Explain why next time."),
        ("could you show me how going forward?", "Show the user how."),
    ],
)
def test_an_ask_to_explain_why_next_time_is_a_rule(reply: str, rule: str) -> None:
    rules = [s.content for s in understand(reply).statements if s.type.value == "rule"]
    assert rules == [rule]


@pytest.mark.parametrize(
    "reply",
    [
        "can you explain what always goes wrong here?",  # asks how things are
        "can you tell me why it always crashes?",
        "can you explain why?",  # this answer's
    ],
)
def test_a_question_inside_an_ask_is_no_rule(reply: str) -> None:
    assert not [s for s in understand(reply).statements if s.type.value == "rule"]

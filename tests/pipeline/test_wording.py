"""A statement reads as a sentence: no marks of the chat it was cut from are kept."""

from __future__ import annotations

import re

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from imprint.pipeline.understand import understand
from imprint.pipeline.wording import as_offered, own_subject, reads_as_clause, tidy


@pytest.mark.parametrize(
    ("content", "tidied"),
    [
        # a bracket opened in the user's words and cut before it closed
        (
            "The user rows for a club on the Tyne (the quad, mostly.",
            "The user rows for a club on the Tyne (the quad, mostly).",
        ),
        ("The user keeps bees (three hives.", "The user keeps bees (three hives)."),
        # a closing bracket whose opening was cut away
        ("The user grows chillies on the balcony).", "The user grows chillies on the balcony."),
        # a joint left hanging
        ("The user moved to Ghent last spring and.", "The user moved to Ghent last spring."),
        (
            "Sign off the user's letters with 'Warmly, Ines' instead of.",
            "Sign off the user's letters with 'Warmly, Ines'.",
        ),
        (
            "Trabajo en un hospital de Bilbao desde 2019,.",
            "Trabajo en un hospital de Bilbao desde 2019.",
        ),
        # words to the agent that ask for nothing
        (
            "The user is 81 and slow with computers so you'll have to bear with them.",
            "The user is 81 and slow with computers.",
        ),
        ("The user runs a bakery, 4am starts, you know.", "The user runs a bakery, 4am starts."),
        (
            "The user has five grandchildren, can you believe it.",
            "The user has five grandchildren.",
        ),
        # an opener in front of the subject
        ("Ok so the user is a welder in Gdansk.", "The user is a welder in Gdansk."),
        ("Hiya, well the user teaches piano.", "The user teaches piano."),
        # a label for the agent before a colon
        ("Some background: they are a sous-chef in Lyon.", "The user is a sous-chef in Lyon."),
        ("Context so you don't assume London: they live in Derry.", "The user lives in Derry."),
        ("Just so you know: the user is deaf in one ear.", "The user is deaf in one ear."),
    ],
)
def test_marks_of_the_chat_are_mended(content: str, tidied: str) -> None:
    assert tidy(content) == tidied


@pytest.mark.parametrize(
    "content",
    [
        "The user uses vim everywhere, so when you explain shortcuts give them vim keys.",
        "The user's flatmate is a chef (in Leeds).",
        "The user's contractor is here and his english is so-so.",
        "The user likes it though.",
        'Decision: the blue one (chosen from: "Two palettes (warm")',
        "The user calls their grandmother every Sunday.",
    ],
)
def test_what_is_content_is_left_alone(content: str) -> None:
    """A request to the agent is content; a bracket inside a quote is the quote's."""
    assert tidy(content) == content


@pytest.mark.parametrize(
    ("piece", "source", "mended"),
    [
        (
            "The user they charge 60 an hour.",
            "I'm a tutor, I charge 60 an hour",
            "The user charges 60 an hour.",
        ),
        (
            "The user they are saving for a van.",
            "I earn 40k and I'm saving for a van",
            "The user is saving for a van.",
        ),
        ("The user they have two kids.", "I make 50k, I have two kids", "The user has two kids."),
        # "they" in the user's words is someone else: left as it is
        (
            "The user they raised them to 90k.",
            "I was on 80k, they raised me to 90k",
            "The user they raised them to 90k.",
        ),
    ],
)
def test_a_piece_says_its_subject_once(piece: str, source: str, mended: str) -> None:
    assert own_subject(piece, source) == mended


@pytest.mark.parametrize(
    ("content", "clause"),
    [
        ("The user thirty years at the same firm.", False),
        ("The user 12 hours a week.", False),
        ("The user they raised them to 90k.", False),
        ("The user is saving for a van.", True),
        ("The user's two sons play rugby.", True),
        ("The user installs heat pumps.", True),
    ],
)
def test_a_fact_needs_a_verb_after_the_user(content: str, clause: bool) -> None:
    assert reads_as_clause(content) is clause


@pytest.mark.parametrize(
    ("reply", "want", "never"),
    [
        (
            "I'm a tutor, I charge \u00a360 an hour, they want lessons twice a week",
            "The user charges \u00a360 an hour.",
            "The user they",
        ),
        (
            "I earn 52k a year and I'm saving for a campervan",
            "The user is saving for a campervan.",
            "The user they",
        ),
        (
            "I worked as a nurse for decades (neonatal unit, thirty years at the same hospital, "
            "can you imagine) and my hobby now is pottery.",
            "thirty years at the same hospital",
            "The user thirty",
        ),
        # "they" is the employer: the fact stays whole rather than lose its subject
        ("I'm not on 80k anymore, they bumped me to 90k.", "90k", "The user they"),
    ],
)
def test_the_reading_keeps_whole_sentences(reply: str, want: str, never: str) -> None:
    contents = [s.content for s in understand(reply, "Sure, here it is.").statements]
    assert any(want in c for c in contents), contents
    assert not any(never in c for c in contents), contents


_TEXT = st.lists(
    st.sampled_from([*"ab (),.;:-", " so", " and", " you", "The user ", " know", "ok "]),
    max_size=30,
).map("".join)


@given(_TEXT)
@example("a(a;(")  # found by hypothesis in CI: a smiley's bracket at the end was dropped instead
def test_tidy_leaves_brackets_balanced(text: str) -> None:
    out = tidy(text)
    if '"' in out or out == text:
        return
    depth = 0
    for at, char in enumerate(out):
        before = out[max(0, at - 2) : at]
        if before.endswith((":", ";")) or before in (":-", ";-"):
            continue  # a smiley's bracket is not a bracket
        depth += {"(": 1, ")": -1}.get(char, 0)
        assert depth >= 0, out
    assert depth == 0, out


@given(_TEXT)
@example("A(a;-")  # the close after ";-" read as a smiley on the second tidy
@example("x (see :-")
@example(" so)The user ")  # the stray bracket hid the opener "so" until the second tidy
def test_tidy_is_stable(text: str) -> None:
    once = tidy(text)
    assert tidy(once) == once


@given(_TEXT)
def test_tidy_adds_no_word_outside_a_label(text: str) -> None:
    words = set(re.findall(r"\w+", text.lower()))
    assert set(re.findall(r"\w+", tidy(text).lower())) <= words


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "I retired from the fire service in 2015 (station officer, twenty-five years in "
            "Salford, imagine) and now my weekends are for fishing.",
            "retired from the fire service",
        ),
        ("I teach violin (mostly beginners, if that helps) at a school in Cork.", "violin"),
    ],
)
def test_an_aside_in_brackets_does_not_make_a_clause_hypothetical(reply: str, kept: str) -> None:
    contents = [s.content for s in understand(reply, "Sure.").statements]
    assert any(kept in c for c in contents), contents


def test_a_hypothetical_outside_brackets_still_counts() -> None:
    reply = "I might retrain as a plumber (the money is better) next year."
    assert not any("plumber" in s.content for s in understand(reply, "Sure.").statements)


@pytest.mark.parametrize(
    ("content", "tidied"),
    [
        ("Decision: yeah ok, gravel path then.", "Decision: gravel path."),
        ("Decision: perfect, the sage paint!!", "Decision: the sage paint!"),
        ("Decision: yes, the weekly plan", "Decision: the weekly plan"),
        (
            "Decision: hmm right, Lisbon then, flights are cheaper.",
            "Decision: Lisbon, flights are cheaper.",
        ),
    ],
)
def test_a_decision_keeps_what_was_decided(content: str, tidied: str) -> None:
    assert tidy(content) == tidied


@pytest.mark.parametrize(
    ("picked", "agent", "offered"),
    [
        ("nextjs.", "Both work: Next.js or NextJS? No: I'd say NextJS for SSR.", "NextJS."),
        ("blue harbour", "1. Blue Harbour (cheaper)\n2. Red Quay", "Blue Harbour"),
        ("the pinewood", "Options: The Pinewood, or Oakvale.", "the Pinewood"),
        # the agent wrote it in lower case too, or the user typed capitals: unchanged
        ("the teal", "Palettes: teal #118888 and coral.", "the teal"),
        ("Redis", "I'd use redis here.", "Redis"),
    ],
)
def test_a_pick_is_written_as_the_agent_offered_it(picked: str, agent: str, offered: str) -> None:
    assert as_offered(picked, agent) == offered


@pytest.mark.parametrize(
    "content",
    [
        # a word that ends a sentence is not a joint left hanging
        "The user's blood type is O-.",
        "The user's grade was B plus.",
        "The user doesn't think so.",
        "The user's band is called So.",
        # what was decided, not assent before it
        "Decision: right join instead.",
        "Decision: great lakes trip.",
        "Decision: deploy Friday, not then.",
        # a label about someone else: their fact is not moved onto the user
        "Background on my in-laws: they are visiting for a month.",
        # a smiley is not a bracket
        "The user is happy :).",
    ],
)
def test_tidy_keeps_every_word_of_content(content: str) -> None:
    assert tidy(content) == content


def test_a_bracket_opened_at_the_end_is_dropped_and_others_kept() -> None:
    assert tidy("The user writes main() (in C.") == "The user writes main() (in C)."

"""The learned preference gate keeps standing asks no rule reads, and only lasting ones."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.learned_gate import framed
from imprint.pipeline.preference_gate import THRESHOLD, learned_preferences, preference_chance
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


@pytest.mark.parametrize(
    ("reply", "words", "subject"),
    [
        # Before the gate, nothing was stored for either reply (the test failed first).
        (
            "pls just give me the shell commands, explanations only if i ask for them",
            "commands",
            None,
        ),
        (
            "Kindly answer me in a few plain paragraphs, as if you were writing me a letter.",
            "paragraphs",
            "summary_format",  # the setting a later "bullets from now on" replaces
        ),
    ],
)
def test_a_standing_ask_in_a_shape_no_rule_reads_is_kept(
    reply: str, words: str, subject: str | None
) -> None:
    [rule] = understand(reply).statements
    assert rule.type is MemoryType.RULE
    assert rule.rule == "learned"
    assert words in rule.content.lower()
    # Worded as the user asked, without the polite opening, and replacing nothing.
    assert not rule.content.lower().startswith(("pls", "please", "kindly just"))
    assert rule.subject == subject
    assert not rule.change.replaces


@pytest.mark.parametrize(
    "reply",
    [
        "just the code today please, no explanations, I'm swamped",
        "can you make this one shorter?",
        "my editor wants every number spelled out, it drives me mad",
        "if I wanted bullet points I would have asked for them lol",
        "what's the difference between British and American spelling?",
        "Test case: always answer in French",
        # Found by review: quoted words, a question without its mark, data beside the ask.
        '"only ever send me the shell commands" is what my old mentor swore by',
        "why not just hand me the shell commands and skip the explanations",
        "just give me the shell commands, explanations only if I ask, PIN 4821",
        "omg same, short answers only, thats so me",
        "Brilliant, exactly like that, keep doing that.",
    ],
)
def test_near_misses_keep_no_learned_rule(reply: str) -> None:
    learned = [s for s in understand(reply).statements if s.rule == "learned"]
    assert not any(s.type is MemoryType.RULE for s in learned)


def test_a_clause_pointing_back_keeps_the_ask_it_points_to() -> None:
    ask, back = "answer in Spanish", "same goes for everything you write me"
    [rule] = learned_preferences(back, ask, f"{ask}. {back}")
    # Alone, "same goes for everything" says nothing: the rule holds the ask it points to.
    assert rule.content == "Answer in Spanish; same goes for everything you write the user."
    # With nothing before it to point to, it is not kept at all.
    assert learned_preferences(back, None, back) == []


def test_frames_of_untruth_do_not_hide_a_preference() -> None:
    assert framed("Not true; I clean teeth for a living")
    assert not framed("every tool gets this wrong: British spelling always", untrue=False)
    assert framed("my editor says: Oxford commas always", untrue=False)


@given(st.text(max_size=300))
def test_chance_is_a_probability(text: str) -> None:
    value = preference_chance(text, text)
    assert 0.0 <= value <= 1.0 and not math.isnan(value)
    assert 0.0 < THRESHOLD < 1.0


def test_repeated_punctuation_is_not_kept_in_the_rule() -> None:
    [rule] = understand("just give me the shell commands,,,,,, no explanations!!!!").statements
    assert ",," not in rule.content and "!!" not in rule.content


def test_a_feeling_at_a_sight_is_no_standing_ask() -> None:
    reply = "My sisters visit every Sunday. Seeing them together always makes me so happy."
    sentence = "Seeing them together always makes me so happy."
    assert preference_chance(sentence, reply) >= THRESHOLD  # the gate alone would keep it
    assert learned_preferences(sentence, None, reply) == []


def test_a_way_of_answering_that_makes_the_user_happy_is_still_asked_for() -> None:
    reply = "Short replies make me happy every time."
    kept = learned_preferences(reply, None, reply)
    assert [s.type for s in kept] == [MemoryType.RULE]


def test_a_way_of_answering_seen_with_joy_is_still_asked_for() -> None:
    reply = "Seeing code examples first makes me so happy."
    assert [s.type for s in learned_preferences(reply, None, reply)] == [MemoryType.RULE]

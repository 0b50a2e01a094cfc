"""A paste asked about in a paragraph of its own is nobody's rule; the user's lists stay.

Pastes with "always", "never" and "should" inside (a quoted manual, code with comments, a
script, a report form) asked about by a question before or after them keep nothing. The
user's own lists (bullets, "Stack: Django" lines, rules handed over to follow) keep what
they say. Phrasings are our own, across domains.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.pasted_blocks import set_aside_blocks
from imprint.pipeline.understand import understand

_AGENT = "Hi! What can I help with?"


def _kept(reply: str) -> str:
    return " ".join(s.content for s in understand(reply, _AGENT).statements).lower()


@pytest.mark.parametrize(
    "reply",
    [
        # a quoted leaflet, asked about before it
        "my nan got this leaflet, what is it on about:\n\n'Always take with food. Never "
        "exceed the stated dose. You should avoid grapefruit juice while on this medicine.'",
        # code with comments, asked about after it
        "def sync():\n    # always lock before writing\n    lock.acquire()\n    write()\n\n"
        "why does this deadlock on the second call?",
        # a script's lines
        "DOT: You should always knock first.\nRAY: I never knock.\nDOT: Always, Ray.\n\n"
        "how would you stage this so Dot isn't stuck by the door",
        # a form with a heading
        "INCIDENT SUMMARY\nSite: Depot 4\nRule: Forklifts must never exceed 5 mph\nStatus: "
        "OPEN\n\nwhat is this actually saying, did someone speed?",
        # SQL with comments
        "-- always filter soft-deleted rows\n-- never join on email\nselect * from users u\n"
        "join orders o on o.uid = u.id\n\nwhy is this so slow?",
    ],
)
def test_a_paste_asked_about_keeps_nothing(reply: str) -> None:
    assert _kept(reply) == ""


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        # the user's own rules, handed over to keep
        ("my rules for reports:\n\n- always cite the source\n- never round percentages\n\n"
         "can you stick to these?", "cite"),
        # the user's own setup as labelled lines, with no heading
        ("Stack: Django\nDB: Postgres 15\nHosting: Fly.io\n\nwhat do you think of this setup?",
         "postgres"),
        # a question about a paste, and a fact of the user's own in the question
        ("I'm a pharmacist in Leeds. what does this mean:\n\n'Always shake the bottle "
         "before use. Never freeze.'", "pharmacist"),
    ],
)  # fmt: skip
def test_the_users_own_words_stay(reply: str, kept: str) -> None:
    assert kept in _kept(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "ConnectionResetError every time, no idea why",
        "why does the sync job die at 2am? timeout every time",
        "the upload fails every time",
    ],
)
def test_a_symptom_every_time_is_no_ask(reply: str) -> None:
    assert _kept(reply) == ""


def test_a_fragment_asking_for_errors_is_still_an_ask() -> None:
    assert "error codes" in _kept("no error codes in the summary please")


_PIECES = st.lists(
    st.sampled_from(
        ["why does this fail?", "'Always do X and never Y, it should be fine.'", "# always x",
         "x = 1", "NAME: always", "HEADER TITLE", "Key: value", "plain words here", ""]
    ),
    max_size=8,
)  # fmt: skip


@given(_PIECES, st.sampled_from(["\n", "\n\n", "\n \n"]))
def test_what_is_left_is_whole_paragraphs_of_the_text(pieces: list[str], joint: str) -> None:
    text = joint.join(pieces)
    left, found = set_aside_blocks(text)
    if not found:
        assert left == text
    else:
        assert all(p in text for p in left.split("\n\n"))
        assert len(left) < len(text)


def test_a_heading_over_the_users_own_list_keeps_it_theirs() -> None:
    kept = _kept("HOUSE STYLE\nTone: dry\nLength: short\n\nwrite my shop's about page with it?")
    assert "dry" in kept

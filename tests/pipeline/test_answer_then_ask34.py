"""An answer to the agent's question ends where an ask to the agent begins."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("agent", "reply", "kept", "left"),
    [
        (
            "Sure! What's the occasion?",
            "leo's 8th, sunday 3rd at the climbing centre, 10 kids. he asked for it to be "
            "spooky this time so just for this one could you make it a ghost story invite",
            "climbing centre",
            "ghost",
        ),
        ("Which OS are you on?", "mac, can you give me the brew command?", "mac", "brew"),
    ],
)
def test_the_answer_stops_at_the_ask(agent: str, reply: str, kept: str, left: str) -> None:
    contents = [s.content for s in understand(reply, agent).statements]
    assert any(kept in c for c in contents)
    assert not any(left in c for c in contents)


@pytest.mark.parametrize(
    ("reply", "rule"),
    [
        (
            "one thing, could you write meeting notes as bullet points, not paragraphs, my boss "
            "only skims them",
            "Write meeting notes as bullet points, not paragraphs.",
        ),
        (
            "quick q, can you do recipes as a numbered list and not a wall of text?",
            "Do recipes as a numbered list and not a wall of text.",
        ),
    ],
)
def test_a_form_asked_against_another_lasts(reply: str, rule: str) -> None:
    assert rule in [s.content for s in understand(reply, "Sure.").statements]


def test_a_form_asked_for_this_answer_is_no_rule() -> None:
    assert understand("can you do the agenda as a table?", "Sure.").statements == ()

"""An ask after a complaint about the last answer is how every answer should go."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _rules(reply: str) -> list[str]:
    found = understand(reply, "Here is the summary you asked for.").statements
    return [s.content.lower() for s in found if s.type is MemoryType.RULE]


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("a whole essay before the answer?? put the answer first, detail after.", "answer first"),
        ("you used miles again. give me kilometres.", "kilometres"),
        ("why is everything in a table? write it as bullet points.", "bullet points"),
        ("way too formal for my team. keep it casual.", "casual"),
        ("I said no emoji. stop the emoji.", "emoji"),
        ("it came through as a wall of text. use headings.", "headings"),
        ("you keep writing color. use British spelling.", "british spelling"),
    ],
)
def test_an_ask_after_a_complaint_is_a_standing_rule(reply: str, kept: str) -> None:
    assert any(kept in rule for rule in _rules(reply)), _rules(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "that's wrong again. fix the second line.",  # a fix to this answer, no standard
        "ugh. put the milk in first.",  # a mood, not a complaint about the answer
        "why is the sky blue? give me the short version.",  # a question, not a complaint
        "too long. make this one shorter.",  # this answer
    ],
)
def test_an_ask_that_fixes_only_this_answer_is_not_a_rule(reply: str) -> None:
    assert not _rules(reply)

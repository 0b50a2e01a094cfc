"""Round 35's refit of the preference gate: a line of code pasted without a fence is never
an ask of the user's, however sure the gate is of its words."""

from __future__ import annotations

import pytest

from imprint.pipeline.preference_gate import learned_preferences
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    "line",
    [
        "// ALWAYS check sensor before reading",
        "/* never call this from an ISR */",
        "# NOTE: always close the handle first",
        "-- never drop this table in prod",
        "retry(conn, 3);",
    ],
)
def test_a_line_of_code_is_no_preference(line: str) -> None:
    assert learned_preferences(line) == []


def test_a_pasted_comment_is_not_kept_as_a_rule() -> None:
    reply = (
        "why does this hang?\nvoid loop() {\n  // ALWAYS check sensor first\n  int v = read(A0);\n}"
    )
    assert not any("sensor" in s.content for s in understand(reply, "Sure.").statements)


@pytest.mark.parametrize(
    "reply",
    ["keep answers to short paragraphs for me, no bullet points", "plain text only, no markdown"],
)
def test_an_ask_in_plain_words_still_reaches_the_gate(reply: str) -> None:
    assert [s.content for s in understand(reply, "Sure.").statements]

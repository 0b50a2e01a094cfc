"""What someone the user named wants, said next with a pronoun, is theirs; and "nah mate"
before a fact is only a reaction. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.referents import resolve_referent
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


@pytest.mark.parametrize(
    ("before", "sentence", "who"),
    [
        ("sending this to my editor", "she hates semicolons", "my editor hates"),
        ("it's for my client", "he insists on Arial everywhere", "my client insists"),
        ("my professor reads these", "she prefers APA", "my professor prefers"),
    ],
)
def test_a_pronoun_before_a_view_names_whose_it_is(before: str, sentence: str, who: str) -> None:
    assert resolve_referent(sentence, (before,)).lower().startswith(who)


def test_the_view_of_someone_named_is_not_the_users_rule() -> None:
    reply = "deck for the board, going to my CEO. she hates bullet points, wants full sentences."
    rules = [s.content for s in understand(reply, "").statements if s.type is MemoryType.RULE]
    assert not any("bullet" in r.lower() for r in rules), rules


@pytest.mark.parametrize(
    ("reply", "word"),
    [("nah mate we're in perth, use metric", "perth"), ("nah dude I'm on linux", "linux")],
)
def test_nah_mate_before_a_fact_is_only_a_reaction(reply: str, word: str) -> None:
    assert any(word in s.content.lower() for s in understand(reply, "").statements)

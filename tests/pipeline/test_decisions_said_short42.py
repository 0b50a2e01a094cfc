"""A decision told with its "we" left out (round 42).

"nah, already went with hetzner, signed up yesterday": chat drops the subject after a word
of when ("already", "finally", "eventually"); the pick is still made. Going with one's gut
or the flow decides nothing.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


@pytest.mark.parametrize(
    ("reply", "agent", "word"),
    [
        ("nah, already went with hetzner, signed up yesterday",
         "Want me to compare Hetzner and DigitalOcean?", "hetzner"),
        ("finally settled on the old mill for the reception", "Noted.", "old mill"),
        ("already picked the blue sofa", "Noted.", "blue sofa"),
    ],
)  # fmt: skip
def test_a_pick_without_its_subject_is_a_decision(reply: str, agent: str, word: str) -> None:
    decisions = [
        s.content for s in understand(reply, agent).statements if s.type is MemoryType.DECISION
    ]
    assert any(word in d.lower() for d in decisions)


@pytest.mark.parametrize("reply", ["already went with my gut on that one", "we went with the flow"])
def test_going_with_ones_gut_decides_nothing(reply: str) -> None:
    assert not any(s.type is MemoryType.DECISION for s in understand(reply, "Noted.").statements)

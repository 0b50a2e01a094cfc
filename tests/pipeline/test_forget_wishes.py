"""Forget requests said as a wish about what is kept, not with an erasing verb.

"I'd rather you didn't keep any of that around", "I don't want the custody stuff kept
anywhere", "I'd rather there be zero record of it": each erases its thing, and none is
stored as a standing rule. Phrasings are our own, not the behaviour sets'.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        (
            "The stuff about the tribunal and Mr Okafor, I'd rather you didn't keep any of that.",
            "tribunal",
        ),
        ("I don't want the custody stuff kept anywhere.", "custody"),
        ("I'd prefer you never store my home address.", "address"),
        ("I do not want the IVF details to be saved.", "ivf"),
        ("The bit about the overdraft, I'd rather there be zero record of it here.", "overdraft"),
    ],
)
def test_a_wish_about_keeping_is_a_forget_request(reply: str, word: str) -> None:
    reading = understand(reply)
    assert reading.forget is not None
    assert any(word in target for target in reading.forget.terms), reading.forget
    assert not any(s.type is MemoryType.RULE for s in reading.statements), reading.statements


def test_each_thing_the_pointed_stuff_lists_is_forgotten_alone() -> None:
    reading = understand(
        "The stuff about the tribunal and Okafor, I would rather you didn't keep any of that"
        " around."
    )
    assert reading.forget is not None
    assert ("tribunal",) in reading.forget.terms
    assert ("okafor",) in reading.forget.terms


@pytest.mark.parametrize(
    "reply",
    [
        "I don't want my kids kept out of the loop on this.",
        "I don't want the guests kept waiting at the door.",
        "I'd rather you kept it short.",
    ],
)
def test_keeping_said_of_something_else_is_no_forget_request(reply: str) -> None:
    assert understand(reply).forget is None


@pytest.mark.parametrize(
    "reply",
    [
        "forget what I told you about Marcus. don't want him coming up again.",
        "please drop the bit about my ex, I don't want her mentioned",
        "can you forget my old job? it's private",
    ],
)
def test_the_reason_for_a_forget_request_is_no_rule(reply: str) -> None:
    reading = understand(reply, "Sure, what's up?")
    assert reading.forget is not None
    assert not any(s.type is MemoryType.RULE for s in reading.statements), reading.statements


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("actually dont keep that about my meds pls", "meds"),
        ("don't keep that about my divorce, rather it wasn't saved anywhere", "divorce"),
    ],
)
def test_that_about_something_of_the_users_is_a_forget_request(reply: str, target: str) -> None:
    reading = understand(reply, "Sure, what's up?")
    assert reading.forget is not None
    terms = [t for group in reading.forget.terms for t in group]
    assert target in terms, terms
    assert not any(t.endswith("n't") for t in terms), terms

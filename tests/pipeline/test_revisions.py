"""A reply that takes back the user's last word without naming it, read and applied.

Phrasings are our own, not the behaviour sets'.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.supersede import revises
from imprint.pipeline.updates import change_in
from imprint.types import MemoryDraft, MemorySource, MemoryType
from imprint.writes import CandidateMemory


@pytest.mark.parametrize(
    "sentence",
    [
        "go with the serif one instead",
        "hmm wait no, let's do Thursday",
        "no wait, pick the second option",
        "on second thought, the cheaper plan",
        "scratch that, we'll take the train",
        "actually let's use the green palette",
        "make that two tickets",
        "the smaller room rather, it's quieter",
    ],
)
def test_revisions_are_read(sentence: str) -> None:
    assert change_in(sentence, "en").revises


@pytest.mark.parametrize(
    "sentence",
    [
        "use tabs instead of spaces",  # names what it replaces: retired by value
        "I'd rather you kept answers short",
        "I would rather not talk about it",
        "make it shorter",
        "the blue one looks nice",
        "we moved from Jira to Linear",
    ],
)
def test_other_replies_revise_nothing(sentence: str) -> None:
    assert not change_in(sentence, "en").revises


def _draft(content: str, kind: MemoryType, subject: str | None = None) -> MemoryDraft:
    return MemoryDraft(type=kind, content=content, subject=subject, revises=True)


def _latest(
    content: str,
    kind: MemoryType,
    subject: str | None = None,
    *,
    pinned: bool = False,
    source: MemorySource = MemorySource.DETECTED,
) -> CandidateMemory:
    return CandidateMemory(
        memory_id=1,
        type=kind,
        content=content,
        scope="global",
        subject=subject,
        pinned=pinned,
        source=source,
    )


D, F, R = MemoryType.DECISION, MemoryType.FACT, MemoryType.RULE


@pytest.mark.parametrize(
    ("draft", "latest", "superseded"),
    [
        (_draft("Use Georgia instead.", D), _latest("Decision: Lato, it's friendly.", D), True),
        (
            _draft("Use teal instead.", D),
            _latest('Asked "Which colour?", the user said: "red, it is loud"', F),
            True,
        ),
        (
            _draft("Use tabs.", R, "indentation"),
            _latest("Indent with 2 spaces.", R, "indentation"),
            True,
        ),
        # Another subject, or a fact that is no pick: a revision leaves it alone.
        (
            _draft("Use tabs.", R, "indentation"),
            _latest("The user's name is Ana.", F, "name"),
            False,
        ),
        (_draft("Use the serif one instead.", D), _latest("The user is a nurse.", F), False),
        (_draft("Use bullets instead.", R, "summary_format"), _latest("Decision: Lato.", D), False),
        # Pinned and user-given memories stay.
        (_draft("Use Georgia instead.", D), _latest("Decision: Lato.", D, pinned=True), False),
        (
            _draft("Use Georgia instead.", D),
            _latest("Decision: Lato.", D, source=MemorySource.USER_EDIT),
            False,
        ),
    ],
)
def test_what_a_revision_supersedes(
    draft: MemoryDraft, latest: CandidateMemory, superseded: bool
) -> None:
    assert revises(draft, latest) is superseded

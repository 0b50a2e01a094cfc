"""A change of the user's work replaces the work told before, whatever words each used.

"I'm an SDR at Paylark" and, weeks later, "I'm an account exec now" share no word and no
lexicon subject; both tell the user's work, and the second says it changed. Phrasings are
our own, not the behaviour sets'.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.subjects import subject_of
from imprint.pipeline.supersede import supersedes
from imprint.pipeline.understand import understand
from imprint.pipeline.work import about_work, changes_work
from imprint.types import MemoryType


def _outdates(new: str, old: str, *, changed: bool) -> bool:
    """Whether fact `new` (told as a change or not) supersedes `old`, each with its subject."""
    return supersedes(
        content=new,
        subject=subject_of(new),
        replaces=(),
        changed=changed,
        old_content=old,
        old_subject=subject_of(old),
    )


@pytest.mark.parametrize(
    "content",
    [
        "The user is an ICU nurse.",
        "The user is a staff nurse on the stroke unit.",
        "The user is a junior associate at Harrow Wilde, mostly leases.",
        "The user is on the weekend desk at the Fenbridge Gazette.",
        "The user does parcel deliveries self employed.",
        "The user teaches year 6 at a village school.",
        "The user started a two-year fellowship at Tromso in May.",
        "The user is a sous chef, so they work most evenings.",
        "The user runs the claims team at an insurer.",
        "The user started as a staff nurse on ward 9 this week.",
    ],
)
def test_a_fact_of_the_users_work_is_read_as_such(content: str) -> None:
    assert about_work(content)
    assert subject_of(content) in {"role", "employer"}


@pytest.mark.parametrize(
    "content",
    [
        "The user's brother is a paramedic.",
        "The user is a huge fan of Scandinavian crime dramas.",
        "The user is a mum of three.",
        "The user is a member of the allotment society.",
        "The user volunteers as a coach on weekends.",
        "The user is a morning person.",
        "The user is a beginner at the cello.",
    ],
)
def test_other_peoples_work_a_pastime_or_a_trait_is_not_the_users_work(content: str) -> None:
    assert not about_work(content)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("The user is an account manager now.", "The user is a BDR at Quillon, booking demos."),
        ("The user works at Harbour Credit now.", "The user is a freelance illustrator."),
        (
            "The user started a permanent lectureship at Tromso last month.",
            "The user is a postdoc at Bergen in the marine ecology group.",
        ),
        ("The user is a charge nurse now.", "The user is a student nurse, final year."),
    ],
)
def test_a_change_of_work_replaces_the_work_told_before(new: str, old: str) -> None:
    assert _outdates(new, old, changed=True)


def test_work_told_without_a_change_sits_beside_the_employer() -> None:
    old = "The user works at Harbour Credit."
    assert not changes_work(
        content="The user is a data analyst.",
        subject="role",
        changed=False,
        old_subject="employer",
        old_content=old,
    )


def test_a_pastime_is_not_replaced_by_a_new_job() -> None:
    assert not changes_work(
        content="The user works at Harbour Credit now.",
        subject="employer",
        changed=True,
        old_subject=None,
        old_content="The user volunteers as a coach on weekends.",
    )


def test_a_learned_work_change_carries_its_change() -> None:
    facts = [
        s
        for s in understand("honestly I'm an account exec now, closing my own deals").statements
        if s.type is MemoryType.FACT
    ]
    assert facts, facts
    assert facts[0].subject == "role"
    assert facts[0].change.changed


@pytest.mark.parametrize(
    "new",
    [
        "Twenty years in, and Thursday was the user's last day.",
        "The user finally retired at Easter.",
        "The user got made redundant in March.",
    ],
)
def test_work_that_ended_outdates_the_work_told_before(new: str) -> None:
    old = "The user teaches GCSE physics at a sixth form college."
    assert _outdates(new, old, changed=False)


def test_a_day_off_ends_no_work() -> None:
    assert subject_of("The user's last day off was lovely.") is None


@pytest.mark.parametrize(
    "content",
    [
        "The user is a fast learner.",
        "The user is a heavy sleeper.",
        "The user is a Londoner.",
        "The user is a runner now.",
        "The user is a carer for their mum.",
        "The user works in Leeds.",
        "The user works nights now.",
    ],
)
def test_a_trait_a_place_or_family_care_is_not_the_users_work(content: str) -> None:
    assert not about_work(content)


@pytest.mark.parametrize(
    ("new", "changed"),
    [
        ("The user also works as a tutor now.", True),
        ("The user is a part-time tutor now too.", True),
        ("The user stopped working out.", False),
        ("The user retired from competitive swimming.", False),
        ("Last Friday was the user's final day at uni.", False),
    ],
)
def test_a_second_job_or_an_ended_pastime_leaves_the_job(new: str, changed: bool) -> None:
    old = "The user is an accountant at Deloitte."
    assert not _outdates(new, old, changed=changed)

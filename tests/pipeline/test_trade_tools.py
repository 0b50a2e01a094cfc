"""The tools of a trade are subjects of their own, so a switch told in any words finds the
tool it replaces. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.consolidate import decide_offline
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.updates import change_in
from imprint.types import MemoryDraft, MemoryType
from imprint.writes import CandidateMemory, Contradict


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("The user keeps the salon's books in FreshBooks on a desktop.", "accounting"),
        ("The user's school enrols laptops through Jamf.", "device_management"),
        ("The user logs every run to MLflow.", "experiment_tracking"),
        ("The user's agency runs its pipeline in Pipedrive.", "crm"),
        ("The user sends the newsletter with Mailchimp.", "email_marketing"),
        ("The user keeps citations in Zotero.", "reference_manager"),
        ("The user takes Toujeo at night.", "basal_insulin"),
    ],
)
def test_a_tool_of_a_trade_is_its_subject(content: str, subject: str) -> None:
    assert subject_of(content) == subject


def test_a_switch_of_the_same_kind_of_tool_replaces_the_old_one() -> None:
    new = "The user's clinic went live on Meditech now."
    change = change_in(new, "en")
    draft = MemoryDraft(
        type=MemoryType.FACT,
        content=new,
        subject=subject_of(new),
        replaces=change.replaces,
        changed=change.changed,
    )
    old = CandidateMemory(
        memory_id=3,
        type=MemoryType.FACT,
        content="The user charts in Cerner on the ward.",
        scope="global",
        subject=subject_of("The user charts in Cerner on the ward."),
    )
    assert decide_offline(draft, [old]) == Contradict(memory_ids=(3,))


def test_a_common_word_is_no_tool() -> None:
    assert subject_of("That gig was epic and the sketch show too.") is None

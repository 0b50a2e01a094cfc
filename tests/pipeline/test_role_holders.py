"""Who fills a role in the user's life or group, and a new holder retiring the old one."""

from __future__ import annotations

import pytest

from imprint.pipeline.role_holders import holder_changed, holder_role
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.supersede import supersedes
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("content", "role"),
    [
        ("The user's team's bookkeeper Maria does the VAT returns.", "bookkeeper"),
        ("Priya is the user's accountant now.", "accountant"),
        ("Tomasz's our drummer now, the old one moved away.", "drummer"),
        ("The user's new dentist is Dr Okafor.", "dentist"),
        ("The user's landlord, Greg, never answers emails.", "landlord"),
        ("The user's co-director Ines hates blackouts between scenes.", "codirector"),
        (
            'Asked "Who runs what in the club?", the user said: "our treasurer bev handles '
            'subs, I do the fixtures"',
            "treasurer",
        ),
    ],
)
def test_a_memory_of_who_holds_a_role_is_filed_by_the_role(content: str, role: str) -> None:
    assert holder_role(content) == role
    assert subject_of(content) == f"holder:{role}"


@pytest.mark.parametrize(
    "content",
    [
        "The user is a wedding photographer.",
        "The user is their club's treasurer.",
        "The user's photographer friend lives in Bristol.",
        "The user is taking a bookkeeper course at night school.",
        "A photographer came to the office today.",
    ],
)
def test_the_users_own_job_or_someone_in_passing_holds_no_role_for_them(content: str) -> None:
    assert holder_role(content) is None


def test_a_role_named_again_without_news_is_no_new_holder() -> None:
    subject = "holder:treasurer"
    assert holder_changed(subject, "Ann's our new treasurer.")
    assert holder_changed(subject, "Ann took over as treasurer at the AGM.")
    assert not holder_changed(subject, "The user's treasurer wants the report by Sunday.")
    assert not holder_changed(None, "Ann's our treasurer now.")


def test_a_new_holder_outdates_the_old_one_and_leaves_other_roles() -> None:
    old = "The user's team's treasurer Bev handles the subs."
    assert supersedes(
        content="Ann is the user's team's treasurer now.",
        subject=subject_of("Ann is the user's team's treasurer now."),
        replaces=(),
        changed=False,
        old_content=old,
        old_subject=None,
    )
    assert not supersedes(
        content="Ann is the user's team's secretary now.",
        subject=subject_of("Ann is the user's team's secretary now."),
        replaces=(),
        changed=False,
        old_content=old,
        old_subject=None,
    )


async def test_a_new_accountant_replaces_the_old_one(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "our accountant is Dana Whitlock, she files everything in March")
        clock.advance(days=40)
        await say(imprint, "Rob Feeney is our accountant now, Dana retired")
        active = await active_text(imprint)
        assert "Rob Feeney" in active, active
        assert "Dana Whitlock" not in active, active

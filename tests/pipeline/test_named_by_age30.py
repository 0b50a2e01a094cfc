"""A child named by age ("my 14yo Maya") is who "she" means next; forgetting "Maya's
counselor stuff" forgets the counsellor, not all of Maya."""

from __future__ import annotations

import pytest

from imprint.pipeline.forget_names import named_alone
from imprint.pipeline.referents import resolve_referent
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("before", "sentence", "who"),
    [
        (
            "my 14yo Maya started seeing a counselor.",
            "she's also on the JV volleyball team",
            "Maya",
        ),
        ("my 6 year old Theo hates baths.", "he's in year 1 at Hillside", "Theo"),
        ("my 3-year-old Ada is obsessed with trains.", "she goes to nursery on mondays", "Ada"),
    ],
)
def test_a_child_named_by_age_is_the_pronoun_after(before: str, sentence: str, who: str) -> None:
    assert who in resolve_referent(sentence, (before,))


@pytest.mark.parametrize(
    ("before", "sentence"),
    [
        ("my 14yo Maya and my 9yo Jack fight all day.", "she's on the volleyball team"),
        ("my 14 year old laptop died.", "it's in the bin"),
    ],
)
def test_two_children_or_no_name_leave_the_pronoun(before: str, sentence: str) -> None:
    assert resolve_referent(sentence, (before,)) == sentence


def test_a_name_said_as_the_owner_is_no_target_alone() -> None:
    assert named_alone("about Maya's counselor stuff", ("maya", "counselor")) == []
    assert named_alone("the Lumenfield interview", ("lumenfield", "interview")) == [("lumenfield",)]


async def test_forgetting_a_childs_counsellor_keeps_the_child(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "my 12yo Noor started seeing a therapist for panic attacks. she's also in the"
            " school chess club which helps. how do I support her",
        )
        clock.advance(days=10)
        await imprint.observe(
            user_id="u",
            agent_output="Hi again!",
            user_response="forget what I said about Noor's therapist, she'd hate that. what"
            " snacks for her chess tournament?",
            session_id="s2",
        )
        active = await active_text(imprint)
        assert "chess" in active, active
        assert "therapist" not in active, active

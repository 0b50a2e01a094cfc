"""A birth ends a pregnancy, a named child's new school year ends the old one (round 42).

"the baby arrived on tuesday!", "we had a little boy on the 3rd", "my wife had the baby
last night" each end the pregnancy told before, kept in the user's words. A verb after a
relation names no one: "my wife is pregnant" holds no name "pregnant" that the birth
should leave alone. "Mia's just started year 6" says Mia reached it, not the user. A home
bought with "we" is the household's, not the user's team's.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.life import household
from imprint.pipeline.milestones import milestone
from imprint.pipeline.stages import stage_in
from imprint.testing import FakeClock
from tests.conversation import active_after_change


@pytest.mark.parametrize(
    "sentence",
    [
        "the baby arrived on tuesday!",
        "our little one finally came last night",
        "we had a little boy on the 3rd, both doing well",
        "I gave birth to twins on Friday",
        "so the twins were born early, both fine",
    ],
)
def test_a_birth_retires_the_pregnancy(sentence: str) -> None:
    switch = milestone(sentence)
    assert switch is not None
    assert switch.old == "pregnant"


@pytest.mark.parametrize(
    "sentence",
    [
        "our parcel arrived on tuesday",
        "my sister had a baby girl yesterday",
        "the baby is here with me, can you suggest a lullaby",
        "once the baby arrives we'll move",
    ],
)
def test_no_birth_of_the_users_is_none(sentence: str) -> None:
    switch = milestone(sentence)
    assert switch is None or switch.old != "pregnant"


@pytest.mark.parametrize(
    ("sentence", "text", "before"),
    [
        ("Mia's just started year 6, can't believe it", "Mia is in year 6 now", "year 5"),
        ("my son has just started first grade", "my son is in first grade now", "kindergarten"),
        ("Tom started fifth grade this week", "Tom is in fifth grade now", "4th grade"),
    ],
)
def test_a_named_childs_stage_is_theirs(sentence: str, text: str, before: str) -> None:
    stage = stage_in(sentence)
    assert stage is not None
    assert stage.text == text
    assert before in stage.before


def test_a_home_bought_is_the_households() -> None:
    assert household("we bought a house in Portobello") == "I bought a house in Portobello"
    assert household("we bought a new CI runner") == "we bought a new CI runner"


@pytest.mark.parametrize(
    ("before", "after", "gone", "kept"),
    [
        ("I'm 30 weeks pregnant so I get tired fast", "the baby arrived on tuesday!",
         "pregnant", "arrived"),
        ("my wife is pregnant, due in march", "my wife had the baby last night, a boy!",
         "pregnant", "boy"),
        ("my daughter Mia is in year 5 at St Anne's", "Mia's just started year 6",
         "year 5", "year 6"),
    ],
)  # fmt: skip
async def test_the_change_is_kept_and_the_old_state_goes(
    store_url: str, clock: FakeClock, before: str, after: str, gone: str, kept: str
) -> None:
    active = await active_after_change(store_url, clock, before, after)
    assert gone not in active
    assert kept in active

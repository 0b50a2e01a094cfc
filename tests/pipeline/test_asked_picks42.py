"""A pick from the agent's either-or question keeps what it decides (round 42).

"September" after "Should we do the trip in June or September?" decides "Do the trip in
September.", not a bare "September." that no question about the trip finds. A home's rooms
are the household's: "we've decided not to renovate the kitchen" is the user's, not their
team's.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.choices import decision_content
from imprint.pipeline.life import household


@pytest.mark.parametrize(
    ("picked", "agent", "content"),
    [
        ("September", "Should we do the trip in June or September?",
         "Decision: Do the trip in September."),
        ("vue", "Would you rather use React or Vue for this?", "Decision: Use Vue for this."),
        ("saturday", "Great. Shall I book the table for Friday or Saturday?",
         "Decision: Book the table for Saturday."),
    ],
)  # fmt: skip
def test_a_pick_keeps_what_the_question_offered(picked: str, agent: str, content: str) -> None:
    assert decision_content(picked, agent) == content


def test_a_pick_the_question_does_not_offer_stays_bare() -> None:
    assert decision_content("monday", "Should we do the trip in June or September?") == (
        "Decision: monday"
    )


def test_a_homes_rooms_are_the_households() -> None:
    assert household("we've decided not to renovate the kitchen") == (
        "I've decided not to renovate the kitchen"
    )
    assert household("we moved standup to 10am") == "we moved standup to 10am"

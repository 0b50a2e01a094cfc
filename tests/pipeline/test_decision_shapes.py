"""A choice reported the way people type it: no subject, "w/", a "yeah" first, a closer after.

"going w/ the 14-day trial", "yeah let's go with Lisbon, Porto is too far", "Fender.
final answer. the Gibson was too heavy": the reading keeps the option chosen as a
decision. Going somewhere with someone, and a closer after no named option, decide
nothing. Phrasings are our own.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType

_AGENT = "Both options work; here is how they compare. Which would you like?"


def _decisions(reply: str, agent: str = _AGENT) -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.DECISION]


@pytest.mark.parametrize(
    ("reply", "chosen"),
    [
        ("going with the monthly plan.", "monthly plan"),
        ("going w/ the 14-day trial, the annual one is too much upfront", "14-day trial"),
        ("sticking with Firefox, chrome eats my ram", "firefox"),
        ("yeah let's go with Lisbon, Porto is too far for a long weekend", "lisbon"),
        ("yep we'll go with the oat milk formula for the twins", "oat milk"),
        ("cool, going with the Ikea desk. cheaper and it fits the alcove", "ikea"),
        ("honestly let's go with Django, I know it already", "django"),
        ("Fender. final answer. the Gibson was too heavy to gig with", "fender"),
        ("the red sofa. final answer. the grey one shows every hair the dog sheds", "red sofa"),
    ],
)
def test_the_option_chosen_is_kept(reply: str, chosen: str) -> None:
    decisions = _decisions(reply)
    assert len(decisions) == 1, decisions
    assert chosen in decisions[0].lower()


@pytest.mark.parametrize(
    "reply",
    [
        "going with my sister to the fair on saturday",
        "going with the kids to the zoo tomorrow",
        "staying with a friend this week while the flat is painted",
        "going with the flow for now",
        "yeah. final answer? not sure yet",
    ],
)
def test_company_kept_and_open_questions_decide_nothing(reply: str) -> None:
    assert _decisions(reply) == []


def test_w_slash_reads_as_with_and_without() -> None:
    from imprint.pipeline.segment import informal_english

    assert (
        informal_english("tea w/ milk, coffee w/o sugar") == "tea with milk, coffee without sugar"
    )
    assert (
        informal_english("see a/w/b and http://x.io/w/ page") == "see a/w/b and http://x.io/w/ page"
    )

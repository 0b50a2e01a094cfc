"""A standing rule taken back by dropping its thing or saying it is no longer needed (round 42).

"drop the disclaimer going forward" after "always add a disclaimer at the end", "no need to
be so formal anymore" after "always reply in formal English": the new rule asks against
what the old one asked for, so the old one is contradicted. "Use drop shadows" asks for
them; "anymore" names nothing the rule is about.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.likeness import content_key
from imprint.testing import FakeClock
from tests.conversation import active_after_change


@pytest.mark.parametrize(
    ("content", "sign", "subject"),
    [
        ("Drop the disclaimer.", -1, {"disclaimer"}),
        ("Cut the intro.", -1, {"intro"}),
        ("Use drop shadows.", 1, {"drop", "shadow"}),
        ("No need to be so formal anymore.", -1, {"formal"}),
    ],
)
def test_what_a_rule_asks_against(content: str, sign: int, subject: set[str]) -> None:
    key = content_key(content)
    assert (key.sign, set(key.subject)) == (sign, subject)


@pytest.mark.parametrize(
    ("before", "after", "gone"),
    [
        ("always add a disclaimer at the end", "you can drop the disclaimer going forward",
         "Always add a disclaimer"),
        ("please always reply in formal English", "no need to be so formal anymore",
         "formal English"),
    ],
)  # fmt: skip
async def test_the_rule_taken_back_goes(
    store_url: str, clock: FakeClock, before: str, after: str, gone: str
) -> None:
    assert gone not in await active_after_change(store_url, clock, before, after)

"""A team's age group moved, a dose given anew by the prescriber, a place closed for good.

"she's moved up to the u14s" after "our daughter plays netball for the u12s"; "i've taken
over the under 11s" after "i coach the under 9s"; "gp upped me to 30mg" after "i'm on 20mg of
citalopram"; "we've had to move book club to the library, the red lion shut" after "book club
meets at the red lion" (round 47, from a probe of my own phrasings).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.updates import change_in
from imprint.pipeline.value_classes import dose_changed, outdates
from imprint.testing import FakeClock
from tests.conversation import assert_replaced


@pytest.mark.parametrize(
    ("content", "old", "retired"),
    [
        (
            "She's moved up to the u14s this season.",
            "The user's daughter plays netball for the u12s on saturdays.",
            True,
        ),
        (
            "The user has taken over the under 11s this season, same club.",
            "The user coaches the under 9s at hilltop fc.",
            True,
        ),
        (
            "The user has taken over the under 11s this season.",
            "The user's son plays for the under 9s.",
            False,
        ),
        (
            "The user coaches the u12s and the u14s now.",
            "The user coaches the u10s.",
            False,
        ),
        ("The user ran a 10k now.", "The user coaches the u10s.", False),
    ],
)
def test_an_age_group_moved_outdates_the_old_one(content: str, old: str, retired: bool) -> None:
    assert outdates(content=content, subject=None, old_content=old) is retired


@pytest.mark.parametrize(
    ("content", "old", "changed"),
    [
        (
            'The user said: "gp upped me to 30mg last week".',
            "The user is on 20mg of citalopram.",
            True,
        ),
        ("The consultant lowered me to 5mg.", "The user takes 10mg of ramipril.", True),
        ("The user's son is on 30mg now.", "The user is on 20mg of citalopram.", False),
        ("The user takes 30mg of vitamin b now.", "The user is on 20mg of citalopram.", False),
    ],
)
def test_a_dose_given_anew_by_the_prescriber(content: str, old: str, changed: bool) -> None:
    assert dose_changed(content, old) is changed


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("we've had to move book club to the library, the red lion shut.", ("red lion",)),
        ("since the co-op closed down we shop at aldi", ("co-op",)),
        ("the pool's shut for refurb till march so im doing spin", ()),
        ("the cafe closed at 3 today so we went home", ()),
    ],
)
def test_a_place_closed_for_good_is_an_old_value(sentence: str, old: tuple[str, ...]) -> None:
    assert change_in(sentence, "en").replaces == old


@pytest.mark.parametrize(
    ("before", "after", "old", "new"),
    [
        (
            "our son plays rugby for the u10s at old otliensians, sunday mornings",
            "he's moved up to the u12s now, training's on tuesdays. any snack ideas",
            "u10s",
            "u12s",
        ),
        (
            "i'm on 20mg of citalopram",
            "gp upped me to 30mg last week. is it normal to feel sleepy",
            "20mg",
            "30mg",
        ),
        (
            "my knitting group meets thursday evenings at the kings arms",
            "we've moved knitting group to the church hall, the kings arms shut. poster please",
            "meets thursday evenings at the kings arms",
            "church hall",
        ),
    ],
)
async def test_the_new_value_replaces_the_old(
    store_url: str, clock: FakeClock, before: str, after: str, old: str, new: str
) -> None:
    await assert_replaced(store_url, clock, before, after, old, new)

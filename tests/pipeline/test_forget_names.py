"""A forget request that names a thing by a proper name finds it by the name alone."""

from __future__ import annotations

import pytest

from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("reply", "kept", "gone"),
    [
        (
            "could you wipe everything about the Quorra interview?",
            "The user has a second round at Quorra next week.",
            "quorra",
        ),
        (
            "please erase the Okonjo adoption details",
            "The user's case worker at Okonjo called about the home study.",
            "okonjo",
        ),
        (
            "remove the Brightline contract thing from memory",
            "The user is negotiating rates with Brightline for Q4.",
            "brightline",
        ),
        (
            "forget everything about the Marlow Street flat",
            "The user viewed a flat on Marlow Street on Sunday.",
            "marlow",
        ),
        (
            "delete the Tenby holiday stuff, it fell through",
            "The user booked a cottage in Tenby for August.",
            "tenby",
        ),
        (
            "can you drop the Kestrel vet bills info",
            "The user's dog Kestrel needed stitches last month.",
            "kestrel",
        ),
        (
            "pls forget the Halvorsen grant story",
            "The user applied to the Halvorsen foundation for funding.",
            "halvorsen",
        ),
        (
            "erase the Dunmore clinic appointment details",
            "The user sees a physio at Dunmore on Tuesdays.",
            "dunmore",
        ),
    ],
)
def test_a_named_thing_is_forgotten_without_its_description(
    reply: str, kept: str, gone: str
) -> None:
    request = understand(reply, "").forget
    assert request is not None
    assert (gone,) in request.terms
    assert forget_matches(kept, request.terms)


@pytest.mark.parametrize(
    ("reply", "other"),
    [
        ("please forget the Friday meeting stuff", "The user swims on Friday mornings."),
        ("delete everything about the Spanish lesson", "The user speaks Spanish at home."),
        ("erase the Portuguese exam details", "The user is learning Portuguese."),
        ("forget the dentist appointment thing", "The user's dentist is in Leith."),
    ],
)
def test_a_day_a_language_or_a_common_noun_is_not_taken_alone(reply: str, other: str) -> None:
    request = understand(reply, "").forget
    assert request is not None
    assert not forget_matches(other, request.terms)


@pytest.mark.parametrize(
    ("reply", "gone"),
    [
        (
            "Bellwether Labs went with another vendor. delete whatever you've got on them",
            ("bellwether", "labs"),
        ),
        ("Mirela moved back to Cluj. erase whatever you have on her please", ("mirela",)),
        ("Tobias quit the band. wipe everything you know about him", ("tobias",)),
    ],
)
def test_whatever_you_have_on_them_points_at_the_one_just_named(
    reply: str, gone: tuple[str, ...]
) -> None:
    request = understand(reply, "").forget
    assert request is not None
    assert gone in request.terms


def test_whatever_you_have_on_the_file_is_not_a_forget() -> None:
    assert understand("delete the file, I have a copy", "").forget is None

"""A forget request naming several things forgets each of them, not only their union."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("reply", "each"),
    [
        ("Please forget my pregnancy and my address.", [("pregnancy",), ("address",)]),
        ("don't keep anything about the kafka stuff or the redis stuff", [("kafka",), ("redis",)]),
        (
            "please delete my allergy, my phone number and my salary",
            [("allergy",), ("phone",), ("salary",)],
        ),
        ("wipe the custody case / the divorce stuff, please", [("custody", "case"), ("divorce",)]),
    ],
)
def test_each_thing_a_forget_request_lists_is_a_target(
    reply: str, each: list[tuple[str, ...]]
) -> None:
    request = understand(reply, "Noted.").forget
    assert request is not None
    for target in each:
        assert target in request.terms, request.terms
    assert len(request.terms) == len(set(request.terms))


@pytest.mark.parametrize(
    "reply",
    [
        "forget the Kafka stuff because it is old and boring",  # the reason lists nothing
        "please forget my address.",
    ],
)
def test_a_request_naming_one_thing_has_one_target(reply: str) -> None:
    request = understand(reply, "Noted.").forget
    assert request is not None
    assert len(request.terms) == 1, request.terms

"""A memory that says it changed replaces the one it restates with another value.

With no subject to compare, two memories share a frame when they share at least two
longer words (by stem) making up two fifths of the shorter: the change is of the same
thing. Phrasings are our own, in several languages.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.supersede import shares_frame, supersedes
from imprint.pipeline.updates import change_in


@pytest.mark.parametrize(
    ("old", "new", "language"),
    [
        (
            "Jeden Samstag verkaufe ich Marmelade und Honig auf dem Markt.",
            "Auf dem Markt verkaufe ich nur noch Honig.",
            "de",
        ),
        (
            "Los martes y jueves entreno en el gimnasio del barrio.",
            "Ahora entreno en casa, los martes y jueves.",
            "es",
        ),
        (
            "The user coaches the under-12 netball squad on Saturdays.",
            "The user now coaches the under-14 netball squad.",
            "en",
        ),
    ],
)
def test_a_change_of_the_same_thing_replaces_it(old: str, new: str, language: str) -> None:
    change = change_in(new, language)
    assert change.changed
    assert supersedes(
        content=new,
        subject=None,
        replaces=change.replaces,
        changed=change.changed,
        old_content=old,
        old_subject=None,
    )


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # when or how often is no frame of its own
        ("The user walks the dog every morning.", "The user now learns Spanish every morning."),
        ("The user has a dog called Pepper.", "The user now also has a cat."),
        ("The user's team deploys on ECS with Terraform.", "The user's team now deploys on Fly."),
    ],
)
def test_a_change_of_something_else_keeps_it(old: str, new: str) -> None:
    assert not supersedes(
        content=new,
        subject=None,
        replaces=(),
        changed=True,
        old_content=old,
        old_subject=None,
    )


def test_without_a_change_a_shared_frame_replaces_nothing() -> None:
    old = "The user coaches the under-12 netball squad on Saturdays."
    new = "The user coaches the under-14 netball squad too."
    assert shares_frame(new, old)
    assert not supersedes(
        content=new, subject=None, replaces=(), changed=False, old_content=old, old_subject=None
    )


_WORDS = st.lists(st.sampled_from("alpha bravo charlie delta echo foxtrot golf hotel".split()))


@given(_WORDS, _WORDS)
def test_sharing_a_frame_is_symmetric(a: list[str], b: list[str]) -> None:
    assert shares_frame(" ".join(a), " ".join(b)) == shares_frame(" ".join(b), " ".join(a))

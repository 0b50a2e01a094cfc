"""Forget requests said as a wish about what the agent carries, "forget it" pointing back at
the thing named before it, and a thing asked to be forgotten in other words than it was
told. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.forget import also_said
from imprint.pipeline.understand import understand


def _terms(reply: str) -> tuple[tuple[str, ...], ...]:
    request = understand(reply, "").forget
    return () if request is None else request.terms


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        (
            "the bit about my overdraft, I'd rather that not be a thing you carry around",
            "overdraft",
        ),
        ("I'd prefer it wasn't something you keep, the stuff about the custody case", "custody"),
        ("the part about my sister's rehab, please forget it", "rehab"),
        ("that stuff about the tribunal - forget it", "tribunal"),
    ],
)
def test_the_thing_the_request_points_back_to(reply: str, word: str) -> None:
    assert any(word in t for t in _terms(reply)), _terms(reply)


@pytest.mark.parametrize(
    "reply", ["oh forget it, I'll do it myself", "the bug, forget it, it's fixed now"]
)
def test_forget_it_that_dismisses_is_no_request(reply: str) -> None:
    assert understand(reply, "").forget is None


@pytest.mark.parametrize(
    ("target", "said"),
    [
        (("losing", "job"), ("laid", "off")),
        (("pregnancy",), ("expecting",)),
        (("divorce",), ("separated",)),
        (("meds",), ("medication",)),
    ],
)
def test_a_thing_is_forgotten_in_the_words_it_was_told(
    target: tuple[str, ...], said: tuple[str, ...]
) -> None:
    assert said in also_said([target])


def test_a_job_not_lost_is_not_a_layoff() -> None:
    assert ("laid", "off") not in also_said([("job", "title")])

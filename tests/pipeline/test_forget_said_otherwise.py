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
        ("that stuff about my tribunal - forget it", "tribunal"),
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
        (("pregnancy",), ("pregnant",)),
        (("divorce",), ("separated",)),
        (("meds",), ("medication",)),
    ],
)
def test_a_thing_is_forgotten_in_the_words_it_was_told(
    target: tuple[str, ...], said: tuple[str, ...]
) -> None:
    assert said in also_said([target])


@pytest.mark.parametrize(
    "target",
    [("job", "title"), ("sister", "divorce"), ("split", "test"), ("redundant", "servers")],
)
def test_no_other_words_for_another_thing_or_someone_elses(target: tuple[str, ...]) -> None:
    assert also_said([target]) == []


@pytest.mark.parametrize(
    "reply", ["that part about the budget, just forget it", "the third option - forget it"]
)
def test_forget_it_about_a_part_of_the_agents_answer_is_no_request(reply: str) -> None:
    assert understand(reply, "").forget is None


@pytest.mark.parametrize(
    "reply",
    [
        "I'd prefer it isn't something you store in plain text, use the vault",
        "I'd rather that not be something you keep bringing up in every answer",
    ],
)
def test_a_wish_about_how_something_is_kept_is_no_forget(reply: str) -> None:
    assert understand(reply, "").forget is None


@pytest.mark.parametrize(
    ("reply", "term"),
    [
        (
            "the stuff i told you about the lawsuit, can we act like i never brought it up?",
            "lawsuit",
        ),
        ("can we pretend I never told you about the overdraft?", "overdraft"),
        ("honestly, behave as if I never mentioned my ex", "ex"),
    ],
)
def test_acting_as_if_it_was_never_said_forgets_it(reply: str, term: str) -> None:
    request = understand(reply, "Hi again! What can I help with?").forget
    assert request is not None and any(term in words for words in request.terms), request


@pytest.mark.parametrize(
    "reply", ["act like you know the answer", "pretend you're a pirate for this one"]
)
def test_acting_is_not_always_forgetting(reply: str) -> None:
    assert understand(reply, "Sure.").forget is None


def test_acting_as_if_never_said_names_no_later_words() -> None:
    request = understand(
        "act like I never mentioned this and write the email to Dave", "Ok."
    ).forget
    assert request is None or not any("dave" in words for words in request.terms), request

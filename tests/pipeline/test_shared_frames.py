"""A fact that says it changed replaces the fact it restates with another value.

With no subject to compare, two facts share a frame when they share at least two longer
words (by stem) making up two fifths of the shorter: the change is of the same thing.
Rules sharing words stay two rules. Phrasings are our own, in several languages.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.consolidate import decide_offline
from imprint.pipeline.language import Language
from imprint.pipeline.supersede import shares_frame
from imprint.pipeline.updates import change_in
from imprint.types import MemoryDraft, MemoryType
from imprint.writes import CandidateMemory, Contradict, Verdict


def _verdict(
    new: str, old: str, language: Language = "en", kind: MemoryType = MemoryType.FACT
) -> Verdict:
    change = change_in(new, language)
    draft = MemoryDraft(
        type=kind, content=new, subject=None, replaces=change.replaces, changed=change.changed
    )
    held = CandidateMemory(memory_id=7, type=kind, content=old, scope="global", subject=None)
    return decide_offline(draft, [held])


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
def test_a_change_of_the_same_thing_replaces_it(old: str, new: str, language: Language) -> None:
    assert _verdict(new, old, language) == Contradict(memory_ids=(7,))


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
    assert not isinstance(_verdict(new, old), Contradict)


def test_rules_sharing_words_stay_two_rules() -> None:
    # Found by bench/observe.py: "from now on, always mention ticket ABC-2" replaced ABC-1.
    old = "From now on, always use type hints in Python code."
    new = "From now on, always write docstrings in Python code."
    assert shares_frame(new, old)
    assert not isinstance(_verdict(new, old, kind=MemoryType.RULE), Contradict)


def test_without_a_change_a_shared_frame_replaces_nothing() -> None:
    old = "The user coaches the under-12 netball squad on Saturdays."
    new = "The user coaches the under-14 netball squad too."
    assert shares_frame(new, old)
    assert not isinstance(_verdict(new, old), Contradict)


_WORDS = st.lists(st.sampled_from("alpha bravo charlie delta echo foxtrot golf hotel".split()))


@given(_WORDS, _WORDS)
def test_sharing_a_frame_is_symmetric(a: list[str], b: list[str]) -> None:
    assert shares_frame(" ".join(a), " ".join(b)) == shares_frame(" ".join(b), " ".join(a))


def test_a_rule_put_in_place_of_another_replaces_it() -> None:
    old = "Cite sources in the lab reports with footnotes."
    new = "Cite sources in the lab reports with inline brackets instead."
    assert _verdict(new, old, kind=MemoryType.RULE) == Contradict(memory_ids=(7,))


def test_a_rule_sharing_few_words_stays_beside_it_even_with_instead() -> None:
    old = "Use British spelling in the newsletter."
    new = "Put the events list first instead of the news in the newsletter."
    assert not isinstance(_verdict(new, old, kind=MemoryType.RULE), Contradict)

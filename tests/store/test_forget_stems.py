"""What the store searches kept text for when a forget request names something."""

from __future__ import annotations

import dataclasses
from typing import Literal

from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.supersede import forget_matches, forget_stem
from imprint.store.facts import fact_query
from imprint.store.forgetting import may_name
from imprint.writes import ForgetRequest, Observe, WriteRules
from tests.store.test_decision import observe

RULES = WriteRules(forgets=forget_matches, forget_stem=forget_stem)
LETTERS: tuple[Literal["L"]] = ("L",)


def _stems(*targets: tuple[str, ...]) -> tuple[str, ...] | None:
    request = dataclasses.replace(
        observe(None, signal=None), forget=ForgetRequest(terms=tuple(targets))
    )
    assert isinstance(request, Observe)
    return fact_query(request, RULES).forget_stems


def test_stems_are_case_folded_starts_of_each_word() -> None:
    assert _stems(("greenhouses",)) == ("greenhou",)
    assert _stems(("ZO\u00cb",), ("M\u00fcnchen",)) == ("zo\u00eb", "m\u00fcnche")


def test_with_no_stem_every_text_is_a_candidate() -> None:
    assert may_name("currently on 82k", ())
    assert not may_name("currently on 82k", ("salar",))


@given(
    word=st.text(alphabet=st.characters(categories=LETTERS), min_size=1, max_size=12),
    before=st.text(max_size=20),
    after=st.text(max_size=20),
)
def test_every_text_forget_matches_holds_a_stem_in_any_case(
    word: str, before: str, after: str
) -> None:
    # The store's search must be a superset of the decision's matching: whatever
    # `forget_matches` names, `may_name` keeps as a candidate.
    text = f"{before} {word.upper()} {after}"
    stems = _stems((word.casefold(),))
    assert stems is not None
    if forget_matches(text, ((word.casefold(),),)):
        assert may_name(text, stems)

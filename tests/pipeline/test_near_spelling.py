"""The agent's near spelling of a name, found fast, is the one a span-by-span search finds."""

from __future__ import annotations

import difflib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from imprint.pipeline.term_fixes import (
    _NEAR,
    _NOT_A_NAME_END,
    _SPAN_EDGES,
    _near_spelling,
    _plain,
)


def _reference(name: str, agent: str) -> str | None:
    """The search as first written: every span made plain and scored on its own."""
    target = _plain(name)
    words = agent.split()
    size = len(name.split())
    best: tuple[float, str] | None = None
    for width in {max(1, size - 1), size, size + 1}:
        for start in range(len(words) - width + 1):
            span = " ".join(words[start : start + width]).strip(_SPAN_EDGES)
            plain = _plain(span)
            if not plain or plain[0] != target[0] or plain.split()[-1] in _NOT_A_NAME_END:
                continue
            score = difflib.SequenceMatcher(
                None, plain.replace(" ", ""), target.replace(" ", "")
            ).ratio()
            if score >= _NEAR and (best is None or score > best[0]):
                best = (score, span)
    if best is None or best[1] == name:
        return None
    return best[1]


_WORD = st.text(alphabet="abcdeilnorsuAELSB\u00e1\u00e9'-.,!", min_size=1, max_size=9)


@settings(max_examples=300, deadline=None)
@given(
    name=st.lists(_WORD, min_size=1, max_size=3).map(" ".join).filter(lambda n: _plain(n) != ""),
    agent=st.lists(
        st.one_of(_WORD, st.sampled_from(["is", "the", "Hi", "Lowlight"])), max_size=30
    ).map(" ".join),
)
def test_fast_search_finds_what_the_reference_finds(name: str, agent: str) -> None:
    assert _near_spelling(name, agent) == _reference(name, agent)


@pytest.mark.parametrize(
    ("name", "agent", "near"),
    [
        ("Lowlight Parade", "Here is the poster for The Lowlight Parades gig.", "Lowlight Parades"),
        ("Sugar Loaf Bakes", "Thanks for ordering from Sugarloaf Bakery!", "Sugarloaf Bakery"),
        ("Siobh\u00e1n", "Hi Siobhan, thanks", "Siobhan"),
        ("Ciaran", "Hi Ciaran, thanks", None),  # written exactly: nothing to put right
        ("Marlow", "See you at the station at noon.", None),  # nothing like it
    ],
)
def test_a_near_spelling_is_found(name: str, agent: str, near: str | None) -> None:
    assert _near_spelling(name, agent) == near == _reference(name, agent)

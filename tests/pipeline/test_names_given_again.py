"""A name said again against the agent's near spelling of it ("it's Lowlight Parade").

Our own phrasings: the name given back after "it's" with how it differs said after, or
not at all; the agent's spelling is the nearest span of its message, or the word after a
"not". A name the agent wrote the same, or a word nothing like any of the agent's, puts
nothing right.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _rules(reply: str, agent: str) -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.RULE]


@pytest.mark.parametrize(
    ("agent", "reply", "kept", "wrong"),
    [
        (
            "Here's the flyer for The Copper Kettles Cafe.",
            "it's Copper Kettle Cafe. one kettle, and no 'the'",
            "Copper Kettle Cafe",
            "Copper Kettles Cafe",
        ),
        (
            "Dear Ms Mairead, thank you for ...",
            "its M\u00e1ire\u00e1d, both fadas please, she's particular about it",
            "M\u00e1ire\u00e1d",
            "Mairead",
        ),
        (
            "Your listing for Bluebell Bakery is ready.",
            "it's Blue Bell Bakes, two words. we're not a bakery bakery",
            "Blue Bell Bakes",
            "Bluebell Bakery",
        ),
        (
            "Hi Sean, here are the figures.",
            "it's Eoin, not Sean. anyway the figures look off",
            "Eoin",
            "Sean",
        ),
    ],
)
def test_a_name_given_again_is_spelled_so(agent: str, reply: str, kept: str, wrong: str) -> None:
    rules = _rules(reply, agent)
    assert any(f"{kept}, not {wrong}." in r for r in rules), rules


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("We could use Redis for the cache.", "it's Redis, right?"),
        ("Here's the note for Copper Kettle Cafe.", "it's Copper Kettle Cafe, yes. perfect"),
        ("Postgres would work well here.", "it's fine, thanks"),
        ("Here's the plan for Saturday.", "it's Tuesday actually, the club moved"),
    ],
)
def test_no_name_is_put_right(agent: str, reply: str) -> None:
    assert not any(r.startswith("Spell it") for r in _rules(reply, agent))


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("I can book it for you.", "it's booked"),
        ("Here's the broke version.", "it's broken again"),
        ("It's colder in the north.", "it's cold here"),
    ],
)
def test_a_word_near_the_agents_is_no_name(agent: str, reply: str) -> None:
    assert not any(r.startswith("Spell it") for r in _rules(reply, agent))


def test_a_name_typed_in_lower_case_against_the_agents_name() -> None:
    rules = _rules("its maireadh. with an h, she'll notice", "Hi Mairead, the rota is attached.")
    assert any("maireadh" in r.lower() and "not mairead." in r.lower() for r in rules), rules

"""Picks sealed by a lead ("that settles it - X", "outcome: ..."), a recommendation taken up,
and an option named with who provides it. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _decisions(reply: str, agent: str = "") -> list[str]:
    return [
        s.content.lower()
        for s in understand(reply, agent).statements
        if s.type is MemoryType.DECISION
    ]


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("fine, that decides it: Vercel for hosting. Netlify's out", "vercel"),
        ("ok the verdict - we ship the beta on the 3rd", "beta"),
        ("conclusion: we keep the monolith and split billing out later", "monolith"),
    ],
)
def test_a_sealing_lead_makes_what_follows_a_decision(reply: str, word: str) -> None:
    assert any(word in d for d in _decisions(reply)), _decisions(reply)


@pytest.mark.parametrize("reply", ["outcome: ?", "the verdict: is it worth it?"])
def test_a_lead_asked_about_is_no_decision(reply: str) -> None:
    assert _decisions(reply) == []


def test_a_recommendation_taken_up_is_a_decision() -> None:
    agent = "A standing desk converter might be the best fit for a rented flat."
    assert any("converter" in d for d in _decisions("ok, let's do the converter", agent))


def test_an_option_with_who_provides_it() -> None:
    agent = "You could do a weekly veg box or a supermarket delivery slot."
    reply = "let's do the veg box from Riverford"
    assert any("riverford" in d for d in _decisions(reply, agent)), _decisions(reply, agent)


def test_thanks_for_a_recommendation_is_no_decision() -> None:
    agent = "I'd suggest a weekly pill organiser with alarms."
    assert _decisions("ok thanks, I'll think about it", agent) == []


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("final decision on the caterer: Rosa's Kitchen", "caterer"),
        ("we plumped for the blue sofa in the end, the green clashed", "blue sofa"),
        ("we opted for the night train, flying felt silly", "night train"),
        ("we'll call it Driftwood, the kids voted", "driftwood"),
        ("in the end we're keeping the Corolla another year", "corolla"),
        ("we voted to move the fete to June", "fete"),
        ("we chose to rent for two more years", "rent"),
    ],
)
def test_more_shapes_of_a_decision(reply: str, word: str) -> None:
    assert any(word in d for d in _decisions(reply)), _decisions(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "in the end we're keeping it simple",
        "we picked up the kids at 5",
        "I'm calling it a night",
        "I chose the wrong major in college",
        "I'm calling the plumber Monday",
        "everyone voted to leave early yesterday",
        "decision on the job offer: not yet",
        "the verdict: it's too spicy",
    ],
)
def test_what_only_looks_like_a_decision(reply: str) -> None:
    assert _decisions(reply) == []


def test_going_with_an_offered_option_named_bare() -> None:
    agent = "Two routes: the coastal path or the ridge walk."
    assert any("ridge" in d for d in _decisions("going ridge, the coast will be packed", agent))
    assert _decisions("going home now, thanks", agent) == []

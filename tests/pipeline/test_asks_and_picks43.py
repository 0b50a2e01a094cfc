"""Ways of talking asked for in other words, and picks said around their reason (round 43).

"keep the tone chill", "explain stuff like I'm new to it", "mate you can swear" are
standing asks as much as "keep it casual". A pick may come after its reason ("let's keep it
simple, monolith"), after how long it took ("after a lot of back and forth we settled on
Svelte", "eventually we settled on Svelte": no hope, a thing done), or praised before its
seal ("the second one looks perfect, let's book it"), by its place in a list run on after
a colon.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.hedges import hedged
from imprint.pipeline.picked_pointers import listed_option
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_after_change

_ARCHITECTURE = "Option A is a monolith, option B is microservices. Which way?"
_VENUES = "Here are three venue options: The Grange, Willow Creek, Oak Hall."
_HIRING = "Options: (a) hire a contractor, (b) train someone internally."
_API = "Should we use REST or GraphQL for the API?"
_NUMBERED_VENUES = "Here are three venues: 1) The Grange 2) Willow Creek 3) Oak Hall"


def _rules(reply: str, agent: str = "") -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.RULE]


def _decisions(reply: str, agent: str = "") -> list[str]:
    said = understand(reply, agent).statements
    return [s.content for s in said if s.type is MemoryType.DECISION]


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("keep the tone chill, I'm not your boss lol", "chill"),
        ("keep it relaxed", "relaxed"),
        ("keep it warm but professional", "warm"),
        ("explain stuff like I'm new to it, I'm not a developer", "new to it"),
        ("mate you can swear, I don't mind", "swear"),
        ("feel free to curse", "curse"),
        ("dude stop apologising so much", "apologising"),
    ],
)
def test_a_way_of_talking_asked_for_in_other_words(reply: str, word: str) -> None:
    assert any(word in rule for rule in _rules(reply))


@pytest.mark.parametrize(
    ("reply", "agent", "picked"),
    [
        ("let's keep it simple, monolith", _ARCHITECTURE, "monolith"),
        ("I've used both, monolith", _ARCHITECTURE, "monolith"),
        ("tough call, microservices", _ARCHITECTURE, "microservices"),
        ("after a lot of back and forth we settled on Svelte for the frontend", "", "Svelte"),
        ("eventually we settled on Svelte", "", "Svelte"),
        ("long story short, we went with Hetzner", "", "Hetzner"),
        ("the second one looks perfect, let's book it", _VENUES, "Willow Creek"),
        ("the second one looks perfect, let's book it", _NUMBERED_VENUES, "Willow Creek"),
        ("b makes more sense long term", _HIRING, "train someone"),
        ("graphql is better here", _API, "GraphQL"),
        ("the third one please", _VENUES, "Oak Hall"),
    ],
)
def test_a_pick_said_around_its_reason(reply: str, agent: str, picked: str) -> None:
    assert any(picked in decision for decision in _decisions(reply, agent))


@pytest.mark.parametrize(
    ("text", "hedge"),
    [
        ("eventually we settled on Svelte", False),
        ("eventually I want to learn Rust", True),
        ("I'll eventually move to Spain", True),
    ],
)
def test_eventually_hedges_only_what_is_to_come(text: str, hedge: bool) -> None:
    assert hedged(text) is hedge


def test_a_place_in_a_list_run_on_after_a_colon() -> None:
    assert listed_option("second", _VENUES) == "Willow Creek"
    assert listed_option("fourth", _VENUES) is None
    assert listed_option("second", "Sounds good: let me know what you think.") is None


@pytest.mark.parametrize(
    ("reply", "name_kept"),
    [
        ("for the rest of this chat, call me Captain", False),
        ("until the end of the conversation call me Boss", False),
        ("just for this email, I'm Sam", True),
    ],
)
def test_a_name_for_the_rest_of_the_chat_is_not_kept(reply: str, name_kept: bool) -> None:
    said = understand(reply).statements
    assert any(s.subject == "name" for s in said) is name_kept


@pytest.mark.parametrize(
    ("rule", "subject"),
    [
        ("No emojis.", "emoji"),
        ("Emojis are fine now.", "emoji"),
        ("You can go longer now.", "length"),
        ("Write code comments in English.", "answer_language"),
        ("Comments in German from now on.", "answer_language"),
        ('The user\'s new sign off is "Cheers, Tom".', "signature"),
    ],
)
def test_a_rule_and_its_change_share_a_subject(rule: str, subject: str) -> None:
    assert subject_of(rule) == subject


@pytest.mark.parametrize(
    ("before", "after", "gone", "kept"),
    [
        ("keep answers short, 3 sentences max",
         "you can go longer now, I've got more time these days", "3 sentences", "longer"),
        ("no emojis please", "ok emojis are fine now, the team uses them constantly",
         "No emojis", "fine now"),
        ("write code comments in English",
         "comments in German from now on, the new team is in Munich", "English", "German"),
        ('sign off emails with "Best, Tom"', 'new sign off: "Cheers, Tom"', "Best", "Cheers"),
        ("use metric units", "imperial from now on", "metric", "mperial"),
        ("use metric units", "I've moved to the US so imperial from now on", "metric", "mperial"),
    ],
)  # fmt: skip
async def test_a_way_of_answering_changed(
    store_url: str, clock: FakeClock, before: str, after: str, gone: str, kept: str
) -> None:
    active = await active_after_change(store_url, clock, before, after)
    assert gone not in active
    assert kept in active

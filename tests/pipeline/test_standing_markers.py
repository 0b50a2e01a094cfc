"""A request made lasting by a sentence of its own, and a request behind praise of the rest.

"skip the intro. every single time." and "the plot's fine but stop naming every
character": the reading keeps a standing rule either way. A marker sentence that follows
no request, a clause that only happens "every time", and praise followed by no request
give no rule. Phrasings are our own.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.standing_markers import merge_markers, without_concession
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _rules(reply: str, agent: str = "Here's the draft.") -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.RULE]


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("skip the long intro. every single time.", "intro"),
        ("metric units please. each and every time", "metric"),
        ("no exclamation marks in the newsletter. every time pls", "exclamation"),
        ("short answers, three lines max. that's how I want every answer", "three lines"),
        (
            "drop the bold headings. that's how I like them, my screen reader chokes on it",
            "bold",
        ),
        (
            "APA 7th edition. this is for my psych module. and that goes for anything I submit",
            "apa",
        ),
        ("list the ingredients by weight. same goes for all the baking recipes", "weight"),
        ("quit it with the exclamation marks. not just this one.", "exclamation"),
        ("put the dosage in ml. every single time.", "ml"),
    ],
)
def test_a_marker_sentence_makes_the_request_before_it_standing(reply: str, word: str) -> None:
    rules = _rules(reply)
    assert any(word in r.lower() for r in rules), rules


def test_the_marker_joins_the_request_past_the_reason_and_leaves_its_tail() -> None:
    assert merge_markers(
        ("Harvard style.", "this is a dissertation, not a blog.", "and that goes for any essay")
    ) == ("Harvard style, for any essay.", "this is a dissertation, not a blog.")
    assert merge_markers(("no jargon.", "that's how I want it, my gran reads these")) == (
        "no jargon, every time.",
        "my gran reads these",
    )
    assert merge_markers(("no emojis.", "ever.")) == ("no emojis ever.",)


@pytest.mark.parametrize(
    "sentences",
    [
        # a clause that happens every time is no marker
        ("the build fails.", "every time I push it breaks"),
        ("I tried the recipe.", "it burns every time I make it"),
        # a marker with nothing before it
        ("every single time.",),
        # a way of living, not of answers
        ("I walk to work.", "that's how I want to live"),
        ("same for me",),
    ],
)
def test_no_marker_to_join(sentences: tuple[str, ...]) -> None:
    assert merge_markers(sentences) == sentences


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("the content's fine but stop bolding every other word", "bold"),
        ("looks good, but please drop the emojis from now on", "emoji"),
        ("ok the maths is right but no decimals in the final answers please", "decimals"),
        ("the itinerary is great but don't book anything before 9am for me ever", "9am"),
        ("your plan seems solid but never schedule runs on Sundays", "sundays"),
        ("the tone's nice but cut the exclamation marks from now on", "exclamation"),
        ("it's good but use metric from now on", "metric"),
        ("code's correct but always add type hints for me", "type hints"),
    ],
)
def test_a_request_behind_praise_of_the_rest_is_read(reply: str, word: str) -> None:
    rules = _rules(reply)
    assert any(word in r.lower() for r in rules), rules


@pytest.mark.parametrize(
    "sentence",
    [
        "the food was good but I'm stuffed",
        "the hotel looks nice but it's over budget",
        "it's fine but thanks anyway",
        "the class is great but the teacher talks fast",
        "I'm fine but tired",
    ],
)
def test_praise_before_no_request_stays(sentence: str) -> None:
    assert without_concession(sentence) == sentence

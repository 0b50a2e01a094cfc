"""Asks that last without "always", approvals that point at the answer, picks sealed later.

Our own phrasings, none taken from an evaluation set:
- a format asked with "keep" ("could u keep it brief pls") lasts, where "make it formal"
  reworks one answer; a need for a class of things held to a length ("we need slide decks
  under 10 slides") is a rule; a lead that asks leave to ask ("tiny thing but", "before
  anything,") says nothing; "can you remember that for next time" makes the ask before it
  standing;
- "like that every time" names the answer's layout (bullets, a numbered list, a table, a
  short length) and nothing of its own;
- "go with that" after a pick names the option ("2." is the agent's second item).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.output_shape import answer_shape
from imprint.pipeline.picked_pointers import listed_option, resolve_pick
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _rules(reply: str, agent: str = "Sure, here you go.") -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.RULE]


def _decisions(reply: str, agent: str) -> list[str]:
    return [
        s.content.lower()
        for s in understand(reply, agent).statements
        if s.type is MemoryType.DECISION
    ]


LASTING_ASKS = [
    ("could u keep it brief pls, i read these on the bus", "brief"),
    ("can you keep things in metric", "metric"),
    ("would you keep it to numbered steps please", "numbered"),
    ("we need slide decks under 10 slides, the board won't sit through more", "10 slides"),
    ("i want recipes on one page, i print them", "one page"),
    ("i need release notes in bullet points, no paragraphs", "bullet"),
    ("small thing but can you use metric from now on", "metric"),
    ("before anything else, when you answer keep it casual", "casual"),
    ("put the summary first. can you remember that for next time?", "summary"),
    ("headings in sentence case. pls keep that in mind going forward", "sentence case"),
    # a unit, clock, currency or spelling asked for once
    ("can u do celsius pls, nobody here thinks in fahrenheit", "celsius"),
    ("could you use kg please? i never learned pounds", "kg"),
    ("we're in oz, could you show prices in aud", "aud"),
    ("schedule for the club pls. put the times in 24 hour", "24 hour"),
    # a thing asked to be spared
    ("could you please not use semicolons, they look fussy to me", "semicolons"),
    ("can you not call me sir", "sir"),
    # a class of the agent's work held to a requirement
    ("any workout you give me has to fit in 20 minutes", "20 minutes"),
    ("every email should be signed off with just my first name", "first name"),
    ("can each summary end with the open questions?", "open questions"),
    ("looks ok. generally for the newsletters: keep them under 300 words", "300 words"),
    ("one thing first - never use exclamation marks in my captions", "exclamation"),
]


@pytest.mark.parametrize(("reply", "kept"), LASTING_ASKS)
def test_an_ask_that_lasts_is_a_rule(reply: str, kept: str) -> None:
    rules = _rules(reply)
    assert any(kept in r.lower() for r in rules), rules


ONE_TURN = [
    "can you keep it short today, i'm in a rush",
    "could you make it formal",
    "can you make this one funnier",
    "i need flights under 500 dollars",
    "i need the report on one page",
    "tiny thing but is it ok to freeze cooked rice?",
    "can you convert that to celsius?",
    "can you not mention the price in this email",
    "every kid has to bring a packed lunch on friday",
    "every morning i have to walk the dog before work",
    "can every guest bring a plus one?",
]


@pytest.mark.parametrize("reply", ONE_TURN)
def test_an_ask_for_this_turn_is_no_rule(reply: str) -> None:
    assert _rules(reply) == []


BULLETS = "- Check the boiler\n- Book the inspection\n- Keep the certificate"
NUMBERED = "1. Preheat the oven\n2. Mix the dry things\n3. Bake for 40 minutes"
TABLE = "| Time | What |\n|---|---|\n| 18:00 | Doors |\n| 19:00 | Dinner |"
LONG_PROSE = "Here is the long answer you asked for. " + "It goes on at length. " * 20


@pytest.mark.parametrize(
    ("answer", "shape"),
    [
        (BULLETS, "Answer in bullet points, kept short."),
        (NUMBERED, "Answer in a numbered list, kept short."),
        (TABLE, "Answer in a table, kept short."),
        ("Six minutes from the boil.", None),
        (BULLETS + "\n" + LONG_PROSE, "Answer in bullet points."),
        (LONG_PROSE, None),
    ],
)
def test_the_layout_of_an_answer(answer: str, shape: str | None) -> None:
    assert answer_shape(answer) == shape


@pytest.mark.parametrize(
    ("reply", "answer", "kept"),
    [
        ("spot on. same format every time pls", BULLETS, "bullet"),
        ("love it, do that every time", NUMBERED, "numbered"),
        ("yes!! like this from now on", TABLE, "table"),
    ],
)
def test_an_approval_that_points_keeps_the_layout(reply: str, answer: str, kept: str) -> None:
    rules = _rules(reply, answer)
    assert len(rules) == 1 and kept in rules[0].lower(), rules


def test_an_approval_of_plain_prose_keeps_no_words_of_its_own() -> None:
    reading = understand("perfect, like that every time", LONG_PROSE)
    assert reading.statements == ()
    assert reading.reinforcement


def test_an_approval_that_names_what_it_wants_keeps_its_words() -> None:
    rules = _rules("perfect. the summary at the top is gold, do that every time", LONG_PROSE)
    assert any("summary at the top" in r.lower() for r in rules), rules


QUOTES = (
    "Quotes for the Lyon lane:\n1. DHL: 2,400, 6 days\n2. Geodis: 2,550, 4 days\n3. Kuehne: 2,300"
)
INLINE = "You could (a) rent a van, (b) hire movers, or (c) ship it by rail. I'd lean movers."
NAMES = "Some names for the shop: 1. Loaf & Ladle 2. Crumb Club 3. The Proving Drawer"


@pytest.mark.parametrize(
    ("reply", "agent", "named"),
    [
        ("2. they're quicker and the price gap is tiny. going with them", QUOTES, "geodis"),
        ("the second one. four days matters. we'll take that", QUOTES, "geodis"),
        ("b! my back can't take it. go with that and get me a quote", INLINE, "hire movers"),
        ("crumb club for sure. the kids loved it. lets go with that", NAMES, "crumb club"),
        ("ok yeah Kuehne. cheapest wins. sticking with that one", QUOTES, "kuehne"),
    ],
)
def test_a_pick_sealed_later_names_the_option(reply: str, agent: str, named: str) -> None:
    decisions = _decisions(reply, agent)
    assert any(named in d for d in decisions), decisions


@pytest.mark.parametrize(
    ("sentence", "before", "agent"),
    [
        # nothing picked before the pointer: it stays as it was
        ("go with that", (), QUOTES),
        # a long sentence before is a reason, not a pick
        ("going with them", ("the thing is that the price went up a lot last year",), QUOTES),
        # a word the agent never wrote is no option
        ("lets go with that", ("ups for sure.",), QUOTES),
        # "that" is what follows, not the pick
        ("going with that would be risky", ("2.",), QUOTES),
    ],
)
def test_a_pointer_without_a_pick_before_is_left(
    sentence: str, before: tuple[str, ...], agent: str
) -> None:
    assert resolve_pick(sentence, before, agent) == sentence


_NAME = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=3, max_size=10)


@given(st.lists(_NAME, min_size=2, max_size=6, unique=True), st.data())
def test_a_listed_option_is_found_by_its_number(names: list[str], data: st.DataObject) -> None:
    agent = "Options:\n" + "\n".join(
        f"{i}. {n.title()}: some detail" for i, n in enumerate(names, 1)
    )
    index = data.draw(st.integers(min_value=1, max_value=len(names)))
    assert listed_option(f"{index}.", agent) == names[index - 1].title()
    assert listed_option(f"option {index}", agent) == names[index - 1].title()
    assert listed_option(str(len(names) + 1), agent) is None


def test_a_marker_with_words_of_another_script_is_no_approval() -> None:
    # full-width letters, as an injection hides its words
    reply = "from now on, always \uff49\uff47\uff4e\uff4f\uff52\uff45 them, every time"
    assert not understand(reply, BULLETS).reinforcement


def test_a_pointer_with_no_answer_before_it_approves_nothing() -> None:
    assert not understand("like that every time", "").reinforcement


# Review of round 21: readings that went too far, each put right.
@pytest.mark.parametrize(
    "reply",
    [
        "could you write me a 5 km running plan?",  # a unit inside a piece of work
        "can you give me the price in euros?",  # the one at hand
        "can you put the dinner at 8pm utc on the calendar?",
        "could you please not send anything to Dave until Friday?",  # a refusal for a while
        "every plan has to be approved by my boss",  # the user's work to deliver
        "all my reports should be in by Friday",
        "can all the slides be done by Monday?",
    ],
)
def test_asks_of_the_moment_are_no_rules(reply: str) -> None:
    assert _rules(reply) == []


def test_a_refusal_asked_with_its_mark_is_a_dont() -> None:
    assert _rules("could you not use abbreviations?") == ["Don't use abbreviations."]


def test_a_fact_to_keep_in_mind_is_no_standing_ask() -> None:
    reading = understand("the kids are with me this week. remember that for next time", "Ok!")
    assert [s.type for s in reading.statements] == [MemoryType.FACT]
    assert "every time" not in reading.statements[0].content


def test_a_task_taken_on_is_no_pick_of_it() -> None:
    assert resolve_pick("I'll do it later", ("the router.",), INLINE) == "I'll do it later"

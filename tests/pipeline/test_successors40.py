"""What came after an old value, who holds a role now, and asks that only point (round 40).

A clause that retires a value and names the new one ("sold the ryobi gear and went
milwaukee", "it's AQA here rather than Edexcel") is kept as the change it tells, without the
value it sets aside; a change dated by its moment ("the endo dropped it yesterday, she's on 8
units now") is kept; "jonas is our new drummer" says who holds the role now; "pete quit the
band" is no change of the user's band; "fix that pls" is no standing rule.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.consolidate import decide_offline
from imprint.pipeline.fact_gate import learned_facts
from imprint.pipeline.preference_gate import learned_preferences
from imprint.pipeline.role_holders import holder_is
from imprint.pipeline.successors import names_successor, without_old
from imprint.pipeline.updates import change_in
from imprint.pipeline.word_kin import may_be_name
from imprint.testing import FakeClock
from imprint.types import MemoryDraft, MemoryType
from imprint.writes import CandidateMemory, KeepBoth
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("clause", "old", "kept"),
    [
        ("it's AQA here rather than Edexcel", ("edexcel",), "it's AQA here"),
        ("we use pnpm now, not npm", ("npm",), "we use pnpm now"),
        ("she takes the 8:10 train instead of the bus", ("bus",), "she takes the 8:10 train"),
        ("went milwaukee m18 after selling the ryobi", ("ryobi",), None),
    ],
)
def test_the_old_value_set_against_the_new_is_cut(
    clause: str, old: tuple[str, ...], kept: str | None
) -> None:
    assert without_old(clause, old) == (clause if kept is None else kept)


@pytest.mark.parametrize(
    ("clause", "old", "named"),
    [
        ("sold all the ryobi gear and went milwaukee m18", ("ryobi",), True),
        ("it's aqa here rather than edexcel", ("edexcel",), True),
        ("left brightwell, started at corvane", ("brightwell",), True),
        # "not worth the hassle" sets nothing against the shop
        ("nah i closed the etsy shop last week, not worth the hassle", ("etsy",), False),
        # "started eating" is what the old thing did, not what came after it
        ("travis started eating our credits", ("travis",), False),
        ("the old laptop went wrong again", ("laptop",), False),
        ("i sold my bike and went crazy for a week", ("bike",), False),
    ],
)
def test_a_successor_is_named_only_beside_the_old_value(
    clause: str, old: tuple[str, ...], named: bool
) -> None:
    assert names_successor(clause, old) is named


@given(
    st.text(alphabet="abcdefghij ,.'", max_size=60),
    st.lists(st.text(alphabet="abcdefghij", min_size=1, max_size=8), max_size=3),
)
def test_cutting_the_old_value_never_adds_words(clause: str, old: list[str]) -> None:
    cut = without_old(clause, tuple(old))
    assert set(cut.split()) <= set(clause.replace(",", " , ").split()) | set(clause.split())
    assert len(cut) <= len(clause)


@pytest.mark.parametrize(
    ("sentence", "held", "gone"),
    [
        (
            "deck stairs this time. sold all the ryobi gear on marketplace and went milwaukee m18"
            " after the deck job, so recommend blades that fit that",
            "milwaukee",
            None,
        ),
        ("Different board as well, it's AQA here rather than Edexcel.", "AQA", "Edexcel"),
    ],
)
def test_a_change_that_names_both_values_is_kept(
    sentence: str, held: str, gone: str | None
) -> None:
    found = [s.content for s in learned_facts(sentence)]
    assert any(held in content for content in found), found
    if gone is not None:
        assert not any(gone in content for content in found), found


@pytest.mark.parametrize(
    "sentence",
    [
        "the endo dropped it yesterday, she's on 8 units now bc of the lows at night.",
        "had my review today, I'm on the senior band now",
    ],
)
def test_a_change_dated_by_its_moment_is_kept(sentence: str) -> None:
    assert learned_facts(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "we ran out of nappies at 2am so now we're stuck",
        "I'm knackered now, the baby was up all night last night",
        "doing step 3 now, stuck on the wiring",
        "i got back tonight and im right now in the hotel lobby",
        "i sold my bike and went crazy for a week",
    ],
)
def test_a_moment_is_still_no_fact(sentence: str) -> None:
    assert learned_facts(sentence) == []


@pytest.mark.parametrize(
    ("sentence", "holder"),
    [
        (
            "big news, pete quit the band and jonas is our new drummer",
            "Jonas is the user's drummer now.",
        ),
        ("our new drummer is Jonas", "Jonas is the user's drummer now."),
        # after "is", a word in lower case is as likely to say what the holder is like
        ("our new drummer is jonas", None),
        ("Linda's our treasurer now", "Linda is the user's treasurer now."),
        ("my accountant is now Sam Whitfield", "Sam Whitfield is the user's accountant now."),
        ("priya is our new nanny", "Priya is the user's nanny now."),
        ("Dr Patel is my GP", "Dr Patel is the user's gp."),
        ("this is our new drummer", None),
        ("my new therapist is french, very direct", None),
        ("our new coach is brazilian", None),
        ("wait, jonas is our new drummer?", None),
        ("my therapist is amazing", None),
        ("our landlord is selling", None),
        ("our new coach is brilliant", None),
        ("he's my coach", None),
    ],
)
def test_who_holds_a_role_said_plainly(sentence: str, holder: str | None) -> None:
    assert holder_is(sentence) == holder


@pytest.mark.parametrize(
    ("word", "name"),
    [("jonas", True), ("dave", True), ("priya", True), ("amazing", False), ("selling", False)],
)
def test_a_lower_case_word_may_be_a_name(word: str, name: bool) -> None:
    assert may_be_name(word) is name


@pytest.mark.parametrize(("word", "name"), [("raul", True), ("priya", False), ("mypy", False)])
def test_a_word_the_table_lacks_is_no_name_when_asked_so(word: str, name: bool) -> None:
    assert may_be_name(word, unknown=False) is name


@pytest.mark.parametrize(
    ("sentence", "replaces"),
    [
        ("pete quit the band", ()),
        ("sarah left the company", ()),
        ("i quit the band", ("band",)),
        ("finally ditched jira", ("jira",)),
        ("so I left Acme", ("acme",)),
        # chat's fillers before a dropped "I" are no one else
        ("ugh quit the band last month", ("band",)),
        ("welp quit the band", ("band",)),
    ],
)
def test_someone_else_giving_a_thing_up_retires_nothing_of_the_users(
    sentence: str, replaces: tuple[str, ...]
) -> None:
    assert change_in(sentence, "en").replaces == replaces


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        ("fix that pls", False),
        ("redo it for me", False),
        ("clean it up please", False),
        ("give me the metric units please", True),
    ],
)
def test_an_ask_that_only_points_is_no_rule(sentence: str, rule: bool) -> None:
    assert bool(learned_preferences(sentence)) is rule


async def test_a_new_holder_of_the_role_replaces_the_old(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "our drummer is pete, we rehearse fridays")
        await say_later(imprint, clock, "big news, pete quit the band and jonas is our new drummer")
        active = await active_text(imprint)
        assert "Jonas" in active
        assert "pete" not in active.lower()


async def test_tools_given_up_for_others_are_replaced(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "building a raised bed. all my cordless stuff is ryobi 18v")
        await say_later(
            imprint,
            clock,
            "deck stairs this time. sold all the ryobi gear and went milwaukee m18 after the"
            " deck job, so recommend blades that fit that",
        )
        active = await active_text(imprint)
        assert "milwaukee" in active
        assert "ryobi 18v" not in active


async def test_a_change_sharing_no_word_with_the_old_fact_still_meets_it(
    store_url: str, clock: FakeClock
) -> None:
    # no word of the draft finds the old fact by rank; the newest facts are compared too
    async with make(store_url, clock) as imprint:
        await say(imprint, "newbie q. I do 5 gallon extract batches on the stove, partial boil")
        await say_later(
            imprint,
            clock,
            "ok so now that I've got the BIAB bag and the 40L kettle going, full volume"
            " all-grain, my efficiency was like 64%. is that bad?",
        )
        active = await active_text(imprint)
        assert "all-grain" in active
        assert "extract" not in active


def test_the_rules_leave_a_fact_read_only_as_among_the_newest_alone() -> None:
    # the same pair: found by the draft's words the rules may retire it; read only as one of
    # the newest, only a last resort may, and "we moved the meeting" is none of its kind
    draft = MemoryDraft(
        type=MemoryType.FACT, content="The user's team moved the meeting to Thursday.", changed=True
    )
    kept = CandidateMemory(
        memory_id=1,
        type=MemoryType.FACT,
        content='Asked "Where do you keep the van?", the user said: "in a lockup at Carver Street"',
        scope="global",
    )
    assert decide_offline(draft, [replace(kept, nearest=False)]) == KeepBoth()


async def test_a_move_leaves_where_the_user_grew_up(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "in Ohio, Columbus", agent="Where did you grow up?")
        await say(imprint, "I moved to Chicago last month, new job")
        active = await active_text(imprint)
        assert "Columbus" in active

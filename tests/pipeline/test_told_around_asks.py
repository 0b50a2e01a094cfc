"""What a reply tells around an ask or a choice: asks after thanks and reasons, places and
names said in passing, slots and tools that move, a fact beside an undecided opening."""

from __future__ import annotations

import pytest

from imprint.pipeline.asks_apart import ask_apart
from imprint.pipeline.named_works import named_works
from imprint.pipeline.own_places import own_place
from imprint.pipeline.standing_markers import merge_markers
from imprint.pipeline.supersede import holds_value, supersedes
from imprint.pipeline.topic_change import updates_topic
from imprint.pipeline.understand import understand
from imprint.pipeline.usual_apart import usual_apart
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say


def _rules(reply: str, agent: str = "Here you go.") -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.RULE]


def _facts(reply: str, agent: str = "Here you go.") -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.FACT]


def _kept(reply: str, agent: str = "Here you go.") -> str:
    return " | ".join(s.content for s in understand(reply, agent).statements)


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("it works but could you always name the columns in snake_case?", "snake_case"),
        ("that's great, but can you write the dates as yyyy-mm-dd from now on?", "yyyy-mm-dd"),
        ("ok cool thanks, but from now on put the totals in bold", "bold"),
        ("this helps though could you keep every reply under 100 words going forward", "100"),
    ],
)
def test_a_standing_ask_after_thanks_and_but_is_kept(reply: str, word: str) -> None:
    rules = _rules(reply)
    assert any(word in r for r in rules), rules


@pytest.mark.parametrize(
    ("reply", "ask", "work"),
    [
        (
            "pls label every axis with its unit. every time you give me a chart",
            "label every axis",
            "chart",
        ),
        ("can you add docstrings. whenever you write python for me", "docstrings", "python"),
        (
            "round prices to the nearest pound. for every quote you draft me",
            "round prices",
            "quote",
        ),
    ],
)
def test_the_work_an_ask_is_for_said_after_it_joins_the_ask(
    reply: str, ask: str, work: str
) -> None:
    rules = _rules(reply)
    assert any(ask in r.lower() and work in r.lower() for r in rules), rules


@pytest.mark.parametrize(
    "reply",
    [
        "the invoice went out late. every time you send me reminders",
        "i hate it. every time you give me a list it is way too long",
    ],
)
def test_a_marker_naming_work_after_a_statement_makes_no_ask(reply: str) -> None:
    joined = merge_markers(tuple(s.strip() + "." for s in reply.split(".") if s.strip()))
    assert len(joined) == 2, joined


def test_an_example_between_the_ask_and_its_marker_is_passed_over() -> None:
    rules = _rules(
        "pls explain each regex you write. like ^ means start of line. every time you give me one"
    )
    assert any("explain each regex" in r.lower() and "every time" in r.lower() for r in rules), (
        rules
    )


@pytest.mark.parametrize(
    ("reply", "told", "ask"),
    [
        (
            "im new to spreadsheets so pls spell out every formula",
            "im new to spreadsheets.",
            "Pls spell out every formula.",
        ),
        (
            "my manager reads these on her phone so keep the summaries to five lines",
            "my manager reads these on her phone.",
            "Keep the summaries to five lines from now on.",
        ),
        (
            "works! but we're a tiny team so skip the enterprise options",
            "we're a tiny team.",
            "Skip the enterprise options from now on.",
        ),
    ],
)
def test_a_fact_then_so_and_an_ask_read_as_two(reply: str, told: str, ask: str) -> None:
    # read apart, the ask says it lasts as what leads to it does (round 42)
    assert ask_apart(reply) == (told, ask)


@pytest.mark.parametrize(
    "reply",
    [
        "im on the train so keep it short",  # the ask is for now
        "i was exhausted so went to bed early",
        "i love that song so do i",
        "we were late so we missed the start",
    ],
)
def test_a_reason_without_an_ask_after_so_stays_whole(reply: str) -> None:
    assert ask_apart(reply) == (reply,)


@pytest.mark.parametrize(
    ("reply", "fact"),
    [
        ("right now i'm writing a thriller called Cold Harbour", "thriller called Cold Harbour"),
        ("currently we run a bakery with four staff", "four staff"),
        ("at the moment i'm on the cardiology rotation", "cardiology rotation"),
    ],
)
def test_a_now_lead_before_the_users_own_clause_keeps_it(reply: str, fact: str) -> None:
    assert any(fact in f for f in _facts(reply)), _facts(reply)


def test_a_fact_before_so_and_a_may_keeps_the_fact() -> None:
    facts = _facts("my students are all adults so homework might not go down well")
    assert any("students are all adults" in f for f in facts), facts
    assert not any("homework" in f for f in facts), facts


def test_a_fact_told_apart_from_an_undecided_opening_is_kept() -> None:
    kept = _kept(
        "not decided yet. maybe the lighthouse level, or the mine, dunno. my testers are all "
        "speedrunners so a long level might bore them"
    )
    assert "speedrunners" in kept, kept
    assert "lighthouse" not in kept, kept


@pytest.mark.parametrize(
    "reply",
    [
        "not sure yet. leaning vue, my team knows react though",  # a choice weighed
        "no idea yet. we might go with redis",
    ],
)
def test_what_weighs_the_choice_beside_an_undecided_opening_is_not_kept(reply: str) -> None:
    assert not _kept(reply), _kept(reply)


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("the ember tavern, love it. that's what we're calling it", "1. The Ember Tavern\n2. Oak"),
        ("north star. we'll call it that", "Names: North Star, Polaris, Compass"),
        ("compass it is. that's the name", "Names: North Star, Polaris, Compass"),
    ],
)
def test_a_name_picked_then_pointed_at_is_a_decision(reply: str, agent: str) -> None:
    decided = [s for s in understand(reply, agent).statements if s.type is MemoryType.DECISION]
    assert decided, understand(reply, agent)


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("for the monthly invoices amounts are always in EUR with two decimals", "EUR"),
        ("in the board reports, percentages are always rounded to whole numbers", "rounded"),
        ("for our newsletters the greeting should always be 'hi friends'", "hi friends"),
    ],
)
def test_a_standard_of_a_named_kind_of_work_is_a_rule(reply: str, word: str) -> None:
    assert any(word in r for r in _rules(reply)), _rules(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "in the office, the coffee machine is always broken",
        "for the kids, the bus is always late",
    ],
)
def test_a_complaint_about_a_place_is_no_standard(reply: str) -> None:
    assert _rules(reply) == [], _rules(reply)


def test_a_stint_then_back_to_the_usual_keeps_the_usual_apart() -> None:
    parts = usual_apart("i'm on the early rota until friday, then back to my usual lates")
    assert parts == (
        "i'm on the early rota until friday.",
        "After that, I'm back on my usual lates.",
    )
    assert usual_apart("i'm on the early rota until friday") == (
        "i'm on the early rota until friday",
    )


def test_an_answer_goes_on_into_what_it_leads_to() -> None:
    facts = _facts(
        "an old ipad mostly. so procreate, nothing fancy",
        "Nice! What do you draw on?",
    )
    assert any(f.startswith("Asked") and "procreate" in f.lower() for f in facts), facts


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("can you do a rota for our bakery in Hebden Bridge", "The user's team has a bakery in"),
        ("flyer for my salon in galway pls", "The user has a salon in Galway."),
        ("our cottage in Keswick needs a new boiler", "The user has a cottage in Keswick."),
    ],
)
def test_a_place_of_the_users_named_in_passing_is_kept(sentence: str, fact: str) -> None:
    place = own_place(sentence)
    assert place is not None and place.startswith(fact), place


@pytest.mark.parametrize(
    "sentence",
    [
        "if we opened a shop in Leeds would it work",
        "our old office in Bath had parking",
        "we sold our flat in Nice last year",
        "a logo for my bakery in the high street",
    ],
)
def test_a_place_wondered_about_or_gone_is_not_kept(sentence: str) -> None:
    assert own_place(sentence) is None


def test_a_work_named_in_quotation_marks_is_kept() -> None:
    assert named_works("our podcast 'Night Shift Radio' is on a break") == [
        "The user's podcast is called Night Shift Radio."
    ]
    assert named_works("the word 'podcast' is overused") == []


def test_a_name_before_a_capitalised_part_of_a_compound_is_held() -> None:
    assert holds_value("Ich leite eine DSA-Runde.", "dsa")
    assert not holds_value("We need something Postgres-compatible.", "postgres")
    assert not holds_value("Wir spielen kein DSA mehr.", "dsa")


def test_a_german_no_more_retires_the_name_inside_a_compound() -> None:
    assert supersedes(
        content="Wir nutzen kein Trello mehr.",
        subject=None,
        replaces=("trello",),
        changed=True,
        old_content="Unser Team plant alles im Trello-Board.",
        old_subject=None,
    )


def test_a_thing_moved_into_a_lowercase_tool_outdates_where_it_was_kept() -> None:
    assert updates_topic(
        "The user moved all the invoices to google drive.",
        "The user keeps all their invoices in dropbox.",
    )
    assert updates_topic(
        "The user moved the whole wiki into Confluence over the weekend.",
        "The user's wiki is in notion.",
    )
    assert not updates_topic(
        "The user moved all the invoices to google drive.",
        "The user's invoices go out on the 1st.",
    )


async def test_a_weekly_slot_moved_with_only_its_new_day(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "we rehearse tuesdays at 8 in the church hall")
        await say(imprint, "my daughter has ballet on fridays")
        clock.advance(days=10)
        await say(imprint, "heads up, we're moving to thursdays at 7 from now on")
        active = await active_text(imprint)
        assert "thursdays" in active, active
        assert "tuesdays" not in active, active
        assert "ballet on fridays" in active, active


async def test_switching_to_a_tool_is_kept(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "we're switching to Basecamp from now on")
        assert "Basecamp" in await active_text(imprint)


async def test_an_ask_after_a_change_of_mind_about_a_thing_retires_it(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "for sewing stuff give me really detailed step by step instructions")
        clock.advance(days=30)
        await say(
            imprint,
            "ok i changed my mind about the step by step thing, i know the basics now. "
            "just give me a quick summary and i'll ask for more",
        )
        active = await active_text(imprint)
        assert "summary" in active, active
        assert "step by step" not in active, active


async def test_scratch_that_then_a_switch_takes_the_place_of_the_fact_just_said(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "we use firelog for call-outs, the officer signs them off")
        await say(
            imprint,
            "oh damn actually scratch that, the station switched to Vector Rostering in june",
        )
        active = await active_text(imprint)
        assert "Vector Rostering" in active, active
        assert "firelog" not in active, active


async def test_a_switch_in_a_new_session_leaves_an_unrelated_fact(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my daughter plays violin in the county youth orchestra")
        await imprint.observe(
            user_id="u",
            agent_output="Noted.",
            user_response="we switched to octopus energy last week",
            session_id="s2",
        )
        assert "violin" in await active_text(imprint)


def test_an_answer_is_outdated_by_a_new_value_of_its_kind_for_its_question() -> None:
    from imprint.pipeline.supersede import answer_outdated

    old = 'Asked "What time do you usually train?", the user said: "early mornings, 6am"'
    assert answer_outdated("The user trains evenings now, after work.", old)
    assert answer_outdated("The user's training is at 7pm now.", old)
    # no word of the question, or the same value again: not the answer's value anew
    assert not answer_outdated("The user's standup moved to 10am.", old)
    assert not answer_outdated("The user still trains early mornings at 6am.", old)


async def test_a_new_time_of_day_outdates_the_answer_it_changes(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "mornings, before the kids wake up", agent="When do you usually write?")
        clock.advance(days=20)
        await say(imprint, "new job so my writing time is evenings now, 8 till 10")
        active = await active_text(imprint)
        assert "evenings" in active, active
        assert "mornings" not in active, active


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("my address is 22 Oak Road, Leeds", "we've moved, from now on use 5 Mill Lane for post"),
        ("my home address is 14 Birch Ln Apt 2", "new address is 880 Harmon Ave, use that now"),
    ],
)
async def test_a_new_street_address_outdates_the_old(
    store_url: str, clock: FakeClock, first: str, then: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, first)
        clock.advance(days=10)
        await say(imprint, then)
        active = await active_text(imprint)
        assert "Mill Lane" in active or "Harmon" in active, active
        assert "Oak Road" not in active and "Birch" not in active, active


async def test_someone_elses_address_stays_beside_the_users(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my mum lives at 9 High St, Ripon")
        await say(imprint, "my address is 4 Park Ave now")
        assert "High St" in await active_text(imprint)

"""Round 20: values changed in passing (a count, a budget, a weekday, a job, a town)."""

from __future__ import annotations

import pytest

from imprint.pipeline.directions import direction_in
from imprint.pipeline.new_amounts import new_amount
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.understand import understand
from imprint.pipeline.value_classes import outdates
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say


def _rules(reply: str, agent: str = "What do you need?") -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.RULE]


@pytest.mark.parametrize(
    "sentence",
    [
        "caterer shortlist pls, we're about 60 people",
        "a rough budget please, we have no idea yet",
        "packing list pls, leaving friday",
        "quick recap please",
    ],
)
def test_a_piece_of_work_asked_for_politely_is_no_standing_rule(sentence: str) -> None:
    assert direction_in(sentence) is None
    assert _rules(sentence) == []


@pytest.mark.parametrize("sentence", ["metric pls", "bullet points please", "british spelling pls"])
def test_a_format_asked_for_politely_is_still_a_rule(sentence: str) -> None:
    assert _rules(sentence) != []


@pytest.mark.parametrize(
    ("sentence", "count"),
    [
        ("we're cutting it to 45 guests, the hall is tiny", "45 guests"),
        ("ok we bumped the list up to 30 kids for the party", "30 kids"),
        ("i'm trimming the numbers down to 12 players this season", "12 players"),
    ],
)
def test_a_count_moved_is_the_new_count(sentence: str, count: str) -> None:
    found = new_amount(sentence)
    assert found is not None and found.new == count


@pytest.mark.parametrize(
    "sentence",
    [
        "we're cutting it to 20 minutes",  # a measure, not a count of things
        "ok we're cutting it to 90 seconds per slide",
        "we bumped it up to 30 degrees",
        "she's cutting it to 40 guests",  # hers, not the user's
        "if we cut it to 50 guests would it fit?",  # a question
    ],
)
def test_no_count_is_read_from_a_measure_or_someone_else_or_a_question(sentence: str) -> None:
    assert new_amount(sentence) is None


def test_a_budget_said_with_we_is_the_users_whoever_was_named_before() -> None:
    found = new_amount("talked it over with my husband, we can go up to 2300 a month")
    assert found is not None and found.new.startswith("2300")


@pytest.mark.parametrize(
    ("new", "old", "expected"),
    [
        (
            "They've put the user on saturdays now, same hours.",
            "The user volunteers at the animal shelter, friday afternoon shift.",
            True,
        ),
        (
            "The choir rehearses on Tuesdays now.",
            "The user sings in a community choir that rehearses every Thursday.",
            True,
        ),
        # another recurring thing of the user's: nothing ties the two
        (
            "The user's spin class is on Mondays now.",
            "The user visits their dad every Sunday.",
            False,
        ),
        # the old day is still held
        (
            "The user is on Mondays and Wednesdays now, same times.",
            "The user's swim lessons are Wednesdays at six.",
            False,
        ),
    ],
)
def test_a_recurring_thing_moved_to_another_weekday(new: str, old: str, expected: bool) -> None:
    assert outdates(content=new, subject=None, old_content=old) is expected


def test_a_job_typed_in_lower_case_is_where_the_user_works() -> None:
    assert subject_of("I pay the bills with weekend shifts as a cashier at lidl.") == "employer"
    assert subject_of("I work as a nurse at night.") != "employer"


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("its rome now not florence, the venue fell through", "florence"),
        ("we use yarn now not npm", "npm"),
    ],
)
def test_now_not_without_a_comma_retires_the_old_value(sentence: str, old: str) -> None:
    changes = [s.change.replaces for s in understand(sentence, "Noted.").statements]
    assert any(old in r for r in changes), changes


@pytest.mark.parametrize(
    "sentence", ["it crashed again now not sure why", "ok all good now not worried"]
)
def test_now_not_before_a_feeling_retires_nothing(sentence: str) -> None:
    assert all(not s.change.replaces for s in understand(sentence, "Noted.").statements)


async def test_a_new_count_retires_the_old_one(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "the seating plan is for 150 guests at the moment")
        await say(imprint, "update, we're cutting it to 90 guests, budget reasons")
        text = (await active_text(imprint)).lower()
        assert "90 guests" in text
        assert "150" not in text


async def test_a_shift_moved_to_another_day_retires_the_old_day(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i do the monday night shift at the homeless kitchen, 7 to 10")
        clock.advance(days=21)
        await say(
            imprint, "they've moved me to wednesdays since the new manager started, same hours"
        )
        text = (await active_text(imprint)).lower()
        assert "wednesdays" in text
        assert "monday" not in text


async def test_a_new_job_retires_a_job_typed_in_lower_case(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i'm learning sql at night after my shifts as a waiter at nandos")
        clock.advance(days=40)
        await say(imprint, "big news, first week as a data analyst at Ocado!")
        text = (await active_text(imprint)).lower()
        assert "ocado" in text
        assert "nandos" not in text


def test_a_name_typed_in_lower_case_against_the_agents_spelling_is_the_name() -> None:
    agent = 'Draft: "Morning all, Nial here. Today I am pairing on the importer."'
    contents = [
        s.content for s in understand("its niall not nial, two Ls. rest is good", agent).statements
    ]
    assert "The user's name is Niall." in contents


def test_a_word_typed_in_lower_case_is_no_name_unless_the_agent_used_a_close_one() -> None:
    contents = [s.content for s in understand("its done not dane", "Here it is.").statements]
    assert not any("name" in c for c in contents)


def _replaced(reply: str) -> set[str]:
    return {v for s in understand(reply, "Noted.").statements for v in s.change.replaces}


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("the kindle went to my niece, i read on a kobo now", "kindle"),
        ("our old sofa went to a charity shop and we got a corner one", "sofa"),
        ("the van's off the road so i'm on my brother's transit now", "van"),
        ("the quinta is in drydock till june so we're on the Marisol now", "quinta"),
    ],
)
def test_a_thing_given_away_or_out_of_service_is_retired(reply: str, old: str) -> None:
    assert old in _replaced(reply)


@pytest.mark.parametrize(
    "reply",
    ["my mum went to my sister's for the weekend", "my son went to a friend's after school"],
)
def test_a_person_gone_to_stay_somewhere_is_not_retired(reply: str) -> None:
    assert not _replaced(reply)


def test_a_value_said_as_a_slip_is_taken_back_and_makes_no_rule() -> None:
    reply = "sorry, I said jira out of habit. these days it's all Linear."
    found = understand(reply, "Which tracker do you use?").statements
    assert not [s for s in found if s.type is MemoryType.RULE]
    assert any("linear" in s.content.lower() and "jira" in s.change.replaces for s in found)


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("long story, but the database is now CockroachDB.", "cockroachdb"),
        ("these days everything's in Figma.", "figma"),
    ],
)
def test_a_value_said_after_now_is_kept(reply: str, word: str) -> None:
    contents = [s.content.lower() for s in understand(reply, "Noted.").statements]
    assert any(word in c and not c.endswith("..") for c in contents), contents


def test_you_know_what_is_only_a_lead() -> None:
    found = understand("you know what, metric everywhere from now on", "Noted.").statements
    assert [s.content for s in found] == ["Metric everywhere."]


def test_an_answer_in_its_frame_is_kept_whole() -> None:
    found = understand(
        "half day is $900, full day is $1600 with a second shooter",
        "What are your packages and prices?",
    ).statements
    assert [s.content for s in found] == [
        'Asked "What are your packages and prices?", the user said: "half day is $900, full '
        'day is $1600 with a second shooter"'
    ]


async def test_a_new_price_retires_the_old_one(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my half-day shoot costs $1200, full day is separate")
        clock.advance(days=30)
        await say(imprint, "quick one, the half-day shoot is $1450 now, can you fix the blurb")
        text = (await active_text(imprint)).lower()
        assert "1450" in text
        assert "1200" not in text


async def test_new_weekdays_with_new_hours_retire_the_old_slot(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "choir rehearsal is fridays 7 to 9 in the church hall")
        await say(imprint, "ah they changed it, its tuesdays 6:30 to 8:30 now from next month")
        text = (await active_text(imprint)).lower()
        assert "tuesdays" in text
        assert "fridays" not in text


@pytest.mark.parametrize(
    "reply",
    [
        "'3.1 All visitors must sign in at reception and wear a badge at all times'. "
        "does that apply to contractors too?",
        '"12.4 Staff shall always log the batch number before dispensing" - so who checks it?',
    ],
)
def test_a_numbered_line_of_a_pasted_document_is_not_the_users_fact(reply: str) -> None:
    assert understand(reply, "Paste the section and I'll explain it.").statements == ()


_JARS = (
    "Three options: 1) amber glass bottles with droppers, 2) frosted glass with pumps, "
    "3) recycled plastic tubes. Glass feels premium; tubes are cheapest."
)


def _decisions(reply: str, agent: str) -> list[str]:
    found = understand(reply, agent).statements
    return [s.content for s in found if s.type is MemoryType.DECISION]


def test_an_option_named_alone_as_a_fragment_is_the_pick() -> None:
    assert _decisions("amber glass w the droppers. tubes feel cheap at a craft fair", _JARS)


@pytest.mark.parametrize(
    "reply",
    ["amber glass looks nice but pricey", "amber glass bottles, are they food safe?"],
)
def test_a_remark_or_a_question_about_an_option_is_no_pick(reply: str) -> None:
    assert not _decisions(reply, _JARS)


def test_a_pick_said_with_its_verb_may_name_the_option_by_one_distinctive_word() -> None:
    agent = (
        "For the queue: 1) a Postgres table polled with SKIP LOCKED, 2) Redis streams with "
        "consumer groups, 3) RabbitMQ. Which do you want?"
    )
    assert _decisions("let's go with the rabbitmq one, we run it elsewhere already", agent)


@pytest.mark.parametrize("sentence", ["eggs are $5 now, crazy", "petrol is $2.10 now"])
def test_a_price_of_something_the_user_does_not_sell_or_pay_by_the_session(sentence: str) -> None:
    assert new_amount(sentence) is None


@pytest.mark.parametrize(
    ("new", "old"),
    [
        (
            "They moved the user to thursdays now, same hours.",
            "The user goes to book club every Tuesday.",
        ),
        ("The user has 10-12 kids on Mondays now.", "Pottery class is tuesdays 7 to 9."),
    ],
)
def test_a_weekday_move_leaves_other_recurring_things(new: str, old: str) -> None:
    assert not outdates(content=new, subject=None, old_content=old)


def test_what_a_job_is_done_for_is_no_workplace() -> None:
    assert subject_of("I work as a tutor for kids on weekends.") != "employer"


def test_now_not_before_a_verb_retires_nothing() -> None:
    assert not _replaced("ok its fine now not going anywhere.")


def test_a_mistake_named_later_in_a_correction_leaves_the_correction() -> None:
    found = understand("I said British spelling, you used American by mistake again", "Done.")
    assert [s for s in found.statements if s.type is MemoryType.RULE]


def test_a_lower_case_name_correction_may_open_with_a_capital() -> None:
    agent = 'Draft: "Morning all, Nial here."'
    contents = [s.content for s in understand("Its niall not nial, two Ls", agent).statements]
    assert "The user's name is Niall." in contents

"""Changes the user tells on the way to something else, and forget requests said around it.

"we dont have the hunter anymore", "since i got to lisbon in april ...", "finally survived
my first half term at Kingsmead", "handed the secretary gig to Mo", "from now on stats go
in google sheets, it was slow": each names a new value or an old one in passing. And a
forget request said twice ("dont keep X anywhere, just forget it"), by a kind of thing
("the heart stuff", "the morning thing"), or of part of an answer.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.directions import direction_in
from imprint.pipeline.forget import forget_request
from imprint.pipeline.forget_rest import forget_rest
from imprint.pipeline.passing_changes import passing_change
from imprint.pipeline.retired_values import retired_values
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in
from imprint.pipeline.work import about_work
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say

_AGENT = "Hi! How can I help?"

# -- old values named in passing -------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("we dont have the catalina anymore, sold her last spring", "catalina"),
        ("we don't use asana anymore", "asana"),
        ("i dont drive the golf anymore, it died", "golf"),
        ("im not at Brightwell anymore", "brightwell"),
        ("we're no longer renovating the attic, too pricey", "attic"),
        ("handed the treasurer role over to Ann at the AGM", "treasurer"),
        ("passed my captain role to Joe this season", "captain"),
    ],
)
def test_a_thing_given_up_in_passing_is_an_old_value(sentence: str, old: str) -> None:
    assert old in change_in(sentence, "en").replaces


@pytest.mark.parametrize(
    "sentence",
    [
        "i dont have time anymore",
        "I don't use it anymore",
        "we don't have access anymore, IT locked us out",
        "handed the form to reception",
    ],
)
def test_no_named_thing_is_no_old_value(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


def test_what_a_change_of_mind_skips_is_retired() -> None:
    sentences = (
        "ok I changed my mind about the spring race.",
        "skipping boston, the flights are silly.",
        "doing the vermont city marathon instead.",
    )
    assert "boston" in retired_values(sentences, frozenset(), "en")


def test_skipping_something_alone_retires_nothing() -> None:
    sentences = ("skipping yoga this week, my back is sore.",)
    assert retired_values(sentences, frozenset(), "en") == ()


# -- new values named in passing -------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "town"),
    [
        ("since i got to lisbon in march everything takes forever", "Lisbon"),
        ("ever since we moved to Halifax the commute is brutal", "Halifax"),
        ("now that we've relocated to Porto I need a new dentist", "Porto"),
        ("finally done unpacking in Cork, can you help me set up utilities", "Cork"),
        ("we finally got the new house in Exeter sorted", "Exeter"),
    ],
)
def test_a_move_said_as_background_is_a_new_home(sentence: str, town: str) -> None:
    change = passing_change(sentence)
    assert change is not None and change.subject == "city", change
    assert change.new == town


@pytest.mark.parametrize(
    "sentence",
    [
        "since I got to work today my inbox has exploded",
        "since i got to Paris this morning it has rained nonstop",
        "since we got to the office the wifi has been down",
    ],
)
def test_arriving_somewhere_for_the_day_is_no_move(sentence: str) -> None:
    change = passing_change(sentence)
    assert change is None or change.subject != "city", change


def test_a_first_term_survived_names_the_new_workplace() -> None:
    change = passing_change("survived my first week at Oakfield Primary, send wine")
    assert change is not None and change.subject == "employer"
    assert change.new == "Oakfield Primary"


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("The user is doing volunteer coordinator now.", "post"),
        ("The user is head of maths at Kingsway Academy.", "role"),
        ("The user started as shift supervisor last month.", "role"),
        ("The user's team is on H100s at a neocloud now.", "gpu"),
    ],
)
def test_posts_roles_and_kit_said_plainly_have_their_subject(content: str, subject: str) -> None:
    assert subject_of(content) == subject


@pytest.mark.parametrize(
    "content",
    [
        "The user started as soon as the kids were asleep.",
        "The user is head of the household.",
    ],
)
def test_words_of_work_outside_work_are_no_job(content: str) -> None:
    assert not about_work(content)


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        ("from now on invoices go in xero, quickbooks kept crashing", "xero"),
        ("from now on notes go in obsidian, it was too slow in notion", "obsidian"),
    ],
)
def test_a_reason_after_a_standing_ask_leaves_the_ask(sentence: str, rule: str) -> None:
    direction = direction_in(sentence, previous="", after_agent=True, in_preference=False)
    assert direction is not None and rule in direction.lower(), direction


def test_a_reason_without_a_standing_word_asks_nothing() -> None:
    sentence = "notes go in obsidian, it was too slow in notion"
    assert direction_in(sentence, previous="", after_agent=True, in_preference=False) is None


async def test_a_boat_sold_in_passing_retires_it(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "hunter 27, fin keel", agent="What boat do you sail?")
        clock.advance(days=60)
        await say(imprint, "we dont have the hunter anymore, sold it. got a j/105 now")
        active = await active_text(imprint)
        assert "hunter 27" not in active.lower(), active


async def test_a_move_told_as_background_replaces_the_old_town(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm a translator based in Lyon")
        clock.advance(days=90)
        await say(imprint, "since i got to lisbon in april my invoices are a mess, help?")
        active = await active_text(imprint)
        assert "Lisbon" in active, active
        assert "Lyon" not in active, active


# -- forget requests -------------------------------------------------------------------------


def test_forget_it_after_a_request_says_it_again() -> None:
    request, _ = forget_request(
        ("pls dont keep the divorce thing anywhere, just forget it.",), "en"
    )
    assert request is not None and ("divorce",) in request.terms


@pytest.mark.parametrize("sentence", ["forget it, it's fine.", "ugh, forget it."])
def test_forget_it_alone_is_no_request(sentence: str) -> None:
    assert forget_request((sentence,), "en")[0] is None


def test_the_wish_said_again_is_no_rule() -> None:
    reading = understand(
        "can you delete my home address from whatever you remember? don't need it stored.",
        _AGENT,
    )
    assert reading.forget is not None
    assert not reading.statements, reading.statements


@pytest.mark.parametrize(
    ("content", "word"),
    [
        ("The user has atrial fibrillation and sees a cardiologist.", "heart"),
        ('Asked "When do you train?", the user said: "6am before work, weekdays"', "morning"),
        ("The user walks the dog at 7pm every evening.", "evening"),
    ],
)
def test_a_kind_of_thing_names_its_memories(content: str, word: str) -> None:
    assert forget_matches(content, [(word,)])


def test_a_kind_of_thing_leaves_other_memories() -> None:
    assert not forget_matches("The user races for a club on weekends.", [("morning",)])


def test_forgetting_part_of_an_answer_keeps_the_rest_of_it() -> None:
    content = (
        'Asked "Where should I ship it, and what is the boat called?", the user said: '
        "\"ship to 18 harbour view rd, falmouth. boat is 'saltire', a contessa 26\""
    )
    rest = forget_rest(content, [("address",)])
    assert rest is not None
    assert "saltire" in rest[0] and "harbour" not in rest[0], rest


# -- towns typed in lower case -----------------------------------------------------------


@pytest.mark.parametrize(
    "content",
    [
        "The user lives in lubbock now.",
        "The user lives in asheville with their partner.",
        "The user is out of amarillo, mostly long haul.",
        "The user is based in toowoomba.",
    ],
)
def test_a_smaller_town_in_lower_case_is_a_home(content: str) -> None:
    assert subject_of(content) == "city"


@pytest.mark.parametrize(
    "content",
    [
        "The user is out of milk.",
        "The user is out of ideas for dinner.",
        "The user is out of office until Monday.",
    ],
)
def test_out_of_a_thing_is_no_home(content: str) -> None:
    assert subject_of(content) != "city"


def test_a_town_said_alone_is_no_home() -> None:
    reading = understand("aloha", "Where are you based?")
    assert all("Aloha" not in s.content for s in reading.statements), reading.statements


# -- picks and tools after a change of mind -----------------------------------------------


@pytest.mark.parametrize(
    ("reply", "what"),
    [
        ("ugh scratch that, talked to my wife and we're doing a taco bar", "taco bar"),
        ("actually no, we're having it at the boathouse, more parking", "boathouse"),
        ("hmm scratch that. I'm going with the walnut one", "walnut one"),
    ],
)
def test_a_pick_after_taking_the_last_word_back_is_a_decision(reply: str, what: str) -> None:
    decisions = [
        s.content for s in understand(reply, _AGENT).statements if s.type.value == "decision"
    ]
    assert any(what in d for d in decisions), decisions


@pytest.mark.parametrize(
    "reply",
    ["we're doing a taco bar for the kids' party", "actually no, we're doing fine thanks"],
)
def test_what_the_user_is_doing_without_a_retraction_is_no_pick(reply: str) -> None:
    decisions = [s for s in understand(reply, _AGENT).statements if s.type.value == "decision"]
    assert not decisions, decisions


@pytest.mark.parametrize(
    ("reply", "tool"),
    [
        ("cancelled harvest today. moving everything to Toggl, its cheaper", "Toggl"),
        ("signed up for pipedrive last week and moved all our leads over", "pipedrive"),
    ],
)
def test_a_tool_everything_moved_to_is_kept(reply: str, tool: str) -> None:
    contents = [s.content for s in understand(reply, _AGENT).statements]
    assert any(tool in c for c in contents), contents


def test_things_moved_into_a_place_are_no_tool() -> None:
    contents = [
        s.content for s in understand("moving everything to the new laptop", _AGENT).statements
    ]
    assert not any("moved everything" in c for c in contents), contents


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("Der Arbeitstitel \u201eSeewind\u201c ist leider vom Tisch.", "seewind"),
        ("Die Kooperation mit Fernblick Verlag ist geplatzt.", "fernblick verlag"),
        ("Die Jira-Boards sind Geschichte, wir nutzen Linear.", "jira"),
    ],
)
def test_german_things_off_the_table_are_old_values(sentence: str, old: str) -> None:
    assert old in change_in(sentence, "de").replaces


def test_who_the_user_is_stands_beside_an_undecided_opening() -> None:
    reply = "no idea yet. oh and whatever we do, no peanuts near me, im properly allergic"
    contents = [s.content for s in understand(reply, "Do you have a menu in mind?").statements]
    assert any("allergic" in c for c in contents), contents


def test_an_undecided_opening_still_keeps_no_pick() -> None:
    reply = "not decided yet. Supabase is tempting, but Neon looks cheaper"
    assert not understand(reply, "Which database host?").statements

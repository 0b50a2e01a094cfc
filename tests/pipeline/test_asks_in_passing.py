"""Standing asks and new values said in the shapes chat gives them.

"works, but from now on can all examples be typed?", "could you turn revision stuff into
flashcards going forward?", "any handover stuff i ask for, always SBAR", "you can give me
long detailed answers from now on", "can you put initials instead? ... do that every time";
and values: "remember my coffee order ... large oat flat white", "scratch the flat white,
change it to a decaf oat latte", "the game is Tidecaller btw", "ive got lates this month",
"my girlfriend is Jess now".
"""

from __future__ import annotations

import pytest

from imprint.pipeline.asks_apart import question_apart
from imprint.pipeline.directions import direction_in
from imprint.pipeline.named_works import named_works
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.supersede import supersedes
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say

_AGENT = "Here you go."


def _rules(reply: str, agent: str = _AGENT) -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.type is MemoryType.RULE]


def _direction(sentence: str) -> str | None:
    return direction_in(sentence, previous="", after_agent=True, in_preference=False)


# -- standing asks ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("nice, but from now on can every sql example use CTEs?", "ctes"),
        ("feel free to use emojis from now on", "emojis"),
        ("you can give me the long version with sources from now on", "long version"),
        ("could you turn meeting notes into action lists going forward?", "action lists"),
        ("can you give distances in km not miles pls, im in spain", "km"),
        ("any cover letters i ask for, keep them under 300 words", "300 words"),
    ],
)
def test_a_standing_ask_in_a_chat_shape_is_a_rule(sentence: str, kept: str) -> None:
    direction = _direction(sentence)
    assert direction is not None and kept in direction.lower(), direction


@pytest.mark.parametrize(
    "sentence",
    [
        "you can use the dataset I sent",
        "can you turn this into a table?",
        "nice, but the second one is wrong",
        "can you do the essay in french not english",
    ],
)
def test_one_turns_asks_and_remarks_are_no_rule(sentence: str) -> None:
    assert _direction(sentence) is None


def test_every_time_points_past_the_examples_to_the_ask() -> None:
    reply = (
        "can you use first names only instead of full names? Ana, Tom etc. it goes on a "
        "tiny label. do that every time pls"
    )
    assert any("first names only" in r for r in _rules(reply)), _rules(reply)


def test_a_question_after_a_comma_is_asked_apart_without_its_mark() -> None:
    parts = question_apart("we still meet at the boathouse though, whats good for tonight")
    assert parts == ("we still meet at the boathouse though.", "whats good for tonight")


def test_a_clause_that_goes_on_is_no_question() -> None:
    sentence = "I took over Identity, which is 11 people and a lot of legacy SAML code"
    assert question_apart(sentence) == (sentence,)


# -- values ----------------------------------------------------------------------------------


def test_a_thing_to_remember_keeps_the_value_said_after_it() -> None:
    reply = (
        "remember my gym locker so when i ask you can just tell me, my memory is shot. "
        "row C, number 214"
    )
    contents = [s.content for s in understand(reply, "Hi!").statements]
    assert any("gym locker" in c and "214" in c for c in contents), contents


def test_a_value_struck_out_for_another_is_kept() -> None:
    reply = "actually scratch the sourdough, change it to a rye loaf. the kids hate the crust"
    contents = [s.content for s in understand(reply, "Noted: sourdough.").statements]
    assert any("rye loaf" in c for c in contents), contents


@pytest.mark.parametrize(
    ("sentence", "named"),
    [
        ("the game is Tidecaller btw, a roguelike with pirates", "The game is called Tidecaller."),
        ("my podcast's called Low Tide", "The user's podcast is called Low Tide."),
        (
            "protag is a retired lighthouse keeper called Edda Voss",
            "The protagonist is a retired lighthouse keeper called Edda Voss.",
        ),
    ],
)
def test_the_name_of_the_users_work_is_kept(sentence: str, named: str) -> None:
    assert named in named_works(sentence)


@pytest.mark.parametrize(
    "sentence", ["the game is great but too long", "the app is 2 years old", "my book is late"]
)
def test_a_work_described_is_not_named(sentence: str) -> None:
    assert named_works(sentence) == []


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("The user's boyfriend theo is moving in next month.", "partner"),
        ("The user's wife is Priya now.", "partner"),
        ("Send the user the figures as json.", "data_format"),
        ("Give the user a plain table they can paste.", "data_format"),
        ("Keep replies short.", "length"),
        ("So the project is now Arctic sea ice.", "research_topic"),
    ],
)
def test_values_said_plainly_have_their_subject(content: str, subject: str) -> None:
    assert subject_of(content) == subject


@pytest.mark.parametrize(
    "content",
    [
        "The user's wife works at Google.",
        "The user's husband is pregnant with worry.",
        "The user's team stores configs in yaml.",
        "The project is now on hold.",
    ],
)
def test_what_someone_does_or_a_stack_is_no_such_subject(content: str) -> None:
    assert subject_of(content) not in ("partner", "data_format", "research_topic")


def test_a_new_shift_given_outdates_the_old_one() -> None:
    assert supersedes(
        content="The user has got nights, 8 till 8, all month.",
        subject=None,
        replaces=(),
        changed=True,
        old_content="The user is on earlies at the depot, 6 til 2.",
        old_subject=None,
    )
    assert not supersedes(
        content="The user has got nights off this week.",
        subject=None,
        replaces=(),
        changed=True,
        old_content="The user is on earlies at the depot, 6 til 2.",
        old_subject=None,
    )


async def test_a_partner_named_anew_replaces_the_old_name(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my boyfriend sam is helping me paint the flat")
        clock.advance(days=50)
        await say(imprint, "my boyfriend is Theo now, long story. he wants to help with the garden")
        active = await active_text(imprint)
        assert "Theo" in active, active
        assert "sam" not in active, active


async def test_a_format_asked_anew_replaces_the_old_one(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "csv pls, i paste it straight into sheets", agent="How do you want it?")
        clock.advance(days=10)
        await say(imprint, "from now on just give me a normal table i can screenshot")
        active = await active_text(imprint)
        assert "table" in active, active
        assert "Csv" not in active and "csv" not in active, active


# -- names spelled out, options picked -----------------------------------------------------


@pytest.mark.parametrize(
    ("agent", "reply", "kept", "wrong"),
    [
        ("Hi Nieve! What can I do?", "lol its Niamh, N-I-A-M-H, irish spelling", "Niamh", "Nieve"),
        (
            "Sent to Cathryn.",
            "its Kathryn. K-A-T-H-R-Y-N. everyone gets it wrong",
            "Kathryn",
            "Cathryn",
        ),
    ],
)
def test_a_name_spelled_letter_by_letter_fixes_the_agents_nearest_name(
    agent: str, reply: str, kept: str, wrong: str
) -> None:
    contents = [s.content for s in understand(reply, agent).statements]
    assert any(kept in c and wrong in c for c in contents), contents


def test_a_pick_named_then_pointed_at_keeps_the_name() -> None:
    agent = "Names for the shop: 'Salt & Ember', 'Tidewell', 'The Copper Kettle'."
    reply = "ooh tidewell, thats the one. we'll go with that, signage goes up in may"
    decisions = [
        s.content for s in understand(reply, agent).statements if s.type.value == "decision"
    ]
    assert any("idewell" in d for d in decisions), decisions


def test_a_pick_said_with_its_own_object_stands() -> None:
    decisions = [
        s.content
        for s in understand("we'll go with mysql", "Postgres or MySQL?").statements
        if s.type.value == "decision"
    ]
    assert any("mysql" in d.lower() for d in decisions), decisions


# -- what the user has, said back to the agent ----------------------------------------------


def test_an_answer_naming_the_thing_asked_about_is_kept() -> None:
    reply = "its a raleigh record from about 1978, got it at a car boot"
    contents = [s.content for s in understand(reply, "What bike is it, roughly?").statements]
    assert any("raleigh record" in c for c in contents), contents


def test_a_remark_on_the_thing_asked_about_is_no_answer() -> None:
    contents = [s.content for s in understand("it's a bit of a mix", "What dog is it?").statements]
    assert not any("mix" in c for c in contents), contents


def test_a_named_family_member_keeps_the_name_beside_a_pronoun() -> None:
    contents = [
        s.content
        for s in understand("with my son arlo, hes 7 and mad about planets", "Hi").statements
    ]
    assert any("arlo" in c and "7" in c for c in contents), contents


@pytest.mark.parametrize(
    ("agent", "reply", "fact"),
    [
        (
            "Since your Kindle can't show colour, try ...",
            "its not a kindle lol, its a kobo libra colour",
            "The user has a kobo libra colour, not a kindle.",
        ),
        (
            "With your gas hob, keep the flame low.",
            "it's not gas, it's induction",
            "The user has induction, not gas.",
        ),
    ],
)
def test_a_thing_the_agent_took_for_another_is_put_right(agent: str, reply: str, fact: str) -> None:
    contents = [s.content for s in understand(reply, agent).statements]
    assert fact in contents, contents


def test_it_is_not_x_of_nothing_the_user_has_keeps_nothing() -> None:
    contents = [
        s.content for s in understand("it's not a bug, it's a feature", "Nice bug!").statements
    ]
    assert not any("The user has" in c for c in contents), contents


# -- who the user is, told in fragments -----------------------------------------------------


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("im Niamh, third year midwifery at keele", "third year midwifery student at keele"),
        ("2nd year law at Durham, quick q about tort", "2nd year law student at Durham"),
        ("im Aled, nurse at the royal gwent", "nurse at the royal gwent"),
    ],
)
def test_a_role_or_course_told_as_a_fragment_is_kept(reply: str, kept: str) -> None:
    contents = [s.content for s in understand(reply, "Hi!").statements]
    assert any(kept in c for c in contents), contents
    assert not any(c.lower().startswith(kept.split()[0].lower()) for c in contents), contents


def test_a_year_of_something_else_is_no_course() -> None:
    contents = [
        s.content
        for s in understand("second year running the club, its going well", "Hi!").statements
    ]
    assert not any("student" in c for c in contents), contents


def test_a_lasting_placement_and_a_bounded_shift_are_kept_apart() -> None:
    reply = "im on the cardiac ward this block and doing nights until the 12th, so no mornings"
    contents = [s.content for s in understand(reply, "Hi!").statements]
    assert "The user is on the cardiac ward this block." in contents, contents


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("Ahora que estoy instalada en Valencia tengo m\u00e1s tiempo.", "city"),
        ("Da luned\u00ec sono passato alla clinica San Marco.", "employer"),
        ("Lavoro alla reception di un hotel a Roma.", "employer"),
    ],
)
def test_a_move_or_a_new_workplace_in_other_languages_has_its_subject(
    content: str, subject: str
) -> None:
    assert subject_of(content) == subject


def test_working_at_a_thing_is_no_workplace_in_italian() -> None:
    assert subject_of("Lavoro al computer tutto il giorno.") != "employer"


def test_dotted_letters_in_a_log_line_spell_no_name() -> None:
    reply = "here:\nERROR 09:14:02 [main] o.s.b.SpringApplication - Application run failed"
    contents = [s.content for s in understand(reply, "Can you paste the log?").statements]
    assert not any("Spell the name" in c for c in contents), contents

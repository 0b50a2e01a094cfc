"""Everyday facts about the user's world, read by the shape of the sentence.

Named dependants and possessions ("my tortoise Gerald has ..."), the tools the user builds
with named inside a request ("my Minecraft server ..."), and what they do or pay by the
period ("I swim every Monday"). Each shape is tried in phrasings of our own from several
domains, with near misses that must store nothing of the kind.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.builds import build_in
from imprint.pipeline.possessions import named_possession
from imprint.pipeline.routines import routine_in
from imprint.pipeline.understand import understand
from imprint.store.terms import index_text, query_terms
from imprint.types import MemoryType


def _facts(reply: str) -> list[str]:
    return [s.content for s in understand(reply).statements if s.type is MemoryType.FACT]


def _fact_with(reply: str, words: tuple[str, ...]) -> str | None:
    return next((f for f in _facts(reply) if all(w in f.lower() for w in words)), None)


# (reply, words the fact keeps)
NAMED = [
    ("my labrador Juno is allergic to beef", ("juno", "beef")),
    ("our cat, Mochi, is 12", ("mochi", "12")),
    ("My son Arlo starts kindergarten in August", ("arlo", "kindergarten")),
    ("my tortoise Gerald has a cracked shell", ("gerald", "shell")),
    ("my stepdaughter Lena only eats plain pasta", ("lena", "pasta")),
    ("my old van Betty has 200k miles on it", ("betty", "200k")),
    ("my grandmother Ruth uses a hearing aid", ("ruth", "hearing aid")),
    ("our two guinea pigs Salt and Pepper are 3", ("salt and pepper", "3")),
    ("I've got a ferret named Ziggy", ("ferret", "ziggy")),
    ("we rescued a lurcher in the spring, a shy girl called Nell", ("lurcher", "nell")),
    ("we have a parrot called Rio who swears", ("parrot", "rio")),
    ("my toddler keeps waking at 5, she's allergic to eggs so breakfast is hard", ("eggs",)),
    ("my dad is staying with us, he can't eat shellfish", ("dad", "shellfish")),
]
NOT_NAMED = [
    "my boss Dana says the deadline moved",
    "my friend Sam thinks we should rewrite it in Rust",
    "What should I name my puppy?",
    "I have a file called Main that won't compile",
    "my exam Monday is at 9",
    "my colleague Priya told me the build is broken",
]


@pytest.mark.parametrize(("reply", "words"), NAMED)
def test_a_named_being_of_the_users_is_kept_with_its_name_and_state(
    reply: str, words: tuple[str, ...]
) -> None:
    fact = _fact_with(reply, words)
    assert fact is not None, understand(reply)
    assert "team" not in fact  # a pet or a child is the household's, not the team's


@pytest.mark.parametrize("reply", NOT_NAMED)
def test_reported_speech_questions_and_files_name_no_being(reply: str) -> None:
    assert named_possession(reply) is None
    assert _facts(reply) == [], understand(reply)


def test_appositive_commas_are_dropped_so_the_fact_reads_alone() -> None:
    assert _facts("our dog, Bramble, is deaf") == ["The user's dog Bramble is deaf."]


def test_a_named_client_stays_the_teams() -> None:
    hit = named_possession("our client Acme has a strict style guide")
    assert hit is not None and hit.text.startswith("our client")


BUILDS = [
    ("I'm building a farming sim in Unity 2022, how should I store crops?", ("unity 2022",)),
    ("In my Minecraft server the mobs don't spawn at night", ("minecraft server",)),
    ("my Unreal Engine 5 level is far too dark", ("unreal engine 5",)),
    ("running it on a Raspberry Pi 3, the camera times out", ("raspberry pi 3",)),
    ("I edit my podcast in Audacity, can you suggest a noise filter?", ("audacity",)),
    ("I keep my recipes in Notion, how should I tag them?", ("notion",)),
    ("why does my Shopify store show the wrong currency?", ("shopify store",)),
    ("my Arduino Nano keeps resetting when the servo moves", ("arduino nano",)),
    ("I'm writing my dissertation in LaTeX, how do I add a glossary?", ("latex",)),
    ("the tests pass on my Windows laptop but not in CI", ("windows laptop",)),
]
NOT_BUILDS = [
    "how do I make a platformer in Godot?",
    "I'm making dinner with Sarah",
    "the team is running it on a Raspberry Pi",
    "should I build my app in Flutter?",
    "if I made a game in Unity would it run on a Switch?",
    "I'm thinking about writing a blog in Hugo",
]


@pytest.mark.parametrize(("reply", "words"), BUILDS)
def test_a_tool_or_device_named_inside_a_request_is_kept(
    reply: str, words: tuple[str, ...]
) -> None:
    assert _fact_with(reply, words) is not None, understand(reply)


@pytest.mark.parametrize("reply", NOT_BUILDS)
def test_a_tool_only_asked_about_or_someone_elses_is_not_the_users(reply: str) -> None:
    assert build_in(reply) is None
    assert not any(f.startswith(("The user has", "The user runs")) for f in _facts(reply))


def test_an_owned_tool_reads_as_the_users_with_an_article() -> None:
    assert _facts("In my Unity project the player falls through the floor") == [
        "The user has a Unity project."
    ]


ROUTINES = [
    ("I put 300 a month into my pension", ("300 a month", "pension")),
    ("I swim every Monday and Wednesday", ("swim", "monday")),
    ("we're closed on Sundays", ("closed", "sundays")),
    ("I cycle to work three times a week", ("cycle", "three times a week")),
    ("my rent is 950 a month", ("rent", "950")),
    ("I teach piano on Saturdays, so weekends are tight", ("piano", "saturdays")),
    ("we do a sprint review every other Thursday", ("sprint review", "thursday")),
    ("I get paid on the 1st of every month", ("paid", "1st")),
    ("I usually fast twice a week", ("fast", "twice a week")),
    ("I give my kids 5 dollars a week in pocket money", ("5 dollars a week",)),
]
NOT_ROUTINES = [
    "I ran three times this week",
    "I want to run every day",
    "should I save 200 a month?",
    "if I put 500 a month in, how long until I have 10k?",
    "my brother runs every morning",
    "I get this error every morning",
    "I'm thinking of swimming twice a week",
    "can you remind me every Monday to water the plants?",
    "I'll check back every week",
    "we go through boxes of it every day",
]


@pytest.mark.parametrize(("reply", "words"), ROUTINES)
def test_a_routine_or_an_amount_by_the_period_is_kept(reply: str, words: tuple[str, ...]) -> None:
    assert _fact_with(reply, words) is not None, understand(reply)


@pytest.mark.parametrize("reply", NOT_ROUTINES)
def test_one_offs_wishes_conditions_and_others_routines_are_not_kept(reply: str) -> None:
    assert routine_in(reply) is None


def test_a_routine_ends_with_its_clause() -> None:
    facts = _facts("I put 250 a month into an index fund, nothing else")
    assert facts == ["The user put 250 a month into an index fund."]


@pytest.mark.parametrize(
    "reply",
    [
        "repo is bevy 0.13, the sprite sheet loads blank",
        "I'm making a puzzle game in Godot 4, how do I snap tiles?",
        "my GameMaker project crashes on export",
        "our game is built in unity, mostly 2D",
    ],
)
def test_the_engine_a_game_is_built_in_is_found_by_asking_for_the_engine(reply: str) -> None:
    statement = next(s for s in understand(reply).statements if s.type is MemoryType.FACT)
    assert statement.subject == "game_engine"
    # "Which game engine does the user use?" shares no word with "Godot 4" but the subject's
    assert "engine" in query_terms(index_text(statement.content, statement.subject))


# Conditions and constraints of the user's life: what they go without, when they are free.
CONDITIONS = [
    ("I have no car, so bus routes please", ("no car",)),
    ("I have no oven, just a microwave", ("no oven", "microwave")),
    ("we don't have a dishwasher", ("dishwasher",)),
    ("I haven't got a printer at home", ("printer",)),
    ("I don't have any pets", ("pets",)),
    ("I only have evenings free", ("evenings free",)),
    ("I work weekends at a garden centre", ("weekends",)),
    ("I work the graveyard shift at a depot", ("graveyard shift",)),
    ("I live alone", ("alone",)),
    ("I wear hearing aids", ("hearing aids",)),
    ("I'm red-green colour blind", ("colour blind",)),
]
NOT_CONDITIONS = [
    "I have no idea what that means",
    "I don't have time for this today",
    "I have no preference",
    "I don't have a strong opinion on it",
    "I have no questions",
    "if I have no car, how do I get there?",
    "I love mornings",
]


@pytest.mark.parametrize(("reply", "words"), CONDITIONS)
def test_a_lasting_condition_or_constraint_is_kept(reply: str, words: tuple[str, ...]) -> None:
    fact = _fact_with(reply, words)
    assert fact is not None, understand(reply)
    assert "team" not in fact  # "we don't have a dishwasher" is the household's


@pytest.mark.parametrize("reply", NOT_CONDITIONS)
def test_figures_of_speech_and_suppositions_are_no_condition(reply: str) -> None:
    assert named_possession(reply) is None
    assert routine_in(reply) is None
    assert _facts(reply) == [], understand(reply)


@pytest.mark.parametrize(
    ("sentence", "measure"),
    [
        ("I swim twice a week, about an hour each time, mostly at the lido", "an hour each"),
        ("I train on Mondays, 90 minutes per session", "90 minutes per session"),
        ("we climb every Sunday, 3 hours at a time", "3 hours at a time"),
        ("I cycle to work four times a week, 12km each", "12km each"),
    ],
)
def test_a_measure_of_each_time_stays_with_the_routine(sentence: str, measure: str) -> None:
    routine = routine_in(sentence)
    assert routine is not None and measure in routine.text

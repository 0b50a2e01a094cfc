"""Facts said in many words: where the user is, their stack, a project's, a named relative's.

Each intent is tried in several phrasings of our own, with near misses that must not fire.
"""

from __future__ import annotations

import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.places import location_in
from imprint.pipeline.stack import stack_in
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.understand import Statement, understand
from imprint.types import MemoryType


def _facts(reply: str, agent: str = "") -> list[Statement]:
    return [s for s in understand(reply, agent).statements if s.type is MemoryType.FACT]


def _fact_with(reply: str, word: str) -> Statement | None:
    return next((s for s in _facts(reply) if word.lower() in s.content.lower()), None)


# (reply, the place the fact must hold)
WHERE = [
    ("i'm in portugal, so quote prices in euros please", "portugal"),
    ("I'm based in Rotterdam these days", "rotterdam"),
    ("im over in Calgary now, it's -20 out", "calgary"),
    ("here in Nairobi the power cuts out a lot, keep the plan offline-friendly", "nairobi"),
    ("btw i'm now in the uk, so british spelling", "uk"),
    ("We're in Tucson, so summer hikes need an early start", "tucson"),
    ("I'm currently based out of Krak\u00f3w", "krak"),
    ("out here in rural Montana internet is slow", "montana"),
    ("i'm in Seoul now, might go back to Busan someday", "seoul"),
]
NOT_WHERE = [
    "I'm in a meeting, keep it short",
    "I'm in trouble with my landlord, what are my rights?",
    "I'm in love with this colour scheme",
    "I'm in charge of the onboarding docs",
    "I'm in the middle of a rebase",
    "I'm in Excel most of the day",
    "I'm in Marketing, not engineering",
    "here in the README it says to use make",
    "I'm in PST",
    "I'm in Priya's team now",
    "I'm in Platform Engineering",
]


@pytest.mark.parametrize(("reply", "place"), WHERE)
def test_where_the_user_is_is_a_fact_with_a_home_subject(reply: str, place: str) -> None:
    fact = _fact_with(reply, place)
    assert fact is not None, _facts(reply)
    assert fact.subject == "city"


@pytest.mark.parametrize("reply", NOT_WHERE)
def test_being_in_a_state_or_a_tool_is_no_place(reply: str) -> None:
    assert location_in(reply) is None
    assert all(s.subject != "city" for s in understand(reply).statements)


def test_a_stay_with_an_end_is_kept_but_is_not_a_home() -> None:
    fact = _fact_with("I'm in Lisbon for a conference until Friday", "lisbon")
    assert fact is not None
    assert fact.subject is None


# (reply, value, subject)
OWN_STACK = [
    ("at my day job i write scala, mostly spark jobs", "scala", "language"),
    ("i program in elixir", "elixir", "language"),
    ("professionally I code in C#", "c#", "language"),
    ("I mostly build with Django", "django", "backend"),
    ("my day job is mostly Ruby", "ruby", "language"),
    ("these days I do mostly golang", "golang", "language"),
    ("at work it's all Kotlin", "kotlin", "language"),
    ("ditched sublime last week, i'm on helix now", "helix", "editor"),
]
NOT_OWN_STACK = [
    "I work in sales",
    "I do go to the gym before work",
    "I wrote the prototype in Rust last year",
    "I'm writing a Swift tutorial for beginners",
    "I work with kids with special needs",
    "should I write this in Go?",
    "I don't code in Java anymore",
]


@pytest.mark.parametrize(("reply", "value", "subject"), OWN_STACK)
def test_the_users_stack_said_with_any_verb(reply: str, value: str, subject: str) -> None:
    fact = _fact_with(reply, value)
    assert fact is not None, _facts(reply)
    assert fact.subject == subject


@pytest.mark.parametrize("reply", NOT_OWN_STACK)
def test_working_in_a_field_or_past_work_names_no_stack(reply: str) -> None:
    hit = stack_in(reply)
    assert hit is None or not hit.own


# (reply, value, subject)
PROJECT_STACK = [
    ("zephyr is on Azure, functions and cosmos", "azure", "cloud"),
    ("the admin dashboard is built with Svelte", "svelte", "frontend"),
    ("our docs site is hosted on Netlify", "netlify", "hosting"),
    ("the payments service runs on Kotlin", "kotlin", "language"),
    ("different story for beacon, beacon's on DigitalOcean", "digitalocean", "cloud"),
    ("the android app uses Jetpack Compose", "jetpack compose", "mobile"),
    ("our worker queue runs on Railgun", "railgun", "hosting"),
]
NOT_PROJECT_STACK = [
    "the talk is on Kubernetes",
    "the bug is in React, not our code",
    "Django runs on Python",
    "the course is in Python",
    "this is on AWS's side",
    "the tutorial uses Flask",
    "the webinar is hosted on Hopin",
]


@pytest.mark.parametrize(("reply", "value", "subject"), PROJECT_STACK)
def test_a_projects_stack_is_a_fact(reply: str, value: str, subject: str) -> None:
    fact = _fact_with(reply, value)
    assert fact is not None, _facts(reply)
    assert fact.subject == subject


def test_what_a_thing_is_built_with_is_not_where_it_runs() -> None:
    fact = _fact_with("the game is built with Godot", "godot")
    assert fact is not None
    assert fact.subject != "hosting"


@pytest.mark.parametrize("reply", NOT_PROJECT_STACK)
def test_a_topic_or_a_tools_own_stack_is_no_project(reply: str) -> None:
    assert stack_in(reply) is None


def test_a_project_named_alone_is_what_everything_there_means() -> None:
    agent = "Which app are we on today?"
    found = _facts("nebula. everything there runs on GCP, bigquery mostly", agent)
    assert any(s.content.startswith("Everything in nebula runs on GCP") for s in found), found
    found = _facts("quasar. it's deployed on Vercel", agent)
    assert any(s.content.startswith("Quasar is deployed on Vercel") for s in found), found


# (reply, words the fact about the relative must hold)
PRONOUN = [
    ("my daughter Ines starts school in May. she's allergic to kiwi", ("ines", "kiwi")),
    ("my husband Tom is joining us. he can't eat gluten", ("tom", "gluten")),
    ("my partner Alex works nights. they sleep until 2pm", ("alex", "sleep")),
    ("my dad is 81. he has a pacemaker", ("dad", "pacemaker")),
    ("My little brother Jonas is 16. He's colour-blind, fyi", ("jonas", "colour-blind")),
    ("my niece is 3. she hates anything green, any toddler recipes?", ("niece", "green")),
    ("my stepson Ravi is 12. his school bans phones", ("ravi", "phones")),
]
NOT_PRONOUN = [
    # the opinion of a relative, then a pronoun: no fact about them
    "My sister keeps telling me to try climbing. She's the sporty one.",
    # two people named: "she" could be either
    "my wife and my mum are both coming. she has a bad knee",
    # the pronoun does not fit the relation
    "my son Leo is 5. she has red hair",
    "my son Leo is 5. her garden is huge",
]


@pytest.mark.parametrize(("reply", "words"), PRONOUN)
def test_a_pronoun_after_a_named_relative_is_about_them(reply: str, words: tuple[str, ...]) -> None:
    contents = [s.content.lower() for s in _facts(reply)]
    assert any(all(w in c for w in words) for c in contents), contents


@pytest.mark.parametrize("reply", NOT_PRONOUN)
def test_a_pronoun_is_left_alone_when_its_person_is_unclear(reply: str) -> None:
    second = reply.split(". ")[1].split()[0].lower()
    contents = [s.content.lower() for s in _facts(reply)]
    assert not any(c.startswith("the user's") and second in c for c in contents)
    assert len(contents) <= 1


# (content, subject it must NOT get)
WRONG_SUBJECTS = [
    ("Personally the user lives in notepad and plain text files.", "city"),
    ("The user basically lives in the terminal.", "city"),
    ("Schreib mir bitte Tests immer mit pytest, das ist bei uns Pflicht.", "license"),
    ("The user's editor insists on the serial comma.", "editor"),
    ("The user's copy editor wants shorter headlines.", "editor"),
    ("The user writes poetry in the evenings.", "package_manager"),
    ("The user prefers express shipping.", "backend"),
    ("The user moved to Vancouver in May.", "citation_style"),
]
RIGHT_SUBJECTS = [
    ("The user lives in Ljubljana.", "city"),
    ("The user lives in the Netherlands.", "city"),
    ("The user lives in lisbon.", "city"),
    ("The library is MIT licensed.", "license"),
    ("The user's editor is Neovim.", "editor"),
    ("The user's team installs packages with yarn.", "package_manager"),
    ("The backend is Express on Node.", "backend"),
    ("Citations use Vancouver style.", "citation_style"),
]


@pytest.mark.parametrize(("content", "subject"), WRONG_SUBJECTS)
def test_a_subject_needs_more_than_a_look_alike_word(content: str, subject: str) -> None:
    assert subject_of(content) != subject


@pytest.mark.parametrize(("content", "subject"), RIGHT_SUBJECTS)
def test_a_subject_with_its_evidence_holds(content: str, subject: str) -> None:
    assert subject_of(content) == subject


@given(st.text(string.printable, max_size=80))
def test_location_and_stack_readers_take_any_text(text: str) -> None:
    where = location_in(text)
    if where is not None:
        assert where.place in text
    stack = stack_in(text)
    if stack is not None:
        assert 0 <= stack.start < len(text)

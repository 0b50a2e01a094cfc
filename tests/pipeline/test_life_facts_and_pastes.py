"""Facts of a user's life said in passing (health, family, pastimes) and text pasted to process.

Each intent is tried in several phrasings of our own, with near misses that must not fire.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.pasted import set_aside_pasted
from imprint.pipeline.segment import segment
from imprint.pipeline.understand import Statement, understand
from imprint.store.terms import index_text, query_terms
from imprint.types import MemoryType


def _facts(reply: str) -> list[Statement]:
    return [s for s in understand(reply).statements if s.type is MemoryType.FACT]


def _fact_with(reply: str, word: str) -> Statement | None:
    return next((s for s in _facts(reply) if word.lower() in s.content.lower()), None)


# (reply, a word the fact keeps)
HEALTH = [
    ("I ruptured my achilles playing squash in 2022", "achilles"),
    ("I've got a dodgy left knee", "knee"),
    ("i have sciatica so long drives are rough", "sciatica"),
    ("I'm still recovering from a fractured ankle", "ankle"),
    ("I'm on warfarin, so no ibuprofen suggestions", "warfarin"),
    ("I was diagnosed with type 2 diabetes in March", "diabetes"),
    ("I suffer from migraines when I skip meals", "migraines"),
    ("Quick one about stretching: fwiw I dislocated my right shoulder in my twenties", "shoulder"),
    ("I take insulin twice a day", "insulin"),
    ("I'm asthmatic, cold air runs are hard", "asthmatic"),
    (
        "Planning a hike in the Alps next month. For context I had a hip replacement last year,"
        " so how long should the days be?",
        "hip replacement",
    ),
]
NOT_HEALTH = [
    "I broke my laptop screen again",
    "I have a bad feeling about this release",
    "I'm on the fence about Postgres",
    "my back-end is Django",
    "I hurt my chances by sending it late",
    "I have a headache, keep it short today",
    "we run a small operation, five people",
    "I have a replacement laptop coming",
    "our packs use lithium batteries",
]


@pytest.mark.parametrize(("reply", "word"), HEALTH)
def test_a_health_fact_said_in_passing_is_kept_with_its_subject(reply: str, word: str) -> None:
    fact = _fact_with(reply, word)
    assert fact is not None, understand(reply)
    assert fact.subject == "health"


@pytest.mark.parametrize("reply", NOT_HEALTH)
def test_things_that_sound_like_health_are_not(reply: str) -> None:
    assert all(s.subject != "health" for s in understand(reply).statements)


# (reply, the names the fact keeps)
FAMILY = [
    ("I am father of two boys, Jonas and Emil", ("jonas", "emil")),
    ("I'm a mum of triplets: Ada, Bea and Cy", ("ada", "bea", "cy")),
    ("we've got two girls, Noor and Lina, both in primary school", ("noor", "lina")),
    ("We have a 6-month-old called Iris and I barely sleep", ("iris",)),
    ("our daughter Elif is 4 and loves dinosaurs", ("elif",)),
    ("i have 3 kids, Tom (9), Ben (7) and Lou (2)", ("tom", "ben", "lou")),
    ("I'm proud mother to twins Ravi and Rhea", ("ravi", "rhea")),
]


@pytest.mark.parametrize(("reply", "names"), FAMILY)
def test_children_are_kept_with_their_names(reply: str, names: tuple[str, ...]) -> None:
    fact = _fact_with(reply, names[0])
    assert fact is not None, understand(reply)
    assert all(name in fact.content.lower() for name in names)
    # a household's "we", never the user's team
    assert "team" not in fact.content.lower()


def test_a_team_that_has_things_is_still_the_team() -> None:
    fact = _fact_with("we have two staging servers, alpha and beta", "staging")
    assert fact is None or "team" in fact.content.lower()


# (reply, a word the fact keeps, its subject)
PASTIMES = [
    ("I play the viola in a string quartet on Sundays", "viola", "instrument"),
    ("i play bass in a covers band", "bass", "instrument"),
    ("I coach an under-12 netball side on Saturdays", "netball", "sport"),
    ("I play padel three times a week", "padel", "sport"),
    ("I do pilates most mornings", "pilates", "sport"),
    ("I sing with a gospel choir", "choir", "instrument"),
    ("I volunteer at an animal shelter on weekends", "shelter", None),
    ("I go climbing every Thursday with friends", "climbing", "sport"),
]
NOT_PASTIMES = [
    "I play around with the settings but nothing works",
    "I'd like to play piano one day",
    "can you recommend a good cello piece?",
    "I watched the football last night",
    "we rotate our API keys every month",
    "I use split keyboards at work",
    "we're running Postgres 16 on the backend",
    "the screen recorder keeps crashing",
]


@pytest.mark.parametrize(("reply", "word", "subject"), PASTIMES)
def test_what_the_user_does_is_a_fact(reply: str, word: str, subject: str | None) -> None:
    fact = _fact_with(reply, word)
    assert fact is not None, understand(reply)
    if subject is not None:
        assert fact.subject == subject


@pytest.mark.parametrize("reply", NOT_PASTIMES)
def test_a_wish_a_question_or_a_story_is_no_pastime(reply: str) -> None:
    assert all(s.subject not in ("instrument", "sport") for s in understand(reply).statements)


# (reply, a word the fact about the user's own work keeps)
OWN_WORK = [
    ("Anyway, the thesis is on soil microbes in the Andes, due in May", "andes"),
    ("ok so the manuscript is cosy crime, set in Whitby", "whitby"),
    ("the podcast is about urban birds, two episodes a month", "birds"),
]


@pytest.mark.parametrize(("reply", "word"), OWN_WORK)
def test_what_the_users_own_work_is_about_is_a_fact(reply: str, word: str) -> None:
    assert _fact_with(reply, word) is not None, understand(reply)


# (reply, what the diet memory says)
DIET_ASIDES = [
    "haha yes. i'm vegan btw (honey is ok) and meal prepping on sundays",
    "I'm pescatarian by the way, fish is fine but no meat",
    "oh and im vegetarian fyi, cooking for four",
]


@pytest.mark.parametrize("reply", DIET_ASIDES)
def test_a_diet_said_with_an_aside_is_found_by_a_dietary_query(reply: str) -> None:
    statement = next((s for s in understand(reply).statements if s.subject == "diet"), None)
    assert statement is not None, understand(reply)
    # the aside is chatter, not content
    assert not any(w in statement.content.lower().split() for w in ("btw", "fyi"))
    assert "by the way" not in statement.content.lower()
    # recall is BM25 (+ dense) over content and subject words: "dietary" must reach it
    indexed = query_terms(index_text(statement.content, statement.subject))
    assert "dietary" in indexed


# (reply, words of the paste that must not be read, words of the user's own that must)
PASTED = [
    (
        'tl;dr this for me:\n\n"I never eat after 7pm and I always run before work. My coach'
        ' in Denver swears by it."',
        ("never eat", "denver"),
        (),
    ),
    (
        "could you translate this into German: I prefer short meetings and I live in Oslo.",
        ("oslo", "short meetings"),
        (),
    ),
    (
        "Proofread the following please\n\nWe always deploy on Fridays. I'm the CTO of Acme.",
        ("fridays", "acme"),
        (),
    ),
    (
        'what do you think of this bio: "I am a marathoner who always trains fasted." I live in'
        " Porto, fwiw.",
        ("fasted", "marathoner"),
        ("porto",),
    ),
    (
        'can you rephrase "I always reply within the hour, no exceptions" so it sounds softer?'
        " I'm a nurse in Leeds.",
        ("within the hour",),
        ("leeds",),
    ),
    (
        "Here's a post from our forum, can you summarise it?\n\nI always back up to tape and"
        " I run FreeBSD at home. Never trust the cloud.",
        ("tape", "freebsd", "cloud"),
        (),
    ),
    (
        "Tenants must always keep the hallway clear and bins go out on Mondays only. I live"
        " upstairs at number 4 and I never hear the buzzer.\n\ncan you explain that in plain"
        " words?",
        ("hallway", "upstairs"),
        (),
    ),
]


@pytest.mark.parametrize(("reply", "foreign", "own"), PASTED)
def test_text_pasted_to_process_is_not_the_users(
    reply: str, foreign: tuple[str, ...], own: tuple[str, ...]
) -> None:
    contents = " ".join(s.content.lower() for s in understand(reply).statements)
    assert not any(word in contents for word in foreign), contents
    assert all(word in contents for word in own), contents


NOT_PASTED = [
    "Two things to fix: always use tabs and never use emojis.",
    "I always summarise papers in three bullets: it helps me remember.",
    "Summarise things for me in bullet points from now on.",
    "Note: I live in Ghent and I work at a bank.",
    "I play cello.\n\nCan you explain vibrato to me?",
    "I'm vegan and I live in Ghent.\n\ncan you explain that to my landlord?",
]


@pytest.mark.parametrize("reply", NOT_PASTED)
def test_the_users_own_words_with_a_colon_are_read(reply: str) -> None:
    assert set_aside_pasted(reply) == (reply, False)
    first = reply.split(":")[-1].split("\n")[0].strip(" .")
    assert first in " ".join(segment(reply).sentences)


def test_the_request_itself_is_still_read() -> None:
    kept = segment("summarise this please:\n\nI always run at dawn.").sentences
    assert kept == ("summarise this please",)


@pytest.mark.parametrize(
    "text",
    [
        "what does this bit mean on the tin:\n\nNEVER store above 25C. Always keep away from kids.",
        "what are these saying: Always wear a mask when sanding. Do not use indoors.",
        "what does the sign mean:\n\nNever feed the ducks bread, always use seed",
    ],
)
def test_text_asked_to_be_explained_is_not_the_users(text: str) -> None:
    rest, found = set_aside_pasted(text)
    assert found and "always" not in rest.lower() and "never" not in rest.lower(), rest

"""How far a forget request reaches: what it points at, and the words the memory holds.

Round 37: "the X got cancelled. forget everything about it" points at X, and the sentence
telling its end is forgotten with it; "forget that i told you where i work" names the
job, also one told as "works nights at ..."; an initialism ("the pip") names the words it
stands for; "my numbers" names the sums told; "throw out everything about" and "make sure
none of it stays with you" ask to forget; a list after "wipe all of it please," adds to
what the pointer names; a German request in the infinitive ("bitte nicht speichern")
forgets, and its noun ("Trennung") finds the verb ("trennen").
"""

from __future__ import annotations

import pytest

from imprint.pipeline.forget import forget_request
from imprint.pipeline.forget_pointers import ended_thing
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("clause", "thing"),
    [
        ("Orion got cancelled", "Orion"),
        ("the lisbon trip fell through", "the lisbon trip"),
        ("so the bathroom reno is officially off", "the bathroom reno"),
        ("sold the kayak, ", "the kayak"),
        ("we called off the barn wedding,", "the barn wedding"),
        ("update: my etsy shop has been shut down", ""),
    ],
)
def test_the_thing_said_to_have_ended_is_found(clause: str, thing: str) -> None:
    assert ended_thing(clause) == thing


@pytest.mark.parametrize(
    "clause",
    ["the kayak is great", "i got the kayak", "the meeting was fine", "so tired today"],
)
def test_a_clause_that_ends_nothing_names_no_thing(clause: str) -> None:
    assert ended_thing(clause) == ""


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("Orion got cancelled. forget everything about it, no point keeping it", "orion"),
        ("sold the kayak, delete everything about it please", "kayak"),
        ("the lisbon trip fell through. please forget all of it", "lisbon"),
    ],
)
def test_it_after_a_thing_that_ended_points_at_the_thing(reply: str, target: str) -> None:
    understood = understand(reply, "")
    assert understood.forget is not None
    assert any(target in t for t in understood.forget.terms)
    # the sentence telling the end names the thing, and goes with it
    assert not any(target in s.content.lower() for s in understood.statements)


def test_a_request_that_says_what_holds_now_keeps_it() -> None:
    understood = understand("forget Zoom: we moved to Jitsi last month", "")
    assert understood.forget is not None
    assert any("Jitsi" in s.content for s in understood.statements)


async def test_a_cancelled_project_is_forgotten_with_the_news(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "I'm leading Project Heron, a migration of the payroll exports, due in June. "
            "I also coach my son's chess club on fridays",
        )
        await say_later(
            imprint,
            clock,
            "Heron got cancelled. forget everything about it please. anyway, "
            "how do I set up a round robin for 12 kids",
        )
        # erased, not only replaced: no memory of any status holds it
        every = await imprint.memories(user_id="u", status=None)
        assert not any("heron" in m.content.lower() for m in every)
        assert "chess" in (await active_text(imprint)).lower()


@pytest.mark.parametrize(
    "reply",
    [
        "please forget that i told you where i work",
        "delete the bit where i said where i work",
        "can you not keep that i mentioned where i work",
    ],
)
def test_where_i_work_names_the_job(reply: str) -> None:
    request, _ = forget_request((reply,), "en")
    assert request is not None
    assert ("job",) in request.terms


@pytest.mark.parametrize(
    "content",
    [
        "The user works nights at the sorting depot.",
        "The user works part-time for a hospice charity.",
        "The user works weekends at the garden centre so they are free on weekdays.",
    ],
)
def test_a_job_told_with_when_is_an_employer(content: str) -> None:
    assert subject_of(content) == "employer"
    assert forget_matches(content, [("job",)])


def test_a_time_of_working_without_a_place_is_no_employer() -> None:
    # which shifts the user works is a subject of its own since round 45
    assert subject_of("The user works nights.") == "shift"


@pytest.mark.parametrize(
    ("initials", "content", "named"),
    [
        ("pip", "The user is on a performance improvement plan until March.", True),
        ("sad", "The user has seasonal affective disorder in winter.", True),
        ("ibs", "The user has irritable bowel syndrome.", True),
        ("pip", "The user is on a plan.", False),
        ("tui", "The user is in Leeds.", False),
        ("pip", "The user put in pieces.", False),
    ],
)
def test_an_initialism_names_the_words_it_stands_for(
    initials: str, content: str, named: bool
) -> None:
    assert forget_matches(content, [(initials,)]) is named


@pytest.mark.parametrize(
    "reply",
    [
        "please erase the salary numbers i gave you",
        "the stuff about my bonus and my numbers. can you not keep any of that?",
        "please forget those figures i mentioned",
    ],
)
def test_numbers_name_the_sums_told(reply: str) -> None:
    request, _ = forget_request(tuple(s for s in reply.split(". ")), "en")
    assert request is not None
    assert forget_matches("The user is at 45k of a 90k target.", request.terms)
    assert not forget_matches("The user has 2 kids and a dog.", request.terms)


def test_numbers_said_in_a_sentence_the_request_does_not_point_at_stay() -> None:
    request, _ = forget_request(("my numbers are up this month.", "forget the boss drama"), "en")
    assert request is not None
    assert ("figures",) not in request.terms


async def test_an_income_told_with_makes_is_forgotten_as_salary(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i'm a dental hygienist and i make 61k, help me budget for a car")
        await say_later(imprint, clock, "forget my income please, not comfortable with that")
        text = (await active_text(imprint)).lower()
        assert "61k" not in text


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("you can throw out everything about the greenhouse, we're not building it", "greenhouse"),
        ("just chuck away all of that about the loan, sorted now", "loan"),
        (
            "his diagnosis is his private business, so make sure none of it stays with you",
            "diagnosis",
        ),
        ("the custody stuff is private, nothing of it gets saved anywhere ok", "custody"),
    ],
)
def test_discarding_words_ask_to_forget(reply: str, target: str) -> None:
    understood = understand(reply, "")
    assert understood.forget is not None
    assert any(target in t for t in understood.forget.terms)


@pytest.mark.parametrize(
    "reply",
    [
        "throw out the old draft and start again",
        "none of it stays in the fridge more than 3 days",
        "nothing of that is kept in the file, right?",
    ],
)
def test_discarding_a_thing_at_hand_is_no_forget(reply: str) -> None:
    assert understand(reply, "").forget is None


def test_a_list_after_the_pointer_adds_to_what_it_points_at() -> None:
    request, _ = forget_request(
        ("so the brightline thing", "wipe all of it please, the offer, the recruiter, all of it"),
        "en",
    )
    assert request is not None
    assert {("brightline",), ("offer",), ("recruiter",)} <= set(request.terms)


def test_an_attribute_in_a_compound_word_is_named() -> None:
    assert forget_matches(
        "The user is doing interviews at two other firms on the quiet.",
        [("interviewing-elsewhere",)],
    )


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("Das mit der Scheidung bitte nicht speichern.", "scheidung"),
        ("Meine Diagnose bitte vergessen.", "diagnose"),
        ("lo de mi deuda, no guardar por favor", "deuda"),
        ("mon salaire, merci de ne pas le garder", "salaire"),
        ("o meu divorcio, nao salvar isso por favor", "divorcio"),
    ],
)
def test_a_request_in_the_infinitive_forgets(reply: str, target: str) -> None:
    understood = understand(reply, "")
    assert understood.forget is not None
    assert any(target in t for t in understood.forget.terms)


def test_a_german_past_participle_is_no_request() -> None:
    assert understand("Ich habe vergessen, die Datei zu speichern.", "").forget is None


async def test_a_german_noun_of_a_doing_finds_its_verb(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "Ich bin Lehrerin in Kassel. Nebenbei, mein Mann und ich trennen uns gerade, "
            "deshalb plane ich nur noch f\u00fcr mich. Das mit der Trennung bitte nicht "
            "speichern, nur die Arbeit.",
            agent="Hallo! Worum geht es?",
        )
        text = (await active_text(imprint)).lower()
        assert "trennen" not in text
        assert "lehrerin" in text

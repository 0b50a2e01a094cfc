"""Picks pointed at after leaning to them, choices tied to the agent's option, clauses after a
routine, places left in Spanish, whole matters forgotten in German, driving offences by name.

"i keep coming back to the second name ... going with that" decides on the name; "spoke to
my brother last night, we're doing the loft like your option 2" decides on the loft; "i work
the tills at the co-op, 3 shifts a week, and on weekends i volunteer at the dog shelter" keeps
the shelter too; "me fui del Mercadona" retires the Mercadona; "vergiss das ganze mit Jonas"
names Jonas; "forget the speeding ticket" names "caught doing 50 in a 40" (round 47).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.forget_words import foreign_words
from imprint.pipeline.lexicons import LEXICONS
from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import every_text, make, say, say_later

_NAMES = "Some ideas: 1. Copper Kettle 2. Low Tide 3. Driftwood 4. Harbour Lights"


@pytest.mark.parametrize(
    ("reply", "picked"),
    [
        (
            "copper kettle is cute but there's a cafe called that in town. i keep coming back "
            "to low tide. it's calm, like the mornings there. going with that, can you do a logo "
            "brief",
            "Low Tide",
        ),
        (
            "hmm. i really like driftwood. feels warm and a bit worn in. let's go with that",
            "Driftwood",
        ),
        (
            "we're leaning towards harbour lights. the kids voted too. we'll go with it",
            "Harbour Lights",
        ),
    ],
)
def test_a_pointer_after_leaning_to_an_option_decides_on_it(reply: str, picked: str) -> None:
    decisions = [
        s.content for s in understand(reply, _NAMES).statements if s.type is MemoryType.DECISION
    ]
    assert any(picked in d for d in decisions)


def test_liking_an_option_without_sealing_it_decides_nothing() -> None:
    statements = understand("i really like driftwood. can you do one more list?", _NAMES)
    assert all(s.type is not MemoryType.DECISION for s in statements.statements)


_PLANS = (
    "Two ways: 1) Convert the loft this year and do the kitchen next spring. 2) Kitchen first, "
    "loft later. For the builder, Hallam & Sons or Greys both quote well."
)


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        (
            "spoke to my brother last night, we're doing the loft first like your option 1. "
            "can you draft a timeline",
            ("loft",),
        ),
        (
            "ok had a chat with the wife, we're going for kitchen first as you suggested, and "
            "greys for the builder rather than hallam. what do i ask them",
            ("kitchen", "greys"),
        ),
    ],
)
def test_a_choice_said_as_the_agents_option_is_a_decision(
    reply: str, words: tuple[str, ...]
) -> None:
    decisions = [
        s.content.lower()
        for s in understand(reply, _PLANS).statements
        if s.type is MemoryType.DECISION
    ]
    assert any(all(w in d for w in words) for d in decisions)


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "so i work the tills at the co-op in leith, 3 shifts a week, about 8 hrs each, and "
            "on weekends i volunteer at the dog shelter in portobello.",
            "dog shelter",
        ),
        (
            "i drive a bin lorry for the council, 6am starts every day round the north of the "
            "city, and in my free time i coach an under 10s rugby team.",
            "rugby",
        ),
    ],
)
def test_a_clause_of_the_users_own_after_a_routine_is_kept(reply: str, kept: str) -> None:
    contents = [s.content for s in understand(reply, "Hi!").statements]
    assert any(kept in c for c in contents)
    assert len(contents) >= 2


def test_a_clause_after_a_routine_about_someone_else_is_not_the_users() -> None:
    contents = [
        s.content
        for s in understand(
            "i do 3 shifts a week at the co-op round the corner, and my sister works at the bank.",
            "Hi!",
        ).statements
    ]
    assert not any(c.startswith("The user works") and "bank" in c for c in contents)
    assert any(c.startswith("The user's sister") for c in contents)


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("me fui del Mercadona en enero, ahora estoy en una panader\u00eda", "mercadona"),
        ("por fin me fui de la academia, el horario era horrible", "academia"),
        ("me sal\u00ed del gimnasio de la esquina", "gimnasio"),
    ],
)
def test_a_place_left_in_spanish_is_retired(sentence: str, old: str) -> None:
    assert any(old in r for r in change_in(sentence, "es").replaces)


async def test_a_workplace_left_in_spanish_gives_way_to_the_new_one(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "trabajo de cajera en el Mercadona de Ruzafa, turno de ma\u00f1ana")
        await say_later(
            imprint,
            clock,
            "desde hace un mes estoy en la panader\u00eda Horno Rosa (me fui del Mercadona, "
            "no aguantaba los turnos) y necesito ideas para el instagram",
        )
        active = " | ".join(m.content for m in await imprint.memories(user_id="u"))
    assert "Horno Rosa" in active
    assert "Mercadona de Ruzafa" not in active


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("bitte das ganze mit jonas und seiner ex", "jonas"),
        ("die ganze Sache mit dem Umzug", "umzug"),
        ("oublie toute l'histoire avec Karim", "karim"),
    ],
)
def test_a_whole_matter_names_its_thing(text: str, word: str) -> None:
    assert word in foreign_words(text, "de" if "oublie" not in text else "fr")


def test_where_it_should_not_lie_around_names_no_thing() -> None:
    assert foreign_words("will nicht dass das irgendwo noch rumliegt", "de") == ()


async def test_a_whole_matter_forgotten_in_german_is_gone(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "ich bin Tischler in Dresden. mein nachbar holger parkt seit Monaten vor meiner "
            "Werkstatt und reagiert auf nichts.",
        )
        await say_later(
            imprint,
            clock,
            "das mit dem Parken hat sich geklaert. bitte vergiss das ganze mit holger, soll "
            "nirgends mehr stehen. andere Frage: welches Oel fuer Eiche?",
        )
        every = await every_text(imprint)
    assert "holger" not in every.lower()
    assert "Tischler" in every


@pytest.mark.parametrize(
    "sentence",
    [
        "mein Mitbewohner isst meine Sachen ohne was zu sagen",
        "sie kommt jeden Tag ohne vorher anzurufen",
        "er zieht einfach ein ohne dass jemand gefragt wurde",
    ],
)
def test_without_doing_something_is_no_preference(sentence: str) -> None:
    assert LEXICONS["de"].preference.search(sentence) is None


def test_without_a_thing_is_still_a_preference() -> None:
    assert LEXICONS["de"].preference.search("bitte ohne Emojis antworten") is not None


@pytest.mark.parametrize(
    ("content", "target"),
    [
        (
            "The user got a letter saying they were caught doing 50 in a 40 on the ring road.",
            ("speeding",),
        ),
        ("The user has 6 penalty points and a course booked.", ("points",)),
        ("The user got a parking ticket outside the gym.", ("ticket",)),
    ],
)
def test_a_driving_offence_is_named_by_its_kind(content: str, target: tuple[str, ...]) -> None:
    assert forget_matches(content, (target,))


def test_the_speeding_kind_names_no_other_drive() -> None:
    assert not forget_matches(
        "The user drives 40 minutes to work in a 30 year old van.", (("speeding",),)
    )

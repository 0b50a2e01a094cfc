"""A forget request in its many shapes names its target; directions that look alike do not.

Shapes: an erasing verb ("wipe the stuff about ..."), a keeping verb negated ("I'd rather
you didn't remember ...", "don't hang on to it"), a pointer at what was said ("never mind
what I said about ..."), a clause about the user ("how much I make"), a thing named before
the verb ("the therapy stuff is private, erase it"), and other languages. Phrasings are our
own, across domains.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.forget import forget_request
from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.understand import understand


def _targets(reply: str) -> list[tuple[str, ...]]:
    reading = understand(reply, "Noted.")
    assert reading.forget is not None, reply
    assert reading.statements == (), [s.content for s in reading.statements]
    return list(reading.forget.terms)


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("please drop the bit about my divorce", "divorce"),
        ("I'd rather you didn't remember my address", "address"),
        ("I would prefer if you did not store my salary", "salary"),
        ("wipe the stuff about the lawsuit", "lawsuit"),
        ("can you delete what I said about my knee surgery", "knee"),
        ("never mind what I said about the kittens, it's not relevant anymore", "kittens"),
        ("disregard what I told you about the Lisbon trip", "lisbon"),
        ("forget everything about my ex", "ex"),
        ("please don't hang on to anything about my brother's arrest", "brother"),
        ("can you not store that bit about the mortgage", "mortgage"),
        ("no need to keep track of my therapy sessions", "therapy"),
        ("I don't want you to remember the IVF stuff", "ivf"),
    ],
)
def test_a_request_names_its_target(reply: str, word: str) -> None:
    assert any(word in target for target in _targets(reply))


@pytest.mark.parametrize(
    ("reply", "topic"),
    [
        ("please stop remembering how much I make", "salary"),
        ("don't store where I live", "address"),
        ("I'd rather you didn't keep where we're living", "city"),
        ("forget how much I owe", "debt"),
        ("please don't remember who I'm dating", "relationship"),
        ("don't keep anything about where I work", "job"),
        ("wipe how old I am", "age"),
        ("forget what meds I take", "medication"),
        ("don't keep anything about me looking for a new job, my boss reads this", "interview"),
        ("please forget my job hunt, it went nowhere", "interview"),
        ("can you not store that I'm interviewing, it's hush hush", "interview"),
        ("wipe the bit about me applying to other companies", "interview"),
    ],
)
def test_a_clause_about_the_user_names_the_attribute(reply: str, topic: str) -> None:
    assert (topic,) in _targets(reply)


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        ("my son's diagnosis is his business, please erase it", ("son", "diagnosis")),
        ("the therapy stuff is private, can you erase it", ("therapy",)),
        ("my credit score is nobody's business. please don't keep it", ("credit", "score")),
        ("our adoption plans are still secret, so forget that", ("adoption", "plans")),
    ],
)
def test_it_points_at_the_thing_named_before(reply: str, words: tuple[str, ...]) -> None:
    assert words in _targets(reply)


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("wipe the stuff about my brother. The Porto stuff too.", "porto"),
        ("please forget my ex's number. especially the bit about her lawyer", "lawyer"),
        ("don't keep the surgery details. And the physio stuff as well.", "physio"),
        ("can you drop what I said about my debts. the loan shark thing in particular.", "loan"),
    ],
)
def test_a_fragment_after_the_request_adds_a_target(reply: str, word: str) -> None:
    assert any(word in target for target in _targets(reply))


@pytest.mark.parametrize(
    ("reply", "person"),
    [
        ("petra moved to Oslo. delete everything about her", "petra"),
        ("tomasz left the band. forget everything about him please", "tomasz"),
        ("ok so rafa and i split. please don't keep anything about him", "rafa"),
    ],
)
def test_a_person_typed_in_lower_case_is_who_a_pronoun_means(reply: str, person: str) -> None:
    reading = understand(reply, "Noted.")
    assert reading.forget is not None and (person,) in reading.forget.terms
    # What the reply says of the person is erased with the rest, not stored afresh.
    assert all(person not in s.content.lower() for s in reading.statements)


@pytest.mark.parametrize(
    "reply",
    [
        "that's private, don't hang on to it",
        "actually could you not remember that",
        "hmm, please delete that",
        "I'd rather you didn't keep that",
        "take that out please",
        "scratch that from your memory",
        "I'm not ready to share that yet, forget it please",
        "don't store it",
    ],
)
def test_a_bare_pointer_means_the_latest_memories(reply: str) -> None:
    reading = understand(reply, "Noted.")
    assert reading.forget is not None and reading.forget.recent, reading.forget
    assert reading.statements == ()


@pytest.mark.parametrize(
    "reply",
    [
        "don't store passwords in plain text",
        "never save the API key in the repo",
        "don't keep state in the component, lift it up",
        "please don't mention competitors in the copy",
        "never mind, I figured it out",
        "never mind the formatting, just answer",
        "ignore the lint warnings for now",
        "delete my account",
        "remove the duplicate rows",
        "forget it, not important",
        "don't forget to water the plants",
        "drop the table if it exists",
    ],
)
def test_directions_and_acknowledgements_are_no_request(reply: str) -> None:
    assert understand(reply, "Noted.").forget is None


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("olvida lo que te dije de mi perro, por favor", "perro"),
        ("no guardes lo de mi divorcio", "divorcio"),
        ("olv\u00eddate de lo de mi ex", "ex"),
        ("vergiss meinen Hund bitte", "hund"),
        ("vergiss das mit meiner Scheidung", "scheidung"),
        ("oublie mon chat", "chat"),
        ("ne garde pas ce que j'ai dit sur mon divorce", "divorce"),
        ("esque\u00e7a o que falei sobre o Marco", "marco"),
        ("dimentica tutto su Marco", "marco"),
        ("scordati del mio ex", "ex"),
    ],
)
def test_other_languages_name_their_target(reply: str, word: str) -> None:
    assert any(word in target for target in _targets(reply))


@pytest.mark.parametrize(
    ("content", "target"),
    [
        ("The user is pregnant with their second.", ("pregnancy",)),
        ("The user sees a therapist on Tuesdays.", ("therapy",)),
        ("The user got divorced last year.", ("divorce",)),
        ("The user's ex-wife Sandra lives in Leeds.", ("ex",)),
        ("The user has 2 cats, Miso and Tofu.", ("pets",)),
        ("The user's beagle is called Rolo.", ("pet",)),
        ("Estoy divorciada desde 2020.", ("divorcio",)),
        ("The user has 2 cats, Miso and Tofu.", ("cats",)),
        ("The user is on sertraline 50mg.", ("med",)),
        ("The user takes 20 mg of citalopram each morning.", ("meds",)),
        ("The user has a second interview at Harwick Labs on Friday.", ("interview",)),
        ("The user got an offer from a rival agency.", ("interview",)),
    ],
)
def test_a_target_finds_the_memory_in_other_forms(content: str, target: tuple[str, ...]) -> None:
    assert forget_matches(content, [target])


@pytest.mark.parametrize(
    ("content", "target"),
    [
        ("The user exercises every morning.", ("ex",)),
        ("The user's category pages load slowly.", ("cat",)),
        ("The user's career is in nursing.", ("car",)),
        ("The user lives in Porto.", ("pets",)),
        ("The user's team uses a contract-first API design.", ("therapy",)),
        ("The user runs 10 miles on Sundays.", ("meds",)),
        ("The user interviews candidates for the data team.", ("med",)),
    ],
)
def test_a_short_target_is_held_whole(content: str, target: tuple[str, ...]) -> None:
    assert not forget_matches(content, [target])


def test_a_request_with_no_forget_verb_in_english_is_none() -> None:
    assert forget_request(("we use tabs, not spaces",), "en") == (None, frozenset())

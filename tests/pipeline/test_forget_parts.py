"""Forgetting part of what was said, and requests said around the store.

`forget_rest`: a memory holding the thing to forget beside other facts keeps the clauses
no target names, as a sentence about the user; the clauses of the same private matter,
the ones that only go on from a named clause, and the ones about whoever went, go too.
`forget_phrasings`: requests that say where the thing must not be ("out of your notes"),
that it must not be kept ("I'd prefer the figures don't get saved"), or that let it go
("redact", "unlearn", "could it go?"). Phrasings are our own, across domains.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.forget import requests_apart
from imprint.pipeline.forget_rest import forget_rest
from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("content", "targets", "rest"),
    [
        (
            "The user coaches under-10 football, and they are going through IVF so they are"
            " tired a lot.",
            [("ivf",)],
            "The user coaches under-10 football.",
        ),
        (
            "The user is a sous chef, currently on 38k.",
            [("salary",)],
            "The user is a sous chef.",
        ),
        (
            "The user's flatmate Oskar pays half the rent, plus their cat Mochi sleeps on the"
            " sofa.",
            [("oskar",)],
            "The user's cat Mochi sleeps on the sofa.",
        ),
        (
            "Use metric units, the user lives in Tallinn and they are seeing a psychiatrist"
            " for panic attacks.",
            [("psychiatrist",)],
            "Use metric units, the user lives in Tallinn.",
        ),
        (
            "The user plays bass in a covers band, and they are in a small claims case"
            " against their builder.",
            [("legal",)],
            "The user plays bass in a covers band.",
        ),
        (
            "The user is a welder, they are on warfarin so they watch their greens.",
            [("medication",)],
            "The user is a welder.",
        ),
        (
            "The user is a paralegal, their divorce came through in March.",
            [("divorce",)],
            "The user is a paralegal.",
        ),
        (
            "The user runs a pottery stall (their ex Teodor built it), and they sell at weekends.",
            [("teodor",)],
            "The user runs a pottery stall, and they sell at weekends.",
        ),
    ],
)
def test_the_clauses_no_target_names_stay(
    content: str, targets: list[tuple[str, ...]], rest: str
) -> None:
    kept = forget_rest(content, targets)
    assert kept is not None and kept[0] == rest


@pytest.mark.parametrize(
    ("content", "targets"),
    [
        # every clause is the named matter's: the memory goes whole
        (
            "The user is job hunting on the side, they have a second interview at Pellow next"
            " week.",
            [("job", "hunting")],
        ),
        ("The user is on sertraline and their doctor says it takes weeks.", [("medication",)]),
        # what stays is about whoever went
        (
            "The user's landlord, Mr Abara, won't fix the boiler, he says it is fine.",
            [("landlord",)],
        ),
        ("Now, Velcor Ltd: the buyer is their COO Anna Ries, budget is tight.", [("velcor",)]),
        # what stays points back at what went, or is the same money trouble
        (
            "The user's cousin Bea borrowed 2k from them, and they don't know how to raise it.",
            [("bea",)],
        ),
        ("The user is in debt to a loan app, they lost a lot last spring.", [("debt",)]),
        # nothing named, or too little beside it
        ("The user is a florist in Ghent.", [("salary",)]),
        ("The user has asthma.", [("health",)]),
    ],
)
def test_no_rest_when_nothing_of_the_user_s_own_stays(
    content: str, targets: list[tuple[str, ...]]
) -> None:
    assert forget_rest(content, targets) is None


@pytest.mark.parametrize(
    ("reply", "kept", "gone"),
    [
        (
            "I'm a baker in Leeds, and I'm going through a divorce so mornings are hard."
            " please don't keep the divorce part",
            "baker",
            "divorce",
        ),
        (
            "I'm a bus driver, currently on 31k. I'd rather the figures didn't get stored",
            "bus driver",
            "31k",
        ),
        (
            "fyi I'm a tattoo artist, and I'm on lithium for my moods - the lithium bit"
            " doesn't need to live in your memory",
            "tattoo",
            "lithium",
        ),
    ],
)
def test_a_reply_s_own_request_keeps_the_rest_of_its_facts(
    reply: str, kept: str, gone: str
) -> None:
    reading = understand(reply, "Hi! What can I help with?")
    assert reading.forget is not None
    stored = " ".join(s.content for s in reading.statements).lower()
    assert kept in stored and gone not in stored, stored


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("the lithium bit doesn't need to live in your memory", "lithium"),
        ("my sister shouldn't exist as far as your memory goes", "sister"),
        ("I'd like the loan out of your notes please", "loan"),
        ("i'd prefer that my diagnosis not be recorded by you", "diagnosis"),
        ("my postcode is not for saving", "postcode"),
        ("nothing about Halvard should stick, I was just venting", "halvard"),
        ("pls redact the rehab bit", "rehab"),
        ("could you unlearn the tabs preference", "tabs"),
        ("consider the eviction notice deleted on your end", "eviction"),
        ("pls let the breakup go, it's old news", "breakup"),
        ("i'd rather there was no trace of the overdraft in your memory", "overdraft"),
        ("please not save the gambling part in your memory", "gambling"),
    ],
)
def test_a_request_said_around_the_store_names_its_thing(reply: str, word: str) -> None:
    reading = understand(reply, "Noted.")
    assert reading.forget is not None, reply
    assert any(word in target for target in reading.forget.terms), reading.forget.terms
    assert reading.statements == (), [s.content for s in reading.statements]


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("the IVF news from last week, it makes me uneasy that it's stored. could it go?", "ivf"),
        ("the parole thing I asked about, please don't keep that.", "parole"),
        ("everything to do with the tribunal - wipe it.", "tribunal"),
    ],
)
def test_a_pointer_means_the_thing_named_before_it(reply: str, word: str) -> None:
    reading = understand(reply, "Noted.")
    assert reading.forget is not None, reply
    assert any(word in target for target in reading.forget.terms), reading.forget.terms


@pytest.mark.parametrize(
    "reply",
    [
        "my changes are not saved when I click the button",
        "the settings don't get saved between runs, is that a bug?",
        "could it go faster if I add an index?",
        "let the dough go for another hour",
        "I keep my notes in Obsidian",
        "is that stored in your memory or do you look it up?",
        "consider the case where the list is empty",
        "retire early is the dream honestly",
    ],
)
def test_talk_about_saving_and_letting_go_is_no_request(reply: str) -> None:
    assert understand(reply, "Here is the fix.").forget is None, reply


def test_a_request_after_a_dash_is_cut_from_the_facts_before_it() -> None:
    cut = requests_apart(
        ("I'm a roofer in Cork - pls don't hold onto the school name, I'm careful",)
    )
    assert cut == ("I'm a roofer in Cork", "pls don't hold onto the school name, I'm careful")
    assert requests_apart(("tabs - not spaces - always",)) == ("tabs - not spaces - always",)


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("u can remember im doing a nursing degree tho bc i'll need essay help", "nursing degree"),
        ("you can remember that I'm learning the cello, grade 3", "cello"),
        ("please keep in mind that my kitchen has no oven", "no oven"),
        ("do retain that we homeschool our two boys", "homeschool"),
        ("but you may still remember I run a tiny etsy shop", "etsy"),
        ("make a note that my van is electric", "electric"),
        ("note down that I work nights on weekends", "nights"),
        ("pls remember my allotment is in zone 7 because I'll ask about sowing", "allotment"),
        ("my son's nut allergy is worth remembering for any recipes", "nut allergy"),
        ("mum's hearing aid is worth knowing about when you plan visits", "hearing aid"),
    ],
)
def test_what_the_user_asks_to_be_remembered_is_kept(reply: str, kept: str) -> None:
    stored = [s.content for s in understand(reply, "Noted.").statements]
    assert any(kept in s.lower() for s in stored), stored


@pytest.mark.parametrize(
    "reply",
    [
        "remember to add tests for the parser",
        "do you remember what I said about the deploy?",
        "I remember my first bike",
        "note that the function returns None on error",
        "keep in mind the API is rate limited",
        "remember I told you about my trip?",
        "remember I said I'd send the invoice on Friday",
        "the refactor stuff is worth remembering",
        "this trick is worth knowing",
    ],
)
def test_a_memory_word_without_the_user_s_own_clause_keeps_nothing_about_them(
    reply: str,
) -> None:
    stored = [s.content for s in understand(reply, "Noted.").statements]
    assert not any(s.startswith("The user") for s in stored), stored


@pytest.mark.parametrize(
    ("word", "content"),
    [
        ("party", 'the user said: "a surprise 60th for my mum at the golf club"'),
        ("celebration", "The user is planning their sister's baby shower."),
        ("court", "The user's custody hearing moved to the 14th."),
        ("legal", "The user is suing their old landlord over the deposit."),
        ("medication", "The user takes metformin twice a day."),
        ("meds", "The user is on lexapro and feels flat."),
        ("salary", "The user's offer is 120k base plus equity."),
        ("case", "The user's tribunal date is in May."),
    ],
)
def test_a_kind_of_thing_names_its_instances(word: str, content: str) -> None:
    assert forget_matches(content, [(word,)])


@pytest.mark.parametrize(
    ("word", "content"),
    [
        ("legal", "The user plays on a tennis court on Sundays."),
        ("medication", "The user drinks four coffees a day."),
        ("party", "The user works in the data platform team."),
        ("salary", "The user runs 10k every Sunday."),
    ],
)
def test_a_kind_of_thing_does_not_name_what_only_looks_alike(word: str, content: str) -> None:
    assert not forget_matches(content, [(word,)])


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("lo de la entrevista con Ferrol no lo guardes, porfa", "ferrol"),
        ("ne l'enregistre pas, mon rendez-vous chez Dumont", "dumont"),
        ("n\u00e3o o guarde, o div\u00f3rcio \u00e9 assunto meu", "div\u00f3rcio"),
    ],
)
def test_a_request_in_another_language_with_a_pronoun_before_its_verb(
    reply: str, word: str
) -> None:
    reading = understand(reply, "Vale.")
    assert reading.forget is not None, reply
    assert any(word in target for target in reading.forget.terms), reading.forget.terms

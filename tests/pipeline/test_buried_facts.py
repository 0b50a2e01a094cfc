"""Facts said in passing: after a lead that announces them, behind an apology, of kin.

"bit of background, I'm a farrier in Devon", "sorry if I'm slow, the baby's teething",
"my grandson Alfie turns 4 on Friday": each keeps the fact it holds, without the lead.
A lead before no fact, and an apology before a question, keep nothing. Phrasings are our
own.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType

_AGENT = "Hi! What can I help with?"


def _facts(reply: str) -> list[str]:
    return [s.content for s in understand(reply, _AGENT).statements if s.type is MemoryType.FACT]


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("bit of background, I'm a farrier in Devon", "farrier"),
        ("for context I use a hearing aid", "hearing aid"),
        ("I should mention I use crutches at the moment", "crutches"),
        ("worth mentioning my son is autistic", "autistic"),
        ("quick background: I teach year 6 in Leeds", "year 6"),
        ("I should say I work night shifts at the depot", "night shifts"),
        ("let me add that we deploy on Fridays", "fridays"),
        ("just so you know I have two goats and a pony", "goats"),
        ("full disclosure I've never owned a car", "car"),
    ],
)
def test_a_lead_that_announces_a_fact_is_left_out(reply: str, word: str) -> None:
    facts = _facts(reply)
    assert any(word in f.lower() for f in facts), facts
    lead = reply.split()[0].lower()
    assert not any(f.lower().startswith(lead) for f in facts if lead not in ("i", "just")), facts


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("sorry if I'm slow today, the baby is 3 weeks old", "3 weeks"),
        ("apologies for the delay, my daughter was in hospital", "daughter"),
        ("excuse the rambling, I work nights and I'm wrecked", "nights"),
        ("sorry for the typos, my laptop is 11 years old", "laptop"),
        ("bear with me, the kids are off school all week", "kids"),
        ("long story short, we moved to Hull in March", "hull"),
        ("forgive the slow replies, I'm a carer for my mum", "carer"),
        ("sorry about the noise, our puppy is 9 weeks old", "puppy"),
    ],
)
def test_a_fact_behind_an_apology_or_aside_is_kept(reply: str, word: str) -> None:
    facts = _facts(reply)
    assert any(word in f.lower() for f in facts), facts


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("my grandson Alfie turns 4 on Friday", "alfie"),
        ("My granddaughter Mei will be 9 next week", "mei"),
        ("my grandkids are 6 and 8", "grandkids"),
        ("my advisor Dr Ferreira is on sabbatical", "ferreira"),
        ("my tutor Gwen is strict about citations", "gwen"),
        ("our vet is Dr Amadi in Frome", "amadi"),
        ("my goddaughter Isla is allergic to sesame", "sesame"),
        ("my mentor Raj runs a bakery", "raj"),
    ],
)
def test_kin_and_the_people_around_the_user(reply: str, word: str) -> None:
    facts = _facts(reply)
    assert any(word in f.lower() for f in facts), facts


@pytest.mark.parametrize(
    "reply",
    [
        "sorry, wrong file",
        "sorry if this is dumb, but how do joins work?",
        "for context, what does the error mean?",
        "I should mention it to the landlord",
        "bit of background on the Tudors please",
        "apologies for the late reply!",
    ],
)
def test_a_lead_or_apology_before_no_fact_keeps_nothing(reply: str) -> None:
    assert _facts(reply) == []


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("no no I'm on tenor sax", "tenor sax"),
        ("no I'm a vet nurse", "vet nurse"),
        ("nah we're on Postgres", "postgres"),
        ("nope I'm a midwife, not a nurse", "midwife"),
        ("no we're in Cardiff", "cardiff"),
        ("nah I'm based in Hull", "hull"),
        ("noo I'm allergic to kiwi", "kiwi"),
        ("no no we're a family of five", "five"),
        ("hang on I'm a locum, not staff", "locum"),
        ("hold on we're in Perth, not Sydney", "perth"),
        ("hang on a sec I work from home on Fridays", "fridays"),
    ],
)
def test_a_correction_lead_typed_without_its_comma(reply: str, word: str) -> None:
    facts = _facts(reply)
    assert any(word in f.lower() for f in facts), facts


@pytest.mark.parametrize(
    "reply",
    ["no I'm not sure", "no no I'm fine thanks", "nah I'm good", "hang on I have a question"],
)
def test_a_refusal_after_the_lead_keeps_nothing(reply: str) -> None:
    assert _facts(reply) == []

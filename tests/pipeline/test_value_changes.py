"""Changes of value said in passing: providers, someone else's move, stages, other languages.

The new value is kept and the old one retired, however the change is put. Phrasings are
our own, not the behaviour sets'.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.language import Language
from imprint.pipeline.stages import stage_in
from imprint.pipeline.switches import switch_in
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in
from imprint.types import MemoryType
from tests.pipeline.reading import fact_changes

_facts = fact_changes


@pytest.mark.parametrize(
    ("reply", "new", "old"),
    [
        ("moved all my savings over to Starling and closed the HSBC account", "starling", "hsbc"),
        ("I cancelled Spotify, we only pay for Apple Music now.", "apple music", "spotify"),
        ("closed my Revolut account, I'm with Wise now", "wise", "revolut"),
        ("we moved our domains over to Porkbun and cancelled GoDaddy", "porkbun", "godaddy"),
        ("unsubscribed from Hulu, we just have Max now", "max", "hulu"),
        ("My GP took me off the statins, she has me on a low-salt diet now", "low-salt", "statins"),
    ],
)
def test_a_provider_moved_keeps_the_new_and_retires_the_old(reply: str, new: str, old: str) -> None:
    facts = _facts(reply)
    assert any(new in content.lower() for content, _, _ in facts), facts
    assert any(old in replaces for _, _, replaces in facts), facts


@pytest.mark.parametrize(
    ("reply", "subject"),
    [
        ("switched banks last month, I'm with Chase now", "bank"),
        ("my manager moved me to the billing team after the reorg", "team"),
        ("they reassigned me to the Glasgow office in May", "office"),
        ("I got transferred to the Cardiff branch", "office"),
        ("the dietitian wants me on a low-FODMAP diet now", "diet"),
        ("since we moved the builds to CircleCI, the cache is flaky", "ci"),
        ("now that we're on pnpm, the lockfile is smaller", "package_manager"),
        ("after switching to Neovim my config got simpler", "editor"),
    ],
)
def test_a_change_said_in_passing_sets_its_subject(reply: str, subject: str) -> None:
    facts = _facts(reply)
    assert any(s == subject for _, s, _ in facts), facts


@pytest.mark.parametrize(
    ("reply", "stage", "before"),
    [
        ("Lena started second grade on Monday!", "second grade", "first grade"),
        ("my son just moved up to year 4", "year 4", "year 3"),
        ("passed my grade 3 theory exam, starting on grade 4 pieces now", "grade 4", "grade 3"),
        ("I'm in my third year now and it's brutal", "third year", "second year"),
        ("Noor is going into sixth grade after the summer", "sixth grade", "fifth grade"),
        ("Sam is starting 5th grade this week", "5th grade", "4th grade"),
    ],
)
def test_a_stage_reached_retires_the_one_before(reply: str, stage: str, before: str) -> None:
    found = stage_in(reply)
    assert found is not None and found.stage.lower() == stage
    assert not before or before in found.before


def test_a_stage_reached_is_kept_and_retires_the_one_before() -> None:
    facts = _facts("Priya started first grade this week, any reading games?")
    assert any(
        "first grade" in content and "kindergarten" in replaces for content, _, replaces in facts
    ), facts


def test_a_promotion_sets_the_role() -> None:
    facts = _facts("just got promoted to staff engineer!")
    assert any("staff engineer" in c and s == "role" for c, s, _ in facts), facts


@pytest.mark.parametrize(
    "reply",
    [
        "my niece is in second grade",
        "she's in third grade and loves maths",
        "what do kids learn in first grade?",
        "the second year of the project was the hardest",
    ],
)
def test_a_stage_not_reached_is_no_change(reply: str) -> None:
    assert stage_in(reply) is None


@pytest.mark.parametrize(
    "reply",
    [
        "we moved the meeting to Friday",
        "I moved the file to Dropbox",
        "she put me on hold for twenty minutes",
        "my boss put me on the spot in standup",
        "my sister switched banks and she's with Monzo now",
        "I closed the window and it still beeps",
    ],
)
def test_near_misses_change_nothing(reply: str) -> None:
    switch = switch_in(reply)
    assert switch is None or switch.subject != "bank", switch
    assert not change_in(reply, "en").replaces


@pytest.mark.parametrize(
    ("sentence", "language", "old"),
    [
        ("Kurzes Update: die Strato-Server sind inzwischen abgeschaltet.", "de", "strato"),
        ("Wir haben den Vertrag bei 1und1 gek\u00fcndigt.", "de", "1und1"),
        ("Cerr\u00e9 la cuenta de Santander, ahora estoy con N26.", "es", "santander"),
        ("J'ai ferm\u00e9 mon compte chez LCL le mois dernier.", "fr", "lcl"),
        ("Fechei a conta no Bradesco e agora uso o Inter.", "pt", "bradesco"),
        ("Ho chiuso il conto con Fineco a gennaio.", "it", "fineco"),
        (
            "\u041c\u044b \u0437\u0430\u043a\u0440\u044b\u043b\u0438 DigitalOcean, "
            "\u0442\u0435\u043f\u0435\u0440\u044c \u0432\u0441\u0451 \u043d\u0430 Hetzner.",
            "ru",
            "digitalocean",
        ),
    ],
)
def test_a_closed_provider_is_retired_in_other_languages(
    sentence: str, language: Language, old: str
) -> None:
    assert old in change_in(sentence, language).replaces


@pytest.mark.parametrize(
    "reply",
    [
        "actually make it Thursday instead",
        "hmm, make it the Marriott instead",
        "wait, make that Kyoto",
        "no wait, make it 7pm",
    ],
)
def test_make_it_x_revises_the_last_pick(reply: str) -> None:
    statements = understand(reply, "Noted.").statements
    assert any(s.type is MemoryType.DECISION for s in statements), statements


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("Let's do Ghent, late October", "Where should we hold the workshop?"),
        ("we'll do Tuesday then", "Which day suits you?"),
    ],
)
def test_lets_do_a_named_option_is_a_pick(reply: str, agent: str) -> None:
    statements = understand(reply, agent).statements
    assert any(s.type is MemoryType.DECISION for s in statements), statements


@pytest.mark.parametrize("reply", ["make it shorter", "let's do it", "let's do this properly"])
def test_a_style_ask_or_a_bare_go_ahead_is_no_pick(reply: str) -> None:
    statements = understand(reply, "Here you go.").statements
    assert not any(s.type is MemoryType.DECISION for s in statements), statements


@pytest.mark.parametrize(
    ("reply", "new", "old"),
    [
        ("we ditched Comcast, Verizon Fios now", "verizon fios", "comcast"),
        ("dropped Duolingo, Babbel these days", "babbel", "duolingo"),
        ("On a r\u00e9sili\u00e9 SFR, maintenant on est chez Bouygues.", "bouygues", "sfr"),
        ("Abbiamo disdetto Tim, adesso siamo con Iliad.", "iliad", "tim"),
        ("Hemos cerrado la cuenta de Openbank, ahora somos clientes de Revolut.", "revolut", ""),
    ],
)
def test_the_value_kept_after_a_give_up_is_stored(reply: str, new: str, old: str) -> None:
    facts = _facts(reply)
    assert any(new in content.lower() for content, _, _ in facts), facts
    assert not old or any(old in replaces for _, _, replaces in facts), facts


def test_a_switch_of_a_whole_setup_keeps_the_new_tool() -> None:
    facts = _facts("ever since we switched the monorepo to Pants, CI is quicker")
    assert any("Pants" in content for content, _, _ in facts), facts


@pytest.mark.parametrize(
    ("reply", "employer"),
    [
        ("Ciao, sono fisioterapista a Bergamo.", True),
        ("Hola, soy profesora de historia en Toledo.", True),
        ("Bonjour, je suis pharmacienne \u00e0 Brest.", True),
        ("Oi, sou enfermeira em Natal.", True),
        ("Sono nato a Bergamo.", False),
        ("Sono in vacanza a Roma, consigli?", False),
    ],
)
def test_a_job_said_with_its_town_is_a_workplace(reply: str, employer: bool) -> None:
    subjects = [s.subject for s in understand(reply, "").statements]
    assert ("employer" in subjects) is employer, subjects

"""Round 22's review: readings the round over-reached on, in our own phrasings.

Whose life a memory tells of (a new job of the user's retired their wife's), practices
that were moments or complaints, scope words dropped, descriptions of things read as
rules, the user's own profile set aside as a pasted form, and smaller slips.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.habits import habit_in
from imprint.pipeline.named_ages import named_age
from imprint.pipeline.pasted_blocks import set_aside_blocks
from imprint.pipeline.supersede import supersedes
from imprint.pipeline.understand import understand
from imprint.pipeline.whose import USER, person_of
from imprint.pipeline.writing_rules import describes_things
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say

_AGENT = "Hi! How can I help?"


def _contents(reply: str, agent: str = _AGENT) -> list[str]:
    return [s.content for s in understand(reply, agent).statements]


def _rules(reply: str) -> list[str]:
    return [s.content for s in understand(reply, _AGENT).statements if s.type is MemoryType.RULE]


# -- whose life a memory tells of ------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "who"),
    [
        ("The user's wife is a lawyer at Harcourts.", "wife"),
        ("The user's eldest daughter boards at Ashby.", "daughter"),
        ("The user's parents live in Munich.", "parents"),
        ("The user's mother is 81 and lives alone.", "mum"),
        ("The user's boss wants weekly reports.", "boss"),
        ("Meine Eltern wohnen in Bremen.", "eltern"),
        ("Mis padres viven en Sevilla.", "padres"),
        ("The user lives in Denver with their wife.", USER),
        ("The user's team deploys on Fridays.", USER),
        ("One nap now at 12:30.", None),
        ("The user's GP switched them to sertraline.", USER),
        ("Ich wohn jetzt in Hamburg.", USER),
    ],
)
def test_a_memory_tells_of_the_person_it_opens_on(content: str, who: str | None) -> None:
    assert person_of(content) == who


@pytest.mark.parametrize(
    ("old", "new", "subject"),
    [
        ("The user's wife is a lawyer at Harcourts.", "The user works at Nomadly now.", "employer"),
        ("The user's partner works at Google.", "The user just started at Stripe.", "employer"),
        ("The user's parents live in Munich.", "Ich wohn jetzt in Hamburg.", "city"),
        ("The user's brother lives in Leeds.", "The user moved to Bristol last month.", "city"),
        (
            "The user's son goes to Hillside primary.",
            "The user works at the hospital now.",
            "employer",
        ),
    ],
)
def test_the_users_news_leaves_another_persons_memory_alone(
    old: str, new: str, subject: str
) -> None:
    assert not supersedes(
        content=new,
        subject=subject,
        replaces=(),
        changed=True,
        old_content=old,
        old_subject=None,
    )


def test_the_users_move_from_a_town_leaves_their_parents_there() -> None:
    assert not supersedes(
        content="The user moved from Munich to Hamburg.",
        subject="city",
        replaces=("Munich",),
        changed=True,
        old_content="The user's parents live in Munich.",
        old_subject=None,
    )


@pytest.mark.parametrize(
    ("old", "new", "subject"),
    [
        ("The user's manager is Sarah.", "The user reports to Tom now.", "manager"),
        ("The user's wife works at Google.", "The user's wife just started at Stripe.", None),
        ("The user's husband Greg does saturdays.", "The user is divorced now.", None),
    ],
)
def test_news_of_the_same_person_or_relation_still_outdates(
    old: str, new: str, subject: str | None
) -> None:
    assert supersedes(
        content=new,
        subject=subject,
        replaces=("Google",) if "Google" in old else (),
        changed=True,
        old_content=old,
        old_subject=None,
    )


async def test_a_new_job_keeps_the_wifes_job(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my husband is an architect at Fosters")
        clock.advance(days=30)
        await say(imprint, "I work at Brightwave now")
        active = await active_text(imprint)
        assert "Fosters" in active, active
        assert "Brightwave" in active, active


# -- practices -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "reply",
    [
        "I never even got the confirmation email",
        "I never actually received the refund",
        "I never understood how amortisation works",
        "I never drank much at uni",
        "I never forgave him for that",
        "I always run into this bug when I rebase",
        "I always cry at the end of that film",
        "we always have a massive row at christmas",
        "every january I set goals and give up by february",
        "I always end up burning the onions",
    ],
)
def test_a_moment_or_a_mishap_is_no_practice(reply: str) -> None:
    assert habit_in(reply) is None


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("I only ever use vim", "only ever uses vim"),
        ("I never ever drink coffee after 2pm", "never ever drinks coffee"),
        ("I never even bother with the manual", "bothers with the manual"),
    ],
)
def test_a_softened_adverb_keeps_the_verb_whole(reply: str, kept: str) -> None:
    assert any(kept in c for c in _contents(reply)), _contents(reply)


def test_a_practice_ends_where_the_ask_it_leads_to_starts() -> None:
    contents = _contents("I only ever use emacs, so give me emacs keybindings")
    assert "The user only ever uses emacs." in contents, contents


# -- scope words and one-offs ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("for this client never mention pricing", "for this client"),
        ("for this project, always use tabs", "for this project"),
    ],
)
def test_a_named_scope_stays_in_the_rule(reply: str, kept: str) -> None:
    rules = _rules(reply)
    assert any(kept in r.lower() for r in rules), rules


def test_never_mind_after_for_this_one_is_no_rule() -> None:
    assert _rules("for this one never mind the word count") == []


# -- descriptions of things are no rules -----------------------------------------------------


@pytest.mark.parametrize(
    "reply",
    [
        "every chapter of this book ends with a cliffhanger and its driving me nuts",
        "every text from my dad ends with like 4 emojis",
        "every email ends with me apologising",
        "every meeting with my boss ends with more work for me",
    ],
)
def test_how_things_are_is_no_rule(reply: str) -> None:
    assert _rules(reply) == []


@pytest.mark.parametrize(
    ("clause", "describes"),
    [
        ("every text from my mum ends with three kisses", True),
        ("every scene of this script opens with a drone shot", True),
        ("every post ends with a line linking to my shop", False),
        ("every invoice must show the PO number", False),
    ],
)
def test_describes_things(clause: str, describes: bool) -> None:
    assert describes_things(clause) is describes


# -- the user's own profile is no pasted form -------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "BACKGROUND\nRole: staff engineer at Monzo\nStack: go, kafka\nYears: 9\n\n"
        "how should i pitch this?",
        "ABOUT ME\nAge: 41\nJob: paramedic\nLocation: Cork\n\nwhat plan suits this?",
        "For context:\n    I'm on Fedora 40 with an AMD card\n    I use fish and zellij\n\n"
        "why does this happen?",
        "where I work everything is in BigQuery\nlet me explain the setup\n\n"
        "what is the best way to do this?",
        '"I am a potter based in Galway and I only fire with wood"\n\n'
        "does this work as my instagram bio?",
    ],
)
def test_the_users_own_paragraphs_stay(text: str) -> None:
    kept, asked = set_aside_blocks(text)
    assert not asked
    assert kept == text


def test_a_pasted_form_and_code_are_still_set_aside() -> None:
    form = (
        "INCIDENT REPORT\nUnit: 118\nStatus: UNRESOLVED\nNote: always escalate\n\n"
        "what does this mean?"
    )
    code = "def load(path):\n    return json.load(open(path))\n\nwhy does this fail?"
    assert set_aside_blocks(form)[1]
    assert set_aside_blocks(code)[1]


# -- smaller slips ---------------------------------------------------------------------------


def test_rules_relayed_from_instructions_are_not_the_users() -> None:
    reply = "the care instructions say: 1) always hand wash 2) never tumble dry. is that right?"
    assert _rules(reply) == []


def test_each_item_of_an_inline_list_is_read() -> None:
    contents = _contents("1) we got engaged in may and 2) we moved to york")
    assert any("york" in c and "engaged" not in c for c in contents), contents
    assert not any("team" in c for c in contents), contents


@pytest.mark.parametrize(
    "sentence",
    ["Postgres is 15, running on RDS", "Windows is 11 on every laptop", "Chelsea's 3 and 0"],
)
def test_a_version_or_a_score_is_no_age(sentence: str) -> None:
    assert named_age(sentence) is None


def test_a_child_named_like_a_language_still_has_an_age() -> None:
    assert named_age("Ruby's 9, on a pump") == "Ruby is 9, on a pump."


def test_the_for_now_part_told_by_another_is_apart() -> None:
    contents = _contents(
        "I normally work tuesdays but my manager has me on thursdays until the end of march"
    )
    assert "The user normally works tuesdays." in contents, contents


def test_a_topic_named_by_error_is_no_symptom() -> None:
    rules = _rules("Error handling always with try/except, never bare excepts")
    assert any("try/except" in r for r in rules), rules


def test_a_symptom_is_no_learned_rule() -> None:
    assert _rules("ConnectionResetError every time") == []


def test_how_a_machine_runs_is_no_setup() -> None:
    # the learned gate may keep it as told; the rule of what the user runs must not read it
    statements = understand("my homelab runs hot in summer", _AGENT).statements
    assert not any(s.rule == "fact" for s in statements), statements


# -- the round's own review: over-reaches put right ------------------------------------------


def test_a_house_convention_is_still_a_rule() -> None:
    assert _rules("every lesson plan in our department starts with the learning objectives")


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("I'm coeliac and I hate olives. I live in Bath. actually no, I live in Wells.", "coeliac"),
        ("I have asthma. I use a blue inhaler. scratch that, I use a brown one", "asthma"),
    ],
)
def test_a_retraction_takes_back_only_the_sentence_before(reply: str, kept: str) -> None:
    assert any(kept in c for c in _contents(reply)), _contents(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "I changed my mind about the train, book the 9:40 one",
        "changed my mind about the invitation, send it on friday",
        "I changed my mind about the report, make it shorter",
    ],
)
def test_a_change_of_mind_about_one_piece_of_work_is_this_turns(reply: str) -> None:
    assert _rules(reply) == []


@pytest.mark.parametrize(
    "reply",
    [
        "I always freeze leftovers in portions",
        "I always give up sugar for Lent",
        "I always snap a photo of my receipts",
    ],
)
def test_a_practice_is_no_slip(reply: str) -> None:
    assert habit_in(reply) is not None


@pytest.mark.parametrize(
    "reply",
    [
        "errors in red please",
        "errors grouped by file, always",
        "error first, then the fix, every time",
    ],
)
def test_how_errors_are_shown_is_an_ask(reply: str) -> None:
    assert _rules(reply), _contents(reply)


async def test_a_landlord_raising_the_rent_is_the_users_rent(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my rent is 950 a month")
        clock.advance(days=60)
        await say(imprint, "my landlord raised my rent to 1100 a month")
        active = await active_text(imprint)
        assert "950" not in active, active

"""Round 17: readings that went wrong on conversations written apart, in our own phrasings."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.asks_apart import facts_apart
from imprint.pipeline.corrections import named_wrong
from imprint.pipeline.learned_gate import clauses
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import bare_retraction, change_in
from imprint.pipeline.user_name import as_introduction
from imprint.pipeline.work_news import work_news
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say


def _revising(reply: str, agent: str = "Want me to draft it?") -> list[str]:
    return [s.content for s in understand(reply, agent).statements if s.change.revises]


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("hmm scratch that. my boss vetoed it, budget. we're going with Hetzner", "hetzner"),
        ("ok wait, no. the team hates it. let's use poetry", "poetry"),
        ("Change of plans! Talked to the board. We'll go with the green logo.", "green"),
        ("on second thought... marketing objected. going with weekly releases", "weekly"),
    ],
)
def test_a_retraction_said_alone_revises_the_pick_after_it(reply: str, word: str) -> None:
    assert any(word in c.lower() for c in _revising(reply)), understand(reply, "?").statements


@pytest.mark.parametrize(
    "sentence",
    [
        "scratch that.",
        "hmm, scratch that!",
        "ok wait, no.",
        "Change of plans!!",
        "I changed my mind.",
    ],
)
def test_a_sentence_of_only_a_retraction_is_bare(sentence: str) -> None:
    assert bare_retraction(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "scratch that, we use Hetzner",
        "they changed my mind about Go",
        "no wait times at the clinic",
        "the plans changed the whole schedule",
    ],
)
def test_a_retraction_with_more_to_say_is_not_bare(sentence: str) -> None:
    assert not bare_retraction(sentence)


@given(st.text(alphabet="abcdefghij ,.", max_size=30))
def test_no_plain_words_make_a_bare_retraction(text: str) -> None:
    assert not bare_retraction(text)


def test_a_reason_after_a_bare_retraction_revises_nothing() -> None:
    reading = understand(
        "scratch that. the client wants SOC2. going with RDS", "Supabase it is, then?"
    )
    for statement in reading.statements:
        if statement.type is MemoryType.FACT and statement.subject is None:
            assert not statement.change.revises


async def test_a_pick_after_a_bare_retraction_retires_the_one_before(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "ok let's go with mongodb", "Postgres or MongoDB for the MVP?")
        await say(
            imprint,
            "hmm scratch that. my cofounder wants joins everywhere. going with postgres",
            "Great, I'll set up the collections.",
        )
        active = (await active_text(imprint)).lower()
        assert "postgres" in active
        assert "mongodb" not in active, active


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("im not doing the berlin half anymore, it clashes with a wedding", "berlin half"),
        ("we're not going to kestrel lodge any more", "kestrel lodge"),
        ("not seeing dr amari anymore, she retired", "dr amari"),
        ("I'm not taking citalopram anymore", "citalopram"),
        ("not working at brightfold anymore", "brightfold"),
    ],
)
def test_what_the_user_no_longer_does_names_its_value(sentence: str, old: str) -> None:
    assert old in change_in(sentence, "en").replaces


@pytest.mark.parametrize(
    "sentence", ["im not doing well anymore", "not doing that anymore", "not going so fast anymore"]
)
def test_how_the_user_no_longer_does_names_no_value(sentence: str) -> None:
    replaces = change_in(sentence, "en").replaces
    assert not set(replaces) & {"well", "that", "so fast", "fast"}, replaces


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        ("fixing the deploy and heads up i'm deaf in one ear", "i'm deaf in one ear"),
        ("sorting the invoices and btw my shop is on shopify", "my shop is on shopify"),
        ("drafting the toast, also we're vegetarian", "we're vegetarian"),
    ],
)
def test_a_word_of_talk_before_a_new_subject_starts_a_clause(sentence: str, told: str) -> None:
    assert any(
        c.endswith(told) and len(c.split()) <= len(told.split()) + 1 for c in clauses(sentence)
    )


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        ("hey! Amara, data engineer at a logistics startup, based in Porto.", ["amara", "porto"]),
        ("Tomasz - backend dev at Fernwell. can you review this?", ["tomasz", "fernwell"]),
        ("Imke, 2nd year vet student in Utrecht. need help with anatomy", ["imke", "utrecht"]),
        ("Riya, devrel at a payments company. slides please", ["riya", "payments"]),
    ],
)
def test_a_reply_opened_by_a_name_and_a_role_introduces_the_user(
    reply: str, words: list[str]
) -> None:
    said = " ".join(_facts(reply)).lower()
    assert all(w in said for w in words), said
    assert any(c.startswith("The user's name is") for c in _facts(reply))


@pytest.mark.parametrize(
    "reply",
    [
        "Quick, the lead dev is out today",
        "Thanks, great engineer answer",
        "Honestly, project managers are the worst",
        "Update, our lead dev quit",
        "Marcus, my manager, wants this by friday",
        "Sorry, the intern deleted it",
    ],
)
def test_a_capitalised_opener_before_a_role_is_no_introduction(reply: str) -> None:
    assert as_introduction(reply) == reply


@given(st.text(max_size=40))
def test_an_introduction_only_ever_adds_im(text: str) -> None:
    out = as_introduction(text)
    assert out == text or out.replace("I'm ", "", 1) == text


def _facts(reply: str) -> list[str]:
    reading = understand(reply, "Hi! What are we working on?")
    return [s.content for s in reading.statements if s.type is MemoryType.FACT]


_DRAFT = "Here's a draft: 'A big thank you to Maureen, and to Dion for the music.'"


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("her name is moira not maureen lol. fix that", "moira"),
        ("the DJ is called Deon not Dion", "deon"),
    ],
)
def test_a_name_the_agent_used_put_right_without_a_comma_is_a_correction(
    reply: str, word: str
) -> None:
    reading = understand(reply, _DRAFT)
    assert any(word in s.content.lower() for s in reading.statements), reading.statements


@pytest.mark.parametrize(
    "reply", ["its quiet not loud", "the venue is big not small", "make it fun not boring"]
)
def test_a_swap_of_words_the_agent_never_used_is_no_name_correction(reply: str) -> None:
    assert named_wrong(reply, _DRAFT) is None


@pytest.mark.parametrize(
    "reply", ["his name's Deon not Dion", "her name is Moira not Maureen", "his name's Deon"]
)
def test_someone_elses_name_put_right_is_not_the_users_name(reply: str) -> None:
    reading = understand(reply, "Thanks, Dion! " + _DRAFT)
    assert not any(s.content.startswith("The user's name") for s in reading.statements)


def test_the_users_own_name_said_short_is_still_theirs() -> None:
    reading = understand("name's Tom btw", "Hi! Who am I talking to?")
    assert "The user's name is Tom." in [s.content for s in reading.statements]


@pytest.mark.parametrize(
    ("sentence", "second"),
    [
        ("data engineer at a bank, I'm in Leeds so everything runs in eu-west-2.", "Leeds"),
        ("I'm a staff nurse, based in Glasgow.", "Glasgow"),
        ("illustrator for a small studio, we draw everything in Procreate.", "Procreate"),
        ("teacher at a primary school, I live in Bath", "Bath"),
    ],
)
def test_where_the_user_is_after_their_role_is_a_clause_of_its_own(
    sentence: str, second: str
) -> None:
    parts = facts_apart(sentence)
    assert len(parts) == 2 and second in parts[1] and second not in parts[0], parts


@pytest.mark.parametrize(
    "sentence",
    [
        "I love it, we're in Spain next week",
        "I'm a nurse, I'm in the break room",
        "the engineer at the garage, he's in Leeds",
        "data engineer at a bank, I'm in Leeds, is that a problem?",
    ],
)
def test_a_place_after_no_role_of_the_users_stays_in_its_sentence(sentence: str) -> None:
    assert facts_apart(sentence) == (sentence,)


async def test_a_move_retires_where_the_user_was_and_keeps_their_role(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "backend engineer at a bank, I'm in Lyon so my meetups are french")
        await say(imprint, "now that I'm in Montreal the time zone is a pain")
        active = (await active_text(imprint)).lower()
        assert "backend engineer" in active and "montreal" in active
        assert "lyon" not in active, active


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("first week as procurement lead at Marlow & Finch, totally new world", "marlow"),
        ("first day as head of sales at Quillon today!", "quillon"),
        ("my first shift as a porter at St Brigid's was long", "brigid"),
    ],
)
def test_a_first_week_in_a_new_role_is_news_of_the_users_employer(sentence: str, word: str) -> None:
    news = work_news(sentence)
    assert news is not None and word in news[0].lower() and news[1] == "employer", news


@pytest.mark.parametrize(
    "sentence",
    ["my son's first week at Little Acorns", "first week as a member at Peak Gym was fun"],
)
def test_someone_elses_first_week_or_a_membership_is_no_news_of_work(sentence: str) -> None:
    assert work_news(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("rolled off Halvern on friday, new client next week", "halvern"),
        ("I rotated off the Brisk project in March", "brisk"),
    ],
)
def test_rolling_off_a_client_retires_it(sentence: str, old: str) -> None:
    assert old in change_in(sentence, "en").replaces


@pytest.mark.parametrize("sentence", ["rolled off the sofa at 2am", "the cat rolled off the bed"])
def test_rolling_off_a_thing_retires_nothing(sentence: str) -> None:
    assert not change_in(sentence, "en").replaces


def test_the_engagement_of_the_moment_is_apart_from_the_role() -> None:
    parts = facts_apart("I'm a manager at a consultancy, currently on a project for Orwell Rail.")
    assert parts == (
        "I'm a manager at a consultancy.",
        "I'm currently on a project for Orwell Rail.",
    )


async def test_a_new_engagement_retires_the_old_client_and_keeps_the_role(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "I'm a manager at a consultancy, currently on a project for Orwell Rail")
        await say(imprint, "rolled off Orwell Rail yesterday, new client is a grocer. help me plan")
        active = (await active_text(imprint)).lower()
        assert "manager at a consultancy" in active
        assert "orwell" not in active, active


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        (
            "can u explain recursion? and in general when u explain code, show a small example",
            "example",
        ),
        ("what's a p-value? also whenever you define a term, bold it pls", "bold"),
    ],
)
def test_an_ask_for_every_time_after_a_question_lasts(reply: str, word: str) -> None:
    rules = [s.content for s in understand(reply, "Hi!").statements if s.type is MemoryType.RULE]
    assert any(word in r.lower() for r in rules), rules


@pytest.mark.parametrize(
    "reply", ["can you explain monads? it always confuses me", "why is it slow? i always forget"]
)
def test_a_reason_after_a_question_is_no_rule(reply: str) -> None:
    assert not [s for s in understand(reply, "Hi!").statements if s.type is MemoryType.RULE]


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("mate we're in new zealand. metric.", "new zealand"),
        ("dude my team deploys on fly.io", "fly.io"),
        ("guys we're a python shop", "python"),
    ],
)
def test_a_word_of_address_before_a_fact_leaves_the_fact(reply: str, word: str) -> None:
    said = " ".join(s.content for s in understand(reply, "Set the oven to 425F.").statements)
    assert word in said.lower(), said

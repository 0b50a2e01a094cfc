"""New partners, jokes taken back, levels passed, things traded in (round 49).

"me and my new bf jonah are off to rome" names a new partner, who replaces the old one;
"tom and i split up" is one clause with a subject of two. "haha no i was kidding" takes back
what the agent asked about. "passed grade 5" replaces "passed grade 4" and keeps the rest.
"traded the corsa in for a yaris" retires the corsa; "gp put me up to 40mg" is the user's
own dose. Requests said sideways: "drop what i told u about X", "never mind what i said about
X the other week", "im shelving X, scrap everything about it", "lascia perdere quello che ti
ho detto sul X", "X, non tenerla".
"""

from __future__ import annotations

import pytest

from imprint.pipeline.filler import split_sentences
from imprint.pipeline.forget import forget_request
from imprint.pipeline.milestones import exam_behind
from imprint.pipeline.new_partners import partner_told
from imprint.pipeline.subjects import partner_name, subject_of
from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in
from imprint.pipeline.wording_habits import signed_as
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


def _forget_terms(
    reply: str, language: str = "en", context: str = ""
) -> tuple[tuple[str, ...], ...]:
    request, _ = forget_request(tuple(split_sentences(reply)), language, context=context)  # type: ignore[arg-type]
    assert request is not None, reply
    return request.terms


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("could u drop what i told u about darren? feel bad", "darren"),
        ("pls scrap what i told ya about the loan", "loan"),
        ("oh and never mind what i said about priya the other day, just venting", "priya"),
        ("forget the stuff about my landlord from ages ago", "landlord"),
    ],
)
def test_requests_said_the_way_people_type(reply: str, word: str) -> None:
    terms = _forget_terms(reply)
    assert (word,) in terms or any(word in t for t in terms), terms
    assert not any({"u", "ya", "other", "ago", "ages"} & set(t) for t in terms), terms


@pytest.mark.parametrize(
    ("reply", "thing"),
    [
        ("work said no side gigs so im shelving the etsy shop. forget everything about it", "etsy"),
        ("we're calling off the extension, scrap everything about it pls", "extension"),
    ],
)
def test_a_thing_given_up_is_what_it_points_at(reply: str, thing: str) -> None:
    assert any(thing in t for t in _forget_terms(reply))


@pytest.mark.parametrize(
    ("reply", "language", "word"),
    [
        ("e lascia perdere quello che ti ho detto sul lavoro da barista", "it", "barista"),
        ("la storia con giulia e il mutuo, non tenerla per favore", "it", "giulia"),
        ("laisse tomber ce que je t'ai dit sur mon voisin", "fr", "voisin"),
        ("deixa pra l\u00e1 o que eu te falei do meu chefe", "pt", "chefe"),
        ("lo de mi cu\u00f1ado, olv\u00eddalo", "es", "cu\u00f1ado"),
    ],
)
def test_letting_a_told_thing_go_in_other_languages(reply: str, language: str, word: str) -> None:
    terms = _forget_terms(reply, language)
    assert any(word in t for t in terms), terms


def test_lascia_perdere_alone_asks_nothing() -> None:
    request, _ = forget_request(("lascia perdere, non importa",), "it")
    assert request is None


@pytest.mark.parametrize(
    "reply", ["haha no i was kidding, anyway about the spreadsheet", "jk jk. ok next question"]
)
def test_a_joke_taken_back_forgets_what_the_agent_asked_about(reply: str) -> None:
    agent = "Wow, big news! Quick check before the formulas: is the move to Lisbon real?"
    assert any("lisbon" in t for t in _forget_terms(reply, context=agent))


@pytest.mark.parametrize("reply", ["my brother was joking about it", "are you kidding me"])
def test_someone_elses_joke_is_no_request(reply: str) -> None:
    request, _ = forget_request(tuple(split_sentences(reply)), "en", context="Is that real?")
    assert request is None


def test_a_request_word_that_drops_its_e_finds_the_ing_form() -> None:
    assert forget_matches("The user is moving to Oslo in May.", [("oslo", "move")])
    assert not forget_matches("The user's favourite movie is set in Oslo.", [("oslo", "move")])
    assert forget_matches(
        "Asked where, the user said: 'porto with ana, 4 days'.", [("porto", "trip")]
    )


@pytest.mark.parametrize(
    ("content", "name"),
    [
        ("The user's gf maisie's birthday is on friday.", "maisie"),
        ("The user's girlfriend agnes is vegetarian.", "agnes"),
        ("The user's new boyfriend is Jonah.", "jonah"),
        ("The user's wife's birthday is in june.", None),
        ("The user's wife works at a bakery.", None),
    ],
)
def test_the_partner_a_memory_names(content: str, name: str | None) -> None:
    assert partner_name(content) == name


@pytest.mark.parametrize(
    ("reply", "name"),
    [
        ("me and my new bf jonah are off to rome for a long weekend", "Jonah"),
        ("so theo (we've been dating since easter) wants to meet my parents", "Theo"),
    ],
)
def test_a_new_partner_said_in_passing_is_named(reply: str, name: str) -> None:
    assert partner_told(reply) == f"The user's partner is {name}."


def test_no_name_after_my_new_partner_names_no_one() -> None:
    assert partner_told("my new bf is so sweet, ideas for a first gift?") is None


async def test_a_new_partner_replaces_the_one_named_before(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my gf maisie is really into climbing, any gift ideas?")
        assert "maisie" in (await active_text(imprint)).lower()
        await say_later(imprint, clock, "me and my new bf jonah are off to rome in may, tips?")
        active = (await active_text(imprint)).lower()
    assert "maisie" not in active and "jonah" in active


async def test_more_news_of_the_same_partner_keeps_both(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my husband ravi is a nurse")
        await say_later(imprint, clock, "my husband ravi loves hiking, where should we go?")
        active = (await active_text(imprint)).lower()
    assert "nurse" in active and "hiking" in active


async def test_a_couple_splitting_up_keeps_where_the_user_is_now(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my partner sam and i rent a flat in peckham")
        await say_later(
            imprint, clock, "sam and i broke up, i'm staying at my mum's in luton for now"
        )
        active = (await active_text(imprint)).lower()
    assert "luton" in active and "peckham" not in active
    assert "the user splits up" not in active and "the user broke up." not in active


def test_a_couple_is_not_a_team() -> None:
    contents = [
        s.content for s in understand("we've been together 2 months so go easy", "Hi").statements
    ]
    assert not any("team" in c for c in contents), contents


async def test_a_level_passed_replaces_the_one_before_and_keeps_the_instrument(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i'm learning the violin as an adult, just passed grade 2!")
        await say_later(imprint, clock, "passed grade 3 last week, what pieces next?")
        active = (await active_text(imprint)).lower()
    assert "grade 3" in active and "grade 2" not in active and "violin" in active


def test_a_level_is_behind_only_on_the_same_ladder() -> None:
    assert exam_behind("The user passed grade 5.", "The user passed grade 4 on flute.")
    assert exam_behind("The user got their green belt.", "The user got their yellow belt.")
    assert not exam_behind("The user passed grade 5.", "The user's son passed grade 4.")


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("traded the corsa in for a yaris hybrid on saturday", "corsa"),
        ("i traded my old clio in for a leaf", "clio"),
        ("opened a monzo account and closed the natwest one", "natwest"),
    ],
)
def test_a_thing_traded_in_or_closed_is_retired(reply: str, old: str) -> None:
    assert old in change_in(reply, "en").replaces


def test_closing_the_old_one_names_no_value() -> None:
    assert change_in("closed the old one", "en").replaces == ()


async def test_a_car_traded_in_leaves_the_new_one(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my 2012 vw polo keeps stalling at junctions, any ideas")
        await say_later(
            imprint,
            clock,
            "traded the polo in for a 2021 kia ceed, how often should it be serviced",
        )
        active = (await active_text(imprint)).lower()
    assert "ceed" in active
    assert all("ceed" in line for line in active.splitlines() if "polo" in line)


async def test_a_dose_the_gp_moved_is_the_users_own(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i'm on propranolol 10mg for anxiety")
        await say_later(imprint, clock, "gp put me up to 40mg on friday. will i feel dizzy?")
        active = await active_text(imprint)
    assert "The user's gp put them up to 40mg" in active
    assert "said:" not in active


async def test_a_new_practitioner_named_by_title_replaces_the_old(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my physio is dr harlow at the sports clinic")
        await say_later(
            imprint, clock, "the new physio, dr mensah, wants me doing squats. how many sets?"
        )
        active = (await active_text(imprint)).lower()
    assert "mensah" in active and "harlow" not in active


@pytest.mark.parametrize(
    ("reply", "name"),
    [
        ("great, sign it from me, rosa delgado", "rosa delgado"),
        ("sign it Noor", "Noor"),
    ],
)
def test_a_signature_given_after_me(reply: str, name: str) -> None:
    assert signed_as(reply) == f"Sign the user's messages as {name}."


def test_a_pet_taken_in_named_first() -> None:
    contents = [
        s.content
        for s in understand(
            "we just rescued pepper, she's a collie cross, any tips?", "Hi"
        ).statements
    ]
    assert any("pepper" in c and "collie" in c and "team" not in c for c in contents), contents


@pytest.mark.parametrize(
    "said",
    [
        "Primeira semana na vetorial e o time usa kotlin.",
        "Primera semana en lumbre, todo va por slack.",
        "Erste woche bei kranich und alles l\u00e4uft \u00fcber jira.",
        "Prima settimana da brenta software, si usa teams.",
        "Premi\u00e8re semaine chez octave, on est sur notion.",
    ],
)
def test_a_first_week_somewhere_is_a_new_workplace(said: str) -> None:
    assert subject_of(said) == "employer"


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("primeira semana na vetorial e o time usa kotlin", "Oi"),
        ("erste woche bei kranich und alles l\u00e4uft \u00fcber jira", "Hallo"),
    ],
)
def test_a_first_week_somewhere_is_kept_as_the_workplace(reply: str, agent: str) -> None:
    assert any(s.subject == "employer" for s in understand(reply, agent).statements)


def test_a_job_starting_on_monday_in_french_is_kept() -> None:
    contents = [
        s.content
        for s in understand(
            "je commence lundi au conseil r\u00e9gional de bretagne, service web", "Bonjour"
        ).statements
    ]
    assert any("bretagne" in c for c in contents), contents


def test_answering_in_a_language_is_one_subject() -> None:
    assert subject_of("Always answer the user in english.") == "answer_language"
    assert subject_of("From now on answer the user in german.") == "answer_language"


def test_a_request_word_of_a_verb_in_y_finds_the_verb() -> None:
    assert forget_matches("The user is applying to Kelso Labs and Brightfield.", [("application",)])
    assert forget_matches("The user qualified as a nurse in 2019.", [("qualification",)])
    assert not forget_matches("The user loves apple crumble.", [("application",)])


def test_the_name_of_someone_names_the_memories_that_hold_them() -> None:
    assert forget_matches(
        "The user co-owns a boat with their ex-wife, Mira.", [("ex-wife", "name")]
    )


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("one request: the rehab thing i told you in our first chat, please remove it", "rehab"),
        ("please forget my clients' names and anything about them individually", "clients"),
        ("the whole visa saga is over, purge it, both embassies", "visa"),
    ],
)
def test_words_of_talk_are_no_part_of_what_to_forget(reply: str, kept: str) -> None:
    terms = _forget_terms(reply)
    assert any(kept in t for t in terms), terms
    talk = {"request", "first", "chat", "individually", "both", "something", "holding"}
    assert not any(talk & set(t) for t in terms), terms


def test_a_pet_taken_in_named_first_with_where_from() -> None:
    reply = "we adopted pickle from the cats protection in may, she's a deaf white moggy"
    contents = [s.content for s in understand(reply, "Hi").statements]
    assert any("pickle" in c and ", a deaf white moggy" in c for c in contents), contents

"""The user's own way of doing a piece of work, asks for a kind of writing, and quiet moves.

Round 36: "how i do reviews: ..." is kept whole as a rule; "can you do X for my commit
messages?" lasts; a sample given after an ask ("like fix(export): ...") is no rule; "first
two weeks at lumen pay done" is a new employer; "internet in the new flat in bristol" a new
home, which ends the commute from the old town; "keep it short" and "go deep" are answer
lengths; what happened today is a clause apart from the setup told before it.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.asks_apart import question_apart
from imprint.pipeline.known_as import as_known
from imprint.pipeline.learned_gate import clauses
from imprint.pipeline.moved_to import moved_to
from imprint.pipeline.preference_gate import learned_preferences
from imprint.pipeline.relatives_told import told_in_relatives
from imprint.pipeline.rule_lists import told_method
from imprint.pipeline.subjects import subjects_in
from imprint.pipeline.understand import understand
from imprint.pipeline.work_news import work_news
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        (
            "how i run retros: everyone writes silently for five minutes, then we vote on"
            " two topics max",
            "How the user runs retros: everyone writes silently",
        ),
        ("so how i like my coffee: black, no sugar, oat milk if any", "likes their coffee"),
        (
            "my process for invoices - draft in xero, send on the 1st, chase after 14 days",
            "process for invoices - draft in xero",
        ),
        (
            "the way we handle releases: tag on main, changelog from the PR titles",
            "handles releases: tag on main",
        ),
    ],
)
def test_the_users_way_of_doing_a_piece_of_work_is_kept_whole(sentence: str, kept: str) -> None:
    method = told_method(sentence)
    assert method is not None
    assert kept in method


@pytest.mark.parametrize(
    "sentence",
    [
        "how i do standups: any tips?",
        "how i did it: just winged it honestly",
        "how i do reviews: badly",
        "my approach is simple",
    ],
)
def test_a_question_a_past_or_a_bare_word_is_no_way_of_working(sentence: str) -> None:
    assert told_method(sentence) is None


def test_a_way_of_working_is_a_rule_without_its_quoted_sample() -> None:
    reply = (
        "how i handle feedback on drafts: small wording things go in as suggestions, and"
        " structural problems i raise as questions, like 'does this section need to exist?'"
    )
    rules = [s for s in understand(reply).statements if s.type is MemoryType.RULE]
    assert any("structural problems" in s.content for s in rules), rules
    assert not any("need to exist" in s.content for s in rules), rules


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("could you use british spelling in all my emails?", "british spelling"),
        (
            "can you do sentence case for my ticket titles? no full stop at the end",
            "sentence case",
        ),
        (
            "can you use conventional commits for my commit messages? lowercase, no period",
            "conventional commits",
        ),
    ],
)
def test_an_ask_for_a_kind_of_the_users_writing_lasts(reply: str, kept: str) -> None:
    rules = [s for s in understand(reply).statements if s.type is MemoryType.RULE]
    assert any(kept in s.content for s in rules), rules


def test_the_detail_of_a_form_asked_for_stays_with_it() -> None:
    reply = "can you use conventional commits for my commit messages? all lowercase, no period"
    rules = [s.content for s in understand(reply).statements if s.type is MemoryType.RULE]
    assert any("conventional commits" in r and "lowercase" in r for r in rules), rules


@pytest.mark.parametrize(
    "reply",
    [
        "can you do bullet points for my notes?",
        "can you use british spelling in this email?",
        "can you write a summary of my reports?",
    ],
)
def test_an_ask_for_the_things_at_hand_does_not_last(reply: str) -> None:
    assert not [s for s in understand(reply).statements if s.type is MemoryType.RULE]


@pytest.mark.parametrize(
    "sentence",
    [
        "like fix(export): raise the timeout",
        "e.g. 'what happens if the cart is empty?'",
        "for example: feat(auth): add sso",
    ],
)
def test_a_sample_of_what_was_asked_is_no_rule(sentence: str) -> None:
    assert learned_preferences(sentence) == []


@pytest.mark.parametrize(
    ("sentence", "employer"),
    [
        ("ok so first two weeks at lumen pay done, agency life feels far away", "lumen pay"),
        ("first 3 days at Korvo done!", "Korvo"),
        ("first couple of weeks at brightline over, still learning the codebase", "brightline"),
    ],
)
def test_the_first_weeks_at_a_workplace_are_a_new_employer(sentence: str, employer: str) -> None:
    news = work_news(sentence)
    assert news is not None
    assert news[1] == "employer"
    assert employer in news[0]


@pytest.mark.parametrize(
    "sentence",
    [
        "first week at summer camp done, the kids are wild",
        "first two weeks at uni done",
        "first week at the gym done",
    ],
)
def test_the_first_weeks_of_study_or_play_are_no_employer(sentence: str) -> None:
    assert work_news(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "town"),
    [
        ("finally have internet in the new flat in bristol, the move was brutal", "bristol"),
        ("first night in the new house in leeds and the boiler died", "leeds"),
    ],
)
def test_being_in_a_new_home_in_a_town_is_a_move(sentence: str, town: str) -> None:
    switch = moved_to(sentence)
    assert switch is not None
    assert switch.new == town
    assert switch.subject == "city"


@pytest.mark.parametrize(
    "sentence",
    [
        "my sister is settling in the new flat in York",
        "if we were in the new house in Leeds it would be easier",
        "we ate at the new place in Soho",
    ],
)
def test_someone_elses_new_home_or_a_restaurant_is_no_move(sentence: str) -> None:
    assert moved_to(sentence) is None


async def test_a_new_home_ends_the_commute_from_the_old_town(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i commute from york into the leeds office three days a week")
        assert "york" in await active_text(imprint)
        await say_later(
            imprint, clock, "first night in the new house in bristol and the boiler died"
        )
        active = await active_text(imprint)
        assert "bristol" in active, active
        assert "york" not in active, active


@pytest.mark.parametrize(
    "content",
    [
        "Keep it short, just the command.",
        "When you explain stuff go deep.",
        "Keep answers brief.",
    ],
)
def test_how_far_an_answer_goes_is_its_length(content: str) -> None:
    assert "length" in subjects_in(content)


async def test_keep_it_short_retires_go_deep(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "when you explain things to me go deep, i want the reasons")
        assert "go deep" in await active_text(imprint)
        await say_later(imprint, clock, "keep it short from now on, just the fix please")
        active = await active_text(imprint)
        assert "short" in active, active
        assert "go deep" not in active, active


@pytest.mark.parametrize(
    ("sentence", "setup"),
    [
        (
            "our deploys go through argo cd onto a GKE cluster and this morning a sync got stuck",
            "our deploys go through argo cd onto a GKE cluster",
        ),
        (
            "we run everything on hetzner boxes but yesterday one of them fell over",
            "we run everything on hetzner boxes",
        ),
    ],
)
def test_what_happened_today_is_a_clause_apart_from_the_setup(sentence: str, setup: str) -> None:
    assert clauses(sentence)[0] == setup


_OPTIONS = (
    "Both work. The group class is far cheaper and gives her time with other puppies. The 1:1"
    " is better for specific problems."
)


@pytest.mark.parametrize(
    "reply",
    [
        "ok lets do pawsitive on saturdays, the 1:1 is too pricey and she needs other dogs",
        "fine, lets go with the barkley school, the group class is way too far",
    ],
)
def test_a_pick_said_against_an_option_the_agent_named_is_a_decision(reply: str) -> None:
    kinds = [s.type for s in understand(reply, _OPTIONS).statements]
    assert MemoryType.DECISION in kinds


def test_a_pick_against_nothing_the_agent_named_is_no_decision() -> None:
    reply = "ok lets do pawsitive on saturdays, the bus is too slow"
    kinds = [s.type for s in understand(reply, "Sounds fun! Dogs love company.").statements]
    assert MemoryType.DECISION not in kinds


@pytest.mark.parametrize(
    ("reply", "agent", "kept"),
    [
        (
            "girlfriend actually lol, her name's noor. shes into pottery",
            "A few ideas your boyfriend might love: a cocktail class.",
            "girlfriend, noor, not a boyfriend",
        ),
        (
            "husband actually, his name is Tomasz",
            "Your wife might like a spa day.",
            "husband, Tomasz, not a wife",
        ),
    ],
)
def test_the_name_told_beside_a_fixed_relation_is_kept_with_it(
    reply: str, agent: str, kept: str
) -> None:
    assert any(kept in s.content for s in understand(reply, agent).statements)


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "looking for a flat walk near hebden bridge, taking my beagle biscuit and he tires"
            " fast since hes on phenobarbital",
            "phenobarbital",
        ),
        (
            "any ideas for a weekend in york, bringing my dad who uses a wheelchair",
            "wheelchair",
        ),
    ],
)
def test_who_comes_along_after_an_ask_is_kept(reply: str, kept: str) -> None:
    assert any(kept in s.content for s in understand(reply).statements)


@pytest.mark.parametrize(
    "reply",
    [
        "ive heard everything from 10 secs to 2 mins",
        "i've read that creatine is fine for teenagers",
        "people say the 6am class is brutal",
    ],
)
def test_what_the_user_heard_said_is_no_fact_of_theirs(reply: str) -> None:
    assert understand(reply).statements == ()


@pytest.mark.parametrize(
    "reply",
    [
        "lol the french toast one. tomorrow its back to normal",
        "option 2 then, back to normal tomorrow though",
    ],
)
def test_a_pick_for_today_only_is_no_decision(reply: str) -> None:
    agent = "Options: 1) pancakes with syrup, 2) french toast with berries, 3) a full fry-up."
    kinds = [s.type for s in understand(reply, agent).statements]
    assert MemoryType.DECISION not in kinds


@pytest.mark.parametrize(
    "reply",
    [
        "vale gracias pero mas corto la proxima vez, lo leo en el movil",
        "la prochaine fois, des reponses plus courtes stp",
        "naechstes Mal bitte kuerzer".replace("ae", "\u00e4").replace("ue", "\u00fc"),
        "la prossima volta risposte piu brevi per favore",
    ],
)
def test_next_time_in_another_language_makes_an_ask_last(reply: str) -> None:
    rules = [s for s in understand(reply, "Claro.").statements if s.type is MemoryType.RULE]
    assert rules


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("my manager (sarah) is super strict about deadlines", "manager (sarah)"),
        (
            "cancelled my gym, the climbing place by my flat (the depot) has a weights room",
            "flat (the depot)",
        ),
    ],
)
def test_a_short_gloss_in_brackets_is_kept_where_it_was(reply: str, kept: str) -> None:
    assert any(kept in s.content for s in understand(reply).statements)


def test_talk_in_brackets_stays_out() -> None:
    contents = [s.content for s in understand("my boss (lol) is away all week").statements]
    assert contents
    assert not any("lol" in c for c in contents)


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        ("what's a good gift for my wife who loves gardening?", "my wife loves gardening."),
        ("how do i get my cat, who hates the carrier, to the vet?", "my cat hates the carrier."),
        (
            "can you suggest snacks for my 3 year old who's allergic to nuts?",
            "my 3 year old is allergic to nuts.",
        ),
        (
            "any tips for my son who just started secondary school",
            "my son just started secondary school.",
        ),
        (
            "what should i cook for my in-laws, who are both vegetarian?",
            "my in-laws are both vegetarian.",
        ),
    ],
)
def test_a_state_told_in_a_relative_clause_of_a_question_is_cut_out(
    sentence: str, told: str
) -> None:
    assert told_in_relatives(sentence) == (sentence, told)


@pytest.mark.parametrize(
    "sentence",
    [
        "we are throwing a party for my mum who turns 70",
        "what do i get my nephew who might be coming?",
        "who should i ask, my boss or hr?",
        "what's a good gift for someone who loves gardening?",
    ],
)
def test_a_statement_a_wish_or_no_one_of_the_users_is_left_whole(sentence: str) -> None:
    assert told_in_relatives(sentence) == (sentence,)


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("what's a good gift for my wife who loves gardening?", "wife loves gardening"),
        ("ideas for my dad who's got early dementia and loves birds", "early dementia"),
    ],
)
def test_what_a_question_tells_of_the_users_people_is_kept(reply: str, kept: str) -> None:
    contents = [s.content for s in understand(reply).statements]
    assert any(kept in c for c in contents), contents


def test_who_before_an_apostrophe_is_no_name() -> None:
    contents = [
        s.content for s in understand("ideas for my dad who's got early dementia").statements
    ]
    assert not any("called" in c for c in contents), contents


@pytest.mark.parametrize(
    ("sentence", "told"),
    [
        (
            "we picked up the new MG4 on friday, will it charge on a normal plug?",
            "we picked up the new MG4 on friday.",
        ),
        (
            "my landlord is raising the rent to 1400 from june, worth challenging it?",
            "my landlord is raising the rent to 1400 from june.",
        ),
        (
            "i'm a product designer at lumen now, what should i ask for, more money or equity?",
            "i'm a product designer at lumen now.",
        ),
    ],
)
def test_what_is_told_before_a_question_of_any_opening_is_cut_off(sentence: str, told: str) -> None:
    assert question_apart(sentence)[0] == told


@pytest.mark.parametrize(
    "sentence",
    [
        "we're going with the blue one for the nursery, or should we go green?",
        "if i moved to leeds, is the council tax higher?",
    ],
)
def test_a_choice_still_weighed_or_a_condition_stays_whole(sentence: str) -> None:
    assert question_apart(sentence) == (sentence,)


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "we got our deposit back from the first venue and signed with bramble hall yesterday",
            "bramble hall",
        ),
        ("i joined a running club last night, what should i wear", "running club"),
    ],
)
def test_a_lasting_change_said_with_its_moment_is_kept(reply: str, kept: str) -> None:
    contents = [s.content for s in understand(reply).statements]
    assert any(kept in c for c in contents), contents


@pytest.mark.parametrize(
    "reply",
    ["i had a migraine yesterday, ugh", "the kids were up at 5 this morning"],
)
def test_a_passing_moment_is_still_left(reply: str) -> None:
    assert understand(reply).statements == ()


def test_left_to_someone_retires_nothing() -> None:
    reply = "as stage manager for the larkfield players the last SM left me basically nothing"
    read = understand(reply)
    assert read.retired == ()
    assert any("stage manager" in s.content for s in read.statements), read.statements


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("me he apuntado a un club de escalada en vallecas", "club de escalada"),
        ("me apunt\u00e9 a clases de cer\u00e1mica los jueves", "cer"),
        ("je me suis inscrite au club de tennis de Vincennes", "club de tennis"),
        ("eu me inscrevi na academia do bairro, vou tres vezes por semana", "academia"),
    ],
)
def test_a_club_or_class_joined_is_kept_in_other_languages(reply: str, kept: str) -> None:
    contents = [s.content for s in understand(reply, "Hola").statements]
    assert any(kept in c for c in contents), contents


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "readers know me under the pen name Harriet Vale",
            "I'm known to readers as Harriet Vale, my pen name",
        ),
        ("most people know me as DJ Korra", "I'm known to most people as DJ Korra"),
        ("my students know me by Ms K", "I'm known to my students as Ms K"),
    ],
)
def test_a_name_others_know_the_user_by_is_put_in_the_users_words(text: str, said: str) -> None:
    assert as_known(text) == said


@pytest.mark.parametrize(
    "text",
    ["everyone knows me as the quiet one at work", "my sister knows me as Bex", "i know them"],
)
def test_a_description_or_one_persons_word_is_left(text: str) -> None:
    assert as_known(text) == text


def test_a_name_others_know_the_user_by_is_kept() -> None:
    contents = [s.content for s in understand("readers know me as Harriet Vale").statements]
    assert any("known to readers as Harriet Vale" in c for c in contents), contents
    assert not any("name is Harriet" in c for c in contents), contents


def test_a_one_off_ask_beside_a_pick_leaves_the_pick() -> None:
    reply = "postgres then. oh and for this email only, keep it short"
    kinds = [s.type for s in understand(reply, "You could use Postgres or MySQL.").statements]
    assert MemoryType.DECISION in kinds


def test_a_way_of_working_after_leading_punctuation_is_counted_from_its_lead() -> None:
    assert told_method(".. how i do standups: we go fast") == told_method(
        "how i do standups: we go fast"
    )

"""Updates whose subject is in no lexicon: the topic that changed, its new value, the old memory.

A statement with a change cue bound to a noun phrase ("the recital got pushed to ...")
replaces an older memory that mentions that topic and holds a different value of the same
kind; two memories that only share a word stay. Phrasings are our own, across domains.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.change_facts import changed_fact
from imprint.pipeline.places import location_in
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.supersede import supersedes
from imprint.pipeline.topic_change import topic_changes, updates_topic
from imprint.pipeline.updates import change_in


@pytest.mark.parametrize(
    ("new", "old"),
    [
        # dates of events
        (
            "My physio appointment got moved to Friday the 14th.",
            "My physio appointment is on Tuesday the 4th.",
        ),
        ("My sister's wedding was moved to August 9", "My sister's wedding is on June 21 in Cork."),
        (
            "the parent-teacher meeting got pushed to Thursday",
            "The parent-teacher meeting is on Monday at 5pm.",
        ),
        ("Our flight to Lisbon got moved to March 3", "Our flight to Lisbon is on March 1."),
        ("The user's recital got pushed to the 20th.", "The user's piano recital is on the 12th."),
        ("the viva is now on 2 December, the examiner is ill", "My viva is on 18 November."),
        ("Swim club's at 5:45 now, the pool changed hands", "Swim club is at 6:30 on Tuesdays."),
        ("they moved the standup to 9:30am", "Our standup is at 10am every day."),
        ("my rent is 1500 now", "My rent is 1300 a month."),
        # amounts
        ("we cut the dog's kibble to 150 grams a day", "our dog eats 200 grams of kibble a day"),
        ("I upped my rent budget to 1400 a month", "My rent budget is 1200 a month."),
        ("bumped it to 800 a month", "I put 500 a month into savings."),
        (
            "I'm bumping the monthly investing to $900",
            "The user invests $600 a month in an index fund.",
        ),
        # names and places
        ("we switched the error tracking to Sentry", "Our error tracking runs on Rollbar."),
        ("we switched deployments to Buildkite", "We deploy the backend with Jenkins pipelines."),
        ("my doctor upped my sertraline to 100mg", "I take 50mg of sertraline."),
        ("The user's team moved experiment tracking to Neptune.", "We track experiments in Comet."),
        (
            "new venue is a barn in Sonoma and the party is now May 2",
            "The party is on April 30 at Oak Hall.",
        ),
        # implied topics: a role, a home
        ("I just got promoted to senior nurse", "I'm a staff nurse on a cardiac ward."),
        ("they made me head of design last week", "The user is a product designer at a fintech."),
        ("we relocated to Porto in January", "I teach yoga in Lisbon."),
        ("The user moved to Bristol last month.", "The user gardens in Leeds."),
        ("we finally moved to Edinburgh!", "The user lives in a flat in Glasgow."),
    ],
)
def test_a_change_of_topic_replaces_the_old_value(new: str, old: str) -> None:
    assert updates_topic(new, old), topic_changes(new)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        # the same topic word, but no value of the kind that changed
        ("The wedding is now October 3.", "The wedding will have 90 guests."),
        ("the flight is now at 6pm", "I hate flying with Ryanair."),
        # a word shared, but not the topic that changed
        ("we moved the orders dashboard to Metabase", "We use Postgres for the orders service."),
        ("I moved my dentist appointment to May 3", "My dentist is Dr Lee."),
        ("Our new office is in Leeds", "My office chair is broken."),
        ("I'm now using pnpm for the monorepo", "The monorepo lives on GitHub."),
        # another pot of money, another person's event, another deadline
        ("My rent went up to 1500 a month", "I save 300 a month."),
        ("Maya's recital got pushed to the 20th", "Leo's recital is on the 12th."),
        ("The mock viva got moved to 4 November.", "My viva is on 18 November."),
        ("The deadline for the grant moved to March 30", "The deadline for my thesis is April 2."),
        # not a role, a stay rather than a move, the value already held
        ("I'm now a vegetarian", "I'm a nurse."),
        ("we moved to Paris for the conference", "I live in Berlin."),
        ("The wedding is now October 3.", "The wedding is now October 3 at Rosewood."),
        # no change cue at all
        ("The recital is on the 20th.", "The recital is on the 12th."),
    ],
)
def test_a_shared_word_alone_replaces_nothing(new: str, old: str) -> None:
    assert not updates_topic(new, old), topic_changes(new)


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("the school trip got moved to 14 May", "date"),
        ("we pushed the launch party to next Friday", "date"),
        ("I raised the kids' pocket money to 5 pounds a week", "amount"),
        ("my insulin dose is now 12 units", "amount"),
        ("we moved the newsletter to Buttondown", "name"),
        ("the new vet is Dr Okafor", "name"),
        ("got promoted to lead engineer!", "role"),
        ("I'm now the head of operations", "role"),
        ("we finally moved to Valencia", "home"),
    ],
)
def test_the_kind_of_the_new_value_is_read(sentence: str, kind: str) -> None:
    assert kind in {c.kind for c in topic_changes(sentence)}, topic_changes(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "now write the function again",
        "can you move it to the top?",
        "it's now or never",
        "we moved on to the next chapter",
        "that changed my mind about it",
        "new phone who dis",
        "promoted content is everywhere these days",
        "the bus moved slowly",
    ],
)
def test_sentences_with_a_cue_but_no_change_of_value(sentence: str) -> None:
    assert topic_changes(sentence) == ()


@pytest.mark.parametrize(
    ("sentence", "held", "subject"),
    [
        (
            "they promoted me, I'm now the senior copywriter on the team",
            "senior copywriter",
            "role",
        ),
        ("got a raise so I'm bumping my pension contribution to 8%", "8%", None),
        ("we adopted a young rabbit called Pip", "Pip", "pet"),
        ("so lonely that we rescued a greyhound named Bolt", "Bolt", "pet"),
        ("I put 250 a month into a house deposit", "250", None),
        ("we spend about 90 a week on groceries", "90", None),
        ("our recital got pushed to the 20th", "20th", None),
        ("we relocated to Tallinn in spring", "Tallinn", "city"),
    ],
)
def test_the_new_value_is_kept_as_a_fact(sentence: str, held: str, subject: str | None) -> None:
    found = changed_fact(sentence)
    assert found is not None and held in found[0] and found[1] == subject, found


@pytest.mark.parametrize(
    "sentence",
    [
        "can you move the meeting to Friday?",
        "the council moved the bins to Tuesdays",
        "my brother got promoted to captain",
        "the price of eggs went up to 4 dollars",
        "what if I bumped it to 900 a month?",
    ],
)
def test_changes_that_are_not_the_users_are_not_kept(sentence: str) -> None:
    assert changed_fact(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("We had to let Biscuit go last Tuesday.", "biscuit"),
        ("Mochi passed away in her sleep", "mochi"),
        ("sadly Rex died over the weekend", "rex"),
        ("we lost our old cat Tigger last winter", "tigger"),
        ("the vet put Bramble to sleep yesterday", "bramble"),
        ("Nana passed on in March", "nana"),
    ],
)
def test_a_name_said_to_have_died_is_retired(sentence: str, name: str) -> None:
    assert name in change_in(sentence, "en").replaces


@pytest.mark.parametrize(
    "sentence",
    [
        "let me go check",
        "I put Sam down as my emergency contact",
        "I lost my keys again",
        "put Docker down as a dependency for now",
        "the battery died on my phone",
    ],
)
def test_a_death_cue_without_a_name_gone_retires_nothing(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


def test_pinned_memories_stay_whatever_the_topic_change() -> None:
    new, old = "the recital got pushed to the 20th", "The recital is on the 12th."
    assert supersedes(
        content=new, subject=None, replaces=(), changed=True, old_content=old, old_subject=None
    )
    assert not supersedes(
        content=new,
        subject=None,
        replaces=(),
        changed=True,
        old_content=old,
        old_subject=None,
        old_protected=True,
    )


@pytest.mark.parametrize(
    "sentence",
    ["I garden in Leeds, mostly veg.", "we farm near Ballarat", "I keep bees near Ghent."],
)
def test_what_is_done_at_home_says_where_the_user_lives(sentence: str) -> None:
    where = location_in(sentence)
    assert where is not None and where.home


@pytest.mark.parametrize(
    ("sentence", "subject"),
    [
        ("I do QA at Zalando, mostly manual testing", "employer"),
        ("The user does payroll for Acme.", "employer"),
        ("I do data engineering at Monzo", "employer"),
        ("I do yoga at Gold Gym", "gym"),  # where the user trains, no employer
        ("I do it for Sam", None),
        ("I do my shopping at Aldi", "supermarket"),  # where the food shop is done, no employer
    ],
)
def test_a_job_function_at_a_named_company_sets_the_employer(
    sentence: str, subject: str | None
) -> None:
    assert subject_of(sentence) == subject

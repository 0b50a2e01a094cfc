"""Changes of the user's own world told in passing, inside a request, in their many phrasings.

Each class (a new employer, a new home, a tool given up for another, a new diet, a new name
for the user's band or shop, a setting that holds another value now) is read whatever the
verb, tense, word order or register; someone else's change and one only thought of are
not. Phrasings are our own, not the behaviour sets'.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.passing_changes import passing_change
from imprint.pipeline.slots import recurring_slot
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in
from tests.pipeline.reading import fact_changes


def _kept(reply: str) -> list[tuple[str, str | None, tuple[str, ...]]]:
    """(content, subject, values it retires) of every statement, rule or fact."""
    return [(s.content, s.subject, s.change.replaces) for s in understand(reply).statements]


@pytest.mark.parametrize(
    ("reply", "employer"),
    [
        (
            "quick one, started at Halyard last week as a data lead, can you review this SQL?",
            "Halyard",
        ),
        ("joined Fenwick Labs in March so I need a new email signature", "Fenwick Labs"),
        ("new job at Corvo Health btw, first time doing clinical data", "Corvo Health"),
        ("I took a job with Bramble & Co, they want a cover letter anyway", "Bramble & Co"),
        ("first day at Tessellate done, my brain is fried", "Tessellate"),
        ("finally got hired at Northwind, help me plan my first 90 days", "Northwind"),
        ("i'm teaching year 3 at Elm Park Primary now, need a reading rota", "Elm Park Primary"),
        ("started a new role at Quarry Bank last month, help me write my intro", "Quarry Bank"),
        ("I'm working nights for Larkspur Logistics now, any sleep tips?", "Larkspur Logistics"),
        ("signed with Oatridge Studio, so the freelance stuff is over", "Oatridge Studio"),
        ("accepted the offer from Hooli, need a resignation letter", "Hooli"),
        ("day one at Pied Piper done, brain full", "Pied Piper"),
    ],
)
def test_a_new_employer_is_kept_as_the_employer(reply: str, employer: str) -> None:
    facts = fact_changes(reply)
    assert any(employer in content and s == "employer" for content, s, _ in facts), facts


def test_a_role_said_after_the_employer_is_kept_with_it() -> None:
    found = passing_change("started at Halyard last week as a data lead, so new templates")
    assert found is not None and found.text == "I work at Halyard now as a data lead"


@pytest.mark.parametrize(
    ("reply", "city"),
    [
        ("we closed on a flat in Hove last month, what plants survive sea air?", "Hove"),
        ("relocated to Aarhus over the winter, need a bike shop recommendation", "Aarhus"),
        ("bought a cottage near Keswick so hiking is on the doorstep now", "Keswick"),
        ("moved to Valparaiso in june and the hills are killing my knees", "Valparaiso"),
        ("we got the keys to our new place in Ghent yesterday!", "Ghent"),
        ("just upped sticks to Inverness, which broadband is decent up here?", "Inverness"),
        ("landed in Medellin on sunday, staying through march, need a gym", "Medellin"),
        ("I moved into a studio in Lisbon, tiny kitchen, recipes please", "Lisbon"),
        ("we relocated to Cork over the summer, school forms are a nightmare", "Cork"),
        ("new flat in Leith, what's the best damp fix", "Leith"),
        ("finally settled in Tromso, darkness is wild", "Tromso"),
    ],
)
def test_a_new_home_is_kept_as_the_city(reply: str, city: str) -> None:
    facts = fact_changes(reply)
    assert any(city in content and s == "city" for content, s, _ in facts), facts


@pytest.mark.parametrize(
    ("reply", "new", "old", "subject"),
    [
        (
            "we ripped out Jenkins, it's all Buildkite now. how do I cache layers?",
            "Buildkite",
            "jenkins",
            "ci",
        ),
        ("bailed on Trello, Linear for everything now", "Linear", "trello", "tracker"),
        (
            "ditched npm last sprint, pnpm for everything incl the monorepo",
            "pnpm",
            "npm",
            "package_manager",
        ),
        ("got rid of MySQL, we're all on Postgres now", "Postgres", "mysql", "database"),
        ("I gave up on vim, it's all VS Code these days", "VS Code", "vim", "editor"),
        ("ripped heroku out in january, it's all Fly.io now", "Fly.io", "heroku", "hosting"),
        ("dumped Asana, we're on ClickUp now", "ClickUp", "asana", "tracker"),
        ("moved off Bitbucket, everything's on GitHub now", "GitHub", "bitbucket", "code_hosting"),
        ("we killed the redis cache, memcached for everything", "memcached", "redis", "cache"),
    ],
)
def test_a_tool_given_up_for_another_keeps_the_new_and_retires_the_old(
    reply: str, new: str, old: str, subject: str
) -> None:
    facts = _kept(reply)
    assert any(
        new in content and s == subject and any(old in r for r in replaces)
        for content, s, replaces in facts
    ), facts


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("went full vegan in january so no honey in the recipes please", "vegan"),
        ("I've gone vegetarian, can you redo the meal plan", "vegetarian"),
        ("eating meat again after 6 years, weird but my doctor insisted", "meat"),
        ("so I stopped eating dairy, what can I put in coffee", "dairy"),
        ("became pescatarian over lent and stuck with it", "pescatarian"),
        ("I'm keto now, need snacks for road trips", "keto"),
        ("back on fish again since the baby arrived", "fish"),
        ("we quit eating red meat this year, ideas for the bbq?", "red meat"),
        ("I'm off dairy now, what milk for porridge", "dairy"),
        ("I eat meat now, my iron was low", "meat"),
    ],
)
def test_a_new_diet_is_kept_as_the_diet(reply: str, word: str) -> None:
    facts = fact_changes(reply)
    assert any(word in content and s == "diet" for content, s, _ in facts), facts


@pytest.mark.parametrize(
    ("reply", "name"),
    [
        ("we're Salt Harbour now, the old name clashed with a brewery", "Salt Harbour"),
        ("renamed the shop to Fern & Kettle, need a new about page", "Fern & Kettle"),
        ("our new name is Copper Finch, update the press kit", "Copper Finch"),
        ("changed our name to Night Orchard after the lineup change", "Night Orchard"),
        ("the podcast is called Loose Threads now, write an intro", "Loose Threads"),
        ("we rebranded as Brightline Bakery, need fresh menu copy", "Brightline Bakery"),
        ("btw we're Hollow Pines now, need a new bio", "Hollow Pines"),
        ("the band's Paper Comets now lol", "Paper Comets"),
        ("the shop's new name is Tidewater Supply", "Tidewater Supply"),
        ("we go by Fox & Lantern now", "Fox & Lantern"),
        ("we changed the band name to Glass Meridian", "Glass Meridian"),
    ],
)
def test_a_new_name_for_the_users_group_sets_its_name(reply: str, name: str) -> None:
    found = passing_change(reply)
    assert found is not None and found.new == name and found.subject == "group_name"


@pytest.mark.parametrize(
    ("reply", "subject", "value"),
    [
        ("newsletter tone is formal now, redo these subject lines", "tone", "formal"),
        ("the tone is casual now, the new boss hates stiff emails", "tone", "casual"),
        ("spelling is British now since the client is in Leeds", "spelling", "British"),
        ("our database is cockroach now, rewrite the migration", "database", "cockroach"),
        ("my editor is helix now so skip the vscode bits", "editor", "helix"),
        ("the indentation is tabs now, sorry", "indentation", "tabs"),
        ("citation style is now APA for the journal", "citation_style", "APA"),
        ("ok so the email tone is playful now, marketing won", "tone", "playful"),
    ],
)
def test_a_setting_that_holds_another_value_now_sets_its_subject(
    reply: str, subject: str, value: str
) -> None:
    found = passing_change(reply)
    assert found is not None and found.subject == subject and found.new == value


@pytest.mark.parametrize(
    "reply",
    [
        "my sister started at Halyard last week",
        "if I started at Google would I need to move?",
        "she joined Stripe in March",
        "started with Python last year, now learning Rust",
        "first day at Disneyland was amazing",
        "i'm doing a course for Coursera now",
        "I'm running with Parkrun Leeds now, 5k every saturday",
        "I'm using Bear for notes now",
        "I'm volunteering at Oxfam now, two days a week",
        "thinking of relocating to Aarhus next year",
        "we might move to Lisbon eventually",
        "my parents closed on a house in Hove",
        "landed in Oslo for a conference, back friday",
        "moved to Denver for the summer to help my aunt",
        "we're in Lisbon now, any brunch spots?",
        "should we ditch Jenkins for something else?",
        "could you rip out the jQuery from this snippet?",
        "I ripped my jeans out on the trail",
        "we're on Postgres now",
        "Tom went vegan last month, what do I cook for him?",
        "my brother is vegan now so the bbq is tricky",
        "i'm going vegan next month, any tips?",
        "my dad's band is called Rust Belt now",
        "we're Canadian now, citizenship came through",
        "the tone is off now, can you fix it",
        "python is slow now that the dataset grew",
        "my editor is laggy now, any fix?",
        "our new intern is Maria",
        "dropped the kids at school, now help me with this email",
    ],
)
def test_near_misses_change_nothing(reply: str) -> None:
    assert passing_change(reply) is None


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("we bailed on Jira last sprint", "jira"),
        ("ripped Webpack out over the weekend", "webpack"),
        ("finally ripped out Mercurial", "mercurial"),
        ("handed in my badge at St Brennan's on friday", "st brennan's"),
        ("I resigned from Ackerley Foods in june", "ackerley foods"),
        ("gave up on Duolingo, the owl won", "duolingo"),
        ("uninstalled Spotify last week", "spotify"),
        ("so the Lisbon trip is off this year", "lisbon trip"),
        ("and the reunion is cancelled", "reunion"),
    ],
)
def test_chat_ways_of_giving_up_retire_the_old_value(sentence: str, old: str) -> None:
    assert old in change_in(sentence, "en").replaces


def test_a_tool_named_short_retires_its_fused_name_too() -> None:
    assert change_in("we ripped out circle last month", "en").replaces == ("circle", "circleci")
    assert "mongodb" in change_in("we ditched mongo for postgres", "en").replaces


@pytest.mark.parametrize(
    "reply",
    [
        "for the rota: Nia has judo wednesdays 6-7, Omar has chess fri at 4",
        "my daughter goes to ballet every Saturday, plan lunches around it",
        "our standup is mon/wed/fri at 9:30, block my calendar",
        "my son has piano on thursdays so pickups are tight",
        "I have physio on mondays and thursdays, suggest a gym split",
        "our board meeting is the first tuesdays of the month, prep a template",
        "Priya goes to swim club on sundays at 8",
        "we do pub quiz on wednesdays, suggest a team name",
    ],
)
def test_a_weekly_slot_is_kept_so_a_later_move_can_replace_it(reply: str) -> None:
    assert recurring_slot(reply) is not None
    assert _kept(reply), reply


@pytest.mark.parametrize(
    "reply",
    [
        "I have time on Monday if you want to go over it",
        "Leo has a dentist appointment on Tuesday",
        "I have no plans on sundays",
        "can Nia do judo on wednesdays?",
    ],
)
def test_a_day_said_once_or_asked_about_is_no_slot(reply: str) -> None:
    assert recurring_slot(reply) is None


@pytest.mark.parametrize(
    "reply",
    [
        "Nia's judo got moved to fridays, same time",
        "ugh, Omar's chess club was pushed to Thursday at 5",
        "so Priya's swim lesson has been rescheduled to sundays at 9",
        "update: Maya's recital got moved to June 14",
        "Sam's parents evening is now on the 12th",
        "Leo's football was moved to saturdays because of the pitch",
        "btw Ada's violin got shifted to mondays",
        "Ravi's appointment got bumped to 3pm",
    ],
)
def test_a_named_persons_event_moved_to_another_day_is_kept(reply: str) -> None:
    assert fact_changes(reply), reply


@pytest.mark.parametrize(
    ("reply", "employer", "role"),
    [
        (
            "monday I start as head of data at Brindle Health, so wish me luck",
            "Brindle Health",
            "head of data",
        ),
        (
            "I start at Oakmere Bank next week, can you help with a 30-60-90 plan?",
            "Oakmere Bank",
            None,
        ),
        ("we start with Tallis & Co in May", "Tallis & Co", None),
    ],
)
def test_a_job_about_to_start_is_the_new_employer(
    reply: str, employer: str, role: str | None
) -> None:
    [switch] = [s for s in understand(reply, "Hi!").statements if s.subject == "employer"]
    assert employer in switch.content
    assert role is None or role in switch.content
    assert not switch.content.endswith(". now.")


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("yesterday was my last day at Corvell, feeling weird", "corvell"),
        ("finished up at Pemberton Legal on friday", "pemberton legal"),
        ("ok so that was my last shift at Harrow Vets.", "harrow vets"),
    ],
)
def test_a_last_day_retires_the_workplace(reply: str, old: str) -> None:
    assert old in change_in(reply, "en").replaces


@pytest.mark.parametrize(
    "reply",
    [
        "we start at 9 every day",
        "I start with Python and then move to Go",
        "my last day off was great",
    ],
)
def test_start_and_last_without_a_workplace_change_nothing(reply: str) -> None:
    assert not [s for s in understand(reply, "Hi!").statements if s.subject == "employer"]
    assert change_in(reply, "en").replaces == ()

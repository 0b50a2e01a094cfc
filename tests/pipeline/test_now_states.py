"""Updates said only as the new state, old values named as gone, and same-class outdating.

Three mechanisms of knowledge updates, each in many phrasings of our own (not the
behaviour sets'): a new state said with a marker or by its value's class
(`now_states.py`), an old value said to be behind the user (`gone_values.py`), and a new
memory outdating an old one that holds a value of the same class (`value_classes.py`).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from imprint.pipeline.new_amounts import new_amount
from imprint.pipeline.now_states import now_state, successor
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.supersede import supersedes
from imprint.pipeline.temporal import valid_until
from imprint.pipeline.updates import change_in
from imprint.pipeline.value_classes import outdates


@pytest.mark.parametrize(
    ("sentence", "new", "subject"),
    [
        ("traded in the console, it's all xbox for me now", "xbox", "console"),
        ("everything's figma these days, the old files are archived", "figma", "design_tool"),
        ("the whole backend is django now, so ask me in python terms", "django", "backend"),
        ("btw our tracker is linear now, the board moved last sprint", "linear", "tracker"),
        ("we're on pnpm now so lockfile questions are different", "pnpm", "package_manager"),
        ("I'm on neovim these days and loving it", "neovim", "editor"),
        ("wiped the laptop, ubuntu now and no regrets", "ubuntu", "os"),
        ("we ported the billing worker to golang over the summer", "golang", "language"),
        ("finally upgraded every service to postgres 16", "postgres 16", "database"),
        ("the lab has been in stata since the new PI arrived", "stata", "stats_tool"),
    ],
)
def test_a_new_value_of_a_known_class_is_read(sentence: str, new: str, subject: str) -> None:
    found = now_state(sentence)
    assert found is not None and found.new == new and found.subject == subject, found


@pytest.mark.parametrize(
    ("sentence", "diet"),
    [
        ("so pescatarian now i guess, fish is back on the menu", "pescatarian"),
        ("basically vegetarian these days, cheese stays though", "vegetarian"),
        ("keto again, don't judge", "keto"),
        ("I'm officially vegan now", "vegan"),
        ("after the scan, mostly plant-based now", "plant-based"),
        ("we're flexitarian nowadays at home", "flexitarian"),
        ("doctor's orders: low-carb now", "low-carb"),
        ("technically pescetarian apparently", "pescetarian"),
    ],
)
def test_a_diet_said_bare_with_a_marker_is_read(sentence: str, diet: str) -> None:
    found = now_state(sentence)
    assert found is not None and found.new == diet and found.subject == "diet", found


@pytest.mark.parametrize(
    ("sentence", "employer"),
    [
        ("yesterday was my first day at Pellucid Labs, still jetlagged", "Pellucid Labs"),
        ("first week at Orchard Mutual, the onboarding is endless", "Orchard Mutual"),
        ("week one with Tamsin & Rowe went fine", "Tamsin & Rowe"),
        ("first shift at St Brannock's was chaos", "St Brannock's"),
        ("now doing payroll at Heddle Foods, totally new world", "Heddle Foods"),
        ("now teaching maths at Greyfield College", "Greyfield College"),
        ("first month at Quayside Bank behind me", "Quayside Bank"),
        ("first full week at Marrowby done and dusted", "Marrowby"),
    ],
)
def test_a_first_day_or_new_work_is_a_new_employer(sentence: str, employer: str) -> None:
    found = now_state(sentence)
    assert found is not None and found.new == employer and found.subject == "employer", found


@pytest.mark.parametrize(
    ("sentence", "old", "new"),
    [
        ("we moved the invoices off Xero and onto QuickBooks", "Xero", "QuickBooks"),
        ("migrated our savings off Barclays onto Monzo", "Barclays", "Monzo"),
        (
            "now that we're done moving search off Elasticsearch and onto opensearch",
            "Elasticsearch",
            None,
        ),
        ("took the blog off wordpress and onto Ghost last month", "wordpress", "Ghost"),
    ],
)
def test_things_moved_off_one_value_onto_another(sentence: str, old: str, new: str | None) -> None:
    found = now_state(sentence)
    assert found is not None and found.old == old, found
    assert new is None or found.new == new


@pytest.mark.parametrize(
    ("sentence", "unit"),
    [
        ("I transferred to the paediatric unit in June", "the paediatric unit"),
        ("we've moved over to the Leeds office since spring", "the Leeds office"),
        ("i switched to the night desk at the paper", "the night desk"),
        ("I went to the fraud team last quarter", "the fraud team"),
    ],
)
def test_a_move_inside_the_workplace_is_read(sentence: str, unit: str) -> None:
    found = now_state(sentence)
    assert found is not None and found.new == unit, found


@pytest.mark.parametrize(
    "sentence",
    [
        "it's all good now, thanks",  # no value of any class
        "the kitchen is a mess now",
        "my sister is vegan now",  # someone else's diet
        "if we were on pnpm now this would be easy",  # a wish
        "my first day at Kelso Bank is next monday",  # still ahead
        "is it my first week at Brindle?",
        "I moved the meeting to friday",  # a time, not a platform
        "took the kids off screens and onto bikes",  # no tool or provider
        "my husband transferred to the night shift team",  # not the user
        "so python now?",
        "I'm not vegan anymore",
    ],
)
def test_near_misses_give_no_new_state(sentence: str) -> None:
    assert now_state(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("Kestrel Works is officially in the rear-view mirror", "kestrel works"),
        ("and the old Kindle is now sitting in a drawer", "kindle"),
        ("ok so the keto era ended at christmas", "keto"),
        ("my Jira days are over, we live in Linear", "jira"),
        ("sold the Corolla to my cousin", "corolla"),
        ("our Adobe licences lapse at the end of the month", "adobe"),
        ("Leeds is behind us now, the boxes are unpacked", "leeds"),
        ("the team rips webpack out entirely next sprint", "webpack"),
        ("not anymore in Sheffield, they moved the whole office", "sheffield"),
        ("handed my badge back at Corvell last friday", "corvell"),
    ],
)
def test_an_old_value_named_as_gone_is_retired(sentence: str, old: str) -> None:
    assert old in change_in(sentence, "en").replaces


@pytest.mark.parametrize(
    "sentence",
    [
        "the good times are ahead of us",
        "I put my keys in the drawer",
        "Mr Patel retired so I've been moved to geography",
        "the sale ends on friday",
    ],
)
def test_near_misses_retire_no_pronoun_or_everyday_word(sentence: str) -> None:
    replaces = change_in(sentence, "en").replaces
    assert not {"i've", "keys", "good", "sale"} & set(replaces), replaces


@pytest.mark.parametrize(
    ("content", "subject", "old"),
    [
        ("I work at Lumen Grid now", "employer", "Backend dev at Corrigan Pay here."),
        (
            "I work at Larch Hospital now",
            "employer",
            "The user is a charge nurse on the stroke ward at Fellside Infirmary.",
        ),
        ("The user moved to Dundee.", "city", "The user is in Perth, freelance illustrator."),
        ("I moved to Bristol", "city", "The user's team is in Cardiff and hiring."),
        ("The user's app is on 3.13 now.", None, "The user's app is stuck on python 3.9."),
        ("We're on node 22.4 now", None, "The lambdas run node 22.1."),
        ("The user bumped their rate to $90/h.", None, "The user charges $70 an hour."),
        ("New day rate: \u00a3600/day from now on.", None, "The user's day rate is \u00a3500/day."),
    ],
)
def test_a_value_of_the_same_class_outdates_the_old_one(
    content: str, subject: str | None, old: str
) -> None:
    assert outdates(content=content, subject=subject, old_content=old)


@pytest.mark.parametrize(
    ("content", "subject", "old"),
    [
        ("The user moved to Dundee.", "city", "The user's sister is in Perth."),
        ("I work at Lumen Grid now", "employer", "The user likes long walks."),
        ("I moved from Perth to Dundee", "city", "The user is in Dundee now."),
        ("The user's app is on 3.13 now.", None, "The user's app targets node 18.2."),
        ("The user charges $90/h.", None, "The user charges $70 an hour."),  # no change said
        ("The user is reading chapter 4.2 now.", None, "The user likes section 2.1 best."),
    ],
)
def test_near_misses_do_not_outdate(content: str, subject: str | None, old: str) -> None:
    assert not outdates(content=content, subject=subject, old_content=old)


def test_a_workplace_and_a_place_said_by_shape_set_their_subjects() -> None:
    assert subject_of("Staff pharmacist at Holloway General these days.") == "employer"
    assert subject_of("QA engineer for Pendle Systems.") == "employer"
    assert subject_of("The user is in Valletta, remote copywriter.") == "whereabouts"
    assert subject_of("The user is in Oslo for a conference.") is None


def test_a_new_home_supersedes_a_place_said_by_shape() -> None:
    assert supersedes(
        content="The user moved to Asheville.",
        subject="city",
        replaces=(),
        changed=True,
        old_content="The user is in Raleigh, remote UX writer.",
        old_subject="whereabouts",
    )


@pytest.mark.parametrize(
    ("sentence", "new", "old"),
    [
        ("the journal wants APA now, so Harvard style is retired for me", "apa", "harvard style"),
        ("we dropped Jenkins and the builds run on buildkite", "buildkite", "jenkins"),
        ("ditched asana, the whole studio tracks work in trello", "trello", "asana"),
        ("no longer on heroku; the api is hosted on render", "render", "heroku"),
    ],
)
def test_a_new_value_beside_a_retired_one_of_its_class_is_kept(
    sentence: str, new: str, old: str
) -> None:
    found = now_state(sentence)
    assert found is not None and found.new == new and found.old == old, found


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("the Purrfect bag is going to the shelter", "purrfect"),
        ("and the old futon went to the tip", "futon"),
        ("the Dunmore tins have gone to the food bank", "dunmore"),
    ],
)
def test_a_thing_given_away_is_gone(sentence: str, old: str) -> None:
    assert old in change_in(sentence, "en").replaces


@pytest.mark.parametrize(
    ("content", "old"),
    [
        ("We're on postgres 16 now.", "The analytics db is postgres 13."),
        ("Upgraded the app to Django 5.1.", "The app runs Django 4.2 and celery."),
        ("The phones are on ios 18 now.", "The team tests on ios 16."),
    ],
)
def test_another_version_of_the_same_product_outdates_the_old(content: str, old: str) -> None:
    assert outdates(content=content, subject=None, old_content=old)


def test_a_version_of_another_product_does_not_outdate() -> None:
    assert not outdates(
        content="We're on postgres 16 now.", subject=None, old_content="The api runs node 18."
    )


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        ("the boiler died so knock that down to 900 tops", "The budget is now 900 total"),
        ("we agreed I can stretch to 2500 for the bike", "The budget is now 2500"),
        ("let's cap it at \u00a3150 a week from here", "The budget is now \u00a3150 a week"),
        ("bring the budget down to $4k, sales were slow", "The budget is now $4k"),
        ("with the bonus we're at 45k all in", "The budget is now 45k total"),
        ("bumped my rate to $95/hr this quarter", "My hourly rate is now $95/hr"),
        (
            "new rate card for the studio: \u20ac700/day, nonprofits less",
            "My day rate is now \u20ac700/day",
        ),
        ("confirm my rate of \u00a335 an hour in the email", "My hourly rate is \u00a335 an hour"),
        ("I now charge 80 euros per session", "My rate is now 80 euros per session"),
    ],
)
def test_a_new_budget_or_rate_is_read(sentence: str, text: str) -> None:
    found = new_amount(sentence)
    assert found is not None and found.text == text, found


@pytest.mark.parametrize(
    "sentence",
    [
        "can I go up to 1800?",  # a question, not a decision
        "her budget is now 2k",  # someone else's
        "the oven can go up to 250",  # no first person spending
        "if we bumped my rate to $95/hr would they leave",  # a thought
        "we're at 3 kids and a dog",  # no amount of money
    ],
)
def test_near_misses_give_no_amount(sentence: str) -> None:
    assert new_amount(sentence) is None


@pytest.mark.parametrize(
    ("content", "old"),
    [
        ("The budget is now 900 total", "The user has a budget of 1200 for the trip."),
        ("The budget is now $4k", "Budget is $6k for the quarter, mostly ads."),
        ("My hourly rate is now $95/hr", "The user's hourly rate is $80."),
    ],
)
def test_a_new_amount_outdates_the_old_one(content: str, old: str) -> None:
    assert outdates(content=content, subject=None, old_content=old)


def test_an_amount_outdates_no_memory_without_a_budget_or_rate() -> None:
    assert not outdates(
        content="The budget is now 900 total", subject=None, old_content="The user runs 1200 km."
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "new prices from this week: 15% off for students",
        "the menu changed this month, 10 % off lunches",
        "we give 20% off this weekend to regulars",
    ],
)
def test_a_discount_is_no_time_off(sentence: str) -> None:
    now = datetime(2026, 3, 4, tzinfo=UTC)
    assert valid_until(sentence, now) is None
    assert valid_until("I'm off this week", now) is not None


@pytest.mark.parametrize(
    ("sentence", "new"),
    [
        ("warnings everywhere since the 4.2 upgrade landed", "4.2"),
        ("after our node 20.11 bump went live the tests flake", "node 20.11"),
        ("now that the 3.1 migration is done, what can we delete?", "3.1"),
        ("once the v2.0 update shipped the api changed", "v2.0"),
    ],
)
def test_a_version_upgrade_given_as_background_is_read(sentence: str, new: str) -> None:
    found = now_state(sentence)
    assert found is not None and found.new == new, found


@pytest.mark.parametrize(
    ("sentence", "new"),
    [
        ("moved the transfer through, the whole pension sits with Acorn Trust now", "Acorn Trust"),
        ("our mortgage is with Harbour & Co now", "Harbour & Co"),
        ("the savings pot is with Fernlea these days", "Fernlea"),
    ],
)
def test_a_thing_held_by_a_new_provider_is_read(sentence: str, new: str) -> None:
    found = now_state(sentence)
    assert found is not None and found.new == new, found


def test_near_misses_of_providers_and_upgrades_give_nothing() -> None:
    assert now_state("my sister is with Tom now") is None
    assert now_state("since the upgrade landed it is slow") is None


def test_search_words_find_old_amounts_and_versions() -> None:
    from imprint.pipeline.value_classes import search_words

    assert {"rate", "charge"} <= set(search_words("Bumped my rate to $90/h."))
    assert {"budget", "spend"} <= set(search_words("The budget is now 360k total"))
    assert "node" in search_words("We're on node 22 now.")
    assert search_words("The user likes tea.") == ()


def test_a_known_town_written_lower_case_places_the_user() -> None:
    assert subject_of("The user is in leeds and loves it.") == "whereabouts"
    assert subject_of("I am in trouble with the landlord") is None


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        (
            "my son handed down his iPhone 12, so the Pixel got relegated to the junk drawer",
            "pixel",
        ),
        ("the old Samsung has been banished to the cupboard since I got an iphone", "samsung"),
        ("the Xbox is in the loft now, it's all steam deck", "xbox"),
    ],
)
def test_a_device_put_away_is_retired_beside_its_successor(sentence: str, old: str) -> None:
    assert old in change_in(sentence, "en").replaces
    found = now_state(sentence)
    assert found is not None and found.old in (old, None), found


@pytest.mark.parametrize(
    ("sentences", "retired", "new"),
    [
        (
            ("the new owners standardise on Looker.", "our Tableau seats expire in May."),
            ("tableau",),
            "looker",
        ),
        (("we dropped jira.", "everything lives in linear."), ("jira",), "linear"),
        (("the lab bought a site licence for SPSS.", "stata is gone."), ("stata",), "spss"),
        (("bitbucket is history.", "it all sits on gitlab."), ("bitbucket",), "gitlab"),
    ],
)
def test_a_successor_named_in_another_sentence_is_found(
    sentences: tuple[str, ...], retired: tuple[str, ...], new: str
) -> None:
    found = successor(sentences, retired)
    assert found is not None and found[1].new == new and found[1].old == retired[0], found


def test_no_successor_outside_the_retired_class() -> None:
    assert successor(("the cat is gone.", "we have a dog."), ("cat",)) is None
    assert successor(("jira is gone.", "we use python."), ("jira",)) is None

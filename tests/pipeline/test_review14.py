"""Round 14: readings that went wrong on conversations written apart, in our own phrasings."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from imprint.pipeline.asks_apart import ask_apart, facts_apart
from imprint.pipeline.supersede import holds_value, supersedes
from imprint.pipeline.temporal import valid_until
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    "reply",
    [
        "add the parking bit too, they always forget that",
        "my tenants always forget that part of the lease",
        "people tend to forget that step when they file",
        "I always forget that bit, so put it first",
        "the interns forget about the deadline every single year",
        "it's easy to forget that when you're busy",
        "students forget to bring their ID cards",
        "our volunteers delete the old rota by accident",
        "my kids remove every sticker I put on the fridge",
    ],
)
def test_someone_forgetting_is_no_request(reply: str) -> None:
    # the verb has a subject of its own: a remark about them, nothing to erase
    assert understand(reply, "Here's the checklist.").forget is None


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("ok so please forget the bit about my ex", "ex"),
        ("Honestly, forget what I said about Dundee", "dundee"),
        ("can you forget my home address", "address"),
        ("I want you to forget my home address", "address"),
        ("also forget my home address please", "address"),
        ("lets forget the divorce stuff", "divorce"),
        ("and erase the part about my surgery", "surgery"),
        ("the physio part, delete it", "physio"),
    ],
)
def test_a_request_to_the_agent_still_asks(reply: str, word: str) -> None:
    reading = understand(reply, "Noted.")
    assert reading.forget is not None
    assert any(word in target for target in reading.forget.terms)


def test_a_pointer_after_a_filler_means_the_person() -> None:
    reading = understand("Anyway my brother is fine now so forget everything about him", "Ok.")
    assert reading.forget is not None
    assert all("anyway" not in target for target in reading.forget.terms)


_DRAFT = "Here's a draft: 'I am away on my honeymoon from 3 to 17 May. Please contact Ravi.'"


@pytest.mark.parametrize(
    "reply",
    [
        "shorter please, and drop the honeymoon bit",
        "remove the part about the honeymoon, just say leave",
        "cut the honeymoon mention",
    ],
)
def test_cutting_a_part_of_the_agents_draft_is_an_edit(reply: str) -> None:
    assert understand(reply, _DRAFT).forget is None


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("Noted, congratulations on the honeymoon!", "please drop the honeymoon bit"),
        (_DRAFT, "delete the honeymoon stuff from your memory"),
        (_DRAFT, "drop the bit about my divorce"),
    ],
)
def test_a_part_not_in_the_draft_or_said_of_memory_is_forgotten(agent: str, reply: str) -> None:
    assert understand(reply, agent).forget is not None


def test_not_wanting_it_in_memory_is_the_request_again_not_a_rule() -> None:
    reading = understand(
        "please forget the Halden offer. I'm not taking it and I don't want any of that in your"
        " memory",
        "Hi!",
    )
    assert reading.forget is not None
    assert reading.statements == ()


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("wipe the stuff about my shoulder. you can keep that I row for Tideway", "rows"),
        ("forget the salary thing. it's fine to keep that I work in payroll", "payroll"),
    ],
)
def test_what_the_user_says_may_be_kept_is_kept(reply: str, kept: str) -> None:
    reading = understand(reply, "Hi!")
    assert reading.forget is not None
    assert any(kept in s.content for s in reading.statements)


@pytest.mark.parametrize(
    ("reply", "place", "end"),
    [
        (
            "I'll be in Peru from May 3 to May 20 (trekking, then Lima), and my brother is"
            " watering the plants. can you make a packing list?",
            "Peru",
            "05-20",
        ),
        ("I'm going to be in Seoul from 4-18 March, then Busan", "Seoul", "03-18"),
        ("I'll be out of the country 2-23 July, so no calls", "country", "07-23"),
        (
            "we're going to be in Mallorca 10-17 June, my sister is watching the dog",
            "Mallorca",
            "06-17",
        ),
    ],
)
def test_a_bounded_absence_is_kept_beside_the_rest(reply: str, place: str, end: str) -> None:
    now = datetime(2026, 2, 1, tzinfo=UTC)
    found = [s for s in understand(reply, "Hi!").statements if place in s.content]
    assert found, reply
    until = valid_until(found[0].source, now)
    assert until is not None and until.strftime("%m-%d") == end


@pytest.mark.parametrize(
    ("agent", "reply", "word"),
    [
        (
            "With two fast full backs, the diamond suits your squad best.",
            "ok we're going diamond for the rest of the season. drills please",
            "diamond",
        ),
        ("Sole trader or limited company?", "right, decided. going limited from april", "limited"),
        ("Did you two pick a nursery in the end?", "Yes! Oakwood. The garden won.", "oakwood"),
        ("Have you decided which quote to take?", "yep, the Hartley one", "hartley"),
        ("Did you settle on a name for the shop?", "Crooked Lane!", "crooked lane"),
    ],
)
def test_a_choice_said_in_other_shapes_is_a_decision(agent: str, reply: str, word: str) -> None:
    decisions = [s for s in understand(reply, agent).statements if s.type.value == "decision"]
    assert decisions and word in decisions[0].content.lower()


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("Did you two pick a nursery in the end?", "not yet, still torn"),
        ("Did you decide on the venue?", "no"),
        ("Paris or Rome?", "we're going home for the weekend"),
    ],
)
def test_no_choice_named_is_no_decision(agent: str, reply: str) -> None:
    assert all(s.type.value != "decision" for s in understand(reply, agent).statements)


def test_a_licence_version_is_no_date() -> None:
    reply = "ok we'll do MPL-2.0 for the code and CC BY 4.0 for the docs"
    (decision,) = understand(reply, "MPL-2.0 or Apache-2.0?").statements
    assert valid_until(decision.source, datetime(2026, 2, 1, tzinfo=UTC)) is None


def test_an_english_ask_with_small_words_is_read_as_english() -> None:
    reading = understand("please never suggest dairy as a fix (no milk, no cheese).", "Hi")
    assert reading.language == "en"
    assert [s.type.value for s in reading.statements] == ["rule"]


def test_an_ask_put_as_what_i_would_ask_is_no_hedge() -> None:
    reply = "One thing I'd ask up front: please never suggest ibuprofen, it wrecks my stomach."
    rules = [s for s in understand(reply, "Hi").statements if s.type.value == "rule"]
    assert rules and "ibuprofen" in rules[0].content


def test_that_is_how_i_want_them_names_what_lasts() -> None:
    reply = (
        "can you do these as user stories instead? who/what/why. that's how I want"
        " tickets from you going forward"
    )
    rules = understand(reply, "Here's a list of tasks.").statements
    assert any("user stories" in s.content and s.type.value == "rule" for s in rules)


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("my GP switched me to sertraline after the citalopram stopped working", "citalopram"),
        ("I'm on the data team now, nothing to do with billing anymore", "billing"),
        ("both hosts run Debian 12 now and the CentOS boxes are decommissioned", "centos"),
        ("Priya moved out in March. the new flatmate is Tom", "priya"),
    ],
)
def test_an_old_value_said_to_be_over_is_retired(reply: str, old: str) -> None:
    retired = {v for s in understand(reply, "Hi!").statements for v in s.change.replaces}
    assert old in retired


@pytest.mark.parametrize(
    ("new", "old", "value"),
    [
        (
            "The user's GP switched them to sertraline after the citalopram stopped working.",
            "The user takes citalopram every morning.",
            "citalopram",
        ),
        (
            "The user is on the data team now, nothing to do with billing anymore.",
            "The user is an analyst on the billing team.",
            "billing",
        ),
    ],
)
def test_the_retired_value_is_set_aside_in_the_new_memory(new: str, old: str, value: str) -> None:
    assert supersedes(
        content=new,
        subject=None,
        replaces=(value,),
        changed=True,
        old_content=old,
        old_subject=None,
    )


def test_she_stopped_working_retires_no_one() -> None:
    retired = {
        v
        for s in understand("she stopped working after the twins were born", "Hi").statements
        for v in s.change.replaces
    }
    assert retired == set()


def test_a_move_with_a_new_job_retires_where_the_user_worked_before() -> None:
    new = "The user is in Aberdeen now (moved in May, new job at a dental practice)."
    assert supersedes(
        content=new,
        subject="role",
        replaces=(),
        changed=True,
        old_content="The user is a hygienist in Norwich, mostly paediatric.",
        old_subject=None,
    )
    assert not supersedes(
        content=new,
        subject="role",
        replaces=(),
        changed=True,
        old_content="The user went to a wedding in Norwich.",
        old_subject=None,
    )


@pytest.mark.parametrize(
    "reply",
    [
        "yes but fyi choir practice is on mondays now, the hall got double booked",
        "btw the book club is thursdays now",
    ],
)
def test_a_recurring_event_moved_is_kept(reply: str) -> None:
    facts = [s for s in understand(reply, "Hi!").statements if s.type.value == "fact"]
    assert facts and facts[0].change.changed
    assert not facts[0].content.lower().startswith(("yes", "btw", "fyi"))


def test_a_comment_in_pasted_code_is_no_rule() -> None:
    reply = (
        "what does this do\n\nG28 ; home first - always home before a print\n"
        "M140 S60 ; never skip bed heat"
    )
    assert understand(reply, "Hi!").statements == ()


def test_a_relative_who_moved_in_is_kept_whole() -> None:
    reply = "My dad moved in with us in March because of his dementia, he's 84."
    contents = [s.content for s in understand(reply, "Hi!").statements]
    assert any("dementia" in c for c in contents)
    assert all("dad moved is" not in c for c in contents)


@pytest.mark.parametrize(
    ("reply", "allergen"),
    [
        ("no nuts, actual allergy not a preference", "nuts"),
        ("no sesame - genuine allergy", "sesame"),
        ("no kiwi pls, it's a real allergy", "kiwi"),
    ],
)
def test_an_allergen_ruled_out_in_a_fragment_is_an_allergy(reply: str, allergen: str) -> None:
    contents = [s.content for s in understand(reply, "Any foods you avoid?").statements]
    assert f"The user is allergic to {allergen}." in contents


def test_no_worries_is_no_allergen() -> None:
    assert understand("no worries, allergic to nothing", "Any foods you avoid?").statements == ()


@pytest.mark.parametrize(
    "reply",
    [
        "also private methods get a leading underscore",
        "constants are SCREAMING_CASE in this codebase",
        "branch names use kebab case",
        "in this repo, test files are named *_spec.rb",
    ],
)
def test_how_code_is_named_is_a_convention(reply: str) -> None:
    rules = understand(reply, "Here's the class.").statements
    assert [s.type.value for s in rules] == ["rule"]
    assert not rules[0].content.lower().startswith("also")


@pytest.mark.parametrize("reply", ["the tests are failing again", "our tables are huge"])
def test_code_without_a_way_of_writing_is_no_convention(reply: str) -> None:
    assert all(s.type.value != "rule" for s in understand(reply, "Here's the class.").statements)


@pytest.mark.parametrize(
    ("reply", "rule", "fact"),
    [
        ("Celsius please, not Fahrenheit, I brew in Ghent", "celsius", "ghent"),
        ("metric please, we're in Norway", "metric", "norway"),
    ],
)
def test_an_ask_and_a_clause_about_the_user_are_both_read(reply: str, rule: str, fact: str) -> None:
    statements = understand(reply, "Here you go.").statements
    assert any(s.type.value == "rule" and rule in s.content.lower() for s in statements)
    assert any(s.type.value == "fact" and fact in s.content.lower() for s in statements)


@pytest.mark.parametrize(
    "reply",
    [
        "this time paste the whole file please, I'm on my phone",
        "standup summary pls, im joan",
    ],
)
def test_a_task_or_a_one_off_ask_is_not_cut_off(reply: str) -> None:
    assert ask_apart(reply) == (reply,)


@pytest.mark.parametrize(
    ("reply", "place"),
    [
        ("home base is lisbon but im on the road half the year", "lisbon"),
        ("my home base is still Nairobi, I travel a lot", "Nairobi"),
    ],
)
def test_a_home_base_is_where_the_user_lives(reply: str, place: str) -> None:
    found = [s for s in understand(reply, "Where are you based?").statements if s.subject == "city"]
    assert found and place in found[0].content


def test_two_facts_joined_by_and_i_are_two_memories() -> None:
    reply = "I've got lupus and I'm on hydroxychloroquine twice a day"
    contents = [s.content for s in understand(reply, "Hi!").statements]
    assert contents == ["The user has got lupus.", "The user is on hydroxychloroquine twice a day."]


def test_a_reaction_after_and_i_is_not_split_into_a_memory() -> None:
    contents = [s.content for s in understand("I moved to Derby and I love it", "Hi!").statements]
    assert all("love" not in c for c in contents)


@pytest.mark.parametrize(
    ("reply", "new", "old"),
    [
        (
            "can you redo the triage handout for Meditech, we went live last week and cerner's"
            " gone for good",
            "Meditech",
            "cerner",
        ),
        (
            "update the payroll checklist for Sage - migrated both clients off QBO in May",
            "Sage",
            "qbo",
        ),
    ],
)
def test_a_retired_value_and_the_name_asked_for_in_its_place(
    reply: str, new: str, old: str
) -> None:
    facts = [s for s in understand(reply, "Hi again!").statements if new in s.content]
    assert facts and old in facts[0].change.replaces


def test_a_day_asked_for_is_no_new_value() -> None:
    reply = "Jenkins is gone, thank god. can you help with my cover letter for Monday"
    assert all("Monday" not in s.content for s in understand(reply, "Hi").statements)


@pytest.mark.parametrize(
    ("content", "value", "held"),
    [
        ("The user keeps the books in QuickBooks Desktop.", "qbd", True),
        ("The team runs on Google Cloud Platform.", "gcp", True),
        ("The user works with Jane Smith.", "js", False),
    ],
)
def test_a_retired_initialism_finds_the_name_it_stands_for(
    content: str, value: str, held: bool
) -> None:
    assert holds_value(content, value) is held


def test_facts_before_a_question_stay_one_sentence() -> None:
    reply = "i earn 60k and im saving for a van, how much should i put away each month?"
    assert any("van" in s.content for s in understand(reply, "Hi").statements)


def test_news_under_an_update_label_is_kept() -> None:
    reply = "Update on Biscuit: the scan showed a torn ligament, surgery in two weeks."
    contents = [s.content for s in understand(reply, "Hi!").statements]
    assert any("torn ligament" in c for c in contents)


def test_a_question_about_news_keeps_nothing() -> None:
    assert understand("any news on the refund?", "Hi!").statements == ()


def test_a_product_plan_is_retired_by_its_whole_name() -> None:
    retired = {
        v
        for s in understand("the vet switched her food, so the Pro Plan is done", "Hi").statements
        for v in s.change.replaces
    } | set(understand("the vet switched her food, so the Pro Plan is done", "Hi").retired)
    assert "pro plan" in retired
    assert "pro" not in retired


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("our wiki is in Confluence and I need a page template, how do I make one?", "confluence"),
        ("we deploy on Render and use Postgres 15, how do I add a read replica?", "render"),
    ],
)
def test_a_statement_before_a_question_is_read(reply: str, word: str) -> None:
    assert any(word in s.content.lower() for s in understand(reply, "Hi!").statements)


@pytest.mark.parametrize(
    "reply",
    [
        "if I move to Leeds, what's the council tax band there?",
        "say we adopt a dog, how much is insurance?",
    ],
)
def test_a_condition_before_a_question_states_nothing(reply: str) -> None:
    assert understand(reply, "Hi!").statements == ()


def test_a_place_in_an_aside_is_where_the_user_is() -> None:
    reply = "I've kept bees for nine years now, up in Inverness, so the season is short."
    assert any("Inverness" in s.content for s in understand(reply, "Hi!").statements)


def test_out_in_a_place_without_an_aside_is_no_home() -> None:
    assert all(s.subject != "city" for s in understand("we went out in Leeds", "Hi").statements)


@pytest.mark.parametrize(
    ("reply", "spelled"),
    [
        ("please forget the house hunting stuff - the viewing, Marlowe Road, all of it", "marlowe"),
        ("delete the health stuff: my diagnosis and the meds", "diagnosis"),
    ],
)
def test_what_a_dash_spells_out_after_a_request_is_forgotten(reply: str, spelled: str) -> None:
    request = understand(reply, "Hi").forget
    assert request is not None and any(spelled in target for target in request.terms)


@pytest.mark.parametrize(
    ("reply", "kept"),
    [("forget my address - I moved", "moved"), ("wipe the ex stuff - his name, the cat", "name")],
)
def test_a_reason_or_someone_elses_thing_after_the_dash_is_no_target(reply: str, kept: str) -> None:
    request = understand(reply, "Hi").forget
    assert request is not None and all(target != (kept,) for target in request.terms)


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("we're off netlify since the outage, everything is on Vercel now", "netlify"),
        ("I'm finally off Jira, the team moved to Linear", "jira"),
    ],
)
def test_off_a_platform_retires_it(reply: str, old: str) -> None:
    assert old in understand(reply, "Hi").retired


@pytest.mark.parametrize(
    "reply", ["I'm off sick today", "we're off to Lisbon on Friday", "I'm off work until Monday"]
)
def test_time_off_retires_nothing(reply: str) -> None:
    assert understand(reply, "Hi").retired == ()


def test_a_request_to_erase_what_was_just_named_stays_one_request() -> None:
    reply = "the thing i told you about my meds, can you wipe it? not comfy having it stored"
    assert understand(reply, "Want a plan?").forget is not None


def test_a_new_employer_said_as_a_change_outdates_the_old_role() -> None:
    assert supersedes(
        content="The user signed with Halden Labs last week.",
        subject="employer",
        replaces=(),
        changed=True,
        old_content="The user is a freelance data analyst.",
        old_subject="role",
    )
    assert not supersedes(
        content="The user signed with Halden Labs last week.",
        subject="employer",
        replaces=(),
        changed=False,
        old_content="The user is a freelance data analyst.",
        old_subject="role",
    )


@pytest.mark.parametrize(
    ("reply", "content"),
    [
        ("new autumn menu for my little bakery please", "The user runs a little bakery."),
        (
            "a licence letter for my cafe, Blue Heron, 4 Mill Lane",
            "The user runs a cafe, Blue Heron.",
        ),
        ("price list for my etsy shop, 12 candles", "The user runs an etsy shop."),
    ],
)
def test_the_users_own_business_is_kept(reply: str, content: str) -> None:
    assert content in [s.content for s in understand(reply, "Hi!").statements]


@pytest.mark.parametrize(
    "reply",
    [
        "I go to my local pub on fridays",
        "my sister's salon needs a logo",
        "my favourite coffee shop closed down",
        "my gym closes at 9 on sundays",
    ],
)
def test_a_place_the_user_only_goes_to_is_not_theirs(reply: str) -> None:
    assert all("runs" not in s.content for s in understand(reply, "Hi!").statements)


@pytest.mark.parametrize(
    "reply",
    ["it took forever to cure in my cold shop", "I restore tractors in my shop outside Amarillo"],
)
def test_a_workshop_is_no_business(reply: str) -> None:
    assert all("runs" not in s.content for s in understand(reply, "Hi!").statements)


def test_a_business_named_beside_a_longer_fact_leaves_that_fact() -> None:
    reply = "I restore old boats at my boatyard business in Falmouth, got a 1960s launch in now"
    contents = [s.content for s in understand(reply, "Hi!").statements]
    assert any("Falmouth" in c for c in contents)


def test_someone_beside_the_user_as_subject_is_kept() -> None:
    reply = "My brother-in-law and I brew together in my garage and we want a label."
    contents = [s.content for s in understand(reply, "Hi!").statements]
    assert any("brother-in-law" in c for c in contents)


def test_staying_on_a_platform_after_weighing_a_move_is_a_decision() -> None:
    reply = "I'm not doing that right now - we stay on Linode, it's half the cost"
    decisions = [s for s in understand(reply, "Hi").statements if s.type.value == "decision"]
    assert decisions and "Linode" in decisions[0].content


def test_staying_with_people_is_no_decision() -> None:
    reply = "I stay with my parents on weekends"
    assert all(s.type.value != "decision" for s in understand(reply, "Hi").statements)


def test_a_thing_to_do_picked_is_worded_as_decided() -> None:
    reply = "moving them to the shed it is"
    statements = understand(reply, "Shed or garage?").statements
    assert [s.content for s in statements] == ["Decided on moving them to the shed."]


@pytest.mark.parametrize(
    ("reply", "end"),
    [
        (
            "studio's shut 12 August to 26 August, we're off to Skye. can you write a door sign",
            "08-26",
        ),
        ("I'm away October 3 to October 17", "10-17"),
    ],
)
def test_a_span_of_days_written_day_month_to_day_month_ends_on_its_last_day(
    reply: str, end: str
) -> None:
    now = datetime(2026, 2, 1, tzinfo=UTC)
    ends = [valid_until(s.source, now) for s in understand(reply, "Hi!").statements]
    assert any(e is not None and e.strftime("%m-%d") == end for e in ends)


def test_a_weekly_closing_day_is_no_absence() -> None:
    now = datetime(2026, 2, 1, tzinfo=UTC)
    ends = [
        valid_until(s.source, now)
        for s in understand("the shop is closed on sundays", "Hi").statements
    ]
    assert all(e is None for e in ends)


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("so luca and i split up in march. the trip's still on with my cousin", "luca"),
        ("I broke up with Sam over the summer", "sam"),
    ],
)
def test_a_breakup_retires_the_partner(reply: str, old: str) -> None:
    assert old in understand(reply, "Hi").retired


@pytest.mark.parametrize(
    "reply", ["My sister and I split the bill", "Priya and I split the costs of the van"]
)
def test_sharing_costs_is_no_breakup(reply: str) -> None:
    assert understand(reply, "Hi").retired == ()


# --- what the round's review found, each shape in our own phrasing ---


@pytest.mark.parametrize(
    "reply",
    [
        "since my husband stopped working we've been on one salary",
        "my shoulder stopped working right after the fall",
        "my in-laws are retired now so they help with pickups",
        "I'm off Thursday, can we move the review?",
        "we're off fishing!",
    ],
)
def test_people_body_parts_days_and_outings_are_not_retired(reply: str) -> None:
    assert understand(reply, "Hi").retired == ()


@pytest.mark.parametrize(
    "reply",
    [
        "forget the physio thing - turns out it was nothing",
        "forget the bike - sold it",
        "forget my Dropbox stuff - switched to iCloud",
    ],
)
def test_a_reason_after_the_dash_is_forgotten_with_nothing(reply: str) -> None:
    request = understand(reply, "Hi").forget
    assert request is not None and len(request.terms) == 1


@pytest.mark.parametrize(
    "reply",
    [
        "my company laptop keeps freezing",
        "my coffee shop order was wrong again",
        "my nail salon appointment got moved",
        "my farm in Stardew Valley is thriving",
    ],
)
def test_a_thing_of_a_place_is_no_business_of_the_users(reply: str) -> None:
    assert all("runs" not in s.content for s in understand(reply, "Hi").statements)


@pytest.mark.parametrize(
    "reply",
    [
        "Let's say I'm 50 and retired, what would the pension be?",
        "For a 40 year old with 3 kids, what's a good policy?",
    ],
)
def test_a_hypothetical_before_a_question_states_nothing(reply: str) -> None:
    assert understand(reply, "Hi").statements == ()


@pytest.mark.parametrize(
    "reply",
    [
        "the old phone is dead, can you help me set up the new one for Signal",
        "Asana is gone, send the notes to Priya",
    ],
)
def test_a_name_after_something_gone_is_no_replacement_without_a_switch(reply: str) -> None:
    assert all("in place of" not in s.content for s in understand(reply, "Hi").statements)


def test_a_relative_who_moved_out_is_still_the_users() -> None:
    assert not supersedes(
        content="Ruth moved out in August, the house is quiet.",
        subject=None,
        replaces=("ruth",),
        changed=True,
        old_content="The user's daughter Ruth is 20 and studies medicine.",
        old_subject=None,
    )


@pytest.mark.parametrize(
    "reply",
    [
        "I phoned my dad, up in Aberdeen, and he's fine",
        "the band's home base is Glasgow but we tour a lot",
    ],
)
def test_someone_elses_place_is_not_the_users_home(reply: str) -> None:
    assert all(s.subject != "city" for s in understand(reply, "Hi").statements)


@pytest.mark.parametrize(
    "reply",
    [
        "rich text please, not markdown, I'm pasting it into Word",
        "gluten-free options please, not vegan, my flatmate is coeliac",
    ],
)
def test_an_ask_for_now_or_for_someone_else_is_not_cut_from_its_reason(reply: str) -> None:
    assert ask_apart(reply) == (reply,)


@pytest.mark.parametrize(
    "reply",
    [
        "Claude forget my address",
        "ok cool forget my address",
        "nvm forget the divorce stuff",
        "last thing forget my home address",
    ],
)
def test_an_opening_word_before_forget_leaves_it_a_request(reply: str) -> None:
    assert understand(reply, "Hi").forget is not None


def test_a_list_of_what_the_agent_knows_is_no_draft() -> None:
    agent = "Here is what I remember so far:\n- Divorced in 2021\n- Two dogs"
    assert understand("delete the bit about my divorce", agent).forget is not None


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("Did you decide on the venue?", "Haven't had time."),
        ("Have you picked a nursery yet?", "Soon hopefully"),
        ("Did you go with the Hartley quote?", "Too expensive."),
        ("Have you made a decision about the offer?", "Tomorrow."),
        ("Did you go to the concert?", "Yeah, last night."),
    ],
)
def test_a_reply_that_names_no_option_is_no_decision(agent: str, reply: str) -> None:
    assert all(s.type.value != "decision" for s in understand(reply, agent).statements)


@pytest.mark.parametrize(
    "reply",
    ["My wife Ana and I have three kids", "I'm not vegan and I'm not vegetarian either"],
)
def test_a_compound_subject_or_a_negation_is_not_split(reply: str) -> None:
    assert facts_apart(reply) == (reply,)


@pytest.mark.parametrize(
    "reply",
    [
        "the columns are named weirdly, can you fix that",
        "the tests are sorted alphabetically for some reason",
    ],
)
def test_a_complaint_about_code_is_no_convention(reply: str) -> None:
    assert all(s.type.value != "rule" for s in understand(reply, "Hi").statements)


@pytest.mark.parametrize(
    "reply", ["no sleep, allergy season is brutal", "no luck: allergic reaction again"]
)
def test_an_interjection_before_allergy_is_no_allergen(reply: str) -> None:
    assert all("allergic to" not in s.content for s in understand(reply, "Hi").statements)


def test_short_spanish_with_no_stays_spanish() -> None:
    assert understand("no me mandes emojis, no me gustan", "Hola").language == "es"


@pytest.mark.parametrize(
    "reply",
    [
        "Update on the report: can you make it shorter",
        "Update on the bug: still broken after the fix",
    ],
)
def test_a_request_or_a_state_under_an_update_label_is_no_news(reply: str) -> None:
    assert understand(reply, "Hi").statements == ()


def test_a_closer_before_going_home_is_no_decision() -> None:
    statements = understand("right, decided. going home early today", "Hi").statements
    assert all(s.type.value != "decision" for s in statements)


def test_a_name_spelled_out_letter_by_letter_leaves_the_reply_english() -> None:
    reading = understand("Siobhan. S-I-O-B-H-A-N. no v. everyone does this", "Best, Shivon")
    assert reading.language == "en"


def test_a_place_the_user_gives_its_name_is_theirs() -> None:
    reply = "the newsletter for my pottery studio, Kilnhouse. new class dates inside"
    assert "The user runs a pottery studio, Kilnhouse." in [
        s.content for s in understand(reply, "Hi").statements
    ]


def test_going_somewhere_else_instead_is_kept_whole() -> None:
    reply = "Change of plans, we're moving to Porto, not Madrid. can you redo the list?"
    statements = understand(reply, "Hi").statements
    assert any("Porto" in s.content and "madrid" in s.change.replaces for s in statements)

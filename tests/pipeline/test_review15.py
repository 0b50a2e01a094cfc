"""Round 15: readings that went wrong on conversations written apart, in our own phrasings."""

from __future__ import annotations

import pytest

from imprint.pipeline.segment import segment
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.supersede import supersedes
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _contents(reply: str, agent: str = "Hi! How can I help?") -> list[str]:
    return [s.content for s in understand(reply, agent).statements]


def _retired(reply: str) -> set[str]:
    reading = understand(reply, "Hi!")
    return {v for s in reading.statements for v in s.change.replaces} | set(reading.retired)


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("the layout is fine, but for every deck of mine use the dark template", "dark template"),
        ("structure looks ok but for all my reports use british spelling", "british"),
        ("wording is good, but for anything I send to clients always sign off as Mo", "sign off"),
    ],
)
def test_a_verdict_on_the_draft_before_the_ask_leaves_the_ask(reply: str, word: str) -> None:
    rules = [s for s in understand(reply, "Here you go.").statements if s.type is MemoryType.RULE]
    assert any(word in s.content.lower() for s in rules)


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("so basically i drive nights for a courier firm in Hull and im knackered", "courier"),
        ("ok so honestly i teach year 6 at a school in Bolton", "year 6"),
    ],
)
def test_a_lead_of_talk_does_not_hide_a_fact(reply: str, word: str) -> None:
    assert any(word in c.lower() for c in _contents(reply))


def test_so_basically_before_an_imperative_sums_up_the_agent() -> None:
    # what the agent explained, said back: nothing of the user's to keep
    assert _contents("so basically just never bleach it. cool thx", "It means: no bleach.") == []


@pytest.mark.parametrize(
    "reply",
    [
        "no swearing, my nan absolutely hates it",
        "keep it short, he can't stand long messages",
        "no exclamation marks - our director detests them",
        "bullet points, because she prefers them",
    ],
)
def test_a_rule_for_someone_elses_taste_is_not_the_users(reply: str) -> None:
    rules = [s for s in understand(reply, "Sure.").statements if s.type is MemoryType.RULE]
    assert rules == []


@pytest.mark.parametrize(
    "reply",
    ["no swearing please, I hate it", "use metric, they're easier to read"],
)
def test_the_users_own_taste_still_makes_a_rule(reply: str) -> None:
    rules = [s for s in understand(reply, "Sure.").statements if s.type is MemoryType.RULE]
    assert rules


def test_log_lines_with_levels_are_pasted_material() -> None:
    reply = (
        "why does it say this?\n"
        "WARNING: tokens should always be rotated every 30 days\n"
        "ERROR: config key 'region' must be set\n"
        "2026-03-02 10:14:55,120 INFO you must never run this as root"
    )
    text = " ".join(segment(reply).sentences).lower()
    assert "rotated" not in text and "root" not in text
    assert "why does it say this" in text


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("The user takes card payments through Square.", "payments"),
        ("The user's team moved billing to Paddle.", "payments"),
        ("The user translates in memoQ.", "cat_tool"),
        ("The user's journal uses MHRA.", "citation_style"),
        ("The user's team is on snowflake now.", "warehouse"),
    ],
)
def test_more_tools_have_a_subject(content: str, subject: str) -> None:
    assert subject_of(content) == subject


def test_an_everyday_word_is_no_tool_without_a_sign_of_software() -> None:
    assert subject_of("The user bought a square rug.") is None


def test_a_changed_single_value_retires_it_beside_another_subject() -> None:
    assert supersedes(
        content="The user moved their shop's card payments over to Stripe.",
        subject="payments",
        replaces=(),
        changed=True,
        old_content="The user's candle shop runs on Shopify and takes payments through PayPal.",
        old_subject="hosting",
    )


def test_an_unchanged_value_beside_another_subject_stays() -> None:
    assert not supersedes(
        content="The user's team uses Stripe for invoices.",
        subject="payments",
        replaces=(),
        changed=False,
        old_content="The user runs a pottery studio and takes payments through PayPal.",
        old_subject="employer",
    )


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        (
            "my boss moved me onto the kidney study, so no more liver samples for me",
            "liver samples",
        ),
        ("handed my notice in at Greggs on friday", "greggs"),
        (
            "we joined the rowing club instead, so no more tuesday training for us",
            "tuesday training",
        ),
    ],
)
def test_more_ways_of_saying_a_value_is_over(reply: str, old: str) -> None:
    assert old in _retired(reply)


@pytest.mark.parametrize(
    ("reply", "town"),
    [
        ("now that weve got our own place in headingley we need a sofa", "Headingley"),
        ("ive got my own place in Didsbury finally", "Didsbury"),
    ],
)
def test_a_home_of_ones_own_is_where_the_user_lives(reply: str, town: str) -> None:
    statements = understand(reply, "Hi!").statements
    assert any(s.subject == "city" and town in s.content for s in statements)


@pytest.mark.parametrize(
    ("reply", "amount"),
    [
        ("the landlord put my rent up to 910, brilliant", "910"),
        ("my mortgage jumped to \u00a31,240 a month after the fix ended", "1,240"),
    ],
)
def test_what_the_user_pays_moved_is_the_new_amount(reply: str, amount: str) -> None:
    assert any(amount in c and "now" in c for c in _contents(reply))


def test_what_the_user_will_pay_later_is_no_new_amount_yet() -> None:
    assert not any("now" in c for c in _contents("my rent is going up to 900 in march"))


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("The user lives in stockport with two flatmates.", "city"),
        ("The user lives in hope.", None),
        ("The user lives in joggers all weekend.", None),
        ("The user lives in the terminal.", None),
    ],
)
def test_a_town_typed_lower_case_after_live_in_is_the_home(
    content: str, subject: str | None
) -> None:
    assert subject_of(content) == subject


def test_lower_case_words_after_live_in_that_name_tools_are_no_home() -> None:
    assert subject_of("The user lives in vim and tmux all day.") != "city"


@pytest.mark.parametrize(
    ("reply", "second"),
    [
        ("I run a dog-grooming van and we take bookings through Calendly", "calendly"),
        ("I own a small bakery and we use Square at the till", "square"),
        ("we hired a second baker and I'm now the head baker", "head baker"),
    ],
)
def test_two_facts_joined_by_and_we_or_and_im_now_are_read_apart(reply: str, second: str) -> None:
    contents = _contents(reply)
    assert len(contents) >= 2
    assert any(second in c.lower() and "and" not in c.lower().split() for c in contents)


def test_a_lead_of_news_since_we_last_talked_is_no_team() -> None:
    contents = _contents("loads of news since we last spoke: I'm now the head of sales at Orvik")
    assert contents
    assert all("team" not in c for c in contents)


@pytest.mark.parametrize(
    "reply",
    [
        "marlin's CI is GitHub Actions as of last week",
        "the CI is CircleCI as of monday",
    ],
)
def test_a_project_given_a_value_as_of_a_day_is_a_new_state(reply: str) -> None:
    statements = understand(reply, "Hi!").statements
    assert any(s.subject == "ci" and s.change.changed for s in statements)


def test_a_relatives_thing_given_a_value_is_not_the_users() -> None:
    statements = understand("my brother's car is a Tesla now", "Hi!").statements
    assert all(s.subject is None for s in statements)


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("Jenkins kept timing out on us so we ditched it", "jenkins"),
        ("Asana was too fiddly for the team and I gave up on it", "asana"),
    ],
)
def test_a_tool_given_up_by_its_pronoun_is_retired(reply: str, old: str) -> None:
    assert old in _retired(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "my boss Dave showed me a trick and I dropped it after a day",
        "I picked the parcel up and dropped it off at the depot",
    ],
)
def test_a_pronoun_for_a_person_or_an_errand_retires_nothing(reply: str) -> None:
    assert _retired(reply) == set()


@pytest.mark.parametrize(
    "content",
    [
        "The user is the lone designer at Pebblewise.",
        "The user is now the support lead.",
        "The user is the CFO at Tallis Foods.",
    ],
)
def test_a_role_held_as_the_only_one_or_the_lead_is_work(content: str) -> None:
    assert subject_of(content) in ("role", "employer")


def test_the_eldest_child_is_no_role() -> None:
    assert subject_of("The user is the eldest of four.") is None


def test_a_transfer_outdates_the_team_the_user_was_on() -> None:
    from imprint.pipeline.relocations import ALSO_SOUGHT

    assert "team" in ALSO_SOUGHT["role"] and "team" in ALSO_SOUGHT["employer"]
    assert supersedes(
        content="The user transferred to the payroll team.",
        subject="role",
        replaces=(),
        changed=True,
        old_content="The user is on the warehouse team at a parcel firm.",
        old_subject="team",
    )


def test_a_front_desk_post_is_the_users_work() -> None:
    statements = understand(
        "got it!! front desk at the Harbour Inn, start friday", "Hi!"
    ).statements
    assert any(s.subject == "role" and "front desk" in s.content for s in statements)


@pytest.mark.parametrize(
    ("reply", "when"),
    [
        ("my supervisor granted me an extension, the new deadline is 12 March", "12 March"),
        ("got a two week extension till the 28th on the grant report", "the 28th"),
    ],
)
def test_an_extension_is_the_new_deadline(reply: str, when: str) -> None:
    statements = understand(reply, "Hi!").statements
    assert any(
        s.subject == "deadline" and when in s.content and s.change.changed for s in statements
    )


def test_asking_for_an_extension_is_no_new_deadline() -> None:
    statements = understand("could I get an extension till the 28th?", "Hi!").statements
    assert all(s.subject != "deadline" for s in statements)


def test_going_for_another_option_instead_is_a_pick() -> None:
    statements = understand("ok im going for the spring cohort instead", "Hi!").statements
    assert any(s.type is MemoryType.DECISION and "spring cohort" in s.content for s in statements)


def test_going_for_a_walk_instead_is_no_pick() -> None:
    statements = understand("im going for a walk instead", "Hi!").statements
    assert all(s.type is not MemoryType.DECISION for s in statements)


@pytest.mark.parametrize(
    ("agent", "reply", "kept", "rejected"),
    [
        (
            "Draft: Our customers can book a slot online.",
            "change 'customers' to 'guests'. we always say guests here",
            "guests",
            "customers",
        ),
        (
            "The students will receive a certificate.",
            "swap students for learners everywhere please",
            "learners",
            "students",
        ),
    ],
)
def test_a_word_swapped_for_good_is_a_rule(
    agent: str, reply: str, kept: str, rejected: str
) -> None:
    rules = [s for s in understand(reply, agent).statements if s.type is MemoryType.RULE]
    assert any(kept in s.content and rejected in s.content for s in rules)
    assert all("everywhere" not in s.content for s in rules)


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("Dear Sir, thanks for your order.", "change 'Dear Sir' to 'Hi there'"),
        ("We offer a free trial.", "change 'customers' to 'guests' everywhere"),
    ],
)
def test_a_swap_for_this_draft_or_of_a_word_never_used_is_no_rule(agent: str, reply: str) -> None:
    rules = [s for s in understand(reply, agent).statements if s.type is MemoryType.RULE]
    assert not any("not '" in s.content for s in rules)


@pytest.mark.parametrize(
    ("agent", "reply", "town"),
    [
        ("What do you drive, and how many hours?", "a transit van, 40ish hrs. leeds", "Leeds"),
        ("Which shifts do you work?", "earlies mostly. bristol btw", "Bristol"),
    ],
)
def test_a_town_said_alone_among_fragments_is_where_the_user_is(
    agent: str, reply: str, town: str
) -> None:
    statements = understand(reply, agent).statements
    assert any(s.subject == "city" and town in s.content for s in statements)


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("Where are you flying to?", "cheapest one please. leeds"),
        ("Hello!", "ok. leeds"),
        ("Which city did you grow up in?", "council estate. leeds"),
    ],
)
def test_a_town_alone_answering_a_trip_or_after_nothing_is_no_home(agent: str, reply: str) -> None:
    statements = understand(reply, agent).statements
    assert all("based in" not in s.content for s in statements)


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("Wir sind letzten Monat von Trello zu Jira umgezogen.", "tracker"),
        ("Ich bin im Mai nach Hamburg umgezogen.", "city"),
    ],
)
def test_a_tool_moved_in_another_language_is_no_move_of_house(content: str, subject: str) -> None:
    assert subject_of(content) == subject


def test_a_rule_after_a_reason_and_so_from_now_on_is_kept() -> None:
    reply = "our client moved to Canada (Ottawa office) so from now on it's metric in everything"
    rules = [s for s in understand(reply, "Hi").statements if s.type is MemoryType.RULE]
    assert any("metric" in s.content.lower() for s in rules)


def test_going_with_a_tool_is_no_spelling() -> None:
    reply = "ok scrap that, go with SQS"
    statements = understand(reply, "Good choice. Here's the Kafka consumer.").statements
    assert all(not s.content.startswith("Spell it") for s in statements)


def test_a_name_spelled_with_its_letters_is_still_read() -> None:
    statements = understand("Katharine with an a", "I'll send it to Katherine.").statements
    assert any("Katharine" in s.content for s in statements)


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("deferred the paris marathon, the achilles needs time", "paris marathon"),
        ("I pulled out of the Bath half", "bath half"),
    ],
)
def test_an_event_put_off_is_retired(reply: str, old: str) -> None:
    assert old in _retired(reply)


@pytest.mark.parametrize("reply", ["knee's gone again, so no running", "my voice is gone today"])
def test_the_body_failing_retires_nothing(reply: str) -> None:
    assert not {"knee", "voice"} & _retired(reply)


@pytest.mark.parametrize(
    ("reply", "allergen"),
    [
        ("please nothing with sesame, I'm seriously allergic, hospital level", "sesame"),
        ("can't taste anything with shellfish, I'm badly allergic, epipen level", "shellfish"),
    ],
)
def test_an_allergy_said_bare_takes_the_allergen_named_before(reply: str, allergen: str) -> None:
    assert any(allergen in c and "allergic" in c for c in _contents(reply))


@pytest.mark.parametrize(
    ("reply", "value"),
    [
        ("Backend is all Rails (plus sidekiq).", "Rails"),
        ("the db's postgres 15 btw", "postgres"),
    ],
)
def test_a_part_of_the_stack_given_its_value_is_kept(reply: str, value: str) -> None:
    assert any(value in c for c in _contents(reply))


def test_a_part_of_the_stack_described_is_no_fact() -> None:
    assert _contents("the backend is a mess honestly") == []


def test_a_standing_ask_in_another_language_survives_a_task_for_today() -> None:
    # "answers always in English, short please. today I want to fix my CV."
    ask = "\u56de\u7b54\u306f\u3044\u3064\u3082\u82f1\u8a9e\u3067\u3001"
    ask += "\u77ed\u304f\u304a\u9858\u3044\u3057\u307e\u3059\u3002"
    today = "\u4eca\u65e5\u306f\u5c65\u6b74\u66f8\u3092\u76f4\u3057\u305f\u3044\u3067\u3059\u3002"
    rules = [
        s
        for s in understand(ask + today, "\u3053\u3093\u306b\u3061\u306f").statements
        if s.type is MemoryType.RULE
    ]
    assert any("\u3044\u3064\u3082" in s.content for s in rules)


def test_a_drug_called_off_in_russian_is_retired() -> None:
    drug = "\u0438\u0431\u0443\u043f\u0440\u043e\u0444\u0435\u043d"
    called_off = "\u043c\u043d\u0435 \u043e\u0442\u043c\u0435\u043d\u0438\u043b\u0438"
    now = "\u0442\u0435\u043f\u0435\u0440\u044c "
    now += "\u043f\u0430\u0440\u0430\u0446\u0435\u0442\u0430\u043c\u043e\u043b"
    assert drug in _retired(f"{drug} {called_off}, {now}")


def test_log_lines_stamped_with_a_time_are_pasted_material() -> None:
    reply = "it crashed again\n[09:12:44] WARN: you should always restart the service first\n"
    assert all("restart" not in s for s in segment(reply).sentences)


@pytest.mark.parametrize(
    "agent", ["Hi! What would be useful right now?", "Morning! What's on the list today?"]
)
def test_what_the_user_says_to_an_opening_question_is_no_answer_to_keep(agent: str) -> None:
    assert all(not c.startswith("Asked") for c in _contents("printer jammed again ugh", agent))


def test_a_rate_in_a_singular_currency_name_is_read() -> None:
    assert any("18 pound" in c for c in _contents("I charge 18 pound per hour for ironing"))


def test_x_here_rather_than_y_swaps_the_agents_term() -> None:
    statements = understand("it's yarn here rather than npm", "Run npm install first.").statements
    assert any(s.type is MemoryType.RULE and "yarn" in s.content for s in statements)


@pytest.mark.parametrize(
    ("reply", "subject"),
    [
        ("we moved to kendal last month, need a new dentist", "city"),
        ("we moved to nights last week so sleep is a mess", None),
    ],
)
def test_a_lower_case_town_moved_to_with_when_is_the_home(reply: str, subject: str | None) -> None:
    subjects = {s.subject for s in understand(reply, "Hi!").statements}
    assert (subject in subjects) if subject else ("city" not in subjects)


def test_a_tool_changed_leaves_a_memory_of_who_the_user_is() -> None:
    assert not supersedes(
        content="The user's team switched the tracker to Linear.",
        subject="tracker",
        replaces=(),
        changed=True,
        old_content="The user is a nurse at St Anne's and logs tickets in Jira.",
        old_subject="employer",
    )


def test_the_teams_taste_is_the_users_way_of_working() -> None:
    rules = [
        s
        for s in understand("use tabs, the team prefers them", "Sure.").statements
        if s.type is MemoryType.RULE
    ]
    assert rules

"""Tools named by what they do or by the ask, partners by the couple, news after a forget.

"ruff does all our linting now" and "a workflow script for our youtrack board" say what
the team uses. "kwame and i got engaged" names the user's partner (and keeps the old one's
facts when it is the same man). "forget the virgin thing, my provider is bt" keeps bt.
"doc bumped me to 75" moves the dose kept in mcg. "IT gave me the macbook" replaces the
thinkpad; "my iphone" the pixel. "new landlord is some company called homeway" names the
landlord (round 50).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.duties import duty_told
from imprint.pipeline.forget import forget_request
from imprint.pipeline.segment import segment
from imprint.pipeline.statements import trim
from imprint.pipeline.subjects import partner_name, subject_of
from imprint.pipeline.tools_in_asks import moved_over, tool_in_ask
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, assert_replaced, make, say, say_later


@pytest.mark.parametrize(
    ("sentence", "said", "changed"),
    [
        ("renovate handles all our dependency bumps now", "renovate handles all our", True),
        ("so sentry takes care of my error alerts these days", "sentry takes care of my", True),
        ("mypy does our type checking", "mypy does our type checking", False),
    ],
)
def test_a_tool_named_by_the_job_it_does(sentence: str, said: str, changed: bool) -> None:
    duty = duty_told(sentence)
    assert duty is not None
    assert duty.said.startswith(said)
    assert duty.changed is changed


@pytest.mark.parametrize(
    "sentence",
    ["he does all my books", "that takes care of my question, thanks", "it handles our load"],
)
def test_a_pronoun_doing_a_job_names_nothing(sentence: str) -> None:
    assert duty_told(sentence) is None


async def test_a_new_formatter_said_by_its_job_replaces_the_old_ones(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "we lint with flake8 and isort, and isort fights the formatter on every commit",
        "ruff does all our formatting now, can you write the pyproject section?",
        "isort",
        "uff",
    )


@pytest.mark.parametrize(
    ("sentence", "tool"),
    [
        ("can you write a jql filter for our jira board with every open p1", "jira"),
        ("set up a triage view in our linear workspace please", "linear"),
        ("help me tidy the channels in our slack workspace", "slack"),
    ],
)
def test_a_tool_named_by_what_of_the_team_an_ask_is_for(sentence: str, tool: str) -> None:
    assert tool_in_ask(sentence) == f"we use {tool}"


@pytest.mark.parametrize(
    "sentence",
    [
        "help me move our jira board to linear",
        "should our trello board or our jira board hold the roadmap",
        "clean up my notion workspace",
        "my board game night is on friday",
    ],
)
def test_no_one_tool_is_named_by_a_move_a_choice_or_a_many_use_tool(sentence: str) -> None:
    assert tool_in_ask(sentence) is None


async def test_a_tracker_named_in_an_ask_replaces_the_one_kept(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "we run our sprints in jira, two weeks each",
        "can you write me an automation for our youtrack board that pings the reporter?",
        "jira",
        "youtrack",
    )


@pytest.mark.parametrize(
    ("reply", "state", "name"),
    [
        ("soph and i got engaged on the beach!!! help me plan the party", "engaged", "Soph"),
        ("i got engaged to Marcus last night, still shaking", "engaged", "Marcus"),
        ("dev & me finally tied the knot in june", "married", "Dev"),
    ],
)
def test_an_engagement_or_a_wedding_names_the_partner(reply: str, state: str, name: str) -> None:
    contents = [s.content for s in understand(reply, "Hi").statements]
    assert f"The user is {state} to {name}." in contents, contents


@pytest.mark.parametrize(
    "reply",
    ["if i got married to him would my tax change", "my sister and i got matching tattoos"],
)
def test_a_wedding_wished_or_a_sibling_beside_the_user_names_no_partner(reply: str) -> None:
    contents = [s.content for s in understand(reply, "Hi").statements]
    assert not any("engaged to" in c or "married to" in c for c in contents), contents


async def test_engaged_to_the_same_partner_keeps_what_was_said_of_him(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "dinner ideas for my boyfriend Tariq, he can't stand mushrooms")
        await say_later(imprint, clock, "tariq and i got engaged on saturday!! toast ideas?")
        active = await active_text(imprint)
    assert "mushrooms" in active
    assert "engaged to Tariq" in active


async def test_engaged_to_someone_new_retires_the_old_partner(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "gift ideas for my girlfriend Noor? she loves climbing",
        "me and Beth got engaged last week, help me word the announcement",
        "Noor",
        "Beth",
    )


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The user and their bf sami are doing lisbon in may.", "sami"),
        ("The user's boyfriend is called Theo.", "theo"),
        ("La mia ragazza, chiara, compie 30 anni.", "chiara"),
        ("Io e la mia ragazza giulia andiamo a Roma.", "giulia"),
        ("Mi novia Lucia vive en Sevilla.", "lucia"),
    ],
)
def test_the_partner_named_in_the_ways_memories_say_it(text: str, name: str) -> None:
    assert partner_name(text) == name


def test_a_foreign_word_of_kin_without_a_name_names_no_partner() -> None:
    assert partner_name("Mi novia tiene gripe.") is None


async def test_a_new_partner_in_italian_retires_the_old_one(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "io e la mia ragazza marta andiamo a vienna a maggio, mi aiuti?",
        "la mia ragazza, elisa, ama la ceramica: idee regalo?",
        "marta",
        "elisa",
    )


@pytest.mark.parametrize(
    ("reply", "kept", "gone"),
    [
        ("forget the virgin thing, my provider is bt", "bt", "virgin"),
        ("ignore what i said about the octopus tariff, i'm on edf", "edf", "octopus"),
    ],
)
def test_news_after_a_forget_request_stays_and_is_not_forgotten(
    reply: str, kept: str, gone: str
) -> None:
    request, _ = forget_request(segment(reply).sentences, "en")
    assert request is not None
    assert any(kept in part for part in request.remainder), request
    assert all(kept not in " ".join(term) for term in request.terms), request
    assert any(gone in " ".join(term) for term in request.terms), request


def test_a_reason_after_a_forget_request_is_no_news() -> None:
    request, _ = forget_request(segment("forget my sister, we're not speaking").sentences, "en")
    assert request is not None
    assert request.remainder == ()


async def test_a_provider_said_after_forgetting_the_old_one_is_kept(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my broadband provider is virgin media")
        await say_later(imprint, clock, "scrap the virgin thing, my broadband provider is zen")
        active = await active_text(imprint)
    assert "zen" in active
    assert "virgin" not in active


@pytest.mark.parametrize(
    ("before", "after", "old", "new"),
    [
        (
            "i take levothyroxine 50 mcg before breakfast",
            "gp bumped me to 75 after the blood test. same time of day?",
            "50 mcg",
            "75",
        ),
        (
            "i'm on 20mg of citalopram",
            "psychiatrist upped me to 30 last week, is the nausea normal?",
            "20mg",
            "30",
        ),
    ],
)
async def test_a_bare_figure_the_prescriber_moved_the_dose_to(
    store_url: str, clock: FakeClock, before: str, after: str, old: str, new: str
) -> None:
    await assert_replaced(store_url, clock, before, after, old, new)


async def test_a_figure_that_is_no_dose_moves_none(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i take levothyroxine 50 mcg before breakfast")
        await say_later(imprint, clock, "doc moved me to 9am appointments on tuesdays")
        active = await active_text(imprint)
    assert "50 mcg" in active


@pytest.mark.parametrize(
    ("before", "after", "old", "new"),
    [
        (
            "my work laptop is a dell xps on ubuntu 22 and the fan never stops",
            "work finally gave me the macbook air, how do i set up ssh keys",
            "dell",
            "macbook",
        ),
        (
            "my galaxy s21 keeps freezing on the camera app",
            "how do i turn off read receipts on my iphone",
            "s21",
            "iphone",
        ),
        (
            "check engine light on my 2014 golf, safe to drive?",
            "picked up my kia niro on friday!! how do i use the heat pump",
            "golf",
            "niro",
        ),
    ],
)
async def test_a_new_device_or_car_replaces_the_old_one(
    store_url: str, clock: FakeClock, before: str, after: str, old: str, new: str
) -> None:
    await assert_replaced(store_url, clock, before, after, old, new)


async def test_a_phone_bought_for_a_child_is_not_the_users(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my pixel 6 battery barely lasts the day")
        await say_later(imprint, clock, "got my son an iphone for his birthday, parental controls?")
        active = await active_text(imprint)
    assert "pixel 6" in active


@pytest.mark.parametrize(
    ("reply", "named"),
    [
        ("new dentist is dr okafor, she wants x-rays", "okafor"),
        ("new landlord is a firm called keyhaven, how do i contact them", "keyhaven"),
    ],
)
def test_a_new_holder_said_without_my_in_lower_case(reply: str, named: str) -> None:
    contents = [s.content.lower() for s in understand(reply, "Hi").statements]
    assert any(named in c for c in contents), contents


def test_a_new_thing_described_not_named_is_not_kept_as_its_value() -> None:
    contents = [s.content for s in understand("new phone is awful honestly", "Hi").statements]
    assert not any("new phone is awful" in c for c in contents), contents


def test_gym_named_by_its_trade_sets_the_gym() -> None:
    assert subject_of("The user's membership at Ironside Fitness starts monday.") == "gym"


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "i start at the warehouse at 5am so can you plan my breakfasts around that",
            "The user starts at the warehouse at 5am",
        ),
    ],
)
def test_an_ask_after_so_without_a_comma_is_cut(text: str, kept: str) -> None:
    assert trim(text).startswith("i start at the warehouse at 5am")
    contents = [s.content for s in understand(text, "Hi").statements]
    assert any(c.rstrip(".") == kept for c in contents), contents


@pytest.mark.parametrize(
    ("reply", "name"),
    [
        ("the invite says robert, nobody's called me that in years. it's bobby, always", "Bobby"),
        ("they printed elizabeth. no one calls me that. its liz", "Liz"),
    ],
)
def test_the_name_given_after_refusing_another(reply: str, name: str) -> None:
    assert f"The user's name is {name}." in _contents(reply)


def test_it_is_fine_after_a_refused_name_is_no_name() -> None:
    assert not any("name is" in c for c in _contents("nobody calls me that. it's fine"))


@pytest.mark.parametrize(
    "reply",
    ["gifs are dead to me in work chat", "exclamation marks are a hard no for me in emails"],
)
def test_a_thing_dead_to_the_user_is_a_rule(reply: str) -> None:
    statements = understand(reply, "Hi").statements
    assert any(s.type.value == "rule" for s in statements), statements


def test_a_person_dead_to_the_user_is_no_rule() -> None:
    statements = understand("she is dead to me after that", "Hi").statements
    assert not any(s.type.value == "rule" for s in statements), statements


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "my flatmate keeps sending me fish shell functions that break for me bc im on zsh",
            "the user is on zsh",
        ),
        ("that script won't run here because we're on windows", "the user's team is on windows"),
    ],
)
def test_the_tool_a_reason_clause_says_the_user_is_on(reply: str, kept: str) -> None:
    assert any(kept in c.lower() for c in _contents(reply))


def _contents(reply: str) -> list[str]:
    return [s.content for s in understand(reply, "Hi").statements]


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("The user uses zsh with oh my zsh.", "shell"),
        ("The user's bash scripts live in ~/bin.", "shell"),
        ("The user is planning a bash for her 40th.", None),
        ("The user lints with flake8.", "lint_format"),
        ("The user wears black on stage.", None),
    ],
)
def test_shells_and_linters_are_subjects_only_as_tools(text: str, subject: str | None) -> None:
    assert subject_of(text) == subject


def test_an_ask_that_weighs_other_things_still_names_the_tool() -> None:
    assert tool_in_ask("set up our linear workspace with two views, bugs vs features") == (
        "we use linear"
    )


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The user's wife is called maria, she's a teacher.", "maria"),
        ("Io e il mio ragazzo paolo andiamo a Bari.", "paolo"),
    ],
)
def test_a_partner_called_by_a_name_in_lower_case(text: str, name: str) -> None:
    assert partner_name(text) == name


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("my email provider is protonmail", "The user's email provider is protonmail."),
        ("i use gmail for everything", "The user uses gmail for everything."),
    ],
)
def test_where_the_users_email_lives(reply: str, kept: str) -> None:
    statements = understand(reply, "Hi").statements
    assert any(s.content == kept and s.subject == "email_provider" for s in statements)


def test_an_email_being_written_is_no_provider() -> None:
    assert not understand("my email to the landlord is too long, can you cut it", "Hi").statements


async def test_a_first_day_somewhere_replaces_the_old_workplace(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "i work at a vet practice in york",
        "tomorrow is my first day at the council, what should i wear",
        "vet practice",
        "council",
    )


def test_a_first_day_at_school_is_no_workplace() -> None:
    assert subject_of("Today is the user's first day at school.") != "employer"


@pytest.mark.parametrize(
    ("sentence", "previous", "said"),
    [
        ("we moved over last month", "how do i pin a message in teams?", "we moved over to teams"),
        (
            "i switched over in june",
            "how do i get coverage out of vitest?",
            "i moved over to vitest",
        ),
    ],
)
def test_a_bare_move_points_at_the_tool_the_question_named(
    sentence: str, previous: str, said: str
) -> None:
    assert moved_over(sentence, previous) == said


@pytest.mark.parametrize(
    ("sentence", "previous"),
    [
        ("we moved over last month", "should we use slack or teams?"),
        ("we moved over last month", "how do i bake sourdough?"),
        ("we moved over to the new office", "how do i pin a message in teams?"),
    ],
)
def test_a_move_with_no_one_tool_before_it_names_none(sentence: str, previous: str) -> None:
    assert moved_over(sentence, previous) is None


async def test_a_chat_tool_moved_to_replaces_the_old_one(store_url: str, clock: FakeClock) -> None:
    await assert_replaced(
        store_url,
        clock,
        "we use slack for everything at work",
        "how do i set an away status in teams? we switched over in march",
        "slack",
        "teams",
    )

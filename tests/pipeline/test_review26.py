"""The round's own review: near-misses the new readers must leave alone."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from imprint.pipeline.amount_pointers import amount_pointed
from imprint.pipeline.cjk_changes import topic_changed
from imprint.pipeline.goals import goal_told
from imprint.pipeline.held_at import held_at
from imprint.pipeline.purpose_changes import purpose_changed
from imprint.pipeline.setup_told import setup_told
from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.temporal import valid_until
from imprint.pipeline.understand import understand
from imprint.pipeline.user_name import introduced_name
from imprint.types import MemoryType


@pytest.mark.parametrize(
    "content", ["The user is a mobile app developer.", "The user studies cell biology."]
)
def test_forgetting_my_number_leaves_what_only_shares_a_word(content: str) -> None:
    request = understand("please delete my number from your notes", "Ok").forget
    assert request is not None
    assert not forget_matches(content, request.terms)
    assert forget_matches("The user's mobile is 07700 900461.", request.terms)


@pytest.mark.parametrize(
    "agent",
    [
        "I drafted the pitch and saved it as a PDF.",
        "Paste it into Google Docs when ready.",
        "I sent it over Slack.",
    ],
)
def test_the_client_name_is_never_a_tool(agent: str) -> None:
    request = understand("forget the client name please", agent).forget
    assert request is not None
    assert all(
        t in (("client", "name"),) or not {"pdf", "google", "docs", "slack"} & set(t)
        for t in request.terms
    ), request.terms


@pytest.mark.parametrize(
    "reply",
    [
        "dont save the passwords anywhere in the code",
        "dont keep backups anywhere except s3",
        "never store user emails on file, gdpr",
    ],
)
def test_a_rule_of_the_work_about_data_is_no_forget(reply: str) -> None:
    assert understand(reply, "Here's the script.").forget is None


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("adesso uso python per il lavoro", "il lavoro e a Milano"),
        ("ahora no usamos nada para el cafe", "compramos el cafe en Lidl"),
        ("maintenant on utilise Slack pour l'equipe", "l'equipe a 5 personnes"),
    ],
)
def test_a_purpose_named_by_an_old_memory_without_its_supplier_stays(new: str, old: str) -> None:
    assert not purpose_changed(new, old)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        # "watashi wa ... ni natta" is news of the user, not a change of "watashi"
        (
            "\u79c1\u306f\u6765\u6708\u304b\u3089\u6771\u4eac\u306b\u884c\u304f\u3053\u3068"
            "\u306b\u306a\u3063\u305f",
            "\u79c1\u306f\u30a8\u30f3\u30b8\u30cb\u30a2\u3067\u3059",
        ),
        # "musume wa shougakusei ni narimashita" after "musume wa piano wo naratte imasu"
        (
            "\u5a18\u306f\u4eca\u5e74\u5c0f\u5b66\u751f\u306b\u306a\u308a\u307e\u3057\u305f",
            "\u5a18\u306f\u30d4\u30a2\u30ce\u3092\u7fd2\u3063\u3066\u3044\u307e\u3059",
        ),
        # Korean "jeoneun seoullo bakkwieosseo" after "jeoneun gaebaljayeyo"
        (
            "\uc800\ub294 \uc11c\uc6b8\ub85c \ubc14\ub00c\uc5c8\uc5b4",
            "\uc800\ub294 \uac1c\ubc1c\uc790\uc608\uc694",
        ),
    ],
)
def test_a_person_is_no_topic_that_changed(new: str, old: str) -> None:
    assert not topic_changed(new, old)


@pytest.mark.parametrize(
    "sentence",
    [
        "I'm remote, i work for a startup in berlin",
        "I'm freelance, i do logos",
        "I'm dumb, i just realised",
        "I'm lactose-intolerant, i cant have milk",
    ],
)
def test_a_state_in_lower_case_is_no_name(sentence: str) -> None:
    assert introduced_name(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "ok now prepping for dinner with 4 people, any quick recipes?",
        "now aiming for 8 hours sleep tonight lol",
        "the goal is to make this email shorter, can you trim it?",
        "the goal is clear, the path isnt",
        "a race is a good motivator",
    ],
)
def test_everyday_aims_are_no_goals(sentence: str) -> None:
    assert goal_told(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "content"),
    [
        ("target is python 3.12", "The user's target is python 3.12."),
        ("goal is to lose 2.5kg by march", "The user's goal is to lose 2.5kg by march."),
        ("my goal is to beat my pb", "The user's goal is to beat their pb."),
    ],
)
def test_a_goal_keeps_its_decimals_and_is_worded_in_the_third_person(
    sentence: str, content: str
) -> None:
    goal = goal_told(sentence)
    assert goal is not None and goal.content == content


@pytest.mark.parametrize(
    "sentence",
    [
        "we're doing it in june",
        "we're doing it at 7pm",
        "we're doing it at the weekend",
        "we're doing it in react",
        "i'm doing the books in quickbooks",
    ],
)
def test_a_time_or_a_tool_is_no_venue(sentence: str) -> None:
    assert held_at(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "agent"),
    [
        ("i moved it to 3pm", "Your team is 5 people."),
        ("she dropped it to 3 days a week", "Your rate is 40."),
    ],
)
def test_a_figure_with_a_unit_names_no_amount(sentence: str, agent: str) -> None:
    assert amount_pointed(sentence, agent) is None


def test_a_count_of_people_before_until_then_is_no_day() -> None:
    now = datetime(2026, 6, 3, 12, tzinfo=UTC)
    assert valid_until("the 3 of us are moving in may, until then keep it cheap", now) is None
    end = valid_until("i use the 27 inch monitor on monday, until then the laptop", now)
    assert end is not None and end.day == 8  # the monday, not the 27th


@pytest.mark.parametrize(
    ("reply", "rule"),
    [
        ("redo it with bullet points. do all summaries like that", "Use bullet points"),
        ("redo it using metric units. do all recipes like that", "Use metric units"),
    ],
)
def test_a_redo_with_or_using_a_form_is_that_form(reply: str, rule: str) -> None:
    rules = [s.content for s in understand(reply, "Here.").statements if s.type is MemoryType.RULE]
    assert rules and rules[0].startswith(rule), rules


def test_a_redo_at_a_time_is_no_form() -> None:
    rules = [
        s.content
        for s in understand("do it in the morning. do all runs like that", "Here.").statements
        if s.type is MemoryType.RULE
    ]
    assert not any(r.startswith("Use") for r in rules), rules


@pytest.mark.parametrize("sentence", ["it's on the frontend", "it's on the database"])
def test_where_a_bug_shows_is_no_setup(sentence: str) -> None:
    assert setup_told(sentence) is None

"""How the team works with a tool ("we version data with dvc"), tools given up in more of
the ways people say it, and an old value named by its initials. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.supersede import holds_value, supersedes
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in
from imprint.types import MemoryType


def _facts(reply: str) -> list[str]:
    return [
        s.content.lower() for s in understand(reply, "").statements if s.type is MemoryType.FACT
    ]


@pytest.mark.parametrize(
    ("reply", "tool"),
    [
        ("we lint everything with ruff", "ruff"),
        ("fyi we orchestrate the pipelines via dagster", "dagster"),
        ("we translate strings through Crowdin", "crowdin"),
    ],
)
def test_how_the_team_works_with_a_tool_is_a_fact(reply: str, tool: str) -> None:
    assert any(tool in f for f in _facts(reply)), _facts(reply)


@pytest.mark.parametrize(
    "reply",
    ["we agree with you on that", "we help with the school run", "we start with the easy ones"],
)
def test_doing_something_with_someone_is_no_tool(reply: str) -> None:
    assert not any("with" in f for f in _facts(reply)), _facts(reply)


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("heads up, our Figma seats weren't renewed", "figma"),
        ("the Zendesk subscription didn't get renewed", "zendesk"),
        ("we migrated both stores off WooCommerce in spring", "woocommerce"),
        ("moved the whole lab away from Dropbox", "dropbox"),
    ],
)
def test_more_ways_of_giving_a_tool_up(sentence: str, old: str) -> None:
    assert old in change_in(sentence, "en").replaces


@pytest.mark.parametrize(
    ("content", "value", "held"),
    [
        ("The user's site runs on Google Cloud Platform.", "google cp", True),
        ("The team tracks work in Azure DevOps.", "azure do", True),
        ("The team tracks work in Azure and does ops.", "azure do", False),
        ("The user drives a Ford Focus.", "ford f", False),
    ],
)
def test_a_value_named_by_its_initials(content: str, value: str, held: bool) -> None:
    assert holds_value(content, value) is held


@pytest.mark.parametrize(
    "sentence",
    [
        "we might be moving off AWS next year",
        "our Figma seats won't be renewed unless we grow",
        "switched off the lights and went to bed",
        "switched my son off screens for a week",
        "the Zendesk licences weren't renewed? that can't be right",
    ],
)
def test_no_tool_given_up_in_a_plan_a_question_or_a_phrasal_verb(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


def test_a_value_of_more_words_is_not_held_by_its_first_word() -> None:
    # "we ditched google meet" leaves the user's job at Google alone
    assert not supersedes(
        content="The user's team ditched google meet.",
        subject=None,
        replaces=("google meet",),
        changed=True,
        old_content="The user is a product manager at Google.",
        old_subject=None,
    )

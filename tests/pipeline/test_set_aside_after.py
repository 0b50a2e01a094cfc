"""A Latin name inside Japanese or Korean text is a whole word, and a value set aside after
it is not held. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.supersede import holds_value, supersedes


@pytest.mark.parametrize(
    ("content", "value"),
    [
        ("\u30c1\u30fc\u30e0\u306fSlack\u3092\u4f7f\u3063\u3066\u3044\u307e\u3059\u3002", "slack"),
        ("\uc6b0\ub9ac\ub294 Notion\uc744 \uc4f4\ub2e4", "notion"),
    ],
)
def test_a_latin_name_in_cjk_text_is_held(content: str, value: str) -> None:
    assert holds_value(content, value)


@pytest.mark.parametrize(
    ("content", "value"),
    [
        # "Slack wo yamete Teams ni shimashita"
        ("Slack\u3092\u3084\u3081\u3066Teams\u306b\u3057\u307e\u3057\u305f", "slack"),
        # "Notion daesin Obsidian sseoyo"
        ("Notion \ub300\uc2e0 Obsidian \uc368\uc694", "notion"),
    ],
)
def test_a_value_set_aside_after_it_is_not_held(content: str, value: str) -> None:
    assert not holds_value(content, value)


def test_a_latin_word_still_needs_its_edges() -> None:
    assert not holds_value("The user likes Slackware.", "slack")
    assert not holds_value("The user uses Jira-lite.", "jira")


def test_the_japanese_switch_retires_the_old_tool() -> None:
    new = "Slack\u3092\u3084\u3081\u3066Teams\u306b\u79fb\u884c\u3057\u307e\u3057\u305f"
    old = "\u30c1\u30fc\u30e0\u306fSlack\u3092\u4f7f\u3063\u3066\u3044\u307e\u3059\u3002"
    assert supersedes(
        content=new,
        subject=None,
        replaces=("slack",),
        changed=True,
        old_content=old,
        old_subject=None,
    )

"""A name put right that is spelled apart but said alike ("Kathryn, with a K and a y" for
"Catherine"), and a name said again with "actually". Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.spellings import sounds_alike
from imprint.pipeline.understand import understand


def _contents(reply: str, agent: str) -> list[str]:
    return [s.content.lower() for s in understand(reply, agent).statements]


@pytest.mark.parametrize(
    ("a", "b"),
    [("Catherine", "Kathryn"), ("Stephen", "Steven"), ("Kristen", "Christine"), ("Zack", "Zach")],
)
def test_names_said_alike(a: str, b: str) -> None:
    assert sounds_alike(a, b)


@pytest.mark.parametrize(("a", "b"), [("Zoe", "Sophie"), ("Rose", "Ruth"), ("Sunday", "Monday")])
def test_names_said_apart(a: str, b: str) -> None:
    assert not sounds_alike(a, b)


def test_a_spelling_given_by_its_letters_replaces_the_name_said_alike() -> None:
    contents = _contents(
        "it's Kristen, with a K and an e", "Here's the toast for Christine's leaving do."
    )
    assert any("kristen" in c and "christine" in c for c in contents), contents


@pytest.mark.parametrize(
    ("agent", "reply", "kept"),
    [
        ("Here's the letter to Mr Hughs.", "he's Mr Hughes actually", "hughes"),
        ("A card for your neighbour Anya.", "she's Anja actually", "anja"),
    ],
)
def test_a_name_said_again_with_actually(agent: str, reply: str, kept: str) -> None:
    assert any(kept in c for c in _contents(reply, agent)), _contents(reply, agent)


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("See you Sunday!", "it's Monday actually"),
        ("Card for your aunt Rose.", "she's Ruth actually"),
    ],
)
def test_another_word_said_with_actually_is_no_spelling(agent: str, reply: str) -> None:
    assert not any("spell it" in c for c in _contents(reply, agent))


def test_a_name_cased_inside_is_its_own_spelling() -> None:
    contents = _contents("it's QuillPad. two capitals, one word", "Quillpad makes notes easy.")
    assert "spell it quillpad." in contents, contents


def test_a_case_put_right_retires_nothing() -> None:
    statements = understand("its GitLab", "Here's the Gitlab CI file.").statements
    assert all(not s.change.replaces for s in statements), statements


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("I'll send it to Tim tomorrow.", "it's Tom actually"),
        ("Meeting on Mondays.", "it's Monday actually"),
    ],
)
def test_a_name_said_again_does_not_replace_a_small_word_or_a_plural(
    agent: str, reply: str
) -> None:
    statements = understand(reply, agent).statements
    assert all(
        "to" not in s.change.replaces and "mondays" not in s.change.replaces for s in statements
    )


def test_a_case_put_right_names_no_wrong_spelling() -> None:
    contents = _contents("its GitLab", "Here's the Gitlab CI file.")
    assert "spell it gitlab." in contents, contents

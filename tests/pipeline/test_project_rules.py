"""Rules for all the work of one project or client, said in the shapes people use.

"for this one everything in micropython pls" (the one is the project the turn is about),
"every post ends with a line linking to my booking page", "any text inside the art has to
be Nunito": a class of the agent's work held to a way of being made. Near-misses: one
answer's rework ("for this one, make it formal"), a complaint ("every email ends with me
apologising"), the user's world ("every kid has to bring a lunch"). Phrasings are our own.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand

_AGENT = "Hi! Which project are we on?"


def _rules(reply: str) -> str:
    return " ".join(
        s.content for s in understand(reply, _AGENT).statements if s.type.value == "rule"
    ).lower()


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("for this one everything in typescript pls, the team can't read python", "typescript"),
        ("on this one always attach the drawings as pdf, the council wants them", "pdf"),
        ("the garden blog. every post ends with a seasonal tip, short", "seasonal tip"),
        ("each newsletter opens with the tide times for the weekend", "tide times"),
        ("any image inside the deck has to be greyscale, it's printed", "greyscale"),
        ("every invoice for them must show the PO number up top", "po number"),
    ],
)
def test_a_rule_for_all_the_projects_work_is_kept(reply: str, kept: str) -> None:
    assert kept in _rules(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "for this one, make it formal",
        "every email ends with me apologising lol",
        "every kid has to bring a packed lunch on friday",
        "every post gets like 3 likes, its depressing",
        "just for this one, all caps headings",
    ],
)
def test_no_rule_from_one_answer_a_complaint_or_the_users_world(reply: str) -> None:
    assert _rules(reply) == ""


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("so as a rule give me temps in celsius, never fahrenheit - my readers are in Europe",
         "temps in celsius"),
        ("as a rule always put the ticket number in the subject line", "ticket number"),
    ],
)  # fmt: skip
def test_as_a_rule_leads_an_ask_and_names_nobody(reply: str, kept: str) -> None:
    rules = _rules(reply)
    assert kept in rules and "a rule give" not in rules

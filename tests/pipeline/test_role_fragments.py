"""A role told as a verbless self-description is the user's role, with what is said with it."""

from __future__ import annotations

import pytest

from imprint.pipeline.role_fragments import role_fragment
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        (
            "dental hygienist, two practices in Cork. need a rota for the summer",
            ["hygienist", "cork"],
        ),
        ("line cook, tiny ramen bar in Leeds, 40 covers. need a prep list", ["line cook", "leeds"]),
        (
            "quick one. backend dev at a payroll startup, mostly Go. how do I profile this?",
            ["backend dev", "payroll"],
        ),
        (
            "context: 2nd year PhD in hydrology, my thesis is on flash floods.",
            ["phd", "flash floods"],
        ),
        ("Background: wedding photographer in Porto, 9 years.", ["photographer", "porto"]),
        (
            "roofer here, self employed, mostly slate round Sheffield. want an invoice template",
            ["roofer", "sheffield"],
        ),
        (
            "primary school teacher, year 4 class of 28. any ideas for a rainy day?",
            ["teacher", "year 4"],
        ),
        ("only data analyst at a 12 person charity, all in spreadsheets.", ["analyst", "charity"]),
        (
            "Need eyes on a lease. Context: property solicitor in Dublin, landlord side mostly.",
            ["solicitor", "dublin"],
        ),
        ("MSc student, dissertation is on bat echolocation.", ["msc student", "bat"]),
    ],
)
def test_a_verbless_self_description_is_the_users_role(reply: str, words: list[str]) -> None:
    roles = [s for s in understand(reply, "").statements if s.subject == "role"]
    assert roles, reply
    assert roles[0].content.startswith("The user is")
    for word in words:
        assert word in roles[0].content.lower()


def test_the_request_after_the_fragment_is_left_out() -> None:
    told = role_fragment("sous chef, small bistro, 30 covers. need a rota template")
    assert told is not None
    assert "rota" not in told


@pytest.mark.parametrize(
    "sentence",
    [
        "so freezer for long term",  # a tool, not a role
        "dad, 81, on blood thinners.",  # a family member
        "my nurse, very kind, explained it.",  # someone else's
        "the editor at the paper rejected it.",  # determined, with a verb
        "engineer at the plant told me to wait.",  # someone else speaking
        "server, port 8080, nginx in front.",
        "Teacher appreciation week is coming up, ideas?",
        "Printer at work is broken again.",
        "chest freezer, 200 litres, in the garage.",
        "Chef recommendation: the risotto.",
    ],
)
def test_a_tool_a_relative_or_someone_elses_role_is_not_the_users(sentence: str) -> None:
    assert role_fragment(sentence) is None

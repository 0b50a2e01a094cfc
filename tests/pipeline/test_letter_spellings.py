"""A name spelled out letter by letter puts the agent's spelling right.

"S-I-O-B-H-A-N" after the agent wrote "Siobhan" with another spelling: the reading keeps
the spelled name and retires the agent's; whose name it is comes from the reply (the user
speaks of themselves, or of her, him, them) and from how the agent used it. Letters that
spell no rival of a word the agent wrote give nothing. Phrasings are our own.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _fixes(reply: str, agent: str) -> list[tuple[MemoryType, str, str | None, tuple[str, ...]]]:
    return [
        (s.type, s.content, s.subject, s.change.replaces)
        for s in understand(reply, agent).statements
        if s.rule == "correction"
    ]


@pytest.mark.parametrize(
    ("reply", "agent", "kept", "wrong"),
    [
        # the agent addressed the user by it
        ("it's Shaun. S-H-A-U-N.", "Thanks, Sean! Here is the plan.", "Shaun", "sean"),
        # the agent wrote it in the user's voice
        (
            "Kaitlyn. K-A-I-T-L-Y-N. I get this every single day",
            'Draft: "Hello, my name is Katelyn and I run the allotment society..."',
            "Kaitlyn",
            "katelyn",
        ),
        # the reply speaks of the user
        (
            "its Jeffery, J-E-F-F-E-R-Y, my mum insisted on the old spelling",
            "Here's your vet registration form for Jeffrey Hale, owner of Biscuit the beagle.",
            "Jeffery",
            "jeffrey",
        ),
        (
            "M.A.R.C. no k. I sign every invoice that way",
            "Invoice from Mark Ellison Plumbing, due in 14 days.",
            "Marc",
            "mark",
        ),
        (
            "Zoe please. Z-O-E. I've never been a Zoey",
            "Hi Zoey, here's your revision timetable for the chemistry mock.",
            "Zoe",
            "zoey",
        ),
    ],
)
def test_the_users_name_spelled_out(reply: str, agent: str, kept: str, wrong: str) -> None:
    fixes = _fixes(reply, agent)
    assert len(fixes) == 1, fixes
    memory_type, content, subject, replaces = fixes[0]
    assert (memory_type, subject) == (MemoryType.FACT, "name")
    assert content.startswith(f"The user's name is {kept}")
    assert wrong in replaces


@pytest.mark.parametrize(
    ("reply", "agent", "kept", "wrong"),
    [
        # the reply speaks of someone else: a rule on how to spell their name
        (
            "it's Sinead. S-I-N-E-A-D. she hates when people get it wrong",
            "Here's the card: Dear Shinead, thank you for running the book club all year.",
            "Sinead",
            "shinead",
        ),
        (
            "Aoife, A-O-I-F-E. his sister, and he'll notice",
            "Draft toast: ... and to Aiofe, who planned the whole trip to Lisbon ...",
            "Aoife",
            "aiofe",
        ),
        (
            "the vet is Dr Nguyen. N-G-U-Y-E-N. they're lovely with the cats",
            "Here's your email to Dr Nguyan about Pepper's booster jab.",
            "Nguyen",
            "nguyan",
        ),
        # nothing says whose: a rule serves either way
        (
            "that should be Bryony. B-R-Y-O-N-Y. thanks",
            "Here's the revised slide: Presented by Briony Marsh.",
            "Bryony",
            "briony",
        ),
    ],
)
def test_someone_elses_name_spelled_out(reply: str, agent: str, kept: str, wrong: str) -> None:
    fixes = _fixes(reply, agent)
    assert len(fixes) == 1, fixes
    memory_type, content, subject, replaces = fixes[0]
    assert (memory_type, subject) == (MemoryType.RULE, None)
    assert kept in content and wrong.capitalize() in content
    assert wrong in replaces


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        # letters that spell no rival of the agent's words
        ("the class is called S-T-E-M club now", "Here's the newsletter for the Science Club."),
        ("the chord is C-E-G, the rest is right", "Play the C major triad: C, E and G."),
        ("my initials are J.R.T. for the monogram", "Which initials should go on the towels?"),
        # the agent's word is the same word, not a rival spelling
        ("yes, Anna. A-N-N-A. perfect", "Thanks, Anna! Here is the seating chart."),
        # a rival too far from the letters
        ("it's Kit. K-I-T.", "Hi Katherine, here's your gym plan."),
        # no letters spelled at all
        ("its Kathryn", "Here's the plan for Kate's party."),
    ],
)
def test_letters_that_fix_no_spelling(reply: str, agent: str) -> None:
    assert not [
        f for f in _fixes(reply, agent) if "spelled" in f[1] or f[1].startswith("Spell the name")
    ]

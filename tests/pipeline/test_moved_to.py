"""A slot, a setting or an office of the user's moved, said in passing (`moved_to.py`).

Phrasings are our own, in several domains; near misses (a one-off meeting moved, someone
else's move, a question) give nothing.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.moved_to import moved_to


@pytest.mark.parametrize(
    ("sentence", "new"),
    [
        ("the swim club swapped us to thursdays this term", "thursdays"),
        ("so my long run moves to the mornings now it's hot", "the mornings"),
        ("standup got pushed to afternoons for the new hires", "afternoons"),
        ("btw choir practice moved to sundays", "sundays"),
        ("our tutor switched me to mondays after half term", "mondays"),
        ("the bin collection shifted to fridays in the new year", "fridays"),
        ("date night has moved to weekends since the baby", "weekends"),
        ("physio changed us over to evenings", "evenings"),
    ],
)
def test_a_recurring_slot_moved_is_read(sentence: str, new: str) -> None:
    found = moved_to(sentence)
    assert found is not None and found.new == new, found
    assert new in found.text


@pytest.mark.parametrize(
    ("sentence", "subject"),
    [
        ("my editor wants it so flip me over to British spelling", "spelling"),
        ("switch me to metric, the new lab works in grams", "units"),
        ("move everything to APA for the thesis please", "citation_style"),
        ("put me back on tabs, the linter changed", "indentation"),
        ("set me to celsius from now on", "units"),
        ("swap us over to pnpm, the repo moved", "package_manager"),
        ("change it all to Harvard style for this module", "citation_style"),
        ("turn everything to spaces now", "indentation"),
    ],
)
def test_a_setting_the_user_is_put_on_is_read(sentence: str, subject: str) -> None:
    found = moved_to(sentence)
    assert found is not None and found.subject == subject, found


@pytest.mark.parametrize(
    ("sentence", "office"),
    [
        ("I'm sitting in the Porto office since march", "the Porto office"),
        ("we're based at the Harlow branch now", "the Harlow branch"),
        ("I am working out of the Dundee hub these days", "the Dundee hub"),
        ("i'm stationed at the Kiel site for now", "the Kiel site"),
    ],
)
def test_another_office_is_read(sentence: str, office: str) -> None:
    found = moved_to(sentence)
    assert found is not None and found.new == office and found.subject == "office", found


@pytest.mark.parametrize(
    "sentence",
    [
        "I moved the meeting to friday",  # one day, not a recurring slot
        "moved to mornings",  # nothing said to move
        "can you move my lessons to tuesdays?",  # a question
        "my sister's yoga moved to sundays",  # someone else's
        "switch me to the other tab",  # no setting of a known class
        "he is sitting in the Leeds office",  # someone else
        "if practice shifted to mondays I could go",  # a thought
    ],
)
def test_near_misses_give_no_move(sentence: str) -> None:
    assert moved_to(sentence) is None

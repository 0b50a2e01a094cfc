"""A new value finds the old one it replaces: the attribute both set, and the old value named
whole. Phrasings are our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from imprint import Imprint
from imprint.pipeline.consolidate import decide_offline
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in
from imprint.types import MemoryDraft, MemoryType
from imprint.writes import CandidateMemory, Contradict


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        # a when after the value is not part of it
        ("I left Brookfield over the winter break", "brookfield"),
        ("we left Halcyon during the reorg", "halcyon"),
        # a noun that points at what was said is not part of it
        ("scratch the emoji thing, it looks childish", "emoji"),
        ("scratch the footnotes idea, endnotes from now on", "footnotes"),
        # a licence that ran out
        ("the Stata license got expired and nobody is renewing it", "stata"),
        ("our SPSS licences have expired", "spss"),
        # given up, said in the plural
        ("quick update: nights are done, days from March", "nights"),
        ("the Tuesday lessons are over for good", "tuesday lessons"),
    ],
)
def test_the_old_value_is_named_whole_and_alone(sentence: str, old: str) -> None:
    assert change_in(sentence, "en").replaces[:1] == (old,)


@pytest.mark.parametrize(
    "sentence", ["the kids are done with dinner", "and the guests are gone now", "we are done"]
)
def test_people_done_or_gone_retire_nothing(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


@pytest.mark.parametrize(
    ("content", "subject"),
    [
        ("The user is on the data platform team now (same company).", "team"),
        ("The user's app is react native 0.74 with expo.", "mobile"),
        ("The user's team is a sketch shop for now.", "design_tool"),
        ("The user's lab writes all analysis in MATLAB.", "language"),
        ("Format the references in Harvard.", "citation_style"),
        ("The user's group reporting currency is CHF now.", "currency"),
        ("The user's team reports in GBP.", "currency"),
        ("The user is doing a PhD at Uppsala on coral bleaching.", "research_topic"),
        ("The user's thesis topic is now urban heat islands.", "research_topic"),
        ("The user is secretary of the allotment society.", "post"),
        ("The user was elected club captain.", "post"),
        ("The user has the B2 in Italian.", "language_level"),
        ("Talk with the user at C1 level.", "language_level"),
    ],
)
def test_the_attribute_a_memory_sets(content: str, subject: str) -> None:
    assert subject_of(content) == subject


@pytest.mark.parametrize(
    "content",
    [
        "The user wants a sketch of the garden layout.",
        "The user drove up the A1 to Newcastle.",
        "The user studied at Harvard.",
        "The user needs a new desk chair.",
        "The user paid 40 USD for the course.",
    ],
)
def test_everyday_words_set_no_such_attribute(content: str) -> None:
    assert subject_of(content) not in (
        "design_tool",
        "language_level",
        "citation_style",
        "post",
        "currency",
    )


def _draft(content: str, memory_type: MemoryType = MemoryType.FACT) -> MemoryDraft:
    change = change_in(content, "en")
    return MemoryDraft(
        type=memory_type,
        content=content,
        subject=subject_of(content),
        replaces=change.replaces,
        changed=change.changed,
    )


def _old(content: str, memory_type: MemoryType = MemoryType.FACT) -> CandidateMemory:
    return CandidateMemory(
        memory_id=7,
        type=memory_type,
        content=content,
        scope="global",
        subject=subject_of(content),
    )


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The user is treasurer of the Ashby Rovers.", "The user is chair now."),
        ("The user is on the payments team.", "The user is on the fraud team now."),
        (
            "The user is doing a PhD at Leeds on battery recycling.",
            "The user's topic has changed, now it is grid storage policy.",
        ),
        # where the user studies, in any language, and a move away from where they teach
        ("The user is studying nursing at Keele.", "The user is a student at Cardiff now."),
        (
            "Ich studiere Jura an der Uni in Bonn.",
            "Ich bin nach K\u00f6ln gewechselt und studiere jetzt an der Uni K\u00f6ln.",
        ),
        (
            "\u5927\u962a\u306e\u4e2d\u5b66\u6821\u3067\u6570\u5b66\u3092\u6559\u3048\u3066"
            "\u3044\u307e\u3059\u3002",
            "\u5148\u9031\u540d\u53e4\u5c4b\u306b\u5f15\u3063\u8d8a\u3057\u307e\u3057\u305f\u3002",
        ),
    ],
)
def test_a_new_value_of_the_same_attribute_replaces_the_old(old: str, new: str) -> None:
    assert decide_offline(_draft(new), [_old(old)]) == Contradict(memory_ids=(7,))


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # another attribute, or nothing said to have changed
        ("The user is treasurer of the Ashby Rovers.", "The user's daughter plays for the U9s."),
        ("The user is on the payments team.", "The user's manager is on the fraud team."),
        ("The user is studying law at Durham.", "The user's sister studies at York."),
    ],
)
def test_another_attribute_or_no_change_keeps_both(old: str, new: str) -> None:
    assert not isinstance(decide_offline(_draft(new), [_old(old)]), Contradict)


async def _policy(tmp_path: Path, turns: list[str]) -> str:
    async with Imprint("t", store=f"sqlite:///{tmp_path / 'm.db'}") as imprint:
        for reply in turns:
            await imprint.observe(
                user_id="u", agent_output="Hi! What can I help with?", user_response=reply
            )
        policy = await imprint.get_policy(user_id="u", context="what do I know about the user?")
    return policy.text.lower()


async def test_a_rewrite_in_another_framework_outdates_the_old(tmp_path: Path) -> None:
    text = await _policy(
        tmp_path,
        [
            "our app is react native 0.73, bare workflow. the build fails on ios, ideas?",
            "we rebuilt the whole app in flutter this spring, RN is gone. how do I add flavors?",
        ],
    )
    assert "flutter" in text and "react native" not in text, text


async def test_a_design_tool_left_behind_outdates_the_old(tmp_path: Path) -> None:
    text = await _policy(
        tmp_path,
        [
            "we're a sketch shop, 4 designers. how do I share color tokens?",
            "we finally moved every sketch file into figma. how do modes work?",
        ],
    )
    assert "figma" in text and "sketch shop" not in text, text


@pytest.mark.parametrize(
    ("reply", "fact"),
    [
        ("I'm dairy free, remember? use oat milk", "dairy free"),
        ("we're on Postgres 15, you know?", "postgres 15"),
    ],
)
def test_a_tag_question_after_a_fact_does_not_make_it_a_question(reply: str, fact: str) -> None:
    facts = [s.content.lower() for s in understand(reply, "Here you go.").statements]
    assert any(fact in f for f in facts), facts


def test_a_real_question_with_a_tag_stays_a_question() -> None:
    assert understand("did you change the port, right?", "Done.").statements == ()


@pytest.mark.parametrize(
    ("reply", "rule"),
    [("metric please, we're in Canada", "metric"), ("celsius pls, I'm in Spain", "celsius")],
)
def test_a_form_asked_for_bare_with_where_the_user_is_lasts(reply: str, rule: str) -> None:
    rules = [
        s.content.lower()
        for s in understand(reply, "Here it is in imperial.").statements
        if s.type is MemoryType.RULE
    ]
    assert any(rule in r for r in rules), rules


def test_a_standing_desk_is_no_workplace() -> None:
    said = understand("I switched to a standing desk", "Hi! How can I help?").statements
    assert not any("works in" in s.content.lower() for s in said), said

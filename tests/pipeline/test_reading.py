"""Segmentation, languages, subjects, time bounds and supersede rules, as pure functions."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from imprint.pipeline.language import detect_language
from imprint.pipeline.segment import informal_english, segment
from imprint.pipeline.subjects import SINGLE_VALUED, subject_of
from imprint.pipeline.supersede import forget_matches, holds_value, supersedes
from imprint.pipeline.temporal import valid_until
from imprint.pipeline.understand import understand

NOW = datetime(2026, 3, 11, 9, 30, tzinfo=UTC)  # a Wednesday


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Use Conventional Commits, e.g. `feat: x`. Our tooling parses them", 2),
        ("We're on Python 3.8. The servers run RHEL 8.", 2),
        ("staging is at stg.example.internal now. update the script", 2),
        ("Dr. Okafor reviews it, i.e. the whole team waits", 1),
        ("first line\nsecond line", 2),
        ("\u4f60\u597d\u3002\u6211\u53eb\u738b\u78ca\u3002", 2),
    ],
)
def test_sentences_survive_abbreviations_versions_and_domains(text: str, expected: int) -> None:
    assert len(segment(text).sentences) == expected


def test_pasted_code_quotes_and_logs_are_set_aside() -> None:
    reply = (
        "why is this slow?\n```python\n# always use a list here\nx = []\n```\n"
        "> Please always attach a PDF.\n"
        'File "app.py", line 3, in <module>\n'
        "thanks"
    )
    seg = segment(reply)
    assert seg.pasted
    assert seg.quoted == ("Please always attach a PDF.",)
    assert all("always" not in s for s in seg.sentences)


@given(st.text(max_size=400))
@settings(max_examples=200, deadline=None)
def test_segment_and_understand_never_raise(text: str) -> None:
    seg = segment(text)
    assert all(s.strip() == s and s for s in seg.sentences)
    understand(text, text[::-1])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("im allergic to nuts", "I'm allergic to nuts"),
        ("dont do that, thats wrong", "don't do that, that's wrong"),
        # "ill" before a verb at a clause's start is "I'll"; "well" has another reading
        ("ill be there, well see", "I'll be there, well see"),
        ("she was ill, well see", "she was ill, well see"),
        ("i think so", "I think so"),
    ],
)
def test_informal_english(text: str, expected: str) -> None:
    assert informal_english(text) == expected


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("I moved to Lisbon last year", "en"),
        ("Trabajo en una startup de Madrid", "es"),
        ("Ich arbeite seit zwei Jahren bei Siemens", "de"),
        ("Je travaille dans une banque depuis 2020", "fr"),
        ("Eu trabalho com dados em uma fintech", "pt"),
        ("Lavoro in una piccola azienda di Torino", "it"),
        ("\u6211\u5728\u4e0a\u6d77\u5de5\u4f5c", "zh"),
        ("\u6771\u4eac\u3067\u50cd\u3044\u3066\u3044\u307e\u3059", "ja"),
        ("\uc800\ub294 \ubd80\uc0b0\uc5d0 \uc0b4\uc544\uc694", "ko"),
        ("\u042f \u0436\u0438\u0432\u0443 \u0432 \u041c\u043e\u0441\u043a\u0432\u0435", "ru"),
        ("ok", "en"),
    ],
)
def test_language(text: str, language: str) -> None:
    assert detect_language(text) == language


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("The user's team runs MariaDB in production.", "database"),
        ("The user works at Contoso.", "employer"),
        ("The user is based in Oslo.", "city"),
        ("Use pnpm, not npm.", "package_manager"),
        ("The user is lactose intolerant.", "allergy"),
        ("Use British spelling.", "spelling"),
        ("The weather is nice.", None),
    ],
)
def test_subjects(text: str, subject: str | None) -> None:
    assert subject_of(text) == subject


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("I'm in Oslo until the 20th", datetime(2026, 3, 20, 23, 59, 59, tzinfo=UTC)),
        ("I'm off next week", datetime(2026, 3, 22, 23, 59, 59, tzinfo=UTC)),
        ("on call all this month", datetime(2026, 3, 31, 23, 59, 59, tzinfo=UTC)),
        ("the report is due 2 March", datetime(2027, 3, 2, 23, 59, 59, tzinfo=UTC)),
        ("I'm in Lima for the next two weeks", datetime(2026, 3, 25, 23, 59, 59, tzinfo=UTC)),
        ("my son turns 5 next month", None),
        ("we use Postgres", None),
    ],
)
def test_time_bounds_resolve_against_the_given_now(text: str, end: datetime | None) -> None:
    assert valid_until(text, NOW) == end


def test_a_retired_value_supersedes_what_holds_it() -> None:
    assert supersedes(
        content="The user's team moved from MySQL to Postgres.",
        subject="database",
        replaces=("mysql",),
        changed=True,
        old_content="The user's app runs on MySQL 5.7.",
        old_subject="database",
    )


def test_same_single_valued_subject_supersedes_without_a_shared_word() -> None:
    assert "employer" in SINGLE_VALUED
    assert supersedes(
        content="The user works at Globex.",
        subject="employer",
        replaces=(),
        changed=False,
        old_content="The user works at Initech.",
        old_subject=None,
    )


def test_a_second_value_of_a_multi_valued_subject_needs_a_change_marker() -> None:
    old = "The user's team uses Redshift for analytics."
    new = "The user's team uses BigQuery for marketing data."
    for changed, expected in ((False, False), (True, True)):
        assert (
            supersedes(
                content=new,
                subject="warehouse",
                replaces=(),
                changed=changed,
                old_content=old,
                old_subject="warehouse" if changed else "frontend",
            )
            is expected
        )


def test_protected_memories_give_way_only_to_an_explicit_retirement() -> None:
    for replaces, expected in (((), False), (("4 spaces",), True)):
        assert (
            supersedes(
                content="Use tabs.",
                subject="indentation",
                replaces=replaces,
                changed=True,
                old_content="Use 4 spaces.",
                old_subject="indentation",
                old_protected=True,
            )
            is expected
        )


@pytest.mark.parametrize(
    ("content", "targets", "matches"),
    [
        ("The user is job hunting, with an interview at Datadog.", (("job", "hunting"),), True),
        ("The user's job is at Datadog.", (("job", "hunting"),), False),
        ("The user's partner Saoirse loves bouldering.", (("saoirse",),), True),
        ("\u6211\u5728\u6df1\u5733\u5de5\u4f5c\u3002", (("\u6df1\u5733",),), True),
        ("The user likes tea.", (("coffee", "beans", "roast"),), False),
    ],
)
def test_forget_matches(content: str, targets: tuple[tuple[str, ...], ...], matches: bool) -> None:
    assert forget_matches(content, targets) is matches


@given(st.text(max_size=60), st.text(min_size=1, max_size=12))
def test_holds_value_never_raises(content: str, value: str) -> None:
    holds_value(content, value)

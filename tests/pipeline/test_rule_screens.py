"""The screens in front of the rule modules' patterns never rule out a text they match.

Hypothesis writes ASCII texts from each pattern itself, so every text holds a match; the
screen must let each one through. (`test_screens.py` does the same for other modules.)
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from imprint.pipeline import choices, directions, facts, injection, segment, updates


def _ascii_match(pattern: re.Pattern[str]) -> st.SearchStrategy[str]:
    return st.from_regex(pattern, alphabet=st.characters(codec="ascii"))


def _words(text: str) -> set[str]:
    return set(facts._TOKEN.findall(text.lower()))


_ABOUT_SELF = (facts._SELF, facts._SELF_VERB, facts._MY_RELATION, facts._WE)


@settings(max_examples=300, deadline=None)
@given(data=st.data(), index=st.integers(0, len(_ABOUT_SELF) - 1))
def test_first_person_screen_passes_every_match(data: st.DataObject, index: int) -> None:
    """`fact_in` tries a first-person pattern only where `_about_self` keeps it."""
    pattern = _ABOUT_SELF[index]
    text = data.draw(_ascii_match(pattern))
    assert pattern.search(text) is not None
    assert pattern in facts._about_self(text, _words(text)), (pattern.pattern[:60], text)


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_narrative_screen_passes_every_match(data: st.DataObject) -> None:
    text = data.draw(_ascii_match(facts._NARRATIVE))
    assert facts._narrates(text, _words(text))


def test_first_person_screen_reads_other_text_with_every_pattern() -> None:
    # A dotless i matches "i" ignoring case, but is no ASCII word "i".
    text = "\u0131'm vegetarian"
    assert facts._SELF.search(text) is not None
    assert facts._about_self(text, _words(text)) == _ABOUT_SELF
    assert facts.fact_in("I'm vegetarian and my wife is vegan") is not None
    assert facts.fact_in("we run everything on Postgres") is not None
    assert facts.fact_in("the weather is nice") is None


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_folded_standing_marker_agrees_with_the_pattern(data: st.DataObject) -> None:
    text = data.draw(_ascii_match(directions._STANDING) | st.text(max_size=40))
    for variant in (text, text.upper(), text.title()):
        found = directions._STANDING.search(variant) is not None
        assert directions._STANDING_FOUND.found(variant) == found


@settings(max_examples=300, deadline=None)
@given(data=st.data(), index=st.integers(0, len(updates._EN_OLD_NEEDS) - 1))
def test_old_value_screen_passes_every_match(data: st.DataObject, index: int) -> None:
    """`change_in` searches an ASCII sentence only with the patterns whose words it holds."""
    pattern = updates._OLD["en"][index]
    text = data.draw(_ascii_match(pattern))
    words = set(updates._EN_WORD.findall(text.lower()))
    assert not updates._EN_OLD_NEEDS[index].isdisjoint(words), (pattern.pattern[:60], text)


def test_old_value_screen_keeps_known_changes() -> None:
    assert updates.change_in("We moved from MySQL to Postgres", "en").replaces == ("mysql",)
    assert updates.change_in("Jenkins is gone, we use GitHub Actions", "en").replaces == (
        "jenkins",
    )
    assert updates.change_in("I like tea", "en").replaces == ()


_CHOICE_PARTS = ["Redis", "redis", "REDIS_", "2redis", " ", ", ", "-", "x", "Streams"]


@given(
    text=st.lists(st.sampled_from(_CHOICE_PARTS)).map("".join),
    choice=st.sampled_from(["redis", "redis streams", "", "x", "-"]),
)
def test_named_choice_agrees_with_the_whole_phrase_pattern(text: str, choice: str) -> None:
    """`_names` finds an ASCII choice without a pattern, as the pattern would."""
    pattern = re.compile(r"(?<!\w)" + re.escape(choice) + r"(?!\w)", re.IGNORECASE)
    assert choices._names(text, choice) == (pattern.search(text) is not None)


_INFORMAL_PARTS = ["im", "Im", "IM", "dont", "Dont", "i", "I", "ive", "x", "'", " ", ".", "_", "2"]


@given(text=st.lists(st.sampled_from(_INFORMAL_PARTS)).map("".join) | st.text(max_size=30))
def test_informal_words_of_ascii_text_are_restored_as_ignoring_case(text: str) -> None:
    """The lowered copy finds the words `_INFORMAL_WORD` finds ignoring case."""
    whole = segment._INFORMAL_WORD.sub(lambda m: segment._restore(m.group(1)), text)
    assert segment.informal_english(text) == whole


_PLAIN_BOUNDARY = re.compile(
    r"[.!?\u2026]+[\"')\]\u201d\u2019\u00bb]*(?=\s)|[\u3002\uff01\uff1f]+|\n+"
)
"""`segment._BOUNDARY` without the lookahead that speeds it up."""


@given(
    text=st.lists(st.sampled_from(["a", " ", ".", "!", "?", "\u2026", ")", '"', "\n", "\u3002"]))
    .map("".join)
    .filter(bool)
)
def test_sentence_boundaries_are_found_as_without_the_lookahead(text: str) -> None:
    def spans(pattern: re.Pattern[str]) -> list[tuple[int, int]]:
        return [m.span() for m in pattern.finditer(text)]

    assert spans(segment._BOUNDARY) == spans(_PLAIN_BOUNDARY)


@given(
    text=st.lists(st.sampled_from(["a", "?", ".", "!", " ", "\n", "\t", ".!", "\u3002"])).map(
        "".join
    )
)
def test_last_sentence_is_what_the_statement_split_leaves_last(text: str) -> None:
    assert facts._last_sentence(text) == re.split(r"(?<=[.!])\s+", text)[-1]


_PLAIN_FOLDABLE = re.compile(
    r"[A-Za-z][013457@$!|*_~`^<>\[\]{}\\]+[A-Za-z0-9]"
    r"|(?<![A-Za-z0-9])[013457@$!|][A-Za-z]"
    r"|[A-Za-z][013457]+(?![A-Za-z0-9])"
    r"|[*~`^][A-Za-z]|[A-Za-z][*~`^]"
)
"""`injection._FOLDABLE` without the lookahead that speeds it up."""


@given(text=st.text(alphabet="aZ9013457@$!|*_~`^<>[]{}\\ .'", max_size=12))
def test_foldable_text_is_found_as_without_the_lookahead(text: str) -> None:
    found = injection._FOLDABLE.search(text)
    plain = _PLAIN_FOLDABLE.search(text)
    assert (found and found.span()) == (plain and plain.span())


_LOOKAHEAD = re.compile(r"^\(\?=\[[^\]]+\]\)")


@settings(max_examples=300, deadline=None)
@given(data=st.data(), index=st.integers(0, 2))
def test_first_person_lookaheads_keep_every_match(data: st.DataObject, index: int) -> None:
    """The lookahead in front of a first-person pattern changes none of its matches."""
    pattern = (facts._SELF, facts._SELF_VERB, facts._WE)[index]
    plain = re.compile(_LOOKAHEAD.sub("", pattern.pattern), pattern.flags)
    assert plain.pattern != pattern.pattern
    text = data.draw(st.from_regex(plain) | _ascii_match(plain) | st.text(max_size=30))
    for variant in (text, text.upper(), text.replace("i", "\u0131").replace("s", "\u017f")):
        found, whole = pattern.search(variant), plain.search(variant)
        assert (found and found.span()) == (whole and whole.span()), variant


def test_first_person_lookaheads_hold_letters_that_match_ignoring_case() -> None:
    for text in ("\u0131'm a nurse", "\u0130 am a nurse", "\u017fo I work at Acme"):
        assert facts._SELF.search(text) or facts._SELF_VERB.search(text), text

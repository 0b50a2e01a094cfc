"""A screened pattern answers exactly as the plain one: on generated patterns and texts."""

from __future__ import annotations

import importlib
import pkgutil
import re
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

import imprint.pipeline
from imprint.pipeline.screened import ASCII_TWINS, Screened, folded, needs, screened

_WORDS = ["use", "Use", "always", "NEVER", "i'm", "my", "we", "it is", "go", "so", "s", "k", "i"]
_ODD = ["\u0130", "\u0131", "\u017f", "\u212a", "\u00e9", "\u2014", "\u00df", "\u03a3"]
_TEXT = st.lists(
    st.sampled_from(_WORDS + _ODD + [" ", "  ", ",", ".", "?", ":", "-", "A", "b", "Z", "1", "\n"]),
    max_size=24,
).map("".join)
_ASCII_TEXT = st.lists(
    st.sampled_from([*_WORDS, " ", ",", ".", "?", ":", ";", "-", "A", "b", "Z", "1"]), max_size=24
).map("".join)
_FLAGS = st.sampled_from(
    [0, re.IGNORECASE, re.IGNORECASE | re.ASCII, re.IGNORECASE | re.DOTALL, re.ASCII]
)


def _atoms() -> st.SearchStrategy[str]:
    literal = st.sampled_from(
        [
            *(re.escape(w) for w in _WORDS),
            *("\u017f", "\u212a", "\u00e9", "\u2014"),
            r"\.",
            "'",
            ":",
        ]
    )
    classes = st.sampled_from(
        [r"\w", r"\W", r"\s", r"\S", r"\d", r"\b", r"\B", "[a-z]", "[A-Z]", "[^A-Z]", "[A-z]",
         "[^:;\u2014]", "[\u00c0-\u017f]", "[\u0100-\u0200]", "[0-9A-F]", "[SUw]", "[^Us ]",
         "[Mm]y", ".", "^", "$", "[:;\u2014]", "[,.?]", "[-:]", "[:a]", "[\u0131:]", "[\u03a3;]"]
    )  # fmt: skip
    return st.one_of(literal, classes)


def _pattern() -> st.SearchStrategy[str]:
    return st.recursive(
        _atoms(),
        lambda inner: st.one_of(
            st.lists(inner, min_size=1, max_size=4).map("".join),
            st.lists(inner, min_size=2, max_size=4).map(lambda xs: "(?:" + "|".join(xs) + ")"),
            st.tuples(
                inner, st.sampled_from(["?", "*", "+", "{2}", "{0,2}", "+?", "*+", "?+"])
            ).map(lambda x: "(?:" + x[0] + ")" + x[1]),
            inner.map(lambda x: "(?=" + x + ")"),
            inner.map(lambda x: "(?!" + x + ")"),
            inner.map(lambda x: "(?>" + x + ")"),
            inner.map(lambda x: "(?-i:" + x + ")"),
            inner.map(lambda x: "(?i:" + x + ")"),
            inner.map(lambda x: "(?<=" + x + ")" if "*" not in x else x),
            inner.map(lambda x: "(" + x + r")\s*\1"),
        ),
        max_leaves=8,
    )


def _same(plain: re.Pattern[str], fast: Screened, text: str) -> None:
    for pos, endpos in ((0, sys.maxsize), (1, len(text) - 1)):
        for method in ("search", "match", "fullmatch"):
            want = getattr(plain, method)(text, pos, endpos)
            got = getattr(fast, method)(text, pos, endpos)
            assert (want is None) == (got is None), (plain.pattern, text, method)
            if want is not None and got is not None:
                assert (want.span(), want.groups()) == (got.span(), got.groups())
        wants = [(m.span(), m.groups()) for m in plain.finditer(text, pos, endpos)]
        assert [(m.span(), m.groups()) for m in fast.finditer(text, pos, endpos)] == wants
    for count in (0, 1):
        assert fast.sub("<\\g<0>>", text, count) == plain.sub("<\\g<0>>", text, count)
        assert fast.split(text, count) == plain.split(text, count)


def _compiled(source: str, flags: int) -> re.Pattern[str] | None:
    try:
        return re.compile(source, flags)
    except re.error:
        return None  # a lookbehind of no fixed width, say


@settings(max_examples=400, deadline=None)
@given(_pattern(), _FLAGS, st.lists(_TEXT, min_size=1, max_size=6))
def test_a_screened_pattern_finds_what_the_plain_one_finds(
    source: str, flags: int, texts: list[str]
) -> None:
    plain = _compiled(source, flags)
    if plain is None:
        return
    fast = Screened(plain)
    for text in texts:
        _same(plain, fast, text)


@settings(max_examples=200, deadline=None)
@given(_pattern(), _FLAGS, _ASCII_TEXT)
def test_every_match_holds_what_the_pattern_needs(source: str, flags: int, text: str) -> None:
    plain = _compiled(source, flags)
    if plain is None:
        return
    low = text.lower()
    for m in plain.finditer(text):
        # the requirement holds of the whole text (lookarounds may read beyond the match)
        assert all(any(s in low for s in clause) for clause in needs(plain)), (source, m)


def test_requirements_and_copies_of_known_shapes() -> None:
    assert needs(re.compile(r"\b(?:always|never)\s+use", re.I)) == (
        ("never", "always"),
        ("use",),
    )
    assert needs(re.compile(r"(?:always)?\s+x?")) == ()
    assert needs(re.compile(r"(?:a|\w+)b", re.I)) == ()
    # Marks: a class of them, a lone one, one beyond ASCII with no other case.
    assert needs(re.compile(r"^[^:;]{0,9}?\bmy\b[^:;]*(?:[:;\u2014]|\s-+\s)", re.I)) == (
        ("-", ":", ";", "\u2014"),
        ("my",),
    )
    assert needs(re.compile(r"\w+\?$")) == (("?",),)
    # Not a letter, even a caseless one, nor a letter equal to an ASCII one ignoring case.
    assert needs(re.compile("[:a]|[\u0131:]|[\u03a3;]", re.I)) == ()
    assert folded(re.compile("[A-Z]+x")) is None  # case-sensitive: nothing to fold
    assert folded(re.compile("(?-i:A)b", re.I)) is None  # case matters in part of it
    assert folded(re.compile("\u017f", re.I)) is None  # long s equals "s"
    assert folded(re.compile("[\u0100-\u0200]", re.I)) is None
    copy = folded(re.compile("[A-Z]x|[^Q]y", re.I))
    assert copy is not None
    assert copy.search("ax") and copy.search("by") and not copy.search("qy")


def test_only_these_characters_beyond_ascii_equal_an_ascii_one_ignoring_case() -> None:
    ascii_char = re.compile("[\x00-\x7f]", re.IGNORECASE)
    twins = {c for c in range(128, sys.maxunicode + 1) if ascii_char.fullmatch(chr(c))}
    assert twins == ASCII_TWINS


def _screened_patterns() -> list[Screened]:
    found: dict[int, Screened] = {}
    for info in pkgutil.iter_modules(imprint.pipeline.__path__):
        module = importlib.import_module(f"imprint.pipeline.{info.name}")
        for value in vars(module).values():
            inner = (
                value.values()
                if isinstance(value, dict)
                else value
                if isinstance(value, tuple)
                else [value]
            )
            for item in inner:
                if isinstance(item, Screened):
                    found[id(item)] = item
    return list(found.values())


_SCREENED = _screened_patterns()
_NEEDED = sorted({s for p in _SCREENED for clause in needs(p.regex) for s in clause})


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(_NEEDED or ["x"]) | st.sampled_from([" ", ", ", ". ", "I ", "My ", "?"]),
        max_size=20,
    ).map("".join)
)
def test_the_pipelines_screened_patterns_agree_with_re(text: str) -> None:
    for pattern in _SCREENED:
        _same(pattern.regex, pattern, text)
        _same(pattern.regex, pattern, text.upper())


def test_screened_compiles_as_re() -> None:
    pattern = screened(r"\bcall\s+me\s+(\w+)", re.I)
    assert pattern.pattern == r"\bcall\s+me\s+(\w+)"
    assert pattern.flags == re.compile(r"\bcall\s+me\s+(\w+)", re.I).flags
    m = pattern.search("Please CALL me Sam")
    assert m is not None and m.group(1) == "Sam"
    assert pattern.search("call him Sam") is None

"""Text folding shared by the injection check, the redactor and the policy renderer.

Three views of a text, each a pure function:

- `visible(text)`: NFKC (fullwidth, mathematical, circled and ligature forms become their
  plain letters) with default-ignorable code points removed (zero-width characters, soft
  hyphens, bidi controls, variation selectors, Unicode tag characters). This is what a
  reader, or a model, sees; the policy renderer lays out this view, so a check that reads
  it sees what the renderer prints.
- `plain_line(text)`: `visible` on one line with markup characters removed, the layout-free
  core of a policy line (`policy.render.sanitize` adds list markers and a length cap).
- `skeleton(text)`: `visible`, lower-cased, accents dropped, Cyrillic, Greek and other
  look-alike letters mapped to the Latin letter they imitate, leetspeak inside words undone
  ("1gn0re" -> "ignore"), emphasis markup inside words dropped, and `l` merged into `i`
  (which "1", "|" and "!" imitate as well). Only for matching: it is not readable, and a
  pattern matched against it must be passed through `skeleton_pattern` first.

`fold_with_offsets` gives `visible` together with the index in the original text of each
character, so a finder run on the folded text can edit the original.

The look-alike table is written here rather than taken from a library: the checks need the
few dozen letters that imitate Latin ones (TR39 `confusables.txt` holds thousands of
mappings, most to non-Latin targets or to several characters), and a one-character to
one-character map keeps offsets simple.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = [
    "IGNORABLE",
    "fold_with_offsets",
    "plain_line",
    "skeleton",
    "skeleton_pattern",
    "strip_accents",
    "visible",
]

# Unicode's Default_Ignorable_Code_Point set (DerivedCoreProperties.txt): characters that
# render as nothing. Hangul fillers are letters that also render as nothing.
IGNORABLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
    "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0000-\U000e0fff]"
)
"""Default-ignorable code points: removed by every view."""

_CONFUSABLES = str.maketrans(
    {
        # Cyrillic
        "\u0430": "a",
        "\u0432": "b",
        "\u0435": "e",
        "\u0451": "e",
        "\u043a": "k",
        "\u043c": "m",
        "\u043d": "h",
        "\u043e": "o",
        "\u0440": "p",
        "\u0441": "c",
        "\u0442": "t",
        "\u0443": "y",
        "\u0445": "x",
        "\u0455": "s",
        "\u0456": "i",
        "\u0457": "i",
        "\u0458": "j",
        "\u04bb": "h",
        "\u04cf": "l",
        "\u0501": "d",
        "\u051b": "q",
        "\u051d": "w",
        "\u04af": "y",
        "\u0261": "g",
        "\u0475": "v",
        "\u044c": "b",
        "\u0433": "r",
        "\u043f": "n",
        "\u0438": "u",
        # Greek
        "\u03b1": "a",
        "\u03b2": "b",
        "\u03b5": "e",
        "\u03b9": "i",
        "\u03ba": "k",
        "\u03bd": "v",
        "\u03bf": "o",
        "\u03c1": "p",
        "\u03c4": "t",
        "\u03c5": "u",
        "\u03c7": "x",
        "\u03b3": "y",
        "\u03c9": "w",
        "\u03f2": "c",
        "\u03f3": "j",
        "\u03b7": "n",
        # Armenian
        "\u0561": "w",
        "\u0563": "q",
        "\u0566": "q",
        "\u0570": "h",
        "\u0578": "n",
        "\u057d": "u",
        "\u0585": "o",
        "\u0584": "p",
        # Latin letters that imitate other Latin letters
        "\u0131": "i",
        "\u0237": "j",
        "\u026a": "i",
        "\u0274": "n",
        "\u0280": "r",
        "\u028f": "y",
        "\u1d00": "a",
        "\u1d04": "c",
        "\u1d05": "d",
        "\u1d07": "e",
        "\u1d0b": "k",
        "\u1d0d": "m",
        "\u1d0f": "o",
        "\u1d18": "p",
        "\u1d1b": "t",
        "\u1d1c": "u",
        "\u1d20": "v",
        "\u1d21": "w",
        "\u1d22": "z",
        "\u0251": "a",
        "\u0259": "e",
        "\u025b": "e",
        "\u0269": "i",
        "\u01c0": "i",
        "\u2113": "i",
        # Cherokee and others that look like capitals, once lowered
        "\u13a0": "d",
        "\u13a1": "r",
        "\u13a2": "t",
        "\u13a5": "i",
        "\u13a9": "y",
        "\u13aa": "a",
        "\u13ab": "j",
        "\u13ac": "e",
        "\u13b3": "w",
        "\u13b7": "m",
        "\u13bb": "h",
        "\u13bd": "y",
        "\u13c0": "g",
        "\u13c2": "h",
        "\u13c3": "z",
        "\u13cf": "b",
        "\u13d2": "r",
        "\u13da": "s",
        "\u13de": "l",
        "\u13df": "c",
        "\u13e2": "p",
        "\u13e6": "k",
        # Quotes and dashes, so patterns only spell ' and -
        "\u2018": "'",
        "\u2019": "'",
        "\u02bc": "'",
        "\u2032": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
    }
)

# Digits and symbols that stand for letters inside a word ("pr3v10us", "@ll", "$y$tem").
_LEET = str.maketrans(
    {"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "!": "i"}
)
_LEET_CHARS = "013457@$!|"
# A run of letters and leet characters holding at least one letter and one leet character;
# a number on its own ("2024", "3.5") is left alone.
_LEET_WORD = re.compile(
    rf"(?<![\w{re.escape(_LEET_CHARS)}])"
    rf"(?=[\w{re.escape(_LEET_CHARS)}]*[a-z])(?=[\w{re.escape(_LEET_CHARS)}]*[{re.escape(_LEET_CHARS)}])"
    rf"[\w{re.escape(_LEET_CHARS)}]+"
)
_EMPHASIS = re.compile(r"[*~`^]+|(?<=\w)_+(?=\w)")
_MARKUP = re.compile(r"[<>`\[\]{}|\\]")
_SPACES = re.compile(r"\s+")


def visible(text: str) -> str:
    """`text` as displayed: NFKC, with default-ignorable code points removed."""
    if text.isascii():
        return text
    return unicodedata.normalize("NFKC", IGNORABLE.sub("", text))


def plain_line(text: str) -> str:
    """`visible(text)` as one line, without markup characters.

    Control and separator characters become spaces, markup characters (`<>`, backticks,
    brackets, braces, pipes, backslashes) are removed and whitespace is collapsed.
    """
    shown = visible(text)
    if not shown.isascii() or not shown.isprintable():
        shown = "".join(" " if unicodedata.category(c)[0] in "CZ" else c for c in shown)
    return _SPACES.sub(" ", _MARKUP.sub("", shown)).strip()


def strip_accents(text: str) -> str:
    """`text` without its combining accents ("Siobh\u00e1n" -> "Siobhan")."""
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def skeleton(text: str) -> str:
    """A matching key for `text` that look-alikes, leetspeak and hidden characters cannot change.

    See the module docstring. Match it with patterns rewritten by `skeleton_pattern`.
    """
    folded = visible(text).lower()
    if not folded.isascii():
        folded = strip_accents(folded).translate(_CONFUSABLES)
    folded = _EMPHASIS.sub("", folded)
    # Unleeting can put a letter beside an underscore ("0_|a"): emphasis again, so that
    # the skeleton of a skeleton is itself.
    folded = _EMPHASIS.sub("", _LEET_WORD.sub(_unleet, folded))
    return folded.replace("l", "i")


def _unleet(match: re.Match[str]) -> str:
    word = match.group()
    # "!" and "|" stand for a letter only inside a word ("Stop!" keeps its "!"), and "@"
    # only at its start ("@ll"): inside, it is an email address's.
    core = word.lstrip("!|")
    head = word[: len(word) - len(core)]
    body = core.rstrip("!|$@")
    tail = core[len(body) :]
    first, rest = body[:1], body[1:]
    parts = rest.split("@")
    unleeted = "@".join(part.translate(_LEET).replace("|", "i") for part in parts)
    return head + first.translate(_LEET).replace("|", "i") + unleeted + tail


def skeleton_pattern(pattern: str) -> str:
    """A lower-case regular expression rewritten to match `skeleton` text.

    Only `l` changes (to `i`); the caller's pattern must not use an escape or inline flag
    containing `l` or `L`, which holds for patterns `patterns.Folded` accepts.
    """
    return pattern.lower().replace("l", "i")


def fold_with_offsets(text: str) -> tuple[str, list[int]]:
    """`text` folded like `visible`, one character at a time, with the index each came from.

    Each character is NFKC-folded on its own (so combining sequences are not composed, which
    `visible` would do), and a character that folds to several keeps its index for each.
    `offsets` has one entry more than the folded text, `len(text)`, so that a span's end
    maps back as well.
    """
    pieces: list[str] = []
    offsets: list[int] = []
    for index, char in enumerate(text):
        if char.isascii():
            pieces.append(char)
            offsets.append(index)
            continue
        if IGNORABLE.match(char):
            continue
        folded = unicodedata.normalize("NFKC", char)
        pieces.append(folded)
        offsets.extend([index] * len(folded))
    offsets.append(len(text))
    return "".join(pieces), offsets

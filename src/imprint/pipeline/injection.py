"""The injection patterns on folded views of a text, and the reworded ones behind a gate.

`patterns.INJECTION` is written for plain English. Text can spell the same words in
fullwidth or mathematical letters, Cyrillic or Greek look-alikes, leetspeak, or with
zero-width characters, soft hyphens or markup inside words; a policy line shows them as
plain words (the renderer folds them, see `fold.plain_line`). So the patterns also run on
`fold.skeleton` of the text and of its policy line, with copies of the patterns rewritten
for skeleton text.

`patterns.REWORDED` says the same things in other words. Each of its alternatives needs a
word from `patterns.REWORDED_WORDS` (or a URL or an address), so it is searched only in a
text that has one: most replies have none, and the search would triple the check's cost.
"""

from __future__ import annotations

import re

from imprint.fold import plain_line, skeleton, skeleton_pattern
from imprint.pipeline import patterns as p

__all__ = ["folded_injection", "reworded_injection"]

_SKELETON_INJECTION = re.compile(skeleton_pattern(p.INJECTION.pattern.pattern), re.MULTILINE)
_SKELETON_REWORDED = re.compile(skeleton_pattern(p.REWORDED.pattern.pattern), re.MULTILINE)
_SKELETON_WORDS = frozenset(skeleton(word) for word in p.REWORDED_WORDS)
_WORD = re.compile(r"[a-z0-9]+(?:-[a-z]+)?")
_ADDRESS = re.compile(r"https?://|@")
# ASCII text without these reads the same folded, apart from case and the i/l merge, which
# only matter where a leet character or markup sits in a word: inside one, at the start of
# one ("1gnore", "@ll"), as its last letters ("a11"), or emphasis at its edge ("**ignore**").
# Sentence punctuation after a word ("thanks!") is not folded, so chit-chat skips the work.
_FOLDABLE = re.compile(
    # The lookahead holds how every alternative starts (a folded character, or a letter
    # and one): `re` rules out most positions with it alone, three times quicker.
    r"(?=[A-Za-z]?[013457@$!|*_~`^<>\[\]{}\\])"
    r"(?:[A-Za-z][013457@$!|*_~`^<>\[\]{}\\]+[A-Za-z0-9]"
    r"|(?<![A-Za-z0-9])[013457@$!|][A-Za-z]"
    r"|[A-Za-z][013457]+(?![A-Za-z0-9])"
    r"|[*~`^][A-Za-z]|[A-Za-z][*~`^])"
)
_MAX_CHARS = 16_000


def _gate_open(lowered: str, words: frozenset[str]) -> bool:
    """Whether a lower-case text holds a word, URL or address some reworded form needs."""
    return _ADDRESS.search(lowered) is not None or not words.isdisjoint(_WORD.findall(lowered))


def reworded_injection(text: str) -> bool:
    """True when `text` says what an injection says in other words (`patterns.REWORDED`)."""
    lowered = text[:_MAX_CHARS].lower()
    return _gate_open(lowered, p.REWORDED_WORDS) and p.REWORDED.found(lowered)


def _skeleton_match(folded: str) -> bool:
    if _SKELETON_INJECTION.search(folded) is not None:
        return True
    return _gate_open(folded, _SKELETON_WORDS) and _SKELETON_REWORDED.search(folded) is not None


def folded_injection(text: str) -> bool:
    """True when a folded view of `text` (see the module docstring) reads as an injection.

    The caller checks the raw text as well; this adds what folding reveals.
    """
    text = text[:_MAX_CHARS]
    if text.isascii() and _FOLDABLE.search(text) is None:
        return False
    if _skeleton_match(skeleton(text)):
        return True
    line = plain_line(text)
    return line != text and _skeleton_match(skeleton(line))

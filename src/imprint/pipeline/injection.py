"""The injection patterns matched on folded views of a text, so obfuscation does not hide it.

`patterns.INJECTION` is written for plain English. Text can spell the same words in
fullwidth or mathematical letters, Cyrillic or Greek look-alikes, leetspeak, or with
zero-width characters, soft hyphens or markup inside words; a policy line shows them as
plain words (the renderer folds them, see `fold.plain_line`). So the patterns also run on
`fold.skeleton` of the text and of its policy line, with a copy of the patterns rewritten
for skeleton text.
"""

from __future__ import annotations

import re

from imprint.fold import plain_line, skeleton, skeleton_pattern
from imprint.pipeline import patterns as p

__all__ = ["folded_injection"]

_SKELETON_INJECTION = re.compile(skeleton_pattern(p.INJECTION.pattern.pattern), re.MULTILINE)
# ASCII text that has none of these is its own skeleton, apart from case and the i/l
# merge, which only matter when a leet character or markup sits inside a word.
_FOLDABLE = re.compile(r"[A-Za-z][013457@$!|*_~`^<>\[\]{}\\]|[013457@$!|*_~`^<>\[\]{}\\][A-Za-z]")
_MAX_CHARS = 16_000


def folded_injection(text: str) -> bool:
    """True when a folded view of `text` (see the module docstring) reads as an injection.

    The caller checks the raw text with `patterns.INJECTION` as well; this adds what
    folding reveals.
    """
    text = text[:_MAX_CHARS]
    if text.isascii() and _FOLDABLE.search(text) is None:
        return False
    if _SKELETON_INJECTION.search(skeleton(text)) is not None:
        return True
    line = plain_line(text)
    return line != text and _SKELETON_INJECTION.search(skeleton(line)) is not None

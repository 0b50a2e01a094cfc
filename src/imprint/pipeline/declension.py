"""Russian names in any grammatical case, for matching a retired value to what was stored.

"ushel iz Polyarisa" (genitive) retires "rabotayu v Polyaris", and "pereekhala iz Tomska"
retires "studentka v Tomske": the value is matched by its stem and a short ending, and the
index, which stores whole words, is searched by the stem with each common ending. Words of
other scripts are left as they are.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["declinable", "declined_pattern", "search_forms"]

_CYRILLIC = re.compile("[\u0400-\u04ff]")
_CASE_ENDING = re.compile(
    "(?:\u0430\u043c\u0438|\u044f\u043c\u0438|\u043e\u0433\u043e|\u0435\u0433\u043e"
    "|\u043e\u043c\u0443|\u0435\u043c\u0443|\u043e\u0439|\u0435\u0439|\u043e\u043c"
    "|\u0435\u043c|\u0430\u0445|\u044f\u0445|[\u0430\u044f\u0443\u044e\u0435\u044b\u0438"
    "\u044c])$",
    re.IGNORECASE,
)
"""The commonest case endings of Russian nouns, longest first."""
_ENDINGS = (
    "",
    "\u0430",
    "\u0435",
    "\u0443",
    "\u043e\u043c",
    "\u044b",
    "\u0438",
    "\u044f",
    "\u043e\u0439",
    "\u0435\u0439",
    "\u044c",
    "\u0435\u043c",
    "\u044e",
)
"""What a stem is searched with: nominative (hard and soft), genitive, prepositional, dative,
instrumental."""
_SHORTEST_STEM = 5
"""A shorter stem meets other words ("Pocht-y" and "pocht-i"): the word is matched whole."""
_ENDING_GROUP = (
    "(?:\u0430\u043c\u0438|\u044f\u043c\u0438|\u043e\u0433\u043e|\u0435\u0433\u043e"
    "|\u043e\u043c\u0443|\u0435\u043c\u0443|\u043e\u0439|\u0435\u0439|\u043e\u043c"
    "|\u0435\u043c|\u0430\u0445|\u044f\u0445|[\u0430\u044f\u0443\u044e\u0435\u044b\u0438"
    "\u044c])?"
)
"""The case endings a stem is matched with, and none: only these, so "magnit" is not "magnitola"."""


def declinable(text: str) -> bool:
    """Whether `text` has a Russian word, whose case endings `declined_pattern` allows for."""
    return _CYRILLIC.search(text) is not None


def _stem(word: str) -> str | None:
    if not declinable(word):
        return None
    stem = _CASE_ENDING.sub("", word)
    # "Igor-em": a two-letter ending says the word was declined, so a shorter stem is safe
    shortest = _SHORTEST_STEM - 1 if len(word) - len(stem) >= 2 else _SHORTEST_STEM
    return stem if len(stem) >= shortest else None


def declined_pattern(word: str) -> str:
    """A regex body for `word` in any case: its stem and a short ending ("Tomsk", "Tomske")."""
    stem = _stem(word)
    if stem is None:
        return re.escape(word)
    return re.escape(stem) + _ENDING_GROUP


def search_forms(values: Iterable[str]) -> tuple[str, ...]:
    """`values` and, for a one-word Russian name, its forms in the common cases."""
    out: dict[str, None] = {}
    for value in values:
        out[value] = None
        stem = _stem(value) if " " not in value.strip() else None
        if stem is not None:
            out.update((stem.lower() + ending, None) for ending in _ENDINGS)
    return tuple(out)

"""A union of named patterns that, on ASCII text, runs only the alternatives that may match.

`re` tries every alternative of `(?P<r0>...)|(?P<r1>...)|...` at every position of a text,
so a union of fifty terms costs fifty tries a character even where no term is near: fifty
microseconds on one sentence. Most alternatives need a literal word the text lacks
(`screened.needs`); one that cannot match anywhere in a text never wins at any position,
so the union of the others finds the same matches, with the same group names, in the same
order. That smaller union is compiled once per set of live alternatives and cached.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from imprint.pipeline.screened import Needs, lacks, needs

__all__ = ["Alternation"]

_UNIONS_KEPT = 256
"""Smaller unions kept compiled per `Alternation`; a text seldom leaves more than a few live."""


class Alternation:
    """`(?P<name>source)|...` over `branches`, compiled with `flags`; see the module docstring.

    `regex` is the whole union. Only `finditer` is offered: it is what the union is used for.
    """

    __slots__ = ("_branches", "_flags", "_needs", "_union", "regex")

    def __init__(self, branches: Sequence[tuple[str, str]], flags: int = 0) -> None:
        self._branches = tuple(branches)
        self._flags = flags
        self.regex = self._compile(tuple(range(len(self._branches))))
        """The whole union."""
        self._needs: tuple[Needs, ...] = tuple(
            needs(re.compile(source, flags)) for _, source in self._branches
        )
        self._union = lru_cache(maxsize=_UNIONS_KEPT)(self._compile)

    def _compile(self, live: tuple[int, ...]) -> re.Pattern[str]:
        """The union of the branches at `live`, in their order ("(?!)" for none)."""
        parts = (f"(?P<{self._branches[i][0]}>{self._branches[i][1]})" for i in live)
        return re.compile("|".join(parts) or "(?!)", self._flags)

    def finditer(self, string: str) -> Iterator[re.Match[str]]:
        """As `self.regex.finditer(string)`."""
        if not string.isascii():
            # `needs` holds only for ASCII text (a literal may match a non-ASCII twin).
            return self.regex.finditer(string)
        low = string.lower()
        live = tuple(i for i, need in enumerate(self._needs) if not lacks(need, low))
        if not live:
            return iter(())
        return self._union(live).finditer(string)

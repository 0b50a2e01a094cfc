"""A union of named patterns that, on ASCII text, runs only the alternatives that may match.

`re` tries every alternative of `(?P<r0>...)|(?P<r1>...)|...` at every position of a text,
so a union of fifty terms costs fifty tries a character even where no term is near: fifty
microseconds on one sentence. Most alternatives need a literal word the text lacks
(`screened.needs`); one that cannot match anywhere in a text never wins at any position,
so the union of the others finds the same matches, with the same group names, in the same
order.

The others are run one by one rather than compiled into a smaller union for each set of
live terms (compiling a union of long terms costs milliseconds, paid again for each new
set): the union's match is the earliest any alternative finds from where the last match
ended, and among those starting there, the first alternative's (the one the union tries
first). An alternative's match does not depend on where its search started (lookbehinds
and anchors see the whole string), so a later match found before is still its next one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from imprint.pipeline.screened import Needs, lacks, may_match_empty, needs

__all__ = ["Alternation"]

_UNIONS_KEPT = 256
"""Smaller unions kept compiled per `Alternation` whose alternatives may match empty text."""


class Alternation:
    """`(?P<name>source)|...` over `branches`, compiled with `flags`; see the module docstring.

    `regex` is the whole union. Only `finditer` is offered: it is what the union is used for.
    Its matches have the union's spans and group names (not its group numbers).
    """

    __slots__ = ("_branches", "_flags", "_needs", "_singles", "_union", "_whole", "regex")

    def __init__(self, branches: Sequence[tuple[str, str]], flags: int = 0) -> None:
        self._branches = tuple(branches)
        self._flags = flags
        self.regex = self._compile(tuple(range(len(self._branches))))
        """The whole union."""
        self._singles = tuple(self._compile((i,)) for i in range(len(self._branches)))
        self._needs: tuple[Needs, ...] = tuple(needs(single) for single in self._singles)
        # An alternative that may match empty text would need `finditer`'s rules for empty
        # matches, which the merge below does not follow: such unions compile their live part.
        self._whole = any(map(may_match_empty, self._singles))
        self._union = lru_cache(maxsize=_UNIONS_KEPT)(self._compile)

    def _compile(self, live: tuple[int, ...]) -> re.Pattern[str]:
        """The union of the branches at `live`, in their order ("(?!)" for none)."""
        parts = (f"(?P<{self._branches[i][0]}>{self._branches[i][1]})" for i in live)
        return re.compile("|".join(parts) or "(?!)", self._flags)

    def finditer(self, string: str) -> Iterator[re.Match[str]]:
        """As `self.regex.finditer(string)` (spans and group names)."""
        if not string.isascii():
            # `needs` holds only for ASCII text (a literal may match a non-ASCII twin).
            return self.regex.finditer(string)
        low = string.lower()
        live = tuple(i for i, need in enumerate(self._needs) if not lacks(need, low))
        if not live:
            return iter(())
        if len(live) == 1:
            return self._singles[live[0]].finditer(string)
        if self._whole:
            return self._union(live).finditer(string)
        return _merged([self._singles[i] for i in live], string)


def _merged(patterns: list[re.Pattern[str]], string: str) -> Iterator[re.Match[str]]:
    """The matches of the union of `patterns` (none matching empty text), in order."""
    found = [pattern.search(string) for pattern in patterns]
    pos = 0
    while True:
        best: re.Match[str] | None = None
        for index, m in enumerate(found):
            if m is not None and m.start() < pos:
                m = found[index] = patterns[index].search(string, pos)
            # Strictly earlier only: at the same start the first alternative wins.
            if m is not None and (best is None or m.start() < best.start()):
                best = m
        if best is None:
            return
        yield best
        pos = best.end()

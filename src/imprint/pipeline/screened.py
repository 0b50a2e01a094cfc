r"""Compiled patterns that skip `re` where a cheap check proves there is no match.

Most patterns of the offline reading look for words a sentence seldom holds, yet `re` tries
them at every position of every sentence, and an IGNORECASE pattern compares each character
case-insensitively. `Screened` wraps a compiled pattern and answers exactly as it does, but
on ASCII text it first decides the common case, no match, more cheaply, from the pattern's
own parse tree (no list kept by hand):

- `needs`: the literal text every match must contain (`\b(?:always|never)\s+use` needs
  "always" or "never", and "use"), looked for with `in` in the lowered text; and the
  punctuation every match must hold, where there is some (`^[^:]{0,60}?my\b[^:]*:` needs
  ":"), a mark most sentences lack;
- `folded`: a case-sensitive copy of an IGNORECASE pattern, with every literal and class
  lowered, run on the lowered text. On ASCII text the two patterns take the same steps
  (lowering is one character for one, and an ASCII character is case-insensitively equal
  only to its other case), so the copy finds a match exactly where the original does, and
  `re` runs it two to three times faster.

Only a "no" is taken from either check; a "maybe" runs the original pattern, whose match is
returned (`search` runs it anchored where the copy's match starts, the one place the
original's leftmost match can start). Text that is not ASCII always runs the original.
Where the derivation meets anything it does not know (a newer `re`, an inline flag, a
character case-insensitively equal to an ASCII one), it derives nothing and the pattern
runs as it is.
"""

from __future__ import annotations

import importlib
import re
import sys
import unicodedata
from collections.abc import Iterator
from typing import Any

__all__ = ["Screened", "folded", "lacks", "may_match_empty", "needs", "screened"]

try:
    # `re` keeps its parser private; where a Python lacks it, nothing is derived.
    _parser: Any = importlib.import_module("re._parser")
    _compiler: Any = importlib.import_module("re._compiler")
    _C: Any = importlib.import_module("re._constants")
except ImportError:  # pragma: no cover - every supported Python has them
    _parser = _compiler = _C = None

ASCII_TWINS = frozenset((0x130, 0x131, 0x17F, 0x212A))
"""The characters beyond ASCII that IGNORECASE holds equal to an ASCII one (dotted and
dotless i, long s, Kelvin sign); `tests` checks every code point."""
_MAX_CLAUSE = 48
"""Most alternatives one requirement may list; beyond this the `in` scans cost too much."""
_KEPT = 2
"""Most requirements of words checked per call: the two most selective decide nearly every
text (a requirement of marks is checked besides, see `_marks`)."""
_MAX_MARKS = 12
"""Most marks one requirement of marks may list."""

_CHANGED = (AttributeError, TypeError, ValueError, IndexError, re.error)
"""What a private `re` module that changed shape could raise: derive nothing, run `re`."""

Needs = tuple[tuple[str, ...], ...]
"""Requirements: every match contains, for each inner tuple, one of its strings (lowered)."""


class _UnknownNodeError(Exception):
    """A parse-tree node the derivation does not handle: derive nothing."""


def _score(clause: frozenset[str]) -> tuple[int, bool, int]:
    # Longer strings are rarer; a mark is rarer than a letter; fewer alternatives are
    # cheaper to look for.
    return min(len(s) for s in clause), _marks(clause), -len(clause)


def _rank(clause: frozenset[str]) -> tuple[tuple[int, bool, int], tuple[str, ...]]:
    # `_score`, then the strings themselves: the same requirements in every process.
    return _score(clause), tuple(sorted(clause))


def _mark_rank(clause: frozenset[str]) -> tuple[int, tuple[str, ...]]:
    # Fewer marks are rarer in a text and cheaper to look for.
    return len(clause), tuple(sorted(clause))


def _sequence(items: Any) -> set[frozenset[str]]:
    """The requirements of a sequence of nodes: each node's, and its runs of ASCII literals."""
    clauses: set[frozenset[str]] = set()
    run: list[str] = []
    for op, av in items:
        if op is _C.LITERAL and av < 128:
            run.append(chr(av).lower())
            continue
        if run:
            clauses.add(frozenset(("".join(run),)))
            run = []
        clauses |= _node(op, av)
    if run:
        clauses.add(frozenset(("".join(run),)))
    return clauses


def _mark(code: int) -> bool:
    """Whether the character `code` is a mark that equals no other character ignoring case.

    ASCII punctuation, or punctuation beyond ASCII with no other case (the dash "\u2014"): a
    class of marks ("[:;]") matches only the marks it lists, with or without IGNORECASE.
    """
    char = chr(code)
    if code < 128:
        return not char.isalnum() and not char.isspace()
    return (
        code not in ASCII_TWINS
        and unicodedata.category(char).startswith("P")
        and char.lower() == char == char.upper()
    )


def _class(items: Any) -> set[frozenset[str]]:
    """What every match of a class contains: one of its marks, if it lists marks alone."""
    marks: set[str] = set()
    for op, av in items:
        if op is not _C.LITERAL or not _mark(av):
            return set()  # a range, a category, a negation, a letter: nothing known
        marks.add(chr(av))
    return {frozenset(marks)} if marks else set()


def _node(op: Any, av: Any) -> set[frozenset[str]]:
    """What every match of one node contains (an empty set: nothing known)."""
    if op is _C.LITERAL:  # beyond ASCII (`_sequence` keeps the ASCII ones in runs)
        return {frozenset((chr(av),))} if _mark(av) else set()
    if op is _C.IN:
        return _class(av)
    if op is _C.SUBPATTERN:
        return _sequence(av[-1])
    if op is _C.ATOMIC_GROUP:
        return _sequence(av)
    if op in (_C.MAX_REPEAT, _C.MIN_REPEAT, _C.POSSESSIVE_REPEAT):
        return _sequence(av[2]) if av[0] >= 1 else set()
    if op is _C.ASSERT:
        # A lookahead or lookbehind that must hold looks at text inside the string.
        return _sequence(av[1])
    if op is _C.BRANCH:
        # The best requirement of each alternative, joined; and apart, the marks of each
        # (every alternative needs a mark of its own), which the best may pass over.
        union: set[str] = set()
        marks: set[str] | None = set()
        for alternative in av[1]:
            got = _sequence(alternative)
            if not got:
                return set()
            best: frozenset[str] = max(got, key=_rank)
            union |= best
            own = [c for c in got if _marks(c)]
            fewest: frozenset[str] | None = min(own, key=_mark_rank) if own else None
            marks = None if marks is None or fewest is None else marks | fewest
        out = {frozenset(union)} if len(union) <= _MAX_CLAUSE else set()
        return out | {frozenset(marks)} if marks else out
    # Classes, anchors, negative lookarounds, backreferences and anything newer: no literal.
    return set()


def _parse(pattern: re.Pattern[str]) -> Any:
    """The parse tree of `pattern`, or None where this module does not read it."""
    if not isinstance(pattern.pattern, str) or pattern.flags & re.LOCALE:
        return None
    try:
        return _parser.parse(pattern.pattern, pattern.flags)
    except _CHANGED:
        return None


def may_match_empty(pattern: re.Pattern[str]) -> bool:
    """Whether `pattern` may match empty text (True where this module cannot tell)."""
    tree = _parse(pattern)
    try:
        return tree is None or tree.getwidth()[0] == 0
    except _CHANGED:
        return True


def needs(pattern: re.Pattern[str]) -> Needs:
    """Lowered strings every match of `pattern` contains: for each tuple, one of its strings.

    Conservative: a text whose lowered form lacks a requirement has no match, whatever the
    flags (literals are compared lowered, and only ASCII ones are kept). Empty when nothing
    is known, or the parse tree is one this module does not read.
    """
    return _needs_in(_parse(pattern))


def _needs_in(tree: Any) -> Needs:
    if tree is None:
        return ()
    try:
        clauses = _sequence(tree)
    except _CHANGED:
        return ()
    # One-letter strings (" ", "a") are in nearly every text and only cost a scan; marks
    # alone (":", "?") are kept apart, since a sentence seldom holds the one a pattern needs.
    kept = sorted((c for c in clauses if min(map(len, c)) >= 2), key=_rank, reverse=True)
    marks = sorted((c for c in clauses if _marks(c)), key=_mark_rank)
    # The marks first: each is one scan for one character.
    return tuple(tuple(sorted(c, key=lambda s: (len(s), s))) for c in marks[:1] + kept[:_KEPT])


def _marks(clause: frozenset[str]) -> bool:
    """Whether a requirement lists only a few marks (see `_mark`)."""
    return len(clause) <= _MAX_MARKS and all(len(s) == 1 and _mark(ord(s)) for s in clause)


def lacks(requirements: Needs, low: str) -> bool:
    """Whether the lowered text `low` lacks one of `requirements` (see `needs`)."""
    for clause in requirements:
        for literal in clause:
            if literal in low:
                break
        else:
            return True
    return False


def _twin_in(low: int, high: int) -> bool:
    return any(low <= twin <= high for twin in ASCII_TWINS)


def _lowered_class(items: Any) -> list[tuple[Any, Any]]:
    """The members of a class, each ASCII one as its lowered form."""
    out: list[tuple[Any, Any]] = []
    for op, av in items:
        if op is _C.LITERAL or op is _C.NOT_LITERAL:
            if av >= 128 and av in ASCII_TWINS:
                raise _UnknownNodeError
            out.append((op, ord(chr(av).lower()) if av < 128 else av))
        elif op is _C.RANGE:
            low, high = av
            if _twin_in(low, high):
                raise _UnknownNodeError
            if low < 128:
                lowered = sorted({ord(chr(c).lower()) for c in range(low, min(high, 127) + 1)})
                out.extend((_C.LITERAL, c) for c in lowered)
            if high >= 128:
                out.append((_C.RANGE, (max(low, 128), high)))
        elif op is _C.NEGATE or op is _C.CATEGORY:
            out.append((op, av))
        else:
            raise _UnknownNodeError
    return out


def _lower_tree(items: Any) -> None:
    """Lower every literal and class of a parse tree in place (see `folded`)."""
    for index, (op, av) in enumerate(items):
        if op is _C.LITERAL or op is _C.NOT_LITERAL:
            if av >= 128 and av in ASCII_TWINS:
                raise _UnknownNodeError
            if av < 128:
                items[index] = (op, ord(chr(av).lower()))
        elif op is _C.IN:
            items[index] = (op, _lowered_class(av))
        elif op is _C.SUBPATTERN:
            if (av[1] | av[2]) & re.IGNORECASE:
                raise _UnknownNodeError  # a scoped case flag: case matters in part of the pattern
            _lower_tree(av[3])
        elif op in (_C.MAX_REPEAT, _C.MIN_REPEAT, _C.POSSESSIVE_REPEAT):
            _lower_tree(av[2])
        elif op is _C.ATOMIC_GROUP:
            _lower_tree(av)
        elif op is _C.ASSERT or op is _C.ASSERT_NOT:
            _lower_tree(av[1])
        elif op is _C.BRANCH:
            for alternative in av[1]:
                _lower_tree(alternative)
        elif op is _C.GROUPREF_EXISTS:
            _lower_tree(av[1])
            if av[2] is not None:
                _lower_tree(av[2])
        elif op not in (_C.ANY, _C.AT, _C.GROUPREF):
            raise _UnknownNodeError


def folded(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """A case-sensitive copy of an IGNORECASE `pattern` for lowered ASCII text, or None.

    On ASCII text `t`, `folded(p).search(t.lower(), pos, endpos)` matches exactly where
    `p.search(t, pos, endpos)` does (so does `match`): the copy's literals and classes are
    the lowered forms of the original's, and a backreference compares lowered text.
    """
    return _folded_from(pattern, _parse(pattern))


def _folded_from(pattern: re.Pattern[str], tree: Any) -> re.Pattern[str] | None:
    """`folded(pattern)`, made by lowering `tree` (its parse tree) in place."""
    flags = pattern.flags
    if tree is None or not flags & re.IGNORECASE:
        return None
    try:
        _lower_tree(tree.data)
        tree.state.flags &= ~re.IGNORECASE
        compiled: re.Pattern[str] = _compiler.compile(tree, flags & ~re.IGNORECASE)
    except _UnknownNodeError:
        return None
    except _CHANGED:
        return None
    return compiled


class Screened:
    """A compiled pattern with the same methods and answers, cheaper where it cannot match.

    See the module docstring. `regex` is the pattern itself, for what takes a `re.Pattern`.
    """

    __slots__ = ("_fast", "_needs", "regex")

    def __init__(self, regex: re.Pattern[str]) -> None:
        self.regex = regex
        """The pattern itself."""
        tree = _parse(regex)  # read once: the requirements first, then lowered in place
        self._needs = _needs_in(tree)
        self._fast = _folded_from(regex, tree)

    @property
    def pattern(self) -> str:
        """The pattern's source text, as `re.Pattern.pattern`."""
        return self.regex.pattern

    @property
    def flags(self) -> int:
        """The pattern's flags, as `re.Pattern.flags`."""
        return self.regex.flags

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        """As `re.Pattern.search`."""
        if string.isascii():
            low = string.lower()
            if lacks(self._needs, low):
                return None
            if self._fast is not None:
                found = self._fast.search(low, pos, endpos)
                # The copy takes the original's steps, so the original's leftmost match
                # starts where the copy's does: one anchored try there, not a second scan.
                if found is None:
                    return None
                return self.regex.match(string, found.start(), endpos)
        return self.regex.search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        """As `re.Pattern.match`."""
        if string.isascii():
            low = string.lower()
            if lacks(self._needs, low) or (
                self._fast is not None and self._fast.match(low, pos, endpos) is None
            ):
                return None
        return self.regex.match(string, pos, endpos)

    def fullmatch(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> re.Match[str] | None:
        """As `re.Pattern.fullmatch`."""
        if string.isascii():
            low = string.lower()
            if lacks(self._needs, low) or (
                self._fast is not None and self._fast.fullmatch(low, pos, endpos) is None
            ):
                return None
        return self.regex.fullmatch(string, pos, endpos)

    def finditer(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        """As `re.Pattern.finditer`."""
        if string.isascii():
            low = string.lower()
            if lacks(self._needs, low) or (
                self._fast is not None and self._fast.search(low, pos, endpos) is None
            ):
                return iter(())
        return self.regex.finditer(string, pos, endpos)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        """As `re.Pattern.split`: a text with no match is the one piece."""
        if string.isascii():
            low = string.lower()
            if lacks(self._needs, low) or (
                self._fast is not None and self._fast.search(low) is None
            ):
                return [string]
        return self.regex.split(string, maxsplit)

    def sub(self, repl: str, string: str, count: int = 0) -> str:
        """As `re.Pattern.sub` with a string replacement: a text with no match is returned."""
        if string.isascii():
            low = string.lower()
            if lacks(self._needs, low) or (
                self._fast is not None and self._fast.search(low) is None
            ):
                return string
        return self.regex.sub(repl, string, count)


def screened(pattern: str, flags: int = 0) -> Screened:
    """`re.compile(pattern, flags)`, screened (see `Screened`)."""
    return Screened(re.compile(pattern, flags))

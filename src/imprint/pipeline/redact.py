"""Redact secrets from text before anything is persisted.

`SecretRedactor` finds secrets by their format (`secret_formats`: provider keys and tokens,
JWTs, PEM private keys, passwords in URLs, Luhn-valid card numbers) and by what the text
says about them (`secret_prose`: passwords, passphrases, PINs, API keys and user/password
pairs stated in prose or config), and replaces each with a placeholder such as
`[REDACTED:openai_key]`. It is pure and synchronous; every pattern is compiled at import.
Finders read a folded view of the text (no-break spaces, fullwidth characters and
zero-width characters folded away), and replacements are made in the original.

Each kind yields candidate spans independently; spans that overlap are merged (redacting
more is the safe failure) and labelled with the earliest kind in `KINDS`. A candidate
that overlaps a placeholder already in the text is dropped, so "password:
[REDACTED:password]" is left as it is, and passes repeat until one finds nothing, so
redacting the output again changes nothing.

Every pattern runs in linear time on adversarial input (see the finder modules).
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass
from typing import ClassVar

from imprint.errors import InvalidInputError
from imprint.fold import IGNORABLE, fold_with_offsets
from imprint.pipeline.patterns import Folded
from imprint.pipeline.secret_formats import (
    FORMAT_FINDERS,
    FORMAT_HINTS,
    Finder,
    Span,
    regex_finder,
)
from imprint.pipeline.secret_prose import PROSE_FINDERS, PROSE_HINTS

__all__ = ["KINDS", "Redaction", "SecretRedactor"]

_Span = Span


@dataclass(frozen=True, slots=True, kw_only=True)
class Redaction:
    """The redacted text and the kinds of secret that were replaced in it."""

    text: str
    """The input with every secret replaced by its placeholder."""

    found: tuple[str, ...]
    """Distinct kinds replaced, in order of first appearance; never the secret values."""


_FORMAT = dict(FORMAT_FINDERS)
_PROSE = dict(PROSE_FINDERS)
_ORDER = (
    *[kind for kind, _ in FORMAT_FINDERS if kind != "card_number"],
    *[kind for kind, _ in PROSE_FINDERS],
    "card_number",
)
_BUILTINS: tuple[tuple[str, Finder], ...] = tuple(
    (kind, _FORMAT.get(kind) or _PROSE[kind]) for kind in _ORDER
)

# For each built-in kind, text that any of its finds must contain (matched ignoring case).
# A text with none of the selected kinds' hints is returned untouched without running the
# finders: most replies hold no secret, and the finders cost ~30 us per text (the no-signal
# observe budget is 200 us). tests/pipeline/test_redact.py checks the hint never misses.
_HINTS: dict[str, str] = {**FORMAT_HINTS, **PROSE_HINTS}

# Curly quotes and dashes as ASCII ones, one character for one, so offsets stay put.
_QUOTES = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u02bc": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
        "\u2010": "-",
        "\u2011": "-",
    }
)


def _view(text: str) -> tuple[str, list[int] | None]:
    """The text the finders read, and where each of its characters came from.

    Non-ASCII text is folded (`fold.fold_with_offsets`: no-break spaces, fullwidth digits
    and letters, zero-width characters inside a key) and its quotes straightened; offsets
    are None when the view is the text itself, character for character.
    """
    if text.isascii():
        return text, None
    if unicodedata.is_normalized("NFKC", text) and IGNORABLE.search(text) is None:
        return text.translate(_QUOTES), None
    folded, offsets = fold_with_offsets(text)
    return folded.translate(_QUOTES), offsets


KINDS: tuple[str, ...] = tuple(kind for kind, _ in _BUILTINS)
"""The built-in kinds, most specific first; overlapping finds take the earliest label."""

_KIND_NAME = re.compile(r"[A-Za-z0-9_]+")
_MAX_PASSES = 4


def _extra_finder(kind: str, pattern: str) -> Finder:
    """Compile a caller's pattern, checking its name and syntax."""
    if not _KIND_NAME.fullmatch(kind):
        raise InvalidInputError(
            f"extra pattern name {kind!r} must be ASCII letters, digits and underscores; "
            f"use a name such as 'employee_id'"
        )
    if kind in KINDS:
        raise InvalidInputError(
            f"extra pattern {kind!r} has the name of a built-in kind; pick another name, "
            f"or leave the built-in out with kinds="
        )
    try:
        compiled = re.compile(pattern)
    except re.error as exc:
        raise InvalidInputError(
            f"extra pattern {kind!r} is not a valid regular expression ({exc}): {pattern!r}; "
            f"fix its syntax"
        ) from exc
    return regex_finder(compiled)


class SecretRedactor:
    """Replace secrets in text with placeholders that name their kind.

    Redaction is pure, deterministic and idempotent: redacting the output again changes
    nothing. The default placeholder is `[REDACTED:{kind}]`.
    """

    KINDS: ClassVar[tuple[str, ...]] = KINDS
    """The built-in kinds, most specific first."""

    __slots__ = ("_finders", "_hint", "_hints", "_protected")

    def __init__(
        self,
        *,
        kinds: Collection[str] | None = None,
        extra_patterns: Mapping[str, str] | None = None,
        placeholder: str = "[REDACTED:{kind}]",
    ) -> None:
        """Choose what to redact and how to mark it.

        Args:
            kinds: Built-in kinds to redact; None means all of `KINDS`, an empty
                collection none of them.
            extra_patterns: More kinds, each a name and a regular expression. If the
                expression has a group named `secret`, only that group is replaced. The
                caller is responsible for the pattern's speed on hostile input.
            placeholder: The replacement; `{kind}` in it becomes the kind's name. It must
                not be empty and must not itself look like a secret.

        Raises:
            InvalidInputError: An unknown kind, a bad extra pattern or placeholder.
        """
        if kinds is not None and (isinstance(kinds, str) or not isinstance(kinds, Collection)):
            raise InvalidInputError(
                f"kinds must be a collection of kind names, not {kinds!r}; pass e.g. "
                f"['password', 'card_number']"
            )
        if not isinstance(placeholder, str):
            raise InvalidInputError(f"placeholder must be a str, got {placeholder!r}")
        if extra_patterns is not None and not isinstance(extra_patterns, Mapping):
            raise InvalidInputError(
                f"extra_patterns must map kind names to regular expressions, got {extra_patterns!r}"
            )
        if not all(isinstance(k, str) for k in kinds or ()) or not all(
            isinstance(v, str) for v in (extra_patterns or {}).values()
        ):
            raise InvalidInputError("kind names and extra patterns must be strings")
        wanted = set(KINDS if kinds is None else kinds)
        unknown = sorted(wanted.difference(KINDS))
        if unknown:
            raise InvalidInputError(
                f"unknown secret kinds {unknown!r}; choose from {list(KINDS)!r}, "
                f"or add your own with extra_patterns="
            )
        finders = [(kind, finder) for kind, finder in _BUILTINS if kind in wanted]
        hints = [_HINTS[kind] for kind, _ in finders]
        # A caller's pattern has no known hint, so with extras every text takes the full path.
        self._hint = Folded("|".join(hints)) if hints and not extra_patterns else None
        # Each kind's own hint too, to search a lowered ASCII text with (as `Folded` does)
        # or any other ignoring case: most texts the hint lets through hold only one kind's
        # ("pin" in "opinion", "key"), and the finders cost many times the hints.
        self._hints: tuple[tuple[re.Pattern[str], re.Pattern[str]] | None, ...] = tuple(
            (re.compile(_HINTS[kind]), re.compile(_HINTS[kind], re.IGNORECASE))
            if self._hint is not None
            else None
            for kind, _ in finders
        )
        for kind, pattern in (extra_patterns or {}).items():
            finders.append((kind, _extra_finder(kind, pattern)))
            self._hints += (None,)
        self._finders: tuple[tuple[str, Finder, str], ...] = tuple(
            (kind, finder, placeholder.replace("{kind}", kind)) for kind, finder in finders
        )
        rendered = sorted({marker for _, _, marker in self._finders}, key=len, reverse=True)
        # Longest first, so one placeholder that contains another is matched whole.
        self._protected = re.compile("|".join(map(re.escape, rendered))) if rendered else None
        for kind, _, marker in self._finders:
            if not marker or self._candidates(marker):
                raise InvalidInputError(
                    f"placeholder {placeholder!r} gives {marker!r} for {kind!r}, which is "
                    f"empty or looks like a secret itself; use text like '[REDACTED:{{kind}}]'"
                )

    @property
    def kinds(self) -> tuple[str, ...]:
        """The kinds this redactor replaces: its built-ins in `KINDS` order, then extras."""
        return tuple(kind for kind, _, _ in self._finders)

    def redact(self, text: str) -> Redaction:
        """Return `text` with every secret found replaced by its placeholder."""
        if not isinstance(text, str):
            raise InvalidInputError(f"text must be a str, not {type(text).__name__}")
        if not self._finders:
            return Redaction(text=text, found=())
        if self._hint is not None and not self._hint.found(_view(text)[0]):
            return Redaction(text=text, found=())
        found: dict[str, None] = {}
        # A placeholder can complete a pattern that its secret had broken ("pin for <key>
        # is 1234" reads as a PIN once the 100-character key is a short word), so passes
        # repeat until one finds nothing; that last pass is what makes redaction
        # idempotent. The cap only matters for a placeholder that keeps feeding a pattern.
        for _ in range(_MAX_PASSES):
            text, kinds = self._redact_once(text)
            if not kinds:
                break
            found.update(dict.fromkeys(kinds))
        return Redaction(text=text, found=tuple(found))

    def _redact_once(self, text: str) -> tuple[str, tuple[str, ...]]:
        """One pass: the text with this pass's finds replaced, and their kinds."""
        view, offsets = _view(text)
        spans = self._candidates(view, screened=True)
        if spans and self._protected is not None:
            spans = _outside(spans, [match.span() for match in self._protected.finditer(view)])
        if not spans:
            return text, ()
        pieces: list[str] = []
        found: dict[str, None] = {}
        cursor = 0
        for start, end, rank in _merged(spans):
            if offsets is not None:
                # Back to the original text; a character that folded to several is whole.
                start, end = offsets[start], offsets[end - 1] + 1
            kind, _, marker = self._finders[rank]
            pieces += (text[cursor:start], marker)
            found[kind] = None
            cursor = end
        pieces.append(text[cursor:])
        return "".join(pieces), tuple(found)

    def _candidates(self, text: str, *, screened: bool = False) -> list[tuple[int, int, int]]:
        """Every span any finder reports, as (start, end, index of the finder).

        `screened` skips the finders whose kind's hint `text` lacks: they find nothing in it.
        """
        wanted = self._hinted(text) if screened else None
        return [
            (start, end, rank)
            for rank, (_, finder, _) in enumerate(self._finders)
            if wanted is None or wanted[rank]
            for start, end in finder(text)
        ]

    def _hinted(self, text: str) -> list[bool]:
        """For each finder, whether `text` holds its kind's hint (True for one without)."""
        ascii_text = text.isascii()
        probe = text.lower() if ascii_text else text
        return [
            hint is None or hint[0 if ascii_text else 1].search(probe) is not None
            for hint in self._hints
        ]


def _outside(
    spans: list[tuple[int, int, int]], protected: list[_Span]
) -> list[tuple[int, int, int]]:
    """The spans that do not overlap any protected span; `protected` is sorted and disjoint."""
    if not protected:
        return spans
    starts = [start for start, _ in protected]
    kept = []
    for span in spans:
        start, end, _ = span
        index = bisect_right(starts, start) - 1
        if index >= 0 and protected[index][1] > start:
            continue
        if index + 1 < len(protected) and protected[index + 1][0] < end:
            continue
        kept.append(span)
    return kept


def _merged(spans: list[tuple[int, int, int]]) -> Iterator[tuple[int, int, int]]:
    """Overlapping spans merged into one, labelled with the lowest (most specific) rank."""
    ordered = sorted(spans)
    start, end, rank = ordered[0]
    for next_start, next_end, next_rank in ordered[1:]:
        if next_start < end:
            end = max(end, next_end)
            rank = min(rank, next_rank)
            continue
        yield start, end, rank
        start, end, rank = next_start, next_end, next_rank
    yield start, end, rank

"""Redact secrets from text before anything is persisted.

`SecretRedactor` finds API keys and tokens by their provider prefixes, JWTs, PEM private
key blocks, passwords and PINs stated in prose or config, and Luhn-valid payment card
numbers, and replaces each with a placeholder such as `[REDACTED:openai_key]`. It is pure
and synchronous; every built-in pattern is compiled once, at import.

Each kind yields candidate spans independently; spans that overlap are merged (redacting
more is the safe failure) and labelled with the earliest kind in `KINDS`. A candidate
that overlaps a placeholder already in the text is dropped, so "password:
[REDACTED:password]" is left as it is, and passes repeat until one finds nothing, so
redacting the output again changes nothing.

Every pattern runs in linear time on adversarial input. Loops are over character classes
that the token after them cannot also match, and a token may not start inside a run of
its own characters, so no start position rescans a run that an earlier one already did.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Collection, Iterator, Mapping
from dataclasses import dataclass
from typing import ClassVar

from imprint.errors import InvalidInputError
from imprint.pipeline.patterns import Folded

__all__ = ["KINDS", "Redaction", "SecretRedactor"]

_Span = tuple[int, int]
_Finder = Callable[[str], Iterator[_Span]]


@dataclass(frozen=True, slots=True, kw_only=True)
class Redaction:
    """The redacted text and the kinds of secret that were replaced in it."""

    text: str
    """The input with every secret replaced by its placeholder."""

    found: tuple[str, ...]
    """Distinct kinds replaced, in order of first appearance; never the secret values."""


def _regex_finder(pattern: re.Pattern[str], check: Callable[[str], bool] | None = None) -> _Finder:
    """A finder yielding each match's `secret` group (or whole match) that passes `check`."""
    group: int | str = "secret" if "secret" in pattern.groupindex else 0

    def find(text: str) -> Iterator[_Span]:
        for match in pattern.finditer(text):
            start, end = match.span(group)
            if start < end and (check is None or check(text[start:end])):
                yield start, end

    return find


_LOWER = re.compile(r"[a-z]")
_UPPER = re.compile(r"[A-Z]")
_DIGIT = re.compile(r"[0-9]")


def _looks_random(token: str) -> bool:
    """Whether `token` mixes two of lowercase, uppercase and digits, as generated keys do.

    This keeps hyphenated prose after a short prefix ("sk-ant-colony-behaviour-notes")
    from passing for a key.
    """
    classes = (_LOWER.search(token), _UPPER.search(token), _DIGIT.search(token))
    return sum(found is not None for found in classes) >= 2


def _prefix(literal: str, width: int) -> str:
    """Regex text for a token prefix that may not follow a letter, digit or underscore.

    `literal` is regex text matching exactly `width` characters. The word check is a
    lookbehind placed after the literal rather than before it, so the pattern starts with
    a literal and `re` can skip ahead with a substring search: about 30 times faster on
    prose. It is also why "task-..." never yields an "sk-..." key.
    """
    return f"{literal}(?<![A-Za-z0-9_].{{{width}}})"


_ANTHROPIC = re.compile(_prefix("sk-ant-", 7) + r"[A-Za-z0-9_-]{20,}")
# Legacy keys are 48 alphanumerics with no hyphen, so "sk-" plus 32 of them is required;
# the tail picks up anything a newer format appends.
_OPENAI = re.compile(
    _prefix("sk-", 3)
    + r"(?:(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}|[A-Za-z0-9]{32}[A-Za-z0-9_-]*)"
)
_VOYAGE = re.compile(_prefix("pa-", 3) + r"[A-Za-z0-9_-]{30,}")
_GITHUB = re.compile(
    r"g(?:" + _prefix("h[pousr]_", 4) + r"[A-Za-z0-9]{30,}"
    r"|" + _prefix("ithub_pat_", 11) + r"[A-Za-z0-9_]{30,})"
)
_GITLAB = re.compile(_prefix("glpat-", 6) + r"[A-Za-z0-9_-]{20,}")
_SLACK = re.compile(_prefix("xox[abprs]-", 5) + r"[A-Za-z0-9-]{10,}")
_AWS_KEY_ID = re.compile(_prefix("A(?:KIA|SIA)", 4) + r"[A-Z0-9]{16}(?![A-Za-z0-9_])")
_AWS_SECRET = re.compile(
    r"(?<![A-Za-z0-9])aws_?secret_?(?:access_?)?key[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<secret>[A-Za-z0-9/+=]{20,})",
    re.IGNORECASE,
)
_GOOGLE = re.compile(_prefix("AIza", 4) + r"[A-Za-z0-9_-]{30,}")
_STRIPE = re.compile(_prefix("[rs]k_(?:live|test)_", 8) + r"[A-Za-z0-9]{20,}")
# Here "-" is excluded before "eyJ" too: segments must be followed by ".", so a start
# inside a run of segment characters would rescan the run ("eyJ-eyJ-eyJ-...") each time.
_JWT = re.compile(r"eyJ(?<![A-Za-z0-9_-].{3})[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*")
_BEARER = re.compile(r"(?<![A-Za-z0-9_])(?i:bearer)[ \t]+(?P<secret>[A-Za-z0-9._~+/-]{16,}=*)")

# "password for the server is", "passcode was now:", "DB_PASSWORD=", '"password": "..."'.
_QUALIFIER = (
    r"(?:[ \t]+(?:for|to|on|of)[ \t]+(?:(?:the|my|our|your)[ \t]+)?[A-Za-z0-9._@/-]{1,64})?"
)
_SEPARATOR = (
    r"(?:[ \t]*[:=][ \t]*"
    r"|[ \t]+(?:is|was)(?:[ \t]+(?:now|still|currently|actually|just))?(?:[ \t]*:)?[ \t]+)"
)
_PASSWORD = re.compile(
    r"(?<![A-Za-z0-9])(?:password|passwd|passphrase|passcode|pwd)(?![A-Za-z0-9])[\"']?"
    + _QUALIFIER
    + _SEPARATOR
    + r"(?:\"(?P<dq>[^\"\r\n]{1,256})\"|'(?P<sq>[^'\r\n]{1,256})'|`(?P<bq>[^`\r\n]{1,256})`"
    r"|(?P<bare>\S+))",
    re.IGNORECASE,
)
_PIN = re.compile(
    r"(?<![A-Za-z0-9])pin(?:[ _-]?(?:code|number))?(?![A-Za-z0-9])[\"']?"
    + _QUALIFIER
    + _SEPARATOR
    + r"[\"']?(?P<secret>[0-9]{4,12})(?![A-Za-z0-9])",
    re.IGNORECASE,
)
# Sentence punctuation after an unquoted value is kept visible; it rarely ends a password.
_TRAILING = ".,;:)]}'\""
_NOT_PASSWORDS = frozenset(
    """
    a about above already also always an and any are at bad below blank but by case-sensitive
    changed complex correct different easy empty encrypted expired false fine for forgotten
    from good great hard hashed here hidden how if in incorrect insecure invalid is it its
    just like locked long lost managed masked missing my needed never no none not nothing now
    null of ok okay on only optional or our private protected required reset right safe same
    saved secret secure see sent set shared short simple so something still stored strong
    that the their there this too true unknown unsafe unset updated valid very weak what
    which wrong yes your
    """.split()
)


def _find_passwords(text: str) -> Iterator[_Span]:
    """Spans of password values; quoted values are taken whole, bare ones lose punctuation."""
    for match in _PASSWORD.finditer(text):
        for group in ("dq", "sq", "bq"):
            start, end = match.span(group)
            if start >= 0:
                yield start, end
                break
        else:
            start, end = match.span("bare")
            value = text[start:end].rstrip(_TRAILING)
            if value and value.lower() not in _NOT_PASSWORDS:
                yield start, start + len(value)


_PEM_BEGIN = re.compile(r"-----BEGIN (?:[A-Z0-9]+ ){0,4}PRIVATE KEY(?: BLOCK)?-----")
_PEM_END = re.compile(r"-----END (?:[A-Z0-9]+ ){0,4}PRIVATE KEY(?: BLOCK)?-----")


def _find_pem_blocks(text: str) -> Iterator[_Span]:
    """Spans from each BEGIN marker to the next END marker, on one line or many."""
    position = 0
    for begin in _PEM_BEGIN.finditer(text):
        if begin.start() < position:
            continue
        end = _PEM_END.search(text, begin.end())
        if end is None:
            # A key cut off before its END line is still a key; and with no END ahead,
            # searching again from each later BEGIN would make this quadratic.
            yield begin.start(), len(text)
            return
        yield begin.start(), end.end()
        position = end.end()


# Digit groups joined by single spaces or dashes, not glued to a word or a decimal point.
_DIGIT_RUN = re.compile(r"(?<![A-Za-z0-9_.])[0-9]+(?:[ -][0-9]+)*(?![A-Za-z0-9_]|\.[0-9])")
_DIGIT_GROUP = re.compile(r"[0-9]+")
_CARD_MIN, _CARD_MAX = 13, 19


def _luhn(number: str) -> bool:
    """Whether the digit string passes the Luhn checksum that every card number carries."""
    total = 0
    for index, char in enumerate(reversed(number)):
        digit = ord(char) - 48
        if index % 2:
            digit = digit * 2 - 9 if digit > 4 else digit * 2
        total += digit
    return total % 10 == 0


def _card_end(text: str, groups: list[_Span], first: int) -> int | None:
    """Index of the last group of the longest card number starting at group `first`.

    A card is one group of 13 to 19 digits, or groups of 3 to 6 digits ("4-4-4-4",
    "4-6-5") adding up to that; it never starts with 0 and must pass Luhn.
    """
    start, end = groups[first]
    if text[start] == "0":
        return None
    grouped = 3 <= end - start <= 6
    digits = ""
    lengths: list[tuple[int, str]] = []
    for index in range(first, len(groups)):
        start, end = groups[index]
        if index > first and not (grouped and 3 <= end - start <= 6):
            break
        digits += text[start:end]
        if len(digits) > _CARD_MAX:
            break
        if len(digits) >= _CARD_MIN:
            lengths.append((index, digits))
    for index, number in reversed(lengths):
        if _luhn(number):
            return index
    return None


def _find_cards(text: str) -> Iterator[_Span]:
    """Spans of Luhn-valid card numbers inside runs of digit groups."""
    for run in _DIGIT_RUN.finditer(text):
        if run.end() - run.start() < _CARD_MIN:
            continue
        groups = [group.span() for group in _DIGIT_GROUP.finditer(text, run.start(), run.end())]
        first = 0
        while first < len(groups):
            last = _card_end(text, groups, first)
            if last is None:
                first += 1
                continue
            yield groups[first][0], groups[last][1]
            first = last + 1


_BUILTINS: tuple[tuple[str, _Finder], ...] = (
    ("pem_private_key", _find_pem_blocks),
    ("anthropic_key", _regex_finder(_ANTHROPIC, _looks_random)),
    ("openai_key", _regex_finder(_OPENAI, _looks_random)),
    ("voyage_key", _regex_finder(_VOYAGE, _looks_random)),
    ("github_token", _regex_finder(_GITHUB, _looks_random)),
    ("gitlab_token", _regex_finder(_GITLAB, _looks_random)),
    ("slack_token", _regex_finder(_SLACK, _looks_random)),
    ("aws_access_key_id", _regex_finder(_AWS_KEY_ID)),
    ("aws_secret_access_key", _regex_finder(_AWS_SECRET)),
    ("google_api_key", _regex_finder(_GOOGLE)),
    ("stripe_key", _regex_finder(_STRIPE, _looks_random)),
    ("jwt", _regex_finder(_JWT)),
    ("bearer_token", _regex_finder(_BEARER, _looks_random)),
    ("password", _find_passwords),
    ("pin", _regex_finder(_PIN)),
    ("card_number", _find_cards),
)

# For each built-in kind, text that any of its finds must contain (matched ignoring case).
# A text with none of the selected kinds' hints is returned untouched without running the
# finders: most replies hold no secret, and 16 finders cost ~20 us per text (the no-signal
# observe budget is 200 us). tests/pipeline/test_redact.py checks the hint never misses.
_HINTS: dict[str, str] = {
    "pem_private_key": "-----begin ",
    "anthropic_key": "sk-ant-",
    "openai_key": "sk-",
    "voyage_key": "pa-",
    "github_token": "gh[pousr]_|github_pat_",
    "gitlab_token": "glpat-",
    "slack_token": "xox[abprs]-",
    "aws_access_key_id": "a[ks]ia",
    "aws_secret_access_key": "aws",
    "google_api_key": "aiza",
    "stripe_key": "k_(?:live|test)_",
    "jwt": "eyj",
    "bearer_token": "bearer",
    "password": "pass|pwd",
    "pin": "pin",
    # 13 digits (the shortest card), each pair at most one space or dash apart.
    "card_number": "[0-9](?:[ -]?[0-9]){12}",
}

KINDS: tuple[str, ...] = tuple(kind for kind, _ in _BUILTINS)
"""The built-in kinds, most specific first; overlapping finds take the earliest label."""

_KIND_NAME = re.compile(r"[A-Za-z0-9_]+")
_MAX_PASSES = 4


def _extra_finder(kind: str, pattern: str) -> _Finder:
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
    return _regex_finder(compiled)


class SecretRedactor:
    """Replace secrets in text with placeholders that name their kind.

    Redaction is pure, deterministic and idempotent: redacting the output again changes
    nothing. The default placeholder is `[REDACTED:{kind}]`.
    """

    KINDS: ClassVar[tuple[str, ...]] = KINDS
    """The built-in kinds, most specific first."""

    __slots__ = ("_finders", "_hint", "_protected")

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
        if isinstance(kinds, str):
            raise InvalidInputError(
                f"kinds must be a collection of kind names, not the string {kinds!r}; "
                f"pass [{kinds!r}]"
            )
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
        for kind, pattern in (extra_patterns or {}).items():
            finders.append((kind, _extra_finder(kind, pattern)))
        self._finders: tuple[tuple[str, _Finder, str], ...] = tuple(
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
        if not self._finders or (self._hint is not None and not self._hint.found(text)):
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
        spans = self._candidates(text)
        if spans and self._protected is not None:
            spans = _outside(spans, [match.span() for match in self._protected.finditer(text)])
        if not spans:
            return text, ()
        pieces: list[str] = []
        found: dict[str, None] = {}
        cursor = 0
        for start, end, rank in _merged(spans):
            kind, _, marker = self._finders[rank]
            pieces += (text[cursor:start], marker)
            found[kind] = None
            cursor = end
        pieces.append(text[cursor:])
        return "".join(pieces), tuple(found)

    def _candidates(self, text: str) -> list[tuple[int, int, int]]:
        """Every span any finder reports, as (start, end, index of the finder)."""
        return [
            (start, end, rank)
            for rank, (_, finder, _) in enumerate(self._finders)
            for start, end in finder(text)
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

"""Secrets recognised by their format: provider keys, tokens, private keys, cards, URLs.

Each finder yields the spans of one kind of secret in a text. Every pattern runs in linear
time on adversarial input: loops are over character classes that the token after them
cannot also match, and a token may not start inside a run of its own characters, so no
start position rescans a run that an earlier one already did.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

__all__ = ["FORMAT_FINDERS", "FORMAT_HINTS", "Finder", "Span", "looks_random", "regex_finder"]

Span = tuple[int, int]
Finder = Callable[[str], Iterator[Span]]


def regex_finder(pattern: re.Pattern[str], check: Callable[[str], bool] | None = None) -> Finder:
    """A finder yielding each match's `secret` group (or whole match) that passes `check`."""
    group: int | str = "secret" if "secret" in pattern.groupindex else 0

    def find(text: str) -> Iterator[Span]:
        for match in pattern.finditer(text):
            start, end = match.span(group)
            if start < end and (check is None or check(text[start:end])):
                yield start, end

    return find


_LOWER = re.compile(r"[a-z]")
_UPPER = re.compile(r"[A-Z]")
_DIGIT = re.compile(r"[0-9]")


def looks_random(token: str) -> bool:
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

_HUGGINGFACE = re.compile(_prefix("hf_", 3) + r"[A-Za-z0-9]{30,}")
_NPM = re.compile(_prefix("npm_", 4) + r"[A-Za-z0-9]{36}(?![A-Za-z0-9])")
_PYPI = re.compile(_prefix("pypi-", 5) + r"AgE[A-Za-z0-9_-]{50,}")
_SENDGRID = re.compile(_prefix(r"SG\.", 3) + r"[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}")
_OPENROUTER = re.compile(_prefix("sk-or-", 6) + r"v1-[a-f0-9]{32,}")
_TELEGRAM = re.compile(r"(?<![0-9])[0-9]{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])")
# "postgres://admin:s3cretPass@db:5432/app": the part between ":" and "@" after the user.
# The pattern starts at "://" so `re` finds candidates with a substring search.
_URL_PASSWORD = re.compile(r"(?<=[A-Za-z0-9])://[^\s/:@]{0,256}:(?P<secret>[^\s/@]{1,256})@")
_URL_PARAMETER = re.compile(
    r"[?&](?:password|passwd|pwd|pass|token|access_token|auth_token|refresh_token|api_?key"
    r"|key|secret|client_secret|sig|signature|auth)=(?P<secret>[^&\s#]{6,512})",
    re.IGNORECASE,
)


def _find_url_credentials(text: str) -> Iterator[Span]:
    """Passwords in URLs' user info and secret-named query parameters."""
    for pattern in (_URL_PASSWORD, _URL_PARAMETER):
        for match in pattern.finditer(text):
            yield match.span("secret")


_PEM_BEGIN = re.compile(r"-----BEGIN (?:[A-Z0-9]+ ){0,4}PRIVATE KEY(?: BLOCK)?-----")
_PEM_END = re.compile(r"-----END (?:[A-Z0-9]+ ){0,4}PRIVATE KEY(?: BLOCK)?-----")


def _find_pem_blocks(text: str) -> Iterator[Span]:
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


# Digit groups joined by a space or two, a dash, a dot, a tab or " - ", not glued to a word.
# Folding (`fold.fold_with_offsets`) has already turned no-break and thin spaces into spaces
# and fullwidth digits into ASCII ones.
_DIGIT_RUN = re.compile(r"(?<![A-Za-z0-9_])[0-9]+(?:(?: {1,2}| - |[-.\t])[0-9]+)*(?![A-Za-z0-9_])")
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


def _card_end(text: str, groups: list[Span], first: int) -> int | None:
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


def _find_cards(text: str) -> Iterator[Span]:
    """Spans of Luhn-valid card numbers inside runs of digit groups."""
    for run in _DIGIT_RUN.finditer(text):
        if run.end() - run.start() < _CARD_MIN:
            continue
        groups = [group.span() for group in _DIGIT_GROUP.finditer(text, run.start(), run.end())]
        first = 0
        while first < len(groups):
            last = _card_end(text, groups, first)
            if last is None or (last == first and _decimal_part(text, groups, first)):
                first += 1
                continue
            yield groups[first][0], groups[last][1]
            first = last + 1


def _decimal_part(text: str, groups: list[Span], index: int) -> bool:
    """Whether a lone group of digits is joined to a neighbour by a dot, as in "3.14159..."."""
    start, end = groups[index]
    return (index > 0 and text[start - 1] == ".") or (index + 1 < len(groups) and text[end] == ".")


FORMAT_FINDERS: tuple[tuple[str, Finder], ...] = (
    ("pem_private_key", _find_pem_blocks),
    ("anthropic_key", regex_finder(_ANTHROPIC, looks_random)),
    ("openrouter_key", regex_finder(_OPENROUTER)),
    ("openai_key", regex_finder(_OPENAI, looks_random)),
    ("voyage_key", regex_finder(_VOYAGE, looks_random)),
    ("github_token", regex_finder(_GITHUB, looks_random)),
    ("gitlab_token", regex_finder(_GITLAB, looks_random)),
    ("slack_token", regex_finder(_SLACK, looks_random)),
    ("huggingface_token", regex_finder(_HUGGINGFACE, looks_random)),
    ("npm_token", regex_finder(_NPM, looks_random)),
    ("pypi_token", regex_finder(_PYPI)),
    ("sendgrid_key", regex_finder(_SENDGRID)),
    ("telegram_bot_token", regex_finder(_TELEGRAM)),
    ("aws_access_key_id", regex_finder(_AWS_KEY_ID)),
    ("aws_secret_access_key", regex_finder(_AWS_SECRET)),
    ("google_api_key", regex_finder(_GOOGLE)),
    ("stripe_key", regex_finder(_STRIPE, looks_random)),
    ("jwt", regex_finder(_JWT)),
    ("bearer_token", regex_finder(_BEARER, looks_random)),
    ("url_credentials", _find_url_credentials),
    ("card_number", _find_cards),
)
"""Format finders by kind, most specific first."""

FORMAT_HINTS: dict[str, str] = {
    "pem_private_key": "-----begin ",
    "anthropic_key": "sk-ant-",
    "openrouter_key": "sk-or-",
    "openai_key": "sk-",
    "voyage_key": "pa-",
    "github_token": "gh[pousr]_|github_pat_",
    "gitlab_token": "glpat-",
    "slack_token": "xox[abprs]-",
    "huggingface_token": "hf_",
    "npm_token": "npm_",
    "pypi_token": "pypi-",
    "sendgrid_key": "sg\\.",
    "telegram_bot_token": ":aa",
    "aws_access_key_id": "a[ks]ia",
    "aws_secret_access_key": "aws",
    "google_api_key": "aiza",
    "stripe_key": "k_(?:live|test)_",
    "jwt": "eyj",
    "bearer_token": "bearer",
    # The same query names as `_URL_PARAMETER`: a name it reads but this hint lacked
    # ("password=", "signature=") let the secret through unredacted.
    "url_credentials": "://[^\\s/@]*:[^\\s/@]*@|[?&](?:password|passwd|pwd|pass|token"
    "|access_token|auth_token|refresh_token|api_?key|key|secret|client_secret|sig|signature"
    "|auth)=",
    # 13 digits (the shortest card), each pair at most three separator characters apart.
    "card_number": "[0-9](?:[ .\\t-]{0,3}[0-9]){12}",
}
"""For each kind, text that any of its finds must contain (lowered, matched ignoring case)."""

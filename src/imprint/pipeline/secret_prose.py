r"""Secrets recognised by what the text says about them: passwords, PINs, credentials.

What counts as a secret here: a value the text names as a password, passphrase, passcode,
PIN, API key, token or client secret (in English prose and config, and "password" in a
dozen other languages), and the password of a user/password pair. A value is taken whole
when quoted; unquoted, it is one word, or a passphrase of three or more plain lowercase
words ("my password is correct horse battery staple"), ended by punctuation or a word such
as "and". Words that describe a password rather than being one ("my password is wrong",
"the token is expired") are not secrets, and neither are versions, dates, ids or prices:
only the values that follow a secret's name are taken.

Every pattern starts with a literal word and has bounded repetitions, so each runs in
linear time on adversarial input.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from imprint.pipeline.secret_formats import Finder, Span, looks_random, regex_finder

__all__ = ["PROSE_FINDERS", "PROSE_HINTS"]

_WORD = (
    r"(?:password|passwd|passphrase|passcode|pass[ \t]?word|pwd|mot[ \t]+de[ \t]+passe"
    r"|passwort|kennwort|contrase(?:n|\u00f1)a|senha|wachtwoord|has(?:l|\u0142)o"
    r"|l(?:o|\u00f6)senord|adgangskode|salasana|parola|\u043f\u0430\u0440\u043e\u043b\u044c"
    r"|\u30d1\u30b9\u30ef\u30fc\u30c9|\u5bc6\u7801|\u5bc6\u78bc|\ube44\ubc00\ubc88\ud638)"
)
"""Names of a password, in English and other languages."""
_POSSESSIVE_SHORT_NAME = r"(?:my|our|your|the|his|her|their|its)[ \t]+pass"
"""A short name, taken only after a possessive ("my pass is")."""

# "password for the server", "password to my bank account", "password I use for the vpn".
_ARTICLE = r"(?:(?:the|my|our|your|this|that|a|an)[ \t]+)?"
_QUALIFIER = (
    r"(?:[ \t]+(?:for|to|on|of|at)[ \t]+" + _ARTICLE + r"[A-Za-z0-9._@/-]{1,64}"
    r"(?:[ \t]+(?:account|server|box|router|wifi|login|site|database|db|vm|laptop|phone"
    r"|app|portal|email|vault))?)?"
    r"(?:[ \t]+(?:that[ \t]+|which[ \t]+)?(?:i|we|you|they)(?:'ve|'d|'ll)?"
    r"(?:[ \t]+(?:always|usually|normally|now|still|currently|just|will|have|had))?"
    r"[ \t]+(?:use|used|chose|picked|set|created|have|had|gave[ \t]+you|made|type|typed"
    r"|enter|entered|need|want)(?:[ \t]+(?:for|on|at|with|to)[ \t]+"
    + _ARTICLE
    + r"[A-Za-z0-9._@/-]{1,64})?)?"
)
_CHANGED = r"(?:changed|set|updated|reset|switched)"
_SEPARATOR = (
    r"(?:[ \t]*[:=][ \t]*"
    r"|(?:[ \t]+(?:is|was|has[ \t]+been|got))?[ \t]+" + _CHANGED + r"[ \t]+to[ \t]+"
    r"|[ \t]+(?:is|was|will[ \t]+be|would[ \t]+be|should[ \t]+be)(?:[ \t]+(?:now|still"
    r"|currently|actually|just|always))?(?:[ \t]*:)?[ \t]+"
    r"|'s[ \t]+|[ \t]*->[ \t]*|[ \t]+-[ \t]+"
    r"|[ \t]+(?:est|ist|es|\u00e9|\u00e8|er|jest|\u00e4r|on|e)[ \t]*:?[ \t]+)"
)
_VALUE = (
    r"(?:\"(?P<dq>[^\"\r\n]{1,256})\"|'(?P<sq>[^'\r\n]{1,256})'|`(?P<bq>[^`\r\n]{1,256})`"
    r"|(?P<bare>[^\s\"'`][^\s]{0,255}))"
)
_PASSWORD = re.compile(
    r"(?<![A-Za-z0-9])" + _WORD + r"(?![A-Za-z0-9])[\"']?" + _QUALIFIER + _SEPARATOR + _VALUE,
    re.IGNORECASE,
)
# "my pass is X", "pw is X", and "pw: X" or "pass=X" (with a colon or equals sign).
_SHORT_PASSWORD = re.compile(
    r"(?<![A-Za-z0-9])(?:"
    + _POSSESSIVE_SHORT_NAME
    + r"(?![A-Za-z0-9])(?:[ \t]*[:=][ \t]*|[ \t]+(?:is|was)"
    r"[ \t]+)|(?:pw|pass)[\"']?[ \t]*[:=][ \t]*"
    # "pw is Tr0mbone!Harbor22": chat's short name with "is"
    r"|pw[ \t]+(?:is|was)[ \t]+)" + _VALUE,
    re.IGNORECASE,
)
# "Password" (or "Password:") alone on a line, the value on the next line.
_PASSWORD_LINE = re.compile(
    r"(?:^|\n)[ \t]*(?:[A-Za-z]+[ \t]+){0,2}" + _WORD + r"[ \t]*(?::[ \t]*)?\r?\n[ \t]*"
    r"(?P<bare>[^\s][^\r\n]{0,255})",
    re.IGNORECASE,
)
# "use hunter2 as the password", "set the wifi password to hunter2".
_AS_PASSWORD = re.compile(
    r"(?<![A-Za-z0-9])(?:use|using|used|try|enter|type|set|with|choose|pick)[ \t]+"
    + _VALUE
    + r"[ \t]+as[ \t]+"
    + _ARTICLE
    + r"(?:new[ \t]+)?(?:[A-Za-z]+[ \t]+)?"
    + _WORD
    + r"(?![A-Za-z0-9])",
    re.IGNORECASE,
)
_SET_PASSWORD = re.compile(
    r"(?<![A-Za-z0-9])(?:set|change|changed|reset|update|updated|switch|switched)[ \t]+"
    r"(?:the|my|our|your|its|his|her|their)[ \t]+(?:[A-Za-z]+[ \t]+)?"
    + _WORD
    + r"[ \t]+to[ \t]+"
    + _VALUE,
    re.IGNORECASE,
)
# "username sam_h84 password Tr0ub4dor&3": the name and the value with only a space
# between, as people paste a login. Taken when a login word comes before it on the line
# and the value mixes letters with digits or symbols; without one, only when the value
# mixes three of lower case, upper case, digits and symbols, so "password manager",
# "the password reset?", "password SHA-256" and "password argon2id" stay words.
_SPACED_PASSWORD = re.compile(
    r"(?<![A-Za-z0-9])" + _WORD + r"(?![A-Za-z0-9])[ \t]+(?P<bare>[^\s\"'`]{6,256})",
    re.IGNORECASE,
)
_LOGIN_BEFORE = re.compile(r"\b(?:user(?:[ \t]?name)?|login|e-?mail|account)\b[ \t:=]+\S", re.I)
_CHARACTER_CLASSES = tuple(re.compile(p) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[!@#$%^&*]"))
_MIXED_ALONE = 3
_SPACED_MIN = 6  # the shortest value kept once trailing punctuation is stripped


def _spaced_password(text: str, match: re.Match[str]) -> Span | None:
    """The span of a password named with only a space before it, when it is one."""
    start, end = match.span("bare")
    value = text[start:end].rstrip(_TRAILING + "?!")
    if len(value) < _SPACED_MIN:
        return None
    kinds = sum(c.search(value) is not None for c in _CHARACTER_CLASSES)
    line = text.rfind("\n", 0, match.start()) + 1
    login = _LOGIN_BEFORE.search(text, line, match.start()) is not None
    lettered = _CHARACTER_CLASSES[0].search(value) or _CHARACTER_CLASSES[1].search(value)
    if kinds >= _MIXED_ALONE or (login and lettered and kinds >= 2):
        return start, start + len(value)
    return None


# Sentence punctuation after an unquoted value is kept visible; it rarely ends a password.
_TRAILING = ".,;:)]}'\""
_NOT_PASSWORDS = frozenset(
    """
    a about above already also always an and any are as at bad below blank but by
    case-sensitive changed complex correct different easy empty encrypted enough expired
    false fine for forgotten from good great hard hashed here hidden how if in incorrect
    insecure invalid is it its just less like locked long lost managed masked missing more
    much my needed never new no none not nothing now null of ok okay old on one only open
    optional or our pretty private protected quite rather really required reset right safe
    same saved secret secure see sent set shared short simple so something still stored
    strong that the their there this too true unknown unsafe unset updated valid very weak
    what which wrong yes your closed same different mine yours theirs ours
    """.split()
)
_PHRASE_WORD = re.compile(r"[ \t]+([a-z]{2,12})(?![A-Za-z0-9'-])")
_PHRASE_STOP = frozenset(
    """
    and or but so for to on in at with when if then please which because as by from into
    that this it its is was are were be been will would should can could do does did not
    thanks thank ok okay now today tomorrow yesterday here there after before until
    """.split()
)
_PHRASE_MIN, _PHRASE_MAX = 3, 8


def _passphrase_end(text: str, first: str, end: int) -> int:
    """Where a bare value that starts a phrase of plain lowercase words ends.

    "correct horse battery staple" is one value; "hunter2 and my pin" is "hunter2". A
    phrase needs three words, at least one of which is not a word that describes a
    password ("very long now").
    """
    if not first.isalpha() or not first.islower() or len(first) > 12:
        return end
    words, cursor = [first], end
    while len(words) < _PHRASE_MAX:
        match = _PHRASE_WORD.match(text, cursor)
        if match is None or match.group(1) in _PHRASE_STOP:
            break
        words.append(match.group(1))
        cursor = match.end()
    if len(words) < _PHRASE_MIN or all(word in _NOT_PASSWORDS for word in words):
        return end
    return cursor


def _value_span(text: str, match: re.Match[str]) -> Span | None:
    """The span of a matched value: quoted whole, bare without punctuation or describers."""
    for group in ("dq", "sq", "bq"):
        if group in match.re.groupindex:
            start, end = match.span(group)
            if start >= 0:
                return start, end
    start, end = match.span("bare")
    if start < 0:
        return None
    value = text[start:end].rstrip(_TRAILING)
    if not value:
        return None
    stop = start + len(value)
    if value == text[start:end]:
        stop = _passphrase_end(text, value, stop)
    if stop == start + len(value) and value.lower() in _NOT_PASSWORDS:
        return None
    return start, stop


def _find_passwords(text: str) -> Iterator[Span]:
    """Spans of password values stated in prose, config or a label line."""
    for pattern in (_PASSWORD, _SHORT_PASSWORD, _AS_PASSWORD, _SET_PASSWORD):
        for match in pattern.finditer(text):
            span = _value_span(text, match)
            if span is not None:
                yield span
    for match in _SPACED_PASSWORD.finditer(text):
        if (span := _spaced_password(text, match)) is not None:
            yield span
    for match in _PASSWORD_LINE.finditer(text):
        start, end = match.span("bare")
        value = text[start:end].rstrip()
        first = value.split(None, 1)[0].rstrip(_TRAILING).lower() if value else ""
        if first and first not in _NOT_PASSWORDS:
            yield start, start + len(value)


# "login: admin / hunter2", "creds admin/hunter2": the password of a user/password pair,
# when the slash is spaced or a word such as "login" comes first on the line.
_USER_PAIR = re.compile(
    r"(?<![A-Za-z0-9/])(?P<context>(?:log[ \t-]?in|sign[ \t-]?in|creds|credentials|username"
    r"|user[ \t]+name|account)\b[^\n/]{0,40}?)?(?<![A-Za-z0-9/])(?:admin|administrator|root|sa"
    r"|postgres|ubuntu|pi|user|guest|test|[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,64})"
    r"(?P<before>[ \t]*)/(?P<after>[ \t]*)(?P<secret>[^\s/]{3,64})",
    re.IGNORECASE,
)


def _find_user_pairs(text: str) -> Iterator[Span]:
    """Spans of the password half of user/password pairs."""
    if "/" not in text:  # the pair's slash; the pattern is tried at every position
        return
    for match in _USER_PAIR.finditer(text):
        spaced = bool(match.group("before")) and bool(match.group("after"))
        if not (spaced or match.group("context")):
            continue
        start, end = match.span("secret")
        value = text[start:end].rstrip(_TRAILING)
        if value and value.lower() not in _NOT_PASSWORDS:
            yield start, start + len(value)


_PIN = re.compile(
    r"(?<![A-Za-z0-9])pin(?:[ _-]?(?:code|number))?(?![A-Za-z0-9])[\"']?"
    r"(?:[ \t]+(?:for|to|on|of)[ \t]+"
    + _ARTICLE
    + r"[A-Za-z0-9._@/-]{1,64})?"
    + _SEPARATOR
    + r"[\"']?(?P<secret>[0-9]{4,12})(?![A-Za-z0-9])",
    re.IGNORECASE,
)
# "my API key is ...", "SECRET_KEY=...", "client secret: ...": values that look generated.
# The name's other parts ("MY_SERVICE_TOKEN") are bounded, so a long identifier is not
# rescanned once per split.
_NAMED_SECRET = re.compile(
    r"(?<![A-Za-z0-9_])(?:[A-Za-z0-9_]{0,40}_)?(?:api[ _-]?key|api[ _-]?token|access[ _-]?token"
    r"|auth[ _-]?token|refresh[ _-]?token|secret[ _-]?key|client[ _-]?secret|private[ _-]?key"
    r"|app[ _-]?secret|signing[ _-]?key|webhook[ _-]?secret|session[ _-]?token|token|secret)"
    r"(?:_[A-Za-z0-9_]{0,40})?(?![A-Za-z0-9_])[\"']?"
    r"(?:[ \t]+(?:for|to|on|of)[ \t]+"
    + _ARTICLE
    + r"[A-Za-z0-9._@/-]{1,64})?"
    + _SEPARATOR
    + r"[\"'`]?(?P<secret>[A-Za-z0-9._~+/=-]{8,512})",
    re.IGNORECASE,
)


def _generated(value: str) -> bool:
    value = value.rstrip(".")
    return len(value) >= 8 and looks_random(value)


def _find_named_secrets(text: str) -> Iterator[Span]:
    """Spans of values named as keys, tokens or secrets that look generated."""
    for match in _NAMED_SECRET.finditer(text):
        start, end = match.span("secret")
        value = text[start:end].rstrip(".")
        if _generated(value):
            yield start, start + len(value)


PROSE_FINDERS: tuple[tuple[str, Finder], ...] = (
    ("api_secret", _find_named_secrets),
    ("password", _find_passwords),
    ("credentials", _find_user_pairs),
    ("pin", regex_finder(_PIN)),
)
"""Prose finders by kind, most specific first."""

PROSE_HINTS: dict[str, str] = {
    "api_secret": "key|token|secret",
    "password": "pass|pwd|pw|has\u0142o|haslo|kennwort|contrase|senha|wachtwoord|senord"
    "|adgangskode|salasana|parola|\u043f\u0430\u0440\u043e\u043b|\u30d1\u30b9\u30ef\u30fc\u30c9"
    "|\u5bc6\u7801|\u5bc6\u78bc|\ube44\ubc00\ubc88\ud638",
    "credentials": "/",
    "pin": "pin",
}
"""For each kind, text that any of its finds must contain (lowered, matched ignoring case)."""

"""Interchangeable conventions: the units, currencies, pronouns and tools one picks among.

A correction may name only the value the user wants ("celsius please" after a recipe in
Fahrenheit, "pnpm pls" after npm commands): what it rejects is the agent's value of the
same kind. `kind_of` says which kind a term is; `rival_in` finds, in the agent's message,
a value of that kind other than the user's. Measuring units are grouped by dimension, so
"kilograms" answers "pounds" but not "Fahrenheit"; a word of two kinds ("pounds": weight
or money) takes the kind the agent's message holds.

Stack tools come from `subjects.SUBJECTS` (one table of them in the package), minus the
words that are as often plain English ("go", "express", "render").
"""

from __future__ import annotations

import re
from functools import lru_cache

from imprint.pipeline.subjects import SUBJECTS

__all__ = ["FAMILY", "MEASURES", "kind_of", "rival_in"]

_DEG = "\u00b0"

_OWN: dict[str, list[str]] = {
    "temperature": (
        "celsius|centigrade|fahrenheit|degrees c|degrees f|" + f"{_DEG}c|{_DEG}f"
    ).split("|"),
    "weight": "kg|kgs|kilograms|kilos|grams|pounds|lbs|lb|ounces|oz|stone".split("|"),
    "length": (
        "metres|meters|km|kilometres|kilometers|miles|feet|ft|inches|cm|centimetres"
        "|centimeters|millimetres|millimeters|mm|yards"
    ).split("|"),
    "volume": (
        "ml|millilitres|milliliters|litres|liters|cups|tablespoons|tbsp|teaspoons|tsp|fl oz"
        "|gallons|pints|quarts"
    ).split("|"),
    "speed": "knots|kts|kn|mph|km/h|kmh|kph|m/s|metres per second".split("|"),
    "pressure": "hpa|mbar|millibars|inhg|psi".split("|"),
    "system": ["metric", "imperial"],
    "currency": (
        "usd|us dollars|dollars|cad|canadian dollars|aud|australian dollars|nzd|eur|euros|euro"
        "|gbp|pounds|pounds sterling|sterling|jpy|yen|inr|rupees|chf|swiss francs|sek|nok|dkk"
        "|kronor|krone|mxn|pesos|brl|reais|zar|rand|pln|zloty|$|\u20ac|\u00a3|\u00a5|\u20b9"
    ).split("|"),
    "pronouns": "she/her|he/him|they/them|she|he|they|her|him|them|his|hers".split("|"),
    "shell": "bash|zsh|fish|powershell|cmd|sh".split("|"),
    "test_runner": "jest|vitest|pytest|mocha|jasmine|unittest|rspec|junit".split("|"),
    "styling": (
        "tailwind|css modules|styled-components|styled components|sass|scss|emotion|bootstrap"
        "|vanilla css|plain css"
    ).split("|"),
    "formatter": "black|ruff|prettier|eslint|biome|autopep8|yapf|rustfmt|gofmt".split("|"),
    "indentation": "tabs|spaces|2 spaces|4 spaces|two spaces|four spaces".split("|"),
    "case_style": "camelcase|snake_case|kebab-case|pascalcase|screaming_snake_case".split("|"),
    "partner": "husband|wife|boyfriend|girlfriend|partner|fiance|fiancee|spouse".split("|"),
    "children": "son|daughter|sons|daughters".split("|"),
}
"""Kinds not in `subjects.SUBJECTS`, each a list of lower-case values."""
MEASURES = frozenset(
    word
    for kind in ("temperature", "weight", "length", "volume", "speed", "pressure", "system")
    for word in _OWN[kind]
    if " " not in word
)
"""Units of measure of one word ("kg", "knots", "hpa"): the units a standing ask may name."""
FAMILY = frozenset({"partner", "children"})
"""Kinds that are the user's family: a correction of them is a fact about the user."""
_IMPERIAL = frozenset(
    "fahrenheit degrees f pounds lbs lb ounces oz stone miles feet ft inches yards cups"
    " tablespoons tbsp teaspoons tsp fl oz gallons pints quarts imperial".split()
) | {f"{_DEG}f", "fl oz", "degrees f"}
"""Values of the imperial or US system: "metric" rejects any of them."""
_FROM_SUBJECTS = (
    "database",
    "frontend",
    "backend",
    "mobile",
    "language",
    "package_manager",
    "editor",
    "os",
    "ci",
    "code_hosting",
    "cloud",
    "tracker",
    "chat",
    "citation_style",
)
_PLAIN_WORDS = frozenset(
    "go express render cursor arch solid teams linear shortcut notion mac db ide editor ci"
    " database frontend front-end backend back-end package manager citation deploy hosting"
    " hosted oracle swift rust dart ember ionic expo spring boot harvard style chicago style"
    " vancouver mla apa ieee uv pip m1 m2 m3 pc".split()
)
"""Subject terms that are plain English too, or name the kind rather than a value: never
taken as the agent's value (a few come back through `_OWN_EXTRA`)."""
_OWN_EXTRA: dict[str, tuple[str, ...]] = {
    "citation_style": ("apa", "mla", "chicago", "harvard", "ieee", "vancouver", "oscola"),
    "language": ("rust", "swift", "go", "golang", "dart"),
}
"""Values of a subject that are safe once the user named a value of the same kind."""


@lru_cache(maxsize=1)
def _table() -> dict[str, frozenset[str]]:
    kinds: dict[str, set[str]] = {k: set(v) for k, v in _OWN.items()}
    for subject in _FROM_SUBJECTS:
        terms = {
            t
            for t in SUBJECTS.get(subject, ())
            if t.isascii() and "\\" not in t and t not in _PLAIN_WORDS
        }
        kinds.setdefault(subject, set()).update(terms, _OWN_EXTRA.get(subject, ()))
    return {k: frozenset(v) for k, v in kinds.items()}


def _norm(term: str) -> str:
    return " ".join(term.lower().strip(" '\"\u2018\u2019\u201c\u201d.!").split())


@lru_cache(maxsize=1)
def _kinds() -> dict[str, tuple[str, ...]]:
    """Each value -> the kinds it is a value of."""
    kinds: dict[str, tuple[str, ...]] = {}
    for kind, values in _table().items():
        for value in values:
            kinds[value] = (*kinds.get(value, ()), kind)
    return kinds


def kind_of(term: str) -> tuple[str, ...]:
    """The kinds of convention `term` is a value of ("pounds": weight and currency)."""
    return _kinds().get(_norm(term), ())


@lru_cache(maxsize=4096)
def _pattern(value: str) -> re.Pattern[str]:
    if not value[-1].isalnum():  # "$", a symbol: before or after a figure
        sign = re.escape(value)
        return re.compile(sign + r"\s?\d|\d\s?" + sign)
    if value.startswith(_DEG):  # after a figure, with or without the sign: "425\u00b0F", "425F"
        return re.compile(r"\d\s*(?:" + _DEG + r"\s*)?" + value[-1] + r"\b", re.IGNORECASE)
    return re.compile(r"(?<![\w/-])" + re.escape(value) + r"(?![\w/-])", re.IGNORECASE)


def rival_in(term: str, agent_output: str) -> str | None:
    """The agent's value of `term`'s kind, other than `term`, or None.

    None as well when the agent already used the user's value: then the reply is no
    correction of it.
    """
    wanted = _norm(term)
    kinds = kind_of(wanted)
    if not kinds or not agent_output or _pattern(wanted).search(agent_output):
        return None
    table = _table()
    for kind in kinds:
        if kind == "system":
            rivals: frozenset[str] = frozenset(
                v
                for k in ("temperature", "weight", "length", "volume")
                for v in table[k]
                if (v in _IMPERIAL) == (wanted == "metric")
            )
        else:
            rivals = table[kind]
        found = [
            (m.start(), value)
            for value in rivals
            if value != wanted and not _same(value, wanted)
            for m in [_pattern(value).search(agent_output)]
            if m is not None
        ]
        if found and kind == "system":
            return "imperial" if wanted == "metric" else "metric"  # the system, not one unit
        if found:
            return _shown(min(found)[1], kind)
    return None


_SAME = (
    frozenset({"celsius", "centigrade", "degrees c", f"{_DEG}c"}),
    frozenset({"fahrenheit", "degrees f", f"{_DEG}f"}),
    frozenset({"kg", "kgs", "kilograms", "kilos"}),
    frozenset({"pounds", "lbs", "lb"}),
    frozenset({"metres", "meters"}),
    frozenset({"litres", "liters"}),
    frozenset({"she/her", "she", "her", "hers"}),
    frozenset({"he/him", "he", "him", "his"}),
    frozenset({"they/them", "they", "them"}),
    frozenset({"usd", "us dollars", "dollars", "$"}),
    frozenset({"eur", "euros", "euro", "\u20ac"}),
    frozenset({"gbp", "pounds", "pounds sterling", "sterling", "\u00a3"}),
    frozenset({"postgres", "postgresql"}),
    frozenset({"tailwind", "tailwind css"}),
)


def _same(a: str, b: str) -> bool:
    return any(a in group and b in group for group in _SAME)


_SHOWN = {
    f"{_DEG}f": "Fahrenheit",
    "degrees f": "Fahrenheit",
    f"{_DEG}c": "Celsius",
    "degrees c": "Celsius",
    "$": "USD",
    "\u20ac": "EUR",
    "\u00a3": "GBP",
    "\u00a5": "JPY",
    "\u20b9": "INR",
    "lbs": "pounds",
    "lb": "pounds",
    "oz": "ounces",
    "ft": "feet",
    "tbsp": "tablespoons",
    "tsp": "teaspoons",
}


def _shown(value: str, kind: str) -> str:
    """How a rejected value is written in the rule ("425F" rejects "Fahrenheit")."""
    if value in _SHOWN:
        return _SHOWN[value]
    if kind in ("temperature", "currency") and value.isalpha() and len(value) > 3:
        return value.capitalize()
    return value.upper() if kind == "currency" and len(value) == 3 else value

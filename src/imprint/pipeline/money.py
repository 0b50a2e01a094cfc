"""How money is written, once for every pattern that reads an amount.

Three readings look for money, each with bounds of its own: a budget or rate the user now
has (`new_amounts.py`), the rate or budget an old memory holds (`value_classes.py`), and
the pay a forget request names (`topics.py`). The parts they share are here, as regex
fragments without capturing groups: the currency signs, a figure as people type it, a
bare figure, thousands, the currency words said after a figure, and a period ("/h", "a
day", "per month"). Each site builds its pattern from them and keeps its own cues and
exclusions, so a sign or a word added here reaches every site that reads it.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = [
    "BARE",
    "CODES",
    "FIGURE",
    "LISTED",
    "NAMES",
    "SIGN",
    "SIGN_OR_YEN",
    "SLANG",
    "K",
    "one_of",
    "per",
    "signed",
    "worded",
]

SIGN = r"[$\u00a3\u20ac]"
"""A dollar, pound or euro sign before a figure."""
SIGN_OR_YEN = r"[$\u00a3\u20ac\u00a5]"
"""A currency sign, the yen among them: pay is said in yen too."""
FIGURE = r"\d[\d,.]*"
"""A figure as typed: "1400", "1,400", "82.5", "1.400,50"."""
BARE = r"\d{3,}(?:[,.]\d+)?"
"""A figure of three digits or more with no sign ("go up to 1800"): an amount only where a
site's words make it one."""
LISTED = SIGN + r"\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:[.,]\d{1,2}(?!\d))?"
"""A signed amount as a list gives it: "GBP 35," ends before the list's comma, where `signed`
would take the comma in; "$1,200" and "EUR 3.60" are whole."""
K = r"\s?k"
"""Thousands after a figure: "82k", "2.5 k"."""
CODES = ("usd", "eur", "gbp")
"""Currency codes said after a figure: "40 gbp"."""
NAMES = ("dollars", "euros", "pounds", "dollar", "euro", "pound")
"""Currency names said after a figure: "300 dollars"."""
SLANG = ("quid", "bucks")
"""Currencies in slang: "50 quid", "20 bucks"."""


def one_of(words: Iterable[str]) -> str:
    """`words` as one non-capturing alternation: "(?:usd|eur|gbp)"."""
    return "(?:" + "|".join(words) + ")"


def signed(sign: str = SIGN) -> str:
    """A figure after a currency sign, a space between allowed: "$1,400", "$ 40".

    `sign` is a character class; a site that takes the sign as optional passes it with "?".
    """
    return sign + r"\s?" + FIGURE


def worded(words: Iterable[str]) -> str:
    """A figure before one of the currency `words`: "40 gbp", "300 dollars"."""
    return FIGURE + r"\s?" + one_of(words)


def per(slashed: Iterable[str], spelled: Iterable[str]) -> str:
    """A period after an amount: "/h", "/ day", "an hour", "per month", "ph", "p/h".

    `slashed` are the units written after a slash, `spelled` those after "a", "an" or "per".
    """
    return r"/\s*" + one_of(slashed) + r"\b|(?:an|a|per)\s+" + one_of(spelled) + r"\b|p/?h\b"

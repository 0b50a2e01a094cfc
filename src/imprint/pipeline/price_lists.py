"""The prices the user sets for what they sell, listed in one breath.

People who sell a service or run a stall give their prices as a list inside an ask: "can u
help me make a little price list ... thinking cut and blow dry GBP 35, wash and set GBP 28,
kids cuts GBP 15", "menu board: flat white EUR 3.60, latte EUR 3.80, cortado EUR 3.20".
`price_list(sentence, reply)` gives them as one fact ("The user's prices: cut and blow dry
GBP 35, wash and set GBP 28, kids cuts GBP 15."), when the reply says they are the user's
own prices (a price list, a menu, what the user charges) and the sentence names at least
two things with a price each. A price later set anew ("put the cut and blow dry at GBP 42")
is written into that fact in place of the old one (`value_classes.swapped_price`).
"""

from __future__ import annotations

import re

from imprint.pipeline import money

__all__ = ["price_list"]

_PAIR = re.compile(
    r"(?:^|[,;:/\n(]\s*|\b(?:and|plus|then|thinking|like|maybe|about)\s+)"
    r"(?P<item>(?!(?:and|or|the|a|an|it|that|this|so|but|is|are|at|for|about|maybe|thinking"
    r"|like|plus|then|total|around)\b)[a-z][a-z&'-]*(?:\s+(?!(?:is|are|at|for)\b)[a-z&][a-z&'-]*)"
    r"{0,3}?)\s*(?::|-|=|\s+at|\s+for|\s+is)?\s*(?P<amount>" + money.LISTED + r")(?![\w.,]\d)",
    re.IGNORECASE,
)
"""One thing and its price: "wash and set GBP 28", "flat white: EUR 3.60"."""
_OWN_PRICES = re.compile(
    r"\b(?:price\s*list|prices|pricing|price\s+board|menu(?:\s+board)?|tariff|rate\s+card"
    r"|(?:i|we)\s+(?:charge|sell|offer)|(?:i'?m|we'?re)\s+(?:charging|thinking\s+of\s+charging))\b",
    re.IGNORECASE,
)
"""What makes listed prices the user's own: a price list or menu made, what they charge."""
_NOT_THEIRS = re.compile(
    r"\b(?:he|she|they|his|her|their|competitors?|the\s+(?:other|next)\s+\w+)\s+(?:charges?"
    r"|prices?|sells?|menu)\b",
    re.IGNORECASE,
)
"""Prices of someone else's: "their prices are GBP 40, GBP 30"."""
_MOST_PAIRS = 8
_LEAST_PAIRS = 2


def price_list(sentence: str, reply: str) -> str | None:
    """The user's own prices `sentence` lists, as a fact, or None."""
    if sentence.rstrip().endswith("?") or _OWN_PRICES.search(reply) is None:
        return None
    if _NOT_THEIRS.search(sentence):
        return None
    pairs = [
        f"{' '.join(m.group('item').split()).lower()} {m.group('amount')}"
        for m in _PAIR.finditer(sentence)
    ]
    if not _LEAST_PAIRS <= len(pairs) <= _MOST_PAIRS:
        return None
    return "The user's prices: " + ", ".join(pairs) + "."

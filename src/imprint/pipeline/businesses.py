"""The user's own business, named in passing: "a new tonkotsu for my ramen bar".

People who run a shop, a practice or a small company mention it as the place their task is
for: "Working on a new tonkotsu for my ramen bar (30 covers, open 5 nights)", "a licence for
my restaurant, Olive & Ember, 22 Quay Street", "new menu for my little bakery". A note-taker
keeps that the user runs it, with its name when one follows. A place the user only goes to
("my gym", "my local pub", "my favourite coffee shop") is not theirs, nor is someone else's
("my sister's salon").
"""

from __future__ import annotations

import re

__all__ = ["own_business"]

_MY = r"\bmy\s+(?!(?:favou?rite|local|usual|nearest|old|regular|go-to|closest)\b)"
"""The user's own, not a place they only go to ("my local pub", "my favourite cafe")."""
_KIND = (
    # a bare "shop" is as often a workshop ("my cold shop", "in my shop outside Amarillo"); a
    # company, a practice, a studio or a salon as often where the user works or goes
    r"(?:bar|(?:coffee|flower|bike|book|tea|gift|online|web|etsy|record|barber|corner|pet|print"
    r"|repair|card|cake|sweet|charity|surf|ski|wine|cheese|ramen|noodle|kebab|chip|sandwich"
    r"|candle|craft|yarn|plant|vintage|thrift|antique)\s+shop|restaurant|cafe|caf\u00e9|bakery"
    r"|brewery|winery|distillery|food\s+truck|consultancy|b&b|guesthouse|guest\s+house|bistro"
    r"|trattoria|diner|boutique|bookshop|florist|deli|pizzeria|taqueria|startup|agency)"
)
_OWN_BUSINESS = re.compile(
    _MY + r"(?P<what>(?:(?:own|little|small|tiny|new|family|one-person|two-person)\s+)*"
    r"(?:(?!(?:sister|brother|mum|mom|dad|wife|husband|partner|friend|boss)'?s\b)"
    r"[\w-]+\s+){0,2}?"
    + _KIND
    # what follows is no noun of the place ("my coffee shop order", "my cafe's wifi")
    + r")\b(?!'s|\s+(?!(?:in|on|at|for|and|or|is|was|has|which|that|near|off|out|with|from|please"
    r"|pls|plz|too|again|today|this|next|asap|thanks|ty|now|here|there)\b)"
    r"[a-z]{3,})"
    r"(?:\s*,\s*(?P<name>(?-i:[A-Z])[\w'.-]*(?:\s+(?:&\s+|and\s+|de\s+|da\s+)?(?-i:[A-Z])[\w'.-]*){0,3})"
    r"(?=\s*(?:[,.;:!?(]|$)))?",
    re.IGNORECASE,
)


_NAMED_KIND = re.compile(
    _MY + r"(?P<what>(?:(?:own|little|small|tiny|new|family)\s+)*(?:[\w-]+\s+){0,2}?(?:studio|salon"
    r"|practice|company|business|firm|clinic|farm|nursery|pharmacy|surgery|gallery|shop|garage"
    r"|workshop|label|charity))\s*,\s*(?P<name>(?-i:[A-Z])[\w'.-]*(?:\s+(?:&\s+|and\s+)?"
    r"(?-i:[A-Z])[\w'.-]*){0,3})(?=\s*(?:[,.;:!?(]|$))",
    re.IGNORECASE,
)
"""A place of any kind the user gives its name ("my yoga studio, Fernleaf Yoga."): theirs. A
gym named so is where the user trains as often ("my new gym, Third Space": `new_named.py`)."""


_ENDED = re.compile(
    r"\b(?:shut|shutting|closed|closing|close|sold|selling|wound|winding|folded|quit|gave\s+up"
    r"|giving\s+up|left|ended|ending)\b(?:\s+(?:down|up))?\s*$",
    re.IGNORECASE,
)


def own_business(sentence: str) -> str | None:
    """The business `sentence` says the user runs, as content ("The user runs a ramen bar.")."""
    if "my " not in sentence.lower():
        return None
    m = _OWN_BUSINESS.search(sentence) or _NAMED_KIND.search(sentence)
    if m is None or _ENDED.search(sentence[max(0, m.start() - 40) : m.start()]):
        return None  # "I shut down my etsy shop": a business the user no longer runs
    what = re.sub(r"^own\s+", "", " ".join(m.group("what").split()).lower())
    name = m.group("name")
    article = "an" if what[:1] in "aeiou" else "a"
    return f"The user runs {article} {what}" + (f", {name.rstrip('.')}." if name else ".")

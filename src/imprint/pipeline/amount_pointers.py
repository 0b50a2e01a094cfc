"""The amount "it" means when the user changes it: "the boss bumped it to 1.75%".

After the agent wrote the figure back ("Our sole agency fee is 1.5% including VAT"), the
user changes it with a pronoun: "oh wait the boss bumped it to 1.75% from this month",
"we put it up to 450 in april". Read alone the sentence changes nothing nameable. The
agent's message named what holds a figure of the same kind (a percentage, a sum of money,
a count), so `amount_pointed` writes that name in place of "it": "the boss bumped our sole
agency fee to 1.75% from this month", which reads as the new value of the fee.
"""

from __future__ import annotations

import re

__all__ = ["amount_pointed"]

_I = re.IGNORECASE

_CHANGED_IT = re.compile(
    r"\b(?P<verb>bumped|raised|increased|put|upped|dropped|cut|lowered|reduced|moved|changed"
    r"|pushed|knocked|brought|hiked|set)\s+(?P<it>it|that)\s+(?:up\s+|down\s+|back\s+|over\s+)?"
    r"to\s+(?P<value>[$\u00a3\u20ac]?\d[\d.,]*\s*(?:%|k\b|percent\b)?)",
    _I,
)
_HELD = re.compile(
    r"\b(?P<np>(?:our|your|the|my)\s+(?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*)\s+(?:is|are|was|of|at"
    r"|stands\s+at|comes\s+to)\s+(?:currently\s+|now\s+|about\s+|around\s+)?"
    r"(?P<value>[$\u00a3\u20ac]?\d[\d.,]*\s*(?:%|k\b|percent\b)?)",
    _I,
)
_OWNER = {"your": "our", "our": "our", "my": "my", "the": "the"}
_UNIT_AFTER = re.compile(
    r"\s*(?:am|pm|days?|weeks?|months?|years?|hours?|hrs?|mins?|minutes|people|persons|words"
    r"|pages|times|x|kg|km|miles?|lbs?|o'?clock)\b",
    _I,
)
"""A unit after a figure: "3pm", "3 days a week", "5 people" are no amount of money or share."""


def _kind(value: str) -> str:
    value = value.strip().lower()
    if value.endswith(("%", "percent")):
        return "share"
    if value[:1] in "$\u00a3\u20ac" or value.endswith("k"):
        return "money"
    return "number"


def amount_pointed(sentence: str, agent_output: str) -> str | None:
    """`sentence` with the "it" of a changed amount named from the agent's message, or None."""
    if " it " not in sentence.lower() and " that " not in sentence.lower():
        return None
    m = _CHANGED_IT.search(sentence)
    if m is None or not agent_output or _UNIT_AFTER.match(sentence, m.end("value")):
        return None  # "i moved it to 3pm": a time, not an amount
    kind = _kind(m.group("value"))
    held = [
        h
        for h in _HELD.finditer(agent_output)
        if _kind(h.group("value")) == kind and not _UNIT_AFTER.match(agent_output, h.end("value"))
    ]
    if len(held) != 1:
        return None  # none, or several figures of the kind: which one is meant is unclear
    owner, _, rest = held[0].group("np").partition(" ")
    named = f"{_OWNER.get(owner.lower(), owner)} {rest}"
    return f"{sentence[: m.start('it')]}{named}{sentence[m.end('it') :]}"

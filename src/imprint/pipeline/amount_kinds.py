"""What an amount measures, so a new amount of one kind can replace the old one.

"I charge $28/hr" then "bumped it to $35/hr", "0.08 EUR per word" then "charging 0.11 per
word", "budget is 40k" then "we're working with 65k total now", "I weigh about 92kg" then
"down to 85kg now": the two facts share no word but the kind of amount they hold.
`amounts(text)` reads each amount with its kind: money or a unit per period ("per:hour",
"per:word", "per:week"), a measure per period ("per:week:km": "runs about 20km a week", then
"up to 35km a week now"), money with no period ("money"), a weight ("mass"), a count of
people ("heads").
`amount_changed(content, old_content)` says whether the new fact holds an amount of a kind
the old one holds, with none of the old figures; `replaced_amounts` names the old ones. The
caller asks only of a fact told as a change: "we spent $40 at the market" after "budget is
$300" is no new budget.

Money named for two different things ("salary is 82k" beside "budget is 40k") is no change
of either; a figure the new fact repeats ("was 0.08, now 0.11") keeps the old one for
the rules that read "from X to Y".
"""

from __future__ import annotations

import re
from functools import lru_cache

from imprint.pipeline import money

__all__ = ["amount_changed", "amounts", "replaced_amounts"]

_PERIODS = {
    "h": "hour",
    "hr": "hour",
    "hrs": "hour",
    "hour": "hour",
    "ph": "hour",
    "p/h": "hour",
    "d": "day",
    "day": "day",
    "wk": "week",
    "week": "week",
    "mo": "month",
    "month": "month",
    "pcm": "month",
    "yr": "year",
    "year": "year",
    "word": "word",
    "head": "person",
    "person": "person",
    "pp": "person",
    "night": "night",
    "session": "session",
    "lesson": "session",
    "class": "session",
}
"""The periods (or units of work) an amount is counted per, by how people write them."""
_PERIOD = (
    r"(?:\s*(?:/\s*|\ban?\s+|\bper\s+|\beach\s+)(?P<per>hrs?|hour|h|d|day|wk|week|mo|month|yr"
    r"|year|word|head|person|night|session|lesson|class)s?\b|\s*(?P<short>pp|ph|p/h|pcm)\b)"
)
_CURRENCY_AFTER = money.one_of((*money.CODES, *money.NAMES, *money.SLANG))
_AMOUNT = re.compile(
    rf"(?:(?P<sign>{money.SIGN_OR_YEN})\s?)?(?<![\w.,])(?P<figure>\d+(?:[.,]\d+)*)"
    rf"(?P<k>\s?k\b)?(?:\s?(?P<named>{_CURRENCY_AFTER})\b)?"
    # a unit between the figure and its period: "45 km a week", "6 hours a night"
    rf"(?:\s?(?!(?:an?|per|each|pp|ph|pcm)\b)(?P<unit>[a-z]{{1,8}}))?{_PERIOD}?",
    re.IGNORECASE,
)
_MASS = frozenset("kg kgs kilo kilos lb lbs stone st".split())
"""Units of weight: "down to 85kg now" after "I weigh about 92kg"."""
_HEADS = re.compile(
    r"(?<![\w.,])(?P<figure>\d{1,5})\s+(?:people|ppl|persons|engineers|developers|devs|staff"
    r"|employees|members|players|guests|folks|heads|volunteers|reports|of\s+us|of\s+them)\b"
    r"|\b(?:team|crew|staff|squad|company|group|firm)\s+of\s+(?P<size>\d{1,5})\b",
    re.IGNORECASE,
)
"""A count of people ("5 engineers", "7 of us now", "a team of 5"): "we hired two more, so
7 of us now" after "our team is 5 engineers"."""
_MEASURES = frozenset(
    "km kms mi mile miles m metres meters hr hrs hour hours min mins minute minutes h g kg kgs"
    " lb lbs ml l litres liters oz steps".split()
)
"""Units of measure, not things counted: "45 km a week" may be run or cycled."""
_MEASURE_OF = {
    **dict.fromkeys("km kms".split(), "km"),
    **dict.fromkeys("mi mile miles".split(), "mile"),
    **dict.fromkeys("m metres meters".split(), "metre"),
    **dict.fromkeys("h hr hrs hour hours".split(), "hour"),
    **dict.fromkeys("min mins minute minutes".split(), "minute"),
    **dict.fromkeys("g".split(), "gram"),
    **dict.fromkeys("kg kgs".split(), "kg"),
    **dict.fromkeys("lb lbs".split(), "lb"),
    **dict.fromkeys("ml".split(), "ml"),
    **dict.fromkeys("l litres liters".split(), "litre"),
    **dict.fromkeys("oz".split(), "oz"),
    **dict.fromkeys("steps".split(), "step"),
}
"""Each unit of `_MEASURES` by the one name its spellings share."""
_NOT_UNITS = frozenset("a an per each and or to the of for in on at by with from x".split())
_MONEY_FOR = re.compile(
    r"\b(budget|salary|pay|wage|rent|price|rate|fee|cost|loan|mortgage|deposit|savings|income"
    r"|bill|allowance|pocket\s+money|tuition|insurance|premium|tax|subscription|membership"
    r"|ticket|fare|fine|debt|pension|grant|bonus|tip)s?\b",
    re.IGNORECASE,
)
"""What an amount of money is for, when the fact names it."""


@lru_cache(maxsize=1024)
def amounts(text: str) -> tuple[tuple[str, str], ...]:
    """Each amount in `text` as (kind, figure): ("per:hour", "28"), ("money", "40k").

    A year ("since 2019") and a figure with neither money nor a period ("3 kids") are none.
    """
    found: list[tuple[str, str]] = []
    for m in _AMOUNT.finditer(text):
        figure = m.group("figure").replace(",", "")
        is_money = bool(m.group("sign") or m.group("named"))
        unit = (m.group("unit") or "").lower()
        per = m.group("per") or m.group("short")
        if per is not None and unit in _NOT_UNITS:
            unit = ""
        if per is not None and (is_money or not unit or unit == "k"):
            found.append(("per:" + _PERIODS[per.lower()], figure))
        elif per is not None and unit not in _MEASURES:
            # "4 coffees a day" then "1 coffee a day": a count of one thing per period
            found.append((f"per:{_PERIODS[per.lower()]}:{unit.removesuffix('s')}", figure))
        elif per is not None:
            # "runs about 20km a week" then "up to 35km a week now": a distance or a time per
            # period is said of many things (running, cycling, work), so the caller retires
            # one only when no other fact holds the kind (`consolidate._the_one`)
            found.append((f"per:{_PERIODS[per.lower()]}:{_MEASURE_OF[unit]}", figure))
        elif per is None and (is_money or m.group("k")):
            found.append(("money", figure + ("k" if m.group("k") else "")))
        elif per is None and unit in _MASS:
            found.append(("mass", figure))
    found.extend(("heads", m.group("figure") or m.group("size")) for m in _HEADS.finditer(text))
    return tuple(found)


def amount_changed(content: str, old_content: str) -> bool:
    """Whether `content` sets a new amount of a kind `old_content` holds (see the module)."""
    new, old = amounts(content), amounts(old_content)
    if not new or not old:
        return False
    new_figures = {figure for _, figure in new}
    old_figures = {figure for _, figure in old}
    kinds = {kind for kind, _ in new} & {kind for kind, _ in old}
    if not kinds or new_figures & old_figures:
        return False
    said_for = {m.group(1).lower() for m in _MONEY_FOR.finditer(content)}
    old_for = {m.group(1).lower() for m in _MONEY_FOR.finditer(old_content)}
    return not (said_for and old_for and not said_for & old_for)


def replaced_amounts(content: str, old_content: str) -> frozenset[tuple[str, str]]:
    """The amounts of `old_content` of a kind `content` holds: what a change of it replaces."""
    kinds = {kind for kind, _ in amounts(content)}
    return frozenset(found for found in amounts(old_content) if found[0] in kinds)

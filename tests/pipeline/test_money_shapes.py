"""The money patterns built from `money.py` match exactly what they matched before it.

Each site (`new_amounts`, `value_classes`, `topics`) wrote its money pattern in full; they
are now built from the shared parts. A frozen copy of each old pattern stays here, and
strings made of figures, currency signs and words, separators, thousands, periods, letters
and the sites' own cue words must find the same matches (spans and groups) under both.
"""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from imprint.pipeline import new_amounts, topics, value_classes

_I = re.IGNORECASE
_OLD_BUDGET = re.compile(
    r"\b(?:(?:i|we)\s+(?:can|could|'ll|will)\s+(?:now\s+)?(?:go|stretch|spend)\s+(?:up\s+)?to"
    r"|(?:knock|knocked|bring|brought|cut|drop|dropped|lower|lowered|trim|trimmed|reduce|reduced"
    r"|bump|bumped|push|pushed|raise|raised|up|upped|increase|increased|take|took)\s+(?:it|that"
    r"|this|the\s+budget|our\s+budget|my\s+budget)\s+(?:down\s+|up\s+)?to"
    r"|(?:keep|kept|cap|capped|limit|hold)\s+(?:it|that|the\s+budget|spending|things|this)"
    r"\s+(?:to|at|under|below)|(?:we'?re|i'?m)\s+(?:now\s+)?at"
    r"|(?:new\s+)?budget\s+(?:is\s+now|is\s+down\s+to|is\s+up\s+to|now)(?:\s+at)?)\s+"
    r"(?:about\s+|around\s+|roughly\s+|max\s+)?"
    r"(?P<amount>[$\u00a3\u20ac]\s?\d[\d,.]*\s?k?\b|\d[\d,.]*\s?k\b|\d[\d,.]*\s?(?:usd|eur|gbp"
    r"|dollars|euros|pounds|dollar|euro|pound|quid|bucks)\b"
    r"|\d{3,}(?:[,.]\d+)?\b)"
    r"(?P<period>\s*(?:/\s*(?:h|hr|hour|d|day|mo|month|wk|week)\b|(?:an|a|per)\s+(?:hour|day"
    r"|month|week|year|session|lesson)\b|p/?h\b))?",
    _I,
)
_OLD_NEW_RATE = re.compile(
    r"\b(?:(?:my|our)\s+(?:new\s+)?(?:(?:day|daily|hourly|weekly)\s+)?rate\s+(?:card\s+)?(?:is\s+"
    r"(?:now\s+)?|of\s+|to\s+)|(?:bumped|raised|upped|increased|put|lowered|dropped|cut)\s+(?:my"
    r"|our)\s+(?:(?:day|daily|hourly)\s+)?rates?\s+(?:up\s+|down\s+)?to\s+|new\s+rate\s+card\s+"
    r"[^.;!?:]{0,30}:\s*|(?:i|we)\s+(?:now\s+)?charge\s+)(?P<amount>[$\u00a3\u20ac]\s?\d[\d,.]*"
    r"|\d[\d,.]*\s?(?:usd|euros|eur|gbp|dollars|pounds|dollar|euro|pound|quid)\b)"
    r"(?P<period>\s*(?:/\s*(?:h|hr|hour|d|day|mo|month|wk|week)\b|(?:an|a|per)\s+(?:hour|day"
    r"|month|week|year|session|lesson)\b|p/?h\b))?",
    _I,
)
_OLD_RATE = re.compile(
    r"(?:[$\u00a3\u20ac]\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:usd|eur|gbp|dollars|euros|pounds|dollar|euro|pound|quid))"
    r"\s*(?:/\s*(?:h|hr|hour|d|day)\b|(?:an|a|per)\s+(?:hour|day)\b|p/?h\b|hourly)",
    _I,
)
_OLD_RATE_SAID = re.compile(
    # with round 29's rate named by its period ("my hourly is GBP 40 now")
    r"\b(?:(?:day|daily|hourly)\s+rate|rate\s+card|charges?|my\s+rate|their\s+rate"
    r"|(?:my|our|their|user's)\s+(?:hourly|daily))\s+(?:is\s+(?:now\s+)?|of\s+|'s\s+)?"
    r"(?:[$\u00a3\u20ac]\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:usd|eur|gbp|dollars|euros|pounds|dollar|euro|pound))",
    _I,
)
_OLD_AMOUNT = re.compile(
    r"(?:[$\u00a3\u20ac]\s?\d[\d,.]*\s?k?\b|\b\d[\d,.]*\s?k\b|\b\d{3,}(?:[,.]\d+)?\b"
    r"(?!\s*(?:words|people|guests|km|miles|calories|kcal|steps|followers|users|rows)))",
    _I,
)
_OLD_MONEY = re.compile(
    r"\b(?:on|earn\w*|make|making|made|paid|pays?|salary|income|wage|gross|net|take\s+home"
    r"|comp)\s+(?:is\s+|of\s+|about\s+|around\s+|roughly\s+|just\s+|only\s+)*"
    r"[$\u20ac\u00a3\u00a5]?\s?\d[\d.,]*\s?(?:k|grand|thousand|euros?|dollars?|pounds?)?"
    r"(?![\w-])(?!\s*(?:km|miles?|steps|run|race|marathon|users|followers|words|lines)\b)"
    r"|[$\u20ac\u00a3\u00a5]\s?\d[\d.,]*\s?k?\b"
    r"|\b\d[\d.,]*\s?(?:k|grand|thousand|euros?|dollars?|pounds?)\s+(?:a|per|/)\s*(?:year|yr"
    r"|month|hour|hr)\b"
    r"|\b(?:base|offer\w*|equity|package|counter\w*)\b[^.]{0,40}?\d[\d.,]*\s?k\b"
    r"|\b\d[\d.,]*\s?k\s*(?:\+\s*equity|base|salary|a\s+year|/\s*y(?:ea)?r|per\s+year|tc|ote)\b"
    r"|\b(?:salary|salaries|income|wages?|paycheck|pay\s+rise|raise|earnings|bonus|hourly\s+rate"
    r"|day\s+rate|debt|savings|mortgage|net\s+worth)\b",
    _I,
)
_OLD_PAY_FIGURE = re.compile(
    r"[$\u20ac\u00a3\u00a5]?\s?\d[\d.,]*\s?(?:k|grand|thousand|euros?|dollars?|pounds?)\b"
    r"|[$\u20ac\u00a3\u00a5]\s?\d[\d.,]*",
    _I,
)

_BUDGET_CUES = (
    *("knock it down to ", "i can go up to ", "budget is now ", "we're at ", "keep it under "),
    *("bumped it to ", "my rate is ", "my day rate of ", "bumped my rates to ", "i charge "),
    *("new rate card went out: ", "about ", "max ", "now ", "his ", ", ", "x", "", ""),
)
_RATE_CUES = (
    *("my rate is ", "day rate ", "charges ", "their rate is ", "rate card of ", "charge "),
    *("now ", "bumped ", " and ", ", ", "? ", "x", "", "", ""),
)
_PAY_CUES = (
    *("on ", "earning ", "paid ", "salary of ", "comp is about ", "offer was ", "package "),
    *("base ", "now ", " and ", ", ", "? ", "x", "", "", ""),
)
"""What each site reads before an amount, and a little that none of them reads."""
_SIGNS = ("$", "\u00a3", "\u20ac", "\u00a5", "$ ", "\u00a3 ", "#", "")
_FIGURES = (
    *"0123456789",
    *("12", "450", "1400", "82.5", "1,400", "2.000,50", "1.", "10,", "99999", "7.5.5"),
)
_UNITS = (
    *("k", "K", " k", "m", "usd", " USD", "eur", " EUR", "euro", " euros", "gbp", "GBP"),
    *(" dollar", "dollars", " pound", "pounds", " quid", "quid", " bucks", " grand"),
    *(" thousand", "thousands", " yen", "eura", "ks", "k-", "", "", ""),
)
_PERIODS = (
    *("/h", "/ hr", "/hour", "/d", "/day", "/mo", "/ month", "/wk", "/week", "/yr", "/year"),
    *(" a year", " an hour", " a hour", " per day", " per month", " a week", " per session"),
    *(" a lesson", "ph", " p/h", " hourly", "hourly", "/hx", " per", " tc", " ote", " base"),
    *(" + equity", " salary", " words", " km", " miles", " users", " rows", " steps", "", ""),
)
_ENDS = (".", ",", "!", "?", " ", "-", "_", "x", " and", " total", "")


def _text(cues: tuple[str, ...]) -> st.SearchStrategy[str]:
    """Strings of amounts as said after `cues`: a cue, a sign, a figure, a unit, a period
    and an ending, each of them possibly absent; or the same parts in any order."""
    parts = (cues, _SIGNS, _FIGURES, _UNITS, _PERIODS, _ENDS)
    said = st.tuples(*map(st.sampled_from, parts)).map("".join)
    # most strings are one amount as said, the shape the patterns are for
    return st.one_of(
        said,
        said,
        said,
        st.lists(said, min_size=2, max_size=3).map("".join),
        st.lists(st.sampled_from(sum(parts, ())), max_size=14).map("".join),
        st.text(alphabet="0123456789$\u00a3\u20ac\u00a5,. /kKmeurosdlaphyq-", max_size=24),
    )


def _matches(
    pattern: re.Pattern[str], text: str
) -> list[tuple[tuple[int, int], dict[str, str | None]]]:
    return [(m.span(), m.groupdict()) for m in pattern.finditer(text)]


@settings(max_examples=1000, deadline=None)
@given(text=_text(_BUDGET_CUES))
@example(text="i charge 40 euros/h")
@example(text="i charge 40 eur per day, my rate is 40 GBP")
@example(text="budget is now 1,400.50 quid a month")
@example(text="knock it down to $ 2 k/wk")
def test_new_amounts_read_the_same_money(text: str) -> None:
    assert _matches(new_amounts._BUDGET.regex, text) == _matches(_OLD_BUDGET, text)
    assert _matches(new_amounts._RATE.regex, text) == _matches(_OLD_NEW_RATE, text)


@settings(max_examples=1000, deadline=None)
@given(text=_text(_RATE_CUES))
@example(text="10 eura hour")
@example(text="my rate is $45k/h, day rate 450 gbp")
@example(text="$ 2 k and 1400 words and 1,200.5 rows")
@example(text="my rate is now 0usd, my hourly is GBP 40, our daily's 300 eur")
def test_value_classes_read_the_same_money(text: str) -> None:
    assert _matches(value_classes._RATE, text) == _matches(_OLD_RATE, text)
    assert _matches(value_classes._RATE_SAID, text) == _matches(_OLD_RATE_SAID, text)
    assert _matches(value_classes._AMOUNT, text) == _matches(_OLD_AMOUNT, text)


@settings(max_examples=1000, deadline=None)
@given(text=_text(_PAY_CUES))
@example(text="on 82 .")
@example(text="salary of \u00a5 6,000 grand per year")
@example(text="offer was 120 dollar, base 95k tc")
@example(text="earning 40 euro a month, 82k + equity, x82k tc")
def test_topics_read_the_same_money(text: str) -> None:
    assert _matches(topics._MONEY.regex, text) == _matches(_OLD_MONEY, text)
    assert _matches(topics._PAY_FIGURE, text) == _matches(_OLD_PAY_FIGURE, text)

"""The words of the calendar, in lower case: what a name, a place or a maker never is.

"my daughter today", "my gym in January", "at Christmas": several readers must tell a
name or a place from a word of the calendar typed where one could stand. They share these
sets rather than each keeping its own list.
"""

from __future__ import annotations

__all__ = [
    "CALENDAR_WORDS",
    "DAYS",
    "HOLIDAYS",
    "MONTHS",
    "MONTH_PATTERN",
    "MONTH_WORDS",
    "ORDINAL",
    "RELATIVE_DAYS",
    "SEASONS",
    "WEEKDAY_PATTERN",
]

DAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
MONTHS = frozenset(
    """january february march april may june july august september october november
    december""".split()
)
MONTH_WORDS = MONTHS | frozenset("jan feb mar apr jun jul aug sep sept oct nov dec".split())
"""Months as words of a sentence, short or whole ("aug", "august")."""
HOLIDAYS = frozenset("christmas easter".split())
SEASONS = frozenset("spring summer autumn winter".split())
RELATIVE_DAYS = frozenset("today tomorrow yesterday tonight".split())
CALENDAR_WORDS = DAYS | MONTHS | HOLIDAYS
"""Days, months and holidays: the words a capital does not make a name of."""
MONTH_PATTERN = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
"""A month as typed in a date, short or whole ("sept", "Sept.", "september")."""
ORDINAL = r"(?:st|nd|rd|th)?"
"""The ending a day of the month may take ("3rd", "19th")."""
WEEKDAY_PATTERN = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
"""A day of the week spelt whole ("wednesday"); add `s?` for "every wednesday" said as
"wednesdays"."""

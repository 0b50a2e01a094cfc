"""When something in the user's week happens: "standup is at 9:15 every day".

People give the fixed points of their week as a thing and its time, with no "I": "practice
is tuesdays 5 to 6:30", "my shift starts at 6:45", "choir is thursday nights", "staff
meeting's on wednesday mornings now". The routine rules read what the user does ("I swim
on Mondays"); this reads what is on. `schedule_in(sentence)` gives the statement as the
user's ("my shift starts at 6:45"), from the thing on; a question, a thing done once ("the
meeting was at 9"), a plan ("the meeting will be at 3"), a thing of this week only ("the
meeting is at 3 today") and someone else's ("his practice is on tuesdays") are left alone.
"""

from __future__ import annotations

import re

from imprint.pipeline.screened import screened

__all__ = ["schedule_in"]

_EVENT = (
    r"(?:stand-?ups?|(?:staff|team|all-staff|all-hands|weekly|board|department|1:1|one-on-one)\s+"
    r"meetings?|meetings?|all-hands|retros?|shifts?|practices?|training|trainings|rehearsals?"
    r"|classe?s?|lessons?|lectures?|seminars?|choir|services?|mass|clinics?|sessions?|appointments?"
    r"|check-?ins?|therapy|physio|dialysis|infusions?|swim|gym|parkrun|league|book\s+club"
    r"|school\s+run|pick-?ups?|drop-?offs?|office\s+hours|surgery|rounds|on-?call|deliver(?:y|ies)"
    # "stock delivery comes tuesdays at 6am", "bins go out on thursdays": what comes or goes
    r"|drops?|collections?|bins|recycling|veg\s+box|milk"
    r"|market|bin\s+day|payday|pay\s+day|raids?"
    # "raid night is tuesday 8-11", "quiz night's thursdays": an evening the week keeps for it
    r"|(?:board\s+game|(?!(?:last|every|other|late|one|some|that|this|each|tomorrow|the|a|an|my"
    r"|our|all|first|opening|closing|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)[a-z&]{2,12})"
    r"\s+nights?)"
)
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_WHEN = (
    rf"(?:every\s+(?:other\s+)?(?:day|morning|evening|night|week|weekday|{_DAY})|{_DAY}s\b"
    rf"|(?:on\s+)?{_DAY}\s+(?:mornings?|afternoons?|evenings?|nights?|lunchtimes?)"
    rf"|(?:on\s+)?{_DAY}s?(?:\s*(?:,|and|&|or|-|to)\s*{_DAY}s?)+|daily|weekly|fortnightly|monthly"
    # "tuesday 8-11": one weekday and the hours, said of what is on every week
    rf"|(?:on\s+)?{_DAY}\s+(?:from\s+)?\d{{1,2}}(?:[:.]\d{{2}})?\s*(?:am|pm)?\s*(?:-|to|till|until)\s*"
    r"\d{1,2}"
    r"|(?:at|from|by)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\b|\d{1,2}(?::\d{2})?\s*(?:am|pm)\b"
    # "pickup is 3:15 sharp": a clock time with its minutes is a time of day
    r"|\d{1,2}:\d{2}\b"
    r"|\d{1,2}(?::\d{2})?\s*(?:-|to|till|until)\s*\d{1,2}(?::\d{2})?|(?:mornings|evenings|nights"
    r"|weekends|weekdays)\b"
    # "the last thursday of the month": a day a month keeps
    rf"|(?:on\s+)?(?:the\s+)?(?:first|second|third|fourth|last|1st|2nd|3rd|4th)\s+{_DAY}"
    r"\s+(?:of\s+)?(?:the|every|each|a)\s+month)"
)
_SCHEDULE = screened(
    rf"(?:^|[,;:]\s*|\b(?:and|but|so|btw|fyi|also|plus|now)\s+)(?P<told>(?P<own>(?:my|our)\s+)?"
    rf"(?:(?!(?:btw|fyi|so|and|but|also|plus|now|oh|ok|okay|well|anyway)\b)[a-z][\w-]*\s+){{0,2}}?"
    rf"{_EVENT}(?:'s|\s+(?:is|are|starts?|runs?|happens?|begins?|comes?|arrives?|lands?"
    rf"|go(?:es)?\s+out|turns?\s+up|gets?\s+(?:delivered|collected)"
    rf"|finish(?:es)?|ends?)|(?P<future>'ll\s+be|\s+will\s+be|(?:'s|\s+is)\s+going\s+to\s+be"
    rf"|(?:'s|\s+is)\s+gonna\s+be))\s+(?:(?:now|still|always|usually|normally|generally)\s+)?"
    rf"(?:at\s+|on\s+|from\s+)?(?={_WHEN})[^.;!?]+)",
    re.IGNORECASE,
)
"""A thing of the week, a present verb, and when: "practice is tuesdays 5 to 6:30"."""
_NOT_STANDING = re.compile(
    r"\b(?:today|tonight|tomorrow|this\s+(?:week|morning|afternoon|evening|time)|next\s+week"
    r"|cancell?ed|moved\s+to\s+(?:today|tomorrow)|just|until|till)\b",
    re.IGNORECASE,
)
"""A time of this week only, or one cut short: not the standing schedule."""
_OTHERS = re.compile(
    r"\b(?:his|her|their|your|the\s+kids'?|(?:son|daughter|wife|husband|partner|boss)'s)\s+$",
    re.IGNORECASE,
)
_RECURS = re.compile(
    rf"\b(?:every|each|daily|weekly|fortnightly|monthly|{_DAY}s|weekends|weekdays|mornings"
    r"|evenings|nights|afternoons|usually|always|normally|month)\b",
    re.IGNORECASE,
)
"""A time that comes round again: "every day", "tuesdays", "mornings"."""
_WEEKLY_BY_NATURE = re.compile(
    r"\b(?:stand-?ups?|shifts?|practice|rehearsals?|choir|retros?|payday|pay\s+day|bin\s+day"
    r"|school\s+run|pick-?ups?|drop-?offs?|league|book\s+club|office\s+hours|dialysis|raids?"
    r"|\w+\s+nights?)\b",
    re.IGNORECASE,
)
"""Things of a week by nature: "my shift starts at 6:45", "standup is at 9:15"."""
_THEIRS = re.compile(r"^(?:his|her|their|your|its)\b", re.IGNORECASE)
_THE = re.compile(r"^(?:the|a)\s+", re.IGNORECASE)
_CUT = re.compile(
    r"\s*(?:,\s*|\s+)(?:so|and\s+(?:i|we)|but|because|which|can\s+you|could\s+you|any|what|how"
    r"|help|please|pls)\b.*$",
    re.IGNORECASE,
)


def schedule_in(sentence: str, whole: str | None = None) -> str | None:
    """The statement of when a thing of the user's week is on, as the user's, or None.

    `whole` is the sentence `sentence` was cut from, when a reader cut it: it may say that
    a time told of the future lasts ("standup will be at 10 going forward").

    Not one after a clause of three words or more: "the twins go to hillcrest primary and
    pickup is 3:15" is told whole, and the readers of what the user tells keep it whole;
    the schedule alone would lose the school.
    """
    if sentence.rstrip().endswith("?") or not _may_hold(sentence.lower()):
        return None
    m = _SCHEDULE.search(sentence)
    if m is None or _OTHERS.search(sentence[: m.start("told")]):
        return None
    if len(sentence[: m.start("told")].split()) >= _TOLD_BEFORE_WORDS:
        return None
    told = _CUT.sub("", m.group("told")).strip(" ,")
    if _NOT_STANDING.search(told) is not None or _THEIRS.match(told):
        return None
    if m.group("future"):
        # "book club will be the last thursday of the month from now on": a plan, unless
        # it is said to last
        if _LASTS.search(sentence if whole is None else whole) is None:
            return None
        told = told.replace(m.group("future"), " is" if m.group("future")[0] == " " else "'s", 1)
    if _RECURS.search(told) is None and _WEEKLY_BY_NATURE.search(told) is None:
        return None  # "my appointment is at 2:30", "the meeting is at 3pm": one time
    if m.group("own"):
        return told
    return f"my {_THE.sub('', told)}"  # "the shift is 7 to 7": the user's


_TOLD_BEFORE_WORDS = 3
_LASTS = re.compile(
    r"\b(?:from\s+now\s+on|going\s+forward|from\s+(?:next|this)\s+\w+\s+on|for\s+good"
    r"|permanently|for\s+the\s+foreseeable(?:\s+future)?)\b",
    re.IGNORECASE,
)
"""What makes a time said of the future the standing one: "from now on", "going forward"."""


def _may_hold(lowered: str) -> bool:
    """Whether a sentence may tell a time at all: most hold no figure and no day word."""
    return _DIGIT.search(lowered) is not None or any(w in lowered for w in _TIME_WORDS)


_DIGIT = re.compile(r"\d")


_TIME_WORDS = ("day", "every", "morning", "evening", "night", "week")

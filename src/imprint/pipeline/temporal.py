"""When a time-bound statement stops being true: "until the 20th", "next week", "today".

`valid_until(text, now)` finds the first such phrase and resolves it against the injected
clock's `now` (never the wall clock). Dates without a year mean their next occurrence; a
period ("this week", "next month") ends at its last day, 23:59:59 UTC. A statement with an
end stays in the store and leaves policies once the end has passed.
"""

from __future__ import annotations

import calendar
import re
from datetime import datetime, timedelta

from imprint.pipeline.screened import screened

__all__ = ["bounded", "marks_period", "temporary", "valid_until"]

_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            "january jan enero janvier januar gennaio janeiro",
            "february feb febrero f\u00e9vrier februar febbraio fevereiro",
            "march mar marzo mars m\u00e4rz mar\u00e7o",
            "april apr abril avril aprile",
            "may mayo mai maggio maio",
            "june jun junio juin juni giugno junho",
            "july jul julio juillet juli luglio julho",
            "august aug agosto ao\u00fbt",
            "september sep sept septiembre septembre settembre setembro",
            "october oct octubre octobre oktober ottobre outubro",
            "november nov noviembre novembre novembro",
            "december dec diciembre d\u00e9cembre dezember dicembre dezembro",
        ),
        start=1,
    )
    for name in names.split()
}
_WEEKDAYS = {
    name: number
    for number, names in enumerate(
        (
            "monday lunes montag lundi segunda luned\u00ec",
            "tuesday martes dienstag mardi ter\u00e7a marted\u00ec",
            "wednesday mi\u00e9rcoles mittwoch mercredi quarta mercoled\u00ec",
            "thursday jueves donnerstag jeudi quinta gioved\u00ec",
            "friday viernes freitag vendredi sexta venerd\u00ec",
            "saturday s\u00e1bado samstag samedi sabato",
            "sunday domingo sonntag dimanche domenica",
        )
    )
    for name in names.split()
}
_MONTH = "|".join(sorted(map(re.escape, _MONTHS), key=len, reverse=True))
_WEEKDAY = "|".join(sorted(map(re.escape, _WEEKDAYS), key=len, reverse=True))
_UNTIL = (
    r"(?:until|till|til|through|thru|up\s+to|by|due(?:\s+on)?|before|back\s+(?:on|by|in)"
    r"|hasta(?:\s+el)?|bis(?:\s+zum)?"
    r"|jusqu'(?:au|\u00e0)|at\u00e9(?:\s+(?:o\s+)?dia)?|fino\s+a(?:l)?|entro(?:\s+il)?"
    r"|\u0434\u043e)"
)
_DAY = r"(?P<day>\d{1,2})(?![.,:]\d)(?:st|nd|rd|th|\.|\u00ba|\u00aa)?"
"""A day of the month; "CC BY 4.0" is a version and "until 5:30" a time, not a day."""
_DATE = re.compile(
    rf"\b{_UNTIL}\s+(?:the\s+)?(?:(?:end\s+of\s+(?:the\s+)?(?P<endmonth>{_MONTH}))"
    rf"|{_DAY}(?:\s+(?:of\s+|de\s+)?(?P<month>{_MONTH}))?"
    rf"|(?P<month2>{_MONTH})\s+(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?"
    rf"|(?:next\s+)?(?P<weekday>{_WEEKDAY}))\b",
    re.IGNORECASE,
)
_THEN = re.compile(r"\b(?:until|till|til|through|thru)\s+then\b", re.IGNORECASE)
_DAY_BEFORE_THEN = re.compile(
    rf"\b(?:(?:this|next|on|coming)\s+)?(?:(?P<weekday>{_WEEKDAY})\s+)?the\s+"
    rf"(?P<day>\d{{1,2}})(?:st|nd|rd|th)(?:\s+of\s+(?P<month>{_MONTH}))?\b"
    rf"|\b(?:this|next|on|coming)\s+(?P<weekday2>{_WEEKDAY})\b",
    re.IGNORECASE,
)
"""A day named before "until then" points back at it: "race is this sunday the 7th so
keep everything easy until then", "the move is on the 14th, till then ..."."""
_ORD = r"(?:st|nd|rd|th)?"
_RANGE = re.compile(
    rf"\b(?:from|between)\s+(?:the\s+)?(?:(?P<month0>{_MONTH})\s+)?\d{{1,2}}{_ORD}"
    rf"(?:\s+(?:of\s+)?(?:{_MONTH}))?"
    rf"\s*(?:to|and|till|until|through|thru|-|\u2013)\s*(?:the\s+)?(?:{_DAY}(?:\s+(?:of\s+)?"
    rf"(?P<month>{_MONTH}))?|(?P<month2>{_MONTH})\s+(?P<day2>\d{{1,2}}){_ORD})\b"
    rf"|\b\d{{1,2}}{_ORD}\s*(?:-|\u2013|to)\s*(?P<day3>\d{{1,2}}){_ORD}\s+(?:of\s+)?(?P<month3>{_MONTH})\b"
    # "oct 11 to 14": the month said once, before the first day
    rf"|\b(?P<month4>{_MONTH})\s+\d{{1,2}}{_ORD}\s*(?:-|\u2013|to|until|till|through)\s*"
    rf"(?P<day4>\d{{1,2}}){_ORD}\b"
    rf"|\b\d{{1,2}}{_ORD}\s+(?:of\s+)?(?:{_MONTH})\s*(?:to|-|\u2013|until|till|through)\s*"
    rf"(?P<day5>\d{{1,2}}){_ORD}\s+(?:of\s+)?(?P<month5>{_MONTH})\b"
    rf"|\b(?:{_MONTH})\s+\d{{1,2}}{_ORD}\s*(?:to|-|\u2013|until|till|through)\s*"
    rf"(?P<month6>{_MONTH})\s+(?P<day6>\d{{1,2}}){_ORD}\b",
    re.IGNORECASE,
)
"""A span of days ("from the 3rd to the 17th", "3-17 August", "June 10-14", "20 July to 3
August", "July 20 to August 3"): it ends on its last day."""
_PART = re.compile(
    rf"\b{_UNTIL}\s+(?:the\s+)?(?:(?P<part>mid|middle\s+of|early|beginning\s+of|start\s+of|late"
    rf"|end\s+of)[\s-]+(?:the\s+)?(?:(?P<month>{_MONTH})|(?P<unit>month|week|year))"
    rf"|(?P<bare>{_MONTH})(?!\s*\d))\b",
    re.IGNORECASE,
)
"""A bound given as part of a month ("until mid September", "till end of month") or a
whole month ("off until September": back when it starts)."""
_PART_DAY = {"mid": 15, "middle of": 15, "early": 7, "beginning of": 7, "start of": 7, "late": 25}
_PERFECT = re.compile(r"\b(?:been|have|has|had|'ve|since|past|last)\b", re.IGNORECASE)
"""What makes "for a year" a time already spent, not one still to run."""
_DUE = re.compile(
    rf"\b(?:due|deadline(?:\s+is)?)\s+(?:on\s+)?(?:{_DAY}\s+(?P<month>{_MONTH})"
    rf"|(?P<month2>{_MONTH})\s+(?P<day2>\d{{1,2}}))\b",
    re.IGNORECASE,
)
_PERIOD = re.compile(
    r"\b(?P<which>this|next|the\s+next|for\s+the\s+next|over\s+the\s+next|for\s+a|for)\s+"
    r"(?:(?P<count>\d+|two|three|four|five|six|few|couple\s+of)\s+)?"
    r"(?P<unit>week|weekend|month|quarter|sprint|year|days?|weeks|months|sprints|quarters"
    r"|weekends)\b"
    r"|\b(?P<single>today|tonight|tomorrow|this\s+afternoon|this\s+morning)\b"
    r"|\b(?:diese|n\u00e4chste)\s*(?P<de>woche|monat)\b"
    r"|\b(?:esta|la\s+pr\u00f3xima)\s+(?P<es>semana)\b"
    r"|\b(?:cette|la\s+semaine\s+prochaine)(?P<fr>\s+semaine)?\b",
    re.IGNORECASE,
)
_CJK_UNTIL = re.compile(
    r"(?P<day>\d{1,2})(?:\u65e5|\u53f7|\u865f|\uc77c)\s*(?:\u307e\u3067|\u4e3a\u6b62|\u4ee5\u524d|\uae4c\uc9c0)"
    r"|(?P<week>\u4eca\u9031|\u672c\u5468|\u8fd9\u5468|\uc774\ubc88\s*\uc8fc)"
)
_TEMPORARY = screened(
    # "10% off that" is a discount, not time off
    r"\b(?:(?<!%\s)(?<!%)off|away|out\s+of\s+(?:the\s+)?office|ooo"
    # "working from my parents' place this week", "freezing all new features for the next sprint"
    r"|working\s+(?:from|remotely|out\s+of)|staying\s+(?:at|with|in)|housesitting|freezing"
    r"|on\s+(?:leave|vacation|holiday|holidays"
    r"|a\s+trip|nights|call|parental\s+leave|sick\s+leave|sabbatical|jury\s+duty|\w+\s+leave"
    r"|secondment|placement|the\s+road)|on-call|travell?ing|hiking|camping|abroad"
    r"|at\s+(?:a|the)\s+(?:conference|retreat|offsite|course)"
    r"|fasting|covering\s+for|filling\s+in\s+for|standing\s+in\s+for|acting\s+up"
    r"|(?:dog|house|cat|baby|pet)-?sitting|visiting|staying\s+(?:in|at|with)|(?:i'?m|i\s+am|i'?ll\s+be|i\s+will\s+be|(?:i'?m|i\s+am|we'?re|we\s+are)\s+going\s+to\s+be|we'?ll\s+be|we\s+will\s+be)\s+in\s+[A-Z]\w*"
    # "I'll be out of the country", "we'll be at my in-laws": away from home
    r"|out\s+of\s+(?:the\s+)?(?:country|town|state)|(?:i'?ll|we'?ll|i\s+will|we\s+will)\s+be\s+at\s+(?:my|our)\s+[\w-]+(?:'s)?|busy|swamped|unavailable|offline"
    r"|de\s+(?:vacaciones|viaje)|im\s+urlaub|unterwegs|en\s+(?:cong\u00e9|vacances|d\u00e9placement)"
    r"|de\s+f\u00e9rias|in\s+ferie|in\s+viaggio|\u0432\s+\u043e\u0442\u043f\u0443\u0441\u043a\u0435"
    r"|\u0432\s+\u043a\u043e\u043c\u0430\u043d\u0434\u0438\u0440\u043e\u0432\u043a\u0435)\b"
    r"|\u51fa\u5dee|\u4f11\u5047|\u51fa\u5f35|\u4f11\u307f|\ucd9c\uc7a5|\ud734\uac00",
    re.IGNORECASE,
)
_PARTICLE_OFF = re.compile(
    r"\b(?:sign|kick|pa(?:y|id)|turn|switch|log|call|show|drop|top|round|sell|sold|push|shut"
    r"|tick|cross|brush|pull|set|cut|wr[io]te|written|finish|polish|knock|nod|fend|shake|shook"
    r"|shrug|tee|face|play|wipe|wash|scrape|peel|tear|tore|torn|rip|strip|seal|cordon|mark)"
    r"(?:s|ed|d|ing|ped|ping|ted|ting)?\s+off\b(?!\s+(?:sick|work|for|until|till|from))",
    re.IGNORECASE,
)
"""An "off" that belongs to its verb ("the board signed off this morning", "kicked off today",
"paid off the van"): no time off, so "this morning" does not bound what is said. Signed off
sick or off work still is."""
_STARTS_AT = re.compile(r"\b(?:from|starting|start|starts|after|beginning|as\s+of)\s+$", re.I)
"""What makes "the next quarter" when something begins, not how long it lasts."""
_SIGNED_OFF = re.compile(
    r"\b(?:i'?m|i\s+am|i'?ve\s+been|i\s+was|been|got|getting|signed\s+me)\s+(?:signed\s+)?off\b"
    r"(?=.*\b(?:sick|work|flu|ill|gp|doctor|this|next|for|until|till|week|weeks|month))",
    re.IGNORECASE,
)
"""The user signed off work by a doctor, whatever follows ("I've been signed off by the GP
this week")."""
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "few": 3, "couple of": 2}


def _end_of_day(day: datetime) -> datetime:
    return day.replace(hour=23, minute=59, second=59, microsecond=0)


def _next_date(now: datetime, month: int, day: int) -> datetime | None:
    for year in (now.year, now.year + 1):
        if day > calendar.monthrange(year, month)[1]:
            continue
        candidate = _end_of_day(now.replace(year=year, month=month, day=day))
        if candidate >= now:
            return candidate
    return None


def _next_day_of_month(now: datetime, day: int) -> datetime | None:
    year, month = now.year, now.month
    for _ in range(3):
        if day <= calendar.monthrange(year, month)[1]:
            candidate = _end_of_day(now.replace(year=year, month=month, day=day))
            if candidate >= now:
                return candidate
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return None


def _end_of_month(now: datetime, month: int) -> datetime:
    year = now.year if month >= now.month else now.year + 1
    last = calendar.monthrange(year, month)[1]
    return _end_of_day(now.replace(year=year, month=month, day=last))


def _end_of_week(now: datetime, weeks_ahead: int) -> datetime:
    sunday = now + timedelta(days=6 - now.weekday() + 7 * weeks_ahead)
    return _end_of_day(sunday)


def _from_part(m: re.Match[str], now: datetime) -> datetime | None:
    """The end of "until mid September", "till end of month", "off until September"."""
    bare = m.group("bare")
    if bare is not None:
        return _next_date(now, _MONTHS[bare.lower()], 1)
    part = " ".join(m.group("part").lower().split())
    unit = (m.group("unit") or "").lower()
    if unit == "week":
        return _end_of_week(now, 0)
    if unit == "year":
        return _end_of_day(now.replace(month=12, day=31))
    month = _MONTHS[m.group("month").lower()] if m.group("month") else now.month
    if part == "end of":
        return _end_of_month(now, month)
    return _next_date(now, month, _PART_DAY[part])


def _from_date(m: re.Match[str], now: datetime) -> datetime | None:
    groups = m.groupdict()
    if groups.get("endmonth"):
        return _end_of_month(now, _MONTHS[groups["endmonth"].lower()])
    month = groups.get("month") or groups.get("month2") or groups.get("month3")
    month = month or groups.get("month4") or groups.get("month5") or groups.get("month6")
    month = month or groups.get("month0")  # "from oct 11 to 14": the month of the first day
    day = groups.get("day") or groups.get("day2") or groups.get("day3") or groups.get("day4")
    day = day or groups.get("day5") or groups.get("day6")
    if day is not None and month is not None:
        return _next_date(now, _MONTHS[month.lower()], int(day))
    if day is not None:
        return _next_day_of_month(now, int(day))
    weekday = groups.get("weekday")
    if weekday is not None:
        ahead = (_WEEKDAYS[weekday.lower()] - now.weekday()) % 7
        return _end_of_day(now + timedelta(days=ahead))
    return None


def _from_period(m: re.Match[str], now: datetime) -> datetime | None:
    single = (m.group("single") or "").lower()
    if single:
        return _end_of_day(now + timedelta(days=1 if single == "tomorrow" else 0))
    if m.group("de") or m.group("es") or m.group("fr"):
        upcoming = "n\u00e4chste" in m.group(0).lower() or "pr" in m.group(0).lower()
        return _end_of_week(now, 1 if upcoming else 0)
    which = " ".join(m.group("which").lower().split())
    unit = m.group("unit").lower().rstrip("s")
    raw = (m.group("count") or "").lower()
    count = int(raw) if raw.isdigit() else _COUNTS.get(" ".join(raw.split()), 1)
    if which in {"for the next", "over the next", "the next", "for a", "for"} or raw:
        days = {"day": 1, "week": 7, "weekend": 3, "month": 30, "quarter": 91, "sprint": 14}
        return _end_of_day(now + timedelta(days=days.get(unit, 365) * count))
    ahead = 1 if which == "next" else 0
    if unit in {"week", "weekend"}:
        return _end_of_week(now, ahead)
    if unit == "month":
        month = (now.month - 1 + ahead) % 12 + 1
        return _end_of_month(now, month)
    if unit == "quarter":
        month = ((now.month - 1) // 3 + 1 + ahead) * 3
        return _end_of_month(now, (month - 1) % 12 + 1)
    if unit == "sprint":
        return _end_of_day(now + timedelta(days=14 * (ahead + 1)))
    if unit == "year":
        return (
            _end_of_day(now.replace(month=12, day=31))
            if not ahead
            else _end_of_day(now.replace(year=now.year + 1, month=12, day=31))
        )
    return None


_DAY_SAID = re.compile(
    r"(?:\b(?:the|el|zum|au|al|dia|o)\s+\d|\d(?:st|nd|rd|th|\.|\u00ba|\u00aa))", re.IGNORECASE
)
"""What makes a number after "until" a day of the month: "until the 20th", "hasta el 20"."""


def _an_hour(bound: re.Match[str]) -> bool:
    """Whether a bound read as a day of the month is an hour ("open 8 till 5", "in bed by 7")."""
    said = bound.groupdict()
    if not said.get("day") or said.get("month"):
        return False
    return _DAY_SAID.search(bound.group(0)) is None


def valid_until(text: str, now: datetime) -> datetime | None:
    """When the statement in `text` stops being true, resolved against `now`, or None.

    An explicit bound ("until the 20th", "for the next month", "due 14 March") always
    counts. A bare period ("next week", "this month", "today") counts only beside a
    temporary state ("I'm off next week", "on nights all this month"), since "my daughter
    turns 7 next month" states something that outlasts the month.
    """
    then = _THEN.search(text)
    # the day named nearest before "then": "the 3 of us" is no day, "the 7th" is
    said = (
        next(reversed(list(_DAY_BEFORE_THEN.finditer(text, 0, then.start()))), None)
        if then is not None
        else None
    )
    if said is not None:
        if said.group("day"):
            month = said.group("month")
            day = int(said.group("day"))
            return (
                _next_date(now, _MONTHS[month.lower()], day)
                if month
                else _next_day_of_month(now, day)
            )
        ahead = (_WEEKDAYS[said.group("weekday2").lower()] - now.weekday()) % 7
        return _end_of_day(now + timedelta(days=ahead))
    found = [b for b in (p.search(text) for p in (_RANGE, _PART, _DATE, _DUE)) if b is not None]
    for bound in sorted(found, key=lambda b: b.start()):
        if bound.re is _DATE and _an_hour(bound):
            continue
        end = _from_part(bound, now) if bound.re is _PART else _from_date(bound, now)
        if end is not None:
            return end
    m = _PERIOD.search(text)
    which = " ".join((m.group("which") or "").lower().split()) if m is not None else ""
    away = temporary(text)
    if m is not None and which in ("for", "for a"):
        # "in Tokyo for two weeks" runs out; "lived here for a year" was already spent.
        if not away or _PERFECT.search(text):
            return None
        return _from_period(m, now)
    if m is not None and which.startswith("the next") and _STARTS_AT.search(text, 0, m.start()):
        m = None  # "from the next quarter": when something begins, not how long it lasts
    if m is not None and which == "the next" and not m.group("count") and m.group("unit") == "day":
        m = None  # "im useless the next day": the day after, no span the statement lasts
    if m is not None and which.startswith(("for", "over", "the next")):
        return _from_period(m, now)
    if not away:
        return None
    if m is not None:
        return _from_period(m, now)
    cjk = _CJK_UNTIL.search(text)
    if cjk is not None:
        if cjk.group("day"):
            return _next_day_of_month(now, int(cjk.group("day")))
        return _end_of_week(now, 0)
    return None


def marks_period(text: str) -> bool:
    """Whether `text` bounds a time (a date, a span, a period) or states a temporary absence."""
    return temporary(text) or any(
        p.search(text) is not None for p in (_RANGE, _PART, _DATE, _DUE, _PERIOD)
    )


def temporary(text: str) -> bool:
    """Whether `text` states a temporary state ("off", "on leave", "in Tokyo", "travelling")."""
    if _SIGNED_OFF.search(text):
        return True  # "I'm signed off this week with flu": a sick note
    if _TEMPORARY.search(text) is None:
        return False
    if not _PARTICLE_OFF.search(text):
        return True
    return _TEMPORARY.search(_PARTICLE_OFF.sub(" ", text)) is not None


def bounded(text: str) -> bool:
    """Whether `text` names when something ends (the cases `valid_until` resolves).

    A date or a span counts alone; a period only beside a temporary state.
    """
    if any(p.search(text) is not None for p in (_RANGE, _PART, _DATE, _DUE)):
        return True
    then = _THEN.search(text)
    if then is not None and _DAY_BEFORE_THEN.search(text, 0, then.start()) is not None:
        return True
    return _PERIOD.search(text) is not None and temporary(text)

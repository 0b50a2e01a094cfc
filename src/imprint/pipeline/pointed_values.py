"""A new value said of what was just talked about: "its 175 now", "thats wednesday mornings now".

People give the new value of something with nothing but a pointer: "rates went up jan 1, its
175 now for everybody", "retested yesterday, 248 now!!", "staff meeting? thats wednesday
mornings now". Read alone such a clause names no attribute, so no rule keeps it. It is kept
in the user's words (with the words before it in the reply that say what it is about) and
told as a change that revises the user's last word: an answer of the same session that gave
a value of the same kind ("150/hr" after "what hourly rate should I put?") is out of date
(`supersede.revises`). Values are figures (a sum, a rate, a percentage, a count), clock
times and weekdays; "it's fine now" and "that's done now" give none.

The same holds for a value said of a thing that is named ("weekend curfew is 11:30 now as
long as he texts") and for a new figure to aim for, told as a plan ("let's go for 2600 a
day", "bump it to 30% then"), which needs a measure or a period so that a pick by number
("let's go for 2") is none.

Said weeks later of "it" alone ("they moved it to thursday", "oh and its 40 now"), a new
value has no answer of the session to revise: `retires_pointed` lets consolidation retire
the one earlier fact that holds another value of its kind (`consolidate._pointed_at`).
"""

from __future__ import annotations

import re
from datetime import datetime

from imprint.pipeline import heuristics as h
from imprint.pipeline.calendar_words import (
    DAYS,
    MONTH_PATTERN,
    MONTH_WORDS,
    ORDINAL,
    WEEKDAY_PATTERN,
)
from imprint.pipeline.switches import switch_in
from imprint.pipeline.temporal import valid_until
from imprint.pipeline.value_classes import PRESCRIBER_MOVED, swapped_price

__all__ = [
    "other_value_of_kind",
    "pointed_change",
    "pointed_search_words",
    "replaced_values",
    "retires_pointed",
    "said_with_lead",
    "swapped_value",
    "value_now",
    "when_pointed",
]

_I = re.IGNORECASE

_DAY = rf"{WEEKDAY_PATTERN}s?"
_PAID_BY = r"(?:an?|per|/)\s*(?:word|hour|hr|day|page|session|lesson|class|night|head|month|week)\b"
"""What a rate is paid by ("its 0.12 a word now", "40 an hour"): one list for the value and
the change said of it."""
_FIGURE = (
    r"[$\u00a3\u20ac]?\d[\d.,:]*\s*(?:%|k\b|am\b|pm\b|/\s*h(?:r|our)?\b"
    r"|" + _PAID_BY + r"|units?\b|mg\b|kg\b|lbs?\b|w\b|watts\b|bpm\b|miles\b|km\b|percent\b)?"
)
_VALUE = (
    rf"(?:{_DAY}(?:\s+(?:and|&|/)\s+{_DAY})*(?:\s+(?:mornings?|afternoons?|evenings?|nights?))?"
    rf"|{_FIGURE})"
)
_NOW_VALUE = re.compile(
    r"(?:^|(?:[;!?]|[,:.](?!\d))\s*|\b(?:so|and|but)\s+|(?<=\w)(?:\s+(?:is|are)|'s)\s+)"
    r"(?P<pointer>(?:it'?s|its|it\s+is|that'?s|thats|that\s+is|they'?re|theyre)\s+)?"
    rf"(?:now\s+{_VALUE}|{_VALUE}\s+now)"
    # what may follow before the clause ends: "for everybody", "as of monday"
    r"(?:\s+(?:for\s+(?:everybody|everyone|all|all\s+of\s+them|new\s+clients)|across\s+the\s+board"
    r"|as\s+of\s+\w+|since\s+\w+|then"
    # "its thursdays now same time": what stays as it was
    r"|(?:(?:at\s+)?the\s+)?same\s+(?:time|times|hours?|place|room|channel|as\s+before)))?\s*(?:[,.;!]|$"
    # or a condition or a reason: "curfew is 11:30 now as long as he texts"
    r"|(?:as|so)\s+long\s+as\b|provided\b|unless\b|because\b|cos\b|cause\b|since\b)",
    _I,
)
_PER = (
    r"(?:a|an|per|each|every|/)\s*(?:day|night|week|month|meal|session|hour|hr|h)\b"
    r"|daily\b|weekly\b|monthly\b|nightly\b"
)
_MEASURE = (
    r"(?:%|(?:percent|kcal|cals?|calories|steps|g|grams|mg|ml|km|k|miles|words|pages|mins?"
    r"|minutes|hrs?|hours)\b)"
)
_SET_TO = re.compile(
    r"\b(?:let'?s\s+(?:go\s+for|do|make\s+it|try|aim\s+for|go\s+with)|(?:bump|put|set|move|up"
    r"|take|taking|took|rais)[a-z]{0,4}\s+(?:me|it|us|that)\s+(?:up\s+|down\s+)?(?:to|at|on)"
    r"|aim(?:ing)?\s+for|target(?:ing)?|(?:my|the|our)\s+(?:new\s+)?(?:target|goal)\s+is)\s+"
    r"(?:like\s+|about\s+|around\s+|roughly\s+|~\s*)?"
    rf"(?:[$\u00a3\u20ac]\d[\d.,]*k?\b|\d[\d.,]*\s*(?:{_MEASURE}|[a-z]+\s+(?={_PER}))?\s*"
    rf"(?:{_PER}|(?<=[a-z%])))",
    _I,
)
"""A new figure to aim for, told as a plan: "let's go for 2600 a day", "bump me to like 2600
a day", "aiming for 12k steps now". The figure needs a measure or a period, so a pick by
number ("let's go for 2") and a plan ("let's do 3 of them") give none."""
_DIGIT = re.compile(r"\d")
_NOT_A_STATE = re.compile(
    r"\b(?:step|part|page|chapter|episode|level|round|rep|set|question|item|task|number|no\.?|#)\s*"
    r"(?:\d+\s+)?now\b|\b(?:doing|on|at|reading|watching|playing)\s+\S+\s+now\b",
    _I,
)
"""Where the user is in a task ("on step 4 now", "doing 3 now"), not a value that holds."""
_LEAD_WORDS = 6
"""Words of the sentence before kept with a bare pointed clause: what "that" is about."""
_LEAD_MIN = 3


def value_now(sentence: str, previous: str = "") -> str | None:
    """The user's words that give a new value with a pointer, as a memory, or None.

    "thats wednesday mornings now" after "... so it doesnt clash with staff meeting?" keeps
    the last words of that sentence with it: 'The user said: "... clash with staff meeting?
    thats wednesday mornings now"'.
    """
    if sentence.rstrip().endswith("?"):
        return None  # "bump me to 2600 a day?" asks
    m = _NOW_VALUE.search(sentence) if "now" in sentence.lower() else None
    if m is None and _DIGIT.search(sentence) is not None:
        m = _SET_TO.search(sentence)  # every figure set holds a digit: most sentences none
    if m is None and "instead" in sentence.lower() and not _FOR_ONCE.search(sentence):
        m = _DATE_INSTEAD.search(sentence)
        if m is not None and "?" in sentence[m.end() :]:
            m = None  # "can we do the 14th instead?": asked, in words to send
    if m is None or _NOT_A_STATE.search(sentence):
        return None
    moved = PRESCRIBER_MOVED.match(sentence.strip())
    if moved is not None:
        # "gp put me up to 100mg on monday": the user's own prescriber, its "my" dropped
        content = h.canonical(f"my {_CLAUSE_AFTER.split(sentence.strip(), maxsplit=1)[0]}")
        if content is not None:
            return content
    return said_with_lead(sentence, previous, at=m.start())


_CLAUSE_AFTER = re.compile(r"\s*[,;]\s*|\s+-+\s+")
"""Where the clause a dose was moved in ends ("..., feeling a bit off")."""


_WHEN_POINTED = re.compile(
    r"^\W*(?:that'?s|thats|this\s+is|which\s+is)\s+(?:when|the\s+day|the\s+night|the\s+time)\s+"
    r"(?:we|i)\b[^?]*\b(?:every|each)\s+(?:single\s+)?(?:week|day|month|fortnight|time|year"
    r"|morning|evening|night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b",
    re.IGNORECASE,
)
"""A routine said of a time the sentence before named ("can you check them before thursday?
thats when we have our lesson every week")."""


def when_pointed(sentence: str, previous: str) -> str | None:
    """A routine said of "that" time, kept with the words before that name it, or None."""
    if _WHEN_POINTED.match(sentence) is None:
        return None
    return said_with_lead(sentence, previous)


def said_with_lead(sentence: str, previous: str, *, at: int = 0) -> str:
    """`sentence` kept as said, after the last words of `previous` when it opens by pointing.

    A clause that starts at `at` with nothing before it points at what came before ("thats
    wednesday mornings now", "it's 14 larkspur lane"): the sentence before says what.
    """
    said = sentence.strip().rstrip(".")
    if at == 0 or not sentence[:at].strip(" ,;:!?."):
        words = previous.split()
        if len(words) >= _LEAD_MIN:  # "oof ok." says nothing of what it is about
            said = f"... {' '.join(words[-_LEAD_WORDS:])} {said}"
    return 'The user said: "' + said.replace('"', "'") + '".'


_KINDS = (
    (
        "date",
        re.compile(
            rf"(?:\b{MONTH_PATTERN}\s+\d{{1,2}}{ORDINAL}\b|\b\d{{1,2}}{ORDINAL}\s+(?:of\s+)?"
            rf"{MONTH_PATTERN}\b)"
            # "oct 11 to 14": the end of a range is a day of the date, no figure
            rf"(?:\s*(?:-|to|until|till)\s*\d{{1,2}}{ORDINAL}\b)?",
            _I,
        ),
    ),
    ("percent", re.compile(r"(?<![\w.,])\d[\d.,]*\s*(?:%|percent\b)", _I)),
    ("clock", re.compile(r"(?<![\w.,:])\d[\d:]*\s*(?:am|pm)\b|\b\d{1,2}:\d\d\b", _I)),
    ("day", re.compile(r"\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*days?\b|\bweds?\b|\bthurs?\b", _I)),
    ("figure", re.compile(r"(?<![\w.])[$\u00a3\u20ac]?\d[\d.,]*(?![\d:]|\s*(?:%|am\b|pm\b))", _I)),
)


def _values(content: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    rest = content
    for kind, pattern in _KINDS:
        for m in pattern.finditer(rest):
            found.setdefault(kind, set()).add(m.group(0).lower().strip())
        rest = pattern.sub(" ", rest)  # a figure read as a percentage is no count as well
    return found


def other_value_of_kind(content: str, old_content: str) -> bool:
    """Whether `content` gives a value of a kind `old_content` holds, and not the same one."""
    return bool(_other_kinds(content, old_content))


def replaced_values(content: str, old_content: str) -> frozenset[str]:
    """The values `old_content` holds of the kinds `content` gives another value of.

    Two facts that hold the same old rate ("The user's hourly rate is $28/hr.", "The user
    charges $28/hr for lessons") are one value said twice: "bumped it to $35" retires both.
    """
    old = _values(old_content)
    return frozenset(v for kind in _other_kinds(content, old_content) for v in old[kind])


def _other_kinds(content: str, old_content: str) -> set[str]:
    """The kinds of value `content` gives that `old_content` holds another value of."""
    new, old = _values(_given(content)), _values(old_content)
    return {kind for kind, values in new.items() if kind in old and not values & old[kind]}


def _given(content: str) -> str:
    """The part of `content` that gives the new value, the value before "instead" if any.

    "can't do tuesday so I'm going thursday instead" gives thursday; without "instead" the
    whole content gives it.
    """
    m = _DATE_INSTEAD.search(content) if "instead" in content.lower() else None
    return content if m is None else m.group(0)


_INSTEAD = (
    rf"\b(?:{MONTH_PATTERN}\s+\d{{1,2}}{ORDINAL}|\d{{1,2}}{ORDINAL}\s+(?:of\s+)?{MONTH_PATTERN}"
    rf"|(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)|{WEEKDAY_PATTERN}s?|\d{{1,2}}(?::\d\d)?\s?(?:am|pm))"
    rf"(?:\s*(?:-|to|until)\s*\d{{1,2}}{ORDINAL})?\s+instead\b(?!\s+of\b)"
)
"""A date in place of the one a thing had, the thing unnamed: "they've offered us September
26th instead", "oct 11 to 14 instead"."""
_DATE_INSTEAD = re.compile(_INSTEAD, _I)
_FOR_ONCE = re.compile(
    r"\b(?:this\s+(?:week|time|once|one)|just\s+(?:this|for)|only\s+this|for\s+now|today|tonight"
    r"|tomorrow|this\s+week\s+only)\b",
    _I,
)
"""What says a date in place of another holds once ("this week only im doing my long run on
saturday instead"): no value the thing keeps."""
_POINTED_CHANGE = re.compile(
    r"\b(?:moved|changed|pushed|put|bumped|raised|switched|upped|shifted|brought)\s+(?:it|that|them)"
    r"\s+(?:up\s+|back\s+|forward\s+)?to\b"
    # "the exam was moved to august 20": said of a thing with no value beside it
    r"|\b(?:was|were|got|been|is\s+being)\s+(?:moved|pushed|bumped|shifted|rescheduled|postponed"
    r"|brought\s+forward)\s+(?:back\s+|forward\s+)?to\b"
    r"|(?:^|[,;:.!?]\s*|\b(?:and|but|so|oh)\s+)(?:it'?s|its|that'?s|thats)\s+(?:now\s+)?"
    r"[$\u00a3\u20ac]?\d[\d.,]*\s*(?:%|k\b|/\s*h(?:r|our)?\b"
    r"|" + _PAID_BY + r")?\s+now\b|" + _INSTEAD,
    _I,
)
"""A change said of "it" alone: "they moved it to thursday", "oh and its 40 now", "its 0.12 a
word now", "they've offered us the 26th instead"."""
_MONEY_OR_RATE = re.compile(
    r"[$\u00a3\u20ac]\s?\d|\d\s?(?:k\b|/\s*(?:h|hr|hour|day|d)\b|an?\s+(?:hour|day)\b|per\s+(?:hour|day"
    r"|word|session)\b)|\b(?:rate|price|fee|charge[sd]?)\b",
    _I,
)
"""A sum or a rate: the figure "its 40 now" may be the new value of."""


def pointed_change(content: str) -> bool:
    """Whether `content` gives a new value of something it names only as "it"."""
    return _POINTED_CHANGE.search(content) is not None


def retires_pointed(content: str, old_content: str) -> bool:
    """Whether a change said of "it" (`content`) gives another value of a kind `old_content` holds.

    Weekdays, clock times and percentages are their own kinds; a bare figure ("its 40 now")
    is the new value only of a sum or a rate ("GBP 35/hr"), not of an age or a count.
    """
    kinds = _other_kinds(content, old_content)
    return bool(kinds - {"figure"}) or (
        "figure" in kinds and _MONEY_OR_RATE.search(old_content) is not None
    )


_WEEKDAYS = tuple(f"{day}{end}" for day in sorted(DAYS) for end in ("", "s"))


def pointed_search_words(content: str) -> tuple[str, ...]:
    """Words that find what a change said of "it" may give a new value of.

    "they moved it to thursday" shares no word with "football practice tuesdays": the
    weekdays find it; "its 40 now" finds a rate by the words a rate is said with.
    """
    kinds = _values(content)
    words: list[str] = []
    if "day" in kinds:
        words += _WEEKDAYS
    if "date" in kinds:
        words += sorted(MONTH_WORDS)
    if "figure" in kinds or "percent" in kinds:
        words += ["rate", "rates", "price", "fee", "charge", "hour", "hr"]
    return tuple(words)


_TIED = re.compile(
    r"\b(?:deal|contract|tariff|plan|subscription|membership|fixed|till|until|expires?|renew\w*"
    r"|account|price|fee|rate|discount|trial|cancel\w*)\b|[$\u00a3\u20ac]\s?\d",
    _I,
)
"""What an old value's own terms are (a deal, a price, an end): they go with it."""


_THE_USER = re.compile(r"^the\s+user\s+", _I)


def switched_into(content: str, old_content: str) -> str | None:
    """`old_content` with the old value of the switch `content` states put to the new one.

    "The user switched from substack to buttondown" retires "The user writes a newsletter
    called slow bread on substack, goes out every thursday morning": the newsletter and its
    day still hold, on the new host. None unless the old text holds the old value once, as
    whole words, and not the new one; None too when it holds terms of the old value's own
    ("on a fixed deal till march" with british gas goes with british gas).
    """
    if _TIED.search(old_content) is not None:
        return None
    # "The user switched from substack to buttondown." (the switch as `switches.py` words
    # it) and "Finally moved slow bread off substack onto buttondown." read the same way
    switch = switch_in(_THE_USER.sub("I ", content.strip()))
    if switch is None or switch.old is None:
        return None
    old, new = switch.old, switch.new.rstrip(".")
    held = list(re.finditer(rf"(?<![\w'-]){re.escape(old)}(?![\w'-])", old_content, _I))
    if len(held) != 1 or re.search(rf"(?<![\w'-]){re.escape(new)}(?![\w'-])", old_content, _I):
        return None
    if old_content.strip().casefold() == content.strip().casefold():
        return None
    at = held[0]
    if not _HOSTED.search(old_content[: at.start()]):
        # "The user's 2012 vw polo keeps stalling": what was said of the old thing itself
        # went with it; what the user did on or with it ("a newsletter on substack") moves
        return None
    return old_content[: at.start()] + new + old_content[at.end() :]


_HOSTED = re.compile(
    r"\b(?:on|onto|with|via|through|at|in|using|use|uses|from|to|for|into|by|over)\s+"
    r"(?:(?:the|a|an|my|our|their|his|her)\s+)?$",
    _I,
)
"""The end of the words before a value something of the user's is on, with or through."""


_SPANS = {
    "date": re.compile(
        rf"\b(?:{MONTH_PATTERN}\s+\d{{1,2}}{ORDINAL}|\d{{1,2}}{ORDINAL}\s+(?:of\s+)?{MONTH_PATTERN})"
        rf"(?:\s*(?:-|to|until|till)\s*\d{{1,2}}{ORDINAL}\b)?",
        _I,
    ),
    "day": re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b", _I),
    "clock": re.compile(r"(?<![\w.,:])\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|\b\d{1,2}:\d\d\b", _I),
}
"""Where a value of each kind a new value can be swapped into is written, a range with it
("oct 4-7", "September 12th")."""


_WHEN_WORD = re.compile(
    rf"\b(?:(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?s?|{MONTH_PATTERN}"
    r"|\d{1,2}(?::\d\d)?\s?(?:am|pm))(?![\w'])",
    _I,
)
"""A word of when: a weekday, short or whole, a month, a clock time."""


def _more_changed(content: str, old_content: str) -> bool:
    """Whether `content` says more of when than the one value it gives and the old ones.

    "make it tue thu, 7pm instead" after "mon wed fri, 6am" changes the days too: the old
    fact is not the new one with 7pm in it.
    """
    given = _given(content)
    rest = content.replace(given, " ") if given != content else ""
    old = {w.group(0).lower() for w in _WHEN_WORD.finditer(old_content)}
    return any(w.group(0).lower() not in old for w in _WHEN_WORD.finditer(rest))


def swapped_value(
    content: str, old_content: str, now: datetime
) -> tuple[str, datetime | None] | None:
    """`old_content` with its one date, weekday or time put to the one `content` gives, or None.

    "they've offered us September 26th instead" retires "The wedding is September 12th at
    Ashgrove Barn, about 80 guests": the barn and the guests still hold, so the old memory
    is written again with the new date. None unless each holds one value of a single kind
    they share, and the two differ. The end is the new text's when the old text gave one
    ("kyoto, oct 4-7" ended on the 7th; "oct 11 to 14" ends on the 14th). Only a value said
    of "it" is swapped: "new venue is a barn in Sonoma and the wedding is now October 3"
    names what changed, and the old venue must not stay beside the new date. A price set
    anew by name ("The cut and blow dry is now GBP 42") is written into the list of prices
    that held the old one (`value_classes.swapped_price`).
    """
    priced = swapped_price(content, old_content)
    if priced is not None:
        return priced, None
    moved = switched_into(content, old_content)
    if moved is not None:
        return moved, None
    if not pointed_change(content) or _more_changed(content, old_content):
        return None
    kinds = [k for k in _other_kinds(content, old_content) if k in _SPANS]
    if len(kinds) != 1:
        return None
    new_values, old_values = _values(_given(content)), _values(old_content)
    if any(new_values.get(k, set()) - old_values.get(k, set()) for k in _SPANS if k != kinds[0]):
        return None  # "moved them to mondays at 8am": the day changed with the time
    pattern = _SPANS[kinds[0]]
    new = [m.group(0) for m in pattern.finditer(_given(content))]
    old = list(pattern.finditer(old_content))
    if len(new) != 1 or len(old) != 1 or new[0].casefold() == old[0].group(0).casefold():
        return None
    at = old[0]
    swapped = old_content[: at.start()] + new[0] + old_content[at.end() :]
    ended = valid_until(old_content, now) is not None
    return swapped, valid_until(swapped, now) if ended else None

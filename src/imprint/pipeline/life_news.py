"""News of the user's life: a clause telling that something about them has just changed.

The disclosure reading (`disclosures.py`) keeps standing states and habits, and keeps a past
verb only with a span of years, since most past clauses tell of a day ("I went to a concert
last night"). A change of life is told the same way, but with a verb of moving, joining,
switching or acquiring and a recent time: "I transferred to the emergency department in May",
"we adopted a second greyhound last month", "picked up a used hatchback last week". And a new
habit is told in the progressive with "now" or "again": "I'm going evenings now", "I'm eating
fish again". Those are what a note-taker updates, so this module says which clauses they are.

What it leaves alone: past verbs of a day ("I left my keys at home again"), progressives of
the moment ("I'm eating lunch now", "I'm going to bed now"), and change verbs with no time
("I moved the file"), which as often tell of the task at hand.
"""

from __future__ import annotations

import re

from imprint.pipeline.subjects import subject_of

__all__ = ["life_news", "news_about"]

_I = re.IGNORECASE

_MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
    "|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec"
)
_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend"
_RECENT = re.compile(
    rf"\b(?:last\s+(?:week|month|year|spring|summer|autumn|fall|winter|{_DAYS}|{_MONTHS})"
    rf"|(?:in|since|back\s+in|as\s+of)\s+(?:{_MONTHS})\b|(?:this|earlier\s+this)\s+(?:week|month|year)"
    r"|(?:a|one|two|three|four|five|six|few|couple\s+of)\s+(?:\w+\s+)?(?:days?|weeks?|months?)\s+ago"
    r"|recently|yesterday|finally|officially)\b",
    _I,
)
"""A recent time: what makes a change verb news of a life rather than of the task."""

_CHANGE_VERBS = (
    r"moved|relocated|transferred|switched|changed|joined|started|began|bought|adopted"
    r"|picked\s+up|got\s+(?:a\s+new|an?\s+new|married|engaged|divorced|promoted|hired|rid\s+of)"
    r"|became|took\s+(?:a\s+job|a\s+position|a\s+role|over)|landed|upgraded|downgraded|migrated"
    r"|converted|enrolled|signed\s+up|retired|quit|left|closed\s+on|traded\s+in|replaced|sold"
    r"|flogged|rehomed|gave\s+away"
    r"|gave\s+up|dropped|swapped|leased|rented|went\s+with"
)
_CHANGED = re.compile(
    r"^(?:(?:i|we)\s+|(?:i|we)(?:'ve|\s+have)\s+|(?:just|finally|recently)\s+)?"
    r"(?:just\s+|finally\s+|recently\s+|officially\s+)?"
    # "finally caved and signed up for FreeAgent": given in to, then done
    r"(?:(?:caved|gave\s+in|broke\s+down|bit\s+the\s+bullet)\s+and\s+)?"
    rf"(?:{_CHANGE_VERBS})\s+(?P<rest>.+)$",
    _I,
)
"""A clause whose first-person (or dropped) subject did a change: moved, joined, bought ..."""
_ACQUIRED = re.compile(
    r"^(?:(?:i|we)\s+)?(?:(?:just|finally|recently|eventually)\s+)?(?:(?:caved|gave\s+in|splurged"
    r"|went|broke\s+down)\s+and\s+)?(?:got|bought|picked\s+up|treated\s+(?:myself|ourselves)\s+to"
    r"|adopted|leased|ordered)\s+(?:(?:myself|ourselves)\s+)?(?P<rest>.+)$",
    _I,
)
"""A clause telling that the user got something, any time: "caved and got a macbook air"."""
_POSSESSION = re.compile(
    r"^(?:an?|my\s+first|our\s+first)\s+(?:(?:new|second|used|secondhand|refurbished|proper"
    r"|little|tiny|big|cheap|electric|[a-z]\w*\s+\w+)\s+)?(?:[\w-]+\s+)?(?:laptop|macbook|iphone|ipad"
    r"|pixel|android|phone|chromebook|kindle|tablet|pc|desktop|computer|mac|imac|monitor|printer"
    r"|camera|drone|console|ps5|xbox|car|van|truck|bike|e-?bike|motorbike|scooter|tesla|ukulele"
    r"|guitar|piano|keyboard|violin|cello|bass|drum\s+kit|saxophone|trumpet|flute|banjo|mandolin"
    r"|puppy|kitten|dog|cat|horse|house|flat|apartment|allotment|caravan|boat|campervan|treadmill"
    r"|peloton|air|pro|mini|max)\b(?!\s+(?:for|as\s+a\s+gift)\b)"
    r"(?=\s*(?:[,.;:!?()]|$|\s+(?:and|but|so|with|from|today|yesterday|last|this|because|which"
    r"|that|lol|finally|at\s+last)\b))",
    _I,
)
"""What a user gets that shapes later answers: a device, a vehicle, an instrument, a pet, a
home. A gift for someone else ("a kindle for my mum") is not theirs."""
_OWNED_SUBJECTS = frozenset(("car", "computer", "phone", "console", "gpu", "pet"))
"""Subjects a thing got names by its make or breed, where `_POSSESSION` names it by its kind:
"got a used Skoda Octavia", "picked up a Samsung Galaxy S24", "a Pixel 9"."""
_THING_GOT = re.compile(
    r"^(?:an?|my\s+first|our\s+first)\s+(?P<thing>[^,.;:!?()]+?)"
    r"(?=\s*(?:[,.;:!?()]|$|\s+(?:and|but|so|with|from|today|yesterday|last|this|because|which"
    r"|that|lol|finally|at\s+last|on|in|off|for|as)\b))(?P<after>.*)$",
    _I,
)
"""The thing an acquisition names, up to where the clause goes on about it."""
_NOT_THE_THING = re.compile(
    r"\b(?:quote|estimate|service|repair|wash|insurance|loan|ticket|fine|rental|charger|case"
    r"|cover|error|bug|update|battery|screen|part|parts|key|keys|review|discount|deal|ride"
    r"|lift|test\s+drive)s?$",
    _I,
)
"""A head noun that makes the thing about the make, not the make itself ("a Honda quote")."""
_FOR_SOMEONE = re.compile(r"^\s*(?:for|as\s+a\s+(?:gift|present))\b", _I)
"""A thing got for someone else ("a Pixel 9 for my dad") is not the user's."""


def _owned_make(rest: str) -> bool:
    """Whether `rest`, what follows an acquiring verb, names a make or breed got for oneself.

    A car, a computer, a phone, a console or a pet ("a used Skoda Octavia", "a Pixel 9").
    """
    got = _THING_GOT.match(rest)
    if got is None or _FOR_SOMEONE.match(got.group("after")) is not None:
        return False
    thing = got.group("thing")
    return _NOT_THE_THING.search(thing) is None and subject_of(thing) in _OWNED_SUBJECTS


_NEW_TIER = re.compile(
    r"^(?:(?:i|we)\s+|(?:i|we)(?:'ve|\s+have)\s+)?(?:(?:just|finally|recently)\s+)?"
    r"(?:upgraded|downgraded|switched|moved|went|got\s+(?:bumped|moved)|was\s+(?:bumped|moved))"
    r"\s+(?:(?:up|down|back|over)\s+)?to\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+)?"
    r"(?:[\w+-]+\s+){1,2}?(?:plan|tier|subscription|membership|package|tariff|level|band|grade)\b",
    _I,
)
"""A plan or tier taken up, told without a date: "downgraded to the free plan", "got bumped up
to the gold tier"; it holds from now on, as the plan before it held."""
_NEW_ACCOUNT = re.compile(
    r"^(?:(?:i|we)\s+)?(?:(?:just|finally|recently)\s+)?(?:set\s+up|opened|created)\s+"
    r"(?:my|our|an?)\s+(?:new\s+)?(?!new\b)(?:[\w.-]+\s+){1,2}?(?:account|workspace|shop|store|org"
    r"|organi[sz]ation|instance)\b",
    _I,
)
"""A service taken up, named by the account made there: "just set up my freshbooks account";
what it names is the user's tool from now on, told without a date."""
_TASK_OBJECT = re.compile(
    r"^(?:the|this|that|it|them|my|our)\s+(?:\w+\s+)?(?:file|files|code|function|class|script"
    r"|cell|column|row|table|button|line|paragraph|section|slide|branch|commit|meeting|call"
    r"|appointment|order|booking|ticket|draft|email|message|tab)\b"
    r"|^(?:(?:over|back|up)\s+)?(?:(?:to|from|into|onto|off)\s+)?(?:it|this|that|them|those|these|one)\b",
    _I,
)
"""What a change verb acts on when it tells of the task ("I moved the file last week")."""

_NEW_HABIT = re.compile(
    r"^(?:i|we)(?:'m|\s+am|'re|\s+are)\s+(?:\w+ly\s+)?(?P<verb>\w+ing)\s+(?P<rest>.*?)"
    r"\b(?:now|again|these\s+days|nowadays|from\s+now\s+on)\b",
    _I,
)
"""A progressive with "now" or "again": a habit that has just begun or come back."""
_MOMENT = re.compile(
    r"\b(?:right\s+now|at\s+the\s+moment|for\s+now|just\s+now|lunch|dinner|breakfast|supper"
    r"|brunch|snack|a\s+break|bed|home|out|off|back|through|over|on\s+it|this|that|it)\b"
    r"|^(?:going|gonna)\s+to\b|^working\s+on\b",
    _I,
)
"""What makes a progressive tell of this moment ("I'm eating lunch now", "I'm heading home")."""
_HABIT_ING = frozenset(
    (
        "going eating drinking lifting training running working taking using cooking driving"
        " riding walking cycling biking swimming playing living teaching studying sleeping"
        " waking commuting doing wearing shopping coding writing reading practising practicing"
        " seeing dating"
    ).split()
)
"""Progressives that, with "now" or "again", tell of a habit ("I'm lifting in the evenings now")."""
_MIN_REST_WORDS = 1


def life_news(clause: str) -> bool:
    """Whether `clause` (first-person, hedges already screened) tells of a change of life."""
    acquired = _ACQUIRED.match(clause)
    if acquired is not None and (
        _POSSESSION.match(acquired.group("rest")) is not None or _owned_make(acquired.group("rest"))
    ):
        return True  # "caved and got an iphone": a new possession is news without a date
    if _NEW_ACCOUNT.match(clause) is not None or _NEW_TIER.match(clause) is not None:
        return True
    changed = _CHANGED.match(clause)
    if changed is not None:
        rest = changed.group("rest")
        return _TASK_OBJECT.match(rest) is None and _RECENT.search(clause) is not None
    habit = _NEW_HABIT.match(clause)
    if habit is None or habit.group("verb").lower() not in _HABIT_ING:
        return False
    rest = habit.group("verb") + " " + habit.group("rest")
    if len(habit.group("rest").split()) < _MIN_REST_WORDS:
        return False
    return _MOMENT.search(rest) is None


_NEWS_ABOUT = re.compile(
    r"^\W*(?:(?:quick|small|big|little|an?|some|health)\s+)*(?:update|news)\s+(?:on|about|re:?)\s+"
    r"(?P<who>(?:my|our|the)\s+[\w'-]+(?:\s+[\w'-]+)?|(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)"
    r"\s*[:\u2014-]\s*(?P<news>[^?]{12,200}?)[.!]*$",
    _I,
)
"""News the user gives of someone or something of theirs, under a label: "Update on Duke:
bloodwork showed early kidney disease, stage 2"."""


_NOT_NEWS = re.compile(
    r"^\W*(?:can|could|would|will|please|pls|plz|still|attached|see|here|any|make|let'?s)\b", _I
)
"""A request or the state of the task under the label ("Update on the draft: can you ...")."""


def news_about(sentence: str) -> str | None:
    """The news `sentence` gives under an "update on X:" label, as said, or None."""
    if "update" not in sentence.lower() and "news" not in sentence.lower():
        return None
    m = _NEWS_ABOUT.match(sentence.strip())
    if m is None or len(m.group("news").split()) < 3 or _NOT_NEWS.match(m.group("news")):
        return None
    return f"Update on {m.group('who')}: {m.group('news').strip()}."

"""Whether a new memory outdates an old one because both hold a value of the same class.

Subjects (`subjects.py`) join two memories that name their attribute ("works at", "lives
in"). Many old memories name it only by the shape of the value: "Backend dev at Tallyhoo
here", "The user is a staff nurse on the cardiac ward at Ridgemoor General", "The user is
in Charlotte, remote UX writer", "stuck on python 3.8", "charge EUR 45 an hour". When the
new memory sets the same class of value ("I work at Merriweather now", "I moved to
Asheville", "we're on 3.12 now", "bumped my rate to EUR 60/h"), the old one is out of date:
- a workplace: a role or work verb before "at"/"for" and a capitalised name;
- a home: the user said to be in, or live in, a known or capitalised place;
- a version of the same line: "3.8" and "3.12" share their major number;
- a rate: an amount per hour or per day.
The old value must be absent from the new memory ("moved from Leeds to York" keeps York's
memory), and the old memory must be the user's own (not "my sister lives in Leeds").
"""

from __future__ import annotations

import re
from functools import lru_cache

from imprint.pipeline import money
from imprint.pipeline.placenames import KNOWN_PLACES, NOT_PLACES, NOT_TOWN_WORDS
from imprint.pipeline.screened import screened
from imprint.pipeline.weekdays import foreign_day_moved, says_new_foreign_day

__all__ = [
    "PRESCRIBER_MOVED",
    "ROLE_WORDS",
    "dose_changed",
    "ends_partnership",
    "outdates",
    "price_content",
    "says_new_value",
    "search_words",
    "search_words_gated",
    "swapped_price",
]

ROLE_WORDS = tuple(
    """dev developer engineer designer nurse teacher pharmacist analyst accountant consultant
    scientist manager lead intern admin administrator writer editor lawyer paralegal doctor
    physician therapist technician architect researcher officer assistant coordinator
    specialist barista chef cook clerk rep agent marketer recruiter tester sre pm cto ceo
    founder director programmer coder librarian lecturer professor tutor midwife paramedic
    vet dentist hygienist electrician plumber mechanic pilot driver cashier associate waiter
    waitress bartender receptionist carer cleaner porter baker courier nanny labourer laborer
    builder joiner carpenter picker packer guard housekeeper supervisor trainee apprentice
    controller atco dispatcher firefighter paramedic surveyor estimator underwriter""".split()
)
"""Nouns of a job: what a memory of where the user works says they are there."""
_ROLE_NOUN = r"(?:" + "|".join(ROLE_WORDS) + r")s?"
_WORKPLACE = re.compile(
    r"\b(?:" + _ROLE_NOUN + r"|works?|working|worked|employed|teaches|teach|job|ward|team"
    r"|department)\s+(?:[\w-]+\s+){0,5}?(?:at|for|with)\s+(?P<name>(?-i:[A-Z])[\w&'.-]*"
    r"(?:\s+(?-i:[A-Z])[\w&'.-]*){0,2})",
    re.IGNORECASE,
)
_WORKPLACE_TYPED = re.compile(
    r"\b" + _ROLE_NOUN + r"\s+(?:at|for)\s+(?P<name>(?!(?:a|an|the|my|our|his|her|their|this"
    r"|that|home|night|nights|work|heart|weekends?|school|uni|college|university|hospital|clinic"
    r"|practice|times?|least|most|first|all|last|present|large|scale|hand|sea|risk|best|once"
    r"|lunch|church|some|one|two|years|fun|kids|free|money|cash|life|now|ages)\b)"
    r"[a-z][\w&'-]{2,})(?=\s*(?:[,.;!()]|$|\s+(?:and|but|so|since|now|until|till)\b))"
)
"""A workplace typed in lower case straight after the role ("barista at costa")."""
_WHERE = re.compile(
    r"\b(?:the\s+user(?:'s\s+(?:team|family|household))?\s+(?:is|are|lives|live)|the\s+user\s+"
    r"(?:moved|relocated)\s+to|we'?re|i'?m|i\s+live|we\s+live|they\s+live)\s+(?:(?:now|currently|still"
    r"|based|living)\s+)*(?:in|to)\s+(?P<place>[\w'-]+(?:\s+[\w'-]+)?)",
    re.IGNORECASE,
)
_OTHER_PERSON = re.compile(
    r"^(?:the\s+user'?s|my|our)\s+(?:\w+\s+)?(?:sister|brother|mother|father|mom|mum|dad|son"
    r"|daughter|friend|partner|wife|husband|boss|parents?|kids?|cousin|colleague|client)s?\b",
    re.IGNORECASE,
)
_VERSION = re.compile(r"(?<![\w.])v?(?P<major>\d{1,2})\.(?P<minor>\d{1,3})(?![\w.]*\d)")


def _amount(words: tuple[str, ...]) -> str:
    """An amount with its currency: a sign before it ("$450", "$2k") or one of `words` after."""
    return rf"(?:{money.signed()}k?|{money.worded(words)})"


_RATE = re.compile(
    _amount((*money.CODES, *money.NAMES, "quid"))
    + rf"\s*(?:{money.per(('h', 'hr', 'hour', 'd', 'day'), ('hour', 'day'))}|hourly)",
    re.IGNORECASE,
)
_BARE_RATE = re.compile(
    r"\b(?:charg\w*|rates?|bill\w*|fees?)\b[^.;]{0,30}?(?<![\w.])(?P<figure>\d{2,4}(?:\.\d\d)?)"
    r"\s*(?:/\s*(?:h|hr|hour|d|day)\b|an\s+hour\b|per\s+hour\b|a\s+day\b|per\s+day\b)",
    re.IGNORECASE,
)
"""A rate with no currency, named as one: "I charge 85/hr", "bumped my rate to 95/hr"."""
_NAMED_VERSION = re.compile(r"\b(?P<name>[a-z][\w+#-]*)\s+v?(?P<number>\d+(?:\.\d+)*)\b", re.I)
"""A product and its version: "node 16", "postgres 14", "django 4.2", "ios 17"."""
_PRODUCTS = frozenset(
    "node nodejs deno bun python django rails ruby php java kotlin swift go golang rust dotnet"
    " postgres postgresql mysql mariadb mongo mongodb redis elasticsearch ios android windows"
    " macos ubuntu fedora debian rhel centos react angular vue next nuxt svelte laravel spring"
    " typescript gradle maven terraform kubernetes k8s unity godot excel office photoshop".split()
)
_RATE_SAID = re.compile(
    # "my hourly is GBP 40 now": the rate named by its period alone
    r"\b(?:(?:day|daily|hourly)\s+rate|rate\s+card|charges?|my\s+rate|their\s+rate"
    r"|(?:my|our|their|user's)\s+(?:hourly|daily))\s+(?:is\s+(?:now\s+)?|of\s+|'s\s+)?"
    + _amount((*money.CODES, *money.NAMES)),
    re.IGNORECASE,
)
"""A rate said by its name rather than its period: "The user's day rate is GBP 450"."""
_BUDGET_WORD = re.compile(r"\b(?:budget|to\s+spend|can\s+spend|afford)\b", re.IGNORECASE)
_AMOUNT = re.compile(
    rf"(?:{money.signed()}{money.K}?\b|\b{money.FIGURE}{money.K}\b|\b{money.BARE}\b"
    r"(?!\s*(?:words|people|guests|km|miles|calories|kcal|steps|followers|users|rows)))",
    re.IGNORECASE,
)
"""An amount of money, or a bare number of three digits or more."""
_BUDGET_CUE = re.compile(r"\bbudget\s+is\s+now\b", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
"""Any decimal digit: `_RATE`, `_RATE_SAID` and `_NAMED_VERSION` each need one to match."""
_VERSION_CUE = re.compile(r"\b(?:now|upgraded|upgrade|moved|bumped|on)\b", re.IGNORECASE)
_RATE_CUE = re.compile(
    r"\b(?:now|new|bumped|raised|upped|increased|lowered|cut|dropped|changed|went\s+up"
    r"|going\s+up|from\s+now|as\s+of)\b",
    re.IGNORECASE,
)
_HOME_CUE = re.compile(
    r"\b(?:moved|relocated|live|lives|living|based|new\s+(?:home|house|flat|place)|closed\s+on"
    r"|settled|(?:the|our|my|big)\s+move\s+(?:is|was)\s+(?:done|over|finished))\b",
    re.IGNORECASE,
)


_WITH_NAME = re.compile(
    r"\bwith\s+(?!(?:Coach|Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Uncle|Aunt|Auntie)\b)"
    r"(?P<name>(?-i:[A-Z])[\w&'-]+(?:\s+(?-i:[A-Z])[\w&'-]+)?)"
)
"""A company the user is with: "with Kestrel Bank", "with Harbourline"."""
_PROVIDER_KINDS = {
    kind: frozenset(words.split())
    for kind, words in {
        "lending": "rate mortgage remortgaged fix fixed loan",
        "banking": "bank banking banks account current savings isa",
        "insurance": "insurance insurer insured policy cover",
        "telecom": "broadband network mobile phone sim contract plan tariff",
        "energy": "energy supplier tariff electricity gas",
        "gym": "gym membership",
        "pension": "pension",
    }.items()
}
_PROVIDER_WORD = re.compile(
    r"\b(?:" + "|".join(sorted(set().union(*_PROVIDER_KINDS.values()))) + r")\b",
    re.IGNORECASE,
)
"""What makes "with <name>" a provider of the user's: a bank, an insurer, a gym, a network."""
_PROVIDER_CUE = screened(
    r"\b(?:now|switched|moved|went\s+over|remortgaged|changed|new)\b", re.IGNORECASE
)


_DOSE = re.compile(
    r"\b(?P<n>\d+(?:\.\d+)?)\s?(?P<unit>mg|mcg|\u00b5g|ml|iu|units?|puffs?|tablets?|pills?)\b",
    re.IGNORECASE,
)
"""A dose: "50 mg", "2 puffs", "10 units"."""
_DOSE_CUE = re.compile(
    r"\b(?:now|raised|upped|bumped|increased|lowered|reduced|cut|dropped|changed|doubled|halved"
    r"|since|new\s+dose|up\s+to|down\s+to)\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[^\W\d_]{4,}")
_NOT_SHARED = frozenset(
    "user user's they their them with from every each since week take takes taking dose now".split()
)
PRESCRIBER_MOVED = re.compile(
    r"\b(?:gp|doctor|doc|consultant|psychiatrist|nurse|specialist|prescriber)\s+(?:has\s+)?"
    r"(?:upped|raised|bumped|increased|lowered|reduced|dropped|cut|put|moved|changed)\s+(?:me|them"
    r"|the\s+user)\b",
    re.IGNORECASE,
)
"""The one who prescribes moving the user's own dose: "gp upped me to 30mg" (a memory says
"them" where the user said "me")."""
_DOSE_WORD = re.compile(
    r"\bdos(?:e|age)\b|" + PRESCRIBER_MOVED.pattern,
    re.IGNORECASE,
)
_SOMEONE_ELSES = re.compile(
    r"\b(?:the\s+user's|my|his|her|their)\s+(?:son|daughter|kid|child|mum|mom|dad|wife|husband"
    r"|partner|baby|dog|cat|mother|father)'?s?\b",
    re.IGNORECASE,
)


def _shared_stems(text: str, other: str, size: int) -> set[str]:
    """The word stems (the first `size` letters of words of four or more) two texts share."""
    return {w[:size] for w in _WORD.findall(text.lower())} & {
        w[:size] for w in _WORD.findall(other.lower())
    }


_MOVED_TO = re.compile(
    r"\s+(?:up\s+|down\s+)?to\s+(?P<n>\d+(?:\.\d+)?)(?![\d.,:/%])"
    r"(?!\s?(?:kg|lbs?|km|k|am|pm|percent|minutes?|mins?|hours?|hrs?|days?|weeks?|times?)\b)",
    re.IGNORECASE,
)
"""A bare figure the prescriber moved the user to: "doc bumped me to 75 after my bloods"."""


def _moved_to_bare(content: str) -> re.Match[str] | None:
    """The bare figure a prescriber moved the user's dose to ("doc bumped me to 75"), or None."""
    moved = PRESCRIBER_MOVED.search(content) if _DIGIT.search(content) is not None else None
    return _MOVED_TO.match(content, moved.end()) if moved is not None else None


def _old_doses(content: str, old_content: str) -> list[str]:
    """The doses `old_content` holds in a unit `content` gives anew, of a shared thing."""
    new = {m.group("unit").lower().rstrip("s"): m.group("n") for m in _DOSE.finditer(content)}
    bare = _moved_to_bare(content) if not new else None
    if bare is not None:
        # the figure alone is in the unit the user's dose was given in
        new = {
            m.group("unit").lower().rstrip("s"): bare.group("n")
            for m in _DOSE.finditer(old_content)
        }
    shared = _shared_stems(content, old_content, 4)
    if not new or _OTHER_PERSON.match(content) or _SOMEONE_ELSES.search(content):
        return []  # "my son's inhaler is 2 puffs now": not the user's dose
    if not shared - {w[:4] for w in _NOT_SHARED} and _DOSE_WORD.search(content) is None:
        return []  # "for my back I take 400 mg now" names neither the medicine nor the dose
    named, old_named = _dosed(content), _dosed(old_content)
    if named and old_named and not named & old_named:
        return []  # "10 mg of amlodipine" is another medicine than "sertraline 50 mg"
    return [
        m.group(0)
        for m in _DOSE.finditer(old_content)
        if new.get(m.group("unit").lower().rstrip("s"), m.group("n")) != m.group("n")
    ]


_DOSED = (
    re.compile(r"\b([a-z][a-z-]{3,})\s+\d+(?:\.\d+)?\s?(?:mg|mcg|ml|iu|units?)\b", re.IGNORECASE),
    re.compile(
        r"\b\d+(?:\.\d+)?\s?(?:mg|mcg|ml|iu|units?)\s+(?:of\s+)?([a-z][a-z-]{3,})", re.IGNORECASE
    ),
)
"""What a dose is of, named before it ("sertraline 50 mg") or after it ("10 mg of X")."""
_NOT_DRUG = frozenset(
    "take takes taking every each daily twice once a the last this next from since week weeks"
    " month months year morning mornings night nights evening evenings".split()
)


def dose_changed(content: str, old_content: str) -> bool:
    """Whether `content` gives the user's dose anew, in place of one `old_content` holds."""
    old_doses = _old_doses(content, old_content) if _DOSE_CUE.search(content) else []
    return bool(old_doses) and not any(
        re.search(rf"(?<![\d.]){re.escape(d)}", content) for d in old_doses
    )


def _dosed(text: str) -> set[str]:
    """What is dosed in `text`: "sertraline 50 mg", "10 mg of amlodipine"."""
    words = {m.group(1).lower() for pattern in _DOSED for m in pattern.finditer(text)}
    return words - _NOT_DRUG


@lru_cache(maxsize=1024)
def _providers(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """The providers `text` says the user is with, and their kinds (a bank, an insurer...).

    Cached: a new memory's text is read against each of its candidates, and by
    `says_new_value` and `search_words` before that.
    """
    found = []
    for m in _WITH_NAME.finditer(text):
        clause = text[max(0, m.start() - 60) : m.end() + 40].lower()
        words = {w.lower() for w in _PROVIDER_WORD.findall(clause)}
        kinds = frozenset(k for k, ws in _PROVIDER_KINDS.items() if words & ws)
        if kinds:
            found.append((m.group("name"), kinds))
    return tuple(found)


def _provider_changed(content: str, old_content: str) -> bool:
    """A new provider of the user's, of a kind the old one was ("with Harbourline now")."""
    if _OTHER_PERSON.match(content) or _ALSO.search(content):
        return False  # "my wife is with Aviva now", "also opened a savings account with Chase"
    new = _providers(content)
    kinds = frozenset().union(*(k for _, k in new)) if new else frozenset()
    old = [name for name, k in _providers(old_content) if k & kinds]
    return bool(new) and _other_value(old, content)


_ALSO = re.compile(r"\b(?:also|too|second|another|as\s+well)\b", re.IGNORECASE)


_SHIFT_WORDS = (
    r"(?:(?P<day>days|day\s+shifts?|day-shifts?|dayshifts?)|(?P<night>nights|night\s+shifts?"
    r"|night-shifts?|nightshifts?|overnights|(?:8|9|10|11)(?::\d\d)?\s*pm\s+shifts?)"
    r"|(?P<early>earl(?:y|ies)\s+shifts?|earlies|morning\s+shifts?|opening\s+shifts?|openers"
    # "on the 6am shift": a shift named by when it starts
    r"|[3-9](?::\d\d)?\s*am\s+(?:shifts?|starts?))"
    r"|(?P<late>late\s+shifts?|lates|closing\s+shifts?|closers|evening\s+shifts?"
    r"|(?:12|[1-7])(?::\d\d)?\s*pm\s+shifts?))\b"
    r"(?!\s+off\b)"  # "got nights off": a rest, not a shift
)
_SHIFT_HELD = re.compile(r"\b" + _SHIFT_WORDS, re.IGNORECASE)
"""The shift an old memory holds: days, nights, earlies or lates ("NICU nurse, nights")."""
_SHIFT = re.compile(
    # "the new rota's out and ive got lates": a shift given, as well as one worked
    r"\b(?:on|to|onto|work|works|working|worked|doing|do|got|gotten|given|have|has)\s+(?:the\s+)?"
    + _SHIFT_WORDS,
    re.IGNORECASE,
)
"""The shift the user works: days, nights, earlies or lates, after what puts them on it
("moved to days", "works nights"; not "sleeps fine at nights")."""
_SHIFT_CUE = re.compile(
    r"\b(?:now|moved|switched|changed|went|transferred|started|no\s+more|off|onto|to|put|got"
    r"|given)\b",
    re.IGNORECASE,
)
_COUNTED = re.compile(
    r"\b(?P<n>\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?P<noun>[a-z]{3,})\b",
    re.IGNORECASE,
)
"""A count of a thing: "two naps", "3 kids", "one nap"."""
_COUNT_CUE = re.compile(
    r"\b(?:now|dropped|down\s+to|up\s+to|went\s+(?:from|down|up)|only|anymore|any\s+more)\b",
    re.IGNORECASE,
)
_NOT_COUNTED = frozenset(
    """
    day week month year hour minute second time mile kilometer km min sec the and for
    old yrs yr mins hrs pound kilo gram unit tablet pill puff dose percent point
    person people thing way item step part page line word one """.split()
)
"""Nouns whose count is a measure or a figure of speech, not a number of things held."""
_NUMBER_WORDS = {
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
}
_BACK_TO_WORK = re.compile(
    r"\b(?:(?:started|went|gone|going|got|getting|came|am|i'?m|is|are)\s+back\s+(?:at|to|in)\s+"
    r"work|back\s+at\s+work|returned\s+to\s+work|back\s+to\s+work)\b(?!\s+on\b)",
    re.IGNORECASE,
)
_NOT_WORKING = re.compile(
    r"\b(?:stay[\s-]at[\s-]home|sahm|sahd|on\s+(?:maternity|paternity|parental|mat)\s+leave"
    r"|unemployed|between\s+jobs|out\s+of\s+work|job[\s-]hunting|looking\s+for\s+work"
    r"|laid\s+off|full[\s-]time\s+(?:mum|mom|dad|parent|carer))\b",
    re.IGNORECASE,
)


_THE_USER = re.compile(r"^(?:the\s+user|i|i'm|we|we're)\b(?!'s)", re.IGNORECASE)


_AGE_GROUP = re.compile(r"\b(?:u|under[\s-]?)(?P<age>\d{1,2})s?\b", re.IGNORECASE)
"""A team's age group: "the u12s", "under 9s", "U-14"."""
_GROUP_CHANGE = re.compile(
    r"\b(?:moved\s+up|moving\s+up|gone\s+up|went\s+up|promoted|taken\s+over|took\s+over"
    r"|taking\s+over|now|this\s+season|switched|moved\s+to|moved\s+down|dropped\s+down)\b",
    re.IGNORECASE,
)


def _age_group_changed(content: str, old_content: str) -> bool:
    """Whether `content` puts someone in another age group than `old_content` holds."""
    new = {m.group("age") for m in _AGE_GROUP.finditer(content)}
    if len(new) != 1 or _GROUP_CHANGE.search(content) is None:
        return False
    old = {m.group("age") for m in _AGE_GROUP.finditer(old_content)}
    return len(old) == 1 and not old & new


@lru_cache(maxsize=1024)
def _someone_elses(content: str) -> bool:
    """Whether `content` tells of someone else's value ("my brother has two kids now").

    Cached: a new memory is compared with each of its candidates.
    """
    return _OTHER_PERSON.match(content) is not None or _SOMEONE_ELSES.search(content) is not None


def _shift_changed(content: str, old_content: str) -> bool:
    """A new shift of the user's ("moved to days") outdates the old one ("NICU nurse, nights")."""
    if _SHIFT_CUE.search(content) is None:
        return False
    new = {k for m in _SHIFT.finditer(content) for k, v in m.groupdict().items() if v}
    old = {k for m in _SHIFT_HELD.finditer(old_content) for k, v in m.groupdict().items() if v}
    return bool(new) and bool(old) and not old & new


_WEEKDAY = r"(?P<day>mon|tues|wednes|thurs|fri|satur|sun)day"
_DAY_HELD = re.compile(
    r"\b(?:every\s+|each\s+)?" + _WEEKDAY + r"(?:s\b|\s+(?:evening|morning|afternoon|night"
    r"|lunchtime|shift|class|practice|session|slot|club|rehearsal|training|clinic)s?\b)"
    r"|\b(?:every|each)\s+(?P<every>mon|tues|wednes|thurs|fri|satur|sun)day\b",
    re.IGNORECASE,
)
"""A weekday something recurs on: "Wednesdays", "the tuesday evening shift", "every Friday"."""
_DAY_MOVED = re.compile(
    r"(?<!from\s)(?<!off\s)\b" + _WEEKDAY + r"(?:s\b|\s+(?:mornings|evenings|afternoons|nights)\b)",
    re.IGNORECASE,
)
"""A weekday something now recurs on: "moved me to thursdays", "its mondays and wednesdays
now" (not the day it moved from)."""
_HOURS = re.compile(
    r"\b\d{1,2}(?::\d\d|\s*(?:am|pm))?\s*(?:-|to|til|till|until)\s*\d{1,2}(?::\d\d|\s*(?:am|pm))"
    r"|\b\d{1,2}(?::\d\d|\s*(?:am|pm))\s*(?:-|to|til|till|until)\s*\d{1,2}\b",
    re.IGNORECASE,
)
"""A span of hours: "5 to 6:30", "6-7:30pm"; two memories that hold one are both of a slot."""
_BARE_HOURS = re.compile(r"\b\d{1,2}\s*(?:-|to|til|till|until)\s*\d{1,2}\b(?![:.]?\d|\s*%)")
"""A span of bare hours ("7 to 9"), read as hours only beside a weekday."""
_DAY_CUE = re.compile(
    r"\b(?:now|moved|switched|changed|swapped|reshuffled|rescheduled|shifted|instead|moving"
    r"|switching|changing|shifting)\b",
    re.IGNORECASE,
)
_SLOT_MOVE = re.compile(
    r"(?:^|[,;]\s+)the\s+user(?P<whose>'s\s+[\w-]+)?\s+(?:is|are)\s+(?:switching|moving|changing|shifting)\s+"
    r"(?:(?:it|things|everything|over|back)\s+)*to\s+" + _WEEKDAY + r"s\b"
    r"(?:\s+at\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)?\W*$",
    re.IGNORECASE,
)
"""A move of what is done every week said with no more than its new day and time ("the
user's team is switching to sundays at 6"): it moves the slot the same one holds."""
_USER_MOVED = re.compile(
    r"\b(?:moved|put|switched|swapped|shifted|changed|rota'?d)\s+(?:me|us|the\s+user)\s+"
    r"(?:over\s+)?(?:to|onto|on)\b",
    re.IGNORECASE,
)
"""The user put on other days by whoever sets the rota: "they moved me to thursdays"."""
_PUT_ON = frozenset("shift rota volunteer volunteering visit clinic round".split())
"""What the user is put on by whoever sets the rota (singular, as `_scheduled` gives it)."""
_SAME_TIME = re.compile(
    r"\bsame\s+(?:time|times|hours|slot|place|venue|room|hall|length)\b", re.IGNORECASE
)
"""A reschedule that keeps the rest: only the day moved ("on Mondays now, same times")."""
_SCHEDULED = re.compile(
    r"\b(?:shifts?|practices?|class(?:es)?|sessions?|lessons?|training|rehearsals?|clubs?"
    r"|slots?|meetings?|services?|rota|volunteer(?:s|ing)?|clinics?|appointments?|visits?)\b",
    re.IGNORECASE,
)
_DAY_WORDS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays"
    " thursdays fridays saturdays sundays evening morning afternoon night same time times"
    " hours".split()
)

_ROTA = frozenset("shift rota volunteer volunteering practice training rehearsal".split())
"""What the user is put on by day and kept at the same hours: a shift, a team's practice."""
_DAY_NOT_SHARED = frozenset(
    w[:5]
    for w in (
        *_NOT_SHARED,
        *_DAY_WORDS,
        *"team have does runs said asked about this that there these will just also weeks month"
        " same then when were what".split(),
    )
)
"""Words two memories share without being of one thing: pronouns, the days themselves."""


def _says_new_day(content: str) -> bool:
    """Whether `content` names a weekday something recurs on with a word saying it is new."""
    return _DAY_MOVED.search(content) is not None and _DAY_CUE.search(content) is not None


def _day_moved(content: str, old_content: str) -> bool:
    """Whether a recurring thing moved to another weekday outdates it on the old day.

    "they've moved me to thursdays, same hours" outdates "runs the tuesday evening shift".

    The two must share a word, or the new one keep all but the day ("same times") while the
    old one names something scheduled: a move of one thing leaves the user's other days.
    """
    if not _says_new_day(content):
        return False
    new = {m.group("day").lower() for m in _DAY_MOVED.finditer(content)}
    old = {(m.group("day") or m.group("every")).lower() for m in _DAY_HELD.finditer(old_content)}
    if not new or not old or old & new or any(f"{day}day" in content.lower() for day in old):
        return False  # "Mondays and Wednesdays now": the old day is still held
    shared = _shared_stems(content, old_content, 5)
    if shared - _DAY_NOT_SHARED:
        return True
    if _HOURS.search(content) is not None and (
        _HOURS.search(old_content) is not None or _BARE_HOURS.search(old_content) is not None
    ):
        # "its mondays and wednesdays 6 to 7:30 now" after "tuesdays ... 5 to 6:30"; beside
        # the old day, "fridays 7 to 9" is a slot too
        return True
    if _USER_MOVED.search(content) is not None and _scheduled(old_content) & _PUT_ON:
        return True  # "they moved me to thursday mornings": the user's own slot moved
    slot = _SLOT_MOVE.search(content)
    if slot is not None:
        # "we're switching to sundays at 6" after "we play thursdays 7pm": the weekly slot of
        # the same one (the team, or the user), its time with it
        whose = slot.group("whose") or ""
        return old_content.lower().startswith(f"the user{whose.lower()} ")
    if _SAME_TIME.search(content) is None:
        return False
    # "same hours" keeps all but the day of one scheduled thing: the same one in both, or the
    # user's own rota ("they've moved me to thursdays" after "the tuesday evening shift"), not
    # another thing of theirs ("book club every Tuesday")
    held = _scheduled(old_content)
    return bool(_scheduled(content) & held or held & _ROTA)


_CLOCK = re.compile(r"\b(?:at\s+)?(?P<time>\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)(?![\d:%])", re.I)
"""A time of day: "at 10", "9:15", "6.30pm"."""
_CLOCK_SAID = re.compile(r"\b(?:at|to|for|from)\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\b", re.I)
"""A time of day something is put at: "at 10", "moved to 4pm"."""


def _says_new_time(content: str) -> bool:
    """Whether `content` gives a scheduled thing a time of day, with a word saying it is new."""
    return (
        _DAY_CUE.search(content) is not None
        and _CLOCK_SAID.search(content) is not None
        and (
            _SCHEDULED.search(content) is not None
            or _EVENT_WORDS.search(content.lower()) is not None
        )
    )


def _time_moved(content: str, old_content: str) -> bool:
    """Whether a scheduled thing at a new time of day outdates it at the old one.

    "standup moved, it's at 10 now" outdates "The user's standup is at 9:15 every day": the
    two share the thing (by stem), the new one says it changed and holds none of the old
    times. Another thing at another time ("the gym at 7 now") leaves it.
    """
    if not _says_new_time(content):
        return False
    thing = _scheduled(old_content) | set(_EVENT_WORDS.findall(old_content.lower()))
    if not thing or not any(w in content.lower() for w in thing):
        return False
    new = {m.group("time").replace(" ", "").lower() for m in _CLOCK.finditer(content)}
    old = {m.group("time").replace(" ", "").lower() for m in _CLOCK.finditer(old_content)}
    return bool(new) and bool(old) and not new & old


_EVENT_WORDS = re.compile(r"\b(?:stand-?up|retro|choir|check-?in|all-hands|huddle|briefing)\b")


def _scheduled(text: str) -> set[str]:
    """The scheduled things `text` names, singular: "shifts" is "shift"."""
    return {m.group(0).lower().rstrip("s") for m in _SCHEDULED.finditer(text)}


def price_content(item: str, amount: str) -> str:
    """A price set anew, worded as `_PRICE_SET` reads it back: "The full day is now $4800"."""
    return f"The {item} is now {amount}"


_PRICE_SET = re.compile(
    r"^The\s+(?P<item>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3})\s+is\s+now\s+(?P<amount>"
    + money.signed()
    + r"(?:\s?k)?)",
    re.IGNORECASE,
)
"""A price set anew, as `new_amounts.py` words it: "The full day is now $4800"."""


def _price_changed(content: str, old_content: str) -> bool:
    """A new price of a named thing outdates its old one ("full day coverage is $4200")."""
    return _old_price(content, old_content) is not None


_NOT_DIGIT = re.compile(r"\D")


def _old_price(content: str, old_content: str) -> tuple[re.Match[str], str] | None:
    """Where `old_content` prices the thing `content` sets a new price of, and the new price."""
    m = _PRICE_SET.match(content)
    if m is None:
        return None
    old = re.search(
        rf"\b{re.escape(m.group('item'))}\b[^.;!?]{{0,30}}?(?P<old>{money.LISTED}(?:\s?k)?)",
        old_content,
        re.IGNORECASE,
    )
    new = m.group("amount")
    if old is None or _NOT_DIGIT.sub("", old.group("old")) == _NOT_DIGIT.sub("", new):
        return None
    return old, new


def swapped_price(content: str, old_content: str) -> str | None:
    """`old_content` with the price `content` sets anew written in place of the old one.

    "The cut and blow dry is now GBP 42" rewrites "The user's prices: cut and blow dry GBP 35,
    wash and set GBP 28": the other prices hold. None when `old_content` prices only that
    thing (the new price says all it said) or does not price it.
    """
    found = _old_price(content, old_content)
    if found is None:
        return None
    old, new = found
    if len(_PRICES.findall(old_content)) < _LISTED:
        return None
    amount = new.rstrip(".,")
    return old_content[: old.start("old")] + amount + old_content[old.end("old") :]


_PRICES = re.compile(money.signed())
_LISTED = 2
"""A memory with fewer prices than this is the old price alone, retired whole."""


def _counts(text: str) -> dict[str, str]:
    """The things `text` counts, by singular noun: "two naps" -> {"nap": "2"}."""
    return dict(_counted(text))


@lru_cache(maxsize=1024)
def _counted(text: str) -> tuple[tuple[str, str], ...]:
    """`_counts` as pairs, cached: a new memory is compared with each of its candidates."""
    found: dict[str, str] = {}
    for m in _COUNTED.finditer(text):
        noun = _singular(m.group("noun").lower())
        if noun not in _NOT_COUNTED:
            found.setdefault(noun, _NUMBER_WORDS.get(m.group("n").lower(), m.group("n")))
    return tuple(found.items())


def _singular(noun: str) -> str:
    """A plural made singular: "naps" is "nap", "classes" is "class", "class" stays."""
    if noun.endswith(("sses", "shes", "ches", "xes")):
        return noun[:-2]
    if noun.endswith("s") and not noun.endswith("ss"):
        return noun[:-1]
    return noun


def _count_changed(content: str, old_content: str) -> bool:
    """A new count of the same thing, said to be new ("one nap now" after "two naps")."""
    if _COUNT_CUE.search(content) is None:
        return False
    new = _counts(content)
    if not new:
        return False
    old = _counts(old_content)
    return any(noun in new and new[noun] != n for noun, n in old.items())


def outdates(*, content: str, subject: str | None, old_content: str) -> bool:
    """Whether `content` (of `subject`) outdates `old_content` by a value of the same class."""
    other = _OTHER_PERSON.match(old_content) is not None
    theirs = _someone_elses(content)
    # Someone else's new count or shift says nothing of the user's ("my brother has two
    # kids now"); the user's own new count says nothing of someone else's.
    if (
        not theirs
        and _count_changed(content, old_content)
        and not (other and _THE_USER.match(content))
    ):
        # "one nap now at 12:30" outdates "the user's daughter ... still does two naps";
        # "the user has one kid now" leaves "the user's sister has two kids" alone.
        return True
    if _age_group_changed(content, old_content) and not (
        other and _THE_USER.match(content) is not None
    ):
        # "she's moved up to the u14s" outdates "the user's daughter plays netball for the u12s";
        # "taken over the under 11s" outdates "coaches the under 9s at hilltop"
        return True
    if ends_partnership(content, old_content):
        # "the user is divorced now" outdates "the user's husband Greg does saturdays"
        return True
    if other:
        return False
    if not theirs and _OWNS_NOW.search(content) and _RENTS_HOME.search(old_content):
        return True  # "WE GOT THE KEYS!!! completion was friday" outdates "rents a 2 bed flat"
    if not theirs and _shift_changed(content, old_content):
        return True  # "moved to days at the infusion clinic" outdates "NICU nurse, nights"
    if not theirs and _price_changed(content, old_content):
        return True  # "The full day is now $4800" outdates "full day coverage is $4200"
    if not theirs and foreign_day_moved(content, old_content):
        return True  # "raigetsu kara kyoushitsu wa nichiyoubi ni kawarimasu" after "doyoubi"
    if not theirs and _day_moved(content, old_content):
        return True  # "on Mondays now, same times" outdates "practice is Wednesdays 5 to 6:30"
    if not theirs and _time_moved(content, old_content):
        return True  # "standup moved, it's at 10 now" outdates "standup is at 9:15 every day"
    if not theirs and _BACK_TO_WORK.search(content) and _NOT_WORKING.search(old_content):
        return True  # "started back at work at the library" outdates "a stay at home dad"
    if subject == "employer":
        return _other_value(_workplaces(old_content), content)
    if subject in ("city", "whereabouts") and _HOME_CUE.search(content):
        # "the big move is done, the user is now in Portland": where the user is, said by
        # shape after a move, is their new home
        return _other_value(_places(old_content), content)
    if _VERSION_CUE.search(content):
        new = {m.group("major") for m in _VERSION.finditer(content)}
        old = [m for m in _VERSION.finditer(old_content) if m.group("major") in new]
        if old and _other_value([m.group(0) for m in old], content):
            return True
    if _VERSION_CUE.search(content):
        named = {
            m.group("name").lower(): m.group("number")
            for m in _NAMED_VERSION.finditer(content)
            if m.group("name").lower() in _PRODUCTS
        }
        old_named = [
            m.group(0)
            for m in _NAMED_VERSION.finditer(old_content)
            if named.get(m.group("name").lower(), m.group("number")) != m.group("number")
        ]
        if old_named and _other_value(old_named, content):
            return True
    if _RATE_CUE.search(content) and (_RATE.search(content) or _RATE_SAID.search(content)):
        rates = (*_RATE.finditer(old_content), *_RATE_SAID.finditer(old_content))
        amounts = [a.group(0) for m in rates for a in _AMOUNT.finditer(m.group(0))][:4]
        return _other_value(amounts, content)
    if _RATE_CUE.search(content) and _BARE_RATE.search(content):
        bare = [m.group("figure") for m in _BARE_RATE.finditer(old_content)][:4]
        if bare and _other_value(bare, content):
            return True  # "bumped my rate to 95/hr" outdates "I charge 85/hr for dev work"
    if _PROVIDER_CUE.search(content) and _provider_changed(content, old_content):
        return True  # "we're with Harbourline now on a 5 year fix" outdates "with Kestrel Bank"
    if dose_changed(content, old_content):
        return True  # "since last week I take 100 mg" outdates "I take sertraline 50 mg"
    if _BUDGET_CUE.search(content) and _BUDGET_WORD.search(old_content):
        return _other_value([m.group(0) for m in _AMOUNT.finditer(old_content)], content)
    # "the user is vegetarian now" outdates "chicken thighs are my go-to"
    return not theirs and _meat_given_up(content, old_content)


_ENDED = re.compile(
    r"\bdivorced\b|\bdivorce\s+(?:(?:finally|officially|just)\s+)*(?:went\s+through|is\s+(?:final"
    r"|through|done)|was\s+finali[sz]ed|came\s+through)|\b(?:since|after)\s+(?:the|my|our)\s+"
    r"(?:divorce|break-?up|split|separation)\b|\b(?:the\s+user|i|we)(?:\s+(?:has|have|had))?"
    r"(?:'ve)?\s+(?:(?:just|finally|recently)\s+)?(?:separated|split\s+up|broke(?:n)?\s+up)\b",
    re.IGNORECASE,
)
"""The user's marriage or relationship over: "divorced now", "since the breakup"."""
_PARTNER = re.compile(
    r"\b(?:the\s+user'?s|their|my|our)\s+(?:husband|wife|spouse|boyfriend|girlfriend|partner"
    r"|fianc\u00e9e?|fiancee?)\b",
    re.IGNORECASE,
)
"""A memory of the user's partner."""
_PARTNER_NAMED = re.compile(r"\b(?:from|with|and)\s+(?P<name>(?-i:[A-Z])[a-z]+)\b", re.IGNORECASE)


def ends_partnership(content: str, old_content: str) -> bool:
    """Whether the user's relationship ending (`content`) ends the one `old_content` names."""
    if _someone_elses(content) or not _ENDED.search(content) or not _PARTNER.search(old_content):
        return False
    return _PARTNER_NAMED.search(content) is None or _same_partner(content, old_content)


def _same_partner(content: str, old_content: str) -> bool:
    """Whether the ending names the partner the old memory names ("split up with Tom")."""
    return any(m.group("name") in old_content for m in _PARTNER_NAMED.finditer(content))


_MEATLESS = re.compile(
    r"\b(?:vegetarian|veggie|vegan|plant[\s-]+based)\b(?!\s+(?:option|options|dish|dishes|recipe"
    r"|recipes|place|restaurant|friends?|guests?|menu))|\bno\s+(?:more\s+)?meat\b"
    r"|\b(?:stopped|quit|gave\s+up)\s+eating\s+meat\b|\bmeat[\s-]*free\b",
    re.IGNORECASE,
)
"""A diet without meat: what it says the user eats now."""
_FISH_TOO = re.compile(
    r"\b(?:vegetarian|veggie|vegan|plant[\s-]+based)\b|\bno\s+(?:\w+\s+)?fish\b", re.I
)
"""A diet without fish as well (not a pescatarian one)."""
_MEAT = re.compile(
    r"\b(?:chicken|beef|lamb|pork|steaks?|bacon|ham|sausages?|mince|turkey|duck|venison|brisket"
    r"|ribs|burgers?|salami|chorizo|meat|meatballs|pulled\s+pork|wings)\b",
    re.IGNORECASE,
)
_FISH = re.compile(r"\b(?:fish|salmon|tuna|cod|prawns?|shrimp|mackerel|sardines?|seafood)\b", re.I)
_EATS = re.compile(
    r"\b(?:eat|eats|eating|ate|cook|cooks|cooking|protein|go[\s-]*to|favou?rite|loves?|recipe"
    r"|roast|dinners?|lunch(?:es)?|meals?|bbq|barbecue|grill|grills|smoker|diet)\b",
    re.IGNORECASE,
)
"""What makes a memory naming meat one of the user's own eating or cooking."""
_FOR_OTHERS = re.compile(
    r"\bfor\s+(?:the|my|our|his|her|their)\s+(?:kids?|children|husband|wife|partner|family|son"
    r"|daughter|dad|mum|mom|parents?|guests?|clients?|customers?|dogs?|cats?)\b",
    re.IGNORECASE,
)


def _meat_given_up(content: str, old_content: str) -> bool:
    """Whether a new meatless diet outdates a memory of the meat the user eats or cooks."""
    if _MEATLESS.search(content) is None or _MEATLESS.search(old_content) is not None:
        return False
    if _EATS.search(old_content) is None or _FOR_OTHERS.search(old_content) is not None:
        return False  # "cooks chicken nuggets for the kids": what others eat stays
    eaten = [m.group(0).lower() for m in _MEAT.finditer(old_content)]
    if _FISH_TOO.search(content) is not None and "pescatarian" not in content.lower():
        eaten += [m.group(0).lower() for m in _FISH.finditer(old_content)]
    # "vegetarian, but I still cook chicken for the kids": the meat named again stays
    return bool(eaten) and not any(re.search(rf"\b{re.escape(e)}", content, re.I) for e in eaten)


def says_new_value(content: str) -> bool:
    """Whether `content` gives a new dose, provider, weekday or time, with a word saying so.

    "since last week they take 100 mg", "we're with Harbourline now": such a fact is read
    as a change, which `outdates` then compares by the value's class. Words of change alone
    are too common to retire anything.
    """
    if _DIGIT.search(content) is not None and _DOSE.search(content) and _DOSE_CUE.search(content):
        return True
    if _moved_to_bare(content) is not None:
        return True  # "doc bumped me to 75": the dose moved, its unit the one given before
    if _says_new_day(content):
        return True  # "its mondays and wednesdays now": a recurring day, said as new
    if says_new_foreign_day(content):
        return True  # "el club ahora es los jueves"
    if _says_new_time(content):
        return True  # "standup moved, it's at 10 now": a scheduled thing's new time
    if _SHIFT_CUE.search(content) and _SHIFT.search(content) and _USER_MOVED.search(content):
        return True  # "they put me on closing shifts": the user's shift, changed by the rota
    return bool(_PROVIDER_CUE.search(content) and _providers(content) and not _ALSO.search(content))


def _other_value(values: list[str], content: str) -> bool:
    """Whether one of the old `values` is set, and none of them is held by `content`."""
    lowered = content.lower()
    return bool(values) and not any(v.lower() in lowered for v in values)


def _workplaces(text: str) -> list[str]:
    names = [m.group("name").rstrip(".") for m in _WORKPLACE.finditer(text)]
    return names + [m.group("name") for m in _WORKPLACE_TYPED.finditer(text)]


_WORKS_FROM = re.compile(
    r"\b(?:working|works|living|based)\s+(?:remotely\s+|full[-\s]time\s+)?(?:from|out\s+of)\s+"
    r"(?P<place>[\w'-]+(?:\s+[\w'-]+)?)",
    re.IGNORECASE,
)
"""Where the user works or lives from: "a UX writer working remotely from Lisbon"."""


_RENTS = re.compile(
    r"\b(?:the\s+user(?:'s\s+(?:household|family|team))?|i|we)\s+(?:rents?|renting|rent|shares?"
    r"|sharing|owns?|has|have)\s+(?:a|an|the"
    r"|my|our|their)\s+(?:(?:[\w-]+\s+){0,3}?)(?:room|flat|house|studio|place|bedsit|apartment"
    r"|cottage|bungalow|terrace|semi|bed)\b[^,.;!?]{0,40}",
    re.IGNORECASE,
)
"""A home the user rents or owns, told with its town: "rents a room in a 3 bed in hackney"."""
_OWNS_NOW = re.compile(
    r"\b(?:got\s+the\s+keys(?!\s+(?:to|for)\s+(?:the\s+|my\s+|our\s+)?(?:car|van|office|shop|unit"
    r"|studio|room|garage|storage))|completion\s+(?:was|is\s+done|went\s+through|day\s+was)"
    r"|completed\s+on\s+(?:the|our|my)\s+(?:house|flat|home|place)|(?:bought|buying\s+done\s+on)"
    r"\s+(?:a|our|my|the)\s+(?:first\s+)?(?:house|flat|home|place|apartment|condo)"
    r"|(?:first[\s-]time\s+)?home\s*owners?\s+now|out\s+of\s+the\s+rental"
    r"|first\s+night\s+in\s+(?:our|my|their|the\s+user's(?:\s+(?:team|household)'s)?)\s+own\s+"
    r"(?:place|home|house|flat))\b",
    re.IGNORECASE,
)
"""A home the user now owns: "WE GOT THE KEYS!!! completion was friday"."""
_RENTS_HOME = re.compile(
    r"^(?:the\s+user(?:'s\s+(?:household|family|team))?|i|we)\s+(?:\w+\s+)?(?:rents?|renting|rent)\s+"
    r"(?:a|an|the|our|my|their)\s+(?:[\w-]+\s+){0,3}?(?:room|flat|house|studio|place|bedsit"
    r"|apartment|cottage|terrace|bed)\b",
    re.IGNORECASE,
)
"""A memory of the user renting their home: "The user's household rents a 2 bed flat"."""
_NEW_HOME = re.compile(
    r"\b(?:has|have)\s+a\s+new\s+(?:home|house|flat|place)\s+in\b|\b(?:moved|relocated)\s+"
    r"(?:to|into)\b|\blives?\s+in\s+[\w'-]+(?:\s+[\w'-]+)?\s+now\b",
    re.IGNORECASE,
)
"""A new home said in the shape `moved_to.py` and the readers of moves write it."""
_IN_TOWN = re.compile(r"\bin\s+(?P<place>[\w'-]+(?:\s+[\w'-]+)?)", re.IGNORECASE)


def _places(text: str) -> list[str]:
    found = [
        word
        for r in _RENTS.finditer(text)
        for t in _IN_TOWN.finditer(r.group(0))
        # "a room in a 3 bed in hackney": the town a rented home is in, however it is typed
        if (word := t.group("place").split()[0].lower()).isalpha()
        and word not in NOT_TOWN_WORDS
        and word not in NOT_PLACES
    ]
    for m in (*_WHERE.finditer(text), *_WORKS_FROM.finditer(text)):
        words = m.group("place").split()
        two = " ".join(words).lower()
        if two in KNOWN_PLACES:
            found.append(two)
        elif words[0].lower() in KNOWN_PLACES or (
            words[0][:1].isupper() and words[0].lower() not in NOT_PLACES
        ):
            found.append(words[0])
    return found


_STREET_ADDRESS = re.compile(
    r"\b\d{1,5}[a-z]?\s+(?:[A-Za-z][\w'-]*\s+){1,3}(?:st|street|rd|road|ave|avenue|ln|lane|dr"
    r"|drive|close|way|ct|court|blvd|boulevard|pl|place|crescent|cres|terrace|grove|gardens"
    r"|sq|square|row|mews|parkway|pkwy|hwy|highway|circle|cir|trail|walk)\b\.?",
    re.IGNORECASE,
)
"""A street address: a number, a name, a kind of street ("14 Birch Ln", "880 Harmon Ave").
`topics._ADDRESS` reads one too, with fewer kinds of street, for forget requests."""


def address_changed(content: str, old_content: str) -> bool:
    """Whether `content` gives the user another street address than `old_content` holds.

    "from now on use 880 Harmon Ave" outdates "The user's address is 14 Birch Ln"; the
    caller asks only of a statement that says it changed.
    """
    new = {m.group(0).lower().rstrip(".") for m in _STREET_ADDRESS.finditer(content)}
    old = {m.group(0).lower().rstrip(".") for m in _STREET_ADDRESS.finditer(old_content)}
    return bool(new) and bool(old) and not new & old


def search_words(content: str) -> tuple[str, ...]:
    """Words that find the memories a new amount or version may outdate.

    Consolidation finds its candidates by words: "bumped my rate to EUR 60/h" shares none
    with "I charge EUR 45 an hour", nor "the budget is now 360k" with "about 300k to spend".
    """
    # A rate and a version hold a digit and most memories have none: one scan for a digit
    # spares the three longer patterns (13 us of a draft's 28 us candidate query, measured).
    return search_words_gated(content, digits=_DIGIT.search(content) is not None)


def search_words_gated(content: str, *, digits: bool) -> tuple[str, ...]:
    """`search_words`, running the patterns that need a digit only when `digits` is true.

    `digits=True` runs every pattern: the tests compare it with the gated scan.
    """
    words: list[str] = []
    if digits and (
        _RATE.search(content) or _RATE_SAID.search(content) or _BARE_RATE.search(content)
    ):
        words += ["rate", "charge", "charges", "hour", "day"]
    if _BUDGET_CUE.search(content):
        words += ["budget", "spend", "afford"]
    if digits and _DOSE_CUE.search(content) and _DOSE.search(content):
        words += ["dose", "take", "takes", "mg"]
    elif digits and PRESCRIBER_MOVED.search(content):
        # "doc bumped me to 75": the figure alone, in the unit the dose was given in
        words += ["dose", "take", "takes", "mg", "mcg", "units"]
    if _PROVIDER_CUE.search(content) and _providers(content):
        words += ["bank", "mortgage", "rate", "insurance", "account", "provider", "plan"]
    if _SHIFT.search(content):
        words += ["nights", "days", "shift", "shifts", "earlies", "lates", "early", "late"]
    price = _PRICE_SET.match(content)
    if price is not None:
        words += price.group("item").lower().split()
    if _says_new_day(content):
        words += sorted(w for w in _DAY_WORDS if w.endswith(("day", "days")))
    if _BACK_TO_WORK.search(content):
        words += ["home", "leave", "unemployed", "jobs", "work", "laid"]
    if digits and _STREET_ADDRESS.search(content):
        words += ["address", "lives", "live", "mail", "home"]
    if _NEW_HOME.search(content) or _OWNS_NOW.search(content):
        # "has a new place in walthamstow" shares no word with "rents a room in hackney"
        words += ["lives", "live", "living", "rent", "rents", "renting", "flat", "room", "based"]
    if _COUNT_CUE.search(content):
        words += [w for noun in _counts(content) for w in (noun, noun + "s")]
    if _ENDED.search(content):
        words += "husband wife spouse boyfriend girlfriend partner fiance fiancee".split()
    if _MEATLESS.search(content):
        # the index matches whole words: plurals are searched too
        words += "chicken beef lamb pork steak steaks bacon meat ham burgers sausages mince".split()
        words += "fish salmon tuna prawns".split()
    if digits:
        words += [
            m.group("name").lower()
            for m in _NAMED_VERSION.finditer(content)
            if m.group("name").lower() in _PRODUCTS
        ]
    return tuple(dict.fromkeys(words))

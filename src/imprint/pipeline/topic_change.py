"""Updates whose subject is in no lexicon: the thing a statement says changed, and its new value.

`subjects.py` knows a few dozen attributes (employer, database, diet...). Most updates are
about something only the user's life names: "the wedding is now on October 3", "the
recital got pushed to the 20th", "we moved experiment tracking to Neptune", "bumped the
monthly transfer to 600", "they made me head of design". `topic_changes(text)` reads such a
statement by its shape: a change cue (moved, pushed, now, new, bumped, promoted...) bound to
the noun phrase it changes (the topic) and the value it now has, classed as a date, an
amount, a name or place, a role, a home, a length ("we went to one-week sprints"), a plan's
tier ("downgraded to Spotify individual") or a desk the user was put on ("moved me over to
flatbed"). `updates_topic(new, old)` then says whether an
older memory is the one the statement replaces: it mentions every word of the topic (an
amount may be found by its pot of money and period instead) and holds a different value of
the same class. Two memories that only
share a word are left alone: the shared word must be the very thing said to have changed,
and the old one must hold a value of the kind that changed.

Implied topics have no noun: a promotion changes the user's role ("promoted me to lead"
replaces "I'm a junior analyst"), a move changes where the user is ("we moved to Porto"
replaces "I garden in Leeds").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

__all__ = [
    "CHANGE_CUES",
    "ROLE_HEAD",
    "TopicChange",
    "promotion_at",
    "states_role",
    "topic_changes",
    "topic_stem",
    "updates_topic",
]

Kind = Literal["date", "amount", "name", "role", "home", "measure", "tier", "placement"]


@dataclass(frozen=True, slots=True)
class TopicChange:
    """One change a statement reads: what changed, to which value, of which kind."""

    topic: tuple[str, ...]
    """Stems of the noun phrase that changed, head last; empty for an implied topic or a
    pronoun ("bumped it to 800 a month")."""
    kind: Kind
    """The class of the value: a date, an amount, a name or place, a role, a home, or the
    length a thing is measured by ("two-week sprints"), the tier of a plan ("Spotify
    individual"), or the desk, ward or team the user was put on ("flatbed")."""
    value: str
    """The new value, lower-case, as written."""
    qualifiers: tuple[str, ...] = ()
    """Stems an older memory must hold too: names and what the topic is of or for ("Maya's
    recital", "the deadline for the grant")."""


_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_WEEKDAY = (
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
    # typed short: "classes tues and thurs", "mon and wed nights" ("sat", "sun" and "wed"
    # are words of their own)
    r"|(?:mon|tue|tues|weds|thu|thur|thurs|fri)(?=\s+(?:and|&|or|to|-|nights?|evenings?"
    r"|mornings?)\b|\s*[,/&-]))"
)
_DATE = re.compile(
    rf"\b(?:{_MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}"
    rf"|(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)|\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?"
    rf"|\d{{1,2}}(?::\d{{2}})?\s?(?:am|pm)|\d{{1,2}}:\d{{2}}|noon|midnight|{_WEEKDAY}"
    rf"|(?:early|mid|late|end\s+of)[\s-]+{_MONTH}|{_MONTH}(?=\s*(?:[,.;!?]|$|\s+\d{{4}})))\b",
    re.IGNORECASE,
)
"""A day or a time: "October 3", "3rd of May", "the 20th", "Thursdays", "mid-June", "3:15"."""
_AMOUNT = re.compile(
    r"(?:[$\u20ac\u00a3\u00a5]\s?\d[\d,.]*\s?k?\b|\b\d[\d,.]*\s?(?:k\b|%|percent\b|euros?\b|dollars?\b"
    r"|pounds?\b|bucks\b|quid\b|hours?\b|hrs?\b|minutes?\b|mins?\b|km\b|miles?\b|kg\b|lbs?\b"
    r"|times\b|days?\b|sessions?\b|mg\b|mcg\b|ml\b|g\b|grams?\b|units?\b|iu\b|kcal\b|calories\b"
    r"|steps\b|reps\b|sets\b|pages\b|words\b)|\b\d[\d,.]*\b)",
    re.IGNORECASE,
)
"""A quantity: "$800", "600 a month", "3 times", "40 minutes"."""
_PERIOD = re.compile(
    r"\b(?:a|an|per|each|every|/)\s*(?P<unit>day|week|fortnight|month|quarter|year|hour|session)\b"
    r"|\b(?P<adv>daily|weekly|fortnightly|monthly|quarterly|yearly|annually|hourly)\b",
    re.IGNORECASE,
)
_PERIOD_OF = {
    "daily": "day",
    "weekly": "week",
    "fortnightly": "fortnight",
    "monthly": "month",
    "quarterly": "quarter",
    "yearly": "year",
    "annually": "year",
    "hourly": "hour",
}
ROLE_HEAD = (
    # A compound title ends in its head: "copywriter", "sub-editor", "webdeveloper".
    r"[\w]*?-?(?:analyst|engineer|developer|dev|designer|manager|lead|head|director|intern|associate"
    r"|consultant|scientist|researcher|architect|administrator|admin|officer|assistant|supervisor"
    r"|coordinator|specialist|editor|writer|teacher|lecturer|professor|nurse|doctor|resident"
    r"|partner|principal|chief|cto|ceo|cfo|coo|vp|president|founder|owner|accountant|auditor"
    r"|paralegal|solicitor|lawyer|attorney|clerk|technician|tester|programmer|sre|pm|po"
    r"|product\s+owner|team\s+leader|leader|captain|foreman|chef|cook|sergeant|trainee"
    r"|apprentice|fellow|postdoc|student|executive|rep|representative|agent|planner)"
)
"""The head word of a job title (a pattern, any case): what a role is named by."""
_ROLE_OLD = re.compile(
    r"\b(?:i'?m|i\s+am|the\s+user\s+is|user\s+works\s+as|i\s+work\s+as|work(?:s|ing)?\s+as"
    r"|my\s+(?:job|role|title|position)\s+is)\s+(?:now\s+)?(?:a|an|the)?\s*"
    r"(?:[\w-]+\s+){0,3}?" + ROLE_HEAD + r"s?\b",
    re.IGNORECASE,
)
"""Where an older memory states the user's role ("The user is a junior data analyst")."""

_NP = (
    r"(?P<topic>(?!(?:it|that|this|them|me|us|him|her|everything|things?|i|we|you|they|he|she"
    # "moved over to geography", "switched back to vim": a particle of the verb, no topic
    r"|there|here|what|which|who|over|back|across|up|down)\b)[\w'-]+"
    r"(?:\s+(?!(?:to|from|for|on|in|at|until|till|into|onto|over|back|is|are|was|were|now)\b)"
    r"[\w'-]+){0,2}?)"
    r"(?P<qual>\s+(?:for|of)\s+(?:(?:the|my|our|his|her|their)\s+)?[\w'-]+)?"
)
"""The noun phrase a change is about, up to three words ("experiment tracking")."""
_NP_WHERE = _NP.replace("(?:for|of)", "(?:for|of|to|from|with|at)")
"""A topic before its verb may say where or with whom too ("our flight to Lisbon got moved")."""
_DET = r"(?:(?:all\s+(?:of\s+)?)?(?:the|my|our|his|her|their|your|this|that)\s+)?"
_VALUE = r"(?P<value>[^.;!?\n]{1,60})"
_MOVE_VERB = (
    r"(?:moved|moving|switched|switching|changed|changing|shifted|shifting|pushed|pushing"
    r"|postponed|rescheduled|rescheduling|delayed|brought|bumped|bumping|raised|raising|increased"
    r"|increasing|upped|upping|cut|cutting|reduced|reducing|lowered|lowering|dropped|dropping"
    r"|doubled|halved|migrated|migrating|transferred|relocated)"
)
_VERB_TOPIC = re.compile(
    r"\b" + _MOVE_VERB + r"\s+" + _DET + _NP + r"\s+(?:(?:up|down|over|back)\s+)?"
    # "moved mum into Larkfield House": into a place, as to one
    r"(?:to|onto|into|until|till)\s+" + _VALUE,
    re.IGNORECASE,
)
""""moved experiment tracking to Neptune", "bumped the monthly transfer to 600"."""
_PRONOUN_AMOUNT = re.compile(
    r"\b(?:bumped|bumping|raised|raising|increased|increasing|upped|upping|cut|cutting|reduced"
    r"|reducing|lowered|lowering|dropped|dropping)\s+(?:it|that|this)\s+(?:(?:up|down)\s+)?"
    r"to\s+" + _VALUE,
    re.IGNORECASE,
)
""""bumped it to 800 a month": an amount whose topic was said before, found by its period."""
_TOPIC_NOW = re.compile(
    r"(?:^|[,;:](?!\d)\s*|\b(?:and|but|so|now|update|news)\s+)"
    + _DET
    + _NP_WHERE
    + r"(?:'s|\s+is|\s+are|\s+was|\s+were|\s+got|\s+has\s+been|\s+have\s+been|\s+will\s+be"
    r"|'ll\s+be|\s+will|'ll|\s+has|'s\s+gone)?\s+(?:now\s+|officially\s+|been\s+)?(?:(?P<now>now)"
    r"|moved|pushed|postponed|rescheduled|delayed|bumped|changed|switched|shifted|raised"
    # "rent's going up to 1,050 next month", "council tax will go up to 2,100"
    r"|increased|upped|cut|reduced|lowered|(?:went|go|goes|going|gone)\s+(?:up|down))\s*(?:(?:back|up|down|over)\s+)?(?:to|until|till|on|at|in|for)?\s*"
    + _VALUE,
    re.IGNORECASE,
)
""""the wedding is now on October 3", "the recital got pushed to the 20th", "rent went up to"."""
_VALUE_NOW = re.compile(
    r"(?:^|[,;:](?!\d)\s*|\b(?:and|but|so)\s+)"
    + _DET
    + _NP
    + r"(?:'s|\s+is|\s+are)\s+(?:(?:at|on|in)\s+)?(?P<value>[^.;!?,]{1,30}?)\s+(?:now|these\s+days"
    r"|nowadays)\b",
    re.IGNORECASE,
)
""""pickup's at 3:15 now", "my rent is 1500 now": the value first, the cue after it."""
_NEW_TOPIC = re.compile(
    r"(?:^|[,;:]\s*|\b(?:and|but|so)\s+)(?:the\s+|my\s+|our\s+)?new\s+"
    + _NP
    + r"(?:'s|\s+is|\s+are|\s+will\s+be)\s+"
    + _VALUE,
    re.IGNORECASE,
)
""""new venue is a barn in Sonoma", "our new landlord is Mr Patel"."""
_FEW = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|a|an)"
"""A small number, in figures or words ("3", "one", "an")."""
_COUNTED = (
    r"(?P<value>(?:half\s+)?" + _FEW + r"\s+(?P<topic>[a-z][\w-]*)\s+(?:a|an|per|each|every)\s+"
    r"(?:day|night|week|fortnight|month))\b"
)
"""A count kept per period ("one coffee a day", "3 runs a week"); the thing counted is the
topic."""
_COUNT_NOW = re.compile(
    r"\b(?:(?:cut|cutting|scaled|scaling|trimmed|trimming)\s+(?:down|back)|(?:i'?m|i\s+am|we'?re"
    r"|we\s+are)\s+(?:now\s+)?(?:down|up)|(?:gone|went|got|getting)\s+(?:down|up)|(?:upped|upping"
    r"|increased|reduced|dropped|built)\s+(?:it\s+)?(?:up\s+)?)\s+to\s+(?:about\s+|around\s+"
    r"|just\s+|only\s+)?" + _COUNTED,
    re.IGNORECASE,
)
"""A count the user keeps, moved: "I've cut down to one coffee a day", "I'm up to 3 runs a
week"; the counted thing is the topic."""
_LENGTH = (
    _FEW.replace("|a|an)", ")")
    + r"[\s-](?:day|week|month|hour|minute|year|person|point|page|seat)s?"
)
_MEASURED = re.compile(
    r"\b(?:went|gone|moved|switched|changed|shifted|going|moving|switching|back|now\s+(?:do|run"
    r"|have|work)|(?:are|'re|am|'m)\s+now\s+(?:on|doing|running))\s+(?:over\s+|back\s+)?"
    r"(?:to|on\s+)?\s*(?P<value>" + _LENGTH + r")\s+(?P<topic>[a-z]{3,})\b",
    re.IGNORECASE,
)
"""A thing of the user's measured anew: "we went to one-week sprints", "switched to 4-day
weeks", "we now do 45-minute standups"; the thing measured is the topic."""
_LENGTH_IN = re.compile(r"\b" + _LENGTH + r"\b", re.IGNORECASE)
_MEASURE_WORDS = frozenset(
    "went gone moved switched changed shifted going moving switching back now".split()
)
_COUNT_THESE_DAYS = re.compile(
    r"\b(?:i|we|the\s+user|they)\s+(?:(?:only|just|barely|now|still|usually)\s+)*(?:do|does"
    r"|manages?|gets?\s+in|fits?\s+in|squeezes?\s+in|makes?|go(?:es)?\s+for|have|has)\s+"
    r"(?:about\s+|around\s+|maybe\s+)?" + _COUNTED,
    re.IGNORECASE,
)
"""A count the user keeps said with a time marker: "these days I only manage one run a
week"."""
_GRADE = re.compile(
    r"\b(?:i'?m|i\s+am|the\s+user\s+is|they\s+are)\s+(?:now\s+)?(?P<verb>teaching|coaching"
    r"|tutoring|taking|in|into|doing|on|starting)\s+(?P<topic>year|grade|form|level|key\s+stage|ks)"
    # "teaching year 3 at Elm Park Primary now" names the workplace: a new employer, read so
    r"\s+(?P<value>\d{1,2})\b(?!\s+(?i:at|in)\s+(?-i:[A-Z]))"
    r"(?=[^.;!?]*\b(?:now|this\s+(?:year|term|semester|september|fall"
    r"|autumn)|these\s+days|from\s+september)\b)",
    re.IGNORECASE,
)
"""A school year the user teaches or is in, said as this year's: "I'm teaching year 4 this
year" moves "I teach year 6"."""
_THESE_DAYS = frozenset("now nowadays days lately anymore".split())
_TIER = re.compile(
    r"\b(?:upgraded|downgraded|upgrading|downgrading)\s+(?:(?:us|me|it)\s+)?(?:(?:my|our|the)\s+"
    r"(?:[\w-]+\s+)?(?:plan|subscription|membership|account)\s+)?(?:to|onto)\s+(?:the\s+|a\s+)?"
    r"(?P<value>(?P<product>(?-i:[A-Z])[\w+.-]*)(?:\s+[\w+.-]+){0,2}?)"
    r"(?:\s+(?:plan|tier|subscription|membership|package|edition|account))?(?=\s*(?:[,.;:!?]|$)"
    r"|\s+(?:since|because|as|now|and|but|so|after|when|last|this|for)\b)",
    re.IGNORECASE,
)
"""A plan moved to another tier: "we downgraded to Spotify individual", "upgraded to the Notion
Plus plan"; the product is the topic."""
_TIER_WORDS = re.compile(
    r"\b(?:plan|tier|subscription|membership|premium|basic|family|individual|pro|plus|free"
    r"|student|duo|standard|business|team|enterprise|starter)\b",
    re.IGNORECASE,
)
"""What an older memory says a plan's tier with."""
_PUT_ON = re.compile(
    r"\b(?:moved|put|switched|transferred|shifted|reassigned|bumped)\s+(?:me|the\s+user)\s+"
    r"(?:over\s+|across\s+)?(?:to|onto|on)\s+(?:the\s+)?(?P<value>[a-z][\w-]*"
    r"(?:\s+(?!(?:now|today|too|again|full)\b)[a-z][\w-]*)?)"
    r"(?=\s*(?:[,.;:!?]|$)|\s+(?:a\s+couple|last|this|since|because|so|and|but|now|for|from"
    r"|after|in)\b)",
    re.IGNORECASE,
)
"""The user put on another desk, ward or team with its kind left unsaid: "they moved me over
to flatbed a couple weeks back" (after "I'm on the reefer desk")."""
_PLACED = re.compile(
    r"\b(?:on|in|at|with)\s+the\s+(?P<old>[\w-]+)\s+(?:desk|team|ward|unit|shift|rota|line"
    r"|route|squad|crew|account|project|section|department|dept|floor|pod)\b",
    re.IGNORECASE,
)
"""Where an older memory puts the user by kind ("on the reefer desk", "in the ortho ward")."""
_HOURS_MOVED = re.compile(
    r"\b(?:we'?re|we\s+are|i'?m|i\s+am|we'?ll\s+be|we\s+will\s+be)\s+(?:now\s+)?(?P<verb>shutting|closing"
    r"|opening|open|closed)\s+(?:at|from|until|till)\s+(?P<value>\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d)",
    re.IGNORECASE,
)
"""The hours of the user's place moved: "we're shutting at 4pm from next week"."""
_HOURS_CUES = frozenset("shutting closing opening open closed".split())
_PUT_CUES = frozenset("moved put switched transferred shifted reassigned bumped".split())
_TIER_CUES = frozenset("upgraded downgraded upgrading downgrading".split())
_GRADE_WORDS = frozenset("year grade form level stage ks".split())
_COUNT_WORDS = frozenset("cut cutting scaled scaling trimmed trimming down up".split())
_PROMOTED = re.compile(
    r"\b(?:promoted|made|appointed|named|bumped\s+up)\s+(?:me\s+|him\s+|her\s+)?(?:to\s+|as\s+)?"
    r"(?:a\s+|an\s+|the\s+)?(?P<value>(?:[\w-]+\s+){0,3}?" + ROLE_HEAD + r")\b"
    r"|\b(?:i'?m|i\s+am)\s+now\s+(?:a\s+|an\s+|the\s+)?(?P<value2>(?:[\w-]+\s+){0,3}?"
    + ROLE_HEAD
    + r")\b"
    r"|\bnew\s+(?:role|job|title|position)\s+(?:as|is)\s+(?:a\s+|an\s+|the\s+)?"
    r"(?P<value3>(?:[\w-]+\s+){0,3}?" + ROLE_HEAD + r")\b"
    # "got my promotion, I'm a mid-level engineer now!"
    r"|\b(?:i'?m|i\s+am|the\s+user\s+is|they\s+are)\s+(?:a\s+|an\s+|the\s+)"
    r"(?P<value4>(?:[\w-]+\s+){0,3}?" + ROLE_HEAD + r")\s+now\b",
    re.IGNORECASE,
)
"""A new role: "promoted me to team lead", "I'm now the head of design"."""
_SOMEONE_ELSE = re.compile(
    r"(?:\b(?i:my|our|his|her|their)\s+[\w-]+(?:\s+[\w-]+)?|\b[A-Z][a-z]+)\s+"
    r"(?i:(?:just\s+|finally\s+)?(?:got|was|has\s+been|had\s+been|is|were|'s)\s+)$"
)
"""Someone else just before a promotion ("my wife got", "Priya was")."""
_MOVED_HOME = re.compile(
    r"\b(?:we|i|(?i:the\s+user))(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+"
    r"|officially\s+)?"
    r"(?:moved|relocated)\s+(?:back\s+|house\s+|over\s+)?(?:to|into)\s+"
    r"(?P<value>(?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})",
)
"""A move of the household: "we moved to Savannah", "I relocated to Porto"."""
_STAY = re.compile(
    r"[^.;!?]{0,40}?\b(?:for\s+(?:a|an|the|two|three|few|couple|\d+|work|business|now)\b|until"
    r"|till|temporarily|visiting|trip|conference)\b",
    re.IGNORECASE,
)
"""A stay with an end after the place: "moved to Denver for the summer" is no new home."""
_HOME_OLD = re.compile(
    r"\b(?i:i|we|the\s+user|the\s+user's\s+(?:family|household))(?i:'m|\s+am|'re|\s+are|\s+is)?"
    r"\s+(?i:(?:\w+\s+){0,4}?(?:in|near|outside|from))\s+"
    r"(?P<place>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})"
    r"|\b(?i:(?:live[sd]?|living|based|located|garden(?:s|ing)?|grow|farm)\s+(?:\w+\s+)?(?:in|near))\s+"
    r"(?P<place2>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})"
    r"|\bhere\s+in\s+(?P<place3>[A-Z][\w'-]*)",
)
"""Where an older memory puts the user ("I garden in Leeds", "The user lives in Oslo")."""
_NOT_HOME_VERB = frozenset(
    "born grew studied stayed was were visited visiting travelling traveling flying holiday"
    " vacation trip".split()
)

_MOVE_WORDS = frozenset(
    "moved moving switched switching changed changing shifted shifting pushed pushing postponed"
    " rescheduled rescheduling delayed brought bumped bumping raised raising increased increasing"
    " upped upping cut cutting reduced reducing lowered lowering dropped dropping doubled halved"
    " migrated migrating transferred relocated".split()
)
"""The verbs of `_VERB_TOPIC` and `_PRONOUN_AMOUNT`."""
_ROLE_CUES = frozenset("promoted made appointed named bumped".split())
_ROLE_WORDS = frozenset("role job title position".split())


def _may_promote(words: set[str]) -> bool:
    """Whether the words allow a promotion ("promoted", "I'm now the", "new role as")."""
    return bool(
        words & _ROLE_CUES
        or ("now" in words and words & {"i'm", "am", "im", "user", "they"})
        or ("new" in words and words & _ROLE_WORDS)
    )


_BOUND_CUES = frozenset(
    "now moved pushed postponed rescheduled delayed bumped changed switched shifted raised"
    " increased upped cut reduced lowered went go goes going gone".split()
)
"""Change cues `_bound` looks around."""
_BINDERS = frozenset("is are was were got been be officially will has".split())
_AFTER_CUE = frozenset("to until till on at in for back up down over".split())
_NEW_SHAPE = re.compile(r"\bnew\s+(?:[\w'-]+\s+){0,3}?(?:is|are|will)\b|\bnew\s+[\w-]+'s\b", re.I)
_ROLE_SHAPE = re.compile(
    r"\b(?:promoted|appointed)\b|\b(?:made|named)\s+(?:me|him|her)\b|\bi(?:'m|\s+am)\s+now\b"
    r"|\b(?:i(?:'m|\s+am)|the\s+user\s+is|they\s+are)\s+(?:a|an|the)\s+[^.;!?]{0,40}\bnow\b"
    r"|\bnew\s+(?:role|job|title|position)\b",
    re.IGNORECASE,
)


_THESE_DAYS_SAID = re.compile(r"\bthese\s+days\b|\bnowadays\b")


def _bound(text: str) -> bool:
    """Whether a change cue is bound to a topic before it ("is now", "got pushed to")."""
    said = _THESE_DAYS_SAID.sub("now", text.lower())
    words = [w.strip(',;:.!?()"') for w in said.split()]
    for index, cue in enumerate(words):
        if cue not in _BOUND_CUES or not index:
            continue
        before = words[index - 1]
        after = words[index + 1] if index + 1 < len(words) else ""
        if before in _BINDERS or before.endswith(("'s", "'ll")):
            return True
        if cue != "now" and after in _AFTER_CUE:
            return True  # "got pushed to", "went up to"
        if cue == "now" and any(
            w in _BINDERS or w.endswith("'s") for w in words[max(0, index - 6) : index]
        ):
            return True  # "pickup's at 3:15 now", "my rent is 1500 now"
    return False


CHANGE_CUES = frozenset(
    "moved moving switched switching changed changing shifted shifting pushed pushing postponed"
    " rescheduled rescheduling delayed brought bumped bumping raised raising increased increasing"
    " upped upping cut cutting reduced reducing lowered lowering dropped dropping doubled halved"
    " migrated migrating transferred relocated now new promoted made appointed named went going"
    " go goes gone down back nowadays days lately upgraded downgraded upgrading downgrading put"
    " reassigned shutting closing opening open closed scaled scaling trimmed trimming anymore"
    " getting built up".split()
)
"""A statement without one of these words changes nothing here (a cheap screen)."""
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_GENERIC = frozenset(
    "the a an my our his her their your this that it thing things stuff one ones lot bit time"
    " day week month year today plan plans user user's team team's we i me us date"
    " fyi btw so yes yeah but and also ok okay update news oh well anyway whole entire all".split()
)
"""Words too general to be a topic by themselves ("it", "the date", "the plan"), and the
fillers a reply opens with ("yes but fyi game night is tuesdays now")."""
_NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][\w&'-]*[A-Za-z0-9]|\b[a-z]+[A-Z][\w-]*")
_NOT_NAMES = frozenset("I I'm I've I'd I'll The User".split())
_CUT = re.compile(
    r"\s+(?:and|but|so|because|since|as|after|before|which|who|when|while|then|though)\b"
    r"|\s+(?:this|last|next)\s+(?:week|month|year|sprint|term|spring|summer|fall|autumn|winter)\b"
    r"|\s+(?:over|on|at)\s+the\s+weekend\b|\s+(?:this|last)\s+weekend\b"
    r"|\s+(?:yesterday|today|recently|earlier|(?:a\s+)?(?:few|couple\s+of)\s+days\s+ago)\b"
    # a comma ends the clause, not the thousands of an amount ("up to 1,050 next month")
    r"|,(?!\d{3}\b)",
    re.IGNORECASE,
)


_SAME_TOPIC = {"bedtime": "sleep", "bed": "sleep", "wakeup": "wake", "alarm": "wake"}
"""Words one routine is named by: "my bedtime is 1am now" moves "I sleep around 11pm"."""


def topic_stem(word: str) -> str:
    """The stem a topic word is compared by ("classes" and "class" meet)."""
    return _stem(word)


def _stem(word: str) -> str:
    """A crude stem, the same for both sides: "tracking"/"tracks" -> "track"."""
    word = word.lower().removesuffix("'s")
    word = _PERIOD_OF.get(word, word)
    word = _SAME_TOPIC.get(word, word)
    # a plural meets its singular: "stories"/"story", "classes"/"class", "coffees"/"coffee"
    if word.endswith("ies") and len(word) >= 5:
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "zes", "ches", "shes")) and len(word) >= 5:
        return word[:-2]
    if word.endswith(("ss", "us", "is")):
        return word  # "class", "bus", "analysis": no plural s
    for suffix in ("ments", "ment", "ings", "ing", "ed", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    return word


def _stems(text: str) -> frozenset[str]:
    return frozenset(_stem(w) for w in _WORD.findall(text.lower()))


_TOOL_LIKE = re.compile(
    r"(?!(?:the|a|an|my|our|his|her|their|your|this|that|it|them|me|us|him|next|later|tomorrow"
    r"|today|tonight|mornings?|evenings?|afternoons?|nights?|weekends?|weekdays?|(?:mon|tues|wednes"
    r"|thurs|fri|satur|sun)days?|bed|school|work|home|storage|hospital|uni|college)\b)"
    r"[a-z][\w.+#-]*(?:\s+[a-z][\w.+#-]*)?"
)
"""A value of one or two lower-case words that may name a tool ("google docs", "xero")."""


def _kind(value: str) -> Kind | None:
    """The class of a new value as written, or None when it is none we can compare."""
    if _DATE.match(value.strip()):
        return "date"
    if _AMOUNT.match(value.strip()):
        return "amount"  # "100mg on tuesday": the dose, said with when it changed
    if _DATE.search(value[:25]):
        return "date"
    if _AMOUNT.search(value[:20]):
        return "amount"
    if _NAME.search(" " + value[:40]) or any(c.isdigit() for c in value):
        return "name"
    return None


def _value_text(raw: str) -> str:
    """The value of a change, up to where its clause ends."""
    m = _CUT.search(raw)
    value = raw[: m.start()] if m else raw
    return value.strip(" '\"").lower()


def _topic(raw: str) -> tuple[str, ...]:
    words = [w for w in _WORD.findall(raw.lower()) if w not in _GENERIC]
    return tuple(_stem(w) for w in words)


def _qualifiers(match: re.Match[str]) -> tuple[str, ...]:
    """The names in a topic ("Maya's recital") and what it is of or for ("... for the grant")."""
    names = [w for w in match.group("topic").split()[:-1] if w[:1].isupper()]
    qual = match.group("qual")
    words = [*names, qual.split()[-1]] if qual else names
    return tuple(_stem(w) for w in words if w.lower() not in _GENERIC)


@lru_cache(maxsize=4096)
def topic_changes(text: str) -> tuple[TopicChange, ...]:
    """The changes `text` says happened: a topic, and the new value and its kind."""
    words = set(_WORD.findall(text.lower()))
    if not words & CHANGE_CUES and not words & _GRADE_WORDS:
        return ()
    # Each shape needs its own words, and a change said after its topic needs the cue
    # bound to a verb: the patterns cost a tenth of a millisecond a sentence, the screens
    # almost nothing ("now" alone is in many a request).
    shapes = []
    if words & _MOVE_WORDS:
        shapes.append(_VERB_TOPIC)
    if _bound(text):
        shapes.extend((_TOPIC_NOW, _VALUE_NOW))
    if "new" in words and _NEW_SHAPE.search(text):
        shapes.append(_NEW_TOPIC)
    found: list[TopicChange] = []
    for pattern in shapes:
        for m in pattern.finditer(text):
            topic = _topic(m.group("topic"))
            value = _value_text(m.group("value"))
            kind = _kind(m.group("value"))
            if kind is None and pattern is _VERB_TOPIC and _TOOL_LIKE.fullmatch(value):
                kind = "name"  # "moved all the recipes to google docs": a tool in lower case
            if topic and value and kind is not None:
                found.append(TopicChange(topic, kind, value, _qualifiers(m)))
    for pattern, cues, kind, topic_of in _WHOLE_SHAPES:
        for m in pattern.finditer(text) if words & cues else ():
            found.append(TopicChange(topic_of(m), kind, m.group("value").lower()))
    for m in _PRONOUN_AMOUNT.finditer(text) if words & _MOVE_WORDS else ():
        value = _value_text(m.group("value"))
        if _kind(m.group("value")) == "amount" and _periods(m.group("value")):
            found.append(TopicChange((), "amount", value))
    for m in _PROMOTED.finditer(text) if _may_promote(words) and _ROLE_SHAPE.search(text) else ():
        if _SOMEONE_ELSE.search(text[max(0, m.start() - 40) : m.start()]):
            continue  # "my brother got promoted to captain": not the user's role
        value = m.group("value") or m.group("value2") or m.group("value3") or m.group("value4")
        found.append(TopicChange((), "role", value.lower()))
    for m in _MOVED_HOME.finditer(text) if words & {"moved", "relocated"} else ():
        if not _STAY.match(text, m.end()):
            found.append(TopicChange((), "home", m.group("value").lower()))
    return tuple(found)


def _counted(m: re.Match[str]) -> tuple[str, ...]:
    """The thing a count or a length is of ("one coffee a day", "one-week sprints")."""
    return (_stem(m.group("topic")),)


def _hours_topic(m: re.Match[str]) -> tuple[str, ...]:
    """Opening or closing: "we're shutting at 4pm" moves the closing time."""
    return ("open",) if m.group("verb").lower().startswith("open") else ("clos",)


def _placement_topic(m: re.Match[str]) -> tuple[str, ...]:
    """No topic: "moved me over to flatbed" leaves the kind of place unsaid."""
    return ()


def _tier_topic(m: re.Match[str]) -> tuple[str, ...]:
    """The product whose plan changed tier ("Spotify")."""
    return (_stem(m.group("product")),)


def _grade_topic(m: re.Match[str]) -> tuple[str, ...]:
    """The year or grade, with what the user does in it when they teach it ("teach", "year")."""
    verb = m.group("verb").lower()
    doing = () if verb in ("in", "into", "doing", "on", "starting") else (_stem(verb),)
    return (*doing, _stem(m.group("topic").split()[-1]))


_WHOLE_SHAPES: tuple[
    tuple[re.Pattern[str], frozenset[str], Kind, Callable[[re.Match[str]], tuple[str, ...]]], ...
] = (
    (_MEASURED, _MEASURE_WORDS, "measure", _counted),
    (_COUNT_NOW, _COUNT_WORDS, "amount", _counted),
    (_HOURS_MOVED, _HOURS_CUES, "date", _hours_topic),
    (_PUT_ON, _PUT_CUES, "placement", _placement_topic),
    (_TIER, _TIER_CUES, "tier", _tier_topic),
    (_GRADE, _GRADE_WORDS, "amount", _grade_topic),
    (_COUNT_THESE_DAYS, _THESE_DAYS, "amount", _counted),
)
"""The shapes read whole, each with the words it needs, the kind of its value and how its
topic is found; their value is the group `value`, lower-cased."""


def _periods(text: str) -> frozenset[str]:
    return frozenset(
        (m.group("unit") or _PERIOD_OF[m.group("adv").lower()]).lower()
        for m in _PERIOD.finditer(text)
    )


def _other(found: str, value: str) -> bool:
    """Whether a value `found` in an older memory is not the new `value` (or part of it)."""
    return re.search(r"(?<!\w)" + re.escape(found.strip().lower()) + r"(?!\w)", value) is None


def _holds(kind: Kind, old: str, value: str) -> bool:
    """Whether `old` holds a value of `kind` other than `value`."""
    if kind == "date":
        return any(_other(m.group(0), value) for m in _DATE.finditer(old))
    if kind == "amount":
        undated = _DATE.sub(" ", old)
        return any(_other(m.group(0), value) for m in _AMOUNT.finditer(undated))
    if kind == "placement":
        return any(_other(m.group("old"), value) for m in _PLACED.finditer(old))
    if kind == "tier":
        return any(_other(m.group(0), value) for m in _TIER_WORDS.finditer(old))
    if kind == "measure":
        return any(_other(m.group(0), value) for m in _LENGTH_IN.finditer(old))
    if kind == "role":
        m = _ROLE_OLD.search(old)
        return m is not None and value not in m.group(0).lower()
    if kind == "home":
        for m in _HOME_OLD.finditer(old):
            place = m.group("place") or m.group("place2") or m.group("place3")
            before = old[max(0, m.start() - 20) : m.start() + 30].lower()
            if _other(place, value) and not _NOT_HOME_VERB & set(_WORD.findall(before)):
                return True
        return False
    return any(
        m.group(0) not in _NOT_NAMES and _other(m.group(0), value) for m in _NAME.finditer(old)
    )


def updates_topic(content: str, old_content: str) -> bool:
    """Whether `content` changes a topic `old_content` holds a different value of.

    The old memory must mention every word of the changed topic (and its names and what
    it is for: "Maya's recital", "the deadline for the grant") and hold a value of the kind
    that changed. An amount whose topic is a pronoun ("bumped it to 800 a month") is found
    by its period instead; implied topics (a role, a home) need only the value. Pure; the
    caller rules out pinned memories and those of the same reply.
    """
    changes = topic_changes(content)
    if not changes:
        return False
    old_stems = _stems(old_content)
    lowered = old_content.lower()
    for change in changes:
        if change.value and not _other(change.value, lowered):
            continue  # the old memory already holds the new value: an elaboration
        if change.topic:
            # every word of the topic: a "mock viva" is not the viva, an "orders dashboard"
            # not the orders service
            about = old_stems.issuperset(change.topic)
            if not about and change.kind == "amount":
                # the same pot of money, said another way ("investing" / "index fund")
                about = bool(_pots(" ".join(change.topic)) & _pots(old_content))
            if not about or not old_stems.issuperset(change.qualifiers):
                continue
        elif change.kind == "amount" and not _periods(change.value) & _periods(old_content):
            continue
        if (
            change.kind == "amount"
            and change.topic
            and change.topic[-1] not in old_stems
            and not _periods(content) & _periods(old_content)
        ):
            continue
        if _holds(change.kind, old_content, change.value):
            return True
        if (
            change.kind == "name"
            and change.topic
            and _kept_elsewhere(change.topic[-1], old_content, change.value)
        ):
            return True
    return False


def _kept_elsewhere(head: str, old: str, value: str) -> bool:
    """Whether `old` says the thing `head` names is kept in a tool other than `value`.

    "we keep all our recipes in notion", then "moved all the recipes to google docs": the
    tool is written in lower case, so it is no name `_holds` finds.
    """
    pattern = re.compile(
        r"\b" + re.escape(head) + r"\w*\s+(?:(?:is|are|lives?|sits?|kept|stored)\s+)?(?:in|on)\s+"
        r"(?P<tool>[\w.+#-]+)",
        re.IGNORECASE,
    )
    return any(_other(m.group("tool"), value) for m in pattern.finditer(old))


_BUCKETS: dict[str, tuple[str, ...]] = {
    word: tuple(family for family, words in families if word in words.split())
    for families in [
        (
            (
                "invest",
                "invest investing investment investments index fund funds etf etfs stock"
                " stocks shares brokerage portfolio",
            ),
            ("save", "save saving savings aside emergency fund pot"),
            ("home", "rent landlord lease mortgage"),
            ("food", "grocery grocer groceries food"),
            ("pension", "pension 401k retirement ira roth"),
            ("pay", "salary pay paid earn earning income wage wages paycheck"),
            ("allowance", "allowance pocket"),
            ("debt", "debt loan loans repay repayment repayments"),
            ("give", "donate donation donations charity tithe"),
        )
    ]
    for _, words in families
    for word in words.split()
}
"""Which pot of money a word names: amounts of the same pot and period are one topic
("bumping the monthly investing to 800" after "500 a month into an index fund")."""


def _pots(text: str) -> frozenset[str]:
    return frozenset(f for w in _WORD.findall(text.lower()) for f in _BUCKETS.get(w, ()))


def promotion_at(text: str) -> int | None:
    """Where `text` says the user has a new role ("promoted me to", "I'm now the"), or None."""
    m = _PROMOTED.search(text)
    return m.start() if m is not None else None


def states_role(text: str) -> bool:
    """Whether `text` states the user's job title ("I'm a junior data analyst at ...")."""
    return _ROLE_OLD.search(text) is not None or (
        "now" in text.lower() and _PROMOTED.search(text) is not None
    )

"""A deadline the user names in passing: "the grant closes June 30", "thesis is due July 3rd".

A thing, a verb of being due and a date make a deadline whoever set it: "X is due <date>",
"X closes/ends <date>", "X has to be in by <date>", "the client wants X by <date>", "the
deadline for X is <date>", "due date is <date>". Said by the user, the thing is theirs to
deliver (or their baby, or their rent), so it is kept as a fact; its date gives the memory
its end (`temporal.valid_until` reads "due"/"by" from the source), so it leaves policies once
passed. Questions ("is it due Friday?") and hedged clauses are left alone, and so is a
sentence with no date ("the essay is due soon").
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline import patterns as p
from imprint.pipeline.calendar_words import MONTH_PATTERN, ORDINAL, WEEKDAY_PATTERN
from imprint.pipeline.hedges import hedged

__all__ = ["deadline_in", "extended_deadline", "moved_deadline", "with_topic"]

_I = re.IGNORECASE

_WHEN = (
    rf"(?:{MONTH_PATTERN}\s+\d{{1,2}}{ORDINAL}\b|\d{{1,2}}{ORDINAL}\s+(?:of\s+)?{MONTH_PATTERN}\b"
    rf"|the\s+\d{{1,2}}(?:st|nd|rd|th)\b|(?:next\s+|this\s+)?{WEEKDAY_PATTERN}\b"
    rf"|(?:the\s+)?end\s+of\s+(?:the\s+)?(?:{MONTH_PATTERN}\b|month\b|week\b)|\d{{1,2}}/\d{{1,2}}\b)"
)
_DUE = re.compile(
    r"(?:(?P<what>\b[\w'&-]+(?:\s+[\w'&-]+){0,7}?)\s+)?"
    r"(?P<verb>(?:is|'s|are|was)\s+(?:now\s+)?due(?:\s+(?:on|by|in\s+on))?"
    r"|due(?:\s+(?:on|by))?|clos(?:es|ing)(?:\s+on)?|(?:is|are)\s+closing(?:\s+on)?"
    r"|(?:has|have|needs?|must)\s+(?:to\s+)?(?:be\s+)?(?:in|submitted|done|finished|handed\s+in|sent"
    r"|filed|delivered|ready|out|live|sorted|booked|paid|signed|printed|posted|confirmed"
    r"|wrapped\s+up|locked\s+in)\s+(?:by|before|on)"
    r"|(?:wants?|needs?|expects?)\s+(?:it|them|(?:the|a|an|their|our|my)\s+[\w-]+(?:\s+[\w-]+){0,3})"
    r"\s+(?:by|before|on)"
    r"|(?:deadline(?:\s+for\s+(?:the\s+|my\s+|our\s+)?[\w'&-]+(?:\s+[\w'&-]+){0,3}?)?|due\s+date)"
    r"\s+(?:is|'s)(?:\s+on)?)\s+"
    rf"(?P<when>{_WHEN})",
    _I,
)
"""A thing, a verb of being due and a date."""
_WHEN_ALONE = re.compile(rf"\b{_WHEN}", _I)
"""The date alone: most sentences have none, and this is cheaper to rule out than `_DUE`."""
_LOWER_WHEN_ALONE = re.compile(_WHEN_ALONE.pattern)
"""`_WHEN_ALONE` for lowered ASCII text: its letters are all lower case, so it answers the
same without IGNORECASE (several times slower)."""
_DIGIT = re.compile(r"\d")
_NEEDS = ("due", "clos", "by", "before", "deadline", "on")
_OPENING = re.compile(
    r"^(?:so|and|but|also|plus|btw|fyi|ok|okay|well|anyway|oh|ugh|heads\s+up|reminder|note)\b\W*",
    _I,
)
_NOT_A_THING = frozenset("it that this which what when i you we they he she".split())
"""Words that, opening the clause, leave the thing unnamed ("it's due friday")."""


def deadline_in(sentence: str) -> str | None:
    """The deadline `sentence` names, as fact content, or None."""
    low = sentence.lower()
    if not any(word in low for word in _NEEDS) or not _has_date(sentence, low):
        return None
    m = _DUE.search(sentence)
    if m is None or p.QUESTION_HEAD.match(sentence) is not None:
        return None
    if sentence[m.end() :].lstrip(" )").startswith("?"):
        return None  # "the essay's due friday?": asked
    start = _clause_start(sentence, m.start("verb"))
    clause = _OPENING.sub("", sentence[start : m.end()].strip(" ,;:-()")).strip()
    words = clause.split()
    if len(words) < 3 or hedged(clause):
        return None
    before = sentence[:start].rstrip()
    if before.endswith("("):
        # "expecting our first in August (due date is aug 14)": the aside dates the clause.
        return h.canonical(f"{sentence[: m.end()].strip()})")
    lead = _OPENING.sub("", before.rstrip(",:").strip())
    if before.endswith((",", ":")) and _topic(lead):
        # "brand guidelines for Acme, client wants the pdf by June 12": the topic first.
        return h.canonical(f"{lead}, {clause}")
    return None if words[0].lower() in _NOT_A_THING else h.canonical(clause)


def _has_date(sentence: str, low: str) -> bool:
    """Whether `_WHEN_ALONE` finds a date in `sentence` (`low` is it lowered)."""
    if not sentence.isascii():
        return _WHEN_ALONE.search(sentence) is not None
    # Each branch of `_WHEN` holds a digit but the weekday ("...day") and "end of" ones.
    if "day" not in low and "end" not in low and _DIGIT.search(low) is None:
        return False
    return _LOWER_WHEN_ALONE.search(low) is not None


_VERBISH = re.compile(
    r"\b(?:i|i'm|we|you|is|are|was|were|am|be|have|has|had|do|does|did|will|would|can|could"
    r"|should|want|need|like|please|my)\b|[?!]",
    _I,
)


def _topic(text: str) -> bool:
    """Whether `text` is a bare topic: a few words, no verb, no clause of its own."""
    return 1 <= len(text.split()) <= 8 and _JOINT.search(text) is None and not _VERBISH.search(text)


_JOINT = re.compile(r"[,;:.!()\u2014]|\s-+\s|\b(?:and|but|so|because|since|while)\s", _I)


def _clause_start(sentence: str, at: int) -> int:
    """Where the clause holding position `at` starts: after the last joint before it."""
    start = 0
    for joint in _JOINT.finditer(sentence, 0, at):
        start = joint.end()
    return start


_MOVE_VERB = r"(?:pushed|moved|shoved|bumped|extended|postponed|delayed|shifted|slid|brought)"
_MOVED = re.compile(
    rf"\b{_MOVE_VERB}\s+(?:the\s+|our\s+|my\s+|their\s+)?(?P<thing>[\w'&-]+(?:\s+[\w'&-]+){{0,3}}?)"
    rf"\s+(?:back\s+|out\s+|forward\s+)?(?:to|till|until|til)\s+(?P<when>{_WHEN})"
    rf"|(?:the\s+|our\s+|my\s+)?(?P<thing2>[\w'&-]+(?:\s+[\w'&-]+){{0,3}}?)\s+(?:got|was|were|has\s+been"
    rf"|have\s+been|is|are|'s)\s+(?:now\s+)?{_MOVE_VERB}\s+(?:back\s+|out\s+|forward\s+)?(?:to|till|until"
    rf"|til)\s+(?P<when2>{_WHEN})",
    _I,
)
_PRONOUNS = frozenset("it that this them everything which me us him her you".split())
_RECURRING = frozenset(
    "meeting meetings call calls class classes lesson lessons appointment session standup shift"
    " practice training sync 1:1 catchup catch-up".split()
)
"""Things moved for one week, not deadlines ("I moved the meeting to Tuesday"); a memory
naming them must not be retired."""


def moved_deadline(sentence: str) -> tuple[str, str] | None:
    """`(content, thing)` when `sentence` moves a deadline ("they pushed the launch to May 3")."""
    low = sentence.lower()
    if not any(verb in low for verb in _MOVE_WORDS) or sentence.rstrip().endswith("?"):
        return None
    m = _MOVED.search(sentence)
    if m is None or hedged(sentence):
        return None
    thing = (m.group("thing") or m.group("thing2")).strip()
    when = m.group("when") or m.group("when2")
    head = thing.lower().split()
    if head[0] in _PRONOUNS or thing.lower() in _NOT_A_THING or head[-1] in _RECURRING:
        return None
    return f"The {thing} was moved to {when}.", thing.lower()


_MOVE_WORDS = (
    "push",
    "moved",
    "shoved",
    "bumped",
    "extended",
    "postponed",
    "delayed",
    "shifted",
    "slid",
    "brought",
)


_EXTENSION = re.compile(
    r"\b(?:got|get|given|granted|gave\s+(?:me|us)|approved)\s+(?:me\s+|us\s+)?(?:an?\s+)?"
    r"(?:[\w-]+\s+){0,2}?extension\b[^.;!?]{0,40}?(?:\b(?:to|till|until|til)\s+(?P<when>"
    + _WHEN
    + r")"
    r"|(?:the\s+)?new\s+(?:date|deadline|due\s+date|hand-?in\s+date|submission\s+date)\s+(?:is|'s)\s+"
    r"(?:now\s+)?"
    r"(?:on\s+)?(?P<when2>" + _WHEN + r"))",
    _I,
)
"""An extension granted, with its new date: "the press gave me an extension, the new date
is 15 November", "got an extension till the 30th"."""


def extended_deadline(sentence: str) -> str | None:
    """The fact of a deadline extended to a new date, or None ("got an extension to May 3")."""
    if "extension" not in sentence.lower() or sentence.rstrip().endswith("?"):
        return None
    m = _EXTENSION.search(sentence)
    if m is None or hedged(sentence):
        return None
    when = m.group("when") or m.group("when2")
    return f"The user's deadline is now {when} (an extension)."


_BARE_DEADLINE = re.compile(
    r"^(?:the\s+)?(?:deadline(?:'s|\s+is)|due(?:\s+date(?:'s|\s+is))?\b|(?:it|this|that)(?:'s|\s+is)\s+due"
    r"|(?:it|this|that)\s+(?:closes|ends)\b)",
    _I,
)
"""A deadline that names no thing ("deadline is june 30", "due june 30, 5pm")."""
_TOPIC_END = re.compile(r"[,.;:!?(]|\s-+\s|\u2014")
_TOPIC_LEAD = re.compile(r"^\W*(?:(?:so|ok(?:ay)?|right|hi|hey|hello|also|and|now)\W+)*", _I)


def with_topic(content: str, previous: str) -> str:
    """`content` of a deadline that names no thing, led by the task the sentence before named.

    "grant app for our community garden. due june 30, 5pm": the date is the grant's. The
    topic is the first clause of the sentence before when it is a bare noun phrase or an
    "applying for ..."; otherwise (or with no such deadline) `content` is returned as is.
    """
    if not previous or _BARE_DEADLINE.match(content) is None:
        return content
    topic = _TOPIC_END.split(_TOPIC_LEAD.sub("", previous.strip()), maxsplit=1)[0].strip()
    gerund = re.match(
        r"^(?:applying|working|writing|pitching|submitting)\s+(?:for|on)\s+", topic, _I
    )
    bare = topic[gerund.end() :] if gerund else topic
    if not 2 <= len(bare.split()) <= 12 or _VERBISH.search(bare.replace("my ", "")):
        return content
    told = h.canonical(f"{topic}: {content[0].lower()}{content[1:]}")
    return told if told is not None else content

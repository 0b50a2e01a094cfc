"""The stack the user or one of their projects works with, whatever the verb.

`stack_in(sentence)` finds the clause that names it: the user's own ("at work i write
kotlin", "i code in Go", "I mostly work in TypeScript", "my day job is Java", "i'm on zed
now") or a project's, named by the user ("orbit is on GCP", "the mobile app is built with
Flutter", "our API runs on Fly", "everything in atlas runs on AWS"). The value must be a
known language, framework, database, cloud, host or tool (`subjects.py`), or, after a verb
that only a stack takes ("runs on", "hosted on", "built with"), a capitalised name. "I work
in marketing", "the talk is on Kubernetes" or "the bug is in React" name no stack.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.patterns import alnum_words, at_clause_start
from imprint.pipeline.subjects import SUBJECTS, subjects_in

__all__ = ["StackHit", "stack_in"]

_STACK_SUBJECTS = (
    "language",
    "frontend",
    "backend",
    "mobile",
    "game_engine",
    "database",
    "cache",
    "warehouse",
    "cloud",
    "hosting",
    "ci",
    "editor",
    "os",
    "package_manager",
    "code_hosting",
)
_HEAD_WORDS = frozenset(
    "database db cache warehouse frontend front-end backend back-end hosting hosted deploy ci"
    " base de datos datenbank editor ide package manager".split()
)
"""Terms that name the kind of thing, not a value ("the database", "hosting")."""


def _alternation() -> str:
    terms: set[str] = {"go", "golang", "node", "node.js", "nodejs", "deno"}
    for subject in _STACK_SUBJECTS:
        for term in SUBJECTS.get(subject, ()):
            if term.isascii() and term not in _HEAD_WORDS and not set(term.split()) & _HEAD_WORDS:
                terms.add(term if "\\" in term else re.escape(term))
    return "|".join(sorted(terms, key=len, reverse=True))


_TERMS = _alternation()
_TOKEN = re.compile(r"[a-z0-9]+")
_STRONG_VERBS = frozenset(
    "run runs running live lives living sit sits built written made developed implemented coded"
    " hosted deployed served backed powered".split()
)
_SCREEN = frozenset(_TOKEN.findall(_TERMS.replace("\\", "").lower())) | _STRONG_VERBS
"""Every match holds one of these words: a word of a known value, or a stack verb."""
_USER_WORDS = frozenset({"my", "work", "job"})
_I = re.compile(r"\bi(?=[\s'])", re.IGNORECASE)


def _tech(group: str) -> str:
    """A known stack value, captured as `group`."""
    return rf"(?<![\w.+#-])(?P<{group}>{_TERMS})(?![\w+#-]|\.\w)"


_ADVERB = (
    r"(?:(?:currently|now|still|actually|mostly|mainly|also|only|just|primarily|usually"
    r"|normally|basically|really|pretty\s+much)\s+){0,2}"
)
_AMOUNT = r"(?:(?:mostly|mainly|only|primarily|exclusively|all|almost\s+entirely|pretty\s+much"
_AMOUNT += r"|professionally|modern|plain|vanilla)\s+)?"
_USER_I = re.compile(
    r"i(?:\s+"
    + _ADVERB
    + r"(?:write|code|program|develop|build|ship|hack|work)\s+"
    + _AMOUNT
    + r"(?:(?:in|with|on|using)\s+)?"
    + _AMOUNT
    + r"|\s+"
    + _ADVERB
    + r"do\s+(?:mostly|mainly|a\s+lot\s+of|all\s+my\s+(?:work|coding|dev)\s+in|everything\s+in)\s+"
    r"|(?:'m|\s+am)\s+"
    + _ADVERB
    + r"(?:in|on|writing|coding|using|working\s+(?:in|with))\s+"
    + _AMOUNT
    + r")"
    + _tech("t1")
    + r"(?!\s+(?:to|home|out|back|away|ahead|over)\b)",
    re.IGNORECASE,
)
"""The user's own stack, said with any verb of working, from the "i" of a clause on."""
_USER_OTHER = re.compile(
    r"\b(?P<my>my)\s+(?:day\s+job|job|work|main\s+(?:language|stack)|primary\s+(?:language|stack)"
    r"|(?:go-to|favou?rite|daily)\s+language|language\s+of\s+choice|stack|bread\s+and\s+butter)"
    r"\s+(?:is|'s|=|:)\s+"
    + _AMOUNT
    + r"(?:(?:in|writing|coding)\s+)?"
    + _AMOUNT
    + _tech("t2")
    + r"|\b(?P<at>(?:at|for)\s+(?:work|my\s+(?:day\s+)?job)),?\s+(?:it'?s|it\s+is|we'?re|i'?m)\s+"
    + _AMOUNT
    + r"(?:(?:in|on)\s+)?"
    + _tech("t3"),
    re.IGNORECASE,
)
"""The user's own stack, said with any verb of working."""
_NOT_OWNER = frozenset(
    """
    i we you he she they it this that these those which what who there here mine yours ours
    one someone something anything nothing everyone anyone tutorial example course class talk
    book article post blog thesis paper interview answer snippet task homework assignment ticket
    pr bug issue error problem question demo video meetup conference workshop chapter lecture
    exam documentation docs job role position vacancy listing sample exercise code file function
    test tests guide team company client event party webinar meeting call stream livestream
    podcast episode show match
    """.split()
)
"""Subjects that are no project of the user's ("the bug is in React", "the talk is on Rust")."""
_CLAUSE_START = re.compile(
    r"^|[,;:(]\s*|\b(?:and|but|so|because|since|though|also|plus|btw|fyi|now|while|whereas)\s+",
    re.IGNORECASE,
)
_PROJECT = re.compile(
    r"(?P<owner>(?:the|our|my|their)\s+(?:[\w.-]+\s+){0,2}?[\w.-]+|everything(?:\s+(?:in|on|for)"
    r"\s+[\w.-]+)?|[A-Za-z][\w.-]{1,30})"
    r"(?:'s\s+|\s+(?:(?:is|are|was)\s+)?)(?:(?:all|entirely|fully|mostly|still|now|currently|also|both"
    r"|completely|100%)\s+)?"
    r"(?:(?P<strong>runs?\s+on|running\s+on|lives?\s+on|living\s+on|sits?\s+on|(?:built|written|made"
    r"|developed|implemented|coded)\s+(?:with|in|on|using)|(?:hosted|deployed|served)\s+(?:on|to|at"
    r"|via|with)|backed\s+by|powered\s+by)\s+(?:(?:top\s+of|an?)\s+)?"
    r"(?:" + _tech("t4") + r"|(?P<name>[A-Z][\w.]*))"
    r"|(?P<weak>on|in|uses?|using)\s+" + _tech("t5") + r")",
    re.IGNORECASE,
)
"""A project's stack: "orbit is on GCP", "the mobile app is built with Flutter"."""
_HEAD_IS = re.compile(
    r"(?:(?:the|our|my)\s+)?(?:backend|back-end|frontend|front-end|database|db|stack|infra"
    r"|infrastructure|ci|cache|warehouse|hosting)\s+(?:is|'s)\s+"
    + _AMOUNT
    + r"(?:(?:on|in)\s+)?"
    + _tech("t6"),
    re.IGNORECASE,
)
"""A part of the user's stack given its value: "Backend is all Supabase", "db's postgres"."""
_CAPITAL = re.compile(r"[A-Z]")
_MADE_WITH = ("built", "written", "made", "developed", "implemented", "coded")
"""Verbs that name what a thing is made with ("built with Unity"), not where it runs."""


@dataclass(frozen=True, slots=True)
class StackHit:
    """A clause that names a stack."""

    start: int
    """Where the clause starts in the sentence."""
    subject: str | None
    """What the named value sets (`language`, `cloud`...)."""
    own: bool
    """Whether it is the user's own stack (else a project's)."""


def _subject(tech: str | None) -> str | None:
    if tech is None:
        return None
    if tech.lower() in ("go", "golang"):
        return "language"
    found = [s for s in subjects_in(tech) if s in _STACK_SUBJECTS]
    return found[0] if found else None


def stack_in(sentence: str) -> StackHit | None:
    """The clause of `sentence` that names the user's or a project's stack, or None."""
    words = alnum_words(sentence)
    if words.isdisjoint(_SCREEN):
        return None  # no known value and no verb that only a stack takes
    for who in _I.finditer(sentence) if "i" in words else ():
        m = _USER_I.match(sentence, who.start())
        if m is not None and at_clause_start(sentence, who.start()):
            return StackHit(who.start(), _subject(m.group("t1")), own=True)
    m = _USER_OTHER.search(sentence) if words & _USER_WORDS else None
    if m is not None:
        start = m.start("my") if m.group("my") is not None else m.start("at")
        return StackHit(start, _subject(m.group("t2") or m.group("t3")), own=True)
    for clause in _CLAUSE_START.finditer(sentence):
        # Matched only where a clause starts: the value alternation is long.
        head = _HEAD_IS.match(sentence, clause.end())
        if head is not None:
            return StackHit(clause.end(), _subject(head.group("t6")), own=False)
        m = _PROJECT.match(sentence, clause.end())
        if m is None:
            continue
        owner = m.group("owner").lower().split()
        if owner[-1] in _NOT_OWNER or (len(owner) == 1 and owner[0].endswith(("ed", "ing"))):
            continue  # ", deployed on Fly.io" goes on the clause before: no owner of its own
        if _subject(m.group("owner")) is not None:
            continue  # "Django runs on Python": a fact about the tool, not the user's project
        name = m.group("name")
        if name is not None and (subjects_in(name) or not _CAPITAL.match(name)):
            continue
        tech = m.group("t4") or m.group("t5")
        # "our API runs on Fly": what a service runs on, when no known value says more.
        hosted = name is not None and not m.group("strong").lower().startswith(_MADE_WITH)
        subject = _subject(tech) or ("hosting" if hosted else None)
        return StackHit(m.start("owner"), subject, own=False)
    return None

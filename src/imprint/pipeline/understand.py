"""What a reply says, read offline: its statements, what they replace, what to forget.

`understand(reply, agent_output)` is the heuristic reading that detection and derivation
share (cached, so a reply is read once). A reply may hold several statements: "My name is
Sam and I'm allergic to peanuts." gives two facts. Each statement carries its subject
(`subjects.py`), the old values it replaces and whether it takes back the user's last word
(`updates.py`); a forget request (`forget.py`) names what to erase and is never stored.

English replies go through the English rules (`heuristics.py` for corrections,
directions, preferences and decisions, `facts.py` for facts); the other languages through
their lexicons (`foreign.py`). Quoted, pasted and relayed text is set aside first
(`segment.py`), and clauses a hedge covers are left out of every sentence (`hedges.py`);
a sentence that relays someone else's words ("per the client, ...") keeps what it states
as theirs (`relayed.py`).

The reading itself: `english_reply.py` goes through an English reply sentence by sentence
(`english_sentence.py` for what one sentence says, `approvals.py`, `told_facts.py`,
`lasting_asks.py`, `reply_decisions.py` beside it); `foreign_reply.py` reads the other
languages. Both end alike: the values the reply retires (`retired_values.py`), then which
statements are kept and in what order (`kept_statements.py`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from imprint.pipeline.english_reply import english_reading
from imprint.pipeline.foreign_reply import foreign_reading
from imprint.pipeline.hedges import hedged
from imprint.pipeline.language import detect_language
from imprint.pipeline.screened import screened
from imprint.pipeline.segment import without_interjection
from imprint.pipeline.statements import Statement
from imprint.pipeline.understanding import MAX_CHARS, Understanding
from imprint.types import MemoryType

__all__ = ["Statement", "Understanding", "understand"]

_UNDECIDED = screened(
    r"^\W*(?:(?:m+h*|hm+|uh+|eh|well|so|honestly|tbh|dunno|nah)\W+)?(?:not\s+(?:decided|sure)\s+yet"
    r"|(?:i\s+)?(?:don'?t|do\s+not)\s+know\s+yet|no\s+idea\s+yet|(?:i\s+)?haven'?t\s+decided(?:\s+yet)?"
    r"|still\s+(?:deciding|undecided|on\s+the\s+fence)|undecided|no\s+s\u00e9\s+(?:todav\u00eda|a\u00fan)"
    r"|todav\u00eda\s+no\s+(?:lo\s+)?(?:s\u00e9|decid\u00ed)|a\u00fan\s+no\s+(?:lo\s+)?(?:s\u00e9|decid\u00ed)"
    r"|wei(?:\u00df|ss)\s+(?:ich\s+)?noch\s+nicht|noch\s+nicht\s+entschieden"
    r"|(?:je\s+(?:ne\s+)?)?sais\s+pas\s+encore|pas\s+encore\s+d\u00e9cid\u00e9e?"
    r"|(?:ainda\s+)?n\u00e3o\s+sei\s+ainda|ainda\s+n\u00e3o\s+(?:sei|decidi)|non\s+(?:lo\s+)?so\s+ancora"
    r"|non\s+ho\s+ancora\s+deciso|\u8fd8\u6ca1(?:\u60f3\u597d|\u51b3\u5b9a)"
    r"|\u307e\u3060(?:\u6c7a\u3081\u3066|\u308f\u304b\u3089|\u5206\u304b\u3089)"
    r"|\uc544\uc9c1\s*(?:\ubaa8\ub974|\uacb0\uc815))",
    re.IGNORECASE,
)
"""A reply's opening that says the user has not made up their mind, in any language read."""
_NEW_TOPIC = re.compile(
    r"^\W*(?:(?:oh|and|ok|okay)[\s,]+)*(?:also|btw|by\s+the\s+way|on\s+another\s+note|separately"
    r"|unrelated(?:ly)?|p\.?s\.?|one\s+(?:more|other)\s+thing|whatever\s+(?:we|i)\s+(?:do|pick"
    r"|decide|choose))\b",
    re.IGNORECASE,
)
"""A sentence that leaves the undecided topic: what it states still counts."""
_WHO_THEY_ARE = frozenset(
    "name pronouns allergy diet pregnancy city employer role school partner children pet"
    " timezone".split()
)
"""Subjects of who the user is: "no idea yet. also im allergic to shellfish" is not what the
user is undecided about."""


@lru_cache(maxsize=2048)
def understand(reply: str, agent_output: str = "") -> Understanding:
    """Read a reply offline (see the module docstring)."""
    text = reply[:MAX_CHARS]
    if not text.strip():
        return Understanding(language="en")
    reading = _read(text, agent_output)
    if reading.statements and _opens_undecided(text):
        # "Not decided yet. Supabase is tempting, but ...": thinking aloud, nothing to keep
        # (a forget request in it still counts).
        kept = tuple(
            x
            for x in reading.statements
            if _NEW_TOPIC.match(x.source)
            or (x.type is MemoryType.FACT and x.subject in _WHO_THEY_ARE)
            or (reading.language == "en" and _told_apart(x))
        )
        return replace(reading, statements=kept, retired=(), unexplained=())
    return reading


def _told_apart(statement: Statement) -> bool:
    """Whether a fact beside an undecided opening is told firmly, apart from the choice.

    "no idea yet. leaning Strahd maybe, or homebrew. my players are all coworkers from the
    DC so gothic horror might be a lot": who the players are is no option weighed.
    """
    source = statement.source
    return (
        statement.type is MemoryType.FACT
        and statement.rule in _TOLD_RULES
        and not hedged(source)
        and _OPTION.search(source) is None
    )


_TOLD_RULES = frozenset(("disclosure", "fact"))
"""The readers of what the user tells of their life and world (not answers or decisions)."""
_OPTION = re.compile(
    r"\bor\b|\b(?:lean(?:ing)?|tempt\w*|torn|between|options?|either|prefer|decid\w*|pick\w*"
    r"|choos\w*|go(?:ing)?\s+with|instead)\b",
    re.IGNORECASE,
)
"""Words of a choice being weighed: a fact holding one may be part of it."""
_SENTENCE_END = re.compile(r"[.!?\u2026\u3002\uff01\uff1f]")


def _opens_undecided(text: str) -> bool:
    """Whether the reply opens by saying the user has not made up their mind."""
    text = without_interjection(text.strip())  # "ugh, no idea yet": the same
    m = _UNDECIDED.match(text)
    if m is None:
        return False
    rest = _SENTENCE_END.split(text[m.end() :], maxsplit=1)[0]
    return len(rest.split()) <= 5 and len(rest) <= 30


def _read(text: str, agent_output: str) -> Understanding:
    language = detect_language(text)
    if language == "en":
        return english_reading(text, agent_output)
    return foreign_reading(text, language, agent_output)

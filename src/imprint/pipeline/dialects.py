"""A dialect asked for: "British spelling please", "I crochet in UK terms", "US English".

Spelling, craft terms and a language's variety come in regional conventions that the
`conventions.py` table cannot pair term by term (the agent wrote "color" and "single
crochet", not "American"). A reply that names a region with the kind of convention
("UK spelling", "British English", "UK terms", "European Portuguese") and asks for it or
says it is how the user works is a standing rule, kept with the user's own words so that a
later question about the craft or the documents finds it. A question about the
convention ("what's the difference between UK and US spelling?") asks for nothing.
"""

from __future__ import annotations

import re

__all__ = ["DIALECT_WORDS", "dialect_asked"]

_REGION = (
    r"(?:uk|u\.k\.|british|brit|english|us|u\.s\.|american|australian|aussie|canadian|irish"
    r"|kiwi|european|brazilian|mexican|castilian|latin\s+american|swiss|austrian|continental)"
)
_KIND = (
    r"(?:spellings?|english|terms|terminology|conventions?|style|way|portuguese|spanish|french"
    r"|german|vocab(?:ulary)?|wording|units|measurements|sizes|sizing)"
)
_DIALECT = re.compile(
    r"(?<![\w.])(?:the\s+)?(?P<x>" + _REGION + r"\s+" + _KIND + r")\b", re.IGNORECASE
)
DIALECT_WORDS = frozenset(
    "uk british brit english us american australian aussie canadian irish kiwi european"
    " brazilian mexican castilian swiss austrian continental".split()
)
"""One of these is in every dialect asked for (a screen before the pattern)."""
_ASKED = re.compile(
    r"\b(?:please|pls|plz|can\s+you|could\s+you|would\s+you|stick\s+to|redo|always"
    r"|every\s+time|use|(?:in|into)\s+(?:the\s+)?" + _REGION + r")\b",
    re.IGNORECASE,
)
"""An ask, or the convention said as how the user works ("I crochet in UK terms")."""
_ASKS_ABOUT = re.compile(r"\b(?:what|which|how|why|difference|is\s+it|are\s+they)\b", re.I)


_DRAFT_WORDS = 15
"""An agent's message of fewer words is a greeting or a question: nothing to put right."""


def dialect_asked(sentence: str, agent_output: str) -> tuple[str, str] | None:
    """`(dialect, content)` of a standing rule to use a regional convention, or None.

    Read only as a correction: the agent's message must be a draft or an answer (a
    dialect told beside a greeting is a preference the other rules keep).
    """
    if len(agent_output.split()) < _DRAFT_WORDS:
        return None
    m = _DIALECT.search(sentence)
    if m is None or _ASKED.search(sentence) is None:
        return None
    if "?" in sentence and _ASKS_ABOUT.search(sentence):
        return None  # "what's the difference between UK and US spelling?"
    dialect = m.group("x")
    if _REJECTED_BEFORE.search(sentence[: m.start()]) or _REJECTED_AFTER.match(sentence, m.end()):
        return None  # "the american way throws her": the convention set aside, not asked for
    clause = next((c for c in _CLAUSE.split(sentence) if dialect in c), dialect).strip(" ,;:-")
    if _FIRST_PERSON.search(clause) is None:
        return dialect, f"Use {dialect}."
    # "I crochet in UK terms": the user's words say what the convention is for
    return dialect, f'Use {dialect}: "{clause}"'


_REJECTED_BEFORE = re.compile(
    r"\b(?:not|no|never|hate|hates|instead\s+of|rather\s+than|avoid|stop\s+using|without)\s+$",
    re.IGNORECASE,
)
_REJECTED_AFTER = re.compile(
    r"\s+(?:(?:just|really|always|totally)\s+)?(?:throws|confuses|drives|annoys|bugs|trips|does\s+my"
    r"|is\s+(?:confusing|annoying|wrong|weird|useless)|makes\s+no\s+sense|means\s+nothing)\b",
    re.IGNORECASE,
)
"""A convention the user sets aside: "not the american way", "the american way throws her"."""
_CLAUSE = re.compile(r"\s*(?:[,;:!.?\u2014\u2013]|\s-\s)\s*")
_FIRST_PERSON = re.compile(r"\b(?:i|we|my|our)\b", re.IGNORECASE)

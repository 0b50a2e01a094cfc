"""What a client or a project has and wants, said of them in passing: kept in its scope.

People working for several clients tell the agent how each one is set up in the third
person, between other words: "they use xero, calendar year, and she wants P&L by location",
"they're on quickbooks online", "the owner wants everything summarised by crew", "eco
products only there, no bleach". None of it is about the user, so none of it belongs in the
user's own policy; in a turn the agent declares a scope for (`client:luna`,
`project:pricing`) it is exactly what that scope's policy must hold. The reading keeps each
such clause as a house rule (`spec_sheets.HOUSE_RULE`), which the derivation keeps only
inside a declared scope and drops everywhere else.

`their_setup(sentence)` gives the clauses, as said and capitalised: a third party ("they",
"she", "the owner", "their accountant") that uses, runs or is on something, or wants,
needs, prefers or will not have something; or something allowed, required or banned
"there" or "for them". A question, a hedge or a clause longer than a short statement is
left alone.
"""

from __future__ import annotations

import re

from imprint.pipeline.hedges import hedged
from imprint.pipeline.screened import screened

__all__ = ["their_setup"]

_I = re.IGNORECASE

_THEM = (
    r"(?:they|she|he|the\s+(?:owner|owners|client|customer|boss|editor|publisher|landlord"
    r"|company|firm|agency|shop|board|school|venue|couple|family|manager|founder|director)"
    r"|their\s+(?:owner|boss|editor|accountant|team|devs|developers|manager|director|office"
    r"|staff|cfo|cto|ceo|fd))"
)
_HAS = (
    r"(?:use|uses|run|runs|(?:'re|re|are|is|'s)\s+(?:all\s+|still\s+)?on|work\s+in|works\s+in"
    r"|bank\s+with|banks\s+with|host\s+on|hosts\s+on|deploy\s+to|deploys\s+to|invoice\s+in"
    r"|invoices\s+in|report\s+in|reports\s+in|sell\s+on|sells\s+on)"
)
_WANTS = (
    r"(?:want|wants|prefer|prefers|need|needs|like|likes|hate|hates|require|requires|expect"
    r"|expects|insist\s+on|insists\s+on|ask\s+for|asks\s+for|(?:don'?t|doesn'?t|won'?t|never)"
    r"\s+(?:want|accept|allow|use|like))"
)
_SAID_OF_THEM = screened(
    rf"^{_THEM}(?:\s+|(?=')|(?<=y)(?=re\s))(?:(?:only|always|also|still|really|just|mostly)\s+)?"
    rf"(?:{_HAS}|{_WANTS})\s+\S",
    _I,
)
_THERE = screened(
    r"^(?P<what>(?!(?:i|we|it|that|this|you)\b)[\w'&/+-]+(?:\s+[\w'&/+-]+){0,7}?)\s+"
    r"(?P<how>only|is\s+fine|are\s+fine|is\s+ok(?:ay)?|are\s+ok(?:ay)?|allowed|not\s+allowed"
    r"|banned|welcome|is\s+a\s+must|are\s+a\s+must)\s+(?:there|here|for\s+them|with\s+them)$",
    _I,
)
_CLAUSES = re.compile(r"\s*(?:[,;]|\s-\s|\band\b|\bbut\b)\s*", _I)
_LEAD = re.compile(r"^(?:and|but|so|also|plus|oh)\s+", _I)
_MAX_WORDS = 16


def their_setup(sentence: str) -> list[str]:
    """The clauses of `sentence` telling what a third party uses or wants (see the module)."""
    if sentence.rstrip().endswith("?") or hedged(sentence):
        return []
    found: list[str] = []
    for piece in _CLAUSES.split(sentence.strip().rstrip(".!")):
        clause = _LEAD.sub("", piece.strip())
        if not clause or len(clause.split()) > _MAX_WORDS:
            continue
        there = _THERE.match(clause)
        if there is not None:
            clause = f"{there.group('what')} {there.group('how')}"
        elif _SAID_OF_THEM.match(clause) is None:
            continue
        found.append(clause[0].upper() + clause[1:] + ".")
    return found

"""The user's own view, said against someone else's: "he wants a dob. me, I want a refractor".

When a reply tells what another person wants, likes or says ("my husband wants the biggest
dob we can afford", "Bev always says 'transitioning'", "Dan would say spreadsheet"), what
the user then says of themselves in contrast is their lasting view, even in the shape of
a wish that alone would be this turn's ask: "me, I want a small grab and go refractor",
"honestly I just want a group text", "I say dying", "personally I like it floaty".
`own_view(sentence, before)` finds that clause and words it as the user's.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h

__all__ = ["own_view"]

_WHO = (
    r"(?:he|she|they|(?:my|our)\s+[\w'-]+(?:\s+[\w'-]+)?"
    r"|(?!(?:Please|Pls|Just|Then|Also|And|But|So|Maybe|Can|Could|Would|Should|Will|Do|Does"
    r"|Did|You|We|It|This|That)\b)(?-i:[A-Z][a-z]+)"
    r"|(?:the|our)\s+(?:client|boss|editor|manager|team|director|agency|bride|playtester))"
)
_OTHERS_VIEW = re.compile(
    _WHO + r"\s+(?:(?:always|really|still|just|keeps?|kept)\s+)*"
    r"(?:wants?|wanted|likes?|loves?|prefers?|says?|said|saying|would\s+say|insists?|thinks?"
    r"|swears\s+by|is\s+all\s+about|(?:'s|is)\s+dead\s+set\s+on|hates?|is\s+(?:very\s+much\s+)?a)\b",
    re.IGNORECASE,
)
"""Someone else's wish or word: "my husband dev wants", "bev always says", "he likes"."""
_MINE = re.compile(
    r"^\W*(?:(?:but|and|so|whereas|while|ok)\s+)?"
    r"(?:me,?\s+(?:personally,?\s+)?i\b|me\s+personally,?\s+i\b|personally,?\s+i\b"
    r"|as\s+for\s+me,?\s+i\b|i\s+myself\b"
    r"|(?:i\s+hear\s+(?:him|her|them)\s+but\s+)?(?:honestly|tbh|ngl),?\s+i\b"
    r"|i\s+honestly\b)"
    r"\s*(?:(?:just|really|much|would\s+much|'d\s+much|actually|still)\s+)*"
    r"(?P<verb>want|like|prefer|love|say|call\s+(?:it|them)|use|go\s+for|'d\s+rather|would\s+rather)"
    r"\b(?P<rest>[^.;!?]{2,120})",
    re.IGNORECASE,
)
"""The user's side, said as theirs: "me, I want ...", "honestly I just want ..."."""
_SAY_ALONE = re.compile(
    r"^\W*(?:(?:but|and|so)\s+)?i\s+(?P<verb>say|call\s+it)\s+(?P<rest>[\w' -]{2,40})[.!]?$",
    re.IGNORECASE,
)
"""A word of the user's set against another's: "i say dying.", "I call it a jumper"."""
_NOT_A_VIEW = re.compile(
    r"^\s*(?:to\s+|you\s+to\b|it\b|that\b|this\b|them\b|him\b|her\b|so\b|no\b|yes\b|sorry\b"
    r"|something\b|anything\b|whatever\b|what\b|hi\b|thanks\b)",
    re.IGNORECASE,
)
"""What follows a verb of a wish that asks for the work at hand ("I want to ...", "I want
it shorter"), or a word of talk ("I say thanks")."""


def own_view(sentence: str, reply: str) -> str | None:
    """The user's own view in `sentence`, said against someone else's in `reply`, or None.

    `reply` is the whole reply `sentence` is of: the other view is told there (a reader
    before this one may have set its sentence apart).
    """
    m = _MINE.search(sentence) or _SAY_ALONE.match(sentence)
    if m is None or _NOT_A_VIEW.match(m.group("rest")):
        return None
    if _OTHERS_VIEW.search(reply) is None:
        return None
    verb = re.sub(r"\s+", " ", m.group("verb").lower())
    if verb.startswith(("'d", "would")):
        verb = "would rather"
    rest = m.group("rest").strip().rstrip(",")
    told = h.canonical(f"I {verb} {rest}")
    return told or None

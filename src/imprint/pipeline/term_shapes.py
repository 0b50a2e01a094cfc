"""The shapes of a correction of the agent's term (read by `term_fixes.py`).

Patterns only: "X, not Y" and "not Y, X" (`X_NOT_Y`, `NOT_Y_X`); a refusal of Y and the
replacement X, in one sentence (`REFUSE_ONE`, `THATS_ONE`, `ECHO_ONE`) or over two
(`REFUSED`, `ECHO`, `THATS`, `NOT_ALONE` then `INSTEAD_OPEN` or `BARE`); X alone, asked
for (`ALONE`, `ACTUALLY`). Each names the user's term `x` and the agent's `y`.
"""

from __future__ import annotations

import re

from imprint.pipeline.screened import screened

__all__ = [
    "ACTUALLY",
    "ALONE",
    "BARE",
    "ECHO",
    "ECHO_ONE",
    "INSTEAD_OPEN",
    "LEAD",
    "NOT_ALONE",
    "NOT_Y_X",
    "REFUSED",
    "REFUSE_ONE",
    "TAIL",
    "THATS",
    "THATS_ONE",
    "WRONG",
    "X_NOT_Y",
]

_I = re.IGNORECASE
_Q = "['\"\u2018\u2019\u201c\u201d`]?"
_T = r"[\w./+#@\u00b0$\u20ac\u00a3-]+"
_TERM = _Q + _T + r"(?:\s+" + _T + r"){0,3}?" + _Q
"""A short term, quoted or not: "pnpm", "CSS Modules", "'legal costs'"."""
_ART = r"(?:(?:a|an|the|our|my)\s+)?"
LEAD = re.compile(
    r"^(?:(?:ugh+|argh+|oops|wait|sorry|actually|mate|dude|lol|hmm+|oh|ah|please|pls|plz)"
    r"(?:\s*[,.:;!-]+\s*|\s+)"
    r"|(?:no+(?:\s+no+)*|nope|nah|small\s+fix|quick\s+fix|correction|fyi|not\s+quite"
    r"|(?:that'?s\s+|this\s+is\s+)?(?:the\s+)?"
    r"wrong(?:\s+(?:term|word|unit|units|name|spelling|one|language|tool|format|currency))?)"
    r"\s*[,.:;!-]+\s*|no\s+(?=(?:it'?s|its|we|i)\b))+",
    _I,
)
"""What opens a correction before its content: "no, ", "ugh, ", "wrong term, "."""
TAIL = re.compile(
    r"(?:[\s,]+(?:lol|haha|pls|please|plz|thx|thanks|ty|though|mate|again|thankfully))*"
    r"[\s.!)\u2026]*[^\w\s'\"\u2019\u201d$\u20ac\u00a3%#+)?]*\s*$",
    _I,
)
_SAY = r"(?P<verb>say|use|write|spell\s+it|call\s+(?:it|them)|go\s+by)"
_SWAP_LEAD = (
    r"(?:(?:it'?s\s+(?:called|spelled|spelt)|it'?s|its|it\s+is|that'?s|should\s+be"
    r"|it\s+should\s+be|i\s+need|i\s+wanted|i\s+meant|we'?re\s+(?:on|using|an?)|i'?m\s+(?:on|using)|(?:(?:we|i)\s+)?"
    + _SAY
    + r")\s+)?"
)
_PLACE = (
    r"(?:\s+(?:shop|house|team|project|repo|codebase|household|family|app|site|office|school"
    r"|kitchen|workplace))?"
)
"""What a term names the user's place by ("a Postgres shop", "a Svelte app")."""
_WHERE = (
    r"(?P<where>,?\s+(?:here|over\s+here|(?:in|at|on|for|around)\s+(?:the\s+|this\s+|our\s+|my\s+)?"
    r"[\w.-]+(?:\s+[\w.-]+)?))?"
)
_PLEASE = r"(?:,?\s+(?:please|pls|plz))?"
_X = f"(?P<x>{_TERM})"
_Y = f"(?P<y>{_TERM})"


def _shape(*parts: str) -> re.Pattern[str]:
    """A case-blind pattern made of the parts above."""
    return re.compile("".join(parts), _I)


X_NOT_Y = _shape(
    "^", _SWAP_LEAD, _ART, _X, _PLACE, _PLEASE, _WHERE,
    r"\s*,?\s+(?:not|rather\s+than|instead\s+of)\s+", _ART, _Y, _PLEASE,
    _WHERE.replace("where", "where2"), "$",
)  # fmt: skip
NOT_Y_X = _shape(
    r"^not\s+", _ART, _Y, r"\s*[,;:-]\s*(?:(?:it'?s|its|we'?re\s+on|i'?m\s+on|(?:(?:we|i)\s+)?",
    _SAY, r")\s+)?", _ART, _X, _PLEASE, _WHERE, "$",
)  # fmt: skip
_REFUSE = (
    r"(?:(?:we|i)\s+(?:don'?t|do\s+not|never|no\s+longer)\s+(?:use|say|write|run|do|work\s+with"
    r"|call\s+it|have|need)\s+(?:any\s+)?|no\s+|there'?s\s+no\s+|(?:we|i)\s+(?:have|got)\s+no\s+)"
    + _ART
    + _Y
    # "we don't have docker on these boxes at all": where it is not
    + r"(?:\s+(?:here|anywhere|in\s+(?:this|the|our|my)\s+[\w.-]+|at\s+(?:work|all)"
    r"|on\s+(?:these|those|this|the|our|my|any)\s+(?:[\w.-]+\s+)?[\w.-]+))?(?:\s+at\s+all)?"
    + _PLEASE
)
REFUSED = re.compile(r"^" + _REFUSE + r"$", _I)
ECHO = _shape("^", _ART, _Y, r"\s*\?+$")
NOT_ALONE = _shape(r"^not\s+", _ART, _Y, "$")
BARE = _shape("^", _ART, _X, "$")
"""A term said alone, after a refusal ("not npm. pnpm.")."""
ACTUALLY = _shape("^", _ART, _X, r",?\s+actually\b")
"""A term put right before the rest of the reply ("husband, actually, but ...")."""
WRONG = screened(
    r"\bwrong\s+(?P<noun>term|word|unit|name|spelling|language|tool|format|currency)\b", _I
)
_KIND_WORD = (
    r"(?:syntax|style|spelling|format|formatting|terminology|terms?|words?|wording|law|rules"
    r"|conventions?|units?|code|commands?|version|dialect|english|measurements?)"
)
_THATS_Y = rf"that'?s\s+(?:an?\s+)?{_Y}\s+(?P<kind>{_KIND_WORD})(?:\s+though)?"
THATS = _shape("^", _THATS_Y, "$")
_INSTEAD = (
    r"(?:it'?s|its|it\s+is|we\s+use|we'?re\s+(?:on|using)|i\s+use|i'?m\s+(?:on|using)"
    r"|this\s+is|we\s+say|use|(?:the\s+|our\s+|this\s+|my\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:(?:is|are"
    r"|'s)\s+(?:on|in|using|with)|uses|runs\s+on|is|are))\s+"
    + _ART
    + _X
    + r"(?=\s*(?:[,;.!(]|\s-|$)|\s+(?:project|repo|codebase|app|site|shop|team|house|household"
    r"|office|school|kitchen|workplace)\b)"
)
INSTEAD_OPEN = _shape("^", _INSTEAD)
REFUSE_ONE = _shape("^", _REFUSE, r"\s*(?:[,;:]|\s-)\s*", _INSTEAD)
THATS_ONE = _shape("^", _THATS_Y, r"\s*(?:[,;:]|\s-)\s*", _INSTEAD)
ECHO_ONE = _shape("^", _ART, _Y, r"\s*\?+\s*", _INSTEAD)
ALONE = _shape(
    r"^(?:(?:should\s+be|it\s+should\s+be|it'?s|its|it\s+is|make\s+(?:it|them)|use|always|only"
    r"|in|so|(?:can|could|would)\s+you\s+(?:please\s+)?(?:give|do|put|show|write|list|convert"
    r"|use|redo|re-do|rewrite|switch|change|translate|make)\s+(?:(?:me|us|it|them|the|those|these|all|my|our)\s+){0,2}(?:[\w-]+\s+)?(?:in|with"
    r"|using|to|into))\s+)?",
    _X, _PLEASE, r"(?:,?\s+actually)?\?*$",
)  # fmt: skip

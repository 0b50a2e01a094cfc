"""How the user's team always or never does a piece of work: a convention kept as a rule.

"we always indent with tabs in this repo", "we never say 'users' in product copy, they're
'members'", "our team only squashes merges": a standing way of working, told as a habit
rather than asked. The verb must be one of work (say, write, indent, deploy, review...),
so "we always argue about it" or "we never go out" are no conventions; a question, or a
habit whose object is only a pronoun ("we never use it"), neither.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline.screened import screened

__all__ = ["team_habit"]

_HABIT = screened(
    r"^(?:(?:so|and|but|also|fyi|btw|here|in\s+(?:this|our)\s+(?:repo|team|codebase|house|company"
    r"|shop|org|docs|copy))[,\s]+)?(?:we|our\s+team|the\s+team)\s+(?:(?:always|never|usually"
    r"|generally|only|strictly|consistently)|don'?t(?:\s+ever)?|do\s+not|never\s+ever)\s+"
    r"(?P<verb>say|call|write|use|indent|name|format|put|spell|capitali[sz]e|refer\s+to|deploy"
    r"|ship|test|review|merge|squash|commit|tag|run|document|avoid|mention|abbreviate|address"
    r"|sign|label|number|date|quote|cite|pin|lock|version|release|push|branch|rebase|lint"
    r"|round|price|invoice|bill|measure|weigh|prefix|suffix|hyphenate|translate|localise"
    r"|localize)(?:e?s)?\b(?P<rest>[^?]{2,160})$",
    re.IGNORECASE,
)
_NOT_A_CONVENTION = re.compile(
    r"\b(?:anything|everything|at\s+all|which\s+is\s+why|that'?s\s+why|lol|a\s+joke|my\s+old"
    r"|old\s+team|used\s+to|didn'?t|my\s+family|me\s+and\s+the|at\s+home|i\s+mean)\b",
    re.IGNORECASE,
)
"""A complaint ("we don't test anything, which is why I'm here"), a past team's habit or a
household's: no standing way of the user's work."""
_ONLY_PRONOUN = re.compile(r"^\s*(?:it|that|this|them|those|these|one|any|so)\W*$", re.IGNORECASE)


def team_habit(sentence: str) -> str | None:
    """The convention `sentence` tells as the team's habit, as rule content, or None."""
    m = _HABIT.match(sentence.strip())
    if m is None or _ONLY_PRONOUN.match(m.group("rest")) or _NOT_A_CONVENTION.search(sentence):
        return None
    return h.canonical(sentence.strip())

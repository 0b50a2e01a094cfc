"""How the user's team always or never does a piece of work: a convention kept as a rule.

A convention is also told of the code itself: "private fields get an underscore prefix",
"constants are ALL_CAPS in this repo", "commit messages use the imperative" state how
things are named and written in the user's work (`code_convention`).

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

__all__ = ["code_convention", "team_habit"]

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


_CODE_THING = (
    r"(?:(?:private|public|protected|local|global|static|test|css|env(?:ironment)?|database|db"
    r"|react|sql|python|go|js|ts)\s+)?(?:fields|members|methods|functions|variables|vars|constants"
    r"|consts|classes|class\s+names|files|file\s+names|filenames|tests|test\s+(?:files|names)"
    r"|branches|branch\s+names|commits|commit\s+messages|tables|table\s+names|columns"
    r"|column\s+names|components|props|hooks|endpoints|routes|modules|packages|interfaces"
    r"|types|enums|keys|ids|migrations|tags|headings|imports|strings|docstrings|comments)"
)
_CONVENTION = screened(
    r"^(?:(?:so|and|but|also|fyi|btw|oh|plus|here|in\s+(?:this|our)\s+(?:repo|codebase|project"
    r"|team|code))[,\s]+)*(?:(?:our|the|all|all\s+the)\s+)?"
    + _CODE_THING
    + r"\s+(?:(?:always|should|must|need\s+to|have\s+to)\s+)?(?:get|have|take|use|are|start\s+with"
    r"|end\s+with|go|live|be)\s+(?P<rest>[^?]{2,140})$",
    re.IGNORECASE,
)
_STYLE = re.compile(
    r"\b(?:prefix(?:ed)?|suffix(?:ed)?|underscores?|camel\s*case|snake\s*case|kebab\s*case"
    r"|pascal\s*case|\w+_case|caps|all[\s_-]caps|upper\s*case|lower\s*case|capitali[sz]ed|plural"
    r"|singular|tabs|spaces|indented|named|quotes|semicolons|typed|type\s+hints|docstrings"
    r"|conventional|imperative|present\s+tense|hyphens|dashes|alphabetical|sorted|absolute"
    r"|relative)\b|\b[A-Z]+_[A-Z]+\b"
)
"""What makes a statement about code a convention: how its names and text are written."""


_COMPLAINT = re.compile(
    r"\b(?:weird\w*|for\s+some\s+reason|drives?\s+me|annoying|can\s+you|could\s+you|fix|wrong"
    r"|broken|why|messed|mess|bug|ugly|still)\b",
    re.IGNORECASE,
)
_THE_THINGS = re.compile(r"^\W*(?:(?:so|and|but|also|fyi|btw|oh|plus)[,\s]+)*the\b", re.IGNORECASE)
_HERE = re.compile(
    r"\b(?:in\s+(?:this|our|the)\s+(?:repo|codebase|project|code|team)|here)\b", re.I
)


def code_convention(sentence: str) -> str | None:
    """How things are named or written in the user's code, as rule content, or None.

    "also private fields get an underscore prefix, _pool not pool" is the studio's
    convention; "the tests are failing" or "our tables are huge" state no way of writing.
    """
    text = sentence.strip()
    m = _CONVENTION.match(text)
    if m is None or _STYLE.search(m.group("rest")) is None or _NOT_A_CONVENTION.search(text):
        return None
    if _COMPLAINT.search(text) or (_THE_THINGS.match(text) and not _HERE.search(text)):
        return None  # "the columns are named weirdly, can you fix that": what is wrong now
    lead = re.match(r"^(?:(?:so|and|but|also|fyi|btw|oh|plus)[,\s]+)+", text, re.IGNORECASE)
    return h.canonical(text[lead.end() :] if lead is not None else text)

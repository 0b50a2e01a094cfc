"""A tool the user's team uses, named by what of theirs an ask is for: "our youtrack board".

An ask names the user's tools in passing: "need a workflow script for our youtrack board",
"can you set up our linear workspace with a triage view", "a query for my supabase
project". Said of a thing of theirs ("our ... board"), a product of a kind the user has one
of at a time (a tracker, a chat, a host) is the one they use now, and it outdates the one
kept before, as "we're on youtrack" would. `tool_in_ask` words it in the user's words.

Left alone: a sentence that moves between tools ("migrate our jira board to linear"), sets
two side by side ("our jira or linear board"), or names a tool not of such a kind.

Two more shapes name such a tool beside an ask: a reason ("her aliases dont work for me bc
im on zsh": `tool_in_reason`) and a bare move after a question that named the tool ("how do
i set my status in teams? we moved over last month": `moved_over`).
"""

from __future__ import annotations

import re

from imprint.pipeline.subjects import PRODUCTS, subject_terms, subjects_in

__all__ = ["BARE_MOVE", "moved_over", "product_kinds", "tool_in_ask", "tool_in_reason"]

_OURS = re.compile(
    r"\b(?P<own>our|my)\s+(?:(?:new|main|shared|team|company|work)\s+)?"
    r"(?P<tool>[a-z][\w.+-]{1,20})\s+(?:board|boards|workspace|instance|org|organi[sz]ation"
    r"|tenant|account|project|repo|server|cluster|space|wiki|vault|site|channel|pipeline"
    r"|pipelines|dashboard|setup|config|workflow|workflows|automation|automations|database"
    r"|db|bucket|app)\b",
    re.IGNORECASE,
)
_MOVING = re.compile(
    r"\b(?:migrat\w*|mov(?:e|ed|ing)|switch\w*|export\w*|import\w*|port(?:ing)?|leav\w*|ditch\w*"
    r"|replac\w*|old|former|previous|instead|vs|versus|compare\w*|or|from|back\s+to|used\s+to"
    r"|anymore|no\s+longer)\b",
    re.IGNORECASE,
)
"""Words of a move between tools, or of two tools weighed: the sentence names no one tool."""
_MANY_USES = frozenset({"notion", "airtable", "excel", "sheets", "google", "microsoft", "apple"})
"""Tools a team keeps many things in: "my notion workspace" says nothing of their tracker."""


def product_kinds(word: str) -> list[str]:
    """The kinds of product `word` names as a tool in use ("youtrack" -> ["tracker"]).

    Read as what "we use" it, since some names are tools only so ("linear").
    """
    return [k for k in subjects_in(f"we use {word}") if k in PRODUCTS]


def tool_in_ask(sentence: str) -> str | None:
    """The tool `sentence` says the user's team (or the user) uses, in the first person, or None."""
    low = sentence.lower()
    if "our " not in low and "my " not in low:
        return None
    m = _OURS.search(sentence)
    if m is None or m.group("tool").lower() in _MANY_USES:
        return None
    # the clause that names the tool: "..., bugs vs features" weighs no tools
    start = max(sentence.rfind(c, 0, m.start()) for c in ",;:") + 1
    ends = [i for i in (sentence.find(c, m.end()) for c in ",;:") if i >= 0]
    if _MOVING.search(sentence, start, min(ends, default=len(sentence))) is not None:
        return None
    kinds = product_kinds(m.group("tool"))
    if len(kinds) != 1:
        return None
    # a second tool of the same kind in the sentence leaves unclear which is theirs
    tool = m.group("tool").lower()
    others = (
        t
        for t in subject_terms(kinds[0])
        if t != tool and re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", low)
    )
    if next(others, None) is not None:
        return None
    who = "we use" if m.group("own").lower() == "our" else "i use"
    return f"{who} {m.group('tool')}"


_ON_BECAUSE = re.compile(
    r"\b(?:bc|b/c|because|cos|coz|cuz|since|as)\s+(?P<who>i'?m|im|i\s+am|we'?re|we\s+are)\s+"
    r"(?:still\s+|now\s+)?(?:on|using)\s+(?P<tool>[a-z][\w.+-]{1,20})\b",
    re.IGNORECASE,
)


def tool_in_reason(sentence: str) -> str | None:
    """The tool a reason clause says the user is on ("... dont work for me bc im on zsh"), or None.

    Given as why something else fails or fits, the clause is the user's own news beside what
    the sentence is about (often someone else's habit): "The user is on zsh."
    """
    if " on " not in sentence.lower() and " using " not in sentence.lower():
        return None
    m = _ON_BECAUSE.search(sentence)
    if m is None or not product_kinds(m.group("tool")):
        return None
    who = "we're" if m.group("who").lower().startswith("we") else "i'm"
    return f"{who} on {m.group('tool')}"


_MOVE = r"(?:moved|switched|migrated|changed|went|swapped)\s+(?:over|across)"
"""A move said without where to ("moved over", "switched across")."""
BARE_MOVE = re.compile(rf"\b{_MOVE}\b(?!\s+to)")
"""A move said with no tool named ("The user's team moved over last month.")."""
_MOVED_OVER = re.compile(
    r"^\W*(?:(?:so|and|yeah|yep|btw|fyi|oh|also)\W+)*(?P<who>we|i)(?:'ve|\s+have)?\s+"
    rf"(?:just\s+|finally\s+|all\s+)?{_MOVE}(?:\s+to\s+(?:it|that|this|them))?\b(?!\s+to\b)",
    re.IGNORECASE,
)
_TOOL_WORD = re.compile(r"[a-z][\w.+-]{1,20}", re.IGNORECASE)


def moved_over(sentence: str, previous: str) -> str | None:
    """The tool a bare "we moved over last month" points at in the sentence before, or None.

    "how do i set my status in teams? we moved over last month": the one product of a kind
    the user has one of at a time that the question named is what they use now.
    """
    m = _MOVED_OVER.match(sentence)
    if m is None or not previous:
        return None
    named = {word.lower() for word in _TOOL_WORD.findall(previous) if product_kinds(word)}
    if len(named) != 1:
        return None  # none named, or two: which one they moved to stays unclear
    who = "we" if m.group("who").lower() == "we" else "i"
    return f"{who} moved over to {named.pop()}"

"""Things the user keeps out of their work for good: a tool, an ingredient, a habit.

The user names something they never want in what the agent gives them ("I never want
jquery in anything you give me", "keep lodash out of my code", "no semicolons in my JS",
"we don't do jQuery here", "mushrooms are a no-go for me"). The rejection lasts when it
covers the user's work or everything the agent writes (a possessive or a universal: "my
code", "anything you give me", "anywhere") or when "never" says so; "I don't want sugar in
this cake" is about one thing. `kept_out` reads one clause; `exclusive_pair` reads a bare
"no X" with the kept side after it ("no jquery, vanilla js only").
"""

from __future__ import annotations

import re

__all__ = ["DEICTIC_VALUE", "exclusive_pair", "kept_out", "only_side"]

_I = re.IGNORECASE

_NEG_WANT = re.compile(
    r"^(?:(?:and|but|so|also|just|honestly)\s+)?(?:i|we)\s+(?:really\s+|just\s+|honestly\s+)?"
    r"(?P<neg>never|don'?t|do\s+not|won'?t|will\s+never|would\s+never)\s+(?:ever\s+)?"
    r"(?:want|need|allow|accept)\s+(?P<x>(?!(?:to|it|that|this|them|you|him|her|me|us|anything"
    r"|much|more|a\s+lot|one)\b)[^\s].{0,40}?)(?:\s+(?P<where>(?:anywhere\s+)?(?:in|near|inside"
    r"|around|on)|anywhere)\b(?P<rest>.*))?$",
    _I,
)
"""A negative want with its reach: "I never want X in anything you give me"."""
_KEEP_OUT = re.compile(
    r"^(?:please\s+|always\s+|just\s+)*(?:keep|leave)\s+(?P<x>(?!(?:it|them|me|us|him|her|this"
    r"|that)\b)[^\s].{0,40}?)\s+out\s+of\s+(?P<rest>.+)$",
    _I,
)
"""A thing kept out of the work: "keep lodash out of my code"."""
_DONT_DO = re.compile(
    r"^(?:i|we)\s+(?:don'?t|do\s+not|never)\s+do\s+(?P<x>(?!(?:that|this|it|them|much|well|a\s+lot"
    r"|anything|so|too|what|any|the|those|these|such)\b)[\w.#+/-]+(?:\s+[\w.#+/-]+)?)\s+"
    r"(?:here|anymore|any\s+more|at\s+all|ever|in\s+(?:this|our|my)\s+\w+)$",
    _I,
)
"""A house rule: "we don't do jQuery here", "I never do tables in emails at all"."""
_BANNED = re.compile(
    r"^(?P<x>[\w.#+/'-]+(?:\s+[\w.#+/'-]+){0,2})\s+(?:is|are|'s|'re)\s+(?:banned|forbidden"
    r"|not\s+allowed|off[\s-]limits|a\s+no[\s-]go|a\s+hard\s+no|off\s+the\s+table|not\s+welcome"
    r"|out)\b(?P<rest>.*)$",
    _I,
)
"""A thing declared out: "jquery is banned in our codebase", "mushrooms are a no-go for me"."""
_FOR_US = re.compile(
    r"^(?:(?:for|in|at)\s+(?:me|us|my\s+\w+|our\s+\w+)|here|(?:from\s+now\s+on|for\s+good|forever"
    r"|completely|entirely))\b",
    _I,
)
_NO_IN = re.compile(
    r"^no\s+(?P<x>[\w.#+/'-]+(?:\s+[\w.#+/'-]+){0,3}?)\s+(?:(?:anywhere\s+)?(?:in|near)\s+"
    r"(?P<rest>.+)|anywhere\b.*)$",
    _I,
)
"""A "no X" with its reach: "no semicolons in my JS", "no trackers anywhere"."""
_NO_BARE = re.compile(r"^no\s+(?P<x>[\w.#+/'-]+(?:\s+[\w.#+/'-]+){0,2})$", _I)
_ONLY = re.compile(
    r"^(?:only\s+[\w.#+/'-]+(?:\s+[\w.#+/'-]+){0,2}|[\w.#+/'-]+(?:\s+[\w.#+/'-]+){0,2}\s+only)"
    r"(?:\s+(?:please|pls|plz))?$",
    _I,
)
"""The kept side beside a "no X": "vanilla js only", "only raw SQL"."""
_NOT_A_THING = frozenset(
    """worries worry problem problems need idea way rush stress clue kidding big offense pressure
    biggie doubt luck wonder time more one matter longer sir thanks thank go chance""".split()
)
"""What follows "no" in a reply that rejects nothing ("no worries", "no idea")."""
_WORK = (
    r"(?:code|codebase|repo|repos|repository|project|projects|app|apps|site|stack|scripts?"
    r"|answers?|replies|responses|messages|emails|docs|documents?|drafts?|posts|copy|examples?"
    r"|snippets?|work|files?|notebooks?|pipelines?|builds?|deps|dependencies|frontend|backend"
    r"|js|css|html|sql|python|queries|reports?|slides?|plans?|recipes?|meals?|menus?|workouts?"
    r"|programs?|routines?|diet|lists?|suggestions|recommendations|ideas|advice|picks|lessons"
    r"|homework|worksheets?|itinerar(?:y|ies)|trips?|portfolio)"
)
_COVERS_WORK = re.compile(
    r"^(?:(?:anything|everything|any\s+\w+|all\s+\w+|every\s+\w+)\b"
    rf"|(?:my|our|your)\s+(?:[\w.#+-]+\s+){{0,2}}?{_WORK}\b|(?:the|this)\s+{_WORK}\b)",
    _I,
)
"""What a rejection covers when it lasts: the user's work, or everything the agent gives."""
DEICTIC_VALUE = re.compile(
    r"^(?:this|that|these|those|it|them|here|there|the\s+(?:above|same|following|last|next"
    r"|previous|first|second|other)|your\s+(?:last|previous|next|first))\b",
    _I,
)
"""A value that points at one thing ("this", "the same"): no class, no lasting reach."""


def _thing(x: str) -> bool:
    return x.split()[0].lower() not in _NOT_A_THING


def kept_out(clause: str) -> bool:
    """Whether `clause` rejects a thing for good (see the module docstring)."""
    m = _NEG_WANT.match(clause)
    if m is not None and _thing(m.group("x")):
        if m.group("where") is None:
            # "I never want emojis": "never" says it lasts; "I don't want fries" does not.
            return m.group("neg").lower().startswith(("never", "will", "would"))
        rest = (m.group("rest") or "").strip()
        if m.group("where").lower().startswith("anywhere"):
            return True
        return _COVERS_WORK.match(rest) is not None or (
            m.group("neg").lower() == "never" and DEICTIC_VALUE.match(rest) is None
        )
    m = _DONT_DO.match(clause)
    if m is not None and _thing(m.group("x")):
        return True
    m = _BANNED.match(clause)
    if m is not None and _thing(m.group("x")):
        rest = m.group("rest").strip()
        return (
            _FOR_US.match(rest) is not None
            or _COVERS_WORK.match(re.sub(r"^(?:in|from|for|on)\s+", "", rest, flags=_I)) is not None
        )
    m = _KEEP_OUT.match(clause)
    if m is not None:
        rest = m.group("rest").strip().lower()
        return rest in ("it", "this", "them") or _COVERS_WORK.match(rest) is not None
    m = _NO_IN.match(clause)
    if m is not None and _thing(m.group("x")):
        rest = m.group("rest")
        return rest is None or _COVERS_WORK.match(rest.strip()) is not None
    return False


def only_side(text: str) -> bool:
    """Whether `text` is the kept side of a rejection ("vanilla js only", "only raw SQL")."""
    return _ONLY.match(text) is not None


def exclusive_pair(clause: str, following: str) -> bool:
    """Whether a bare "no X" and the clause after it say what to use ("no jquery, js only")."""
    no = _NO_BARE.match(clause)
    return no is not None and _thing(no.group("x")) and only_side(following)

"""The order the parts of an answer come in: "examples first, theory after".

Said with a lead of the user's own ("my brain works better with examples first, theory
after"), bare ("summary first then details"), or with "before" ("the answer before the
reasoning, always"), it is a standard of layout for every answer, kept as a rule. Both
sides must name a part of an answer (examples, code, the summary, the reasoning...): "the
dishes first, laundry after" is the user's own plan, not how to answer.
"""

from __future__ import annotations

import re

__all__ = ["answer_order"]

_PART = (
    r"(?:(?:the|a|an|some|any|your|short|quick|brief|one|real|worked|concrete|practical|full"
    r"|high[- ]level|big[- ]picture|key|main|actual)\s+)*"
    r"(?P<{name}>examples?|theory|code|snippets?|explanations?|summary|summaries|tl;?dr|details?"
    r"|answers?|reasoning|context|background|steps|overview|conclusions?|bottom\s+line"
    r"|recommendations?|verdict|pros(?:\s+and\s+cons)?|cons|sources|citations|caveats|definitions?"
    r"|diagrams?|numbers|figures|data|results|takeaways?|action\s+items|questions|fix|why|how"
    r"|intuition|maths?|math|proofs?|formulas?|story|analogy|analogies|facts|opinion|options"
    r"|trade-?offs|risks|next\s+steps|big\s+picture|headline|outline|solution|walkthrough|commands"
    r"|output|usage|demo)"
)
_FIRST_THEN = re.compile(
    r"(?:^|\b(?:with|like|prefer|want|need|give\s+me|do|put|show\s+me|start\s+with|lead\s+with)\s+"
    r"|[,:;]\s*)"
    + _PART.format(name="first")
    + r"\s+(?:first|up\s+front|at\s+the\s+top|on\s+top)\s*(?:,|;|-+|and|then|\s)\s*"
    r"(?:then\s+|and\s+)?"
    + _PART.format(name="then")
    + r"(?:\s+(?:after|afterwards|later|second|next|after\s+that|at\s+the\s+end|last|below"
    r"|underneath|if\s+(?:needed|at\s+all|any)))?\b",
    re.IGNORECASE,
)
"""One part first, another after it ("examples first, theory after", "code first then the
explanation")."""
_BEFORE = re.compile(
    r"(?:^\W*|\b(?:with|like|prefer|want|need|give\s+me|put|show\s+me)\s+|[,:;]\s*)"
    + _PART.format(name="first")
    + r"\s+(?:before|ahead\s+of|above|then)\s+"
    + _PART.format(name="then")
    + r"\b",
    re.IGNORECASE,
)
"""One part before another ("the answer before the reasoning")."""
_NOT_LASTING = re.compile(
    r"\b(?:this\s+time|for\s+now|today|for\s+this\s+one|just\s+here|in\s+this\s+(?:one|answer|email"
    r"|reply))\b|\?",
    re.IGNORECASE,
)
"""A one-off order ("code first this time") or a question about one."""


_ORDER_WORDS = ("first", "before", "then", "top", "front", "ahead", "above")
"""One of these is in every order the patterns read (a cheap screen before them)."""


def answer_order(sentence: str) -> str | None:
    """The rule `sentence` gives for the order of an answer's parts, or None."""
    low = sentence.lower()
    if not any(word in low for word in _ORDER_WORDS) or _NOT_LASTING.search(sentence):
        return None
    m = _FIRST_THEN.search(sentence) or _BEFORE.search(sentence)
    if m is None:
        return None
    first, then = (_named(m.group(g)) for g in ("first", "then"))
    if first == then:
        return None
    return f"Give {first} first, then {then}."


def _named(part: str) -> str:
    """A part as a rule names it: "the summary", "examples" (a plural needs no article)."""
    words = " ".join(part.lower().split())
    return words if words.endswith("s") or words.startswith("tl") else f"the {words}"

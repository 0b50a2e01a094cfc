"""Approval of what the agent just did, and the standing rule it may name.

"exactly how I want it" reinforces; "exactly how I want it, every time" asks for it again
and again, so what was approved becomes a rule.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline import patterns as p
from imprint.pipeline.directions import points_only
from imprint.pipeline.output_shape import answer_shape

_APPROVAL = p.Folded(
    r"\b(?:exactly\s+(?:how|what)\s+i\s+(?:want|need|like)|spot\s+on|(?:that'?s|this\s+is)\s+the"
    r"\s+\w+\s+i\s+want|exactly\s+right|just\s+right|10/10|perfect(?:ly)?|love\s+(?:it|this|that))\b",
    needs=("exactly", "spot", "want", "right", "10/10", "perfect", "love"),
)
_PRAISE = p.Folded(
    r"\b(?:(?:is|was|are|were)\s+(?:great|gold|brilliant|excellent|ideal)|(?:super|really|so|very)\s+"
    r"(?:handy|helpful|useful))\b",
    needs=("great", "gold", "brilliant", "excellent", "ideal", "handy", "helpful", "useful"),
)
"""Praise that approves only beside an ask to do it again ("..., keep doing that")."""
_ASK_AGAIN = re.compile(
    r"(?:^|[,;:.!-]\s*)(?:please\s+)?(?:do|keep\s+(?:doing|adding|putting|using|giving|including)"
    r"|use|write|format|make)\b",
    re.IGNORECASE,
)
_KEEP_DOING = re.compile(
    r"\b(?:every\s+(?:time|release|week|day|report)|each\s+time|always|from\s+now\s+on|going\s+forward"
    r"|for\s+(?:all|every|any)\s+\w+|for\s+any(?:thing|one)\b|keep\s+(?:doing|it\s+like)\s+(?:that|this)|(?:like|as)\s+(?:that|this)"
    r"\s+(?:from\s+now\s+on|going\s+forward)|^keep\s+(?:doing|adding|putting|using|giving|including)\s+\w+"
    r"|(?:like|as)\s+(?:that|this)"
    r"\s+(?:every|each|from|for\s+all)|in\s+(?:the\s+)?future)\b",
    re.IGNORECASE,
)
_APPROVAL_TAIL = re.compile(
    r"(?:^|[,.;!]\s*)(?:(?:this|that|it)\s+(?:is|was|'s)\s+)?(?:exactly\s+(?:how|what)\s+i\s+(?:want|need"
    r"|like)(?:\s+it)?|spot\s+on|10/10|perfect|keep\s+doing\s+(?:that|this)|do\s+(?:it|the\s+\w+)\s+like"
    # the praise's own words end at a "but", which opens what the user wants instead
    r"\s+(?:that|this)|that'?s\s+the\s+\w+\s+i\s+want)\b(?:(?!\s+but\b)[^,.;!])*",
    re.IGNORECASE,
)
_EVALUATION = re.compile(
    r"^(?:the|your|that|this|those|these)\s+[^,]{2,60}?\s+(?:is|was|are|were|looks?)\s+(?:\w+\s+)?"
    r"(?:great|perfect|gold|brilliant|excellent|ideal|spot\s+on|exactly\s+right|just\s+right"
    r"|helpful|handy|useful|nice|good)\b[\s.!]*$",
    re.IGNORECASE,
)
"""Praise of one named thing ("the TL;DR at the top is gold")."""
_POINTING_ASK = re.compile(r"^(?:do|keep\s+doing|use)\s+(?:that|this|it|them)\b", re.IGNORECASE)


_LAYOUT_WORDS = frozenset(
    """format layout style length way one same time times now on going forward love loved
    nice awesome brilliant excellent amazing thats what i need want please pls plz thanks ty
    thx""".split()
)
"""Words that name or praise the answer as a whole ("that format every time", "love it, do
that every time", "thats what i need. every time"): with them alone, nothing else is named."""


def _points_at_answer(text: str) -> bool:
    """Whether `text`, its standing marker aside, only points at the answer ("like that")."""
    bare = _KEEP_DOING.sub(" ", h.strip_filler(text)).strip(" ,.;!")
    rest = set(re.findall(r"[^\W\d_]+", bare.lower())) - _LAYOUT_WORDS
    # a word in another script, or typed in full width, names something: it is no pointer
    return not rest or (all(w.isascii() for w in rest) and points_only(" ".join(sorted(rest))))


def pointing_approval(sentence: str) -> bool:
    """Whether `sentence` asks for the answer's way again and names nothing of its own.

    "like that every time", "that format every time", "keep like this always": the rule
    is the answer it follows.
    """
    return lasting_approval(sentence) and _points_at_answer(sentence)


def approval(sentence: str, previous: str, hits: list[h.Hit]) -> bool:
    """Whether `sentence` approves of what the agent did, or asks again for what was praised."""
    praised = bool(previous) and _EVALUATION.match(h.strip_filler(previous)) is not None
    return bool(
        any(x.rule == "reinforcement" for x in hits)
        or pointing_approval(sentence)
        or _APPROVAL.found(sentence)
        or (praised and _POINTING_ASK.match(h.strip_filler(sentence)) is not None)
        or (_PRAISE.found(sentence) and _ASK_AGAIN.search(h.strip_filler(sentence)))
    )


def lasting_approval(sentence: str) -> bool:
    """Whether an approval asks for the same every time ("exactly like that, every time")."""
    return _KEEP_DOING.search(sentence) is not None


def approved_rule(sentence: str, previous: str, answer: str = "") -> str | None:
    """The standing rule an approval names, from its words, the sentence before or the answer.

    With no words of its own and none before, the layout of the `answer` approved is the rule.
    """
    whole = h.strip_filler(sentence)
    own = _APPROVAL_TAIL.sub("", whole).strip(" ,.;!")
    if _EVALUATION.match(own) and len(whole) > len(own) + 8:
        # "the side-by-side diff is great, do reviews like that from now on": the praise
        # names what to repeat and the rest says where; the rule needs both.
        return h.canonical(whole)
    if _POINTING_ASK.match(own) and _EVALUATION.match(h.strip_filler(previous)):
        # "The TL;DR up top is gold. Do that for anything long.": "that" is the praise.
        return h.canonical(f"{h.strip_filler(previous).rstrip(' .!')}; {own}")
    if len(own.split()) >= 3 and not _points_at_answer(own):
        return h.canonical(own)
    before = h.strip_filler(previous)
    if (
        before
        and not h.is_ack(before)
        and len(before.split()) >= 2
        and not points_only(before)
        and not _APPROVAL.found(before)  # "spot on. same format every time": praise, no rule
    ):
        return h.canonical(before)
    return answer_shape(answer) if answer else None

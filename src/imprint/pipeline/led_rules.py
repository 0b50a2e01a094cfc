"""A standing instruction given after a lead-in: the clause after the joint, read alone.

People open with why or with what they are about to say, then give the rule in the same
sentence: "house rules first: keep them under 120 words", "I weigh everything on a scale, so
grams for anything you give me", "when you suggest sources, please I need them always in APA
format". The direction readers match a rule's shape from the start of a sentence, so the
lead-in hides it. This module finds the clause after such a joint when that clause says it
lasts (always, ever, every time, for anything you give me, from now on), so the readers can
be asked about it alone.

Left alone: a tail that does not say it lasts ("so can you make it shorter"), which is a
request for this answer, and a tail that is a question.
"""

from __future__ import annotations

import re

from imprint.pipeline.patterns import IMPERATIVE_VERB
from imprint.pipeline.screened import screened

__all__ = ["general_rule", "led_clause"]

_I = re.IGNORECASE

_JOINT = re.compile(
    r"(?::\s+|,\s+so\s+|,\s+(?:and\s+)?please\s+(?:,\s*)?|;\s+|\s+-+\s+"
    # "we got acquired (...) so from now on it's British spelling": a reason, then the rule
    r"|\s+so\s+(?=from\s+now\s+on|going\s+forward|in\s+future|from\s+here\s+on))(?=\w)",
    _I,
)
"""Where a lead-in ends and the instruction begins."""
_LASTS = screened(
    r"\b(?:always|ever|every\s+(?:time|single\s+time|answer|reply|recipe|email|draft)|from\s+now\s+on"
    r"|going\s+forward|in\s+(?:the\s+)?future|(?:for|in)\s+(?:anything|everything|all)\s+(?:you|that\s+you)"
    r"\s+(?:give|write|send|make|suggest|draft|do)|whenever\s+you)\b",
    _I,
)
"""What makes the tail a standing instruction rather than a request for this answer."""
_ASKED = re.compile(
    r"^\W*(?:what'?s|whats|what|how|why|which|where|when|who|is|are|does|do|can|could)\b", _I
)
"""A sentence that asks: what follows a joint in it is asked about, not asked for."""
_CODE_COMMENT = re.compile(r"\s;\s")
"""A comment in pasted code ("M104 S200 ; never skip preheat"): prose has no space before ";"."""
_NEVER = re.compile(r"^(?:please\s+|pls\s+|just\s+)?never\b", _I)
"""A lasting "never" opens what follows a lead-in's colon ("One thing I'd ask up front: please
never suggest caffeine"); after a comma or a "so" it is often a clause of its own."""
_NEED_THEM_ALWAYS = re.compile(
    r"^(?:i|we)\s+(?:really\s+)?(?:need|want|would\s+like|'d\s+like)\s+(?P<what>them|it|those|these"
    r"|everything|all\s+of\s+them)\s+(?:to\s+be\s+)?always\s+",
    _I,
)
""""I need them always in APA format": the wish, said as a direction ("Always give them ...")."""


_GENERAL_LEAD = re.compile(
    r"\b(?:in\s+general|as\s+a\s+(?:general\s+)?rule|generally|going\s+forward|from\s+now\s+on)"
    r"[\s,]*(?P<class>for\s+(?:the\s+|my\s+|our\s+|all\s+|any\s+)?[\w' -]{2,40}?)?\s*$",
    _I,
)
"""A lead-in that says the rule after it lasts, and may name what it is for ("this is fine
but in general for the parent emails: keep them under 100 words")."""


def led_clause(sentence: str) -> str | None:
    """The standing instruction after a lead-in in `sentence`, said as a direction, or None."""
    lasts = _LASTS.search(sentence) is not None
    if not lasts and "never" not in sentence.lower():
        return None
    if _ASKED.match(sentence) is not None or _CODE_COMMENT.search(sentence) is not None:
        return None  # "whats this gcode do G28 ; never skip preheat": a paste asked about
    for joint in _JOINT.finditer(sentence):
        tail = sentence[joint.end() :].strip()
        if len(tail.split()) < 3 or tail.rstrip().endswith("?"):
            continue
        never = _NEVER.match(tail) if joint.group(0).startswith(":") else None
        if _LASTS.search(tail) is None and not (
            never is not None and IMPERATIVE_VERB.match(tail[never.end() :].lstrip().lower())
        ):
            continue  # "Fun fact: never broken a bone" tells, it asks nothing
        need = _NEED_THEM_ALWAYS.match(tail)
        if need is not None:
            tail = f"always give {need.group('what')} {tail[need.end() :]}"
        return tail
    return None


def general_rule(sentence: str) -> str | None:
    """The instruction after a colon whose lead-in says it lasts ("in general for X: ...")."""
    lead, colon, tail = sentence.partition(":")
    if not colon or _ASKED.match(sentence) is not None:
        return None
    m = _GENERAL_LEAD.search(lead)
    tail = tail.strip()
    if m is None or len(tail.split()) < 3 or tail.endswith("?"):
        return None
    if IMPERATIVE_VERB.match(tail.lower()) is None:
        return None
    named = m.group("class")
    return f"{named.strip()}, {tail}" if named else tail

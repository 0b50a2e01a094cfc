"""What the user gives as background: "context: legacy PHP monolith, deploys over FTP".

A lead-in like "context:", "background:" or "for context," announces what the agent should
know before the request: the user's setup, project or situation, usually in verbless
fragments no other rule reads ("background: 3 kids under 6, no car"). What follows it, up
to the request, is kept as a fact. A role after the lead-in is `role_fragments`' to read.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline.hedges import hedged
from imprint.pipeline.life import household

__all__ = ["background_in"]

_I = re.IGNORECASE

_LEAD = re.compile(
    r"(?:^|[.!]\s+)\W*(?:(?:some|a\s+bit\s+of|bit\s+of|quick|for|little|relevant)\s+)?"
    r"(?:context|background|backstory)\s*(?::|\u2014|-+\s|,\s*(?=(?:i|i'm|we|we're|my|our)\b))\s*",
    _I,
)
_NEEDS = ("context", "background", "backstory")
_REQUEST = re.compile(
    r"^\W*(?:(?:i\s+)?(?:need|want|wanna|would\s+like|'d\s+like)|can|could|would|will|any|how|what"
    r"|which|why|where|when|is\s+it|does|do\s+you|help|looking\s+for|pls|please|question|so\s+(?:i"
    r"|can|could|what|how)|but|anyway|now|today|the\s+(?:problem|issue|question)|problem|issue)\b",
    _I,
)
_MAX_WORDS = 35
_ASIDE = re.compile(r"\s*\((?:i|i'm|lol|haha|yes|yeah|ok|sorry|don't|dont)\b[^)]{0,40}\)", _I)
"""A first-person aside on what was said ("(i know i know)"), no part of the background."""


def background_in(sentence: str) -> str | None:
    """The background a lead-in announces in `sentence`, as fact content, or None."""
    low = sentence.lower()
    if not any(word in low for word in _NEEDS):
        return None
    m = _LEAD.search(sentence)
    if m is None:
        return None
    text = sentence[m.end() :].split(". ", 1)[0].strip()
    parts = re.split(r"(?<=[,;])\s+", text)
    kept: list[str] = []
    for part in parts:
        if _REQUEST.match(part) or "?" in part or hedged(part):
            break
        kept.append(part)
        if sum(len(x.split()) for x in kept) >= _MAX_WORDS:
            break
    told = _ASIDE.sub("", " ".join(kept)).strip(" ,;.")
    if len(told.split()) < 3:
        return None
    content = h.canonical(household(told))
    if content is None or content.startswith("The user"):
        return content
    return (
        f"Background: {content[0].lower()}{content[1:]}"
        if content[1:2].islower()
        else (f"Background: {content}")
    )

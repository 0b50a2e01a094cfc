"""The quoted value a quoted value set for good replaces: "from now on it's 'Warmly, Rosa'".

The agent wrote the old value back in quotes ("Here's the email, signed 'Best, Rosa'."); the
user sets a new one the same way, with "it" for the thing ("oh wait, new brand guidelines.
from now on it's 'Warmly, Rosa' on everything"). Read alone, the rule names nothing it
replaces. `quoted_replaced(sentence, agent_output)` gives the agent's quoted value, so the
memory that holds it (an answer to "How do you sign your emails?") is out of date.
"""

from __future__ import annotations

import re

from imprint.pipeline.screened import screened

__all__ = ["quoted_replaced"]

_QUOTED = re.compile(
    r"(?<!\w)'(?P<single>[^'\n]{2,60}?)'(?!\w)|\"(?P<double>[^\"\n]{2,60}?)\""
    r"|\u2018(?P<curly>[^\u2019\n]{2,60}?)\u2019|\u201c(?P<curly2>[^\u201d\n]{2,60}?)\u201d"
)
"""A value in quotes, straight or curly; an apostrophe inside a word opens none."""
_FOR_GOOD = screened(
    r"\b(?:from\s+now\s+on|going\s+forward|moving\s+forward|from\s+here\s+on|always|by\s+default"
    r"|on\s+(?:everything|all\s+of\s+them|all\s+\w+))\b",
    re.IGNORECASE,
)
_MAX_WORDS = 6
"""A value longer than this is a passage quoted, not a value set (a sign-off, a title)."""


_SLOT = re.compile(
    r"\b(?:signed|sign(?:ed|ing)?\s+off(?:\s+with)?|sign-?off|signature|subject(?:\s+line)?|titled|title"
    r"|called|named|greeting|opening|opener|closing|closer|tagline|headline|salutation|with)"
    r"\s*(?:is\s+|as\s+|of\s+)?[:\-]?\s*$",
    re.IGNORECASE,
)
"""What the agent's quoted value was ("signed 'Best, Rosa'", "subject line: 'Q3 recap'"):
the slot a new quoted value set for good takes."""


def _quoted(m: re.Match[str]) -> str:
    """What a match of `_QUOTED` holds, whichever quote marks it was in."""
    return next(g for g in m.groups() if g is not None).strip()


def _slotted(text: str) -> list[str]:
    """The quoted values of `text` that fill a slot named just before them."""
    return [
        _quoted(m)
        for m in _QUOTED.finditer(text)
        if _SLOT.search(text[max(0, m.start() - 30) : m.start()]) is not None
    ]


def _values(text: str) -> list[str]:
    """The quoted values of `text` short enough to be a value set, not a passage."""
    return [v for v in map(_quoted, _QUOTED.finditer(text)) if len(v.split()) <= _MAX_WORDS]


def quoted_replaced(sentence: str, agent_output: str) -> str | None:
    """The agent's quoted value that `sentence`'s quoted value, set for good, replaces; or None.

    Only when the sentence sets one quoted value for good and the agent's message quoted
    exactly one other value in a slot ("signed '...'", "subject line '...'"): with two or
    more, which one "it" is cannot be told; a title quoted in passing is no such value.
    """
    if _FOR_GOOD.search(sentence) is None:
        return None
    new = _values(sentence)
    if len(new) != 1:
        return None
    old = [v for v in dict.fromkeys(_slotted(agent_output)) if v.casefold() != new[0].casefold()]
    return old[0] if len(old) == 1 else None

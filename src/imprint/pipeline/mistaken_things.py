"""A thing of the user's the agent took for another: "its not a refractor lol, its a newtonian".

The agent assumed what the user has ("Since your refractor doesn't need collimating ...");
the user puts it right. What they have is a fact worth keeping, and the agent's word for it
is out of date wherever it was kept. `mistaken_thing(sentence, agent_output)` reads the
shape "it's not X, it's Y" (also "mine's not X, it's Y") where X is the agent's word, and
gives the fact and the word it retires. "its not the router, its the modem" names a culprit,
not what the user has: "the" on either side leaves it alone. It
"it's not a bug, it's a feature" said of nothing the
agent called the user's is not read: the agent must have said "your X" (or "you're on X").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Mistaken", "mistaken_thing"]


@dataclass(frozen=True, slots=True)
class Mistaken:
    """What the user has, and the agent's word for it that was wrong."""

    content: str
    """The fact, as kept ("The user has a newtonian reflector, not a refractor.")."""
    wrong: str
    """The agent's word, lower-case ("refractor")."""


_ARTICLE = r"(?:(?:an?|the)\s+)?"
_SHAPE = re.compile(
    r"^\W*(?:(?:no|nah|nope|lol|haha|actually|um+|erm|oh|well|wait)[\s,!.]+)*"
    r"(?:it'?s|its|it\s+is|mine'?s|mine\s+is)\s+not\s+(?P<art>an?\s+)?(?!the\b)(?P<wrong>[\w/.+-]+"
    r"(?:\s+[\w/.+-]+){0,2}?)(?:\s+(?:lol|haha|lmao|tho|though))?\s*[,;.!-]+\s*"
    r"(?:it'?s|its|it\s+is|mine'?s|mine\s+is)\s+(?:actually\s+|really\s+)?(?P<right>(?!the\b)"
    + _ARTICLE
    + r"[\w/.+-]+(?:\s+[\w/.+-]+){0,3}?)(?=\s*(?:[,;.!]|$))",
    re.IGNORECASE,
)


def mistaken_thing(sentence: str, agent_output: str) -> Mistaken | None:
    """What the user says they have in place of the agent's word for it, or None."""
    if "not" not in sentence.lower():
        return None
    m = _SHAPE.match(sentence.strip())
    if m is None:
        return None
    wrong = m.group("wrong").lower()
    said = (
        r"\b(?:your|you(?:'re|\s+are)?\s+(?:using|on|running|have|got|with|riding|driving)"
        r"(?:\s+(?:an?|the))?)\s+(?:[\w-]+\s+){0,2}?" + re.escape(wrong) + r"(?![\w-])"
    )
    if re.search(said, agent_output, re.I) is None:
        return None  # the agent must have taken it for the user's: "your refractor"
    right = m.group("right")
    article = m.group("art") or ""
    return Mistaken(content=f"The user has {right}, not {article}{wrong}.", wrong=wrong)

"""A new thing of the user's named in passing: "the classes at my new gym, Third Space, are great".

People name what replaced an old thing while talking of something else: "my new gym, Third
Space", "my new dentist Dr Patel is lovely", "the kids love their new school, Oakfield". The
name after "my new <thing>" is what the user has now, so `new_named(sentence)` keeps it as
"The user's new gym is Third Space.", told as a change: the rules of `supersede.py` retire
the old one of the same subject. A thing wished for ("I need a new gym"), asked about ("any
tips for my new gym?") without a name, or a name that is a place ("my new flat in Leeds")
is left to the other readers.
"""

from __future__ import annotations

import re

__all__ = ["new_named"]

_NEW_NAMED = re.compile(
    r"\b(?P<owner>my|our)\s+new\s+(?P<thing>(?!(?:flat|house|home|place|apartment|job|city|town"
    r"|baby|year|one|ones|favourite|favorite|obsession|thing|hobby|friend|friends|neighbours?"
    r"|neighbors?)\b)(?-i:[a-z]+)(?:\s+(?!(?:in|at|on|of|for|is|was)\b)(?-i:[a-z]+))?)"
    r"(?:,\s*|\s+(?:is\s+|-\s+|\(\s*)?)"
    r"(?P<name>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z0-9])[\w&'.-]*){0,2})"
    r"(?=\s*(?:[,;:.!?)]|$|\s+(?:is|are|was|has|have|and|but|so|which|who)\b))",
    re.IGNORECASE,
)
_NOT_NAMES = frozenset("i i'm im i've the a an it this that my our and but so".split())


def new_named(sentence: str) -> str | None:
    """The new thing `sentence` names as the user's ("my new gym, Third Space"), or None."""
    if "new" not in sentence.lower():
        return None
    m = _NEW_NAMED.search(sentence)
    if m is None:
        return None
    name = m.group("name").rstrip(".")
    if name.split()[0].lower() in _NOT_NAMES:
        return None
    owner = "The user's" if m.group("owner").lower() == "my" else "The user's team's"
    return f"{owner} new {m.group('thing').lower()} is {name}."

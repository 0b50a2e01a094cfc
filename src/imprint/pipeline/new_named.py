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
_NAMED_BEFORE = re.compile(
    r"(?P<name>[\w&'.-]+(?:\s+[\w&'.-]+){0,2}?)\s*(?:\(\s*|,\s+)(?P<owner>my|our)\s+new\s+"
    r"(?P<thing>(?!(?:flat|house|home|place|apartment|job|city|town|baby|year|one|ones)\b)[a-z]+)"
    r"(?:\s+(?:lol|haha|btw|fyi))?\s*(?:\)|,)",
    re.IGNORECASE,
)
"""The name said first, the new thing after it in brackets or commas: "granite works (my new
gym lol)", "leafy paws, our new vet, ..."."""
_LEAD = frozenset(
    "ok okay so well and but then also oh at to in from with for like um hmm anyway now yeah"
    " right plus".split()
)
"""Words before a name said first that are no part of it ("ok so granite works ...")."""


def new_named(sentence: str) -> str | None:
    """The new thing `sentence` names as the user's ("my new gym, Third Space"), or None."""
    if "new" not in sentence.lower():
        return None
    m = _NEW_NAMED.search(sentence)
    if m is None:
        return _named_before(sentence) or _new_there(sentence)
    name = m.group("name").rstrip(".")
    if name.split()[0].lower() in _NOT_NAMES:
        return None
    owner = "The user's" if m.group("owner").lower() == "my" else "The user's team's"
    return f"{owner} new {m.group('thing').lower()} is {name}."


_NEW_THERE = re.compile(
    r"\bthe\s+new\s+(?P<thing>dentist|gp|doctor|vet|physio|physiotherapist|therapist|hairdresser"
    r"|barber|accountant|optician|midwife|childminder|nursery|cleaner|tutor|coach|trainer)\s+"
    r"(?:at|from)\s+(?!(?:the|my|our|work|training|practice|school|uni|college|home|church|club"
    r"|gym|office)\b)(?P<name>[a-z0-9][\w&'-]*(?:\s+(?!(?:said|says|told|tells|is|was|wants|thinks"
    r"|reckons|reckoned|has|had|asked|gave|put|did|does)\b)[\w&'-]+){0,2})"
    r"(?=\s+(?:said|says|told|tells|is|was|wants|thinks|reckons|reckoned|has|had|asked|gave|put"
    r"|did|does)\b|\s*[,.;!?]|$)",
    re.IGNORECASE,
)
"""A new one of the user's named by where it is: "the new dentist at brightsmile said ..."."""
_NEW_TITLED = re.compile(
    r"\b(?:the|my)\s+new\s+(?P<thing>dentist|gp|doctor|vet|physio|physiotherapist|therapist"
    r"|consultant|surgeon|midwife|optician|counsellor|counselor|psychiatrist|tutor|teacher|coach"
    r"|trainer|manager|boss|landlord|lawyer|solicitor|accountant)\s*,?\s+"
    r"(?P<name>(?:dr|doctor|prof|professor|mr|mrs|ms|miss|mx|coach)\.?\s+[a-z][\w'-]*)(?=\s*[,.;!?)]|$|\s+"
    r"(?:said|says|told|tells|is|was|wants|wanted|thinks|reckons|has|had|asked|gave|put|did|does"
    r"|seems|prescribed|suggested|recommended)\b)",
    re.IGNORECASE,
)
"""A new one of the user's named by a title: "the new dentist, dr brennan, wants ..."."""


def _named_before(sentence: str) -> str | None:
    """The new thing named before "my new <thing>" ("granite works (my new gym lol)"), or None."""
    m = _NAMED_BEFORE.search(sentence)
    if m is None:
        return None
    start = sentence.rfind(",", 0, m.start("owner") - 2) + 1
    words = sentence[max(start, m.start("name")) : m.end("name")].split()
    while words and words[0].lower() in _LEAD:
        words.pop(0)
    if not words or words[0].lower() in _NOT_NAMES:
        return None
    owner = "The user's" if m.group("owner").lower() == "my" else "The user's team's"
    return f"{owner} new {m.group('thing').lower()} is {' '.join(words)}."


def _new_there(sentence: str) -> str | None:
    """The new one named by where it is or by a title, or None.

    "the new dentist at brightsmile", "the new dentist, dr brennan".
    """
    there = _NEW_THERE.search(sentence)
    if there is None:
        titled = _NEW_TITLED.search(sentence)
        if titled is None:
            return None
        return f"The user's new {titled.group('thing').lower()} is {titled.group('name')}."
    return f"The user's new {there.group('thing').lower()} is at {there.group('name')}."

"""How the user words their own writing: "i always just say 'Thanks,' never best regards".

A writing assistant drafts in the user's name, so the words the user always or never uses
("I always sign my emails Dana", "we never say 'users', it's 'members'", "I always open
with 'Hi all'") are a standing rule for what it writes. `wording_habit(sentence)` finds such
a clause; what the user says to someone ("I always say to my kids ...") or says they will
do ("I always say I'll start monday") is no rule of wording. `signed_as(sentence)` reads
the name given for a draft's sign-off ("sign it Dana Okafor, EA"): the draft is this
turn's, the name the user signs with is theirs for good.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h

__all__ = ["signed_as", "wording_habit"]

_HABIT = re.compile(
    r"(?:^|[,;]\s*|\b(?:and|but|so)\s+)(?P<clause>(?:i|we)\s+(?:always|never|only|usually)\s+"
    r"(?:just\s+)?(?P<verb>say|write|sign(?:\s+off)?(?:\s+(?:with|as))?|open\s+with|start\s+with"
    r"|end\s+with|close\s+with|call\s+(?:it|them))\s+(?P<what>[^.;!?]{1,80}))",
    re.IGNORECASE,
)
_NOT_WORDING = re.compile(
    r"^(?:to\s|that\b|it\b|this\b|so\b|yes\b|no\b|sorry\b|i\b|i'll\b|i'm\b|we\b|we'll\b|you\b"
    r"|he\b|she\b|they\b|something\b|things?\b|what\b|whatever\b|stuff\b|the\s+same\b)",
    re.IGNORECASE,
)
"""What follows the verb when it is no word of the user's writing: a hearer ("say to my
kids"), a clause ("say I'll start monday"), a pointer ("say that")."""


def wording_habit(sentence: str) -> str | None:
    """The rule of wording `sentence` states of the user's own writing, or None."""
    m = _HABIT.search(sentence)
    if m is None or _NOT_WORDING.match(m.group("what").strip()):
        return None
    return h.canonical(m.group("clause").strip().rstrip(","))


_SIGNED = re.compile(
    r"^\W*(?:(?:and|also|oh|ok|okay|pls|please|just|perfect|great|nice|lovely|cool|good|thanks"
    r"|ty)\W+)*sign\s+(?:it|this)"
    # "sign it from me, hattie brennan": the user's own name, after "me"
    r"\s+(?:(?:as|with|from)\s+)?(?:me\s*,\s*)?"
    r"(?P<name>(?!(?:it|this|off|them|me|up|here|the|a|an|my|your|below|at|in|on|for|with|please"
    r"|pls|properly|normally|like|as|from|and|but)\b)[A-Za-z][\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*){0,3}"
    r"(?:\s+(?!(?:pls|please|thanks|thx|ty|cheers|x|xx)\b)(?-i:[a-z])[\w'-]+)?"
    r"(?:,\s*(?-i:[A-Z])[\w.]*)?)\s*(?:pls|please)?\s*[.!]*$",
    re.IGNORECASE,
)
"""A sign-off name given for a draft: "sign it Dana Okafor, EA", "sign it tom". Not "sign
them Rahel", said of a batch of drafts, which may be someone else's to sign."""


def signed_as(sentence: str) -> str | None:
    """The name the user has drafts signed with, from a sentence that only gives it, or None.

    The draft at hand is this turn's; the name the user signs with is theirs for good.
    """
    m = _SIGNED.match(sentence.strip())
    if m is None:
        return None
    return f"Sign the user's messages as {m.group('name').strip().rstrip('.')}."

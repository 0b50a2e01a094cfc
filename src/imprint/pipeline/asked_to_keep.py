"""What the user asks the agent to remember about them, said outright.

"you can remember I'm doing A-levels in chem and bio", "do retain that I coach on
Saturdays", "please keep in mind that my flat has no oven": whatever the clause says of the
user is meant to be kept, even when no reader of facts knows its shape. Users say it most
often beside a forget request ("delete the Ollie stuff, but u can remember ..."), where
what must stay is spelled out. Only a clause about the user (opening with I, my, we or
our) is kept; "remember to add tests" is a direction, read elsewhere.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h

__all__ = ["asked_to_keep", "kept_for_later"]

_ASKED = re.compile(
    r"^(?:(?:but|and|also|though|ok|okay|so|oh|still)\W+)*"
    r"(?:(?:you|u)\s+(?:can|may|could|should|might\s+as\s+well)\s+(?:still\s+|totally\s+)?"
    r"|(?:please|pls|plz|do|just|feel\s+free\s+to|(?:it'?s|that'?s)\s+(?:fine|ok|okay|alright)\s+to)\s+)*"
    r"(?:remember|retain|keep\s+in\s+mind|(?:make\s+a\s+)?note(?:\s+down)?"
    # "you can keep that I play rugby": keeping "that" and a clause, not "keep it short"
    r"|keep(?=\s+(?:the\s+fact\s+)?that\s))\s+(?:the\s+fact\s+)?(?:that\s+|this\W+)?"
    r"(?P<x>(?:i|i'm|im|i've|ive|i'll|my|we|we're|our)\b.{6,})$",
    re.IGNORECASE,
)
_WORTH = re.compile(
    r"^(?:(?:but|and|also|though|ok|okay|so|oh)\W+)*(?:my|our|[a-z]+'s)\s+[^,;.!?]{2,50}?\s+"
    r"(?:is|are)\s+(?:definitely\s+|really\s+|still\s+)?worth\s+(?:remembering|keeping\s+in\s+mind"
    r"|knowing|noting)\b.*$",
    re.IGNORECASE,
)
"""Something of the user's said to be worth remembering: "dad's wheelchair is worth
remembering for trips" (a thing named only as "the X stuff" says nothing of its own)."""
_NEEDS = ("remember", "retain", "keep", "note", "worth")
_REASON = re.compile(
    r"\s+(?:tho|though|bc|because|cuz|cause|since|so\s+that|lol|haha)\b.*$|[\s,;]+$", re.I
)
"""Why the user wants it kept: not part of the fact."""
_RECALLED = re.compile(
    r"(?:i|we)\s+(?:said|told|mentioned|asked|wrote|sent|shared|talked|showed)\b", re.I
)
"""What the user once said in the conversation ("remember I said ..."), not a fact."""
_INFORMAL = ((re.compile(r"^im\b", re.I), "I'm"), (re.compile(r"^ive\b", re.I), "I've"))


def asked_to_keep(sentence: str) -> str | None:
    """The fact a sentence asks the agent to remember about the user, as content; or None."""
    low = sentence.lower()
    if not any(word in low for word in _NEEDS):
        return None
    text = sentence.strip()
    if text.endswith("?"):
        return None  # "remember I told you about my trip?" asks, it keeps nothing
    worth = _WORTH.match(text.rstrip(".!"))
    if worth is not None:
        return h.canonical(_REASON.sub("", worth.group(0)))
    m = _ASKED.match(text.rstrip(".!"))
    if m is None or _RECALLED.match(m.group("x")):
        return None
    clause = _REASON.sub("", m.group("x"))
    for pattern, spelled in _INFORMAL:
        clause = pattern.sub(spelled, clause)
    return h.canonical(clause)


_NAMED_ONLY = re.compile(
    r"\b(?:remember|note(?:\s+down)?|keep\s+track\s+of|save|store)\s+(?:my|our)\s+"
    r"(?P<what>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)"
    r"(?=\s+(?:so|because|since|for\s+when|bc|cuz|cause|in\s+case|then)\b|\s*[,.;:!]|\s*$)",
    re.IGNORECASE,
)
"""A thing of the user's named to be remembered, its value not yet said ("remember my coffee
order so when i ask ...")."""
_VALUE_FRAGMENT = re.compile(
    r"^(?!(?:i|i'm|im|i've|my|we|we're|our|the|it|it's|its|this|that|and|but|so|if|when|can"
    r"|could|what|how|ok|okay|thanks|thx|ty|cheers|yes|no|yeah|yep|he|she|they|you|see|bye"
    r"|actually|never|anyway|also|cool|great|nice|lol|haha|talk|speak|catch)\b)"
    r"(?![^.?!]*\b[a-z]{3,}ed\b)"
    r"(?![^.?!]*\b(?:is|are|was|were|am|have|has|had|do|does|did|can|will|would|should|'m|'re"
    r"|'s)\b)[^?]{3,80}$",
    re.IGNORECASE,
)
"""A verbless fragment: the value itself ("large oat flat white, extra shot")."""
_MAX_VALUE_WORDS = 10
_NOT_KEPT_THIS_WAY = frozenset("name names".split())
"""Things read by their own readers: a name said after "remember my name" is an introduction."""


def kept_for_later(sentences: tuple[str, ...]) -> tuple[str, str] | None:
    """A thing the user asks the agent to remember and its value said after: (content, source).

    "remember my coffee order so when i ask you ... you can just tell me. large oat flat
    white, extra shot" keeps "The user's coffee order: large oat flat white, extra shot."
    """
    for index, sentence in enumerate(sentences):
        if "remember" not in sentence.lower() and "note" not in sentence.lower():
            continue
        m = _NAMED_ONLY.search(sentence)
        if m is None or m.group("what").lower() in _NOT_KEPT_THIS_WAY:
            continue
        for later in sentences[index + 1 :]:
            value = later.strip().rstrip(".!")
            if _VALUE_FRAGMENT.match(value) and len(value.split()) <= _MAX_VALUE_WORDS:
                return f"The user's {m.group('what').lower()}: {value}.", later
        return None
    return None

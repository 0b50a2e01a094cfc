"""A fragment that names what goes wrong: "ConnectionResetError every time".

Users report a symptom in a few words, often with "every time" or "always", the words of a
standing ask: "timeout every time", "segfaults always on arm64". Such a fragment asks for
no way of answering. `names_symptom` is read by the rules of directions and by the learned
preference gate, so neither keeps it as a rule.
"""

from __future__ import annotations

import re

from imprint.pipeline import patterns as p

__all__ = ["names_symptom"]

_SYMPTOM = re.compile(
    r"(?-i:[A-Z]\w*(?:Error|Exception|Warning|Fault))|\b(?:error|errors|crash(?:es)?|segfaults?"
    r"|timeouts?|times\s+out|fails|dies|hangs|freezes|stalls|404|500)\b"
    # not a topic named by it: "error handling always with try/except", "timeout values"
    r"(?!\s+(?:handling|handlers?|messages?|codes?|logs?|logging|reports?|reporting|pages?|states?"
    r"|boundar(?:y|ies)|values?|settings?|checking|checks|budgets?|limits?))",
    re.IGNORECASE,
)
"""What a fragment reports going wrong: a symptom, not a way to answer."""
_NOT_ASKED = re.compile(r"^(?:no|not|without|only|just|full|all|any|show|hide)\b", re.IGNORECASE)
"""Openings that ask for something done with errors ("no error codes in the summary")."""
_HEAD_WORDS = 3


def names_symptom(core: str) -> bool:
    """Whether `core` is a fragment naming what goes wrong, with no verb asking anything."""
    # the symptom heads the fragment: "no error codes in the summary" asks for their absence
    head = " ".join(core.split()[:_HEAD_WORDS])
    return (
        _SYMPTOM.search(head) is not None
        and _NOT_ASKED.match(core) is None
        and p.IMPERATIVE_VERB.match(core) is None
        and _LAID_OUT.search(core) is None
    )


_LAID_OUT = re.compile(
    r"\b(?:in|as|first|then|grouped|group|by|bold|red|highlighted|please|pls|from\s+now\s+on"
    r"|at\s+the\s+(?:top|end|bottom)|separately|listed|numbered)\b",
    re.IGNORECASE,
)
"""How errors are to be shown ("errors in red please", "error first, then the fix"): an ask."""

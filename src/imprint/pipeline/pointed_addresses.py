"""A street address said of "it": "need a permit for the porch. it's 14 larkspur lane".

People give the address of the thing they talk about as what "it" is, beside what it is
like ("it's 14 larkspur lane, a 1924 craftsman"). No rule of the user's home reads it: the
sentence names no owner. Said in the user's reply, about what they asked help with, it is
their place (a home, a shop, a plot). `address_pointed` keeps the sentence as said, with
the last words of the one before, which say what "it" is.
"""

from __future__ import annotations

import re

from imprint.pipeline.pointed_values import said_with_lead

__all__ = ["address_pointed"]

_STREET = (
    r"(?:lane|ln|road|rd|street|st|avenue|ave|drive|dr|close|way|court|ct|crescent|cres|place|pl"
    r"|boulevard|blvd|terrace|grove|row|gardens|mews|square|sq|parkway|pkwy|circle|cir|trail"
    r"|highway|hwy|walk)"
)
_POINTED = re.compile(
    r"^\W*(?:(?:oh|so|and|btw|fyi|ok|okay|the\s+address(?:'s|\s+is)?)\W+)*"
    r"(?:it'?s|its|it\s+is|that'?s|thats|that\s+is)\s+(?:at\s+)?"
    r"\d{1,5}[a-z]?\s+(?:[a-z'-]+\s+){1,3}" + _STREET + r"\b\.?(?:\s*(?:[,;.!-]|$))",
    re.IGNORECASE,
)
"""A sentence opening with "it's" and a street address."""


def address_pointed(sentence: str, previous: str) -> str | None:
    """The address `sentence` gives to what "it" is, kept as said, or None."""
    if sentence.rstrip().endswith("?") or _POINTED.match(sentence) is None:
        return None
    return said_with_lead(sentence, previous)

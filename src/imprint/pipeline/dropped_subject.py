"""The "I" chat leaves out: "moving house next month", "recently diagnosed with coeliac".

People writing in a hurry drop the subject of a sentence about themselves, and a reader
that looks for "I" or "my" then sees nothing to keep. A sentence that opens with a verb of
the user's life (moving, started, just got, been, diagnosed, learning, retired, expecting,
work nights, live alone...) is read again with its subject put back: "I'm moving house next
month", "I was recently diagnosed with coeliac". Verbs that open other things are left out:
"got it", "moving on", "working now!" (a fix that works), "work out the total" (an ask).
"""

from __future__ import annotations

import re

__all__ = ["with_subject"]

_ADVERBS = r"(?:(?:just|recently|currently|finally|still|now|also|newly|only|officially)\s+){0,2}"
_DROPPED = re.compile(
    rf"^(?P<lead>{_ADVERBS})(?:"
    r"(?P<am>moving(?!\s+on\b)|starting(?!\s+(?:with|from|now|over)\b)|learning|living|expecting|training|studying|teaching|leaving|joining"
    r"|switching|retiring|relocating|renovating|fostering|volunteering|freelancing|commuting"
    r"|pregnant|engaged|married|divorced|separated|self-employed|back\s+(?=on\s|at\s|in\s"
    r"|to\s+work)|working\s+(?=as\s|at\s|for\s|in\s|nights|days|from\s+home|remotely|part[\s-]time"
    r"|full[\s-]time))"
    r"|(?P<did>moved|started|got(?!\s+(?:it|you|that|this|them|him|her)\b)|joined|left(?=\s+(?-i:[A-Z])"
    r"|\s+(?:my|the|our)\s+(?:job|company|firm|team|school|uni))|switched|quit|bought|sold|adopted"
    r"|retrained|retired|qualified|graduated|passed|finished|signed\s+up|relocated"
    r"|work(?=\s+(?:nights|days|as|at|for|in|from\s+home|remotely|part[\s-]time|full[\s-]time)\b)"
    r"|live(?=\s+(?:in|alone|with|near|on|by|abroad)\b)|have(?=\s+(?:a|an|two|three|four|\d+)\s))"
    r"|(?P<been>been)\s+(?!there\b|here\b)"
    r"|(?P<was>diagnosed|born|raised|made\s+redundant|laid\s+off|promoted|hired))\b",
    re.IGNORECASE,
)


_MIN_WORDS = 2
_ASKS = re.compile(
    r"\b(?:please|pls|plz|from\s+now\s+on|going\s+forward|everywhere|always|never|can\s+you"
    r"|could\s+you|would\s+you)\b",
    re.IGNORECASE,
)


def with_subject(sentence: str) -> str | None:
    """`sentence` with the "I" it left out put back, or None when it opens otherwise."""
    text = sentence.lstrip()
    if text.rstrip().endswith("?") or len(text.split()) < _MIN_WORDS:
        return None  # "Retired!" alone is read as a fragment of its own
    if _ASKS.search(text):
        return None  # "moved to Lisbon, so euros everywhere please": the ask is read as it is
    m = _DROPPED.match(text)
    if m is None:
        return None
    subject = (
        "I'm"
        if m.group("am")
        else "I've"
        if m.group("been")
        else "I was"
        if m.group("was")
        else "I"
    )
    return (
        f"{subject} {text[0].lower()}{text[1:]}" if not text[:2].isupper() else f"{subject} {text}"
    )

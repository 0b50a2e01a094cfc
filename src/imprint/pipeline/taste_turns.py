"""A taste that turned, said in a turn of phrase: "I've come round to olives", "gone off IPAs".

People rarely say "I like X now" when a dislike turns ("weirdly I've come round to olives",
"I've warmed to jazz", "sushi has really grown on me") or a like fades ("gone right off
IPAs", "fell out of love with running"). `as_tasted(text)` puts each such phrase as "I
like X now" or "I don't like X anymore", the shapes the reading knows: the new taste is
kept, and it takes the place of the opposite one kept before (`consolidate` flips a
memory of the same subject and the other sign). Someone else's taste ("my son has come
round to broccoli") is left as said.
"""

from __future__ import annotations

import re

__all__ = ["as_tasted"]

_THING = (
    r"(?P<thing>(?!(?:the\s+idea|it|that|this|him|her|them)\b)(?:(?:the|my)\s+)?[\w'-]+"
    r"(?:\s+(?!(?:now|lately|recently|actually|after|these|though|tho|too|as|and|but|so|lol"
    r"|haha|tbh|which|since)\b)[\w'-]+){0,2}?)"
    r"(?=\s*(?:[,.;!?]|$|\s+(?:now|lately|recently|actually|after\s+all|these\s+days|tbh|lol|haha"
    r"|though|tho|too|as\s+well|and|but|so|since|which)\b))"
)
_VISITED = (
    r"(?!(?:see|visit|pick|help|fix|drop|collect|mine|yours|ours|theirs|his|hers|my\s+(?:place"
    r"|house|flat)|the\s+(?:house|flat|office|door))\b)"
)
"""Not a visit: "I came round to see her", "came round to my place"."""
_MINE = (
    r"(?P<lead>[,;:]\s*|\b(?:and|but|so|weirdly|honestly|actually|oh|ok|okay|well|funnily)\s+|^)"
)
"""Where the user's own phrase may open, kept as `lead`: a clause start or a word before it."""
_LIKED = tuple(
    re.compile(_MINE + r"(?:i'?ve|i\s+have|i)\s+" + turn + _VISITED + _THING, re.IGNORECASE)
    for turn in (
        r"(?:(?:finally|actually|kind\s+of|kinda|sort\s+of|totally|really|slowly)\s+)*"
        r"(?:come|came)\s+(?:a)?round\s+to\s+",
        r"(?:(?:finally|actually|really|slowly)\s+)*warmed\s+(?:up\s+)?to\s+",
    )
)
"""A dislike turned: "I've come round to olives", "warmed up to jazz"."""
_GREW = re.compile(
    _MINE
    + r"(?P<thing>(?!(?:it|that|this|he|she|they)\b)(?:(?:the|my)\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?)"
    + r"\s+(?:has|have|'s|'ve)?\s*(?:(?:really|kind\s+of|kinda|slowly|totally)\s+)*"
    r"(?:grown|grew)\s+on\s+me\b",
    re.IGNORECASE,
)
"""A thing that grew on the user: "sushi has really grown on me"."""
_FADED = tuple(
    re.compile(_MINE + r"(?:(?:i'?ve|i\s+have|i)\s+)?" + turn + _THING, re.IGNORECASE)
    for turn in (
        r"(?:(?:kind\s+of|kinda|totally|completely|really)\s+)*(?:gone|went)\s+"
        r"(?:(?:right|totally|completely)\s+)?off\s+"
        # "went off on a tangent", "gone off script", "went off sick": no taste
        r"(?!(?:on|to|at|with|into|for|in|script|track|radar|piste|grid|sick|duty|work|air"
        r"|the\s+(?:road|rails|grid|deep\s+end|boil|radar))\b)",
        r"(?:(?:kind\s+of|kinda|totally|completely)\s+)*(?:fell|fallen)\s+out\s+of\s+love\s+with\s+",
    )
)
"""A like faded: "gone right off IPAs", "fell out of love with running"."""


def as_tasted(text: str) -> str:
    """`text` with each turned taste put as "I like X now" or "I don't like X anymore"."""
    low = text.lower()
    if not any(word in low for word in ("round", "warm", "on me", " off ", "out of love")):
        return text
    for pattern in (*_LIKED, _GREW):
        text = pattern.sub(lambda m: _lead(m) + f"I like {m.group('thing')}" + _now(m), text)
    for pattern in _FADED:
        text = pattern.sub(lambda m: _lead(m) + f"I don't like {m.group('thing')} anymore", text)
    return text


_ASIDES = frozenset("weirdly honestly actually oh ok okay well funnily".split())
_SAYS_WHEN = re.compile(r"\s*(?:now|lately|recently|these\s+days|nowadays)\b", re.IGNORECASE)


def _now(m: re.Match[str]) -> str:
    """The word "now" to add, unless the words after the phrase say when ("jazz lately")."""
    return "" if _SAYS_WHEN.match(m.string, m.end()) else " now"


def _lead(m: re.Match[str]) -> str:
    """What opened the match before the phrase (a comma, "weirdly"), kept as said."""
    said = m.group("lead")
    # "weirdly", "honestly": how the user finds the turn, which the plain shape leaves out
    return "" if said.strip().lower() in _ASIDES else said

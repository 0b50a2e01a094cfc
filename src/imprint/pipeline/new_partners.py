"""Who the user is with now: "I'm seeing someone new, Alex", "Jess and I got together".

A new partner is told by name in many ways: "started seeing a guy named Alex", "I'm seeing
someone new, Alex", "my new girlfriend Jess", "Alex and I have been dating since June", "I'm
seeing Tom now". `partner_told(sentence)` words it as one fact ("The user's partner is
Alex."), whose subject `partner` retires the partner kept before.

Left alone: someone else's partner ("my sister started seeing a guy named Tom"), a partner
with no name ("I'm seeing someone"), business partners, a date or a crush ("I have a date
with Alex", "I fancy Alex"), a bare "seeing" ("I'm seeing Dr Patel on Monday"), a
hypothetical ("if I started seeing Alex").
"""

from __future__ import annotations

import re

__all__ = ["partner_told"]

_I = re.IGNORECASE

_NAME = r"(?P<name>(?-i:[A-Z])[a-z\u00c0-\u024f'-]{1,20})"
_NAMED = (
    r"(?:(?:called|named)\s+(?P<low>[a-z\u00c0-\u024f'-]{2,20})\b|(?:called|named|,|-)?\s*"
    + _NAME
    + r")"
)
_OPEN = (
    r"(?:^\W*|[,;:.!?]\s+|\b(?:and|so|ok|okay|but|btw|fyi|also|well|lol|yeah|oh|news|update"
    r"|honestly|now|anyway)\s+)"
)
"""The user's own clause: "my sister started seeing ..." is not the user."""
_ONE = (
    r"(?:someone|somebody|a\s+(?:guy|girl|woman|man|lady|bloke|dude|person)"
    r"|a\s+new\s+(?:guy|girl|person))"
)
_SEEING = re.compile(
    _OPEN + r"(?:(?:i'?m|im|i\s+am|i'?ve\s+been|i\s+have\s+been|i\s+(?:just\s+)?started"
    r"|(?:just\s+)?started|been)\s+)(?:now\s+)?(?:(?:seeing|dating|going\s+out\s+with)\s+"
    + _ONE
    + r"(?:\s+new)?\s*"
    + _NAMED
    + r"|(?:dating|going\s+out\s+with)\s+(?P<direct>(?-i:[A-Z])"
    r"[a-z\u00c0-\u024f'-]{1,20})|seeing\s+(?P<now>(?-i:[A-Z])[a-z\u00c0-\u024f'-]{1,20})\s+now\b)"
    r"(?![\w'-])",
    _I,
)
"""Dating someone: "I'm seeing someone new, Alex", "started seeing a guy named Alex"."""
_MY_NEW = re.compile(
    r"\b(?:my|i(?:\s+have|'ve\s+got|\s+got|\s+have\s+got)\s+a)\s+new\s+(?:girlfriend|boyfriend|partner|gf|bf"
    r"|other\s+half)\s*(?:,|-|\(|is|'s|called|named)?\s*(?:"
    + _NAME
    # "me and my new gf lotte are going away": the name in lower case, as chat types it
    + r"|(?P<low>(?!(?:and|is|was|has|had|who|just|really|wants|says|said|loves|hates|thinks|of"
    r"|from|at|in|for|to|the|a|an|are|were|will|can|and|but|so)\b)[a-z][a-z'-]{1,20}))(?![\w'-])",
    _I,
)
"""A partner introduced as new: "my new girlfriend Jess", "my new gf lotte"."""
_BRACKETED = re.compile(
    _OPEN + r"(?P<low>(?!(?:we|i|it|he|she|they|this|that)\b)[A-Za-z\u00c0-\u024f'-]{2,20})\s*\(\s*"
    r"(?:we'?ve|we\s+have|we'?re|we\s+are)\s+(?:been\s+)?(?:seeing\s+each\s+other|dating|together"
    r"|going\s+out)\b",
    _I,
)
"""A partner named, then said to be one in brackets: "dario (we've been seeing each other
about a month) invited me ..."."""
_TOGETHER = re.compile(
    r"(?:^\W*|[,;:.!?]\s+|\b(?:and|so|but|btw|fyi|also|well|oh|news|update)\s+)"
    + _NAME
    + r"\s+and\s+i\s+(?:(?:just|finally|recently|officially)\s+)?(?:got\s+together|started"
    r"\s+(?:dating|going\s+out|seeing\s+each\s+other)|are\s+(?:(?:now|officially|finally)\s+)?(?:together|dating"
    r"|a\s+couple|official|an\s+item)|have\s+been\s+(?:dating|together|seeing\s+each\s+other))\b",
    _I,
)
"""A couple told from its other half: "Alex and I got together in June"."""
_PROPOSED = re.compile(
    r"(?:^\W*|[,;:.!?]\s+|\b(?:and|so|but|btw|fyi|also|well|oh|omg|news|update)\s+)"
    r"(?:my\s+(?:boyfriend|girlfriend|partner|bf|gf|other\s+half|fianc\u00e9e?|fiancee?)\s*,?\s*)?"
    + _NAME
    + r"\s+(?:(?:just|finally|actually|only\s+went\s+and)\s+)?(?:proposed|popped\s+the\s+question)"
    r"(?!\s+(?:that|we|a|an|the|to\s+(?!me\b))\b)",
    _I,
)
_LOW_NAME = (
    r"(?P<low>(?!(?:we|i|it|he|she|they|him|her|them|this|that|me|you|mum|mom|dad|sis|bro|work|everyone"
    r"|someone|nobody)\b)[a-z\u00c0-\u024f'-]{2,20})"
)
"""A name typed in lower case, where the words after it say it is one ("kwame and i ...")."""
_WED = (
    r"(?:(?:just|finally|recently|officially|actually)\s+)?(?P<wed>got\s+engaged|are\s+engaged"
    r"|got\s+married|are\s+(?:getting\s+)?married|got\s+hitched|tied\s+the\s+knot)"
)
_WED_TOGETHER = re.compile(
    r"(?:^\W*|[,;:.!?]\s+|\b(?:and|so|but|btw|fyi|also|well|oh|omg|news|update)\s+)"
    r"(?:(?-i:[A-Z])[a-z\u00c0-\u024f'-]{1,20}|"
    + _LOW_NAME
    + r")(?P<cut>)\s+(?:and|&)\s+(?:i|me)\s+"
    + _WED
    + r"\b",
    _I,
)
"""An engagement or a wedding told from the couple: "kwame and i got engaged last night!!!"."""
_WED_TO = re.compile(
    _OPEN + r"(?:i'?m|im|i\s+am|i'?ve|i\s+(?:just\s+|finally\s+)?got|(?:just\s+|finally\s+)?got)\s+"
    r"(?:just\s+|finally\s+|officially\s+|now\s+)?(?:been\s+|got\s+)?(?P<wed>engaged|married)\s+to\s+"
    r"(?:(?P<name>(?-i:[A-Z])[a-z\u00c0-\u024f'-]{1,20})|" + _LOW_NAME + r")(?![\w'-])",
    _I,
)
"""An engagement or a wedding told of whom: "i got engaged to kwame last night"."""
"""A proposal told of the one who made it: "my fianc\u00e9 Tom proposed last night!" (a plan
proposed, "Tom proposed that we ...", is no engagement)."""
_THOUGHT = re.compile(
    r"\b(?:if|whether|might|maybe|should|would|could|thinking\s+(?:of|about)|wish)\b[^.;!?]{0,30}$",
    _I,
)
_NOT_NAMES = frozenset(
    "again someone somebody anyone nobody new now here there recently lately since for about"
    " the a an my this that who which monday tuesday wednesday thursday friday saturday sunday"
    " tinder hinge bumble".split()
)
_CUE = re.compile(
    r"seeing|dating|going\s+out|new\s+(?:girl|boy|partner|gf|bf|other)|and\s+i\b|with"
    r"|proposed|popped|engaged|married|hitched|knot",
    _I,
)


def partner_told(sentence: str) -> str | None:
    """The user's new partner `sentence` names, worded as a fact, or None."""
    if _CUE.search(sentence) is None:
        return None  # most sentences: no word of dating
    for pattern in (_SEEING, _MY_NEW, _TOGETHER, _BRACKETED):
        m = pattern.search(sentence)
        if m is None or _THOUGHT.search(sentence[: m.start() + 1]):
            continue
        groups = m.groupdict()
        name = (
            groups.get("name")
            or groups.get("low")
            or groups.get("direct")
            or groups.get("now")
            or ""
        )
        if not name or name.lower() in _NOT_NAMES:
            continue
        return f"The user's partner is {name[:1].upper()}{name[1:]}."
    m = _PROPOSED.search(sentence)
    if m is not None and m.group("name").lower() not in _NOT_NAMES:
        return f"The user is engaged to {m.group('name')}."
    for pattern in (_WED_TOGETHER, _WED_TO):
        m = pattern.search(sentence)
        if m is None or _THOUGHT.search(sentence[: m.start() + 1]):
            continue
        name = m.group("name") if "name" in m.groupdict() and m.group("name") else None
        if name is None:
            name = m.group("low") or sentence[m.start() : m.start("cut")].split()[-1]
        if name.lower() in _NOT_NAMES or not name.strip("'-"):
            continue
        state = "engaged" if "engaged" in m.group("wed").lower() else "married"
        return f"The user is {state} to {name[:1].upper()}{name[1:]}."
    return None

"""A thing of the user's said without "my": "club is the Riverside Otters if that matters".

Chat drops the owner of what everyone in the conversation knows is the user's: "the house
is a 1962 ranch on a slab", "club is the Riverside Otters", "van's a 2019 Fiat Ducato".
Said at the head of a sentence, of a kind of thing people have (a house, a club, a car, a
shop), and given a name or a number ("a 1962 ranch", "the Riverside Otters"), it is theirs.
`bare_owned(sentence)` gives it in the first person, its owner said ("my house is a 1962
ranch on a slab"), for the reading to word as a fact.
What has no name or figure ("the house is a mess") is a state, not kept here.
"""

from __future__ import annotations

import re

__all__ = ["bare_owned"]

_THINGS = (
    "house|home|flat|apartment|cottage|club|team|squad|car|van|truck|boat|bike|business"
    "|company|firm|practice|band|choir|studio|farm|laptop|phone|camera|telescope|scope|mount"
    "|kiln|printer|tank|aquarium|garden|allotment|plot|kitchen|bathroom"
)
_BARE = re.compile(
    rf"^\W*(?:(?:btw|fyi|oh|also|and|so)\W+)*(?:the\s+)?(?P<thing>{_THINGS})(?:'s|\s+is)\s+"
    r"(?P<value>(?:an?\s+|the\s+)?[^,;:!?]{2,60}?)\s*(?P<end>[.!,]|$)",
    re.IGNORECASE,
)
_NAMED = re.compile(r"\d|(?<!^)\b(?-i:[A-Z])[a-z]")
_NAMED_LOWER = re.compile(
    r"\b(?:called|named)\s+[a-z]|^(?:dr|mr|mrs|ms|prof)\.?\s+[a-z]", re.IGNORECASE
)
"""A name typed in lower case that the words before it say is one: "some company called
homeway", "dr brennan"."""
_ASK_AFTER = re.compile(
    r"\?|[,.;]\s*(?:can|could|would|will|how|what|why|where|when|which|they|he|she|pls|please"
    r"|any)\b",
    re.IGNORECASE,
)
"""Where an ask or someone else's clause follows what is said of the thing."""
_NOT_HELD = re.compile(
    r"\b(?:not|isn'?t|was|closed|sold|gone|broken|if|maybe|might|probably|for\s+sale)\b",
    re.IGNORECASE,
)


_NEW_ONE = re.compile(
    r"(?:^\W*|\bso\s+|[,;]\s*|\b(?:btw|fyi|and)\s+)new\s+(?!(?:york|zealand|jersey|mexico|delhi"
    r"|orleans|hampshire|england|year|brunswick|south\s+wales)\b)(?P<thing>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})"
    r"\s+(?:is|are)\s+(?:now\s+)?(?P<value>[^,;:!?]{1,50}?)\s*(?:[.!,]|$)",
    re.IGNORECASE,
)
"""A new value of the user's set-up said without "my": "so new base res is 640x360"."""


_HOURS = re.compile(
    r"^\W*(?:(?:btw|fyi|oh|also|and|so)\W+)*(?:(?:our|the)\s+)?(?:(?:opening|shop|store|cafe|salon"
    r"|office|clinic|studio|bakery|bar|restaurant)\s+)?hours\s+(?:are|'re)\s+(?:now\s+)?"
    r"(?P<value>[^?]{3,80}?)\s*[.!]?$",
    re.IGNORECASE,
)
"""The opening hours of the user's place, said bare: "hours are tue-sun 8am to 6pm, closed
mondays"."""
_WHEN = re.compile(
    r"\b(?:\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b",
    re.IGNORECASE,
)


_FIXED_DEAL = re.compile(
    r"^\W*(?:(?:and|so|oh|btw|also)\W+)*(?:a\s+|the\s+|our\s+|my\s+)?(?P<deal>\d{1,2}\s*(?:yr|year)s?"
    r"\s+fix(?:ed)?(?:\s+rate)?\s+(?:with|at|through|from)\s+[^,;:!?]{2,40}?)\s*(?:[.!,](?!\d)|$)",
    re.IGNORECASE,
)
"""A mortgage deal said bare: "5 year fix with nationwide at 4.19%"."""


_USUAL_RATE = re.compile(
    r"\bmy\s+(?:usual|normal|standard|regular|going)\s+(?:rate\s+(?:of\s+)?)?"
    r"(?P<amount>[$\u00a3\u20ac]?\s?\d[\d,.]*k?(?:\s*(?:[$\u00a3\u20ac]|euros?|quid|dollars?|pounds?|bucks))?)"
    r"\s*(?P<per>(?:an?\s+|per\s+|/\s*)(?:hour|hr|h|day|session|lesson|class|word|night|month|week))\b"
    r"(?P<what>\s+for\s+[a-z][\w -]{1,30}?)?(?=\s*(?:[,.;!?]|$|\s+(?:and|but|so|plus)\b))",
    re.IGNORECASE,
)
"""A rate said as the user's usual one in passing: "I'm quoting my usual 80 an hour for
editorial"."""


def bare_owned(sentence: str) -> str | None:
    """What a sentence tells of a thing of the user's said without "my", with "my", or None."""
    rate = _USUAL_RATE.search(sentence) if "my " in sentence.lower() else None
    if rate is not None:
        what = rate.group("what") or ""
        # "now": the rate the user works at today, whatever one they gave before
        return f"my usual rate is now {rate.group('amount')} {rate.group('per')}{what}"
    deal = _FIXED_DEAL.match(sentence.strip()) if "fix" in sentence.lower() else None
    if deal is not None:
        return f"my mortgage is a {deal.group('deal').rstrip('.')}"
    hours = _HOURS.match(sentence.strip()) if "hours" in sentence.lower() else None
    if hours is not None and _WHEN.search(hours.group("value")) is not None:
        return f"my opening hours are {hours.group('value')}"
    new = _NEW_ONE.search(sentence.strip()) if "new " in sentence.lower() else None
    if (
        new is not None
        and (_NAMED.search(new.group("value")) or _NAMED_LOWER.search(new.group("value")))
        and not _NOT_HELD.search(new.group("value"))
    ):
        return f"my new {new.group('thing').lower()} is {new.group('value')}"
    m = _BARE.match(sentence.strip())
    if m is None:
        return None
    value = m.group("value")
    if _NAMED.search(value) is None or _NOT_HELD.search(value) is not None:
        return None
    # "house is from 1928, walls are original plaster": what the sentence goes on to say of
    # it stays with it (the caller puts the whole in the third person)
    rest = _ASK_AFTER.split(sentence.strip()[m.end("value") :], maxsplit=1)[0].strip(" .!,")
    rest = f", {rest}" if rest and not rest.startswith(",") else rest
    return f"my {m.group('thing').lower()} is {value}{rest}"

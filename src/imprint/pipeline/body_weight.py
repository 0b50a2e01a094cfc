"""What the user weighs now: "weighed in at 78.5 this morning", "im down to 81 kg".

A weight is told as a reading ("weighed in at", "scale says") or as where the user is now
("down to 81kg", "I weigh 14 stone"). `weight_told(sentence)` words it as a fact ("The
user weighs 78.5 now."); its subject `body_weight` retires the weight kept before, an
answer to "what's your current bodyweight?" among them. A pet's or a parcel's weight ("my
dog weighed in at 30kg") is not the user's.
"""

from __future__ import annotations

import re

__all__ = ["weight_told"]

_I = re.IGNORECASE

_FIGURE = r"(?P<figure>\d{2,3}(?:[.,]\d{1,2})?)(?![\d.,]|\s?k\b)"
_UNIT = (
    r"(?:\s?(?P<unit>kg|kgs|kilos?|lbs?|pounds|st(?:one)?)\b)?"
    # "25 kg dumbbells", "23kg of luggage": the weight of a thing, not of the user
    r"(?![a-z])(?!\s+(?:of|dumbbells?|kettlebells?|plates?|bars?|barbells?|bags?|sacks?"
    r"|suitcases?|luggage|parcels?|box(?:es)?|packs?|loads?|deadlifts?|squats?|bench)\b)"
)
_OWNER = (
    r"(?:^|[,;:.!]\s+|\b(?:and|so|ok|okay|but|btw|also|just|finally|officially|today|yesterday"
    r"|lol|omg)\s+)(?:(?:i|i've|ive|i\s+have)\s+(?:just\s+|finally\s+|officially\s+)?)?"
)
_READING = re.compile(
    _OWNER + r"(?:weighed\s+in\s+at|weighed|weigh\s+in\s+(?:was|at))\s+" + _FIGURE + _UNIT, _I
)
"""A reading: "weighed in at 78.5 this morning", "just weighed 91.2kg"."""
_NOW = re.compile(
    r"\b(?:i\s+weigh|i'?m\s+(?:now\s+)?(?:down|up)\s+to|im\s+(?:now\s+)?(?:down|up)\s+to"
    r"|i\s+am\s+(?:now\s+)?(?:down|up)\s+to|(?:the\s+)?scales?\s+(?:says?|said|read|reads"
    r"|showed|shows))\s+(?:about\s+|around\s+|roughly\s+|like\s+)?" + _FIGURE + _UNIT,
    _I,
)
"""Where the user is now: "I weigh 84kg", "im down to 81 kg", "scale said 79.4"."""
_LONG_AGO = re.compile(
    r"[^.!?]{0,30}?\b(?:back\s+(?:in|when|then)|years\s+ago|in\s+(?:college|school|uni)"
    r"|when\s+i\s+was|as\s+a\s+(?:kid|teen))\b",
    _I,
)
_CUE = re.compile(r"weigh|scale|(?:down|up)\s+to", _I)
"""A word each pattern above needs: a cheap test first, run on every sentence of a reply."""
_SOMEONE_ELSE = re.compile(
    r"\b(?:my|his|her|their|our|the)\s+(?:\w+\s+)?(?:dog|cat|puppy|kitten|horse|baby|son|daughter"
    r"|kid|wife|husband|partner|bag|suitcase|parcel|package|box|bike|pack|client|fish|catch"
    r"|pumpkin|turkey|brisket)\b",
    _I,
)


def weight_told(sentence: str) -> str | None:
    """The user's weight `sentence` tells, worded as a fact, or None."""
    if _CUE.search(sentence) is None:
        return None  # most sentences: neither pattern can match
    m = _READING.search(sentence) or _NOW.search(sentence)
    if m is None or _SOMEONE_ELSE.search(sentence[: m.start() + 1]) is not None:
        return None
    if m.group("unit") is None and m.re is _NOW and "weigh" not in m.group(0).lower():
        return None  # "down to 81" with no unit may be a price or a pace
    if _LONG_AGO.match(sentence, m.end()) is not None:
        return None  # "weighed 82kg back in college": not what the user weighs now
    unit = m.group("unit")
    figure = m.group("figure")
    return f"The user weighs {figure}{' ' + unit if unit else ''} now."

"""A forget request's proper name, taken as a target on its own.

"wipe everything about the Lumenfield interview" names the thing by a name and a
description. What the user told may hold the name without the description ("a final round
at Lumenfield on Thursday"), so a target held whole would miss it. The name alone picks out
what the user meant; the common noun only says what kind of thing it was. So a target that
holds a capitalised name beside other words also yields the name as a target of its own.

A name said as the owner ("Maya's counselor stuff") is no target alone: the thing of theirs
is. Left alone too: capitalised words that name a day, a month or a language ("the Friday
meeting", "the Spanish lesson stuff"), which other memories hold for other reasons.
"""

from __future__ import annotations

import re

__all__ = ["NOT_NAMES", "named_alone"]

_NAME = re.compile(r"(?<![\w'.])([A-Z][\w'-]{2,})")
NOT_NAMES = frozenset(
    (
        "monday tuesday wednesday thursday friday saturday sunday january february march april"
        " may june july august september october november december english french german dutch"
        " greek thai swiss spanish chinese japanese korean italian russian arabic hindi polish"
        " portuguese christmas easter i i'm i've i'd i'll ok okay please thanks"
    ).split()
)
"""Capitalised words, lower-cased, that name no one and nothing to forget: a day, a month, a
language, a holiday, "I'm", "OK"."""


def named_alone(rest: str, words: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Each name of `rest` among a target's `words` (of two or more), as a target of one word."""
    if len(words) < 2:
        return []
    found = []
    for raw in _NAME.findall(rest):
        if raw.lower().endswith(("'s", "\u2019s")):
            # "Maya's counselor stuff": whose it is; the counsellor goes, not all of Maya
            continue
        low = raw.lower()
        if low in words and low not in NOT_NAMES and not low.endswith(("ish", "ese", "ian")):
            found.append((low,))
    return list(dict.fromkeys(found))

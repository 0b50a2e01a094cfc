"""A short lasting ask tacked onto news: "bought a kitchen scale lol, grams from here on".

People give the reason and the new rule in one breath. Read whole, the sentence is news of
a purchase and the ask is lost inside it; `standing_apart(sentence)` gives the news and the
ask ("grams from here on") as two sentences, so each is read for what it is. Only a short
clause that ends the sentence and carries its own marker of lasting is split off.
"""

from __future__ import annotations

import re

from imprint.pipeline.subjects import subject_of

__all__ = ["standing_apart"]

_TAIL = re.compile(
    r"^(?P<news>.*?\w.*?\w\W*)[,;]\s+(?:(?:so|and|ok|okay)\s+)?(?P<ask>(?:[\w'/-]+\s+){1,4}?"
    r"(?:from\s+(?:now|here)\s+on(?:\s+out)?|going\s+forward|moving\s+forward|from\s+today)"
    r"(?:\s+(?:please|pls|plz|thanks|thx))?)\W*$",
    re.IGNORECASE,
)
_NEWS_WORDS = 3
_ASKED = re.compile(
    r"(?:use|write|keep|answer|reply|give|make|put|call|sign|spell|send|include|format|show|list"
    r"|address|round|convert|quote|cite)\b",
    re.IGNORECASE,
)
"""An ask's opening verb ("use metric from now on")."""
_OPEN_QUOTE = re.compile("(?:^|\\s)['\"\u2018\u201c]\\S")
_QUOTE = re.compile("['\"\u2019\u201d]")


def standing_apart(sentence: str) -> tuple[str, ...]:
    """`sentence` as its news and the short lasting ask after it, or as it is."""
    low = sentence.lower()
    if " on" not in low and "forward" not in low and "today" not in low:
        return (sentence,)
    m = _TAIL.match(sentence.strip())
    if m is None or len(m.group("news").split()) < _NEWS_WORDS:
        return (sentence,)
    if _OPEN_QUOTE.search(m.group("news")) or _QUOTE.search(m.group("ask")):
        return (sentence,)  # "make it 'Cheers, Tomas' from now on": the comma is quoted
    ask = m.group("ask")
    if _ASKED.match(ask) is None and subject_of(ask) is None:
        # "my son starts school next week, no more lie-ins from now on": news of the house,
        # no way the agent is to answer
        return (sentence,)
    return (m.group("news").strip(" ,;") + ".", m.group("ask").strip() + ".")

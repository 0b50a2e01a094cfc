"""What came after an old value, told in the clause that names both.

"sold the ryobi gear and went milwaukee m18", "it's AQA here rather than Edexcel": the clause
retires a value (`updates.change_in` reads which) and names the one that took its place.
`names_successor(clause, old)` says whether it names one at all; `without_old(clause, old)`
gives the clause without the old value it sets the new one against, so what is stored tells what
holds now and the old value stays only in the memory it retires.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["names_successor", "without_old"]

_SUCCESSOR = re.compile(
    r"\b(?:start(?:ed|ing|s)?(?!\s+\w+ing\b)|join(?:ed|ing|s)?|got|bought|now|new"
    r"|switch(?:ed|ing)\s+to"
    r"|mov(?:ed|ing)\s+(?:to|into|over\s+to)|going|went\s+(?:to|with|for)|took\s+(?:a|the|up)"
    r"|instead|built|upgraded\s+to|swapp?(?:ed|ing)\s+(?:it\s+|them\s+)?(?:for|to)"
    r"|traded\s+(?:it\s+|them\s+)?(?:in\s+)?for|in\s+for\s+(?:a|an|the)|replaced\s+(?:it|them)\s+with|picked\s+up"
    # "went milwaukee m18", "went electric": the new thing right after "went"
    r"|went\s+(?!(?:to|with|for|back|wrong|bad|badly|off|out|away|down|up|through|over|in|on"
    r"|into|home|quiet|missing|well|ok|okay|fine|great|really|so|pretty|a\s+bit|crazy|nuts|mad"
    r"|wild|downhill|sideways|south|everywhere|viral|ballistic|bust|broke|under|dark|silent"
    r"|round|around|past|by|along|ahead|straight|smoothly|badly|fast|slow)\b)(?=[a-z0-9])"
    r")\b",
    re.IGNORECASE,
)
"""What came after an old value: "left brightwell, started at corvane", "sold the golf,
got an e-bike", "sold the ps5 and built a pc". A new value set against the old one ("it's AQA
here rather than Edexcel", "pnpm, not npm") is read with the old value (`_set_against`)."""

_SET_AGAINST = r"(?:\s+rather\s+than|\s+instead\s+of|\s+in\s+place\s+of|\s*+,\s*+not)\s+"
_DETERMINER = r"(?:(?:the|my|our|her|his|their|that|those)\s+)?"
_LEFT_OVER = re.compile(r"^(?:\s|[,;]|and\b|then\b|so\b)++|[\s,;]++$", re.IGNORECASE)


def names_successor(clause: str, old: Sequence[str]) -> bool:
    """Whether `clause`, which names the `old` values, also names what came after them."""
    pattern = _set_against(old)
    return _SUCCESSOR.search(clause) is not None or (
        pattern is not None and pattern.search(clause) is not None
    )


def _set_against(old: Sequence[str]) -> re.Pattern[str] | None:
    """What sets a new value against one of `old` ("rather than Edexcel"), or None."""
    values = [v for v in old if v]
    if not values:
        return None
    names = "|".join(re.escape(v) for v in sorted(values, key=len, reverse=True))
    return re.compile(_SET_AGAINST + _DETERMINER + rf"(?:{names})\b", re.IGNORECASE)


def without_old(clause: str, old: Sequence[str]) -> str:
    """`clause` without the old value it sets the new one against, or `clause` unchanged.

    "it's AQA here rather than Edexcel" -> "it's AQA here". Only a value set against the new
    one is cut ("rather than", "instead of", ", not"): a part that tells what happened to
    the old one ("sold all the ryobi gear and went milwaukee") is kept, since its words
    (who left, what was sold) are what ties the new memory to the one it replaces.
    """
    pattern = _set_against(old)
    if pattern is None:
        return clause
    trimmed = pattern.sub("", clause)
    return (_LEFT_OVER.sub("", trimmed) or clause) if trimmed != clause else clause

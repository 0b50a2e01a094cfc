"""A new supplier or tool for a purpose, in French, Spanish, Portuguese or Italian.

"maintenant on passe par promocash pour le sec" names what the new supplier is for (le sec);
an old memory that named where that came from ("on commande tout le sec chez metro") is out
of date. `purpose_changed(content, old_content)` says so; `supersede.py` asks it of a
statement told as a change. Non-ASCII letters are written as escapes (the sources are ASCII).
"""

from __future__ import annotations

import re

__all__ = ["purpose_changed"]


_FOR_THE: dict[str, re.Pattern[str]] = {
    "fr": re.compile(
        r"\b(?:maintenant|d\u00e9sormais|dor\u00e9navant)\b[^.;!?]{0,40}?\b(?:on\s+passe\s+par|on\s+prend"
        r"|on\s+utilise|on\s+commande|j'utilise|je\s+prends|je\s+commande|je\s+passe\s+par)\b"
        r"[^.;!?]{0,40}?\bpour\s+(?:le|la|les|l')\s*(?P<topic>[^\W\d_][\w-]{2,20})",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"\bahora\b[^.;!?]{0,40}?\b(?:usamos|uso|compramos|compro|pedimos|pido|pasamos\s+a)\b"
        r"[^.;!?]{0,40}?\bpara\s+(?:el|la|los|las)\s+(?P<topic>[^\W\d_][\w-]{2,20})",
        re.IGNORECASE,
    ),
    "pt": re.compile(
        r"\bagora\b[^.;!?]{0,40}?\b(?:usamos|uso|compramos|compro|pedimos|pe\u00e7o|passamos\s+a)\b"
        r"[^.;!?]{0,40}?\b(?:para|pra|pro)\s+(?:o|a|os|as)?\s*(?P<topic>[^\W\d_][\w-]{2,20})",
        re.IGNORECASE,
    ),
    "it": re.compile(
        r"\b(?:ora|adesso)\b[^.;!?]{0,40}?\b(?:usiamo|uso|compriamo|compro|ordiniamo|ordino"
        r"|prendiamo|prendo)\b[^.;!?]{0,40}?\bper\s+(?:il|la|lo|i|le|gli|l')\s*"
        r"(?P<topic>[^\W\d_][\w-]{2,20})",
        re.IGNORECASE,
    ),
}
"""The other languages' "now we get X for the Y": "maintenant on passe par promocash pour le
sec". The thing the new supplier or tool is for is the topic of the change."""
_NOT_TOPICS = frozenset(
    "semaine mois ann\u00e9e jour moment instant semana mes a\u00f1o d\u00eda momento dia ano"
    " settimana mese anno giorno momento".split()
)
"""Times that follow "for the" without naming what changed ("pour la semaine")."""


_NOW_WORDS = ("maintenant", "d\u00e9sormais", "dor\u00e9navant", "ahora", "agora", "ora", "adesso")


def purpose_changed(content: str, old_content: str) -> bool:
    """Whether `content` gets a new supplier or tool for a purpose `old_content` names."""
    low = content.lower()
    if not any(word in low for word in _NOW_WORDS):
        return False  # every shape says "now" first
    for pattern in _FOR_THE.values():
        m = pattern.search(content)
        if m is None:
            continue
        topic = m.group("topic").lower()
        if topic in _NOT_TOPICS or _NEGATED.search(content):
            return False
        # the old memory names where the topic came from: "le sec chez metro", "el cafe en Lidl"
        supplied = re.search(
            rf"(?<![\w-]){re.escape(topic)}(?![\w-])(?:\s+[\w'-]+){{0,3}}?\s+{_FROM}\s+\w"
            rf"|{_FROM}\s+\w[\w'-]*(?:\s+[\w'-]+){{0,2}}?\s+(?:pour|para|pra|per)\s+(?:le|la|les|l'|el|los"
            rf"|las|o|a|os|as|il|lo|i|gli)?\s*{re.escape(topic)}(?![\w-])",
            old_content.lower(),
        )
        return supplied is not None
    return False


_FROM = r"(?:chez|aupr\u00e8s\s+de|en|con|da|dal|dalla|no|na|em|com|do)"
"""Where a thing is got from, in the four languages ("chez metro", "en Lidl", "da Esselunga")."""
_NEGATED = re.compile(r"\b(?:no|nada|pas|plus|non|niente|n\u00e3o|nunca|jamais|mai)\b", re.I)

"""A topic changed to a new value in another language ("kyoukasho ga Suken ni kawatta").

The examples here are romanised for the reader; the patterns read the kana, kanji and
Hangul the user wrote.

Japanese and Korean name what changed as the subject and the new value with a particle of
direction: "kyoukasho ga Suken shuppan ni kawatta" (the textbook changed to Suken),
"renshuu-bi ga mokuyoubi ni henkou" (practice day changed to Thursday), Korean "gyogwaseoga
Cheonjae-ro bakkwieosseo". An old memory that sets that same topic ("kyoukasho wa Tokyo
Shoseki no wo tsukattemasu") and does not hold the new value is out of date.
`topic_changed(content, old_content)` says so; `supersede.py` asks it with the other readings
of a change. French, Spanish, Portuguese and Italian name the purpose a new supplier or tool
is for: "maintenant on passe par promocash pour le sec" outdates "on commande tout le sec
chez metro" (`purpose_changed`). Non-ASCII letters are written as escapes (the sources are
ASCII).
"""

from __future__ import annotations

import re

__all__ = ["purpose_changed", "topic_changed"]

_JA_CHANGED = re.compile(
    r"(?P<topic>[\u4e00-\u9fff\u30a1-\u30ff]{1,8})[\u304c\u306f]"
    r"(?P<new>[^\u3002\u3001\uff01\uff1f!?.,]{1,24}?)[\u306b\u3078]"
    r"(?:\u5909\u308f|\u5909\u66f4|\u5207\u308a\u66ff\u3048)"
)
"""Japanese: topic, "ga" or "wa", the new value, "ni" or "e", then "kawatta", "henkou",
"kirikae". Not "natta" (became): "musume wa shougakusei ni natta" is news of a daughter."""
_KO_CHANGED = re.compile(
    r"(?P<topic>[\uac00-\ud7af]{1,8}?)(?:\uc774|\uac00|\uc740|\ub294)\s*"
    r"(?P<new>[^\s.,!?]{1,20}?)(?:\uc73c\ub85c|\ub85c)\s*(?:\ubc14\ub00c|\ubcc0\uacbd)"
)
"""Korean: topic, a subject or topic particle, the new value, "(eu)ro", then "bakkwi",
"byeongyeong"."""
_NOT_INSIDE = r"(?<![\u4e00-\u9fff\u30a1-\u30ff\uac00-\ud7af])"
_JA_SET = "[\u306f\u304c\u3092\u3082]"
_KO_SET = "(?:\uc774|\uac00|\uc740|\ub294|\uc744|\ub97c|\ub3c4)"


_PEOPLE = frozenset(
    "\u79c1 \u50d5 \u4ffa \u5a18 \u606f\u5b50 \u592b \u59bb \u5f7c \u5f7c\u5973 \u6bcd \u7236"
    " \uc800 \ub098 \uc81c\uac00 \ub0b4\uac00 \ub538 \uc544\ub4e4 \ub0a8\ud3b8 \uc544\ub0b4".split()
)
"""People, not topics: "watashi", "boku", "musume", "otto", Korean "jeo", "na", "ttal"."""


def topic_changed(content: str, old_content: str) -> bool:
    """Whether `content` changes, in Japanese or Korean, a topic `old_content` sets otherwise."""
    for pattern, particles in ((_JA_CHANGED, _JA_SET), (_KO_CHANGED, _KO_SET)):
        m = pattern.search(content)
        if m is None:
            continue
        topic, new = m.group("topic"), m.group("new").strip()
        if topic in _PEOPLE or topic[-1:] in _PEOPLE:
            continue
        if new and new in old_content:
            continue  # the old memory already holds the new value
        # the topic as the old memory's own subject: "kyoushitsu wo hiraite", not the
        # "tougei kyoushitsu" a longer noun ends with
        if re.search(_NOT_INSIDE + re.escape(topic) + particles, old_content) is not None:
            return True
    return False


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

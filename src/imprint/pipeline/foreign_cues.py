"""Cues the lexicons lack, in the languages other than English: three small word classes.

- a language named for the code's comments or the texts written ("los comentarios del
  codigo en espanol", "coloca os comentarios em portugues", Korean "kodeu jusogeun
  yeongeoro"): a standing rule, like the answers' language;
- a refusal of a kind of thing, or "please, no X" ("je ne veux pas lire de jargon",
  "s'il vous plait, pas d'anglicismes", "por favor sin emojis", "bitte keine Emojis",
  Russian "pozhaluysta, bez smaylikov"): a preference;
- a sentence that says how things are now ("Teper tolko chastnye uroki", "Ahora trabajo
  desde casa", Japanese "ima wa hoikuen de"): a fact about the user, the new value of a
  change.
Read by `foreign.py`; non-ASCII letters are written as escapes (the sources are ASCII).
"""

from __future__ import annotations

import re

from imprint.pipeline.language import Language
from imprint.pipeline.lexicons import ignore_case

__all__ = ["comment_language", "now_state", "refusal"]


_c = ignore_case


_LANGUAGE_NAMES = (
    r"(?:espa\u00f1ol|castellano|ingl[e\u00e9\u00ea]s|english|englisch|deutsch|alem[a\u00e1]n"
    r"|fran[c\u00e7][e\u00e9a]\w*|anglais|allemand|italiano|inglese|tedesco|portugu[e\u00ea]s"
    r"|\u0440\u0443\u0441\u0441\u043a\w+|\u0430\u043d\u0433\u043b\u0438\u0439\u0441\u043a\w+"
    r"|\uc601\uc5b4|\ud55c\uad6d\uc5b4|\ud55c\uae00|\u82f1\u8a9e|\u65e5\u672c\u8a9e|\u82f1\u6587"
    r"|\u4e2d\u6587|\u82f1\u8bed)"
)
_COMMENTS = _c(
    r"(?:coment[a\u00e1]ri|comment|kommentar|\u043a\u043e\u043c\u043c\u0435\u043d\u0442"
    r"|\uc8fc\uc11d|\u30b3\u30e1\u30f3\u30c8|\u6ce8\u91ca)\w*[^.!?\u3002]{0,40}?" + _LANGUAGE_NAMES
)
"""Code comments, then the language they are to be written in."""


_CODE = _c(
    r"c[o\u00f3]dig|code|codice|script|funci|fun\u00e7|funzion|funktion|fonction|\u043a\u043e\u0434"
    r"|\ucf54\ub4dc|\u30b3\u30fc\u30c9|\u4ee3\u7801|\u7a0b\u5e8f"
)
"""Code, which the comments are in (not a blog's comments, not pupils')."""


def comment_language(sentence: str) -> bool:
    """Whether `sentence` names the language of the code's comments."""
    return _COMMENTS.search(sentence) is not None and _CODE.search(sentence) is not None


_REFUSAL: dict[Language, re.Pattern[str]] = {
    "es": _c(
        r"\b(?:no\s+quiero\s+(?:ver|leer|o\u00edr|ning\w+|nada\s+de)|(?:por\s+favor|porfa)\W+"
        r"(?:\w+\W+)?(?:sin|nada\s+de|ning\u00fan|ninguna)\s)"
    ),
    "fr": _c(
        r"\b(?:je\s+(?:ne\s+)?veux\s+(?:pas|plus|aucune?)\s+(?:de\s|d'|lire|voir|entendre)"
        r"|(?:s'il\s+(?:vous|te)\s+pla\u00eet|svp|stp)\W+(?:\w+\W+)?(?:pas|plus|jamais|aucune?)"
        r"\s+(?:de\s|d'))"
    ),
    "it": _c(
        r"\b(?:non\s+voglio\s+(?:vedere|leggere|sentire|nessun\w*|niente)|per\s+favore\W+"
        r"(?:\w+\W+)?(?:niente|senza|nessun\w*)\s)"
    ),
    "pt": _c(
        r"\b(?:n\u00e3o\s+quero\s+(?:ver|ler|ouvir|nenhum\w*|nada\s+de)|por\s+favor\W+"
        r"(?:\w+\W+)?(?:sem|nada\s+de|nenhum\w*)\s)"
    ),
    "de": _c(
        r"\b(?:ich\s+(?:will|m\u00f6chte)\s+(?:keine?\w*|nichts)\s|bitte\W+(?:\w+\W+)?"
        r"(?:keine?|ohne)\s)"
    ),
    "ru": _c(
        r"(?:\u043d\u0435\s+\u0445\u043e\u0447\u0443\s+(?:\u0432\u0438\u0434\u0435\u0442\u044c"
        r"|\u0447\u0438\u0442\u0430\u0442\u044c|\u043d\u0438\u043a\u0430\u043a\w*)"
        r"|\u043f\u043e\u0436\u0430\u043b\u0443\u0439\u0441\u0442\u0430\W+(?:\w+\W+)?"
        r"\u0431\u0435\u0437\s)"
    ),
}
"""Not wanting a kind of thing: a refusal with something to see or read, or "please, no X"."""


def refusal(sentence: str, language: Language) -> bool:
    """Whether `sentence` refuses a kind of thing for good ("por favor, sin emojis")."""
    pattern = _REFUSAL.get(language)
    return pattern is not None and pattern.search(sentence) is not None


_NOW: dict[Language, re.Pattern[str]] = {
    "es": _c(r"(?:^|[,;:]\s*)(?:y\s+)?ahora\s+(?:mismo\s+)?(?!que\b)"),
    "pt": _c(r"(?:^|[,;:]\s*)(?:e\s+)?agora\s+(?!que\b)"),
    "fr": _c(r"(?:^|[,;:]\s*)(?:et\s+)?(?:maintenant|d\u00e9sormais)\s*,?\s+(?!que\b)"),
    "it": _c(r"(?:^|[,;:]\s*)(?:e\s+)?(?:adesso|ora)\s+(?!che\b)"),
    "de": _c(r"(?:^|[,;:]\s*)(?:und\s+)?(?:jetzt|inzwischen|mittlerweile)\s+(?!wo\b)"),
    "ru": _c(r"(?:^|[,;:]\s*)(?:\u0430\s+|\u0438\s+)?\u0442\u0435\u043f\u0435\u0440\u044c\s+"),
    "ja": _c(r"(?:^|[\u3001,]\s*)(?:\u4eca\u306f|\u73fe\u5728\u306f|\u4eca\u3067\u306f)"),
    "ko": _c(r"(?:^|[,]\s*)(?:\uc774\uc81c\u00a0?|\uc9c0\uae08\uc740\s)"),
    "zh": _c(r"(?:^|[\uff0c,]\s*)(?:\u73b0\u5728|\u5982\u4eca)"),
}
""""Now" opening a sentence or a clause: what follows is how things stand."""


_ASKED = _c(
    r"\b(?:bitte|por\s+favor|porfa|per\s+favore|s'il\s+(?:vous|te)|please)\b"
    r"|\u043f\u043e\u0436\u0430\u043b\u0443\u0439\u0441\u0442\u0430"
)
_ORDER = _c(
    # "ahora dime", "adesso dimmi", "maintenant dis-moi", "jetzt erklaer mir", Russian
    # "teper napishi": a verb with the speaker as its object, or a Russian imperative
    r"^(?:\S+(?:me|mi|moi|nos)|\S+\s+(?:mir|mich|uns|me|moi|mi)"
    r"|[\u0430-\u044f\u0451]+(?:\u0438|\u0439|\u0438\u0442\u0435|\u0439\u0442\u0435))(?:\s|$|[,.!])"
)


def now_state(sentence: str, language: Language) -> bool:
    """Whether a sentence or one of its clauses opens with "now" and states how things are.

    "Ahora dime ...", "Jetzt erklaer mir bitte ..." ask for this turn's work instead.
    """
    pattern = _NOW.get(language)
    m = pattern.search(sentence.strip()) if pattern is not None else None
    if m is None or _ASKED.search(sentence):
        return False
    return _ORDER.match(sentence.strip()[m.end() :]) is None

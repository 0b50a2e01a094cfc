"""A birth ends a pregnancy: "Anouk est arrivee", "unser Sohn ist geboren", "rodilas dochka".

A reply announcing the baby rarely says "I'm no longer pregnant"; the birth retires the
pregnancy the user spoke of, by the word each language says it with ("enceinte",
"schwanger", ...), so a stored "Je suis enceinte de 7 mois" is out of date. The baby's
arrival is said with a verb of being born, or of arriving after a name (a parcel arrives
too, so a capitalised name or a word for the baby must come first).
Read by `foreign_changes.set_aside`; non-ASCII letters are written as escapes.
"""

from __future__ import annotations

import re

from imprint.pipeline.language import Language

__all__ = ["birth_retires"]

_BABY = (
    r"(?:(?-i:[A-Z\u00c0-\u00de])[\w'-]+|b\u00e9b\u00e9|beb\u00e9|beb\u00e8|baby|fille|fils"
    r"|hija|hijo|filha|filho|figlia|figlio)"
)
_BORN: dict[Language, re.Pattern[str]] = {
    # "arrived" is a birth with its weight ("Anouk est arrivee, 3,4 kg"): a guest arrives too
    "fr": re.compile(
        r"\b(?:" + _BABY + r"\s+(?:est|sont)\s+(?:enfin\s+)?n\u00e9e?s?"
        r"|"
        + _BABY
        + r"\s+(?:est|sont)\s+(?:enfin\s+)?arriv\u00e9e?s?\b.{0,60}?\b[1-5][,.]\d{1,3}\s*kg"
        r"|j'ai\s+accouch\u00e9)\b",
        re.IGNORECASE,
    ),
    "es": re.compile(r"\b(?:naci\u00f3|nacieron|(?:di|dio)\s+a\s+luz)\b", re.IGNORECASE),
    "pt": re.compile(r"\b(?:nasceu|nasceram|(?:dei|deu)\s+\u00e0\s+luz)\b", re.IGNORECASE),
    "it": re.compile(
        r"\b(?:(?:\u00e8|sono)\s+(?:finalmente\s+)?nat[oaie]|ho\s+partorito)\b", re.IGNORECASE
    ),
    "de": re.compile(
        r"\b(?:(?:ist|sind)\s+(?:\w+\s+){0,3}?(?:geboren|auf\s+der\s+Welt)|zur\s+Welt\s+gekommen"
        r"|entbunden)\b",
        re.IGNORECASE,
    ),
    "ru": re.compile(
        r"\u0440\u043e\u0434\u0438\u043b(?:\u0430\u0441\u044c|\u0441\u044f|\u0438\u0441\u044c|\u0430)\b",
        re.IGNORECASE,
    ),
    "ja": re.compile(r"\u751f\u307e\u308c"),
    "zh": re.compile(
        r"\u51fa\u751f\u4e86|\u751f\u4e86(?:\u4e2a|\u4e00\u4e2a)?(?:\u513f\u5b50|\u5973\u513f|\u5b9d\u5b9d)"
    ),
    "ko": re.compile(r"\ud0dc\uc5b4\ub0ac|\ucd9c\uc0b0\ud588"),
}
"""The baby is born, or arrived (after its name or a word for it)."""
_PREGNANT: dict[Language, tuple[str, ...]] = {
    "fr": ("enceinte",),
    "es": ("embarazada",),
    "pt": ("gr\u00e1vida",),
    "it": ("incinta",),
    "de": ("schwanger",),
    "ru": ("\u0431\u0435\u0440\u0435\u043c\u0435\u043d\u043d\u0430",),
    "ja": ("\u598a\u5a20",),
    "zh": ("\u6000\u5b55", "\u61f7\u5b55"),
    "ko": ("\uc784\uc2e0",),
}
"""How each language says the user is pregnant: the value a birth retires."""


def birth_retires(sentence: str, language: Language) -> tuple[str, ...]:
    """The words of a pregnancy `sentence` retires by announcing a birth, or ()."""
    pattern = _BORN.get(language)
    if pattern is None or pattern.search(sentence) is None:
        return ()
    return _PREGNANT.get(language, ())

"""A move to a new town makes the old statement of where the user works or studies out of date.

"Sono biostatistica all'Universita di Bologna" is stored as where the user works
(`employer`); "dal mese scorso sono a Padova" sets the user's town (`city`). The subjects
differ, so neither retires the other by subject, yet the first is stale: a move to a new
town retires a workplace statement that names another town ("a Rennes", "v Novosibirske",
"di Bologna") and not the new one. The move must say it is new (a change marker, or
"since ..."), since living in one town and working in another is common.
"""

from __future__ import annotations

import re

from imprint.pipeline.placenames import NOT_PLACES, PLACES_AND_TOWNS
from imprint.pipeline.subjects import subject_of
from imprint.store.terms import WORKPLACE_WORD

__all__ = ["ALSO_SOUGHT", "relocated"]

ALSO_SOUGHT: dict[str, tuple[str, ...]] = {
    # "since we moved to Cardiff": where the user was placed with their role is out of date,
    # and so is the commute from the old town
    "city": ("employer", "school", "role", "commute"),
    # a new job or a transfer outdates the team the user was on
    "employer": ("role", "team", WORKPLACE_WORD),
    "role": ("employer", "team", WORKPLACE_WORD),
}
"""Subjects whose memories a draft of the key's subject may retire besides its own: the
consolidation search looks for them too (memories are indexed by their subject's name)."""

_TOWN = re.compile(
    r"(?:\b(?:in|\u00e0|a|en|em|di|de|nach|\u0432|\u0432\u043e)\s+|(?:all|dell|nell)')"
    r"(?:(?:der|dem|la|le|el)\s+)?(?P<town>[A-Z\u00c0-\u00de\u0410-\u042f\u0401][^\W\d_]{2,30})"
    # Japanese "Osaka no kaisha", "Fukuoka shisha ni": a town before "no", "ni", a branch
    r"|(?P<cjk>[\u4e00-\u9fff]{2,3})(?=\u306e|\u306b|\u3067|\u652f\u793e|\u652f\u5e97)"
)
"""A capitalised name after a preposition of place: the town a statement names."""
_SINCE = re.compile(
    r"\b(?:since|dal|dalla|dallo|desde|depuis|seit|novit\u00e0|\u0441\s+\w+\u0430\b)"
    r"|\u304b\u3089|\u5148\u6708|\u4eca\u6708",
    re.IGNORECASE,
)
"""A move said with when it began ("dal mese scorso sono a Padova"), a change too."""
_MOVED = re.compile(
    r"\b(?:moved|relocated|umgezogen|gezogen|d[e\u00e9]m[e\u00e9]nag\w*|emm[e\u00e9]nag\w*|mudei|me\s+mud\u00e9"
    r"|mudamos|nos\s+mudamos|trasferit\w*|\u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b\w*"
    # "wohn jetzt in Bonn", "ora abito a Pisa", "ahora vivo en Cadiz", "agora moro em Natal"
    r"|wohne?\s+jetzt|lebe\s+jetzt|ora\s+(?:abito|vivo)|ahora\s+vivo|agora\s+moro"
    r"|install\u00e9e?s?\s+\u00e0)"
    r"|\u5f15\u3063\u8d8a|\u642c\u5230|\u642c\u5bb6|\uc774\uc0ac",
    re.IGNORECASE,
)
"""A move told with its verb is new by itself ("senshuu Fukuoka ni hikkoshimashita")."""


_TOWN_TYPED_LOW = re.compile(
    r"\b(?:in|\u00e0|a|en|em|di|de|nach|at|pra|para|to)\s+(?P<town>[a-z][a-z\u00e0-\u00ff'-]{2,30})\b"
)
"""A town typed in lower case after a preposition ("motorista de app em campinas", "i drive
for uber in leeds"): a town only when the name is a known one."""


def _towns(text: str) -> set[str]:
    found = {(m.group("town") or m.group("cjk")).casefold() for m in _TOWN.finditer(text)}
    found.update(
        m.group("town") for m in _TOWN_TYPED_LOW.finditer(text) if _known_town(m.group("town"))
    )
    return found


def _known_town(word: str) -> bool:
    """Whether a word typed in lower case is a known town ("campinas", "leeds")."""
    return word in PLACES_AND_TOWNS and word not in NOT_PLACES


def _holds_town(content: str, town: str) -> bool:
    # Russian declines a town's name ("Novosibirsk", "v Novosibirske"): its stem is enough.
    stem = town[: max(4, len(town) - 2)]
    return stem in content.casefold()


def relocated(
    *, content: str, subject: str | None, changed: bool, old_content: str, old_subject: str | None
) -> bool:
    """Whether a new statement of the user's town retires an old one of where they work."""
    moved = _MOVED.search(content) is not None
    # "I'm in Galway now (moved in march, new job at a clinic)": a move told with its
    # verb, whatever else the statement is read for
    if not (subject == "city" or (moved and _towns(content))):
        return False
    if not (changed or moved or _SINCE.search(content)):
        return False
    old = old_subject if old_subject is not None else subject_of(old_content)
    towns = _towns(old_content) - _towns(content)
    if old in ("employer", "school"):
        pass
    elif (
        moved
        and old in (None, "role")
        and (_user_in_town(old_content) or _I_IN_TOWN.match(old_content))
    ):
        pass  # "they are a physio in Cork": where the user was, with what they did there
    else:
        return False
    return bool(towns) and not any(_holds_town(content, t) for t in towns)


_USER_IN_TOWN = re.compile(
    r"\b(?:the\s+user|they)(?:'re|\s+(?:is|are|was|lives?|works?|live|work|based))\b[^.;]{0,40}?"
    r"\b(?:in|at)\s+(?:(?-i:[A-Z])|(?P<town>[a-z][\w'-]{2,30})\b)",
    re.IGNORECASE,
)
"""An old statement that places the user in a town ("they are a physio in Cork")."""


def _user_in_town(content: str) -> bool:
    """Whether `content` places the user in a town, one typed in lower case if known."""
    for m in _USER_IN_TOWN.finditer(content):
        town = m.group("town")
        if town is None or _known_town(town.lower()):
            return True
    return False


_I_IN_TOWN = re.compile(
    r"\W*(?:(?:hola|oi|ol\u00e1|salut|bonjour|hallo|hi|ciao|\u043f\u0440\u0438\u0432\u0435\u0442)\W+)?"
    r"(?:yo\s+|eu\s+|je\s+|j'|ich\s+|io\s+|\u044f\s+)?"
    r"(?:soy|estoy|trabajo|vivo|sou|estou|trabalho|moro|suis|travaille|bosse"
    r"|habite|vis|bin|arbeite|wohne|lebe|sono|lavoro|abito|insegno|ense\u00f1o|ensino|enseigne"
    r"|unterrichte|\u0440\u0430\u0431\u043e\u0442\u0430\u044e|\u0436\u0438\u0432\u0443"
    r"|\u0443\u0447\u0443\u0441\u044c|\u0432\u0435\u0434\u0443|\u043f\u0440\u0435\u043f\u043e\u0434\u0430\u044e)\b",
    re.IGNORECASE,
)
"""The same in the user's own words, in another language: a first-person verb opens it
("Sou motorista de app em Campinas", "Ya vedu bukhgalteriyu ... v Kazani")."""

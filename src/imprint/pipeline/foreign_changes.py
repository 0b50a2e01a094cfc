"""Old values a sentence in another language sets aside without a "from X to Y" shape.

`old_values.py` and `foreign_gone.py` read "de X a Y", "nicht mehr X", "X ist Geschichte";
here, three shapes that name the old value otherwise, each built from a small word class
per language:
- getting rid of one's own thing: a verb of selling, throwing or giving away before a
  possessive or a demonstrative ("j'ai revendu mon rechaud a gaz", "ho buttato quel forno
  a gas", "vendi meu carro", "hab meinen Roller verkauft"): the thing is retired whole;
- "and no longer X" after the new value ("on ferme le lundi et plus le mardi", "ahora
  los martes y ya no los jueves");
- a move of everything to a new value, the old one named earlier in the sentence only as
  what was there ("la cuenta de Firebase salia cara, migramos todo a Supabase"): the other
  product names before the verb are retired;
- Japanese "X (no ...) yamete": the place or thing quit ("supa no pato o yamete").
Read by `updates.change_in`; non-ASCII letters are written as escapes (ASCII sources).
"""

from __future__ import annotations

import re

from imprint.pipeline.births import birth_retires
from imprint.pipeline.language import FUNCTION_WORDS, Language
from imprint.pipeline.lexicons import ignore_case

__all__ = ["set_aside"]


_c = ignore_case


_THING = (
    r"(?P<old>[^\W\d_][\w'-]*(?:\s+(?!(?:et|e|y|und|and|pour|por|per|para|pra|weil|car"
    r"|perch\u00e9|porque|\u0438|\u043d\u043e|ano|a\u00f1o|an|anno|mes|m\u00eas|mois|mese"
    r"|semana|semaine|settimana|hace|ayer|ontem|ieri|hier|gestern|depuis|desde|scorso"
    r"|pasad[oa]|passad[oa])\b)"
    r"(?!(?:a|\u00e0|ao|al|alla|an|zu)\s+(?:mi|mis|mon|ma|mes|des|la|le|les|meu|minha|mia|mio"
    r"|un|una|une|um|uma|die|den|der|meine|meinen)\b)[\w'-]+){0,3})"
)
"""What was got rid of: up to four words, to the end of the clause."""

_DISPOSED: dict[Language, re.Pattern[str]] = {
    "fr": _c(
        r"\b(?:revendu|vendu|jet\u00e9|donn\u00e9|bazard\u00e9|refourgu\u00e9|recycl\u00e9"
        r"|(?:me|nous)\s+(?:suis|sommes)\s+(?:d\u00e9barrass\u00e9|s\u00e9par\u00e9)e?s?\s+d[e']"
        r")\s*(?:mon|ma|mes|notre|nos|ce|cet|cette|ces|le|la|les|l')\s*(?:vieux\s+|vieille\s+"
        r"|ancien\s+|ancienne\s+)?" + _THING
    ),
    "es": _c(
        r"\b(?:vend\u00ed|vendimos|tir\u00e9|tiramos|regal\u00e9|regalamos|don\u00e9"
        r"|(?:me|nos)\s+(?:deshice|deshicimos)\s+de)\s+(?:mi|mis|nuestr[oa]s?|ese|esa|esos"
        r"|esas|aquel|aquella|el|la|los|las)\s+(?:viej[oa]\s+)?" + _THING
    ),
    "it": _c(
        r"\b(?:venduto|buttato|regalato|dato\s+via|rottamato|(?:mi|ci)\s+(?:sono|siamo)"
        r"\s+(?:liberat|sbarazzat)[oaie]\s+d\w*)\s+(?:il\s+mio\s+|la\s+mia\s+|i\s+miei\s+"
        r"|le\s+mie\s+|il\s+|la\s+|lo\s+|l'|i\s+|le\s+|gli\s+|quel\s+|quella\s+|quello\s+"
        r"|quell'|mio\s+|mia\s+)(?:vecchi[oa]\s+)?" + _THING
    ),
    "pt": _c(
        r"\b(?:vendi|vendemos|joguei\s+fora|jogamos\s+fora|doei|doamos|(?:me|nos)\s+livr"
        r"(?:ei|amos)\s+d[oa]s?)\s+(?:meu|minha|meus|minhas|nosso|nossa|o|a|os|as|aquele"
        r"|aquela|esse|essa)\s+(?:velh[oa]\s+)?" + _THING
    ),
    "ru": _c(
        r"(?:\u043f\u0440\u043e\u0434\u0430\u043b|\u0432\u044b\u0431\u0440\u043e\u0441\u0438"
        r"\u043b|\u0432\u044b\u043a\u0438\u043d\u0443\u043b|\u0431\u0440\u043e\u0441\u0438\u043b|\u043e\u0442\u0434\u0430\u043b|\u0438\u0437\u0431\u0430\u0432\u0438\u043b"
        r"(?:\u0441\u044f|\u0430\u0441\u044c)\s+\u043e\u0442)\w*\s+(?:\u0441\u0432\u043e"
        r"\w*\s+|\u043c\u043e\w*\s+|\u0441\u0442\u0430\u0440\w*\s+)*(?P<old>[\w-]+)"
    ),
}
"""A verb of getting rid of one's own thing, then the thing."""

_DE_DISPOSED = re.compile(
    r"\b(?:meinen|meine|mein|unseren|unsere|unser|den|die|das)\s+(?:alten\s+|alte\s+)?"
    r"(?P<old>[\w-]+(?:\s+(?!(?:hab|habe|haben|hat|hatte|hatten|ich|wir|er|sie|schon|jetzt"
    r"|endlich|gestern|letzte|letztes|letzten)\b)[\w-]+)?)\s+(?:\w+\s+){0,2}?(?:verkauft|weggeworfen|verschenkt|entsorgt"
    r"|abgegeben|losgeworden|weggegeben)\b",
    re.IGNORECASE,
)
"""German puts the participle last: "hab meinen alten Roller verkauft"."""

_NAMED = r"(?P<old>(?-i:[A-Z\u0410-\u042f])[\w.+#-]*(?:\s+(?-i:[A-Z])[\w.+#-]*)?)"
"""A named tool or place, capitalised ("Jira", "Google Drive")."""
_GONE_PERSON = (
    r"(?:\b(?:o|a|el|la|le|il|der|die|mein|meine|mi|meu|minha|mon|ma|mio|mia)\s+)?"
    r"(?:(?:dr|dra|doctor|doctora|doutor|doutora|docteur|dottor|dottoressa)\.?\s+)?"
    r"\b(?P<old>(?!(?:que|qui|che|dass|der|die|das|il|elle|lui|lei|ella|ele|ela|eles|elas|er|sie|es"
    r"|ya|j\u00e1|gi\u00e0|schon|no|non|nicht|pas|se|si|me|mi|ne|ils|elles|ellos|ellas|loro|yo|eu|io"
    r"|ich|je|wir|nous|nosotros|n\u00f3s|noi)\b)[^\W\d_][\w'-]{2,})\s+"
)
"""Someone of the user's named before a verb of leaving for good ("o paulo se aposentou")."""
_GONE: dict[Language, re.Pattern[str]] = {
    "es": _c(
        _GONE_PERSON
        + r"(?:se\s+(?:ha\s+)?(?:jubil\u00f3|jubilado|jubilo|muri\u00f3|murio|muerto)|(?:ha\s+)?"
        r"(?:muri\u00f3|murio|falleci\u00f3|fallecio|muerto|fallecido))\b"
    ),
    "pt": _c(_GONE_PERSON + r"(?:se\s+aposentou|aposentou|morreu|faleceu)\b"),
    "fr": _c(
        _GONE_PERSON + r"(?:a\s+pris\s+sa\s+retraite|est\s+parti[e]?\s+\u00e0\s+la\s+retraite"
        r"|est\s+mort[e]?|est\s+d\u00e9c\u00e9d\u00e9[e]?|nous\s+a\s+quitt\u00e9s)\b"
    ),
    "it": _c(
        _GONE_PERSON
        + r"(?:\u00e8\s+andat[oa]\s+in\s+pensione|\u00e8\s+mort[oa]|\u00e8\s+scompars[oa]"
        r"|ci\s+ha\s+lasciat[oi])\b"
    ),
    "de": _c(
        _GONE_PERSON
        + r"(?:ist\s+(?:jetzt\s+)?(?:in\s+rente|in\s+pension|im\s+ruhestand|gestorben|tot"
        r"|verstorben)|(?:ging|geht)\s+in\s+(?:rente|pension|den\s+ruhestand))\b"
    ),
}
"""Someone of the user's gone for good, retired or dead: "o paulo se aposentou", "toby muri\u00f3
en verano", "morel a pris sa retraite": what was said of them no longer holds."""
_GIVEN_UP: dict[Language, re.Pattern[str]] = {
    # "Jira ya no lo usamos", "Jira se acabo"
    "es": _c(
        _NAMED + r"\s+(?:ya\s+no\s+(?:lo|la|los|las)\s+\w+|se\s+(?:acab\u00f3|termin\u00f3)\b)"
        # "el leon se lo he pasado a mi cu\u00f1ado", "el golf lo vend\u00ed": one's own thing
        # first, then whom it went to
        r"|\b(?:el|la|mi)\s+(?P<old2>[^\W\d_][\w'-]*)\s+(?:(?:se|ya)\s+)?(?:lo|la)\s+(?:he\s+)?"
        r"(?:dado|vendido|regalado|vend[i\u00ed]|di|regal[e\u00e9])\b"
        # ("el leon se lo he pasado a mi cu\u00f1ado": passed on to someone, not a day spent)
        r"|\b(?:el|la|mi)\s+(?P<old3>[^\W\d_][\w'-]*)\s+se\s+(?:lo|la)\s+(?:he\s+)?pas(?:ado|[e\u00e9])\s+a\b"
    ),
    "it": _c(_NAMED + r"\s+non\s+(?:lo|la|li|le)\s+\w+\s+pi\u00f9\b"),
    "pt": _c(_NAMED + r"\s+(?:n\u00e3o\s+(?:uso|usamos|usa)\s+mais|j\u00e1\s+era)\b"),
    # "j'ai arr\u00eat\u00e9 le yoga", "je l\u00e2che le capes": a thing of the user's dropped
    "fr": _c(
        r"\b(?:arr\u00eat\u00e9|l\u00e2che|lache|l\u00e2ch\u00e9|abandonne|abandonn\u00e9|laisse\s+tomber"
        r"|laiss\u00e9\s+tomber)\s+(?:le|la|les|l'|mon|ma|mes)\s*(?P<old>[^\W\d_][\w'-]*)"
    ),
    # "bolshe ne polzuyus Trello": the negation before the verb, the tool after it
    "ru": _c(
        r"\u0431\u043e\u043b\u044c\u0448\u0435\s+\u043d\u0435\s+(?:\u043f\u043e\u043b\u044c"
        r"\u0437\u0443|\u0438\u0441\u043f\u043e\u043b\u044c\u0437\u0443)\w*\s+" + _NAMED
    ),
    # "Jira daesin": instead of Jira
    "ko": re.compile(r"(?P<old>[^\s,.]{2,12}?)\s*\ub300\uc2e0"),
}
"""A tool given up, said with the old value before its verb or with "instead of"."""

_NO_LONGER_AFTER: dict[Language, re.Pattern[str]] = {
    "fr": _c(
        # not "et plus le temps passe, plus ...", which compares
        r"\b(?:et|mais)\s+(?:non\s+)?plus\s+(?:le|la|les|l'|au|aux|\u00e0|en|sur|chez|avec)\s*"
        + _THING
        + r"(?![^.!?]*,\s*plus\b)"
    ),
    "es": _c(r"\by\s+ya\s+no\s+(?:el|la|los|las|en|con|por)\s+" + _THING),
    "it": _c(r"\be\s+non\s+pi\u00f9\s+(?:il|la|lo|l'|i|le|gli|a|in|con)\s*" + _THING),
    "pt": _c(r"\be\s+n\u00e3o\s+mais\s+(?:o|a|os|as|no|na|em|com)\s+" + _THING),
    "de": _c(r"\bund\s+nicht\s+mehr\s+(?:am|im|in|mit|bei|der|die|das|den)\s+" + _THING),
}
"""The new value, "and no longer" the old one ("le lundi et plus le mardi")."""

_MOVED_ALL: dict[Language, re.Pattern[str]] = {
    # "migrate" moves systems; "move", "pass", "swap" do so with "everything" only (a person
    # moves to Lisbon too)
    "pt": _c(
        r"\b(?:migr(?:amos|ei|aram|ou)\s+(?:tudo\s+)?|(?:mud|pass|troc)(?:amos|ei|aram|ou)"
        r"\s+tudo\s+)(?:pro|pra|para\s+o|para\s+a|para)\s"
    ),
    "es": _c(
        r"\b(?:migr(?:amos|\u00e9|aron|\u00f3)\s+(?:todo\s+)?|(?:cambi|pas)(?:amos|\u00e9|aron"
        r"|\u00f3)\s+todo\s+)(?:a|al|hacia)\s"
    ),
    "fr": _c(
        r"\b(?:(?:migr\u00e9|bascul\u00e9)\s+(?:tout\s+)?|pass\u00e9s?\s+tout\s+)"
        r"(?:sur|\u00e0|vers|chez)\s"
    ),
    "it": _c(
        r"\b(?:(?:migrato|spostato)\s+(?:tutto\s+)?|passati\s+tutti\s+|passato\s+tutto\s+)"
        r"(?:a|su|in)\s"
    ),
    "de": _c(r"\b(?:komplett|alles)\s+(?:auf|nach|zu)\s+\S+\s+(?:migriert|umgestiegen|umgezogen)"),
}
"""Everything moved to a new value: the old one is what the sentence named before."""
_PRODUCT = re.compile(r"(?<![\w.])(?-i:[A-Z][a-z]*[A-Z]?[\w]*)(?![\w])")
_NOT_PRODUCTS = frozenset(
    "a o e y el la le les los las il lo un une uno una um uma der die das ich wir je on nous"
    " yo eu io noi tu du ja \u044f \u043c\u044b bueno pues bon alors allora also ok"
    " entonces ent\u00e3o dann donc quindi nuestro nuestra notre nosso nossa unser unsere"
    " mi mon ma meu minha mio mia mein meine como comme come wie me te se nos ti si"
    # German capitalises every noun: the time a move was made is no product ("uber den Winter
    # komplett auf Zander umgestiegen")
    " winter sommer herbst fr\u00fchling fr\u00fchjahr jahr monat woche wochenende zeit"
    " anfang ende januar februar m\u00e4rz april mai juni juli august september oktober"
    " november dezember".split()
)
"""Words that open a sentence with a capital without naming a product."""

_JA_QUIT = re.compile(
    r"(?P<old>[^\s\u3001\u3002,\u306f\u3092\u304c\u306e\u3067\u306b]{2,10})"
    r"(?:\u306e[^\s\u3001\u3002,]{1,6}?)?(?:\u3092|\u306f)?"
    r"[^\s\u3001\u3002,\u3067\u306b\u3092]{0,6}?\u3067?"
    r"(?:\u8f9e\u3081|\u3084\u3081|\u9000\u8077|\u5352\u696d)"
)
"""Japanese "X (no pato) (o) yamete": X is a place or thing the user left."""


def set_aside(sentence: str, language: Language) -> list[str]:
    """Old values, lower-case, that `sentence` sets aside in one of the shapes above."""
    values: list[str] = []
    patterns = [
        _DISPOSED.get(language),
        _NO_LONGER_AFTER.get(language),
        _GIVEN_UP.get(language),
        _GONE.get(language),
    ]
    if language == "de":
        patterns.append(_DE_DISPOSED)
    for pattern in patterns:
        if pattern is None:
            continue
        for m in pattern.finditer(sentence):
            groups = m.groupdict()
            _add(values, groups.get("old") or groups.get("old2") or groups.get("old3") or "")
    moved = _MOVED_ALL.get(language)
    everything = moved.search(sentence) if moved is not None else None
    if everything is not None:
        target = sentence[everything.end() : everything.end() + 40]
        common = FUNCTION_WORDS.get(language, frozenset()) | _NOT_PRODUCTS
        for product in _PRODUCT.finditer(sentence, 0, everything.start()):
            name = product.group()
            if name.lower() not in common and name not in target:
                _add(values, name)
    if language == "ja":
        for m in _JA_QUIT.finditer(sentence):
            _add(values, m.group("old"))
    for word in birth_retires(sentence, language):
        _add(values, word)
    return values


_LEADING = re.compile(
    r"^(?:(?:el|la|los|las|le|les|l'|il|lo|gli|o|a|os|as|der|die|das|den|dem)\s+|l')"
    r"|^(?:\u53bb\u5e74|\u6628\u5e74|\u5148\u6708|\u5148\u9031|\u4eca\u5e74|\u6700\u8fd1"
    r"|\u5b9f\u306f)+",
    re.IGNORECASE,
)
"""An article, or a Japanese time word ("kyonen", "sengetsu"), before the value itself."""


def _add(values: list[str], old: str) -> None:
    value = _LEADING.sub("", old.strip(" '-")).lower()
    if len(value) > 1 and value not in values:
        values.append(value)

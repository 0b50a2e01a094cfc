"""A learned judge of whether a clause in another language tells a lasting fact of the user.

The lexicons of `foreign.py` read the shapes of a fact they list, per language. People say
much else: "de lunes a viernes cuido a mi abuela en Rosario", "bei uns im Team laeuft alles
auf Kubernetes". This gate reads a clause of a sentence no lexicon read and gives the chance
that a careful note-taker would keep it as a fact about the user. It is one logistic model
for the nine other languages Imprint reads (see `learned_gate`: words, or characters in
scripts written without spaces, with the language as a feature), trained by
`bench/train_gates.py` on `bench/corpus/foreign/`, messages written for this project in
those languages (CC0); its weights are `foreign_fact_gate.bin`.

A kept clause is stored in the user's own words and language. Unlike the English gates, it
gets the subject its words name (`subjects.subject_of`, which reads every language), as a
lexicon's fact would; it retires no value.
"""

from __future__ import annotations

import re

from imprint.pipeline.language import Language
from imprint.pipeline.learned_gate import foreign_clauses, foreign_features, foreign_tokens, score
from imprint.pipeline.lexicons import LEXICONS
from imprint.pipeline.statements import Statement, learned_fact
from imprint.pipeline.subjects import subject_of

__all__ = ["THRESHOLD", "foreign_fact_chance", "learned_foreign_facts"]

THRESHOLD = 0.8
"""The chance at which a clause is kept (cross-validated precision at it is in the training
table of `bench/train_gates.py`)."""

_QUESTION = re.compile(r"[?\uff1f\u00bf]")
_CODE = re.compile(r"[{}<>`|\\=]")
_MOMENT_WORDS: dict[str, tuple[str, ...]] = {
    "es": (
        "esta semana",
        "este finde",
        "hoy",
        "ayer",
        "anoche",
        "esta noche",
        "esta ma\u00f1ana",
        "esta tarde",
        "ahora mismo",
        "en un rato",
        "en \\d+ min\\w*",
        "estoy en el (?:metro|bus|tren|coche)",
    ),
    "de": (
        "diese woche",
        "dieses wochenende",
        "heute",
        "gestern",
        "heute abend",
        "heute morgen",
        "in \\d+ min\\w*",
        "sitze (?:im|in der) (?:zug|bahn|bus|auto)",
    ),
    "fr": (
        "cette semaine",
        "ce week-end",
        "aujourd'hui",
        "hier",
        "ce soir",
        "ce matin",
        "cet apr\u00e8s-midi",
        "dans \\d+ min\\w*",
        "suis dans le (?:train|bus|m\u00e9tro)",
    ),
    "pt": (
        "esta semana",
        "essa semana",
        "este fim de semana",
        "hoje",
        "ontem",
        "esta noite",
        "hoje \u00e0 noite",
        "daqui a \\d+ min\\w*",
        "(?:to|t\u00f4|estou) no (?:\u00f4nibus|metr\u00f4|trem)",
    ),
    "it": (
        "questa settimana",
        "questo weekend",
        "oggi",
        "ieri",
        "stasera",
        "stamattina",
        "tra \\d+ min\\w*",
        "sono in (?:treno|metro|autobus)",
    ),
    "ru": (
        "\u043d\u0430 \u044d\u0442\u043e\u0439 \u043d\u0435\u0434\u0435\u043b\u0435",
        "\u0432 \u044d\u0442\u0438 \u0432\u044b\u0445\u043e\u0434\u043d\u044b\u0435",
        "\u0441\u0435\u0433\u043e\u0434\u043d\u044f",
        "\u0432\u0447\u0435\u0440\u0430",
        "\u0432\u0435\u0447\u0435\u0440\u043e\u043c",
        "\u0443\u0442\u0440\u043e\u043c",
        "\u0447\u0435\u0440\u0435\u0437 \\d+ \u043c\u0438\u043d\\w*",
        "\u0432 \u043c\u0435\u0442\u0440\u043e",
        "\u0432 \u043f\u043e\u0435\u0437\u0434\u0435",
        "\u0432 \u0430\u0432\u0442\u043e\u0431\u0443\u0441\u0435",
    ),
    "zh": (
        "\u8fd9\u5468",
        "\u672c\u5468",
        "\u8fd9\u4e2a\u5468\u672b",
        "\u4eca\u5929",
        "\u521a\u624d",
        "\u6628\u5929",
        "\u4eca\u665a",
        "\u5728\u5730\u94c1",
        "\u5728\u8def\u4e0a",
        "\u4e00\u4f1a\u513f",
        "\u7b49\u4f1a",
    ),
    "ja": (
        "\u4eca\u9031",
        "\u4eca\u9031\u672b",
        "\u4eca\u65e5",
        "\u3055\u3063\u304d",
        "\u6628\u65e5",
        "\u4eca\u591c",
        "\u96fb\u8eca\u306e\u4e2d",
        "\u79fb\u52d5\u4e2d",
    ),
    "ko": (
        "\uc774\ubc88 \uc8fc",
        "\uc774\ubc88 \uc8fc\ub9d0",
        "\uc624\ub298",
        "\uc5b4\uc81c",
        "\ubc29\uae08",
        "\uc624\ub298\ubc24",
        "\uc9c0\ud558\ucca0",
        "\uc774\ub530\uac00",
    ),
}
_MOMENTS = {
    language: re.compile(
        "|".join(words) if language in ("zh", "ja", "ko") else r"\b(?:" + "|".join(words) + r")\b",
        re.IGNORECASE,
    )
    for language, words in _MOMENT_WORDS.items()
}
"""A moment (today, this week, in ten minutes, on the train): what holds then, not what
holds. Not "now" alone, which in every language also marks a change ("ahora vivo en ...")."""
_MIN_TOKENS = 3
"""Fewer words (or, in a script without spaces, characters) say too little to keep."""


def foreign_fact_chance(clause: str, language: Language) -> float:
    """The chance that `clause`, in `language`, tells a lasting fact about the user (0 to 1)."""
    return score("foreign_fact", foreign_features(clause, language))


_KIN_WORDS: dict[Language, str] = {
    "es": (
        r"\b(?:mi|mis)\s+(?:abuel[ao]|madre|padre|mam\u00e1|pap\u00e1|herman[ao]|hij[ao]|pareja"
        r"|novi[ao]|mujer|marido|espos[ao]|perr[ao]|gat[ao]|t\u00ed[ao]|suegr[ao])"
    ),
    "de": (
        r"\b(?:meine[mnr]?|mein)\s+(?:oma|opa|mutter|vater|mama|papa|schwester|bruder|tochter|sohn"
        r"|bub|bua|frau|mann|freundin|freund|hund|h\u00fcndin|katze|kater|tante|onkel)"
    ),
    "fr": (
        r"\b(?:mon|ma|mes)\s+(?:grand-m\u00e8re|grand-p\u00e8re|m\u00e8re|p\u00e8re|s\u0153ur|soeur"
        r"|fr\u00e8re|fille|fils|copine|copain|femme|mari|chien|chienne|chat|chatte|tante|oncle)"
    ),
    "it": (
        r"\b(?:mia|mio|miei|mie)\s+(?:nonn[ao]|madre|padre|mamma|pap\u00e0|sorella|fratello|figli[ao]"
        r"|ragazz[ao]|moglie|marito|cane|gatt[ao]|zi[ao])"
    ),
    "pt": (
        r"\b(?:minha|meu|minhas|meus)\s+(?:av\u00f3|av\u00f4|m\u00e3e|pai|irm\u00e3|irm\u00e3o|filh[ao]"
        r"|namorad[ao]|esposa|marido|mulher|cachorr[ao]|gat[ao]|ti[ao])"
    ),
}
"""One of the user's people or animals, by a possessive and a word of kin ("mi abuela")."""
_KIN_END: dict[Language, re.Pattern[str]] = {
    language: re.compile(words + r"(?:\s+[a-z\u00e0-\u00ff]+)?$", re.IGNORECASE)
    for language, words in _KIN_WORDS.items()
}
"""One of the user's people or animals at the end of a clause ("con mi abuela remedios")."""
_KIN_NAMED: dict[Language, re.Pattern[str]] = {
    language: re.compile(
        # "meine tochter Lena", "la mia ragazza, chiara, ...": a capital, or a name set off
        # by commas, in any case
        words + r"(?:\s+(?-i:[A-Z\u00c0-\u00de])[a-z\u00e0-\u00ff]{2,}(?![\w'-])"
        r"|\s*,\s*[a-z\u00e0-\u00ff]{3,}\s*,)",
        re.IGNORECASE,
    )
    for language, words in _KIN_WORDS.items()
}
"""One of the user's people or animals, named ("da minha filha Beatriz", "mit meinem Hund
Bruno"): who they are is a lasting fact, even inside an ask."""
_THIRD_PERSON_OPENS: dict[Language, re.Pattern[str]] = {
    "es": re.compile(
        r"(?:(?:ella|\u00e9l|el)\s+)?(?=(?:tiene|vive|es|est\u00e1|trabaja|toma|sufre|padece)\b)",
        re.I,
    ),
    "de": re.compile(r"(?:(?:sie|er)\s+)?(?=(?:hat|ist|wohnt|lebt|arbeitet|nimmt|leidet)\b)", re.I),
    "fr": re.compile(
        r"(?:(?:elle|il)\s+)?(?=(?:a|est|vit|habite|travaille|prend|souffre)\b)", re.I
    ),
    "it": re.compile(
        r"(?:(?:lei|lui)\s+)?(?=(?:ha|\u00e8|vive|abita|lavora|prende|soffre)\b)", re.I
    ),
    "pt": re.compile(
        r"(?:(?:ela|ele)\s+)?(?=(?:tem|\u00e9|vive|mora|trabalha|toma|sofre)\b)", re.I
    ),
}
"""A clause that opens on a verb of someone else's, its subject left to the clause before."""


def _kin_before(before: str, clause: str, language: Language) -> tuple[str, str]:
    """Who `clause` is said of, and the clause from its verb; ("", clause) if it names them.

    "con mi abuela remedios, tiene alzheimer", "fuer meine oma hilde, sie hat demenz": the
    clause opens on their verb, or their pronoun, after a clause that names them.
    """
    kin, opens = _KIN_END.get(language), _THIRD_PERSON_OPENS.get(language)
    opened = opens.match(clause.strip()) if opens is not None else None
    m = kin.search(before.strip(" ,;")) if kin is not None and opened is not None else None
    if m is None or opened is None:
        return "", clause
    return m.group(0), clause.strip()[opened.end() :]


def learned_foreign_facts(sentence: str, language: Language) -> list[Statement]:
    """Facts about the user the gate finds in a sentence no lexicon read, in order."""
    lexicon = LEXICONS.get(language)
    if lexicon is None or _QUESTION.search(sentence) or lexicon.question.search(sentence):
        return []
    if lexicon.hedge.search(sentence) or lexicon.other.search(sentence):
        return []  # a hypothetical, an indifference, or someone else's words
    if lexicon.one_off.search(sentence):
        return []
    found: list[Statement] = []
    before = ""
    for clause in foreign_clauses(sentence):
        said_of, told = _kin_before(before, clause, language)
        before = clause
        if len(foreign_tokens(clause)) < _MIN_TOKENS or _CODE.search(clause):
            continue
        named = _KIN_NAMED.get(language)
        if named is None or named.search(clause) is None:
            if lexicon.task.search(clause) or lexicon.ack.match(clause):
                continue
            if _MOMENTS[language].search(clause):
                continue
            if foreign_fact_chance(clause, language) < THRESHOLD:
                continue
        end = "\u3002" if language in ("zh", "ja") else "."
        if said_of:
            # "... con mi abuela remedios, tiene alzheimer": whose state the clause tells
            clause = f"{said_of} {told}"
        content = clause[0].upper() + clause[1:] + end
        found.append(learned_fact(content, sentence, subject_of(content)))
    return found

"""Sentence shapes read in the languages other than English, from small word classes.

Three shapes that the lexicons' cues (`lexicons.py`) do not cover, each a pattern per
language built from a few word lists:
- a request to answer or write in a named language ("respondeme en espanol", Korean
  "hangugeoro sseo juseyo"): a standing rule about the answers' language;
- the user's own child, partner or pet, often named ("mon chat Moustache", "meine
  Tochter Lea", "il mio cane Rocky"): a lasting fact about the user's world;
- a job said with where it is done ("Ich arbeite als Uebersetzerin bei X", "je suis
  architecte dans une agence a Lille"): kept as two memories, the role and the
  workplace, so that a new employer replaces the second and the role stays.
Also `clauses_apart`, which keeps two facts joined by a comma apart ("I have a trattoria
in Bologna, we are closed on Mondays"), so that a change to one leaves the other.
Read by `foreign.py`; non-ASCII letters are written as escapes (the sources are ASCII).
"""

from __future__ import annotations

import re

from imprint.pipeline.foreign_names import activity_first
from imprint.pipeline.language import Language
from imprint.pipeline.lexicons import ignore_case
from imprint.pipeline.subjects import SUBJECTS, subjects_in

__all__ = [
    "address_form",
    "answer_language",
    "apposition",
    "clauses_apart",
    "own_kin",
    "role_apart",
]


TOOL_SUBJECTS = frozenset(SUBJECTS) - frozenset(
    "name pronouns address_form employer manager role team office city partner children pet"
    " diet allergy health pregnancy".split()
)
"""Subjects of what the user works with, not who they are."""


_c = ignore_case


_ANSWER_LANGUAGE: dict[Language, re.Pattern[str]] = {
    "es": _c(
        r"\b(?:resp[o\u00f3]nd|cont[e\u00e9]st|escr[i\u00ed]b|h[a\u00e1]bl)\w*\s+(?:[\w,]+\s+){0,3}?en\s+"
        r"(?:espa\u00f1ol|castellano|ingl\u00e9s|catal\u00e1n|franc\u00e9s|alem\u00e1n)\b"
    ),
    "de": _c(
        r"\b(?:antwort|schreib|red|sprich)\w*\s+(?:[\w,]+\s+){0,4}?auf\s+(?:deutsch|englisch"
        r"|franz\u00f6sisch|spanisch|italienisch)\b"
    ),
    "fr": _c(
        r"\b(?:r\u00e9pond|\u00e9cri|parl)\w*(?:-moi)?\s+(?:[\w,]+\s+){0,3}?en\s+(?:fran\u00e7ais"
        r"|anglais|allemand|espagnol|italien)\b"
    ),
    "pt": _c(
        r"\b(?:respond|escrev|fal)\w*\s+(?:[\w,]+\s+){0,3}?(?:em|no)\s+(?:portugu\u00eas"
        r"|ingl\u00eas|espanhol)\b"
    ),
    "it": _c(
        r"\b(?:rispondi|rispondimi|rispondete|scrivi|scrivimi|parlami)\s+(?:[\w,]+\s+){0,3}?in\s+(?:italiano|inglese|tedesco"
        r"|francese|spagnolo)\b"
    ),
    "zh": _c(
        r"\u7528(?:\u4e2d\u6587|\u82f1\u6587|\u82f1\u8bed|\u65e5\u8bed|\u97e9\u8bed|\u6c49\u8bed"
        r"|\u666e\u901a\u8bdd)(?:\u6765)?(?:\u56de\u7b54|\u56de\u590d|\u5199|\u8bf4|\u4ea4\u6d41)"
    ),
    "ja": _c(
        r"(?:\u65e5\u672c\u8a9e|\u82f1\u8a9e|\u4e2d\u56fd\u8a9e|\u97d3\u56fd\u8a9e)\u3067"
        r"(?:\u7b54\u3048|\u8fd4\u4e8b|\u8fd4\u4fe1|\u66f8\u3044|\u56de\u7b54|\u8a71\u3057"
        r"|\u304a\u9858\u3044)"
    ),
    "ko": _c(
        r"(?:\ud55c\uad6d\uc5b4|\ud55c\uae00|\uc601\uc5b4|\uc77c\ubcf8\uc5b4|\uc911\uad6d\uc5b4)"
        r"\ub85c\s*(?:\uc368|\ub2f5|\ub300\ub2f5|\ub9d0\ud574|\uc791\uc131|\ud574\s*\uc8fc|\ud574\uc918)"
    ),
    "ru": _c(
        r"(?:\u043e\u0442\u0432\u0435\u0447\u0430\u0439|\u043f\u0438\u0448\u0438|"
        r"\u0433\u043e\u0432\u043e\u0440\u0438)\w*,?\s+(?:[\w,]+\s+){0,3}?(?:\u043f\u043e-\w+"
        r"|\u043d\u0430\s+(?:\u0440\u0443\u0441\u0441\u043a\u043e\u043c|"
        r"\u0430\u043d\u0433\u043b\u0438\u0439\u0441\u043a\u043e\u043c))"
    ),
}
"""A reply verb (answer, write, speak) with a named language ("in Spanish")."""


def answer_language(sentence: str, language: Language) -> bool:
    """Whether `sentence` asks for answers written in a named language."""
    pattern = _ANSWER_LANGUAGE.get(language)
    return pattern is not None and pattern.search(sentence) is not None


_ADDRESS: dict[Language, re.Pattern[str]] = {
    "es": _c(
        r"\b(?:tut[e\u00e9]a\w*|h[a\u00e1]blame\s+de\s+(?:t[u\u00fa]|usted)|tr[a\u00e1]tame\s+de)\b"
    ),
    "de": _c(r"\b(?:duz\w*|siez\w*|per\s+du|per\s+sie|mit\s+(?:du|sie)\s+an\w*)\b"),
    "fr": _c(r"\b(?:tutoi\w*|tutoy\w*|vouvoi\w*|vouvoy\w*)\b"),
    "pt": _c(
        r"\b(?:me\s+chama\s+de|me\s+trat[ae]\s+por|trat(?:a|ar)-me\s+por|tratar\s+por\s+tu)\b"
    ),
    "it": _c(r"\b(?:dammi|darmi|diamoci|dare)\s+del\s+(?:tu|lei)\b"),
    "ja": _c(
        r"\u30bf\u30e1\u53e3|\u656c\u8a9e\u306f?(?:\u3044\u3089\u306a\u3044|\u3084\u3081|\u4e0d\u8981)"
    ),
    "ko": _c(r"\ubc18\ub9d0|\uc874\ub313\ub9d0|\ub9d0\s*\ub193"),
    # "davay na ty", "obrashchaytes ko mne na vy"
    "ru": _c(
        r"\b(?:\u0434\u0430\u0432\u0430\u0439|\u043c\u043e\u0436\u043d\u043e"
        r"|\u043e\u0431\u0440\u0430\u0449\u0430\u0439|\u043f\u0435\u0440\u0435\u0439\u0434)"
        r"\w*(?:\s+\w+){0,2}?\s+\u043d\u0430\s+(?:\u0442\u044b|\u0432\u044b)\b"
    ),
}
"""How the user wants to be addressed (tu or vous, du or Sie): asked once, meant for good,
even when put as a question ("tu peux me tutoyer ?")."""


def address_form(sentence: str, language: Language) -> bool:
    """Whether `sentence` says how the user wants to be addressed."""
    pattern = _ADDRESS.get(language)
    return pattern is not None and pattern.search(sentence) is not None


_KIN: dict[Language, re.Pattern[str]] = {
    "es": _c(
        r"\b(?:mis?|nuestr[oa]s?)\s+(?:\w+\s+)?(?:perr[oa]s?|gat[oa]s?|hij[oa]s?|novi[oa]"
        r"|pareja|marido|espos[oa]|beb[e\u00e9]|gemel[oa]s|mascota)\b"
    ),
    "de": _c(
        r"\b(?:mein(?:e|en|em)?|unser(?:e|en|em)?)\s+(?:\w+\s+)?(?:katze|kater|hund|h\u00fcndin"
        r"|sohn|tochter|bub|bua|kinder|kind|baby|zwillinge|mann|frau|partner(?:in)?|haustier"
        r"|freundin)\b"
    ),
    "fr": _c(
        r"\b(?:mon|ma|mes|notre|nos)\s+(?:\w+\s+)?(?:chat(?:te|on)?|chien(?:ne)?|chiot|fils"
        r"|filles?|enfants?|b\u00e9b\u00e9|jumeaux|jumelles|mari|femme|copain|copine"
        r"|compagn(?:on|e))\b(?!\s+(?:de\s+m\u00e9nage|veut|pr\u00e9f\u00e8re|dit)\b)"
    ),
    "pt": _c(
        r"\b(?:meus?|minhas?|noss[oa]s?)\s+(?:\w+\s+)?(?:gat[oa]s?|cachorr[oa]s?|cadela"
        r"|filh[oa]s?|marido|esposa|namorad[oa]|beb[e\u00ea]|g[e\u00ea]meos|pet)\b"
    ),
    "it": _c(
        r"\b(?:(?:il|la|i|le)\s+)?(?:mio|mia|miei|mie|nostr[oaie])\s+(?:\w+\s+)?"
        r"(?:gatt[oaie]|can[ei]|cagnolin[oa]|figli[oae]?|bimb[oiae]|bambin[oiae]|marito"
        r"|moglie|compagn[oa]|gemell[ie]|ragazz[oa]|fidanzat[oa])\b"
    ),
    "zh": _c(
        r"\u6211(?:\u5bb6|\u7684|\u5bb6\u7684)(?:\u732b|\u72d7|\u732b\u54aa|\u72d7\u72d7"
        r"|\u5b9d\u5b9d|\u5a03)"
    ),
    "ko": _c(
        r"(?:\uc81c|\uc800\ud76c|\uc6b0\ub9ac)\s*(?:\uc9d1\s*)?(?:\uace0\uc591\uc774"
        r"|\uac15\uc544\uc9c0|\uac1c|\ubc18\ub824)"
    ),
}
"""The user's own child, partner or pet ("mon chat", "meine Tochter", "il mio cane")."""


def own_kin(sentence: str, language: Language) -> re.Match[str] | None:
    """Where `sentence` speaks of the user's own child, partner or pet, or None."""
    pattern = _KIN.get(language)
    return pattern.search(sentence) if pattern is not None else None


_ROLE = r"(?P<role>[^\W\d_][^,;:.!?]{1,60}?)"
_AT_END = r"(?P<rest>[^.!?]*)(?P<end>[.!?]?)$"
_JOB_AT: dict[Language, tuple[re.Pattern[str], str]] = {
    "de": (
        _c(
            r"^(?P<lead>.*?\b(?:arbeite\s+(?:\w+\s+)?als|bin(?:\s+von\s+beruf)?)\s+)"
            r"(?!(?:nicht|kein\w*|seit|noch|jetzt|gerade|mehr|hier|zu|in|bei|an)\b)"
            + _ROLE
            + r"\s+(?P<at>(?:bei|f\u00fcr|an\s+der|am|im|in\s+(?:der|einer|einem|dem))\s+"
            r"[^,;.!?]+)" + _AT_END
        ),
        "Ich arbeite",
    ),
    "es": (
        _c(
            r"^(?P<lead>.*?\b(?:trabajo\s+(?:como|de)|soy)\s+)(?!(?:de|del|en|muy|nacid[oa])\b)"
            + _ROLE
            + r"\s+(?P<at>(?:en|para)\s+(?:el|la|una?|un)\s+[^,;.!?]+)"
            + _AT_END
        ),
        "Trabajo",
    ),
    "fr": (
        _c(
            r"^(?P<lead>.*?\b(?:(?:travaille|bosse)\s+comme|je\s+suis)\s+)"
            r"(?!(?:n\u00e9e?|de|en|tr\u00e8s|pas|plus|ici|l\u00e0)\b)"
            + _ROLE
            + r"\s+(?P<at>(?:chez|dans\s+une?|au|\u00e0\s+la|\u00e0\s+l')\s*[^,;.!?]+)"
            + _AT_END
        ),
        "Je travaille",
    ),
    "pt": (
        _c(
            r"^(?P<lead>.*?\b(?:trabalho\s+como|sou)\s+)(?!(?:de|da|do|muito|nascid[oa])\b)"
            + _ROLE
            + r"\s+(?P<at>(?:na|no|numa|num|para\s+(?:a|o))\s+[^,;.!?]+)"
            + _AT_END
        ),
        "Trabalho",
    ),
    "it": (
        _c(
            r"^(?P<lead>.*?\b(?:lavoro\s+come|faccio\s+(?:il|la|l')|sono)\s*)"
            r"(?!(?:nat[oa]|di|da|in|a|molto|qui|gi\u00e0|stat[oa])\b)"
            + _ROLE
            + r"\s+(?P<at>(?:presso|da|in|al|alla|nel|nella|a)\s+[^,;.!?]+)"
            + _AT_END
        ),
        "Lavoro",
    ),
}
"""A job, then where it is done; the text is a whole stored statement."""
_NOT_ROLE = re.compile(
    r"\b(?:nicht|mehr|seit|no|ya|pas|plus|n\u00e3o|non|pi\u00f9|aqui|aqu\u00ed|ici|qui|hier"
    r"|vacaciones|urlaub|vacances|f\u00e9rias|ferie|e|y|et|und|ed|trabalho|trabajo|travaille"
    r"|arbeite|lavoro)\b",
    re.IGNORECASE,
)
"""Words that make the part before "at" a state, not a job ("bin nicht mehr bei X"), or
more than a job ("sou engenheira e trabalho na X")."""


_MOVED = re.compile(
    r"(?:\b(?:mi|me|ci|nos|se|si)\s+\w+\s*$|^(?:trasferit|nat[oaie]\b|cresciut|tornat|andat"
    r"|venut|arrivat|sposat|mudad|nacid|casad|criad|nascid|d\u00e9m\u00e9nag|install\u00e9|n\u00e9"
    r"|pass\u00e9))",
    re.IGNORECASE,
)
"""A reflexive verb or a participle of moving or birth before "at": "mi sono trasferita a
Padova" says where the user lives, not a job."""


def role_apart(content: str, language: Language) -> tuple[str, str] | None:
    """A statement of a job and its workplace, as (role, workplace) in the user's words.

    "Ich arbeite als Uebersetzerin bei Lingua Plus in Freiburg." gives "Ich arbeite als
    Uebersetzerin." and "Ich arbeite bei Lingua Plus in Freiburg."; None when `content`
    does not have that shape.
    """
    shape = _JOB_AT.get(language)
    if shape is None:
        return None
    pattern, works = shape
    m = pattern.match(content)
    if m is None or _NOT_ROLE.search(m.group("role")) or len(m.group("role").split()) > 5:
        return None
    if _MOVED.search(m.group("lead")) or _MOVED.search(m.group("role")):
        return None
    end = m.group("end") or "."
    role = f"{m.group('lead')}{m.group('role')}".strip() + end
    workplace = f"{works} {m.group('at')}{m.group('rest')}".strip() + end
    return role, workplace


_COPULA: dict[Language, str] = {
    "es": "Soy",
    "de": "Ich bin",
    "fr": "Je suis",
    "pt": "Sou",
    "it": "Sono",
}
_APPOSITION = re.compile(
    r"^(?P<job>[^\W\d_][\w-]*(?:\s+[\w-]+){0,3}?)\s+(?:(?:en|bei|chez|dans|in|em|na|no|numa|num"
    r"|\u00e0|presso|an\s+der|am|im|al|alla|nel|nella|\u0432|\u0432\u043e)\s+\S"
    # Italian elides: "biostatistica all'Universita di Bologna"; "cuoco a Napoli"
    r"|(?:all|nell)'\S|a\s+(?-i:[A-Z]))",
    re.IGNORECASE,
)


def apposition(rest: str, language: Language, function_words: frozenset[str]) -> str | None:
    """A job put beside a name ("Soy Lucia, enfermera en el hospital X"), as a sentence.

    Returns the job said with the language's "I am" ("Soy enfermera en el hospital X."),
    or None when `rest` does not open with a job and where it is done.
    """
    copula = _COPULA.get(language)
    m = _APPOSITION.match(rest)
    if copula is None or m is None:
        return None
    if m.group("job").split()[0].lower() in function_words:
        return None
    # nouns keep their capital in German, and so does a name like "DevOps"
    keep = language == "de" or rest[1:2].isupper()
    return f"{copula} {rest if keep else rest[0].lower() + rest[1:]}"


_CLAUSE_BREAK = re.compile(r"\s*[,;\uff0c\uff1b]\s+|\s*[\uff0c\uff1b]\s*")
_CJK_LANGUAGES = frozenset({"zh", "ja", "ko"})


def clauses_apart(content: str, language: Language, cue: re.Pattern[str]) -> tuple[str, ...]:
    """`content` cut into its clauses when each states a fact (`cue`) on its own.

    "Ho una trattoria a Bologna, siamo chiusi il lunedi." gives two statements; a clause
    without a cue of its own ("..., mostly nights") keeps the content whole.
    """
    if language in _CJK_LANGUAGES:
        return (content,)
    # "..., und unsere alte Heizung ...": the clause's own subject comes after its "and"
    parts = [_AND_FIRST.sub("", p.strip()) for p in _CLAUSE_BREAK.split(content.rstrip(".!"))]
    if len(parts) < 2:
        return _verbs_apart(content, language)
    if any(p.count("(") != p.count(")") for p in parts):
        return (content,)
    # a clause that names a tool for a known attribute ("backend no Firebase", "on bosse
    # sur Figma") states it on its own, so a later switch retires it and not its neighbours
    if any(
        len(p.split()) < 3
        or (cue.search(p) is None and not _names_tool(p) and not _OWN_SUBJECT.match(p))
        for p in parts
    ):
        # "je suis a Lyon et je bosse a la librairie X, samedi et dimanche": the verbs
        return _verbs_apart(content, language)
    return tuple(p[0].upper() + p[1:] + "." for p in parts)


_AND_FIRST = re.compile(r"^(?:und|et|y|e|\u0438)\s+(?=\w)", re.IGNORECASE)
_AND_THEN_A_VERB = re.compile(r"\s+(?:y|e|et|und|\u0438)\s+(?=\S)", re.IGNORECASE)


def _verbs_apart(content: str, language: Language) -> tuple[str, ...]:
    """Two first-person verbs joined by "and", each with its own attribute, kept apart.

    "Ya zhivu v Samare i rabotayu svarshchikom" is a home and a job: a move retires the
    first and leaves the second.
    """
    parts = _AND_THEN_A_VERB.split(content.rstrip(".!"), maxsplit=1)
    if len(parts) != 2 or not activity_first(parts[1], language):
        return (content,)
    first, second = (p.strip() for p in parts)
    subjects = (set(subjects_in(first)) | {"x"}, set(subjects_in(second)) | {"y"})
    if len(first.split()) < 3 or subjects[0] & subjects[1]:
        return (content,)
    return (first[0].upper() + first[1:] + ".", second[0].upper() + second[1:] + ".")


_OWN_SUBJECT = re.compile(
    r"(?:je|j'|on|nous|yo|nosotros|ich|wir|io|noi|eu|n\u00f3s|a\s+gente"
    r"|\u044f|\u043c\u044b)\s*\w"
    # or the user's own thing as its subject ("unsere alte Heizung macht ...", "mon velo est ...")
    r"|(?:unser|mein|notre|nos|mon|ma|mes|nuestr[oa]s?|mis?|noss[oa]s?|meu|minha|mio|mia|miei"
    r"|il\s+mio|la\s+mia|\u043c\u043e\u0439|\u043c\u043e\u044f|\u043d\u0430\u0448)\w*\s+\w",
    re.IGNORECASE,
)
"""A clause opening with its own subject ("je tiens une boulangerie a Rennes"): a clause."""


def _names_tool(clause: str) -> bool:
    """Whether `clause` sets a subject of the user's tools or stack ("backend no Firebase")."""
    return bool(set(subjects_in(clause)) & TOOL_SUBJECTS)

"""First-person statements of how the user's life stands, in shapes the lexicons lack.

Two word classes, read beside each language's `Lexicon.fact`:
- Russian says who and where one is with few fixed words: "ya iz Kazani" (origin, no
  verb), a first-person verb of living, working or doing that opens a clause ("...,
  rabotayu bukhgalterom", "tak chto ya teper khozhu na yogu"), "my" with a past verb of
  moving, switching or dropping ("my vykinuli Selenium", "vsya komanda pereshla na ..."),
  and a role with a Latin prefix ("ya QA-inzhener v ...");
- a state marker after the subject or verb rather than before the clause: "ich bin jetzt
  in ...", "je suis maintenant ...", "sono ormai ...", "verkaufen nur noch ...", "ya solo
  damos ...", "ya teper ..." ("now", "only ... now", "these days").
A question, a hedge or someone else's words are still turned away by `foreign._kind`.
Read by `foreign.py`; non-ASCII letters are written as escapes (the sources are ASCII).
"""

from __future__ import annotations

import re

from imprint.pipeline.language import Language
from imprint.pipeline.lexicons import ignore_case

__all__ = ["commutes", "located", "origin_apart", "self_employed", "self_statement"]

_c = ignore_case

_RU_PRESENT = (
    # zhivu rabotayu uchus prepodayu testiruyu zanimayus khozhu igrayu vedu ispolzuyu sluzhu
    # treniruyus izuchayu snimayu derzhu vospityvayu rastshu begayu plavayu risuyu poyu
    # razrabatyvayu programmiruyu upravlyayu rukovozhu vladeyu podrabatyvayu sizhu prinimayu
    # uchu (teach, learn)
    "\u0436\u0438\u0432\u0443 \u0440\u0430\u0431\u043e\u0442\u0430\u044e \u0443\u0447\u0443"
    "\u0441\u044c \u043f\u0440\u0435\u043f\u043e\u0434\u0430\u044e \u0442\u0435\u0441\u0442"
    "\u0438\u0440\u0443\u044e \u0437\u0430\u043d\u0438\u043c\u0430\u044e\u0441\u044c \u0445"
    "\u043e\u0436\u0443 \u0438\u0433\u0440\u0430\u044e \u0432\u0435\u0434\u0443 \u0438\u0441"
    "\u043f\u043e\u043b\u044c\u0437\u0443\u044e \u0441\u043b\u0443\u0436\u0443 \u0442\u0440"
    "\u0435\u043d\u0438\u0440\u0443\u044e\u0441\u044c \u0438\u0437\u0443\u0447\u0430\u044e"
    " \u0441\u043d\u0438\u043c\u0430\u044e \u0434\u0435\u0440\u0436\u0443 \u0432\u043e\u0441"
    "\u043f\u0438\u0442\u044b\u0432\u0430\u044e \u0440\u0430\u0449\u0443 \u0431\u0435\u0433"
    "\u0430\u044e \u043f\u043b\u0430\u0432\u0430\u044e \u0440\u0438\u0441\u0443\u044e \u043f"
    "\u043e\u044e \u0440\u0430\u0437\u0440\u0430\u0431\u0430\u0442\u044b\u0432\u0430\u044e"
    " \u043f\u0440\u043e\u0433\u0440\u0430\u043c\u043c\u0438\u0440\u0443\u044e \u0443\u043f"
    "\u0440\u0430\u0432\u043b\u044f\u044e \u0440\u0443\u043a\u043e\u0432\u043e\u0436\u0443"
    " \u0432\u043b\u0430\u0434\u0435\u044e \u043f\u043e\u0434\u0440\u0430\u0431\u0430\u0442"
    "\u044b\u0432\u0430\u044e \u0441\u0438\u0436\u0443 \u043f\u0440\u0438\u043d\u0438\u043c"
    "\u0430\u044e \u0443\u0447\u0443"
).split()
"""First-person present verbs of how one lives: where, what work, what one does weekly."""
_RU_PAST_STEMS = (
    # pereekhal- pereshl-/pereshel smenil- ustroil- uvolil- postupil- zakonchil- kupil-
    # vykinul- brosil- nachal- otkazal- pereklyuchil- zamenil-
    "\u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b \u043f\u0435\u0440\u0435\u0448\u043b"
    " \u043f\u0435\u0440\u0435\u0448\u0451\u043b \u0441\u043c\u0435\u043d\u0438\u043b \u0443"
    "\u0441\u0442\u0440\u043e\u0438\u043b \u0443\u0432\u043e\u043b\u0438\u043b \u043f\u043e"
    "\u0441\u0442\u0443\u043f\u0438\u043b \u0437\u0430\u043a\u043e\u043d\u0447\u0438\u043b"
    " \u043a\u0443\u043f\u0438\u043b \u0432\u044b\u043a\u0438\u043d\u0443\u043b \u0431\u0440"
    "\u043e\u0441\u0438\u043b \u043d\u0430\u0447\u0430\u043b \u043e\u0442\u043a\u0430\u0437"
    "\u0430\u043b \u043f\u0435\u0440\u0435\u043a\u043b\u044e\u0447\u0438\u043b \u0437\u0430"
    "\u043c\u0435\u043d\u0438\u043b"
).split()
"""Stems of past verbs of moving, switching, joining or dropping (any gender or number)."""

_RU_OPEN = (
    # sentence or clause start, "and/but/so", or a subject or "now" before the verb
    r"(?:^|[,;:\u2014-]\s*|\b(?:\u0438|\u0430|\u043d\u043e|\u0442\u0430\u043a \u0447\u0442"
    r"\u043e|\u044f|\u043c\u044b|\u0442\u0435\u043f\u0435\u0440\u044c|\u0441\u0435\u0439"
    r"\u0447\u0430\u0441|\u0443\u0436\u0435|\u0432\u0441\u044f \u043a\u043e\u043c\u0430\u043d"
    r"\u0434\u0430|\u043a\u043e\u043c\u0430\u043d\u0434\u0430|\u0441\u0435\u043c\u044c\u044f)"
    r"\s+)(?:(?:\u0442\u0435\u043f\u0435\u0440\u044c|\u0441\u0435\u0439\u0447\u0430\u0441"
    r"|\u0443\u0436\u0435|\u0442\u043e\u0436\u0435|\u0432\u0441\u0435)\s+)?"
)
_RU = _c(
    _RU_OPEN + r"(?:" + "|".join(_RU_PRESENT) + r"|(?:" + "|".join(_RU_PAST_STEMS) + r")\w*)\b"
    # "ya iz Kazani": where one is from, the place lower-case or not
    r"|\b\u044f\s+(?:\u0441\u0430\u043c\w*\s+)?\u0438\u0437\s+[\u0430-\u044f\u0451\u0410-\u042f"
    r"\u0401]{3}"
    # "ya QA-inzhener v Novosibirske": a role with a Latin prefix in a city
    r"|\b\u044f\s+[A-Za-z]+-[\u0430-\u044f\u0451]+(?:\s+[\u0430-\u044f\u0451]+)?\s+\u0432\u043e?"
    r"\s+[\u0410-\u042f\u0401]"
)
"""A Russian clause stating how the user lives (see the module docstring)."""

_STATE_AFTER: dict[Language, re.Pattern[str]] = {
    "de": _c(
        r"\b(?:ich|wir)\s+(?:bin|sind|arbeite|arbeiten|wohne|wohnen|lebe|leben|habe|haben|hab"
        r"|nutze|nutzen|mache|machen|spiele|spielen|fahre|fahren|esse|essen|trinke|trinken|koche"
        r"|kochen|laufe|laufen|gehe|gehen|lerne|lernen|trainiere|trainieren)\s+(?:\w+\s+)?"
        r"(?:jetzt|inzwischen|mittlerweile|seit\s+\w+)\b|\bnur\s+noch\s+\w"
        # "seit dem umzug nach linz fahre ich ...": since a move or a new job, how things stand
        r"|\bseit\s+(?:dem|meinem|unserem)\s+(?:umzug|wechsel|jobwechsel)\s+(?:nach|zu|in)\s+\w"
        # "unsere neue Wohnung in Freiburg hat einen Balkon": the new home, said in passing
        r"|\b(?:unsere|meine)\s+neue\s+(?:wohnung|bude|heimat)\s+in\s+\w"
        r"|\b(?:unser|mein)\s+neues\s+(?:haus|zuhause|zuhaus)\s+in\s+\w"
        # "seit wir auf linear umgestiegen sind": a switch or move since which things stand
        r"|\bseit\s+(?:ich|wir)\s+[^,.;!?]{1,40}?\s+(?:umgestiegen|gewechselt|umgezogen|gezogen)"
        r"\s+(?:bin|sind)\b"
        # "montag ist mein erster tag bei Zalando": a first day at a new workplace
        r"|\b(?:erster|ersten)\s+(?:arbeits)?tag\s+bei\s+\w|\berste\s+woche\s+bei\s+\w"
    ),
    "fr": _c(
        r"\b(?:notre|mon)\s+nouvel\s+appart(?:ement)?\s+(?:\u00e0|a)\s+\w"
        r"|\b(?:notre|ma)\s+nouvelle\s+maison\s+(?:\u00e0|a)\s+\w"
        r"|\b(?:je\s+suis|j'habite|je\s+vis|je\s+travaille|je\s+bosse|on\s+est|nous\s+sommes"
        r"|j'ai|on\s+a)\s+(?:\w+\s+)?(?:maintenant|d\u00e9sormais|depuis)\b"
        r"|\b(?:ne|n')\s*\w+\s+plus\s+que\s+\w"
        # "je commence lundi au conseil departemental": a new workplace, from a day on
        r"|\bje\s+commence\s+(?:(?:lundi|mardi|mercredi|jeudi|vendredi|demain|bient\u00f4t)\s+)?"
        r"(?:chez|au|\u00e0\s+la|\u00e0\s+l')\s*(?!(?:travail|boulot|sport|salle)\b)\w"
        # "demain c'est mon premier jour chez Valeo": a first day at a new workplace
        r"|\b(?:premier\s+jour|premi\u00e8re\s+semaine)\s+(?:chez|au|\u00e0\s+la|\u00e0\s+l')\s*"
        r"(?!(?:travail|boulot|sport|salle|lyc\u00e9e|coll\u00e8ge|fac)\b)\w"
    ),
    "es": _c(
        r"\bahora\s+que\s+(?:estoy|vivo|vivimos|estamos)\s+en\s+\w|"
        # "ahora llevo un corolla hibrido": what the user has or drives now
        r"\bahora\s+(?:llevo|tengo|conduzco|manejo|uso|usamos|tenemos)\s+(?:un|una|el|la)\s+\w|"
        r"\b(?:nuestro|mi)\s+(?:piso|apartamento|depa)\s+nuevo\s+en\s+\w|"
        r"\b(?:nuestra|mi)\s+(?:casa\s+nueva|nueva\s+casa)\s+en\s+\w|"
        r"\b(?:yo|ya)\s+(?:ahora|s\u00f3lo|solo)\s+\w|\b(?:estoy|vivo|trabajo|tengo|somos"
        r"|estamos)\s+(?:\w+\s+)?(?:ahora|desde)\b"
        # "desde que me cambie a una startup en madrid no paro": since a move or a new job
        r"|\bdesde\s+que\s+(?:me\s+)?(?:cambi[e\u00e9]|mud[e\u00e9]|empec[e\u00e9]|entr[e\u00e9])"
        r"\s+(?:a|al|en|de)\s+\w"
        # "el lunes es mi primer dia en Mercadona": a first day at a new workplace
        r"|\b(?:primer\s+d[i\u00ed]a|primera\s+semana)\s+(?:en|con)\s+(?!(?:el\s+|la\s+)?(?:cole"
        r"|colegio|gimnasio|gym|universidad|uni|guarder\u00eda|insti|instituto)\b)\w"
    ),
    "pt": _c(
        # "agora que to em florianopolis ...": where the user is now, given as the time
        r"\bagora\s+(?:que|q)\s+(?:eu\s+)?(?:t[o\u00f4]|estou|moro|vivo)\s+(?:morando\s+|vivendo\s+)?"
        r"(?:\w+\s+)?(?:em|no|na)\s+\w|"
        r"\b(?:nosso|meu)\s+(?:apartamento|ap\u00ea|ape)\s+novo\s+(?:em|no|na)\s+\w|"
        r"\b(?:nossa|minha)\s+casa\s+nova\s+(?:em|no|na)\s+\w|"
        r"\b(?:eu|a\s+gente|n\u00f3s)\s+agora\s+\w|\bagora\s+s\u00f3\s+\w|\b(?:estou|moro"
        r"|trabalho|tenho|estamos)\s+(?:\w+\s+)?(?:agora|desde)\b"
        # "desde que mudei pra curitiba ...": since a move or a new job
        r"|\bdesde\s+que\s+(?:me\s+)?(?:mudei|comecei|entrei)\s+(?:pra|para|na|no|em)\s+\w"
        # "segunda e meu primeiro dia na Natura": a first day at a new workplace
        r"|\b(?:primeiro\s+dia|primeira\s+semana)\s+(?:na|no|em)\s+(?!(?:escola|faculdade|academia"
        r"|creche|facul)\b)\w"
    ),
    "it": _c(
        r"\b(?:ora|adesso)\s+che\s+(?:sto|vivo|abito|stiamo|viviamo|abitiamo)\s+(?:a|in)\s+\w|"
        r"\b(?:nostra|mia)\s+nuova\s+casa\s+(?:a|in)\s+\w|"
        r"\b(?:nostro|mio)\s+nuovo\s+appartamento\s+(?:a|in)\s+\w|"
        r"\b(?:io|noi)\s+(?:ora|adesso|ormai)\s+\w|\b(?:sono|siamo|vivo|lavoro|abito|ho"
        r"|abbiamo)\s+(?:\w+\s+)?(?:ora|adesso|ormai)\s+(?!che\b)\w"
        r"|\bormai\s+\w+\s+solo\b"
        # "da quando mi sono trasferita a torino ...": since a move or a new job
        r"|\bda\s+quando\s+(?:mi\s+sono\s+|sono\s+)?(?:trasferit[oa]|passat[oa]|entrat[oa])\s+"
        r"(?:a|in|da|al|alla)\s+\w"
        # "luned\u00ec \u00e8 il mio primo giorno da Luxor Design": a first day at a new workplace
        r"|\b(?:primo\s+giorno|prima\s+settimana)\s+(?:da|in|al|alla|allo|presso)\s+(?!(?:scuola"
        r"|palestra|universit\u00e0|asilo)\b)\w"
    ),
}
"""A subject or verb, then "now" or "since": how things stand ("ich bin jetzt in Kiel")."""


def self_statement(sentence: str, language: Language) -> bool:
    """Whether `sentence` states how the user's life stands (see the module docstring)."""
    if language == "ru":
        return _RU.search(sentence) is not None
    if located(sentence, language) or commutes(sentence):
        return True  # "los crios llevan tres semanas en el cole nuevo aqui en Bilbao"
    if _DOSE_MOVED.search(sentence) is not None:
        return True  # "meine \u00e4rztin hat das thyroxin auf 75 hochgesetzt": the dose now
    pattern = _STATE_AFTER.get(language)
    return pattern is not None and pattern.search(sentence) is not None


_DOSE_MOVED = _c(
    # German: "hat das Thyroxin jetzt auf 75 hochgesetzt", "auf 10 mg reduziert"
    r"\bhat\s+(?:mir\s+|mich\s+)?(?:\w+\s+){0,3}?auf\s+\d[\d,.]*\s*(?:mg|\u00b5g|mcg|ml|ie)?\s*"
    r"(?:hochgesetzt|erh\u00f6ht|heraufgesetzt|runtergesetzt|reduziert|gesenkt|umgestellt)\b"
    # Spanish, Italian, French, Portuguese: "me ha subido el enalapril a 10 mg"
    r"|\b(?:(?:me\s+ha|mi\s+ha|m'a|me)\s+)?(?:subido|bajado|aumentado|reducido|aumentato|alzato"
    r"|ridotto|abbassato|augment\u00e9|baiss\u00e9|mont\u00e9|diminu\u00e9|aumentou|subiu|baixou|reduziu"
    # "el psiquiatra me subio la sertra a 100": the past tense, its accent often dropped
    r"|subi[o\u00f3]|baj[o\u00f3]|aument[o\u00f3]|redujo)"
    r"\s+(?:\w+\s+){0,3}?(?:a|\u00e0|para|pra)\s+\d[\d,.]*\s*(?:mg|\u00b5g|mcg|ml)?\b"
)
"""A dose the user's prescriber moved, in the other languages; the new amount is kept."""


_CAP = r"(?-i:[A-Z\u00c0-\u00de\u0410-\u042f\u0401])"
_LOCATED: dict[Language, re.Pattern[str]] = {
    "it": _c(
        r"\b(?:(?:sono|siamo|sto|stiamo)\s+(?:ora\s+|adesso\s+|ormai\s+)?|qui\s+)(?:a|ad|in)\s+"
        + _CAP
    ),
    "fr": _c(
        r"\b(?:(?:je\s+suis|on\s+est|nous\s+sommes)\s+(?:maintenant\s+|d\u00e9sormais\s+)?"
        r"|ici\s+)(?:\u00e0|a|en)\s+" + _CAP
    ),
    "es": _c(r"\b(?:(?:estoy|estamos)\s+(?:ahora\s+)?|aqu\u00ed\s+|ac\u00e1\s+)en\s+" + _CAP),
    "pt": _c(r"\b(?:(?:estou|estamos)\s+(?:agora\s+)?|aqui\s+)(?:em|no|na)\s+" + _CAP),
    "de": _c(
        r"\b(?:(?:ich\s+bin|wir\s+sind)\s+(?:jetzt\s+|inzwischen\s+|seit\s+\w+\s+)?|hier\s+)"
        r"in\s+" + _CAP
    ),
    # "ya teper v Omske", "tut v Tbilisi" (here in)
    "ru": _c(
        r"\b(?:(?:\u044f|\u043c\u044b)\s+(?:\u0442\u0435\u043f\u0435\u0440\u044c\s+"
        r"|\u0441\u0435\u0439\u0447\u0430\u0441\s+)?|\u0442\u0443\u0442\s+|\u0437\u0434\u0435\u0441\u044c\s+)"
        r"\u0432\u043e?\s+" + _CAP
    ),
    # "Fukuoka shisha ni idou", "Fukuoka ni hikkoshita": moved or transferred to a town
    "ja": re.compile(
        r"[\u4e00-\u9fff]{2,4}(?:\u652f\u793e|\u652f\u5e97|\u672c\u793e|\u55b6\u696d\u6240)?"
        r"\u306b(?:\u5f15\u3063\u8d8a|\u7570\u52d5|\u8ee2\u52e4|\u914d\u5c5e)"
    ),
}
"""The user is somewhere: "sono a Padova", "je suis a Quimper", "ich bin jetzt in Kiel", or
says "here in" a town ("aqui en Bilbao", "hier in Kiel")."""


def located(sentence: str, language: Language) -> bool:
    """Whether `sentence` says in which town the user is (their town, `city`)."""
    pattern = _LOCATED.get(language)
    return pattern is not None and pattern.search(sentence) is not None


_ORIGIN = re.compile(
    r"^(?P<origin>(?:\u044f\s+(?:\u0441\u0430\u043c\w*\s+)?\u0438\u0437|soy\s+de|sou\s+d[eoa]"
    r"|sono\s+di|je\s+suis\s+(?:originaire\s+)?de|ich\s+(?:komme|bin)\s+aus)"
    r"\s+[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*)?)\s*[,;]\s+(?P<rest>\S.{8,})$",
    re.IGNORECASE,
)
"""Where the user is from, opening a statement before a comma ("ya iz Kazani, ...")."""


def origin_apart(content: str) -> tuple[str, str] | None:
    """`(origin, rest)` when a statement opens with where the user is from, else None.

    "Ya iz Ekaterinburga, rabotayu bukhgalterom": the town is kept on its own, so that
    a question about where the user lives finds it and a new job leaves it.
    """
    m = _ORIGIN.match(content)
    if m is None:
        return None
    rest = m.group("rest")
    return m.group("origin")[0].upper() + m.group("origin")[1:] + ".", rest[0].upper() + rest[1:]


_OWN_BOSS = re.compile(
    r"\b(?:(?:mein|meine)\s+eigene[rn]?\s+(?:chef|chefin|firma|kanzlei|praxis|werkstatt)"
    r"|selbst(?:st)?\u00e4ndig|freiberuflich|\u00e0\s+mon\s+compte|ma\s+propre\s+(?:bo\u00eete"
    r"|entreprise|agence)|auto-?entrepreneu\w*|por\s+mi\s+cuenta|aut\u00f3nom[oa]"
    r"|mi\s+propi[oa]\s+(?:empresa|negocio|estudio)|por\s+conta\s+pr\u00f3pria"
    r"|aut\u00f4nom[oa]|minha\s+pr\u00f3pria\s+empresa|in\s+proprio|liber[oa]\s+professionista"
    r"|\u0441\u0430\u043c\s+\u043d\u0430\s+\u0441\u0435\u0431\u044f"
    r"|\u0441\u0432\u043e\u0451\s+\u0434\u0435\u043b\u043e)",
    re.IGNORECASE,
)
"""Working for oneself ("mein eigener Chef", "a mon compte", "por mi cuenta", "in proprio")."""


def self_employed(text: str) -> bool:
    """Whether `text` says the user works for themselves: where they work, as an employer is."""
    return _OWN_BOSS.search(text) is not None


_COMMUTE = re.compile(
    # Korean "Suwon sicheong-euro chulgeun-haeyo", "...-eseo geunmu/ilhae"
    r"\S+(?:\uc73c\ub85c|\ub85c)\s*\ucd9c\uadfc|\S+\uc5d0\uc11c\s*(?:\uadfc\ubb34|\uc77c\ud574|\uc77c\ud558)"
    # Chinese "zai Hangzhou shangban / gongzuo"
    r"|\u5728[\u4e00-\u9fff]{2,8}(?:\u4e0a\u73ed|\u5de5\u4f5c)"
    # Japanese "Yokohama no honsha ni tsuukin / shukkin", "... de hataraite"
    r"|[\u4e00-\u9fff]{2,6}(?:\u306e[\u4e00-\u9fff]{1,4})?(?:\u306b(?:\u901a\u52e4|\u51fa\u52e4)"
    r"|\u3067\u50cd)"
)
"""Going to work at a place, in Korean, Chinese and Japanese: where the user works."""


_KIN = re.compile(
    "\u8001\u5a46|\u8001\u516c|\u59bb\u5b50|\u4e08\u592b|\u513f\u5b50|\u5973\u513f"
    "|\u5988\u5988|\u7238\u7238|\u5144\u5f1f|\u59d0\u59d0|\u59b9\u59b9|\u670b\u53cb"
    "|\ub0a8\ud3b8|\uc544\ub0b4|\uc640\uc774\ud504|\uc544\ub4e4|\ub538|\uc5c4\ub9c8"
    "|\uc544\ube60|\uce5c\uad6c|\ub3d9\uc0dd"
    "|\u592b|\u59bb|\u606f\u5b50|\u5a18|\u6bcd|\u7236|\u53cb\u9054|\u5f7c\u6c0f|\u5f7c\u5973"
)
"""Kin and friends in Chinese, Korean and Japanese: the one who goes to work is theirs."""


def commutes(text: str) -> bool:
    """Whether `text` says where the user goes to work ("Suwon sicheong-euro chulgeun").

    "Namp'yeon-i Suwon-euro chulgeun-haeyo" (the husband commutes) is someone else's.
    """
    return _COMMUTE.search(text) is not None and _KIN.search(text) is None

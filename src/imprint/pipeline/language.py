"""Which language a reply is written in: scripts first, then common function words.

Offline detection reads English, Spanish, German, French, Portuguese, Italian, Chinese,
Japanese, Korean and Russian. Script decides the last four (kana means Japanese even
beside kanji); Latin text goes to the language whose frequent short words it uses most,
English when no other language clearly wins, since English words are also the most common
loanwords in the others.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal, get_args

__all__ = ["FUNCTION_WORDS", "LANGUAGES", "Language", "detect_language"]

Language = Literal["en", "es", "de", "fr", "pt", "it", "zh", "ja", "ko", "ru"]
LANGUAGES: tuple[Language, ...] = get_args(Language)

_KANA = re.compile(r"[\u3040-\u30ff]")
_HAN = re.compile(r"[\u4e00-\u9fff\u3400-\u4dbf]")
_HANGUL = re.compile(r"[\uac00-\ud7af\u1100-\u11ff]")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_WORD = re.compile(r"[^\W\d_]+")
_ASCII_WORD = re.compile(r"[a-z]+")
"""`_WORD` on lowered ASCII text, where its letters are a to z; the class is quicker."""

FUNCTION_WORDS: dict[Language, frozenset[str]] = {
    # Also read by `forget_words.py` to find the distinctive words of a request.
    "en": frozenset(
        "the and is are i you my we our to of in for it that this with on be have not "
        "please what can me was don't it's i'm just so but at do all your".split()
    ),
    "es": frozenset(
        "el la los las es y de que en un una por para con no mi soy estoy tengo muy pero "
        "como lo se del al me te yo nos nuestro nuestra siempre gracias hola tambi\u00e9n ya "
        "est\u00e1 son hay vivo trabajo quiero ahora hemos somos".split()
    ),
    "de": frozenset(
        "der die das und ist ich du nicht ein eine mit f\u00fcr auf bitte mein meine wir "
        "unser unsere zu den dem auch aber immer nie bin habe hallo danke es sind bei "
        "ja nein sie wie was jetzt haben einem einen einer zum zur vom beim geht".split()
    ),
    "fr": frozenset(
        "le la les et est je tu ne pas un une des du de pour avec mon ma mes nous notre "
        "suis vous c'est toujours jamais merci bonjour au aux en sur moi qui que mais "
        "tr\u00e8s ou plus maintenant avons sommes chez cette fois peux veux semaine derniere "
        "derni\u00e8re aussi encore alors quand".split()
    ),
    "pt": frozenset(
        "o a os as e \u00e9 de que em um uma por para com n\u00e3o meu minha sou estou tenho muito "
        "mas como se do da no na eu n\u00f3s nosso nossa sempre obrigado obrigada oi tamb\u00e9m "
        "j\u00e1 voc\u00ea isso agora temos somos tem alguma algum umas uns faz pra vc voce".split()
    ),
    "it": frozenset(
        "il lo la i gli le e \u00e8 di che in un una per con non mio mia sono ho molto ma come "
        "si del della nel nella io noi nostro nostra sempre grazie ciao anche gi\u00e0 mi ti "
        "questo questa adesso abbiamo siamo ci vicino degli delle dei dal dalla sul sulla nei"
        " agli".split()
    ),
}
_ACCENTS: dict[Language, str] = {
    "es": "\u00f1\u00bf\u00a1",
    "de": "\u00e4\u00f6\u00fc\u00df",
    "fr": "\u00e7\u0153\u00ea\u00eb\u00e8\u00ee\u00f4\u00fb\u00f9",
    "pt": "\u00e3\u00f5\u00e7",
    "it": "\u00ec\u00f2",
}
"""Letters that point to one language (a weak hint, added to its word count)."""
_FIRST_PERSON: dict[str, Language] = {
    "ich": "de",
    "wir": "de",
    "je": "fr",
    "suis": "fr",
    "soy": "es",
    "estoy": "es",
    "sou": "pt",
    "estou": "pt",
    "sono": "it",
    "wohne": "de",
    "arbeite": "de",
    "hei\u00dfe": "de",
    "heisse": "de",
    "habite": "fr",
    "travaille": "fr",
    "appelle": "fr",
    "chui": "fr",
    "llamo": "es",
    "trabajo": "es",
    "moro": "pt",
    "trabalho": "pt",
    "chamo": "pt",
    "abito": "it",
    "lavoro": "it",
    "chiamo": "it",
    "prefiero": "es",
    "quiero": "es",
    "prefiro": "pt",
    "quero": "pt",
    "preferisco": "it",
    "bevorzuge": "de",
    "mudei": "pt",
    "mud\u00e9": "es",
    "d\u00e9m\u00e9nag\u00e9": "fr",
    "d\u00e9m\u00e9nag\u00e9e": "fr",
    "umgezogen": "de",
    "trasferito": "it",
    "trasferita": "it",
    "m\u00f6chte": "de",
}
""""I", "I am" and first-person verbs no English sentence uses: a short "Moro em Lisboa."
has few function words to count, but says which language it is in its first word."""


_MARKERS: dict[Language, frozenset[str]] = {
    # English's everyday words, none a word of the other languages read here ("use" is
    # Spanish's "que use", "will" German's "ich will", "he" Spanish's "he comprado"): "no
    # stock cubes no soy, use herbs and lemon or whatever" is English for its "or whatever"
    # against the Spanish "no" and "soy"
    "en": frozenset(
        "or if would should could them they she his him from by about up out get got want need"
        " like how why when where which who there their been had did does too very some any"
        " more than then only after before because thanks yeah into off these those here now"
        " again never always every much many each other make going know think take help thing"
        " something anything nothing way new good really actually maybe whatever pls dont cant"
        " didnt ive wont isnt doesnt wasnt".split()
    ),
    "es": frozenset(
        "dale jaja qu\u00e9 porfa pues oye vaya igualmente esto aqu\u00ed puedes necesito hacer"
        " bueno muchas quer\u00eda queria funcion\u00f3 s\u00ed llevo a\u00f1os clases doy"
        " hace falta tan".split()
    ),
    "de": frozenset(
        "moin kannst hat geklappt dir gerne jo erstmal nur mal noch schon gut sehr kein keine"
        " doch hab gibt uns oder k\u00f6nnen kann".split()
    ),
    "fr": frozenset(
        "\u00e7a ouais voil\u00e0 toi aussi enfin soir vas beaucoup oui rien faire fait alors"
        " donc ai d\u00e9j\u00e0 \u00e9t\u00e9 dernier derni\u00e8re pla\u00eet peux peut veux"
        " hein sans r\u00e9ponds".split()
    ),
    "pt": frozenset(
        "pra pro t\u00f4 t\u00e1 n\u00e9 d\u00e1 deu certo sem d\u00favida olha pode kkk"
        " valeu est\u00e1 aqui fazer pelo pela bem melhor ficou m\u00eas foi vai".split()
    ),
    "it": frozenset(
        "troppo dammi pi\u00f9 per\u00f2 perch\u00e9 voglio tutto tutta tutti ecco dai s\u00ec"
        " bene cosa fatto fare ancora ci deciso scusa niente funziona"
        " preferisco altro altri chiedo serve esempio esempi".split()
    ),
}
"""Everyday words of one language that are not function words (`FUNCTION_WORDS`, which
`forget_words.py` also reads): a short reply ("troppo lungo, dammi ...") has few function words
to count, and these say which language it is in."""


_WEIGHTS: dict[str, tuple[tuple[Language, float], ...]] = {}
"""What a word adds to the languages' scores: 1 for each whose function word it is, and a
first-person word counted twice in all (once more than a function word, which it may also
be)."""
_ENGLISH_TOO = frozenset("a no do as i was die also son come on an am".split())
"""Other languages' function words that are also everyday English words: "ok, a cloud run
handler that saves a doc" is English, so they count half."""
_ENGLISH_FUNCTION_TOO = frozenset("an as also am".split()) - FUNCTION_WORDS["en"]
"""Those of them that are English function words too: not "die", "son" or "come", nor "a"
and "no", which Romance languages use as much ("no me mandes emojis")."""
for _language, _words in FUNCTION_WORDS.items():
    for _word in _words:
        _weight = 0.5 if _language != "en" and _word in _ENGLISH_TOO else 1.0
        _WEIGHTS[_word] = (*_WEIGHTS.get(_word, ()), (_language, _weight))
for _word in _ENGLISH_FUNCTION_TOO:
    # ... and English's small words count for it as much: "never suggest caffeine as a
    # remedy (no Excedrin, no coffee)" is not Portuguese for its "as", "a" and two "no"s.
    _WEIGHTS[_word] = (*_WEIGHTS.get(_word, ()), ("en", 0.5))
for _language, _words in _MARKERS.items():
    for _word in _words - FUNCTION_WORDS[_language]:
        _WEIGHTS[_word] = (*_WEIGHTS.get(_word, ()), (_language, 1.0))
for _word, _language in _FIRST_PERSON.items():
    _weight = 1.0 if _word in FUNCTION_WORDS[_language] else 2.0
    _WEIGHTS[_word] = (*_WEIGHTS.get(_word, ()), (_language, _weight))
_NON_ASCII_SCRIPT = re.compile(
    r"[\u0400-\u04ff\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]"
)


_CJK_CHAR = re.compile(r"[\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def _mostly_latin(sample: str) -> bool:
    """An English sentence quoting a few CJK characters ("greet me with ...") stays English.

    A CJK character is roughly a word's worth, so Latin words must outnumber them.
    """
    return len(_LATIN_WORD.findall(sample)) > len(_CJK_CHAR.findall(sample))


_QUOTED = re.compile(r"(?<!\w)'[^'\n]{12,400}'(?!\w)|\"[^\"\n]{12,400}\"")
"""A quoted passage of some length: text the user works on, in whatever language it is."""
_OWN_WORDS = 6
"""The user's own words, outside the quotes, that decide the reply's language by themselves."""
_SPELLED_OUT = re.compile(r"\b(?:[^\W\d_][-.]){2,}[^\W\d_]\b")
"""A name spelled out letter by letter ("K-A-T-H-R-Y-N"): its letters are no words of a language."""


@lru_cache(maxsize=4096)
def detect_language(text: str) -> Language:
    """The language `text` is most likely written in (English when unsure)."""
    sample = text[:2000]
    if ("'" in sample or '"' in sample) and _QUOTED.search(sample):
        # "Totally different: American spelling. Item: 'Ein rostiges Schwert ...'": the
        # quoted text is material to work on; the user's own words say their language.
        own = _QUOTED.sub(" ", sample)
        if len(_LATIN_WORD.findall(own)) >= _OWN_WORDS:
            sample = own
    if not sample.isascii() and _NON_ASCII_SCRIPT.search(sample) and not _mostly_latin(sample):
        if _HANGUL.search(sample):
            return "ko"
        if _KANA.search(sample):
            return "ja"
        if _HAN.search(sample):
            return "zh"
    if "-" in sample:
        sample = _SPELLED_OUT.sub(" ", sample)  # "K-A-T-H-R-Y-N": letters, no words
    words = (_ASCII_WORD if sample.isascii() else _WORD).findall(sample.lower())
    if not words:
        return "en"
    cyrillic = not sample.isascii() and _CYRILLIC.search(sample) is not None
    if cyrillic and sum(bool(_CYRILLIC.match(w)) for w in words) * 3 >= len(words):
        return "ru"
    scores: dict[Language, float] = dict.fromkeys(FUNCTION_WORDS, 0.0)
    for word in filter(_WEIGHTS.__contains__, words):
        for language, weight in _WEIGHTS[word]:
            scores[language] += weight
    if not sample.isascii():
        lowered = sample.lower()
        for language, accents in _ACCENTS.items():
            scores[language] += 0.5 * sum(lowered.count(ch) for ch in accents)
    best = max(scores, key=lambda k: scores[k])
    # Another language must beat English clearly: short replies share many tokens.
    if best != "en" and scores[best] >= max(2.0, scores["en"] * 1.5):
        return best
    return "en"

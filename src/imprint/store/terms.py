"""How text becomes search terms, the same for every backend: tokens, stopwords, owner prefix.

The SQLite store quotes these terms for FTS5 (`sqlite/fts.py`), the PostgreSQL store
for `tsquery` (`postgres/search.py`); both index `index_terms()` of the content.
"""

from __future__ import annotations

import hashlib
import re
from functools import lru_cache

__all__ = [
    "FTS5_SEPARATORS",
    "MAX_TERMS",
    "STOPWORDS",
    "WHERE_WORDS",
    "index_terms",
    "index_text",
    "needs_reindex",
    "owner_prefix",
    "query_terms",
]

MAX_TERMS = 32
"""At most this many distinct terms go into one query, to bound its cost."""

# Short English function words: they match almost everything and only add cost.
STOPWORDS = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "against",
        "all",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "down",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "herself",
        "him",
        "himself",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "me",
        "more",
        "most",
        "my",
        "myself",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "our",
        "ours",
        "ourselves",
        "out",
        "over",
        "own",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "theirs",
        "them",
        "themselves",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
        "yourself",
        "yourselves",
        "near",
    ]
)

# Word characters: Python's letters and digits, less the code points that FTS5's unicode61
# tokenizer (Unicode 6.1 tables) treats as separators although Python's tables call them
# letters. Were they kept, "zprefix" + "a\u19b0zother" would be indexed as the terms
# "zprefixa" and "zother", planting a term under another owner's prefix. Python may split
# where FTS5 does not (it indexes only what Python keeps); tests/store/test_fts.py checks
# every code point against the real tokenizer.
FTS5_SEPARATORS = "\u19b0-\u19c0\u19c8\u19c9\u1cf2\u1cf3"
_TOKEN = re.compile(rf"[^\W_{FTS5_SEPARATORS}]+", re.UNICODE)


# Chinese, Japanese and Korean write words without spaces between them (Korean glues its
# particles on): a run of these letters is indexed as its overlapping pairs of letters, so
# any word of two letters or more is found by its own pairs (a two-letter Chinese name in
# the sentence that introduces it; a Korean company name with its particle glued on). A
# single letter is indexed and searched as itself.
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+")


def _tokens(text: str) -> list[str]:
    """The text's lower-case words, CJK runs split into pairs (`_split_tokens`), fast."""
    if text.isascii():
        # No CJK letter, and lower-casing ASCII first moves no word boundary.
        return _TOKEN.findall(text.lower())
    if _CJK_RUN.search(text) is None:
        # Lower-casing yields no CJK letter, so no word holds a run to split.
        return [word.lower() for word in _TOKEN.findall(text)]
    return _split_tokens(text)


def _split_tokens(text: str) -> list[str]:
    """`_tokens` for any text, word by word (the fast paths above skip it for most text)."""
    tokens: list[str] = []
    for m in _TOKEN.finditer(text):
        word = m.group().lower()
        if _CJK_RUN.search(word) is None:
            tokens.append(word)
            continue
        last = 0
        for run in _CJK_RUN.finditer(word):
            if run.start() > last:
                tokens.append(word[last : run.start()])
            letters = run.group()
            if len(letters) == 1:
                tokens.append(letters)
            else:
                tokens.extend(letters[i : i + 2] for i in range(len(letters) - 1))
            last = run.end()
        if last < len(word):
            tokens.append(word[last:])
    return tokens


def query_terms(text: str, *, max_terms: int = MAX_TERMS) -> list[str]:
    """Split free text into distinct lower-case search terms, stopwords dropped."""
    # dict.fromkeys keeps each term's first occurrence, in order, in one C-level pass.
    return [t for t in dict.fromkeys(_tokens(text)) if t not in STOPWORDS][:max_terms]


_CONSONANTS = "bcdfghjklmnpqrst"


@lru_cache(maxsize=4096)
def owner_prefix(agent_id: str, user_id: str) -> str:
    """Letters naming one (agent, user); glued to every indexed and searched word.

    Consonants only: the porter stemmer counts vowel-consonant sequences, so a prefix with
    vowels would change where it cuts the word ("related" -> "rel"); with consonants the word
    is stemmed as if it stood alone (measured: +0.6 recall@10 on LoCoMo). A collision
    between two users (1 in 2**32) costs speed, never correctness: SQL filters on the ids.
    """
    key = f"{agent_id}\0{user_id}".encode("utf-8", "surrogatepass")
    digest = hashlib.blake2b(key, digest_size=4).digest()
    return "z" + "".join(_CONSONANTS[b >> 4] + _CONSONANTS[b & 15] for b in digest)


def index_terms(text: str, prefix: str) -> str:
    """The text as the FTS index stores it: each word (stopwords dropped) owner-prefixed."""
    return " ".join(prefix + t for t in _tokens(text) if t not in STOPWORDS)


# Words a memory is also found by, for the attribute it sets: "What database do we use?"
# finds "Use Postgres.", whose subject is `database`, though the content never says it.
_SUBJECT_WORDS = {
    "absence": "away absence availability",
    "allergy": "allergy allergies allergic",
    # A language's own words for asking after the attribute: "Como se llama la usuaria?",
    # "Wo arbeitet der Nutzer?", Korean "ireumi mwoya?" find the memory that sets it.
    "address_form": "address formal informal tone tutear usted trato anrede duzen siezen"
    " tutoiement vouvoiement tutoyer vouvoyer tratamento"
    " \u043e\u0431\u0440\u0430\u0449\u0435\u043d\u0438\u0435"
    " \ub9d0\ud22c \ud638\uce6d \ubc18\ub9d0 \uc874\ub313\ub9d0"
    " \u656c\u8a9e \u53e3\u8abf \u79f0\u547c",
    "answer_language": "language idioma sprache langue lingua l\u00edngua"
    " \u044f\u0437\u044b\u043a \uc5b8\uc5b4 \u8a00\u8a9e \u8bed\u8a00",
    # Other languages ask "where does the user live?" in their own words ("Ou habite ...").
    "city": "city location lives based country"
    " o\u00f9 habite vit ville d\u00f3nde donde vive ciudad wo wohnt lebt stadt"
    " dove abita citt\u00e0 onde mora cidade"
    " \u0433\u0434\u0435 \u0436\u0438\u0432\u0451\u0442"
    " \u0436\u0438\u0432\u0435\u0442 \u0433\u043e\u0440\u043e\u0434"
    " wohnst habites vivez vives moras abiti"
    " \uc0b4\uc544 \uc0ac\ub294 \uc0b4\uace0 \ub3c4\uc2dc \u4f4f\u3093 \u4f4f\u5728 \u57ce\u5e02",
    "code_hosting": "code hosting repository",
    "computer": "computer machine laptop",
    "children": "children kids family",
    "diet": "diet dietary food eat",
    "employer": "employer company works job"
    " trabaja trabajas empresa arbeitet arbeitest firma travaille travailles entreprise"
    " lavora lavori azienda trabalha trabalhas"
    " \u0440\u0430\u0431\u043e\u0442\u0430\u0435\u0442 \u0440\u0430\u0431\u043e\u0442\u0430"
    " \uc77c\ud558 \ud68c\uc0ac \uc9c1\uc7a5 \u50cd\u3044 \u52e4\u3081 \u4f1a\u793e"
    " \u5de5\u4f5c \u516c\u53f8",
    "game_engine": "game engine",
    "health": "health medical injury condition",
    "instrument": "instrument music plays",
    "license": "license licence",
    "os": "os operating system computer",
    "package_manager": "package manager",
    "name": "name nombre llama llamas nome chiama chiami chama heisst hei\u00dft"
    " nom appelle \u0437\u043e\u0432\u0443\u0442 \u0438\u043c\u044f \u0438\u043c\u0435\u043d\u0438"
    " \uc774\ub984 \u540d\u524d \u540d\u5b57",
    "role": "role job occupation work profesi\u00f3n oficio beruf m\u00e9tier profession"
    " mestiere professione profiss\u00e3o \u043f\u0440\u043e\u0444\u0435\u0441\u0441\u0438\u044f"
    " \u0440\u0430\u0431\u043e\u0442\u0430 \uc9c1\uc5c5 \u4ed5\u4e8b \u804c\u4e1a",
    # "Ou etudie l'utilisatrice ?", "Wo studiert der Nutzer?", Korean "jeongong"
    "school": "school study studies university college \u00e9tudes \u00e9tudie \u00e9tudies fac"
    " universit\u00e9 estudia estudias estudios universidad carrera studiert studierst studium"
    " uni universit\u00e4t studia studi universit\u00e0 estuda estudas faculdade curso"
    " \u0443\u0447\u0438\u0442\u0441\u044f \u0443\u0447\u0451\u0431\u0430"
    " \u0443\u043d\u0438\u0432\u0435\u0440\u0441\u0438\u0442\u0435\u0442"
    " \u5b66\u6821 \u5927\u5b66 \u5c02\u653b \u4e13\u4e1a \uc804\uacf5 \ub300\ud559 \ud559\uad50",
    "sport": "sport hobby plays",
    # "The user is in england": where the user is, asked as "which country is the user in?"
    "whereabouts": "location country city based",
    "summary_format": "format",
}


def needs_reindex(text: str) -> bool:
    """Whether `text` is split differently from before pairs of CJK letters were indexed."""
    return _CJK_RUN.search(text) is not None


_AT_A_PLACE = re.compile(
    r"\b(?:en|em|no|na|a|in|im|\u00e0|aus|bei|di|nach|\u0432|\u0432\u043e|\u0438\u0437)\s+"
    r"(?-i:[A-Z\u00c0-\u00de\u0410-\u042f\u0401])[^\W\d_]{2,}"
)
"""A preposition of place before a capitalised word ("en Cordoba", "a Bologna", Russian
"v Novosibirske"): the memory says where something is."""
WHERE_WORDS = "d\u00f3nde donde o\u00f9 wo dove onde \u0433\u0434\u0435"
""""Where" in the languages that ask it in one word; English "where" is a stopword."""
_AT_A_WORKPLACE = re.compile(
    r"\b(?:at|for|with)\s+(?-i:[A-Z])[\w&'.-]{2,}"
    r"|\b(?:is|am|'m)\s+(?:a|an)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:at|for|with)\s+[a-z][\w&'.-]{2,}"
)
"""A capitalised name after "at", "for" or "with" ("backend lead at Tripwell", "agent with
Harcourts"), or any name after what the user is ("a support agent at tallyfin"): the memory
may say where the user works, whatever its subject."""
WORKPLACE_WORD = "workplace"
"""The word such a memory is also indexed by, which a new employer's consolidation seeks."""


def index_text(content: str, subject: str | None) -> str:
    """What a memory is indexed by: its content and, when known, words for its subject.

    A memory that places something ("Entreno a un equipo en Cordoba") is also found by
    "where" asked in another language ("Donde entrena la usuaria?"), whatever its subject;
    one that names a workplace ("backend lead at Tripwell") by `WORKPLACE_WORD`, so that
    "I work at Nomadly now" finds what it outdates.
    """
    text = content
    if subject is not None:
        text = f"{content} {_SUBJECT_WORDS.get(subject, subject.replace('_', ' '))}"
    if _AT_A_PLACE.search(content):
        text = f"{text} {WHERE_WORDS}"
    if _AT_A_WORKPLACE.search(content):
        text = f"{text} {WORKPLACE_WORD}"
    return text

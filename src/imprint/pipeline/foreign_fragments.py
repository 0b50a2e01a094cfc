"""A self-introduction without a verb: "Lena, Hebamme, Freiburg.", "Joerg hier, Elektriker ...".

People opening a conversation often give their name as a bare word before what they do
and where, with no "I am" or "my name is" for a lexicon to find. A reply's first
sentence is read so when the agent has just greeted or offered help (or asked about the
user), and it opens with one or two capitalised words, perhaps "here" ("hier", "ici",
"aqui"), then a comma or a dash: the words are the name and the rest what the user is.
Greetings and connectors that open a sentence with a capital are no name.
Read by `foreign.py`; non-ASCII letters are written as escapes (the sources are ASCII).
"""

from __future__ import annotations

import re

from imprint.pipeline.foreign_names import offers_help
from imprint.pipeline.language import Language

__all__ = ["fragment_name"]

_WORD = (
    r"(?:[A-Z\u00c0-\u00de][a-z\u00df-\u00ff'-]{1,20}"
    r"|[\u0410-\u042f\u0401][\u0430-\u044f\u0451-]{1,20})"
)
_FRAGMENT = re.compile(
    r"(?P<name>" + _WORD + r"(?:\s+" + _WORD + r")?)"
    r"(?:\s+(?:hier|ici|aqui|aqu\u00ed|qui|\u0437\u0434\u0435\u0441\u044c))?"
    r"\s*(?:,|\s[-\u2013\u2014])\s+(?=\S)"
)
"""One or two capitalised words, then a comma or a dash, at the start of the sentence."""
_NOT_NAMES = frozenset(
    "moin hallo hi hey hello gr\u00fcezi gr\u00fcss servus tag morgen abend bonjour bonsoir salut"
    " coucou hola buenas buenos oi ol\u00e1 ciao salve buongiorno buonasera danke merci gracias"
    " obrigado obrigada grazie ok okay also bon alors bueno pues ent\u00e3o allora ja nein oui"
    " non s\u00ed si n\u00e3o kurz kurzes frage update bitte voil\u00e0 enfin donc mais und aber"
    " so na gut super cool genau stimmt claro vale tudo beleza perfetto perfekt parfait"
    " \u043f\u0440\u0438\u0432\u0435\u0442 \u0437\u0434\u0440\u0430\u0432\u0441\u0442\u0432"
    "\u0443\u0439\u0442\u0435 \u0434\u043e\u0431\u0440\u044b\u0439 \u0441\u043f\u0430\u0441"
    "\u0438\u0431\u043e \u043d\u0443 \u0434\u0430 \u043d\u0435\u0442 \u0442\u0430\u043a"
    " \u0441\u043b\u0443\u0448\u0430\u0439 \u0432\u043e\u043f\u0440\u043e\u0441".split()
)
"""Capitalised words that open a sentence without being a name."""
_DAYS = frozenset(
    "montag dienstag mittwoch donnerstag freitag samstag sonntag heute morgen gestern lundi mardi"
    " mercredi jeudi vendredi samedi dimanche lunes martes mi\u00e9rcoles jueves viernes"
    " s\u00e1bado domingo luned\u00ec marted\u00ec mercoled\u00ec gioved\u00ec venerd\u00ec"
    " sabato domenica segunda ter\u00e7a quarta quinta sexta".split()
)
"""Days open a sentence with a capital too ("Montag, 10 Uhr passt")."""
_NOT_NAMES_OR_DAYS = _NOT_NAMES | _DAYS
_ABOUT_YOU = re.compile(
    r"\b(?:\u00fcber\s+(?:dich|sie)|sur\s+(?:toi|vous)|de\s+ti|sobre\s+(?:ti|voc\u00ea|vc)"
    r"|su\s+di\s+te|di\s+te|about\s+you|\u043e\s+\u0441\u0435\u0431\u0435)\b",
    re.IGNORECASE,
)
"""The agent asks the user about themselves ("erzaehl ein bisschen ueber dich")."""
_REQUEST = re.compile(
    r"\b(?:bitte|por\s+favor|porfa|per\s+favore|s'il\s+(?:vous|te)|svp|stp"
    r"|\u043f\u043e\u0436\u0430\u043b\u0443\u0439\u0441\u0442\u0430)\b",
    re.IGNORECASE,
)
"""A polite request: the capitalised word that opens it is a verb, not a name."""
_VERB_ENDS = ("\u0442\u0435", "-moi")
"""Endings of imperatives (Russian "-te", "aide-moi"); names seldom end so."""
_LIST = re.compile(r"\S+\s+(?:e|y|i|und|et|and|o|ou|oder|\u0438)\s", re.IGNORECASE)
"""The word after the comma joined to another by "and" or "or": a list."""
_SCRIPTS = frozenset({"es", "pt", "fr", "it", "de", "ru"})


def fragment_name(sentence: str, language: Language, agent_output: str) -> re.Match[str] | None:
    """The name a verbless introduction opens with, as a match with group `name`, or None.

    `sentence` must be the reply's first; `agent_output` the message it answers.
    """
    if language not in _SCRIPTS:
        return None
    m = _FRAGMENT.match(sentence)
    if m is None or any(w.lower() in _NOT_NAMES_OR_DAYS for w in m.group("name").split()):
        return None
    if _REQUEST.search(sentence) or m.group("name").lower().endswith(_VERB_ENDS):
        return None  # "Sostavte, pozhaluysta, ...", "Hilf mir, bitte ...": a request
    if _LIST.match(sentence, m.end()):
        return None  # "Lisboa, Porto e Faro ...": names in a list, not the user's
    if not (offers_help(agent_output) or _ABOUT_YOU.search(agent_output)):
        return None
    return m
